package wire

import (
	"slices"
	"strings"
)

// The languages an item is set in (docs/product.md, "Languages of a test" and "Languages of
// notes, tests and videos"): a prelims test, a note, a mains test or a video is in English, in
// Hindi, or in both. The database stores them as one text, the first language first ("en",
// "hi" or "en,hi"); the API sends them as a list (["en"], ["hi"], ["en", "hi"]).

const (
	English = "en"
	Hindi   = "hi"
)

// StoredLanguages are the values a languages column may hold (the migrations' CHECK says the
// same), in the order the console offers them.
var StoredLanguages = []string{English, Hindi, English + "," + Hindi}

// SplitLanguages answers an item's stored languages ("en,hi") as a list, its first language
// first; English when none is stored.
func SplitLanguages(stored string) []string {
	var out []string
	for _, lang := range strings.Split(stored, ",") {
		if lang = strings.TrimSpace(lang); lang != "" {
			out = append(out, lang)
		}
	}
	if len(out) == 0 {
		return []string{English}
	}
	return out
}

// HasHindiVersion reports whether an item in these languages carries a Hindi version beside its
// main texts: it is set in English and Hindi, English first. A test set in one language shows
// its main texts only, whatever Hindi its questions hold.
func HasHindiVersion(languages []string) bool {
	return len(languages) > 1 && languages[0] != Hindi && slices.Contains(languages, Hindi)
}
