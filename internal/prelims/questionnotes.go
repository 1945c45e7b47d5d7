package prelims

// Learners' notes about a question of a test they have submitted: a report of an error in the
// question (reports.go) and a challenge of its key (challenges.go) are one mechanism with two
// kinds (docs/product.md, "Reporting an error in a question"). A learner files a note from the review; one
// note of a kind per learner and question stays open, and filing again while it is open rewrites
// it; staff close a question's open notes of a kind together, with one state and one reply that
// the learners read in their review. What differs is each kind's: when a learner may file one,
// whether another may follow a closed one, the states staff close with, and what their decision
// does besides (a challenge's may change the key or drop the question, "Key corrections").

import (
	"context"
	"errors"
	"net/http"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// noteOpen is the state of a note waiting for staff, in either kind.
const noteOpen = "open"

// noteKind is what differs between the two kinds of note.
type noteKind struct {
	name string // as stored
	// onceOnly: a closed note of this kind is the learner's last about the question.
	onceOnly bool
	// mayFile answers why the test takes no note of this kind at now (nil: it does). The review
	// being open to the learner, who has submitted the test, is checked for every kind.
	mayFile func(p *paper, now time.Time, grace time.Duration) error
	// The refusals of the kind, in its own words.
	notSubmitted, closedAlready, noneOpen error
}

var errNoteNoQuestion = httpx.Errorf(http.StatusNotFound, "This question was not found.")

// questionNote is a note as stored.
type questionNote struct {
	ID         int64      `db:"id"`
	QuestionID int64      `db:"question_id"`
	Category   string     `db:"category"` // a report's: what is wrong; a challenge has none
	Text       string     `db:"note"`     // the learner's words: a report's note, a challenge's reason
	Status     string     `db:"status"`
	Reply      string     `db:"reply"`
	CreatedAt  time.Time  `db:"created_at"`
	UpdatedAt  time.Time  `db:"updated_at"`
	ClosedAt   *time.Time `db:"closed_at"`
}

func (n questionNote) utc() questionNote {
	n.CreatedAt, n.UpdatedAt, n.ClosedAt = n.CreatedAt.UTC(), n.UpdatedAt.UTC(), utcOrNil(n.ClosedAt)
	return n
}

// staffNote is a note as staff read it: with who wrote it and who closed it.
type staffNote struct {
	questionNote
	LearnerName  string  `db:"learner_name"`
	LearnerEmail string  `db:"learner_email"`
	ClosedBy     *string `db:"closed_by"` // the staff member's e-mail
}

// fileNote records the caller's note of a kind about a question of a test whose review is open
// to them. Another note while theirs is open rewrites it; created says which happened.
func (s *Service) fileNote(ctx context.Context, id httpx.Identity, kind *noteKind, questionID int64, category, text string) (note questionNote, created bool, err error) {
	testID, err := questionTest(ctx, s.db, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return note, false, errNoteNoQuestion
	}
	if err != nil {
		return note, false, err
	}
	// The same checks as the review's: the learner may still open the test series, and has
	// submitted the test.
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return note, false, err
	}
	_, submitted, err := attemptTally(ctx, s.db, testID, id.UserID)
	if err != nil {
		return note, false, err
	}
	if submitted == 0 {
		return note, false, kind.notSubmitted
	}
	now := s.now().UTC()
	if kind.mayFile != nil {
		if err := kind.mayFile(p, now, s.grace); err != nil {
			return note, false, err
		}
	}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		latest, found, err := latestNote(ctx, tx, kind.name, questionID, id.UserID)
		if err != nil {
			return err
		}
		if found && latest.Status != noteOpen && kind.onceOnly {
			return kind.closedAlready
		}
		created = !found || latest.Status != noteOpen
		noteID, err := upsertNote(ctx, tx, kind.name, questionID, id.UserID, category, text, now)
		if err != nil {
			return err
		}
		note, err = noteByID(ctx, tx, noteID)
		return err
	})
	return note.utc(), created, err
}

