package prelims

import (
	"context"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/changes"
)

// Rescored is what a re-scoring did: how many submitted attempts it scored again, and how many
// of their results changed.
type Rescored struct {
	Attempts int `json:"attempts"`
	Changed  int `json:"changed"`
}

// PaperChanged is called inside a staff write that changed a test's questions, options or
// marking scheme, after the change. It moves the paper's version, so that no attempt is scored
// against the paper that was replaced (paperToScore). When the change can alter results (a
// corrected key, a new scheme), it scores every submitted attempt of the test again in the same
// transaction, and every server rebuilds its rankings (docs/product.md, "Key corrections").
func (s *Service) PaperChanged(ctx context.Context, tx *db.Tx, testID int64, resultsChange bool) (Rescored, error) {
	if err := tx.LockExclusive(ctx, db.LockPaper, testID); err != nil {
		return Rescored{}, err
	}
	if _, err := tx.Exec(ctx, "UPDATE prelims_tests SET paper_version = paper_version + 1 WHERE id = ?", testID); err != nil {
		return Rescored{}, err
	}
	if !resultsChange {
		return Rescored{}, nil
	}
	done, err := rescore(ctx, tx, testID, s.now().UTC())
	if err != nil || done.Changed == 0 {
		return done, err
	}
	return done, s.changes.Record(ctx, tx, changes.Scores)
}

// rescorePage is how many attempts a re-scoring reads at a time: the memory of one page of
// answers stays small however many learners sat the test.
const rescorePage = 500

// rescore scores every submitted attempt of a test again, from the answers it was scored on
// (the final sheet, or what was saved by the deadline: the answers table holds exactly that),
// against the paper as it now stands, and updates those whose result changed.
func rescore(ctx context.Context, tx *db.Tx, testID int64, now time.Time) (Rescored, error) {
	p, err := loadPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	var done Rescored
	var after int64
	for {
		var page []attempt
		if err := tx.Select(ctx, &page, "SELECT "+attemptColumns+` FROM prelims_attempts
			WHERE test_id = ? AND status = 'submitted' AND id > ? ORDER BY id LIMIT ?`, testID, after, rescorePage); err != nil {
			return done, err
		}
		if len(page) == 0 {
			return done, nil
		}
		ids := make([]any, len(page))
		for i, a := range page {
			ids[i] = a.ID
		}
		var rows []struct {
			AttemptID  int64  `db:"attempt_id"`
			QuestionID int64  `db:"question_id"`
			OptionID   *int64 `db:"option_id"`
		}
		if err := tx.Select(ctx, &rows, `SELECT attempt_id, question_id, option_id FROM prelims_attempt_answers
			WHERE attempt_id IN (`+db.Placeholders(len(ids))+`) AND option_id IS NOT NULL`, ids...); err != nil {
			return done, err
		}
		sheets := make(map[int64][]Answer, len(page))
		for _, r := range rows {
			sheets[r.AttemptID] = append(sheets[r.AttemptID], Answer{QuestionID: r.QuestionID, SelectedOption: r.OptionID})
		}
		for _, a := range page {
			result := p.Score(sheets[a.ID])
			done.Attempts++
			if a.Score != nil && a.Correct != nil && a.Incorrect != nil && a.Unattempted != nil &&
				result == (Result{Score: *a.Score, Correct: *a.Correct, Incorrect: *a.Incorrect, Unattempted: *a.Unattempted}) {
				continue
			}
			if _, err := tx.Exec(ctx, `UPDATE prelims_attempts SET score = ?, correct_count = ?, incorrect_count = ?,
				unattempted_count = ?, rescored_at = ? WHERE id = ?`, result.Score, result.Correct, result.Incorrect,
				result.Unattempted, now, a.ID); err != nil {
				return done, err
			}
			done.Changed++
		}
		after = page[len(page)-1].ID
	}
}
