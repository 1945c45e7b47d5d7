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
	out.Ranked = a.Ranked
	if a.Ranked {
		due := a.DeadlineAt.Add(s.grace).UTC()
		out.AnswersDueBy = &due
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

// Saved is what became of an autosave: how many of its answers stand, how many reached the
// server too late to count, and whether the attempt still takes new choices.
type Saved struct {
	Saved      int  `json:"saved"`
	NotCounted int  `json:"notCounted"`
	Closed     bool `json:"closed"`
}

// Save autosaves answers. While the attempt runs they are stored as they come. Once its time is
// up (or it was submitted) no new choice is taken, but answers chosen in time on a device that
// was offline still count by the rule of "The clock" (docs/product.md), re-scoring a practice
// attempt already finished; the others are recorded as too late, never dropped unsaid.
func (s *Service) Save(ctx context.Context, id httpx.Identity, attemptID int64, answers []Answer) (Saved, error) {
	a, err := s.ownAttempt(ctx, attemptID, id.UserID)
	if err != nil {
		return Saved{}, err
	}
	p, err := s.paperFor(ctx, id, a.TestID)
	if err != nil {
		return Saved{}, err
	}
	if err := p.check(answers); err != nil {
		return Saved{}, err
	}
	var out Saved
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		out = Saved{} // the write may run again (platform/groupcommit)
		a, err := attemptOf(ctx, tx, attemptID, id.UserID)
		if err != nil {
			return err
		}
		now := s.now().UTC()
		if a.takesChoices(now) {
			out.Saved = len(answers)
			return upsertAnswers(ctx, tx, attemptID, chosenWhile(a, answers, now), now)
		}
		out.Closed = true
		took, err := s.takeLate(ctx, tx, a, answers, now)
		if err != nil {
			return err
		}
		out.Saved, out.NotCounted = took.stand, took.late
		if took.changed && a.Status == attemptSubmitted {
			_, err = rescoreFinished(ctx, tx, p, a)
		}
		return err
	})
	return out, err
}

// chosenWhile answers the answers of a running attempt with the times they were chosen, kept
// within the attempt's time so far: a device's clock is the device's, and a save cannot be
// chosen before the attempt started or after it arrived.
func chosenWhile(a attempt, answers []Answer, now time.Time) []Answer {
	out := make([]Answer, len(answers))
	for i, an := range answers {
		chosen := now
		if an.ChosenAt != nil && an.ChosenAt.Before(now) {
			chosen = an.ChosenAt.UTC()
			if chosen.Before(a.StartedAt) {
				chosen = a.StartedAt
			}
		}
		an.ChosenAt = &chosen
		out[i] = an
	}
	return out
}

// lateTake is what became of answers that reached an attempt no longer taking choices: how many
// stand (they count, or the attempt already holds them or a newer choice), how many were too
// late, and whether the attempt's choices changed.
type lateTake struct {
	stand, late int
	changed     bool
}

// takeLate applies answers that reach an attempt after it stopped taking choices (its time is
// up, or it was submitted), by the rule of "The clock" (docs/product.md): a choice the attempt
// already holds stands; one older than the choice the attempt holds for its question stands
// aside (deliveries from a device may cross: a queued save after the sheet that carried it); a
// choice that still counts (countsLate) is stored with its time; any other is marked too late
// and counted on the attempt. The time spent on each question is recorded either way.
func (s *Service) takeLate(ctx context.Context, tx *db.Tx, a attempt, answers []Answer, now time.Time) (lateTake, error) {
	stored, err := storedChoices(ctx, tx, a.ID)
	if err != nil {
		return lateTake{}, err
	}
	lateAnswers := 0
	for _, c := range stored {
		if c.LateAt != nil {
			lateAnswers++
		}
	}
	var took lateTake
	var counted []Answer
	var late []int64
	for _, an := range answers {
		was := stored[an.QuestionID]
		wasChosen, chose := was.chosen()
		switch {
		case an.Response.stores(was.Option, was.Value):
			took.stand++
		case chose && an.ChosenAt != nil && !an.ChosenAt.After(wasChosen):
			took.stand++
		case s.countsLate(a, an.ChosenAt, now):
			counted = append(counted, an)
			took.stand++
		default:
			late = append(late, an.QuestionID)
			if was.LateAt == nil {
				lateAnswers++
			}
		}
	}
	took.late, took.changed = len(late), len(counted) > 0
	if err := upsertAnswers(ctx, tx, a.ID, counted, now); err != nil {
		return took, err
	}
	if len(late) > 0 {
		if err := markLate(ctx, tx, a.ID, late, lateAnswers, now); err != nil {
			return took, err
		}
	}
	return took, recordTimeSpent(ctx, tx, a.ID, answers, now)
}

// countsLate tells whether a choice reaching attempt a at now, after it stopped taking choices,
// still counts (docs/product.md, "The clock"). It must have been chosen while the attempt ran:
// not before it started, not after its deadline nor after the learner submitted it, and not in
// the future. Then on a practice attempt it counts whenever it arrives; on a ranked one only
// while the attempt is open within the submission grace, so that nothing learnt after a live
// test's close (its key opens at the close plus the grace) can reach a ranked sheet.
func (s *Service) countsLate(a attempt, chosenAt *time.Time, now time.Time) bool {
	if chosenAt == nil || chosenAt.Before(a.StartedAt) || chosenAt.After(now) || chosenAt.After(a.choicesEnd()) {
		return false
	}
	return !a.Ranked || (a.Status == attemptOpen && !now.After(a.DeadlineAt.Add(s.grace)))
}

