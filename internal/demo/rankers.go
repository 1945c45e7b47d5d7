package demo

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	mrand "math/rand/v2"
	"strings"
	"time"

	"aspirant/internal/accounts"
)

// rankerNames are the demo's other learners, so that a test's rankings and analysis look like a
// real all-India mock rather than a list of one.
var rankerNames = []string{
	"Aditi Rao", "Vikram Singh", "Sneha Iyer", "Rahul Mishra", "Pooja Nair", "Aman Gupta", "Kavya Reddy", "Siddharth Jain",
	"Neha Kulkarni", "Arjun Pillai", "Ritika Sharma", "Manish Yadav", "Divya Menon", "Harsh Vardhan", "Ishaan Bose",
	"Tanvi Deshpande", "Kunal Mehta", "Shreya Ghosh", "Abhishek Tiwari", "Nandini Rao", "Rohan Das", "Priya Saxena",
	"Saurabh Pandey", "Anjali Verma", "Varun Chauhan", "Meghna Joshi", "Deepak Rawat", "Simran Kaur", "Gaurav Dubey",
	"Lakshmi Narayanan", "Farhan Ali", "Ruchi Agarwal", "Nikhil Patil", "Swati Bhatt", "Yash Malhotra", "Ira Sen",
	"Karthik Subramanian", "Bhavna Thakur", "Mohit Chaudhary", "Zoya Siddiqui",
}

func randomPassword() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// rankers creates the demo's other learners and gives each a submitted, ranked first attempt at
// every demo prelims test, with its answers, so that the rankings and "How others did" look like
// a real mock's: stronger learners get more right, some questions are easier than others, each
// question has one wrong option that pulls more than the rest, and one question in ten is
// ambiguous (strong learners do no better on it, so its discrimination is low).
func (w *writer) rankers(store *accounts.Store, hash string) error {
	var tests []struct {
		ID          int64 `db:"id"`
		Duration    int   `db:"duration_minutes"`
		Correct     int64 `db:"marks_correct"`
		Incorrect   int64 `db:"marks_incorrect"`
		Unattempted int64 `db:"marks_unattempted"`
		// A live test's window (docs/product.md, "Live tests"): its attempts were sat in it, and
		// one whose window has not closed yet has none.
		OpensAt  *time.Time `db:"opens_at"`
		ClosesAt *time.Time `db:"closes_at"`
	}
	var options []struct {
		TestID     int64 `db:"test_id"`
		QuestionID int64 `db:"question_id"`
		OptionID   int64 `db:"option_id"`
		IsCorrect  bool  `db:"is_correct"`
	}
	if w.err == nil {
		w.err = w.tx.Select(w.ctx, &tests, `SELECT id, duration_minutes, marks_correct, marks_incorrect, marks_unattempted,
			opens_at, closes_at FROM prelims_tests ORDER BY id`)
	}
	if w.err == nil {
		w.err = w.tx.Select(w.ctx, &options, `SELECT q.test_id, q.id AS question_id, o.id AS option_id, o.is_correct
			FROM prelims_questions q JOIN prelims_options o ON o.question_id = q.id ORDER BY q.test_id, q.position, q.id, o.position, o.id`)
	}
	if w.err != nil {
		return w.err
	}
	rng := mrand.New(mrand.NewPCG(2027, 1))
	papers := map[int64][]*rankerQuestion{}
	for _, o := range options {
		paper := papers[o.TestID]
		if len(paper) == 0 || paper[len(paper)-1].id != o.QuestionID {
			paper = append(paper, &rankerQuestion{id: o.QuestionID, easiness: 0.3*rng.Float64() - 0.15, ambiguous: rng.IntN(10) == 0})
			papers[o.TestID] = paper
		}
		q := paper[len(paper)-1]
		if o.IsCorrect {
			q.key = o.OptionID
		} else {
			q.wrong = append(q.wrong, o.OptionID)
		}
	}
	for i, name := range rankerNames {
		u := &accounts.User{Name: name, Email: fmt.Sprintf("learner%02d@aspirant.test", i+1), PasswordHash: hash,
			Role: accounts.RoleStudent, TargetYear: ExamYear}
		if err := store.CreateUser(w.ctx, u, w.now); err != nil {
			return err
		}
		skill := 0.35 + 0.55*rng.Float64() // how often this learner is right when they answer
		for _, t := range tests {
			paper := papers[t.ID]
			if len(paper) == 0 || rng.IntN(10) == 0 { // not everyone sits every test
				continue
			}
			if t.ClosesAt != nil && !t.ClosesAt.Before(w.now) { // a window still to come, or still open
				continue
			}
			attemptRate := 0.6 + 0.4*rng.Float64()
			started := w.now.Add(-time.Duration(24+rng.IntN(72)) * time.Hour)
			submitted := started.Add(time.Duration(t.Duration*60-rng.IntN(t.Duration*30)) * time.Second)
			deadline := started.Add(time.Duration(t.Duration) * time.Minute)
			if t.OpensAt != nil && t.ClosesAt != nil { // started in the window's first 20 minutes, over by its close
				started = t.OpensAt.Add(time.Duration(rng.IntN(20*60)) * time.Second)
				deadline = earlier(started.Add(time.Duration(t.Duration)*time.Minute), *t.ClosesAt)
				submitted = earlier(started.Add(time.Duration(t.Duration*60-rng.IntN(t.Duration*30))*time.Second), deadline)
			}
			correct, incorrect := 0, 0
			var answers [][2]int64 // question, option
			for _, q := range paper {
				if rng.Float64() >= attemptRate {
					continue
				}
				right := skill + q.easiness
				if q.ambiguous {
					right = 0.5
				}
				chosen := q.key
				if rng.Float64() < right || len(q.wrong) == 0 {
					correct++
				} else {
					incorrect++
					chosen = q.lure(rng)
				}
				answers = append(answers, [2]int64{q.id, chosen})
			}
			unattempted := len(paper) - correct - incorrect
			score := int64(correct)*t.Correct - int64(incorrect)*t.Incorrect - int64(unattempted)*t.Unattempted
			attemptID := w.insert(`INSERT INTO prelims_attempts (test_id, user_id, attempt_no, status, started_at, deadline_at, submitted_at,
					finish_reason, score, correct_count, incorrect_count, unattempted_count, ranked)
				VALUES (?, ?, 1, 'submitted', ?, ?, ?, 'submitted', ?, ?, ?, ?, TRUE) RETURNING id`,
				t.ID, u.ID, started, deadline, submitted, score, correct, incorrect, unattempted)
			if len(answers) == 0 {
				continue
			}
			args := make([]any, 0, 5*len(answers))
			for _, a := range answers {
				args = append(args, attemptID, a[0], a[1], (20+rng.IntN(100))*1000, submitted)
			}
			w.exec(`INSERT INTO prelims_attempt_answers (attempt_id, question_id, option_id, time_spent_ms, updated_at) VALUES `+
				strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?), ", len(answers)), ", "), args...)
		}
	}
	return w.err
}

// rankerQuestion is a demo question as the other learners answer it.
type rankerQuestion struct {
	id, key   int64
	wrong     []int64
	easiness  float64 // added to a learner's chance of being right
	ambiguous bool    // everyone's chance is even
}

// lure picks a wrong option: the first wrong one three times as often as each other.
func (q *rankerQuestion) lure(rng *mrand.Rand) int64 {
	pick := rng.IntN(len(q.wrong) + 2)
	if pick < 3 {
		return q.wrong[0]
	}
	return q.wrong[pick-2]
}

// earlier answers the earlier of two times.
func earlier(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}
