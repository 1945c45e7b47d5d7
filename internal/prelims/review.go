package prelims

import (
	"net/http"
	"sort"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/htmlsafe"
)

// ReviewQuestion is a question after the attempt: the learner's answer beside the key.
type ReviewQuestion struct {
	Number          int      `json:"number"`
	ID              int64    `json:"id"`
	Description     string   `json:"description"`
	Topic           string   `json:"topic"`
	Difficulty      string   `json:"difficulty"`
	Options         []option `json:"options"`
	SelectedOption  *int64   `json:"selectedOption"`
	CorrectOption   int64    `json:"correctOption"`
	Outcome         string   `json:"outcome"` // correct, incorrect or unattempted
	Explanation     string   `json:"explanation"`
	TimeSpentMs     int64    `json:"timeSpentMs"`
	MarkedForReview bool     `json:"markedForReview"`
	// KeyCorrectedAt: when staff last changed this question's correct option (null: never).
	KeyCorrectedAt *time.Time `json:"keyCorrectedAt"`
}

// TopicAccuracy is how the learner did on one topic.
type TopicAccuracy struct {
	Topic       string  `json:"topic"`
	Questions   int     `json:"questions"`
	Correct     int     `json:"correct"`
	Incorrect   int     `json:"incorrect"`
	Unattempted int     `json:"unattempted"`
	Accuracy    float64 `json:"accuracy"` // correct as a percentage of attempted
	TimeSpentMs int64   `json:"timeSpentMs"`
}

// Analysis places the attempt among everyone who sat the test.
type Analysis struct {
	Score        float64         `json:"score"`
	Rank         int             `json:"rank"`
	Participants int             `json:"participants"`
	Percentile   float64         `json:"percentile"`
	TopperScore  float64         `json:"topperScore"`
	AverageScore float64         `json:"averageScore"`
	Accuracy     float64         `json:"accuracy"`
	TimeSpentMs  int64           `json:"timeSpentMs"`
	Topics       []TopicAccuracy `json:"topics"`
	// Ranked is false for a second or later attempt: only first attempts are ranked, so Rank
	// and Percentile say where this score would stand.
	Ranked bool `json:"ranked"`
}

// review answers a submitted attempt of the caller's with the key, the explanations and the
// analysis. The key is never shown for an attempt that is still running.
func (s *Service) review(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	attemptID, err := httpx.PositiveID(r.PathValue("attemptId"), "attemptId")
	if err != nil {
		return err
	}
	a, err := s.ownAttempt(r.Context(), s.db, attemptID, id.UserID)
	if err != nil {
		return err
	}
	if a.Status != attemptSubmitted {
		return httpx.Errorf(http.StatusConflict, "Submit the test to see its answers.")
	}
	p, err := s.paperFor(r.Context(), r, a.TestID)
	if err != nil {
		return err
	}
	// The key is shown beside the score: both come from the database as it stands.
	if p, err = currentPaper(r.Context(), s.db, p); err != nil {
		return err
	}
	var saved []SavedAnswer
	if err := s.db.Select(r.Context(), &saved, `SELECT question_id, option_id, marked_for_review, time_spent_ms
		FROM prelims_attempt_answers WHERE attempt_id = ?`, a.ID); err != nil {
		return err
	}
	byQuestion := make(map[int64]SavedAnswer, len(saved))
	for _, sa := range saved {
		byQuestion[sa.QuestionID] = sa
	}

	questions := make([]ReviewQuestion, len(p.Questions))
	topics := map[string]*TopicAccuracy{}
	var order []string
	var totalTime int64
	attempted, correct := 0, 0
	for i, q := range p.Questions {
		sa := byQuestion[q.ID]
		outcome := "unattempted"
		if sa.SelectedOption != nil {
			outcome = "incorrect"
			attempted++
			if *sa.SelectedOption == q.Correct {
				outcome = "correct"
				correct++
			}
		}
		opts := make([]option, len(q.OptionList))
		for j, o := range q.OptionList {
			opts[j] = option{ID: o.ID, Text: htmlsafe.Sanitize(o.Text)}
		}
		questions[i] = ReviewQuestion{Number: i + 1, ID: q.ID, Description: htmlsafe.Sanitize(q.Description), Topic: q.Topic,
			Difficulty: q.Difficulty, Options: opts, SelectedOption: sa.SelectedOption, CorrectOption: q.Correct, Outcome: outcome,
			Explanation: htmlsafe.Sanitize(q.Explanation), TimeSpentMs: sa.TimeSpentMs, MarkedForReview: sa.MarkedForReview,
			KeyCorrectedAt: utcOrNil(q.KeyCorrectedAt)}
		topic := q.Topic
		if topic == "" {
			topic = "General"
		}
		t, ok := topics[topic]
		if !ok {
			t = &TopicAccuracy{Topic: topic}
			topics[topic] = t
			order = append(order, topic)
		}
		t.Questions++
		t.TimeSpentMs += sa.TimeSpentMs
		totalTime += sa.TimeSpentMs
		switch outcome {
		case "correct":
			t.Correct++
		case "incorrect":
			t.Incorrect++
		default:
			t.Unattempted++
		}
	}
	sort.Strings(order)
	analysis := Analysis{Score: marks(*a.Score), TimeSpentMs: totalTime, Ranked: a.AttemptNo == 1, Topics: []TopicAccuracy{}}
	if attempted > 0 {
		analysis.Accuracy = roundTo2(float64(correct) * 100 / float64(attempted))
	}
	for _, name := range order {
		t := topics[name]
		if n := t.Correct + t.Incorrect; n > 0 {
			t.Accuracy = roundTo2(float64(t.Correct) * 100 / float64(n))
		}
		analysis.Topics = append(analysis.Topics, *t)
	}
	st, err := s.rankings.get(r.Context(), a.TestID)
	if err != nil {
		return err
	}
	pl := st.place(*a.Score, a.AttemptNo == 1 && !st.listed[id.UserID])
	analysis.Participants, analysis.Rank, analysis.Percentile = pl.Participants, pl.Rank, roundTo2(pl.Percentile)
	analysis.TopperScore, analysis.AverageScore = marks(pl.Topper), roundTo2(pl.Average)
	httpx.OK(w, httpx.M{"body": httpx.M{
		"attempt":   submission(a, p),
		"test":      httpx.M{"id": p.TestID, "name": p.Name, "slug": p.Slug, "total_marks": p.Marks, "duration": p.Duration},
		"questions": questions,
		"analysis":  analysis,
	}})
	return nil
}
