package prelims

// Attempts on the server's clock (docs/product.md, "The clock" and "Attempts and attempt
// keys"): starting, saving as the learner goes, submitting, and the server finishing what
// nobody submitted.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/receipts"
)

// openAttempt starts the learner's next attempt now, or answers errLimit when they have used
// them all, and 409 before the test's window opens. created is false when another request
// opened one first (see insertAttempt).
func openAttempt(ctx context.Context, tx *db.Tx, p *paper, sitter httpx.Identity, previous int, key string, now time.Time) (attempt, bool, error) {
	if err := p.Window.refuseBeforeOpening(now); err != nil {
		return attempt{}, false, err
	}
	if previous >= p.Attempts {
		return attempt{}, false, errLimit
	}
	a := attempt{TestID: p.TestID, UserID: sitter.UserID, AttemptNo: previous + 1, Status: attemptOpen, StartedAt: now,
		DeadlineAt: p.Window.deadline(now, time.Duration(p.Duration)*time.Minute), Ranked: rankedStart(p, sitter, previous, now)}
	if key != "" {
		a.AttemptKey = &key
	}
	created, err := insertAttempt(ctx, tx, &a)
	return a, created, err
}

// rankedStart tells whether an attempt starting now is ranked (docs/product.md, "Rankings"): a
// learner's first attempt, started before a live window closed. A staff member's attempt never
// is: staff see every key, so their score would be no result at all. This is the one place the
// rule lives: rankings, percentiles, topper and average figures and "How others did" all count
// the ranked attempts only, so a staff attempt stays out of every figure learners see.
func rankedStart(p *paper, sitter httpx.Identity, previous int, now time.Time) bool {
	return !sitter.IsStaff() && previous == 0 && p.Window.ranks(now)
}

// findOrOpen answers the attempt pick chooses among the learner's attempts of the test, or
// opens the next one when pick finds none. When another request opened one first, pick looks
// again at what it opened: the same learner starting on two servers at once gets one attempt.
// An unpublished test opens no new attempts (docs/product.md, "Unpublishing a test").
func findOrOpen(ctx context.Context, tx *db.Tx, p *paper, sitter httpx.Identity, key string, now time.Time,
	pick func([]attempt) (attempt, bool)) (attempt, error) {
	for range 2 {
		found, err := attemptsOf(ctx, tx, p.TestID, sitter.UserID)
		if err != nil {
			return attempt{}, err
		}
		if a, ok := pick(found); ok {
			return a, nil
		}
		if !p.Published {
			return attempt{}, errTestNotFound
		}
		a, created, err := openAttempt(ctx, tx, p, sitter, len(found), key, now)
		if err != nil || created {
			return a, err
		}
	}
	elsewhere, err := keyUsedElsewhere(ctx, tx, sitter.UserID, key, p.TestID)
	if err != nil {
		return attempt{}, err
	}
	if elsewhere {
		return attempt{}, errKeyOfAnotherTest
	}
	return attempt{}, errStartRace
}

// Start opens an attempt, or resumes the caller's open one (a reload or a second device gets
// the same attempt and the same deadline). key makes a retried start idempotent.
func (s *Service) Start(ctx context.Context, id httpx.Identity, testID int64, key string) (Session, error) {
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return Session{}, err
	}
	if len(p.Questions) == 0 {
		return Session{}, httpx.Errorf(http.StatusConflict, "This test has no questions yet.")
	}
	// Refused here too, before the writer: at an all-India opening, early taps must not queue.
	if err := p.Window.refuseBeforeOpening(s.now()); err != nil {
		return Session{}, err
	}
	var a attempt
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		now := s.now().UTC()
		a, err = findOrOpen(ctx, tx, p, id, key, now, func(found []attempt) (attempt, bool) {
			for _, f := range found {
				if (key != "" && f.AttemptKey != nil && *f.AttemptKey == key) ||
					(f.Status == attemptOpen && now.Before(f.DeadlineAt.Add(s.grace))) {
					return f, true
				}
			}
			return attempt{}, false
		})
		return err
	})
	if err != nil {
		return Session{}, err
	}
	return s.session(ctx, a)
}

func (s *Service) session(ctx context.Context, a attempt) (Session, error) {
	now := s.now().UTC()
	out := Session{AttemptID: a.ID, AttemptNo: a.AttemptNo, Status: a.Status, StartedAt: a.StartedAt.UTC(),
		Deadline: a.DeadlineAt.UTC(), ServerNow: now}
	if a.AttemptKey != nil {
		out.AttemptKey = *a.AttemptKey
	}
	if a.Status == attemptOpen {
		out.RemainingSeconds = max(0, int(a.DeadlineAt.Sub(now).Seconds()))
	}
	var err error
	out.Answers, err = savedAnswers(ctx, s.db, a.ID)
	return out, err
}

// ownAttempt reads one of the caller's attempts.
func (s *Service) ownAttempt(ctx context.Context, attemptID, userID int64) (attempt, error) {
	a, err := attemptOf(ctx, s.db, attemptID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return a, errNoAttempt
	}
	return a, err
}

