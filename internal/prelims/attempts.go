package prelims

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/cache"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/groupcommit"
)

// Deps is what the test engine needs.
type Deps struct {
	DB        *db.DB
	Access    *access.Checker
	Committer *groupcommit.Committer // durable writes of answers and submissions, grouped
	Now       func() time.Time
	// Grace is how long after the deadline a submission still counts as on time (network
	// latency, a slow phone). Later submissions are scored on the answers saved by then.
	Grace time.Duration
	// Changes records that results changed after a re-scoring, so every server's rankings
	// are rebuilt.
	Changes *changes.Feed
	Log     *slog.Logger
}

// Attempt states and how an attempt ended.
const (
	attemptOpen      = "open"
	attemptSubmitted = "submitted"
	finishSubmitted  = "submitted" // the learner submitted in time
	finishTimeUp     = "time_up"   // the server finished it at the deadline
	finishLate       = "late"      // submitted after the grace: scored on what was saved
)

// attempt is a row of prelims_attempts.
type attempt struct {
	ID          int64      `db:"id"`
	TestID      int64      `db:"test_id"`
	UserID      int64      `db:"user_id"`
	AttemptNo   int        `db:"attempt_no"`
	AttemptKey  *string    `db:"attempt_key"`
	Status      string     `db:"status"`
	StartedAt   time.Time  `db:"started_at"`
	DeadlineAt  time.Time  `db:"deadline_at"`
	SubmittedAt *time.Time `db:"submitted_at"`
	Finish      *string    `db:"finish_reason"`
	Score       *int64     `db:"score"`
	Correct     *int       `db:"correct_count"`
	Incorrect   *int       `db:"incorrect_count"`
	Unattempted *int       `db:"unattempted_count"`
	RescoredAt  *time.Time `db:"rescored_at"`
}

const attemptColumns = `id, test_id, user_id, attempt_no, attempt_key, status, started_at, deadline_at, submitted_at,
	finish_reason, score, correct_count, incorrect_count, unattempted_count, rescored_at`

