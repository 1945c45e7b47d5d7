package prelims

import (
	"context"
	"time"

	"aspirant/internal/db"
)

// LearnerAttempt is one of a learner's prelims attempts as staff see it on the console's
// learner page (docs/product.md, "A learner in the console").
type LearnerAttempt struct {
	ID          int64      `db:"id" json:"id"`
	TestID      int64      `db:"test_id" json:"testId"`
	TestName    string     `db:"test_name" json:"testName"`
	AttemptNo   int        `db:"attempt_no" json:"attemptNo"`
	Status      string     `db:"-" json:"status"` // in_progress, finishing, submitted, time_up or late
	StartedAt   time.Time  `db:"started_at" json:"startedAt"`
	SubmittedAt *time.Time `db:"submitted_at" json:"submittedAt"`
	Score       *float64   `db:"-" json:"score"` // marks; null until submitted
	TotalMarks  int        `db:"total_marks" json:"totalMarks"`
	Ranked      bool       `db:"ranked" json:"ranked"`
	// Rank is the attempt's place in the test's rankings ("Rankings"): null for an attempt
	// that is not ranked or not yet submitted.
	Rank *int64 `db:"rank_no" json:"rank"`

	State      string    `db:"status" json:"-"`
	Finish     *string   `db:"finish_reason" json:"-"`
	DeadlineAt time.Time `db:"deadline_at" json:"-"`
	Hundredths *int64    `db:"score" json:"-"`
}

// LearnerAttempts answers a page of a learner's attempts at every test, the latest started
// first, and how many there are in all. The rank is counted as the rankings count it: one
// more than the ranked, submitted attempts of the test that scored better.
func LearnerAttempts(ctx context.Context, q db.Q, userID int64, limit, offset int, now time.Time) ([]LearnerAttempt, int, error) {
	var total int
	if err := q.Get(ctx, &total, "SELECT COUNT(*) FROM prelims_attempts WHERE user_id = ?", userID); err != nil {
		return nil, 0, err
	}
	out := []LearnerAttempt{}
	err := q.Select(ctx, &out, `SELECT a.id, a.test_id, t.name AS test_name, a.attempt_no, a.status, a.finish_reason,
			a.started_at, a.deadline_at, a.submitted_at, a.score, t.total_marks, a.ranked,
			CASE WHEN a.ranked AND a.status = 'submitted' THEN 1 + (SELECT COUNT(*) FROM prelims_attempts b
				WHERE b.test_id = a.test_id AND b.ranked AND b.status = 'submitted' AND b.score > a.score) END AS rank_no
		FROM prelims_attempts a JOIN prelims_tests t ON t.id = a.test_id
		WHERE a.user_id = ? ORDER BY a.started_at DESC, a.id DESC LIMIT ? OFFSET ?`, userID, limit, offset)
	if err != nil {
		return nil, 0, err
	}
	for i := range out {
		a := &out[i]
		switch {
		case a.State == attemptOpen && now.Before(a.DeadlineAt):
			a.Status = "in_progress"
		case a.State == attemptOpen:
			a.Status = "finishing" // its time is up; the server is submitting what was saved
		case a.Finish != nil:
			a.Status = *a.Finish
		default:
			a.Status = finishSubmitted
		}
		if a.Hundredths != nil {
			marks := float64(*a.Hundredths) / 100
			a.Score = &marks
		}
	}
	return out, total, nil
}
