package prelims

// Confidence tags (docs/product.md, "Confidence tags"): while answering, a learner may tag an
// answer "sure", "fifty" (down to two options) or "guess". The tags never change the score or
// the receipt; the review's analysis shows how each kind of answer paid off and what the score
// would have been without the guesses.

// The tags an answer may carry; "" is none.
const (
	confidenceSure  = "sure"
	confidenceFifty = "fifty"
	confidenceGuess = "guess"
	// confidenceUntagged names the row of answers without a tag in the analysis.
	confidenceUntagged = "untagged"
)

// confidenceTags are the tags an answer may carry.
var confidenceTags = map[string]bool{confidenceSure: true, confidenceFifty: true, confidenceGuess: true}

// ConfidenceRow is how the answers of one tag did.
type ConfidenceRow struct {
	// Tag is "sure", "fifty", "guess", or "untagged" for answers without a tag.
	Tag       string `json:"tag"`
	Answered  int    `json:"answered"`
	Correct   int    `json:"correct"`
	Incorrect int    `json:"incorrect"`
	// Accuracy is correct as a percentage of answered (0 when none was answered).
	Accuracy float64 `json:"accuracy"`
	// NetMarks is what these answers added to the score: marks for the correct ones less the
	// negative marks of the wrong ones.
	NetMarks float64 `json:"netMarks"`
}

// ConfidenceAnalysis is the analysis by confidence tag of a submitted attempt.
type ConfidenceAnalysis struct {
	// Rows holds one row per tag in the order sure, fifty, guess, untagged, each always present.
	Rows []ConfidenceRow `json:"rows"`
	// Tagged counts the answers that carry a tag: 0 means the learner used none.
	Tagged int `json:"tagged"`
	// ScoreWithoutGuesses is the score had the questions tagged "guess" been left unattempted,
	// under the test's marking scheme (an unattempted question may cost marks too).
	ScoreWithoutGuesses float64 `json:"scoreWithoutGuesses"`
}

// confidenceOf analyses saved answers by tag against the paper's key and scheme. Only answered
// questions count; a tag without an answer is ignored. It tells answers apart by the key,
// so the review calls it only once the key is out.
func confidenceOf(p *paper, saved []SavedAnswer) ConfidenceAnalysis {
	order := []string{confidenceSure, confidenceFifty, confidenceGuess, confidenceUntagged}
	counts := make(map[string]*Result, len(order))
	for _, tag := range order {
		counts[tag] = &Result{}
	}
	byQuestion := make(map[int64]SavedAnswer, len(saved))
	for _, sa := range saved {
		byQuestion[sa.QuestionID] = sa
	}
	withoutGuesses := make([]Answer, 0, len(saved))
	out := ConfidenceAnalysis{Rows: make([]ConfidenceRow, 0, len(order))}
	for i := range p.Questions {
		q := &p.Questions[i]
		sa, ok := byQuestion[q.ID]
		response := p.responseOf(q.ID, sa.SelectedOption, sa.Value)
		if !ok || response.Blank() {
			continue
		}
		tag := sa.Confidence
		if !confidenceTags[tag] {
			tag = confidenceUntagged
		} else {
			out.Tagged++
		}
		if tag != confidenceGuess {
			withoutGuesses = append(withoutGuesses, Answer{QuestionID: q.ID, Response: response})
		}
		if q.markOf(response) == markRight { // a dropped question's marks go to everyone
			counts[tag].Correct++
		} else {
			counts[tag].Incorrect++
		}
	}
	for _, tag := range order {
		c := counts[tag]
		row := ConfidenceRow{Tag: tag, Answered: c.Correct + c.Incorrect, Correct: c.Correct, Incorrect: c.Incorrect}
		if row.Answered > 0 {
			row.Accuracy = roundTo2(float64(c.Correct) * 100 / float64(row.Answered))
		}
		// Net marks leave the unattempted rule out: these questions were attempted.
		row.NetMarks = marks(int64(c.Correct)*p.Scheme.Correct - int64(c.Incorrect)*p.Scheme.Incorrect)
		out.Rows = append(out.Rows, row)
	}
	out.ScoreWithoutGuesses = marks(p.Score(withoutGuesses).Score)
	return out
}
