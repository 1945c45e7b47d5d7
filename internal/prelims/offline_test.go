package prelims_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// chosenSheet builds an answer list as sheet does, each answer chosen at the given time (the
// app sends when each answer was chosen, on the server's clock).
func (f *fixture) chosenSheet(pattern string, chosenAt time.Time) string {
	var items []map[string]any
	if err := json.Unmarshal([]byte(f.sheet(pattern)), &items); err != nil {
		panic(err)
	}
	for _, item := range items {
		item["chosenAt"] = chosenAt.UTC().Format(time.RFC3339Nano)
	}
	raw, _ := json.Marshal(items)
	return string(raw)
}

// startAttempt starts an attempt and answers its id and deadline.
func (f *fixture) startAttempt(t *testing.T, key string) (string, time.Time) {
	t.Helper()
	res := f.start(t, f.token, key)
	session, _ := body(res)["attempt"].(map[string]any)
	if res.Status != 200 || session == nil {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	deadline, err := time.Parse(time.RFC3339, fmt.Sprint(session["deadline"]))
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprint(session["attemptId"]), deadline
}

func (f *fixture) finishAbandoned(t *testing.T, s *apptest.Server) {
	t.Helper()
	if _, err := s.App.Prelims().FinishAbandoned(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// The defect of issue 39, on a practice attempt: one answer saved online, two chosen offline
// before the deadline, the device back a minute after it, when the server has finished the
// attempt. The two answers count and the attempt is scored again; an answer chosen after the
// deadline (or before the start, or in the future) does not, and the result says so
// (docs/product.md, "The clock").
func TestOfflineAnswersOfAPracticeAttemptCountWhenTheyArrive(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 3)
	if res := f.submit(t, f.token, f.sheet("w"), "first"); res.Status != 200 {
		t.Fatalf("the ranked first attempt: %d %s", res.Status, res.Body)
	}
	attemptID, deadline := f.startAttempt(t, "practice")
	started := s.Clock.Now()
	if res := f.autosave(t, attemptID, f.sheet("c")); res.Status != 200 || body(res)["closed"] != false {
		t.Fatalf("the online save: %d %s", res.Status, res.Body)
	}
	// Offline, the learner answers two more a minute before the deadline; the device comes back
	// a minute after it, and the server has finished the attempt from the one saved answer.
	chosen := deadline.Add(-time.Minute)
	s.Clock.Advance(deadline.Add(time.Minute).Sub(s.Clock.Now()))
	f.finishAbandoned(t, s)
	if got := f.attempted(t).JSON["getAttemptedTest"].([]any)[1].(map[string]any); got["finishReason"] != "time_up" || got["score"] != 2.0 {
		t.Fatalf("the finished practice attempt: %v", got)
	}
	res := f.autosave(t, attemptID, f.chosenSheet(" cc", chosen))
	if res.Status != 200 || body(res)["saved"] != 2.0 || body(res)["notCounted"] != 0.0 || body(res)["closed"] != true {
		t.Fatalf("the offline answers: %d %s", res.Status, res.Body)
	}
	// The same save again (its answer was lost on the way): nothing changes.
	if again := f.autosave(t, attemptID, f.chosenSheet(" cc", chosen)); again.Status != 200 || body(again)["saved"] != 2.0 {
		t.Fatalf("the save again: %d %s", again.Status, again.Body)
	}
	review := f.review(t, s, f.token, attemptID)
	attempt := review["attempt"].(map[string]any)
	if attempt["score"] != 6.0 || attempt["correctAnswers"] != 3.0 || attempt["lateAnswers"] != 0.0 || attempt["finishReason"] != "time_up" {
		t.Fatalf("the re-scored attempt: %v", attempt)
	}
	if receipt := attempt["receipt"].(map[string]any); receipt["answersSha256"] != f.expectedHash("ccc") {
		t.Fatalf("the receipt is not of the answers scored: %v", receipt)
	}
	if row := f.attempted(t).JSON["getAttemptedTest"].([]any)[1].(map[string]any); row["score"] != 6.0 {
		t.Fatalf("the attempts list: %v", row)
	}

	// Choices that were not made while the attempt ran never count, and are counted as late.
	for _, when := range []time.Time{deadline.Add(time.Second), started.Add(-time.Minute), s.Clock.Now().Add(time.Hour)} {
		res := f.autosave(t, attemptID, f.chosenSheet("   c", when))
		if res.Status != 200 || body(res)["saved"] != 0.0 || body(res)["notCounted"] != 1.0 {
			t.Fatalf("an answer chosen at %v: %d %s", when, res.Status, res.Body)
		}
	}
	// An older delivery of a question answered since does not undo the newer choice.
	if res := f.autosave(t, attemptID, f.chosenSheet(" w", chosen.Add(-time.Second))); res.Status != 200 || body(res)["saved"] != 1.0 {
		t.Fatalf("an older delivery: %d %s", res.Status, res.Body)
	}
	// The sheet the app submits once it is back, chosen as the saves were: the result stands,
	// with the one late answer said.
	sheet := f.submit(t, f.token, f.chosenSheet(" cc", chosen), "practice")
	if sheet.Status != 200 || body(sheet)["score"] != 6.0 || body(sheet)["lateAnswers"] != 1.0 {
		t.Fatalf("the sheet after the save: %d %s", sheet.Status, sheet.Body)
	}
	review = f.review(t, s, f.token, attemptID)
	if a := review["attempt"].(map[string]any); a["score"] != 6.0 || a["lateAnswers"] != 1.0 {
		t.Fatalf("the review after the late answer: %v", a)
	}
	// The first, ranked attempt is untouched.
	if row := f.attempted(t).JSON["getAttemptedTest"].([]any)[0].(map[string]any); row["score"] != -0.66 {
		t.Fatalf("the first attempt: %v", row)
	}
}

// A practice attempt the learner submitted: an offline device's answers chosen before the
// submission count when they arrive; one chosen after it does not.
func TestOfflineAnswersOfASubmittedPracticeAttempt(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 30)
	f.submit(t, f.token, f.sheet(""), "first")
	attemptID, _ := f.startAttempt(t, "practice")
	chosen := s.Clock.Now().Add(time.Minute)
	s.Clock.Advance(2 * time.Minute)
	if res := f.submit(t, f.token, f.chosenSheet("c", chosen), "practice"); res.Status != 200 || body(res)["score"] != 2.0 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	res := f.autosave(t, attemptID, f.chosenSheet(" c", chosen.Add(30*time.Second)))
	if res.Status != 200 || body(res)["saved"] != 1.0 || body(res)["closed"] != true {
		t.Fatalf("an answer chosen before the submission on another device: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(time.Minute)
	res = f.autosave(t, attemptID, f.chosenSheet("  c", s.Clock.Now()))
	if res.Status != 200 || body(res)["notCounted"] != 1.0 {
		t.Fatalf("an answer chosen after the submission: %d %s", res.Status, res.Body)
	}
	if a := f.review(t, s, f.token, attemptID)["attempt"].(map[string]any); a["score"] != 4.0 || a["lateAnswers"] != 1.0 {
		t.Fatalf("the review: %v", a)
	}
}

// On a ranked attempt answers chosen by the deadline count when they reach the server within the
// grace; later they are recorded as too late, shown in the result, and never scored.
func TestOfflineAnswersOfARankedAttempt(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 3)
	attemptID, deadline := f.startAttempt(t, "ranked")
	started := body(f.start(t, f.token, "ranked"))["attempt"].(map[string]any)
	if started["ranked"] != true || started["answersDueBy"] != deadline.Add(30*time.Second).Format(time.RFC3339) {
		t.Fatalf("the session does not say until when answers may arrive: %v", started)
	}
	f.autosave(t, attemptID, f.sheet("c"))
	chosen := deadline.Add(-time.Minute)
	// Back online 20 seconds after the deadline: the answers chosen before it count; one the
	// device says it chose after the deadline does not.
	s.Clock.Advance(deadline.Add(20 * time.Second).Sub(s.Clock.Now()))
	res := f.autosave(t, attemptID, f.chosenSheet(" c", chosen))
	if res.Status != 200 || body(res)["saved"] != 1.0 || body(res)["notCounted"] != 0.0 || body(res)["closed"] != true {
		t.Fatalf("an answer in the grace: %d %s", res.Status, res.Body)
	}
	if res := f.autosave(t, attemptID, f.chosenSheet("  c", deadline.Add(time.Second))); body(res)["notCounted"] != 1.0 {
		t.Fatalf("an answer chosen after the deadline: %d %s", res.Status, res.Body)
	}
	sheet := f.submit(t, f.token, f.chosenSheet(" c", chosen), "ranked")
	if sheet.Status != 200 || body(sheet)["score"] != 4.0 || body(sheet)["lateAnswers"] != 1.0 || body(sheet)["finishReason"] != "late" {
		t.Fatalf("the sheet in the grace: %d %s", sheet.Status, sheet.Body)
	}
	// Once submitted, a ranked attempt takes nothing more, even within the grace.
	if res := f.autosave(t, attemptID, f.chosenSheet("   c", chosen)); body(res)["notCounted"] != 1.0 {
		t.Fatalf("an answer after the ranked submission: %d %s", res.Status, res.Body)
	}

	// Another learner is back a minute after the deadline, past the grace: the server finished the
	// attempt on the one saved answer, and the two chosen offline are counted as too late.
	g := newFixture(t, s, 4, 200, 66, 0, 1, 3)
	other, _ := s.NewLearner(t, "Learner G", "prelims-test-series-2027")
	g.token = other
	attemptID, deadline = g.startAttempt(t, "g")
	g.autosave(t, attemptID, g.sheet("c"))
	chosen = deadline.Add(-time.Minute)
	s.Clock.Advance(deadline.Add(time.Minute).Sub(s.Clock.Now()))
	g.finishAbandoned(t, s)
	res = g.autosave(t, attemptID, g.chosenSheet(" cc", chosen))
	if res.Status != 200 || body(res)["saved"] != 0.0 || body(res)["notCounted"] != 2.0 {
		t.Fatalf("answers after the grace: %d %s", res.Status, res.Body)
	}
	// The time-up submit the app sends once back, and its retry, change nothing more.
	for range 2 {
		sheet = g.submit(t, g.token, g.chosenSheet("ccc", chosen), "g")
		if sheet.Status != 200 || body(sheet)["score"] != 2.0 || body(sheet)["lateAnswers"] != 2.0 || body(sheet)["finishReason"] != "time_up" {
			t.Fatalf("the sheet after the grace: %d %s", sheet.Status, sheet.Body)
		}
	}
	review := g.review(t, s, g.token, attemptID)
	a := review["attempt"].(map[string]any)
	if a["score"] != 2.0 || a["correctAnswers"] != 1.0 || a["lateAnswers"] != 2.0 {
		t.Fatalf("the review: %v", a)
	}
	if receipt := a["receipt"].(map[string]any); receipt["answersSha256"] != g.expectedHash("c") {
		t.Fatalf("the receipt is not of the answers scored: %v", receipt)
	}
	for i, q := range review["questions"].([]any) {
		if q := q.(map[string]any); (i == 0) != (q["selectedOption"] != nil) {
			t.Fatalf("question %d of the review: %v", i+1, q)
		}
	}
}
