package demo

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"math"
	mrand "math/rand/v2"
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

// rankers creates the demo's other learners and gives each a submitted first attempt at every
// demo prelims test, with scores spread as a real mock's are.
func (w *writer) rankers(store *accounts.Store, hash string) error {
	var tests []struct {
		ID          int64 `db:"id"`
		Duration    int   `db:"duration_minutes"`
		Correct     int64 `db:"marks_correct"`
		Incorrect   int64 `db:"marks_incorrect"`
		Unattempted int64 `db:"marks_unattempted"`
		Questions   int   `db:"questions"`
	}
	if w.err == nil {
		w.err = w.tx.Select(w.ctx, &tests, `SELECT t.id, t.duration_minutes, t.marks_correct, t.marks_incorrect, t.marks_unattempted,
			(SELECT COUNT(*) FROM prelims_questions q WHERE q.test_id = t.id) AS questions FROM prelims_tests t`)
	}
	if w.err != nil {
		return w.err
	}
	rng := mrand.New(mrand.NewPCG(2027, 1))
	for i, name := range rankerNames {
		u := &accounts.User{Name: name, Email: fmt.Sprintf("learner%02d@aspirant.test", i+1), PasswordHash: hash,
			Role: accounts.RoleStudent, TargetYear: "2027"}
		if err := store.CreateUser(w.ctx, u, w.now); err != nil {
			return err
		}
		skill := 0.35 + 0.55*rng.Float64() // how often this learner is right when they answer
		for _, t := range tests {
			if t.Questions == 0 || rng.IntN(10) == 0 { // not everyone sits every test
				continue
			}
			attempted := int(math.Round(float64(t.Questions) * (0.6 + 0.4*rng.Float64())))
			correct := 0
			for q := 0; q < attempted; q++ {
				if rng.Float64() < skill {
					correct++
				}
			}
			incorrect, unattempted := attempted-correct, t.Questions-attempted
			score := int64(correct)*t.Correct - int64(incorrect)*t.Incorrect - int64(unattempted)*t.Unattempted
			started := w.now.Add(-time.Duration(24+rng.IntN(72)) * time.Hour)
			submitted := started.Add(time.Duration(t.Duration*60-rng.IntN(t.Duration*30)) * time.Second)
			w.exec(`INSERT INTO prelims_attempts (test_id, user_id, attempt_no, status, started_at, deadline_at, submitted_at,
					finish_reason, score, correct_count, incorrect_count, unattempted_count)
				VALUES (?, ?, 1, 'submitted', ?, ?, ?, 'submitted', ?, ?, ?, ?)`,
				t.ID, u.ID, started, started.Add(time.Duration(t.Duration)*time.Minute), submitted, score, correct, incorrect, unattempted)
		}
	}
	return w.err
}
