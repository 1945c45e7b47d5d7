package mains

import (
	"context"
	"errors"
	"net/http"
	"strings"

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
	var earlier []int64
	err := tx.Select(ctx, &earlier, `SELECT u.assigned_to FROM mains_answer_uploads u
		JOIN mains_series_evaluators se ON se.user_id = u.assigned_to AND se.library_id = ?
		WHERE u.mains_test_id = ? AND u.user_id = ? AND u.superseded_at IS NULL`, seriesID, testID, learnerID)
	if err != nil || len(earlier) > 0 {
		return first(earlier), err
	}
	var least []int64
	err = tx.Select(ctx, &least, `SELECT se.user_id FROM mains_series_evaluators se
		LEFT JOIN (SELECT u.assigned_to, COUNT(*) AS waiting FROM mains_answer_uploads u
				LEFT JOIN mains_evaluations e ON e.upload_id = u.id
				WHERE u.superseded_at IS NULL AND e.id IS NULL AND u.assigned_to IS NOT NULL
				GROUP BY u.assigned_to) w ON w.assigned_to = se.user_id
		WHERE se.library_id = ?
		ORDER BY COALESCE(w.waiting, 0), se.user_id LIMIT 1`, seriesID)
	return first(least), err
}

func first(ids []int64) *int64 {
	if len(ids) == 0 {
		return nil
	}
	return &ids[0]
}

// assignedAnswer answers the caller and the answer of a call about one answer ({uploadId}),
// when the caller may work on it: an admin, or the evaluator it is assigned to, unless they are
// to mark it again.
func (s *Service) assignedAnswer(r *http.Request) (httpx.Identity, int64, error) {
	caller, err := requireStaff(r)
	if err != nil {
		return caller, 0, err
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return caller, 0, err
	}
	if err := s.requireAssigned(r.Context(), caller, uploadID); err != nil {
		return caller, 0, err
	}
	// Its second evaluator marks it on their own screen, blind (docs/product.md, "Second marking").
	blind, err := BlindTo(r.Context(), s.db, caller.UserID)
	if err != nil {
		return caller, 0, err
	}
	if blind[uploadID] {
		return caller, 0, errMarkingBlind
	}
	return caller, uploadID, nil
}

// requireAssigned lets an admin through, and an evaluator only to an answer assigned to them.
func (s *Service) requireAssigned(ctx context.Context, caller httpx.Identity, uploadID int64) error {
	if caller.IsAdmin() {
		return nil
	}
	var assignee *int64
	err := s.db.Get(ctx, &assignee, `SELECT assigned_to FROM mains_answer_uploads WHERE id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	}
	if err != nil {
		return err
	}
	if assignee == nil || *assignee != caller.UserID {
		return httpx.Errorf(http.StatusForbidden, "This answer is assigned to another evaluator.")
	}
	return nil
}

// assign sets, or clears, who evaluates an answer (admins only): to share out a series without
// evaluators, or to hand a copy running late to someone with time.
func (s *Service) assign(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	if !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins assign answers.")
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return err
	}
	var in struct {
		EvaluatorID string `form:"evaluatorId"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	var evaluator *int64
	if strings.TrimSpace(in.EvaluatorID) != "" {
		id, err := httpx.PositiveID(in.EvaluatorID, "evaluatorId")
		if err != nil {
			return err
		}
		var role string
		err = s.db.Get(r.Context(), &role, `SELECT role FROM users WHERE id = ?`, id)
		if errors.Is(err, db.ErrNotFound) || (err == nil && role != "evaluator" && role != "admin") {
			return httpx.InvalidField("evaluatorId", "Choose an evaluator or an admin.")
		}
		if err != nil {
			return err
		}
		evaluator = &id
	}
	var superseded []bool
	if err := s.db.Select(r.Context(), &superseded, `SELECT superseded_at IS NOT NULL FROM mains_answer_uploads WHERE id = ?`, uploadID); err != nil {
		return err
	}
	switch {
	case len(superseded) == 0:
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	case superseded[0]:
		return httpx.Errorf(http.StatusConflict, "The learner uploaded a newer answer; evaluate that one.")
	}
	if _, err := s.db.Exec(r.Context(), `UPDATE mains_answer_uploads SET assigned_to = ?, assigned_at = ? WHERE id = ?`,
		evaluator, s.now().UTC(), uploadID); err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"message": "Answer assigned."})
	return nil
}

// evaluators lists the accounts an answer can be assigned to, for the console's choice.
func (s *Service) evaluators(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	if !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins assign answers.")
	}
	people := []Person{}
	if err := s.db.Select(r.Context(), &people, `SELECT id, name FROM users WHERE role IN ('evaluator', 'admin') ORDER BY name, id`); err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"evaluators": people})
	return nil
}