// learnerNotes answers the caller's latest note of a kind about each question of a test.
func learnerNotes(ctx context.Context, q db.Q, kind *noteKind, userID, testID int64) (map[int64]questionNote, error) {
	rows, err := notesOfLearner(ctx, q, kind.name, userID, testID)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]questionNote, len(rows))
	for _, n := range rows { // oldest first: the latest wins
		out[n.QuestionID] = n.utc()
	}
	return out, nil
}

// NotedQuestionsLimit bounds the console's lists: the questions with the newest notes.
const NotedQuestionsLimit = 200

// notedQuestions answers the questions that have notes of a kind in some states, the most recently
// noted first, with those notes newest first.
func notedQuestions(ctx context.Context, q db.Q, kind *noteKind, statuses []string) ([]int64, map[int64][]staffNote, error) {
	ids, err := notedQuestionIDs(ctx, q, kind.name, statuses, NotedQuestionsLimit)
	if err != nil || len(ids) == 0 {
		return nil, nil, err
	}
	notes, err := staffNotes(ctx, q, kind.name, statuses, ids)
	if err != nil {
		return nil, nil, err
	}
	byQuestion := map[int64][]staffNote{}
	for _, n := range notes {
		n.questionNote = n.utc()
		byQuestion[n.QuestionID] = append(byQuestion[n.QuestionID], n)
	}
	return ids, byQuestion, nil
}

// closeNotes gives every open note of a kind about a question staff's closing state and reply,
// and answers the question's test and the notes it closed.
func (s *Service) closeNotes(ctx context.Context, tx *db.Tx, kind *noteKind, questionID int64, status, reply string, staffID int64) (testID int64, closed []int64, err error) {
	testID, err = questionTest(ctx, tx, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, nil, errNoQuestion
	}
	if err != nil {
		return 0, nil, err
	}
	if closed, err = openNoteIDs(ctx, tx, kind.name, questionID); err != nil {
		return testID, nil, err
	}
	if len(closed) == 0 {
		return testID, nil, kind.noneOpen
	}
	now := s.now().UTC()
	_, err = tx.Exec(ctx, `UPDATE question_notes SET status = ?, reply = ?, closed_by = ?, closed_at = ?, updated_at = ?
		WHERE kind = ? AND question_id = ? AND status = 'open'`, status, reply, staffID, now, now, kind.name, questionID)
	return testID, closed, err
}

// The store ------------------------------------------------------------------------------------

const noteColumns = "id, question_id, category, note, status, reply, created_at, updated_at, closed_at"

// latestNote answers a learner's latest note of a kind about a question, if there is one.
func latestNote(ctx context.Context, q db.Q, kind string, questionID, userID int64) (questionNote, bool, error) {
	var n questionNote
	err := q.Get(ctx, &n, "SELECT "+noteColumns+` FROM question_notes WHERE kind = ? AND question_id = ? AND user_id = ?
		ORDER BY id DESC LIMIT 1`, kind, questionID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return n, false, nil
	}
	return n, err == nil, err
}

// upsertNote stores a learner's note of a kind about a question, or rewrites their open one, and
// answers its id.
func upsertNote(ctx context.Context, tx *db.Tx, kind string, questionID, userID int64, category, text string, now time.Time) (int64, error) {
	return tx.InsertID(ctx, `INSERT INTO question_notes (kind, question_id, user_id, category, note, status, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, 'open', ?, ?)
		ON CONFLICT (kind, question_id, user_id) WHERE status = 'open'
		DO UPDATE SET category = excluded.category, note = excluded.note, updated_at = excluded.updated_at
		RETURNING id`, kind, questionID, userID, category, text, now, now)
}

func noteByID(ctx context.Context, q db.Q, id int64) (questionNote, error) {
	var n questionNote
	err := q.Get(ctx, &n, "SELECT "+noteColumns+" FROM question_notes WHERE id = ?", id)
	return n, err
}

// notesOfLearner answers a learner's notes of a kind about a test's questions, oldest first.
func notesOfLearner(ctx context.Context, q db.Q, kind string, userID, testID int64) ([]questionNote, error) {
	var out []questionNote
	err := q.Select(ctx, &out, "SELECT "+prefixed("n.", noteColumns)+` FROM question_notes n
		JOIN prelims_questions pq ON pq.id = n.question_id
		WHERE n.kind = ? AND n.user_id = ? AND pq.test_id = ? ORDER BY n.id`, kind, userID, testID)
	return out, err
}

