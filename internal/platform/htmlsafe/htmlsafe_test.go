package htmlsafe

import (
	"strings"
	"testing"
)

func TestSanitize(t *testing.T) {
	cases := map[string]string{
		`<p>Key <strong>features</strong></p><ul><li>40 tests</li></ul>`: `<p>Key <strong>features</strong></p><ul><li>40 tests</li></ul>`,
		`<p onclick="steal()">Hi</p>`:                                    `<p>Hi</p>`,
		`<script>alert(1)</script><p>ok</p>`:                             `<p>ok</p>`,
		`<a href="javascript:alert(1)">x</a>`:                            `x`,
		`<img src=x onerror=alert(1)>`:                                   `<img src="x">`,
		`<iframe src="https://evil.example"></iframe>`:                   ``,
		`<p style="position:fixed">x</p>`:                                `<p>x</p>`,
	}
	for in, want := range cases {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Sanitize(`<a href="https://upsc.gov.in">UPSC</a>`); !strings.Contains(got, `rel="nofollow noopener"`) || !strings.Contains(got, `target="_blank"`) {
		t.Errorf("external link: %q", got)
	}
}
