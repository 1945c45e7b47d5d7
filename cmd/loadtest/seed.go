package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"strings"
	"time"

	"aspirant/internal/accounts"
	"aspirant/internal/db"
)

// world is what the load test seeded: one test, its key, and the learners who sit it.
type world struct {
	testID    int64
	questions []int64
	options   [][]int64
	correct   []int64
	learners  []learner
}

type learner struct {
	userID    int64
	token     string
	attemptID int64 // rankings mode: the seeded attempt

	saved     map[int64]int64 // question -> option, as acknowledged by the server
	submitted bool
	score     float64
}

// score is what the server should give a sheet: +2 right, -0.66 wrong, in hundredths.
func (w *world) score(sheet map[int64]int64) int64 {
	var total int64
	for i, q := range w.questions {
		if option, ok := sheet[q]; ok {
			if option == w.correct[i] {
				total += 200
			} else {
				total -= 66
			}
		}
	}
	return total
}

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// bulkInsert writes rows in multi-row INSERTs: one statement per 500 rows instead of one per
// row, which matters on PostgreSQL where each statement is a round trip.
func bulkInsert(ctx context.Context, tx *db.Tx, table, columns string, rows [][]any) error {
	const chunk = 500
	width := len(strings.Split(columns, ","))
	placeholder := "(" + db.Placeholders(width) + ")"
	for start := 0; start < len(rows); start += chunk {
		end := min(start+chunk, len(rows))
		values := make([]string, 0, end-start)
		args := make([]any, 0, (end-start)*width)
		for _, r := range rows[start:end] {
			values = append(values, placeholder)
			args = append(args, r...)
		}
		if _, err := tx.Exec(ctx, "INSERT INTO "+table+" ("+columns+") VALUES "+strings.Join(values, ", "), args...); err != nil {
			return err
		}
	}
	return nil
}

