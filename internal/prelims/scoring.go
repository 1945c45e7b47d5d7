package prelims

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// Scheme is a test's marking scheme in hundredths of a mark: marks for a correct answer, and
// the marks taken away for a wrong and for an unattempted question (the spec's defaults are
// +2, -0.66 and 0).
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
	// Version moves with every change to the questions, options or scheme; scoring compares it
	// with the stored one (see paperToScore).
	Version   int64
	Questions []paperQuestion
	byID      map[int64]int // question id -> index
}

type paperQuestion struct {
	ID             int64
	Topic          string
	Correct        int64          // the correct option's id
	Options        map[int64]bool // the question's option ids
	Description    string
	Explanation    string
	Difficulty     string
	OptionList     []option
	KeyCorrectedAt *time.Time // when staff last changed the correct option
}

type option struct {
	ID   int64  `json:"id"`
	Text string `json:"text"`
}

// Answer is one question's answer as the app sends it: selectedOption is null when the
// question was left (or cleared).
type Answer struct {
	QuestionID     int64  `json:"questionId"`
	SelectedOption *int64 `json:"selectedOption"`
	// Sent by autosave, beyond the spec: the review mark and the time spent so far.
	MarkedForReview bool  `json:"markedForReview,omitempty"`
	TimeSpentMs     int64 `json:"timeSpentMs,omitempty"`
}

// ParseAnswers reads the JSON list the app sends (spec section 3). Option ids may arrive as
// numbers or as strings (the app holds them as strings).
func ParseAnswers(raw string) ([]Answer, error) {
	invalid := httpx.Invalid(map[string]string{"answers": "Send answers as a JSON list of {questionId, selectedOption}."})
	if strings.TrimSpace(raw) == "" {
		return []Answer{}, nil
	}
	var items []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		return nil, invalid
	}
	out := make([]Answer, 0, len(items))
	for _, item := range items {
		var a Answer
		id, err := flexibleInt(item["questionId"])
		if err != nil || id == nil {
			return nil, invalid
		}
		a.QuestionID = *id
		if a.SelectedOption, err = flexibleInt(item["selectedOption"]); err != nil {
			return nil, invalid
		}
		if raw, ok := item["markedForReview"]; ok {
			if err := json.Unmarshal(raw, &a.MarkedForReview); err != nil {
				return nil, invalid
			}
		}
		if raw, ok := item["timeSpentMs"]; ok {
			if err := json.Unmarshal(raw, &a.TimeSpentMs); err != nil || a.TimeSpentMs < 0 {
				return nil, invalid
			}
		}
		out = append(out, a)
	}
	return out, nil
}

// flexibleInt reads 12, "12" or null (nil).
func flexibleInt(raw json.RawMessage) (*int64, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" || s == `""` {
		return nil, nil
	}
	s = strings.Trim(s, `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return nil, fmt.Errorf("not an id: %s", s)
	}
	return &n, nil
}

// check refuses answers that do not fit the paper: a question of another test, an option of
// another question, or a question answered twice.
func (p *paper) check(answers []Answer) error {
	seen := map[int64]bool{}
	for _, a := range answers {
		i, ok := p.byID[a.QuestionID]
		if !ok {
			return httpx.Invalid(map[string]string{"answers": fmt.Sprintf("Question %d is not part of this test.", a.QuestionID)})
		}
		if seen[a.QuestionID] {
			return httpx.Invalid(map[string]string{"answers": fmt.Sprintf("Question %d is answered twice.", a.QuestionID)})
		}
		seen[a.QuestionID] = true
		if a.SelectedOption != nil && !p.Questions[i].Options[*a.SelectedOption] {
			return httpx.Invalid(map[string]string{"answers": fmt.Sprintf("Option %d is not an option of question %d.", *a.SelectedOption, a.QuestionID)})
		}
	}
	return nil
}

// Score marks answers against the key with the scheme. Questions without an answer (missing or
// null) are unattempted.
func (p *paper) Score(answers []Answer) Result {
	chosen := make(map[int64]int64, len(answers))
	for _, a := range answers {
		if a.SelectedOption != nil {
			chosen[a.QuestionID] = *a.SelectedOption
		}
	}
	var r Result
	for _, q := range p.Questions {
		option, answered := chosen[q.ID]
		switch {
		case !answered:
			r.Unattempted++
		case option == q.Correct:
			r.Correct++
		default:
			r.Incorrect++
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

// loadPaper reads a test, published or not, with its questions, options and key.
func loadPaper(ctx context.Context, q db.Q, testID int64) (*paper, error) {
	p := &paper{byID: map[int64]int{}}
	var t struct {
		ID          int64  `db:"id"`
		LibraryID   int64  `db:"library_id"`
		Name        string `db:"name"`
		Slug        string `db:"slug"`
		Duration    int    `db:"duration_minutes"`
		Attempts    int    `db:"total_attempts"`
		Marks       int    `db:"total_marks"`
		Correct     int64  `db:"marks_correct"`
		Incorrect   int64  `db:"marks_incorrect"`
		Unattempted int64  `db:"marks_unattempted"`
		Published   bool   `db:"is_published"`
		Version     int64  `db:"paper_version"`
	}
	err := q.Get(ctx, &t, `SELECT id, library_id, name, slug, duration_minutes, total_attempts, total_marks, marks_correct,
		marks_incorrect, marks_unattempted, is_published, paper_version FROM prelims_tests WHERE id = ?`, testID)
	if err != nil {
		return nil, err
	}
	p.TestID, p.LibraryID, p.Name, p.Slug, p.Duration, p.Attempts, p.Marks = t.ID, t.LibraryID, t.Name, t.Slug, t.Duration, t.Attempts, t.Marks
	p.Scheme = Scheme{Correct: t.Correct, Incorrect: t.Incorrect, Unattempted: t.Unattempted}
	p.Published, p.Version = t.Published, t.Version
	var rows []struct {
		QuestionID     int64      `db:"question_id"`
		Description    string     `db:"description_html"`
		Explanation    string     `db:"explanation_html"`
		Difficulty     string     `db:"difficulty"`
		Topic          string     `db:"topic"`
		KeyCorrectedAt *time.Time `db:"key_corrected_at"`
		OptionID       int64      `db:"option_id"`
		OptionText     string     `db:"text_html"`
		IsCorrect      bool       `db:"is_correct"`
	}
	err = q.Select(ctx, &rows, `SELECT q.id AS question_id, q.description_html, q.explanation_html, q.difficulty, q.topic,
			q.key_corrected_at, o.id AS option_id, o.text_html, o.is_correct
		FROM prelims_questions q JOIN prelims_options o ON o.question_id = q.id
		WHERE q.test_id = ? ORDER BY q.position, q.id, o.position, o.id`, testID)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		i, ok := p.byID[r.QuestionID]
		if !ok {
			i = len(p.Questions)
			p.byID[r.QuestionID] = i
			p.Questions = append(p.Questions, paperQuestion{ID: r.QuestionID, Topic: r.Topic, Description: r.Description,
				Explanation: r.Explanation, Difficulty: r.Difficulty, Options: map[int64]bool{}, KeyCorrectedAt: r.KeyCorrectedAt})
		}
		pq := &p.Questions[i]
		pq.Options[r.OptionID] = true
		pq.OptionList = append(pq.OptionList, option{ID: r.OptionID, Text: r.OptionText})
		if r.IsCorrect {
			pq.Correct = r.OptionID
		}
	}
	return p, nil
}