// attemptsOf answers a learner's attempts of a test, first to last.
func attemptsOf(ctx context.Context, q db.Q, testID, userID int64) ([]attempt, error) {
	var out []attempt
	err := q.Select(ctx, &out, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE test_id = ? AND user_id = ? ORDER BY attempt_no", testID, userID)
	return out, err
}

// openAttempt starts the learner's next attempt now, or answers errLimit when they have used
// them all. created is false when the attempt number or the key is already taken: another
// request of the same learner (on another server) opened an attempt first, or the key belongs
// to another test. The insert then does nothing, so the transaction stays usable.
func openAttempt(ctx context.Context, tx *db.Tx, p *paper, userID int64, previous int, key string, now time.Time) (a attempt, created bool, err error) {
	if previous >= p.Attempts {
		return attempt{}, false, errLimit
	}
	a = attempt{TestID: p.TestID, UserID: userID, AttemptNo: previous + 1, Status: attemptOpen,
		StartedAt: now, DeadlineAt: now.Add(time.Duration(p.Duration) * time.Minute)}
	if key != "" {
		a.AttemptKey = &key
	}
	a.ID, err = tx.InsertID(ctx, `INSERT INTO prelims_attempts (test_id, user_id, attempt_no, attempt_key, status, started_at, deadline_at)
		VALUES (?, ?, ?, ?, 'open', ?, ?) ON CONFLICT DO NOTHING RETURNING id`, a.TestID, a.UserID, a.AttemptNo, a.AttemptKey, a.StartedAt, a.DeadlineAt)
	if errors.Is(err, db.ErrNotFound) {
		return attempt{}, false, nil
	}
	return a, err == nil, err
}

// findOrOpen answers the attempt pick chooses among the learner's attempts of the test, or
// opens the next one when pick finds none. When another request opened one first, pick looks
// again at what it opened: the same learner starting on two servers at once gets one attempt.
// An unpublished test opens no new attempts (docs/product.md, "Unpublishing a test").
func findOrOpen(ctx context.Context, tx *db.Tx, p *paper, userID int64, key string, now time.Time,
	pick func([]attempt) (attempt, bool)) (attempt, error) {
	for range 2 {
		found, err := attemptsOf(ctx, tx, p.TestID, userID)
		if err != nil {
			return attempt{}, err
		}
		if a, ok := pick(found); ok {
			return a, nil
		}
		if !p.Published {
			return attempt{}, errTestNotFound
		}
		a, created, err := openAttempt(ctx, tx, p, userID, len(found), key, now)
		if err != nil || created {
			return a, err
		}
	}
	var elsewhere int
	if err := tx.Get(ctx, &elsewhere, "SELECT COUNT(*) FROM prelims_attempts WHERE user_id = ? AND attempt_key = ? AND test_id <> ?",
		userID, key, p.TestID); err != nil {
		return attempt{}, err
	}
	if elsewhere > 0 {
		return attempt{}, errKeyOfAnotherTest
	}
	return attempt{}, errStartRace
}

var (
	errLimit         = httpx.Errorf(http.StatusBadRequest, "You have exceeded your test taking limit")
	errTestNotFound  = httpx.Errorf(http.StatusNotFound, "Test not found. Please navigate from the Prelims Tests page.")
	errNotStarted    = httpx.Errorf(http.StatusConflict, "Start the test first.")
	errTimeUp        = httpx.Errorf(http.StatusConflict, "Time is up: this attempt has ended and answers can no longer be changed.")
	errAttemptClosed = httpx.Errorf(http.StatusConflict, "This attempt has already been submitted.")
	// An attempt key names one attempt of one learner at one test.
	errKeyOfAnotherTest = httpx.Errorf(http.StatusConflict, "This attempt key belongs to another test. Start this test again: the app makes a new key for it.")
	errStartRace        = httpx.Errorf(http.StatusConflict, "This test is being started on another device. Please try again.")
)

// cachedPaper answers a test's paper from the cache (papers change only when staff edit them,
// and every edit clears the cache through the change feed).
func (s *Service) cachedPaper(ctx context.Context, testID int64) (*paper, error) {
	p, err := s.papers.Get(ctx, strconv.FormatInt(testID, 10), func(ctx context.Context) (*paper, error) {
		return loadPaper(ctx, s.db, testID)
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, errTestNotFound
	}
	return p, err
}

// paperFor answers a test's paper after checking that the caller may open its test series. An
// unpublished test stays open to the learners who have an attempt of it, so that unpublishing
// never strands a learner in the middle of it (docs/product.md, "Unpublishing a test").
func (s *Service) paperFor(ctx context.Context, r *http.Request, testID int64) (*paper, error) {
	p, err := s.cachedPaper(ctx, testID)
	if err != nil {
		return nil, err
	}
	if err := s.access.Require(ctx, r, p.LibraryID); err != nil {
		return nil, err
	}
	if p.Published {
		return p, nil
	}
	caller, _ := httpx.IdentityFrom(ctx)
	var attempts int
	if err := s.db.Get(ctx, &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ? AND user_id = ?", testID, caller.UserID); err != nil {
		return nil, err
	}
	if attempts == 0 && !caller.IsStaff() {
		return nil, errTestNotFound
	}
	return p, nil
}

// paperToScore answers, inside a scoring transaction, the paper to score against: p while its
// version is still the stored one, else the stored paper itself, so a result never comes from
// a key that staff have corrected, however fresh the cache. The shared lock pairs with the
// exclusive one of PaperChanged: a correction waits for the scorings in flight and they wait
// for it, so every attempt is either scored against the new key or re-scored by the correction.
func paperToScore(ctx context.Context, tx *db.Tx, p *paper) (*paper, error) {
	if err := tx.LockShared(ctx, db.LockPaper, p.TestID); err != nil {
		return nil, err
	}
	return currentPaper(ctx, tx, p)
}

// currentPaper answers p, or the stored paper when staff have changed it since p was loaded
// (another server's change whose notification has not arrived yet).
func currentPaper(ctx context.Context, q db.Q, p *paper) (*paper, error) {
	var version int64
	if err := q.Get(ctx, &version, "SELECT paper_version FROM prelims_tests WHERE id = ?", p.TestID); err != nil {
		return nil, err
	}
	if version == p.Version {
		return p, nil
	}
	return loadPaper(ctx, q, p.TestID)
}

// ForgetPapers drops the cached papers, after staff change tests or questions.
func (s *Service) ForgetPapers() { s.papers.Forget() }

// ForgetRankings drops the cached standings, after results were recalculated.
func (s *Service) ForgetRankings() { s.rankings.forget() }

func newPaperCache(now func() time.Time) *cache.TTL[*paper] {
	return cache.New[*paper](30*time.Second, now)
}

// Session is an attempt as the app runs it: the server's clock decides the time left.
type Session struct {
	AttemptID        int64         `json:"attemptId"`
	AttemptKey       string        `json:"attemptKey"`
	AttemptNo        int           `json:"attemptNo"`
	Status           string        `json:"status"`
	StartedAt        time.Time     `json:"startedAt"`
	Deadline         time.Time     `json:"deadline"`
	ServerNow        time.Time     `json:"serverNow"`
	RemainingSeconds int           `json:"remainingSeconds"`
	Answers          []SavedAnswer `json:"answers"`
}

// SavedAnswer is an answer as autosave stored it.
type SavedAnswer struct {
	QuestionID      int64  `db:"question_id" json:"questionId"`
	SelectedOption  *int64 `db:"option_id" json:"selectedOption"`
	MarkedForReview bool   `db:"marked_for_review" json:"markedForReview"`
	TimeSpentMs     int64  `db:"time_spent_ms" json:"timeSpentMs"`
}

// Start opens an attempt, or resumes the caller's open one (a reload or a second device gets
// the same attempt and the same deadline). key makes a retried start idempotent.
func (s *Service) Start(ctx context.Context, r *http.Request, testID int64, key string) (Session, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return Session{}, err
	}
	p, err := s.paperFor(ctx, r, testID)
	if err != nil {
		return Session{}, err
	}
	if len(p.Questions) == 0 {
		return Session{}, httpx.Errorf(http.StatusConflict, "This test has no questions yet.")
	}
	var a attempt
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		now := s.now().UTC()
		a, err = findOrOpen(ctx, tx, p, id.UserID, key, now, func(found []attempt) (attempt, bool) {
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
		Deadline: a.DeadlineAt.UTC(), ServerNow: now, Answers: []SavedAnswer{}}
	if a.AttemptKey != nil {
		out.AttemptKey = *a.AttemptKey
	}
	if a.Status == attemptOpen {
		out.RemainingSeconds = max(0, int(a.DeadlineAt.Sub(now).Seconds()))
	}
	err := s.db.Select(ctx, &out.Answers, `SELECT question_id, option_id, marked_for_review, time_spent_ms
		FROM prelims_attempt_answers WHERE attempt_id = ? ORDER BY question_id`, a.ID)
	return out, err
}

// ownAttempt reads one of the caller's attempts.
func (s *Service) ownAttempt(ctx context.Context, q db.Q, attemptID, userID int64) (attempt, error) {
	var a attempt
	err := q.Get(ctx, &a, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE id = ? AND user_id = ?", attemptID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return a, httpx.Errorf(http.StatusNotFound, "Attempt not found")
	}
	return a, err
}

// Save autosaves answers of an open attempt. Saves arriving after the deadline and its grace
// are refused: the attempt is over.
func (s *Service) Save(ctx context.Context, r *http.Request, attemptID int64, answers []Answer) (int, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return 0, err
	}
	a, err := s.ownAttempt(ctx, s.db, attemptID, id.UserID)
	if err != nil {
		return 0, err
	}
	p, err := s.paperFor(ctx, r, a.TestID)
	if err != nil {
		return 0, err
	}
	if err := p.check(answers); err != nil {
		return 0, err
	}
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		var state struct {
			Status   string    `db:"status"`
			Deadline time.Time `db:"deadline_at"`
		}
		if err := tx.Get(ctx, &state, "SELECT status, deadline_at FROM prelims_attempts WHERE id = ?", attemptID); err != nil {
			return err
		}
		now := s.now().UTC()
		if state.Status != attemptOpen {
			return errAttemptClosed
		}
		if now.After(state.Deadline.Add(s.grace)) {
			return errTimeUp
		}
		return saveAnswers(ctx, tx, attemptID, answers, now)
	})
	if err != nil {
		return 0, err
	}
	return len(answers), nil
}

