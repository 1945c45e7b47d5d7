package wire

import (
	"slices"
	"strings"
)

// The languages an item is set in (docs/product.md, "Languages of a test" and "Languages of
// notes, tests and videos"): a prelims test, a note, a mains test or a video is in one or more
// languages of the registry (locale.Languages), which the console checks. The database stores
// them as one text, the first language first ("en", "hi", "en,hi", "en,hi,mr"); the API sends
// them as a list (["en"], ["en", "hi", "mr"]).

// English is the language every text must have, and an item's language when none is stored.
const English = "en"

// SplitLanguages answers an item's stored languages ("en,hi") as a list, its first language
// first; English when none is stored.
func SplitLanguages(stored string) []string {
	var out []string
	for _, lang := range strings.Split(stored, ",") {
		if lang = strings.TrimSpace(lang); lang != "" && !slices.Contains(out, lang) {
			out = append(out, lang)
		}
	}
	if len(out) == 0 {
		return []string{English}
	}
	return out
}

// TranslatedLanguages answers the languages whose versions an item in these languages carries
// beside its main texts: every language after the first, which is the main texts' own. A test set
// in one language shows its main texts only, whatever versions its questions hold.
func TranslatedLanguages(languages []string) []string {
	if len(languages) < 2 {
		return nil
	}
	return languages[1:]
}