// rescoreFinished scores a finished attempt again on the answers it now counts, after answers
// chosen in time reached it late (only a practice attempt takes them: countsLate), and answers
// the attempt with its new result. The review's receipt is made from the same answers.
func rescoreFinished(ctx context.Context, tx *db.Tx, p *paper, a attempt) (attempt, error) {
	scored, err := paperToScore(ctx, tx, p)
	if err != nil {
		return a, err
	}
	final, err := answersChosenBy(ctx, tx, scored, a.ID, a.choicesEnd())
	if err != nil {
		return a, err
	}
	r := scored.Score(final)
	if err := setResult(ctx, tx, a.ID, r); err != nil {
		return a, err
	}
	a.Score, a.Correct, a.Incorrect, a.Unattempted = &r.Score, &r.Correct, &r.Incorrect, &r.Unattempted
	return a, nil
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
		if was, ok := stored[a.QuestionID]; !ok || !a.Response.stores(was.SelectedOption, was.Value) ||
			was.MarkedForReview != a.MarkedForReview || was.Confidence != a.Confidence || a.TimeSpentMs > was.TimeSpentMs {
			changed = append(changed, a)
		}
	}
	if err := upsertAnswers(ctx, tx, attemptID, changed, now); err != nil {
		return err
	}
	var cleared []any
	for _, was := range saved {
		if (was.SelectedOption != nil || was.Value != nil) && !inSheet[was.QuestionID] {
			cleared = append(cleared, was.QuestionID)
		}
	}
	return clearChoices(ctx, tx, attemptID, cleared, now)
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
			// A retried submit, or a sheet reaching an attempt finished meanwhile (by the server
			// after the deadline, or on another device): the first result stands, with what of
			// the sheet still counts on a practice attempt, and what came too late recorded
			// (docs/product.md, "The clock").
			took, err := s.takeLate(ctx, tx, a, answers, now)
			if err != nil {
				return err
			}
			if took.changed {
				if a, err = rescoreFinished(ctx, tx, p, a); err != nil {
					return err
				}
			}
			done, err = attemptOf(ctx, tx, a.ID, a.UserID)
			return err
		}
		if scored, err = paperToScore(ctx, tx, p); err != nil {
			return err
		}
		finish := finishSubmitted
		final = answers
		if now.After(a.DeadlineAt) {
			// After the deadline a sheet counts the answers chosen by it that still count
			// (takeLate): on a ranked attempt those reaching the server within the grace, so that
			// nothing learnt after a live test's close can reach a ranked sheet (docs/product.md,
			// "The clock"). Within the grace the submission is on time unless a choice of the
			// attempt did not count; later, it is late. The time the sheet counted on each question
			// is the learner's either way ("Time per question").
			if _, err := s.takeLate(ctx, tx, a, answers, now); err != nil {
				return err
			}
			if final, err = answersChosenBy(ctx, tx, scored, a.ID, a.DeadlineAt); err != nil {
				return err
			}
			if a, err = attemptOf(ctx, tx, a.ID, a.UserID); err != nil { // its count of late answers
				return err
			}
			if now.After(a.DeadlineAt.Add(s.grace)) || a.LateAnswers > 0 {
				finish = finishLate
			}
		} else if err := replaceAnswers(ctx, tx, a.ID, chosenWhile(a, answers, now), now); err != nil {
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
		final = scored.sheetOf(saved)
	}
	out.Receipt = s.receipt(done, scored, final)
	return out, nil
}

// receipt signs what a submitted attempt was scored on: every question of the paper with its
// answer from answers, as its kind writes it (docs/product.md, "Receipts"). Nil when no signer is
// configured or the attempt is not submitted.
func (s *Service) receipt(a attempt, p *paper, answers []Answer) *receipts.Receipt {
	if s.receipts == nil || a.SubmittedAt == nil {
		return nil
	}
	given := make(map[int64]Response, len(answers))
	for _, an := range answers {
		given[an.QuestionID] = an.Response
	}
	choices := make([]receipts.Choice, len(p.Questions))
	for i, q := range p.Questions {
		choices[i] = receipts.Choice{QuestionID: q.ID}
		if r := given[q.ID]; !r.Blank() {
			choices[i].Answer = r.Kind.Receipt(r)
		}
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

// finishTimeUp scores an attempt whose time ran out on the answers chosen by its deadline that
// reached the server within the grace (a ranked attempt takes none later; a practice attempt is
// scored again when more arrive: takeLate).
func (s *Service) finishTimeUp(ctx context.Context, a attempt) error {
	p, err := s.cachedPaper(ctx, a.TestID)
	if err != nil {
		return fmt.Errorf("load the test: %w", err)
	}
	return s.commit.Do(ctx, a.UserID, func(ctx context.Context, tx *db.Tx) error {
		scored, err := paperToScore(ctx, tx, p)
		if err != nil {
			return err
		}
		saved, err := answersChosenBy(ctx, tx, scored, a.ID, a.DeadlineAt)
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