// Save autosaves answers of an open attempt. Saves arriving after the deadline are refused: the
// answers that count are those the server had by the deadline (see Submit).
func (s *Service) Save(ctx context.Context, id httpx.Identity, attemptID int64, answers []Answer) (int, error) {
	a, err := s.ownAttempt(ctx, attemptID, id.UserID)
	if err != nil {
		return 0, err
	}
	p, err := s.paperFor(ctx, id, a.TestID)
	if err != nil {
		return 0, err
	}
	if err := p.check(answers); err != nil {
		return 0, err
	}
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		status, deadline, err := attemptState(ctx, tx, attemptID)
		if err != nil {
			return err
		}
		now := s.now().UTC()
		if status != attemptOpen {
			return errAttemptClosed
		}
		if now.After(deadline) {
			return errTimeUp
		}
		return upsertAnswers(ctx, tx, attemptID, answers, now)
	})
	if err != nil {
		return 0, err
	}
	return len(answers), nil
}

// replaceAnswers makes the final sheet the attempt's answers: what the sheet changes is
// upserted, and a saved choice the sheet leaves out is cleared (the learner cleared it after it
// was saved). Most of a sheet is usually autosaved already, and rows that would not change are
// not written: at the end of an all-India mock, writes are what the one writer queues on.
func replaceAnswers(ctx context.Context, tx *db.Tx, attemptID int64, sheet []Answer, now time.Time) error {
	saved, err := savedAnswers(ctx, tx, attemptID)
	if err != nil {
		return err
	}
	stored := make(map[int64]SavedAnswer, len(saved))
	for _, a := range saved {
		stored[a.QuestionID] = a
	}
	inSheet := make(map[int64]bool, len(sheet))
	changed := make([]Answer, 0, len(sheet))
	for _, a := range sheet {
		inSheet[a.QuestionID] = true
		if was, ok := stored[a.QuestionID]; !ok || !sameOption(was.SelectedOption, a.SelectedOption) ||
			was.MarkedForReview != a.MarkedForReview || was.Confidence != a.Confidence || a.TimeSpentMs > was.TimeSpentMs {
			changed = append(changed, a)
		}
	}
	if err := upsertAnswers(ctx, tx, attemptID, changed, now); err != nil {
		return err
	}
	var cleared []any
	for _, was := range saved {
		if was.SelectedOption != nil && !inSheet[was.QuestionID] {
			cleared = append(cleared, was.QuestionID)
		}
	}
	return clearChoices(ctx, tx, attemptID, cleared, now)
}

// sameChoices tells whether a sheet chooses what was saved: the same option for every question,
// a question the sheet leaves out or leaves unanswered counting as no choice.
func sameChoices(saved, sheet []Answer) bool {
	chosen := func(answers []Answer) map[int64]int64 {
		out := make(map[int64]int64, len(answers))
		for _, a := range answers {
			if a.SelectedOption != nil {
				out[a.QuestionID] = *a.SelectedOption
			}
		}
		return out
	}
	want, got := chosen(saved), chosen(sheet)
	if len(want) != len(got) {
		return false
	}
	for q, o := range want {
		if g, ok := got[q]; !ok || g != o {
			return false
		}
	}
	return true
}

func sameOption(a, b *int64) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// Submit scores an attempt. answers is the learner's final answer sheet. The attempt is the
// one named by key, else the caller's open attempt, else (an app that never called start) a
// new one that starts and ends now. A retried submit answers the first result.
func (s *Service) Submit(ctx context.Context, id httpx.Identity, testID int64, answers []Answer, key string) (Submission, error) {
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return Submission{}, err
	}
	if err := p.check(answers); err != nil {
		return Submission{}, err
	}
	var done attempt
	var final []Answer // the answers scored; nil for a retried submit, read back below
	var scored *paper
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		done, final, scored = attempt{}, nil, p // the write may run again (platform/groupcommit)
		now := s.now().UTC()
		a, err := findOrOpen(ctx, tx, p, id, key, now, func(found []attempt) (attempt, bool) {
			for _, f := range found {
				if key != "" && f.AttemptKey != nil && *f.AttemptKey == key {
					return f, true
				}
				if key == "" && f.Status == attemptOpen {
					return f, true
				}
			}
			return attempt{}, false
		})
		if err != nil {
			return err
		}
		if a.Status == attemptSubmitted {
			done = a // a retried submit: the first result stands
			return nil
		}
		if scored, err = paperToScore(ctx, tx, p); err != nil {
			return err
		}
		finish := finishSubmitted
		final = answers
		if now.After(a.DeadlineAt) {
			// After the deadline only what was saved while the clock ran counts, for a sheet
			// within the grace too: the grace is for the sheet's journey, not for answers chosen
			// after the deadline, so that nothing learnt after a live test's close can reach a
			// ranked sheet (docs/product.md, "The clock"). Within the grace the submission is on
			// time unless its sheet chose what did not count; later, it is late.
			if final, err = answersSavedBy(ctx, tx, a.ID, a.DeadlineAt); err != nil {
				return err
			}
			if now.After(a.DeadlineAt.Add(s.grace)) || !sameChoices(final, answers) {
				finish = finishLate
			}
			// The sheet's answers come too late, but the time it counted on each question is
			// still the learner's (docs/product.md, "Time per question").
			if err := recordTimeSpent(ctx, tx, a.ID, answers, now); err != nil {
				return err
			}
		} else if err := replaceAnswers(ctx, tx, a.ID, answers, now); err != nil {
			return err
		}
		done, err = closeAttempt(ctx, tx, a, scored.Score(final), finish, now)
		return err
	})
	if err != nil {
		return Submission{}, err
	}
	s.rankings.touched(testID)
	out := submission(done, scored).heldUntil(p.Window.releaseAt(id, s.now(), s.grace))
	if final == nil {
		saved, err := savedAnswers(ctx, s.db, done.ID)
		if err != nil {
			return Submission{}, err
		}
		final = make([]Answer, len(saved))
		for i, sa := range saved {
			final[i] = Answer{QuestionID: sa.QuestionID, SelectedOption: sa.SelectedOption}
		}
	}
	out.Receipt = s.receipt(done, scored, final)
	return out, nil
}

