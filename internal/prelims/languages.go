package prelims

import "aspirant/internal/wire"

// The languages of a test (docs/product.md, "Languages of a test"). A test is set in English,
// in Hindi, or in both; its first language is the one of the question's main texts, and a
// bilingual test carries a Hindi version of each question beside them. The options are the same
// rows in both languages, so an answer is one answer whichever language it was read in. The
// stored languages and their list form are the same for every library item (wire.SplitLanguages).

// Translations are a question's versions in the test's other languages, by language.
type Translations struct {
	Hi *HindiVersion `json:"hi,omitempty"`
}

// HindiVersion is a question's Hindi text, options (the same ids) and, in the review only, its
// explanation.
type HindiVersion struct {
	Description string   `json:"description"`
	Options     []option `json:"options"`
	Explanation *string  `json:"explanation,omitempty"`
}

// hasHindiVersion: the test is set in English and Hindi, so its questions' Hindi versions go out.
func (p *paper) hasHindiVersion() bool {
	return wire.HasHindiVersion(p.Languages)
}

// translationsOf answers a question's Hindi version as the learner may see it, or nil when the
// test or the question has none. The explanation goes only into the review (withExplanation).
func (p *paper) translationsOf(q paperQuestion, withExplanation bool) *Translations {
	if !p.hasHindiVersion() || q.DescriptionHi == "" {
		return nil
	}
	hi := &HindiVersion{Description: q.DescriptionHi, Options: make([]option, len(q.OptionList))}
	for i, o := range q.OptionList {
		hi.Options[i] = option{ID: o.ID, Text: o.TextHi}
	}
	if withExplanation {
		explanation := q.ExplanationHi
		hi.Explanation = &explanation
	}
	return &Translations{Hi: hi}
}
