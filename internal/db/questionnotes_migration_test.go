package db_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/testutil"
)

// A database with reports of errors and key challenges in their own tables (before migration
// 33) holds, after the upgrade, every one of them as a note of its kind in one table, with the
// same learner, question, words, state, reply, closer and times; a report keeps its id
// (docs/product.md, "Reporting an error in a question").
func TestReportsAndChallengesBecomeNotesOfTwoKinds(t *testing.T) {
	ctx := context.Background()
	var d *db.DB
	if testutil.Kind() == "postgres" {
		d, _ = testutil.NewPostgresSchema(t)
	} else {
		var err error
		if d, err = db.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "old.db")); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
	}
	if err := d.MigrateUpTo(ctx, 32); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	insert := func(query string, args ...any) int64 {
		t.Helper()
		id, err := d.InsertID(ctx, query+" RETURNING id", args...)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	user := func(name, role string) int64 {
		return insert(`INSERT INTO users (unique_id, name, email, password_hash, role, created_at, updated_at)
			VALUES (?, ?, ?, 'x', ?, ?, ?)`, "ASP-"+name, name, name+"@aspirant.test", role, now, now)
	}
	learner, other, staff := user("asha", "student"), user("ravi", "student"), user("meera", "admin")
	library := insert(`INSERT INTO libraries (kind, name, created_at, updated_at) VALUES ('tests', 'Series', ?, ?)`, now, now)
	test := insert(`INSERT INTO prelims_tests (library_id, name, slug, created_at, updated_at) VALUES (?, 'Mock', 'mock', ?, ?)`,
		library, now, now)
	q1 := insert(`INSERT INTO prelims_questions (test_id, position, description_html, created_at, updated_at)
		VALUES (?, 1, 'One', ?, ?)`, test, now, now)
	q2 := insert(`INSERT INTO prelims_questions (test_id, position, description_html, created_at, updated_at)
		VALUES (?, 2, 'Two', ?, ?)`, test, now, now)

	at := func(minutes int) time.Time { return now.Add(time.Duration(minutes) * time.Minute) }
	closedAt := at(90)
	var want []movedNote
	report := func(question, user int64, kind, words, status, reply string, closer *int64, closed *time.Time, minutes int) {
		id := insert(`INSERT INTO question_reports (question_id, user_id, kind, note, status, reply, resolved_by, resolved_at,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, question, user, kind, words, status, reply, closer,
			closed, at(minutes), at(minutes+1))
		want = append(want, movedNote{id, "error_report", question, user, kind, words, status, reply, closer, closed, at(minutes), at(minutes + 1)})
	}
	challenge := func(question, user int64, reason, status, reply string, closer *int64, closed *time.Time, minutes int) {
		insert(`INSERT INTO key_challenges (question_id, user_id, reason, status, reply, decided_by, decided_at, created_at,
			updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, question, user, reason, status, reply, closer, closed, at(minutes),
			at(minutes+2))
		want = append(want, movedNote{0, "key_challenge", question, user, "", reason, status, reply, closer, closed, at(minutes), at(minutes + 2)})
	}
	report(q1, learner, "wrong_key", "Option D is right.", "resolved", "Corrected: thank you.", &staff, &closedAt, 1)
	report(q1, learner, "typo", "", "open", "", nil, nil, 2) // a new report after the first was closed
	report(q1, other, "translation", "हिंदी में अलग है।", "dismissed", "Both say the same.", &staff, &closedAt, 3)
	report(q2, other, "other", "The figure is missing.", "open", "", nil, nil, 4)
	challenge(q1, learner, "Option D is right: the 42nd Amendment.", "accepted", "The key is now D.", &staff, &closedAt, 5)
	challenge(q1, other, "Option D, by Article 51A.", "accepted", "The key is now D.", &staff, &closedAt, 6)
	challenge(q2, learner, "Option A is as right as B.", "rejected", "B is the only answer.", &staff, &closedAt, 7)
	challenge(q2, other, "Both A and C are right here.", "open", "", nil, nil, 8)

	if err := d.Migrate(ctx, testutil.Logger()); err != nil {
		t.Fatal(err)
	}
	var got []movedNote
	if err := d.Select(ctx, &got, `SELECT id, kind, question_id, user_id, category, note, status, reply, closed_by, closed_at,
		created_at, updated_at FROM question_notes ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d notes after the upgrade, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		g, w := got[i], want[i]
		if w.ID == 0 { // a challenge: numbered after the reports, in its order
			w.ID = got[3].ID + int64(i-3)
		}
		if g.String() != w.String() {
			t.Errorf("note %d:\n got %s\nwant %s", i, g, w)
		}
	}
	for _, old := range []string{"question_reports", "key_challenges"} {
		if _, err := d.Exec(ctx, "SELECT 1 FROM "+old); err == nil {
			t.Errorf("table %s is still there", old)
		}
	}
	// New notes take new ids after the moved ones.
	next := insert(`INSERT INTO question_notes (kind, question_id, user_id, note, status, created_at, updated_at)
		VALUES ('key_challenge', ?, ?, 'Option C, read the question again.', 'open', ?, ?)`, q1, staff, now, now)
	if next <= got[len(got)-1].ID {
		t.Errorf("a new note's id %d, after the moved ones' %d", next, got[len(got)-1].ID)
	}
	// The rules of the two kinds hold on the moved rows: one open report of a question per
	// learner, one challenge per learner and question ever.
	if _, err := d.Exec(ctx, `INSERT INTO question_notes (kind, question_id, user_id, category, status, created_at, updated_at)
		VALUES ('error_report', ?, ?, 'typo', 'open', ?, ?)`, q1, learner, now, now); err == nil {
		t.Error("a second open report of a question by one learner was stored")
	}
	if _, err := d.Exec(ctx, `INSERT INTO question_notes (kind, question_id, user_id, note, status, created_at, updated_at)
		VALUES ('key_challenge', ?, ?, 'Again: option D.', 'open', ?, ?)`, q1, learner, now, now); err == nil {
		t.Error("a second challenge of a question by one learner was stored")
	}
}

// movedNote is a row of question_notes.
type movedNote struct {
	ID         int64      `db:"id"`
	Kind       string     `db:"kind"`
	QuestionID int64      `db:"question_id"`
	UserID     int64      `db:"user_id"`
	Category   string     `db:"category"`
	Note       string     `db:"note"`
	Status     string     `db:"status"`
	Reply      string     `db:"reply"`
	ClosedBy   *int64     `db:"closed_by"`
	ClosedAt   *time.Time `db:"closed_at"`
	CreatedAt  time.Time  `db:"created_at"`
	UpdatedAt  time.Time  `db:"updated_at"`
}

// String writes every column of the note, times in UTC, to compare notes as text.
func (n movedNote) String() string {
	closedBy, closedAt := "none", "none"
	if n.ClosedBy != nil {
		closedBy = fmt.Sprint(*n.ClosedBy)
	}
	if n.ClosedAt != nil {
		closedAt = n.ClosedAt.UTC().Format(time.RFC3339)
	}
	return fmt.Sprintf("#%d %s q%d u%d [%s] %q %s %q by %s at %s, %s–%s", n.ID, n.Kind, n.QuestionID, n.UserID, n.Category,
		n.Note, n.Status, n.Reply, closedBy, closedAt, n.CreatedAt.UTC().Format(time.RFC3339), n.UpdatedAt.UTC().Format(time.RFC3339))
}
