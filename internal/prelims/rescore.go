package prelims

import (
	"context"

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
	return movePaperVersion(ctx, tx, testID)
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
	submitted, err := submittedCount(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	chose, err := attemptsChoosing(ctx, tx, testID, questionID, previousKey, newKey)
	if err != nil {
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
	return s.recordResults(ctx, tx, submitted, results)
}

// SchemeChanged is called inside the staff write that changed a test's marking scheme, after the
// change: every submitted attempt keeps its counts and takes the new scheme's score.
func (s *Service) SchemeChanged(ctx context.Context, tx *db.Tx, testID int64) (Rescored, error) {
	p, err := s.changedPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	submitted, err := submittedAttempts(ctx, tx, testID)
	if err != nil {
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

type rescoredAttempt struct {
	id int64
	Result
}

// recordResults writes new results, many rows a statement, marks them re-scored, and tells every
// server that results changed.
func (s *Service) recordResults(ctx context.Context, tx *db.Tx, looked int, results []rescoredAttempt) (Rescored, error) {
	if err := writeResults(ctx, tx, results, s.now().UTC()); err != nil {
		return Rescored{}, err
	}
	done := Rescored{Attempts: looked, Changed: len(results)}
	if done.Changed == 0 {
		return done, nil
	}
	return done, s.changes.Record(ctx, tx, changes.Scores)
}

// QuestionDropped is called inside the staff write that dropped a question after a challenge
// (docs/product.md, "Key challenges"), after the change: everyone gets its marks. An attempt whose
// answer was right by the key keeps its counts; one that answered otherwise or left it moves one
// to correct. The key is the question's in the paper (the option given is that key, for a
// single-choice question).
func (s *Service) QuestionDropped(ctx context.Context, tx *db.Tx, testID, questionID, _ int64) (Rescored, error) {
	p, err := s.changedPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	i, ok := p.byID[questionID]
	if !ok {
		return Rescored{}, nil
	}
	undropped := p.Questions[i]
	undropped.Dropped = false // marked as the key marked it before the drop
	answers, err := answersTo(ctx, tx, testID, questionID)
	if err != nil {
		return Rescored{}, err
	}
	var results []rescoredAttempt
	for _, a := range answers {
		r := a.result()
		switch undropped.markOf(p.responseOf(questionID, a.Option, a.Value)) {
		case markRight:
			continue
		case markBlank:
			r.Unattempted--
		default:
			r.Incorrect--
		}
		r.Correct++
		r.Score = p.Scheme.Total(r)
		results = append(results, rescoredAttempt{id: a.ID, Result: r})
	}
	return s.recordResults(ctx, tx, len(answers), results)
}
