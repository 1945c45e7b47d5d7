package htmlsafe

import (
	"net/url"
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

func TestSafeLinkRefusesWhatBrowsersReadAsAnotherHost(t *testing.T) {
	for _, link := range []string{"/prelims_tests", "/prelims_tests?type=2", "/notes#top", "/", "https://aspirant.in/offer",
		"https://www.youtube.com/watch?v=abc", "/%2F%2Fevil.example"} {
		if !SafeLink(link) {
			t.Errorf("%q refused", link)
		}
	}
	for _, link := range []string{"", "//evil.example", `/\evil.example`, `\\evil.example`, `/\/evil.example`, "/\t/evil.example",
		"/\n/evil.example", " //evil.example", "http://evil.example", "javascript:alert(1)", "https:evil.example",
		"https:/evil.example", "https://aspirant.in@evil.example", "https://", "data:text/html,x", "\x00/x", "evil.example",
		"HTTPS://evil.example/..", "/x\x7f"} {
		if SafeLink(link) {
			t.Errorf("%q allowed", link)
		}
	}
}

// FuzzSafeLink checks what SafeLink accepts against how a browser reads a link: it strips tabs
// and newlines, reads a backslash as a slash, and takes "//" as the start of another host.
func FuzzSafeLink(f *testing.F) {
	for _, seed := range []string{"/prelims_tests", "https://aspirant.in/x", `/\evil.example`, "//evil.example", "/\t/evil",
		"https://a@evil.example", "javascript:alert(1)", "/%2f%2fevil", "https:evil", "/\u2028/evil", "HTTPS://x"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, link string) {
		if !SafeLink(link) {
			return
		}
		browser := strings.ReplaceAll(strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(link), `\`, "/")
		if browser != link {
			t.Fatalf("%q accepted, but a browser reads it as %q", link, browser)
		}
		u, err := url.Parse(link)
		if err != nil || u.User != nil {
			t.Fatalf("%q accepted: %v %v", link, err, u)
		}
		switch {
		case strings.HasPrefix(link, "/"):
			if strings.HasPrefix(link, "//") || u.Host != "" || u.Scheme != "" {
				t.Fatalf("%q accepted as a page of this site but names host %q", link, u.Host)
			}
		case u.Scheme != "https" || u.Host == "" || !strings.HasPrefix(link, "https://"):
			t.Fatalf("%q accepted, neither a page of this site nor an https address", link)
		}
	})
}
