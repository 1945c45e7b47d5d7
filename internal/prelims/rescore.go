package prelims

import (
	"context"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/platform/changes"
)

// Rescored is what a re-scoring did: how many submitted attempts it looked at, and how many of
// their results changed.
type Rescored struct {
	Attempts int `json:"attempts"`
	Changed  int `json:"changed"`
}

// PaperChanged is called inside a staff write that changed a test's questions or options, after
// the change. It moves the paper's version, so that no attempt is scored against the paper that
// was replaced (paperToScore), and takes the paper's exclusive lock until the write commits.
func (s *Service) PaperChanged(ctx context.Context, tx *db.Tx, testID int64) error {
	if err := tx.LockExclusive(ctx, db.LockPaper, testID); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, "UPDATE prelims_tests SET paper_version = paper_version + 1 WHERE id = ?", testID)
	return err
}

// changedPaper moves a changed paper's version and answers the paper as it now stands.
func (s *Service) changedPaper(ctx context.Context, tx *db.Tx, testID int64) (*paper, error) {
	if err := s.PaperChanged(ctx, tx, testID); err != nil {
		return nil, err
	}
	return loadPaper(ctx, tx, testID)
}

// KeyCorrected is called inside the staff write that changed which option of a question is
// correct, after the change; previousKey is the option that was correct before. It scores every
// submitted attempt of the test again in the same transaction, and every server rebuilds its
// rankings (docs/product.md, "Key corrections").
//
// Only an attempt that chose the old or the new key can change: its counts move by one between
// correct and incorrect, and its score is the scheme applied to the new counts. That reads one
// answer per attempt instead of the whole sheet (a 100,000-learner mock has ten million answers),
// and is exact because every stored result was counted against the key of its time: scoring takes
// the paper's shared lock and checks its version, corrections take it exclusively.
func (s *Service) KeyCorrected(ctx context.Context, tx *db.Tx, testID, questionID, previousKey int64) (Rescored, error) {
	p, err := s.changedPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	i, ok := p.byID[questionID]
	if !ok || p.Questions[i].Correct == previousKey {
		return Rescored{}, nil
	}
	newKey := p.Questions[i].Correct
	var total int
	if err := tx.Get(ctx, &total, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ? AND status = 'submitted'", testID); err != nil {
		return Rescored{}, err
	}
	var chose []struct {
		attempt
		Option int64 `db:"option_id"`
	}
	if err := tx.Select(ctx, &chose, "SELECT "+prefixed("a.", attemptColumns)+`, aa.option_id
		FROM prelims_attempts a JOIN prelims_attempt_answers aa ON aa.attempt_id = a.id AND aa.question_id = ?
		WHERE a.test_id = ? AND a.status = 'submitted' AND aa.option_id IN (?, ?)`, questionID, testID, previousKey, newKey); err != nil {
		return Rescored{}, err
	}
	results := make([]rescoredAttempt, 0, len(chose))
	for _, c := range chose {
		r := c.result()
		if c.Option == newKey {
			r.Correct, r.Incorrect = r.Correct+1, r.Incorrect-1
		} else {
			r.Correct, r.Incorrect = r.Correct-1, r.Incorrect+1
		}
		r.Score = p.Scheme.Total(r)
		results = append(results, rescoredAttempt{id: c.ID, Result: r})
	}
	return s.recordResults(ctx, tx, total, results)
}

// SchemeChanged is called inside the staff write that changed a test's marking scheme, after the
// change: every submitted attempt keeps its counts and takes the new scheme's score.
func (s *Service) SchemeChanged(ctx context.Context, tx *db.Tx, testID int64) (Rescored, error) {
	p, err := s.changedPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	var submitted []attempt
	if err := tx.Select(ctx, &submitted, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE test_id = ? AND status = 'submitted'", testID); err != nil {
		return Rescored{}, err
	}
	var results []rescoredAttempt
	for _, a := range submitted {
		r := a.result()
		if score := p.Scheme.Total(r); score != r.Score {
			r.Score = score
			results = append(results, rescoredAttempt{id: a.ID, Result: r})
		}
	}
	return s.recordResults(ctx, tx, len(submitted), results)
}

// result answers a submitted attempt's stored result.
func (a attempt) result() Result {
	var r Result
	if a.Score != nil {
		r.Score = *a.Score
	}
	if a.Correct != nil && a.Incorrect != nil && a.Unattempted != nil {
		r.Correct, r.Incorrect, r.Unattempted = *a.Correct, *a.Incorrect, *a.Unattempted
	}
	return r
}

type rescoredAttempt struct {
	id int64
	Result
}

// resultsPerStatement bounds one update's rows (5 parameters a row).
const resultsPerStatement = 500

// recordResults writes new results, many rows a statement, marks them re-scored, and tells every
// server that results changed.
func (s *Service) recordResults(ctx context.Context, tx *db.Tx, looked int, results []rescoredAttempt) (Rescored, error) {
	now := s.now().UTC()
	for start := 0; start < len(results); start += resultsPerStatement {
		chunk := results[start:min(start+resultsPerStatement, len(results))]
		// Casts give PostgreSQL the VALUES' column types, which it cannot infer from parameters.
		rows := strings.TrimSuffix(strings.Repeat("(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT)), ", len(chunk)), ", ")
		args := make([]any, 0, 5*len(chunk)+1)
		for _, r := range chunk {
			args = append(args, r.id, r.Score, r.Correct, r.Incorrect, r.Unattempted)
		}
		args = append(args, now)
		if _, err := tx.Exec(ctx, `WITH v (id, score, correct, incorrect, unattempted) AS (VALUES `+rows+`)
			UPDATE prelims_attempts SET score = v.score, correct_count = v.correct, incorrect_count = v.incorrect,
				unattempted_count = v.unattempted, rescored_at = ?
			FROM v WHERE prelims_attempts.id = v.id`, args...); err != nil {
			return Rescored{}, err
		}
	}
	done := Rescored{Attempts: looked, Changed: len(results)}
	if done.Changed == 0 {
		return done, nil
	}
	return done, s.changes.Record(ctx, tx, changes.Scores)
}

// prefixed qualifies a column list with a table alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, p := range parts {
		parts[i] = alias + strings.TrimSpace(p)
	}
	return strings.Join(parts, ", ")
}