// seed writes a subscription with a prelims test of n questions, and learners who hold it,
// each with a session token, straight into the database.
func seed(ctx context.Context, d *db.DB, learners, questions, minutes int) (*world, error) {
	hash, err := accounts.HashPassword("load-test-password")
	if err != nil {
		return nil, err
	}
	now := time.Now().UTC()
	w := &world{}
	err = d.InTx(ctx, func(tx *db.Tx) error {
		var category int64
		if err := tx.Get(ctx, &category, "SELECT id FROM categories WHERE slug = 'prelims-tests'"); err != nil {
			return err
		}
		typeID, err := tx.InsertID(ctx, `INSERT INTO module_types (category_id, name, slug, position, is_published, created_at, updated_at)
			VALUES (?, 'All-India Mock', 'all-india-mock', 1, TRUE, ?, ?) RETURNING id`, category, now, now)
		if err != nil {
			return err
		}
		subscription, err := tx.InsertID(ctx, `INSERT INTO subscriptions (type_id, name, slug, price_paise, is_for_sale, is_published,
			created_at, updated_at) VALUES (?, 'All-India Prelims Mock', 'all-india-mock', 0, TRUE, TRUE, ?, ?) RETURNING id`, typeID, now, now)
		if err != nil {
			return err
		}
		library, err := tx.InsertID(ctx, `INSERT INTO libraries (kind, name, created_at, updated_at) VALUES ('tests', 'All-India Mock', ?, ?) RETURNING id`, now, now)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO subscription_libraries (subscription_id, library_id) VALUES (?, ?)`, subscription, library); err != nil {
			return err
		}
		w.testID, err = tx.InsertID(ctx, `INSERT INTO prelims_tests (library_id, name, slug, duration_minutes, total_marks, total_attempts,
			marks_correct, marks_incorrect, marks_unattempted, is_published, created_at, updated_at)
			VALUES (?, 'All-India Prelims Mock 1', 'all-india-mock-1', ?, ?, 1, 200, 66, 0, TRUE, ?, ?) RETURNING id`,
			library, minutes, questions*2, now, now)
		if err != nil {
			return err
		}
		for q := 0; q < questions; q++ {
			qid, err := tx.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, topic, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, w.testID, q+1, fmt.Sprintf("<p>Question %d</p>", q+1),
				[]string{"Polity", "History", "Geography", "Economy", "Environment"}[q%5], now, now)
			if err != nil {
				return err
			}
			w.questions = append(w.questions, qid)
			var opts []int64
			for o := 0; o < 4; o++ {
				oid, err := tx.InsertID(ctx, `INSERT INTO prelims_options (question_id, position, text_html, is_correct) VALUES (?, ?, ?, ?) RETURNING id`,
					qid, o+1, fmt.Sprintf("Option %d", o+1), o == q%4)
				if err != nil {
					return err
				}
				opts = append(opts, oid)
			}
			w.options = append(w.options, opts)
			w.correct = append(w.correct, opts[q%4])
		}

		var firstUser int64
		if err := tx.Get(ctx, &firstUser, "SELECT COALESCE(MAX(id), 0) + 1 FROM users"); err != nil {
			return err
		}
		users := make([][]any, learners)
		sessions := make([][]any, learners)
		entitlements := make([][]any, learners)
		w.learners = make([]learner, learners)
		for i := range users {
			id := firstUser + int64(i)
			token := fmt.Sprintf("load-%d-%016x", id, rand.Uint64())
			w.learners[i] = learner{userID: id, token: token, saved: map[int64]int64{}}
			users[i] = []any{id, fmt.Sprintf("LT-%07d", i+1), fmt.Sprintf("Learner %d", i+1), fmt.Sprintf("learner%d@load.test", i+1), hash, "student", now, now}
			sessions[i] = []any{id, accounts.HashToken(token), now, now, now.Add(24 * time.Hour)}
			entitlements[i] = []any{id, subscription, "grant", now, now, now}
		}
		if err := bulkInsert(ctx, tx, "users", "id, unique_id, name, email, password_hash, role, created_at, updated_at", users); err != nil {
			return err
		}
		if err := bulkInsert(ctx, tx, "sessions", "user_id, token_hash, created_at, last_used_at, expires_at", sessions); err != nil {
			return err
		}
		return bulkInsert(ctx, tx, "entitlements", "user_id, subscription_id, source, starts_at, created_at, updated_at", entitlements)
	})
	if err == nil && d.Kind == "postgres" {
		// Ids were given explicitly; move the sequence past them.
		_, err = d.Exec(ctx, "SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))")
	}
	return w, err
}

// seedAttempts gives every learner a submitted first attempt with a score spread like a real
// mock's: most in the middle, a few toppers.
func seedAttempts(ctx context.Context, d *db.DB, w *world, n int) error {
	now := time.Now().UTC()
	rng := rand.New(rand.NewPCG(1, 2))
	rows := make([][]any, n)
	for i := range rows {
		l := &w.learners[i]
		correct := min(len(w.questions), max(0, int(rng.NormFloat64()*12+45)))
		wrong := min(len(w.questions)-correct, rng.IntN(25))
		score := int64(correct)*200 - int64(wrong)*66
		rows[i] = []any{w.testID, l.userID, 1, "submitted", now.Add(-time.Hour), now.Add(-30 * time.Minute), now.Add(-time.Duration(rng.IntN(1800)) * time.Second),
			"submitted", score, correct, wrong, len(w.questions) - correct - wrong}
	}
	err := d.InTx(ctx, func(tx *db.Tx) error {
		return bulkInsert(ctx, tx, "prelims_attempts", `test_id, user_id, attempt_no, status, started_at, deadline_at, submitted_at,
			finish_reason, score, correct_count, incorrect_count, unattempted_count`, rows)
	})
	if err != nil {
		return err
	}
	var ids []struct {
		ID     int64 `db:"id"`
		UserID int64 `db:"user_id"`
	}
	if err := d.Select(ctx, &ids, "SELECT id, user_id FROM prelims_attempts WHERE test_id = ?", w.testID); err != nil {
		return err
	}
	byUser := make(map[int64]int64, len(ids))
	for _, a := range ids {
		byUser[a.UserID] = a.ID
	}
	for i := range w.learners {
		w.learners[i].attemptID = byUser[w.learners[i].userID]
	}
	return nil
}