// answersPerStatement bounds one upsert's rows: 6 parameters a row stays far below either
// database's parameter limit, and a full paper of 100 questions is one statement.
const answersPerStatement = 200

// saveAnswers upserts answers, a statement per answersPerStatement rows rather than one per
// answer (a submission carries the whole sheet, and statements are what the one writer pays
// for); the time spent only grows, so a delayed save cannot lower it. The caller has checked
// that no question appears twice, which one multi-row upsert needs.
func saveAnswers(ctx context.Context, tx *db.Tx, attemptID int64, answers []Answer, now time.Time) error {
	for start := 0; start < len(answers); start += answersPerStatement {
		chunk := answers[start:min(start+answersPerStatement, len(answers))]
		rows := strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?), ", len(chunk)), ", ")
		args := make([]any, 0, 6*len(chunk))
		for _, a := range chunk {
			args = append(args, attemptID, a.QuestionID, a.SelectedOption, a.MarkedForReview, a.TimeSpentMs, now)
		}
		_, err := tx.Exec(ctx, `INSERT INTO prelims_attempt_answers (attempt_id, question_id, option_id, marked_for_review, time_spent_ms, updated_at)
			VALUES `+rows+`
			ON CONFLICT (attempt_id, question_id) DO UPDATE SET option_id = excluded.option_id,
				marked_for_review = excluded.marked_for_review,
				time_spent_ms = CASE WHEN excluded.time_spent_ms > prelims_attempt_answers.time_spent_ms
					THEN excluded.time_spent_ms ELSE prelims_attempt_answers.time_spent_ms END,
				updated_at = excluded.updated_at`, args...)
		if err != nil {
			return err
		}
	}
	return nil
}

