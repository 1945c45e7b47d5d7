package mains

import (
	"context"
	"errors"
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// Who evaluates which answer (docs/product.md, "Who evaluates which answer"): a series has its
// evaluators; each upload is assigned to one of them, and an evaluator reaches only the answers
// assigned to them. Admins reach every answer and assign or reassign them.

// Person is an account as the queue names it.
type Person struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// assigneeFor picks who evaluates a new upload of a test of the series: whoever was assigned the
// learner's earlier answer to it, if they still evaluate the series (they know the answer);
// else the series' evaluator with the fewest answers waiting, the lower id among equals, which
// deals new answers round the evaluators in turn. Nil when the series has no evaluators: an
// admin assigns it.
func assigneeFor(ctx context.Context, tx *db.Tx, seriesID, testID, learnerID int64) (*int64, error) {
	earlier, err := earlierAssignee(ctx, tx, seriesID, testID, learnerID)
	if err != nil || earlier != nil {
		return earlier, err
	}
	return leastWaitingEvaluator(ctx, tx, seriesID)
}

// RequireAnswerReach lets the caller work on an answer when they may: an admin, or the evaluator
// it is assigned to, unless they are to mark it again.
func (s *Service) RequireAnswerReach(ctx context.Context, caller httpx.Identity, uploadID int64) error {
	if err := s.requireAssigned(ctx, caller, uploadID); err != nil {
		return err
	}
	// Its second evaluator marks it on their own screen, blind (docs/product.md, "Second marking").
	blind, err := BlindTo(ctx, s.db, caller.UserID)
	if err != nil {
		return err
	}
	if blind[uploadID] {
		return errMarkingBlind
	}
	return nil
}

// requireAssigned lets an admin through, and an evaluator only to an answer assigned to them.
func (s *Service) requireAssigned(ctx context.Context, caller httpx.Identity, uploadID int64) error {
	if caller.IsAdmin() {
		return nil
	}
	upload, err := uploadStateOf(ctx, s.db, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return errAnswerNotFound
	}
	if err != nil {
		return err
	}
	if upload.Assignee == nil || *upload.Assignee != caller.UserID {
		return httpx.Errorf(http.StatusForbidden, "This answer is assigned to another evaluator.")
	}
	return nil
}

// errAnswerNotFound answers a call about an answer there is none of.
var errAnswerNotFound = httpx.Errorf(http.StatusNotFound, "Answer not found")

// Assign sets, or clears (nil), who evaluates an answer (admins only, checked by the caller): to
// share out a series without evaluators, or to hand a copy running late to someone with time.
func (s *Service) Assign(ctx context.Context, uploadID int64, evaluator *int64) error {
	if evaluator != nil {
		role, err := roleOf(ctx, s.db, *evaluator)
		if errors.Is(err, db.ErrNotFound) || (err == nil && role != "evaluator" && role != "admin") {
			return httpx.InvalidField("evaluatorId", "Choose an evaluator or an admin.")
		}
		if err != nil {
			return err
		}
	}
	upload, err := uploadStateOf(ctx, s.db, uploadID)
	switch {
	case errors.Is(err, db.ErrNotFound):
		return errAnswerNotFound
	case err != nil:
		return err
	case upload.Superseded != nil:
		return errNewerAnswer
	}
	return setAssignee(ctx, s.db, uploadID, evaluator, s.now().UTC())
}

// Evaluators answers the accounts an answer can be assigned to, for the console's choice.
func (s *Service) Evaluators(ctx context.Context) ([]Person, error) {
	return assignableStaff(ctx, s.db)
}
