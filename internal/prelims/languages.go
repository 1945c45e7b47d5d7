package prelims

import (
	"slices"

	"aspirant/internal/platform/locale"
	"aspirant/internal/wire"
)

// The languages of a test (docs/product.md, "Languages of a test"). A test is set in one or more
// languages of the registry (locale.Languages); its first language is the one of the question's
// main texts, and each other language carries a version of each question beside them, stored as
// rows keyed by the language (prelims_question_translations, prelims_option_translations). The
// options are the same rows in every language, so an answer is one answer whichever language it
// was read in. The stored languages and their list form are the same for every library item
// (wire.SplitLanguages).

// Translations are a question's versions in the test's other languages, by language code.
type Translations map[locale.Lang]*Version

// Version is a question's text in one language, its options (the same ids) and, in the review
// only, its explanation.
type Version struct {
	Description string   `json:"description"`
	Options     []option `json:"options"`
	Explanation *string  `json:"explanation,omitempty"`
}

// storedVersion is a question's stored text in a language other than its first: the option
// texts by option id.
type storedVersion struct {
	Description, Explanation string
	Options                  map[int64]string
}

// translationsOf answers a question's versions in the test's other languages as the learner may
// see them, or nil when the test or the question has none. The explanation goes only into the
// review (withExplanation).
func (p *paper) translationsOf(q paperQuestion, withExplanation bool) Translations {
	var out Translations
	for _, lang := range wire.TranslatedLanguages(p.Languages) {
		stored, ok := q.Versions[locale.Lang(lang)]
		if !ok || stored.Description == "" {
			continue
		}
		v := &Version{Description: stored.Description, Options: make([]option, len(q.OptionList))}
		for i, o := range q.OptionList {
			v.Options[i] = option{ID: o.ID, Text: stored.Options[o.ID]}
		}
		if withExplanation {
			explanation := stored.Explanation
			v.Explanation = &explanation
		}
		if out == nil {
			out = Translations{}
		}
		out[locale.Lang(lang)] = v
	}
	return out
}

// translatable answers the languages a question may have a version in: the registry's, English
// aside (every text has English, the language of a question's main texts or of its first version).
func translatable(lang locale.Lang) (locale.Language, bool) {
	row, ok := locale.Lookup(lang)
	return row, ok && lang != locale.English
}

// sortedLanguages answers a version map's languages in the registry's order, so messages and
// writes come in the same order every time.
func sortedLanguages[V any](versions map[locale.Lang]V) []locale.Lang {
	out := make([]locale.Lang, 0, len(versions))
	for _, code := range locale.Codes() {
		if _, ok := versions[code]; ok {
			out = append(out, code)
		}
	}
	var unknown []locale.Lang
	for code := range versions {
		if !slices.Contains(out, code) {
			unknown = append(unknown, code)
		}
	}
	slices.Sort(unknown)
	return append(out, unknown...)
}