// replaceAnswers makes the final sheet the attempt's answers: what the sheet changes is
// upserted, and a saved choice the sheet leaves out is cleared (the learner cleared it after it
// was saved). Most of a sheet is usually autosaved already, and rows that would not change are
// not written: at the end of an all-India mock, writes are what the one writer queues on.
func replaceAnswers(ctx context.Context, tx *db.Tx, attemptID int64, sheet []Answer, now time.Time) error {
	var saved []SavedAnswer
	if err := tx.Select(ctx, &saved, `SELECT question_id, option_id, marked_for_review, time_spent_ms
		FROM prelims_attempt_answers WHERE attempt_id = ?`, attemptID); err != nil {
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
			was.MarkedForReview != a.MarkedForReview || a.TimeSpentMs > was.TimeSpentMs {
			changed = append(changed, a)
		}
	}
	if err := saveAnswers(ctx, tx, attemptID, changed, now); err != nil {
		return err
	}
	var cleared []any
	for _, was := range saved {
		if was.SelectedOption != nil && !inSheet[was.QuestionID] {
			cleared = append(cleared, was.QuestionID)
		}
	}
	if len(cleared) == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `UPDATE prelims_attempt_answers SET option_id = NULL, updated_at = ?
		WHERE attempt_id = ? AND question_id IN (`+db.Placeholders(len(cleared))+`)`,
		append([]any{now, attemptID}, cleared...)...)
	return err
}