// notedQuestionIDs answers the questions with notes of a kind in some states, the most recently
// noted first.
func notedQuestionIDs(ctx context.Context, q db.Q, kind string, statuses []string, limit int) ([]int64, error) {
	args := append([]any{kind}, anys(statuses)...)
	var ids []int64
	err := q.Select(ctx, &ids, `SELECT question_id FROM question_notes
		WHERE kind = ? AND status IN (`+db.Placeholders(len(statuses))+`)
		GROUP BY question_id ORDER BY MAX(updated_at) DESC, question_id DESC LIMIT ?`, append(args, limit)...)
	return ids, err
}

// staffNotes answers the notes of a kind in some states about some questions, newest first,
// with who wrote them and who closed them.
func staffNotes(ctx context.Context, q db.Q, kind string, statuses []string, questionIDs []int64) ([]staffNote, error) {
	args := append(append([]any{kind}, anys(statuses)...), anys(questionIDs)...)
	var out []staffNote
	err := q.Select(ctx, &out, `SELECT `+prefixed("n.", noteColumns)+`, u.name AS learner_name, u.email AS learner_email,
			s.email AS closed_by
		FROM question_notes n JOIN users u ON u.id = n.user_id LEFT JOIN users s ON s.id = n.closed_by
		WHERE n.kind = ? AND n.status IN (`+db.Placeholders(len(statuses))+`)
			AND n.question_id IN (`+db.Placeholders(len(questionIDs))+`)
		ORDER BY n.updated_at DESC, n.id DESC`, args...)
	return out, err
}

// openNoteIDs answers the ids of a question's open notes of a kind.
func openNoteIDs(ctx context.Context, q db.Q, kind string, questionID int64) ([]int64, error) {
	var ids []int64
	err := q.Select(ctx, &ids, "SELECT id FROM question_notes WHERE kind = ? AND question_id = ? AND status = 'open' ORDER BY id",
		kind, questionID)
	return ids, err
}

// acceptedChallenge is a question whose challenges were accepted: when, and staff's reply.
type acceptedChallenge struct {
	QuestionID int64     `db:"question_id"`
	DecidedAt  time.Time `db:"closed_at"`
	Reply      string    `db:"reply"`
}

// acceptedChallenges answers the accepted challenges of a test, the earliest decision first.
func acceptedChallenges(ctx context.Context, q db.Q, testID int64) ([]acceptedChallenge, error) {
	var out []acceptedChallenge
	err := q.Select(ctx, &out, `SELECT n.question_id, n.closed_at, n.reply
		FROM question_notes n JOIN prelims_questions pq ON pq.id = n.question_id
		WHERE n.kind = 'key_challenge' AND pq.test_id = ? AND n.status = 'accepted' ORDER BY n.closed_at, n.question_id`, testID)
	return out, err
}

// keyChangeTimes answers when each test of a test series last had a challenge accepted. (The
// times are read as they are, not through MAX: SQLite gives an aggregate of a time as text.)
func keyChangeTimes(ctx context.Context, q db.Q, libraryID int64) (map[int64]time.Time, error) {
	var rows []struct {
		TestID    int64     `db:"test_id"`
		DecidedAt time.Time `db:"closed_at"`
	}
	err := q.Select(ctx, &rows, `SELECT pq.test_id, n.closed_at FROM question_notes n
		JOIN prelims_questions pq ON pq.id = n.question_id JOIN prelims_tests t ON t.id = pq.test_id
		WHERE n.kind = 'key_challenge' AND t.library_id = ? AND n.status = 'accepted'`, libraryID)
	out := map[int64]time.Time{}
	for _, r := range rows {
		if r.DecidedAt.After(out[r.TestID]) {
			out[r.TestID] = r.DecidedAt.UTC()
		}
	}
	return out, err
}

// anys answers values as query arguments.
func anys[T any](values []T) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}
