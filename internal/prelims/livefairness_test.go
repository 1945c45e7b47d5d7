package prelims_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// The attack of issue 38: a second account reads the key just after a live test's close and a
// fresh learner, whose deadline is the close, submits it within the submission grace. The key
// opens only once the grace is over, and a sheet in the grace carries only what was saved by
// the deadline (docs/product.md, "Live tests" and "The clock").
func TestNoKeyReachesARankedSheetInTheGrace(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	opens, closes := s.Clock.Now().Add(-10*time.Minute), s.Clock.Now().Add(50*time.Minute)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	// Learner A sits it in the window.
	a := f.token
	submitted := f.submit(t, a, f.sheet("cw--"), "a")
	if submitted.Status != 200 {
		t.Fatalf("A submits: %d %s", submitted.Status, submitted.Body)
	}
	// Learner B starts ten minutes before the close (a deadline at the close) and saves one answer.
	s.Clock.Advance(40 * time.Minute)
	b, _ := s.NewLearner(t, "Learner B", "prelims-test-series-2027")
	started := f.start(t, b, "b")
	session, _ := body(started)["attempt"].(map[string]any)
	if started.Status != 200 || session["deadline"] != closes.UTC().Format(time.RFC3339) {
		t.Fatalf("B starts: %d %s", started.Status, started.Body)
	}
	attemptB := fmt.Sprint(session["attemptId"])
	if res := s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptB}, "answers": {f.sheet("c")}},
		"token", b); res.Status != 200 {
		t.Fatalf("B saves: %d %s", res.Status, res.Body)
	}

	// Two seconds after the close A asks for the key: it is still held, everywhere.
	s.Clock.Advance(10*time.Minute + 2*time.Second)
	held := f.review(t, s, a, body(submitted)["attemptId"])
	if held["keysReleaseAt"] != closes.Add(30*time.Second).UTC().Format(time.RFC3339) {
		t.Fatalf("keysReleaseAt %v", held["keysReleaseAt"])
	}
	if score := held["attempt"].(map[string]any)["score"]; score != nil {
		t.Fatalf("A's score in the grace: %v", score)
	}
	for _, q := range held["questions"].([]any) {
		if q := q.(map[string]any); q["correctOption"] != nil || q["explanation"] != "" || q["stats"] != nil {
			t.Fatalf("the key leaks in the grace: %v", q)
		}
	}
	if res := f.rankings(t, a); res.Status != 409 {
		t.Fatalf("rankings in the grace: %d %s", res.Status, res.Body)
	}

	// B autosaves and submits a full correct sheet within the grace, without saying when its
	// answers were chosen: only the answer saved by the deadline counts, and the three others
	// are recorded as too late.
	if res := s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptB}, "answers": {f.sheet("cccc")}},
		"token", b); res.Status != 200 || body(res)["notCounted"] != 3.0 || body(res)["closed"] != true {
		t.Fatalf("B's autosave after the deadline: %d %s", res.Status, res.Body)
	}
	sheet := f.submit(t, b, f.sheet("cccc"), "b")
	if sheet.Status != 200 || body(sheet)["finishReason"] != "late" || body(sheet)["lateAnswers"] != 3.0 ||
		sheet.Message() != "Time was up: some answers reached us too late and were not counted. Your result says how many." {
		t.Fatalf("B submits in the grace: %d %s", sheet.Status, sheet.Body)
	}

	// Once the grace is over the key opens, and B ranks on the one answer saved in time.
	s.Clock.Advance(30 * time.Second)
	open := f.review(t, s, a, body(submitted)["attemptId"])
	if open["keysReleaseAt"] != nil || open["questions"].([]any)[0].(map[string]any)["correctOption"] == nil {
		t.Fatalf("the key after the grace: %v", open["keysReleaseAt"])
	}
	ranks := f.rankings(t, a)
	if ranks.Status != 200 {
		t.Fatalf("rankings after the grace: %d %s", ranks.Status, ranks.Body)
	}
	if top := ranks.JSON["getUserTestAttempted"].([]any)[0].(map[string]any); top["score"] != 2.0 {
		t.Fatalf("the top of the rankings: %v (want B's one saved answer, 2 marks)", top)
	}
}
