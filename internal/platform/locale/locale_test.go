package locale

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// The registry's languages, as the tests name them (the code names none but English).
const (
	hindi   Lang = "hi"
	marathi Lang = "mr"
)

func TestFromAcceptLanguage(t *testing.T) {
	cases := []struct {
		header string
		want   Lang
		stated bool
	}{
		{"hi-IN,hi;q=0.9,en;q=0.8", hindi, true},
		{"en-US,en;q=0.9,hi;q=0.5", English, true},
		{"hi", hindi, true},
		{"en", English, true},
		{"en;q=0.4, hi;q=0.8", hindi, true}, // by q-value, not by order
		{"mr-IN, hi;q=0.7, en;q=0.3", marathi, true},
		{"ta-IN, hi;q=0.7, en;q=0.3", hindi, true}, // Tamil first: Hindi is the best we have
		{"fr-FR, en-GB;q=0.5", English, true},
		{"hi;q=0, en", English, true}, // q=0: not acceptable
		{"HI-in", hindi, true},
		{"fr, de", English, false},
		{"", English, false},
		{"*", English, false},
		{"not a language tag;;;", English, false},
	}
	for _, c := range cases {
		got, stated := FromAcceptLanguage(c.header)
		if got != c.want || stated != c.stated {
			t.Errorf("FromAcceptLanguage(%q) = %s, %v; want %s, %v", c.header, got, stated, c.want, c.stated)
		}
	}
}

func TestRequestLanguage(t *testing.T) {
	var seen context.Context
	h := Negotiate(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = r.Context() }))
	ask := func(header string) context.Context {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		if header != "" {
			r.Header.Set("Accept-Language", header)
		}
		h.ServeHTTP(httptest.NewRecorder(), r)
		return seen
	}
	if l := Of(ask("hi-IN,hi;q=0.9")); l != hindi {
		t.Errorf("a Hindi request is in %s", l)
	}
	if l := Of(context.Background()); l != English {
		t.Errorf("no request: %s", l)
	}
	// The saved choice answers a request that names no language, never one that does.
	if l := Of(WithSaved(ask(""), "hi")); l != hindi {
		t.Errorf("saved Hindi, no header: %s", l)
	}
	if l := Of(WithSaved(ask("en"), "hi")); l != English {
		t.Errorf("saved Hindi, asked English: %s", l)
	}
	if l := Of(WithSaved(ask(""), "fr")); l != English {
		t.Errorf("an unknown saved language: %s", l)
	}
}

func TestMessages(t *testing.T) {
	label := T("Name")
	m := T("%s must be at most %s characters.", label, "100")
	if got := m.String(); got != "Name must be at most 100 characters." {
		t.Errorf("English: %q", got)
	}
	if got := m.In(hindi); got != "नाम में अधिकतम 100 अक्षर हो सकते हैं।" {
		t.Errorf("Hindi, with the label translated: %q", got)
	}
	wait := T("Too many attempts. Please try again in %s.", T("%d minutes", 12))
	if got := wait.In(hindi); got != "बहुत अधिक प्रयास हो चुके हैं। कृपया 12 मिनट बाद फिर से प्रयास करें।" {
		t.Errorf("nested: %q", got)
	}
	if got := T("Not in the catalogue %d", 7).In(hindi); got != "Not in the catalogue 7" {
		t.Errorf("a message without Hindi stays English: %q", got)
	}
	if got := Raw("100% sure").In(hindi); got != "100% sure" {
		t.Errorf("raw text is never a format: %q", got)
	}
	if !(Message{}).IsZero() || T("Name").IsZero() {
		t.Error("IsZero")
	}
}