func utcOrNil(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func sameOption(a, b *int64) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// Submission is the result the app shows after submitting.
type Submission struct {
	AttemptID          int64   `json:"attemptId"`
	AttemptNo          int     `json:"attemptNo"`
	Score              float64 `json:"score"`
	CorrectAnswers     int     `json:"correctAnswers"`
	IncorrectAnswers   int     `json:"incorrectAnswers"`
	UnattemptedAnswers int     `json:"unattemptedAnswers"`
	TotalQuestions     int     `json:"totalQuestions"`
	TotalMarks         int     `json:"totalMarks"`
	FinishReason       string  `json:"finishReason"`
	// RescoredAt: when a corrected key or marking scheme last changed this result (null: never).
	RescoredAt *time.Time `json:"rescoredAt"`
}

func submission(a attempt, p *paper) Submission {
	out := Submission{AttemptID: a.ID, AttemptNo: a.AttemptNo, TotalQuestions: len(p.Questions), TotalMarks: p.Marks,
		RescoredAt: utcOrNil(a.RescoredAt)}
	if a.Score != nil {
		out.Score = float64(*a.Score) / 100
	}
	if a.Correct != nil {
		out.CorrectAnswers, out.IncorrectAnswers, out.UnattemptedAnswers = *a.Correct, *a.Incorrect, *a.Unattempted
	}
	if a.Finish != nil {
		out.FinishReason = *a.Finish
	}
	return out
}

// Submit scores an attempt. answers is the learner's final answer sheet. The attempt is the
// one named by key, else the caller's open attempt, else (an app that never called start) a
// new one that starts and ends now. A retried submit answers the first result.
func (s *Service) Submit(ctx context.Context, r *http.Request, testID int64, answers []Answer, key string) (Submission, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return Submission{}, err
	}
	p, err := s.paperFor(ctx, r, testID)
	if err != nil {
		return Submission{}, err
	}
	if err := p.check(answers); err != nil {
		return Submission{}, err
	}
	var done attempt
	scored := p
	err = s.commit.Do(ctx, id.UserID, func(ctx context.Context, tx *db.Tx) error {
		now := s.now().UTC()
		// The attempt named by key, else the open one; an app that never called start gets
		// one that starts and ends now.
		a, err := findOrOpen(ctx, tx, p, id.UserID, key, now, func(found []attempt) (attempt, bool) {
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
		final := answers
		if now.After(a.DeadlineAt.Add(s.grace)) {
			// Too late: what counts is what was saved while the clock ran.
			finish = finishLate
			saved, err := savedBy(ctx, tx, a.ID, a.DeadlineAt.Add(s.grace))
			if err != nil {
				return err
			}
			final = saved
		} else {
			if err := replaceAnswers(ctx, tx, a.ID, answers, now); err != nil {
				return err
			}
		}
		return finishAttempt(ctx, tx, &a, scored.Score(final), finish, now, &done)
	})
	if err != nil {
		return Submission{}, err
	}
	s.rankings.touched(testID)
	return submission(done, scored), nil
}

// savedBy answers the answers saved no later than cutoff.
func savedBy(ctx context.Context, q db.Q, attemptID int64, cutoff time.Time) ([]Answer, error) {
	var rows []SavedAnswer
	if err := q.Select(ctx, &rows, `SELECT question_id, option_id, marked_for_review, time_spent_ms FROM prelims_attempt_answers
		WHERE attempt_id = ? AND updated_at <= ?`, attemptID, cutoff); err != nil {
		return nil, err
	}
	out := make([]Answer, len(rows))
	for i, r := range rows {
		out[i] = Answer{QuestionID: r.QuestionID, SelectedOption: r.SelectedOption}
	}
	return out, nil
}

// finishAttempt records a result on an open attempt; done receives the finished row.
func finishAttempt(ctx context.Context, tx *db.Tx, a *attempt, r Result, finish string, now time.Time, done *attempt) error {
	res, err := tx.Exec(ctx, `UPDATE prelims_attempts SET status = 'submitted', submitted_at = ?, finish_reason = ?, score = ?,
		correct_count = ?, incorrect_count = ?, unattempted_count = ? WHERE id = ? AND status = 'open'`,
		now, finish, r.Score, r.Correct, r.Incorrect, r.Unattempted, a.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errAttemptClosed
	}
	*done = *a
	done.Status, done.SubmittedAt, done.Finish = attemptSubmitted, &now, &finish
	done.Score, done.Correct, done.Incorrect, done.Unattempted = &r.Score, &r.Correct, &r.Incorrect, &r.Unattempted
	return nil
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
		var due []attempt
		if err := s.db.Select(ctx, &due, "SELECT "+attemptColumns+` FROM prelims_attempts
			WHERE status = 'open' AND deadline_at < ? AND (deadline_at > ? OR (deadline_at = ? AND id > ?))
			ORDER BY deadline_at, id LIMIT ?`, cutoff, afterDeadline, afterDeadline, afterID, finisherPage); err != nil {
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
		saved, err := savedBy(ctx, tx, a.ID, a.DeadlineAt.Add(s.grace))
		if err != nil {
			return err
		}
		scored, err := paperToScore(ctx, tx, p)
		if err != nil {
			return err
		}
		var done attempt
		return finishAttempt(ctx, tx, &a, scored.Score(saved), finishTimeUp, s.now().UTC(), &done)
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
