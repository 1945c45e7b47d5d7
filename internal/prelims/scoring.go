package prelims

// The marking rules: what a paper is, which answers fit it, and how answers score.

import (
	"sync"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
)

// Scheme is a test's marking scheme in hundredths of a mark: marks for a correct answer, and
// the marks taken away for a wrong and for an unattempted question (docs/product.md,
// "Marking").
type Scheme struct {
	Correct, Incorrect, Unattempted int64
}

// Result is a scored attempt. Score is in hundredths, so 0.66 stays 0.66 however many
// questions are added up.
type Result struct {
	Score                           int64
	Correct, Incorrect, Unattempted int
}

// paper is a test's questions with their answer key, as the server alone knows it.
type paper struct {
	TestID    int64
	LibraryID int64
	Name      string
	Slug      string
	Duration  int // minutes
	Attempts  int // allowed attempts
	Marks     int // total marks
	Scheme    Scheme
	// Published: learners may start it. An unpublished paper still serves those who have an
	// attempt of it (docs/product.md, "Unpublishing a test").
	Published bool
	// Window is when the test may be sat as a live test (none: any time).
	Window window
	// ChallengeDays is how long after the window's close the key may be challenged.
	ChallengeDays int
	// CSATTestID names the CSAT paper that goes with a GS paper (docs/product.md, "CSAT").
	CSATTestID *int64
	// IsCSAT: a GS paper names this one as its CSAT paper; it qualifies at QualifyingPercent of
	// its total marks.
	IsCSAT            bool
	QualifyingPercent int
	// Version moves with every change to the questions, options or scheme; scoring compares it
	// with the stored one (see paperToScore).
	Version int64
	// Languages the test is set in, its first language first ("en", "hi"): the main texts are
	// in the first, a Hindi version beside them (docs/product.md, "Languages of a test").
	Languages []string
	Questions []paperQuestion
	byID      map[int64]int // question id -> index
	// The questions call's answer, the same for every learner, encoded once (see questionsAnswer).
	encodeOnce sync.Once
	encoded    httpx.Encoded
	encodeErr  error
}

type paperQuestion struct {
	ID    int64
	Topic string
	// Kind is the question's kind; QuestionKey its options and its key, as the kind reads them.
	Kind Kind
	QuestionKey
	Description    string
	Explanation    string
	Difficulty     string
	OptionList     []option
	KeyCorrectedAt *time.Time // when staff last changed the correct option
	// Dropped: staff dropped the question after a challenge; everyone gets its marks.
	Dropped bool
	// Versions are the question's texts in the test's other languages, by language.
	Versions map[locale.Lang]storedVersion
}

type option struct {
	ID   int64  `json:"id"`
	Text string `json:"text"`
}

// Answer is one question's line of a sheet as the app sends it: the learner's response, blank
// when the question was left (or cleared).
type Answer struct {
	QuestionID int64
	Response   Response
	// Sent by autosave, an addition of ours: the review mark and the time spent so far.
	MarkedForReview bool
	TimeSpentMs     int64
	// Confidence is the learner's tag on the answer: "sure", "fifty", "guess", or "" for none
	// (docs/product.md, "Confidence tags"). It never changes the score.
	Confidence string
	// ChosenAt is when the learner gave this answer (or cleared it), on the server's clock as
	// the app best knows it; nil when the app did not say. An answer given offline reaches the
	// server later, and still counts when it was given in time (docs/product.md, "The clock").
	ChosenAt *time.Time
}

// check refuses answers that do not fit the paper: a question of another test, an answer of
// another kind than its question's or that its kind refuses (an option of another question), or
// a question answered twice.
func (p *paper) check(answers []Answer) error {
	seen := map[int64]bool{}
	for _, a := range answers {
		i, ok := p.byID[a.QuestionID]
		if !ok {
			return httpx.InvalidField("answers", "Question %d is not part of this test.", a.QuestionID)
		}
		if seen[a.QuestionID] {
			return httpx.InvalidField("answers", "Question %d is answered twice.", a.QuestionID)
		}
		seen[a.QuestionID] = true
		q := &p.Questions[i]
		if a.Response.Kind != q.Kind {
			return httpx.InvalidField("answers", "Question %d is a question of kind %s, not %s.", a.QuestionID, q.Kind.Name(), a.Response.Kind.Name())
		}
		if a.Response.Blank() {
			continue
		}
		if err := q.Kind.Check(a.QuestionID, q.QuestionKey, a.Response); err != nil {
			return err
		}
	}
	return nil
}

// Score marks answers against the key with the scheme, each by its question's kind (markOf).
// Questions without an answer (missing or blank) are unattempted.
func (p *paper) Score(answers []Answer) Result {
	responses := make([]Response, len(p.Questions)) // by the question's index: blank unless answered
	for _, a := range answers {
		if i, ok := p.byID[a.QuestionID]; ok {
			responses[i] = a.Response
		}
	}
	var r Result
	for i := range p.Questions {
		q := &p.Questions[i]
		if q.Dropped {
			r.Correct++ // docs/product.md, "Key challenges"
			continue
		}
		switch q.markOf(responses[i]) {
		case markRight:
			r.Correct++
		case markWrong:
			r.Incorrect++
		default:
			r.Unattempted++
		}
	}
	r.Score = p.Scheme.Total(r)
	return r
}

// Total is the score of a result's counts under the scheme, in hundredths. The total may be
// negative, and stays so.
func (s Scheme) Total(r Result) int64 {
	return int64(r.Correct)*s.Correct - int64(r.Incorrect)*s.Incorrect - int64(r.Unattempted)*s.Unattempted
}
