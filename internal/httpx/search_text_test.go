package httpx_test

import (
	"strings"
	"testing"

	"aspirant/internal/httpx"
)

// Search text is trimmed and in Unicode's normal form C, so a Hindi word finds a title however
// the keyboard wrote it: the letter with a nukta (ज़, U+095B) and the letter followed by the
// nukta sign (ज + ़) are one text in NFC (which keeps these letters decomposed).
func TestSearchTextIsNormalised(t *testing.T) {
	for raw, want := range map[string]string{
		"  संविधान ":               "संविधान",
		"\u095b":                   "\u091c\u093c", // ज़, one code point, is ज + ़
		"\u091c\u093c":             "\u091c\u093c",
		"\u095c\u0940\u095b\u0932": "\u0921\u093c\u0940\u091c\u093c\u0932", // ड़ीज़ल
		"e\u0301":                  "\u00e9",                               // Latin letters compose
		"Polity":                   "Polity",
	} {
		got, err := httpx.SearchText(raw, "q")
		if err != nil || got != want {
			t.Errorf("SearchText(%q) = %q, %v; want %q", raw, got, err, want)
		}
	}
	if _, err := httpx.SearchText(strings.Repeat("सं", httpx.MaxSearchLength), "q"); err == nil {
		t.Error("a search longer than the limit was accepted")
	}
}