// receipt signs what a submitted attempt was scored on: every question of the paper with the
// option chosen, from answers (docs/product.md, "Receipts"). Nil when no signer is configured
// or the attempt is not submitted.
func (s *Service) receipt(a attempt, p *paper, answers []Answer) *receipts.Receipt {
	if s.receipts == nil || a.SubmittedAt == nil {
		return nil
	}
	chosen := make(map[int64]*int64, len(answers))
	for _, an := range answers {
		chosen[an.QuestionID] = an.SelectedOption
	}
	choices := make([]receipts.Choice, len(p.Questions))
	for i, q := range p.Questions {
		choices[i] = receipts.Choice{QuestionID: q.ID, OptionID: chosen[q.ID]}
	}
	r := s.receipts.Sign(a.ID, a.TestID, choices, *a.SubmittedAt)
	return &r
}

// closeAttempt records a result on an open attempt and answers the finished attempt; errAttemptClosed
// when it was not open any more.
func closeAttempt(ctx context.Context, tx *db.Tx, a attempt, r Result, finish string, now time.Time) (attempt, error) {
	finished, err := finishAttempt(ctx, tx, a.ID, r, finish, now)
	if err != nil {
		return a, err
	}
	if !finished {
		return a, errAttemptClosed
	}
	a.Status, a.SubmittedAt, a.Finish = attemptSubmitted, &now, &finish
	a.Score, a.Correct, a.Incorrect, a.Unattempted = &r.Score, &r.Correct, &r.Incorrect, &r.Unattempted
	return a, nil
}

// FinishAbandoned finishes every open attempt whose time and grace have run out, from its
// autosaved answers, and answers how many it finished. Each attempt is finished by a
// conditional update, so several server processes may run this at once. An attempt that
// cannot be finished now is logged and left for the next run; the others go ahead.
func (s *Service) FinishAbandoned(ctx context.Context) (int, error) {
	cutoff := s.now().UTC().Add(-s.grace)
	finished := 0
	// Pages in (deadline, id) order, so attempts that keep failing never hide the rest.
	var afterDeadline time.Time
	var afterID int64
	for {
		due, err := dueAttempts(ctx, s.db, cutoff, afterDeadline, afterID, finisherPage)
		if err != nil {
			return finished, err
		}
		for _, a := range due {
			err := s.finishTimeUp(ctx, a)
			switch {
			case errors.Is(err, errAttemptClosed):
				// Submitted meanwhile, or another process finished it.
			case err != nil:
				s.log.Error("finish an attempt whose time ran out; trying again at the next run", "attempt", a.ID, "err", err)
			default:
				finished++
				s.rankings.touched(a.TestID)
			}
		}
		if len(due) < finisherPage {
			return finished, nil
		}
		afterDeadline, afterID = due[len(due)-1].DeadlineAt, due[len(due)-1].ID
	}
}

// finisherPage is how many due attempts the finisher reads at a time.
const finisherPage = 500

// finishTimeUp scores an attempt whose time ran out on the answers saved by its deadline.
func (s *Service) finishTimeUp(ctx context.Context, a attempt) error {
	p, err := s.cachedPaper(ctx, a.TestID)
	if err != nil {
		return fmt.Errorf("load the test: %w", err)
	}
	return s.commit.Do(ctx, a.UserID, func(ctx context.Context, tx *db.Tx) error {
		saved, err := answersSavedBy(ctx, tx, a.ID, a.DeadlineAt)
		if err != nil {
			return err
		}
		scored, err := paperToScore(ctx, tx, p)
		if err != nil {
			return err
		}
		_, err = closeAttempt(ctx, tx, a, scored.Score(saved), finishTimeUp, s.now().UTC())
		return err
	})
}

// RunFinisher finishes abandoned attempts every interval until ctx ends.
func (s *Service) RunFinisher(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		if n, err := s.FinishAbandoned(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("finish abandoned attempts", "err", err)
		} else if n > 0 {
			s.log.Info("finished attempts whose time ran out", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
