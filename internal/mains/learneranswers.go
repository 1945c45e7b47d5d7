package mains

import (
	"context"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// LearnerAnswer is one of a learner's current mains answers as staff see it on the console's
// learner page (docs/product.md, "A learner in the console").
type LearnerAnswer struct {
	UploadID    int64      `json:"uploadId"`
	TestID      int64      `json:"testId"`
	TestName    string     `json:"testName"`
	UploadedAt  time.Time  `json:"uploadedAt"`
	Status      string     `json:"status"` // waiting, being evaluated, late or evaluated ("Evaluation on time")
	Marks       *float64   `json:"marks"`
	MaxScore    int        `json:"maximumScore"`
	EvaluatedAt *time.Time `json:"evaluatedAt"`
	// Evaluator is who evaluated the answer, or who it is assigned to while it waits; null
	// when nobody is.
	Evaluator *string `json:"evaluator"`
}

// LearnerAnswers answers a page of a learner's current answers (a replaced upload is kept for
// audit, not listed), the latest uploaded first, and how many there are in all.
func LearnerAnswers(ctx context.Context, q db.Q, userID int64, limit, offset int, now time.Time) ([]LearnerAnswer, int, error) {
	var total int
	if err := q.Get(ctx, &total, `SELECT COUNT(*) FROM mains_answer_uploads WHERE user_id = ? AND superseded_at IS NULL`, userID); err != nil {
		return nil, 0, err
	}
	var rows []Answer
	if err := q.Select(ctx, &rows, answersQuery+` AND u.user_id = ? ORDER BY u.uploaded_at DESC, u.id DESC LIMIT ? OFFSET ?`,
		userID, limit, offset); err != nil {
		return nil, 0, err
	}
	var evaluators []struct {
		UploadID int64  `db:"upload_id"`
		Name     string `db:"name"`
	}
	if err := q.Select(ctx, &evaluators, `SELECT e.upload_id, ev.name FROM mains_evaluations e
		JOIN mains_answer_uploads u ON u.id = e.upload_id JOIN users ev ON ev.id = e.evaluator_id
		WHERE u.user_id = ? AND u.superseded_at IS NULL`, userID); err != nil {
		return nil, 0, err
	}
	evaluatedBy := map[int64]string{}
	for _, e := range evaluators {
		evaluatedBy[e.UploadID] = e.Name
	}
	// An admin who is to mark one of them again sees it without its first evaluation
	// (docs/product.md, "Second marking").
	caller, _ := httpx.IdentityFrom(ctx)
	blind, err := BlindTo(ctx, q, caller.UserID)
	if err != nil {
		return nil, 0, err
	}
	out := make([]LearnerAnswer, 0, len(rows))
	for _, a := range rows {
		a.complete()
		if blind[a.UploadID] {
			a.hideFirstMarking()
			delete(evaluatedBy, a.UploadID)
		}
		la := LearnerAnswer{UploadID: a.UploadID, TestID: a.TestID, TestName: a.TestName, UploadedAt: a.UploadedAt.UTC(),
			Status: standing(a, now), Marks: a.MarksOut, MaxScore: a.MaxScore, EvaluatedAt: utc(a.EvalAt), Evaluator: a.AssigneeNm}
		if name, ok := evaluatedBy[a.UploadID]; ok {
			la.Evaluator = &name
		}
		out = append(out, la)
	}
	return out, total, nil
}
