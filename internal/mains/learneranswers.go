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
	total, err := learnerAnswerCount(ctx, q, userID)
	if err != nil {
		return nil, 0, err
	}
	rows, err := learnerAnswerPage(ctx, q, userID, limit, offset)
	if err != nil {
		return nil, 0, err
	}
	evaluatedBy, err := learnerEvaluators(ctx, q, userID)
	if err != nil {
		return nil, 0, err
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
