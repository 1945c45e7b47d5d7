package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"time"

	"aspirant/internal/accounts"
	"aspirant/internal/db"
)

// rescoreMode measures a key correction of a test that many learners have sat: the console's
// own call changes the correct option of the first question, and the server scores every
// submitted attempt again in that one transaction. Afterwards every stored score is checked
// against the sheet it was seeded with, marked by the corrected key.
func rescoreMode(o options, s *server, w *world, d *db.DB) error {
	ctx := context.Background()
	fmt.Printf("seeding %d submitted attempts with their answers ...\n", len(w.learners))
	seedStart := time.Now()
	sheets, err := seedAnsweredAttempts(ctx, d, w)
	if err != nil {
		return fmt.Errorf("seed answers: %w", err)
	}
	if d.Kind == "postgres" {
		if _, err := d.Exec(ctx, "ANALYZE"); err != nil { // as autovacuum would have by the time of a correction
			return err
		}
	}
	admin, err := seedAdmin(ctx, d)
	if err != nil {
		return err
	}
	fmt.Printf("seeded in %s\n\n", time.Since(seedStart).Round(time.Millisecond))

	question, err := adminQuestion(s.base, admin, w.testID, w.questions[0])
	if err != nil {
		return err
	}
	current := int(question["correct"].(float64))
	question["correct"] = current%4 + 1 // the next option is the right one
	w.correct[0] = w.options[0][current%4]

	started := time.Now()
	status, answer, err := sendJSON(http.MethodPut, fmt.Sprintf("%s/api/v1/admin/questions/%d", s.base, w.questions[0]), admin, question)
	took := time.Since(started)
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("key correction: %d %v %v", status, answer, err)
	}
	rescored, _ := answer["rescored"].(map[string]any)
	fmt.Printf("key correction of question 1 with %d submitted attempts: %s (attempts scored again: %v, results changed: %v)\n",
		len(w.learners), took.Round(time.Millisecond), rescored["attempts"], rescored["changed"])

	var stored []struct {
		UserID int64 `db:"user_id"`
		Score  int64 `db:"score"`
	}
	if err := d.Select(ctx, &stored, "SELECT user_id, score FROM prelims_attempts WHERE test_id = ?", w.testID); err != nil {
		return err
	}
	wrong := 0
	for _, a := range stored {
		if w.score(sheets[a.UserID]) != a.Score {
			wrong++
		}
	}
	fmt.Printf("verified: %d attempts, %d scores differ from their sheet marked by the corrected key\n", len(stored), wrong)
	if wrong > 0 || len(stored) != len(w.learners) {
		return fmt.Errorf("%d of %d re-scored attempts are wrong", wrong, len(stored))
	}
	return nil
}

// seedAnsweredAttempts gives every learner a submitted first attempt with an answer sheet: about
// 75 of 100 questions answered, right more often than not, each scored as the server would.
func seedAnsweredAttempts(ctx context.Context, d *db.DB, w *world) (map[int64]map[int64]int64, error) {
	now := time.Now().UTC()
	rng := rand.New(rand.NewPCG(3, 4))
	sheets := make(map[int64]map[int64]int64, len(w.learners))
	attempts := make([][]any, len(w.learners))
	for i, l := range w.learners {
		sheet := map[int64]int64{}
		skill := 0.4 + 0.5*rng.Float64()
		correct, wrong := 0, 0
		for q, id := range w.questions {
			if rng.Float64() > 0.75 {
				continue
			}
			if rng.Float64() < skill {
				sheet[id] = w.correct[q]
				correct++
			} else {
				sheet[id] = w.options[q][(slot(w, q)+1+rng.IntN(3))%4]
				wrong++
			}
		}
		sheets[l.userID] = sheet
		attempts[i] = []any{w.testID, l.userID, 1, "submitted", now.Add(-time.Hour), now.Add(-30 * time.Minute), now.Add(-40 * time.Minute),
			"submitted", w.score(sheet), correct, wrong, len(w.questions) - correct - wrong}
	}
	err := d.InTx(ctx, func(tx *db.Tx) error {
		return bulkInsert(ctx, tx, "prelims_attempts", `test_id, user_id, attempt_no, status, started_at, deadline_at, submitted_at,
			finish_reason, score, correct_count, incorrect_count, unattempted_count`, attempts)
	})
	if err != nil {
		return nil, err
	}
	var ids []struct {
		ID     int64 `db:"id"`
		UserID int64 `db:"user_id"`
	}
	if err := d.Select(ctx, &ids, "SELECT id, user_id FROM prelims_attempts WHERE test_id = ?", w.testID); err != nil {
		return nil, err
	}
	// Answers in transactions of 2,000 attempts: one huge transaction would hold a 10-million-row
	// write in memory on SQLite.
	for start := 0; start < len(ids); start += 2000 {
		var rows [][]any
		for _, a := range ids[start:min(start+2000, len(ids))] {
			for q, option := range sheets[a.UserID] {
				rows = append(rows, []any{a.ID, q, option, false, 10000, now})
			}
		}
		if err := d.InTx(ctx, func(tx *db.Tx) error {
			return bulkInsert(ctx, tx, "prelims_attempt_answers", "attempt_id, question_id, option_id, marked_for_review, time_spent_ms, updated_at", rows)
		}); err != nil {
			return nil, err
		}
	}
	return sheets, nil
}

// slot answers the position of question q's correct option.
func slot(w *world, q int) int {
	for i, o := range w.options[q] {
		if o == w.correct[q] {
			return i
		}
	}
	return 0
}

// seedAdmin adds a staff account with a session and answers its token.
func seedAdmin(ctx context.Context, d *db.DB) (string, error) {
	now := time.Now().UTC()
	token := fmt.Sprintf("load-admin-%016x", rand.Uint64())
	return token, d.InTx(ctx, func(tx *db.Tx) error {
		id, err := tx.InsertID(ctx, `INSERT INTO users (unique_id, name, email, password_hash, role, created_at, updated_at)
			VALUES ('LT-ADMIN', 'Load Admin', 'admin@load.test', 'x', 'admin', ?, ?) RETURNING id`, now, now)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
			id, accounts.HashToken(token), now, now, now.Add(time.Hour))
		return err
	})
}

// adminQuestion reads a question as the console does.
func adminQuestion(base, token string, testID, questionID int64) (map[string]any, error) {
	status, answer, err := sendJSON(http.MethodGet, fmt.Sprintf("%s/api/v1/admin/prelims-tests/%d/questions", base, testID), token, nil)
	if err != nil || status != http.StatusOK {
		return nil, fmt.Errorf("questions: %d %v", status, err)
	}
	for _, item := range answer["items"].([]any) {
		if q := item.(map[string]any); int64(q["id"].(float64)) == questionID {
			return q, nil
		}
	}
	return nil, fmt.Errorf("question %d is not in the console's list", questionID)
}

// sendJSON sends body as JSON (nothing when nil) as the console does.
func sendJSON(method, address, token string, body any) (int, map[string]any, error) {
	var reader io.Reader = http.NoBody
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		reader = bytes.NewReader(raw)
	}
	return send(method, address, token, "application/json", reader)
}
