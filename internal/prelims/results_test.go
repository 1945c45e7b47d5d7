package prelims_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// What a learner sees after (and while) sitting a test: the attempts page with the attempt
// still running, shared ranks, an unknown test's rankings, and the time spent per question.

func (f *fixture) attempted(t *testing.T) apptest.Response {
	t.Helper()
	res := f.s.Call(t, "POST", "/api/v1/modules/tests/attempted", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token)
	if res.Status != 200 {
		t.Fatalf("attempted: %d %s", res.Status, res.Body)
	}
	return res
}

// The attempts page lists the running attempt with its deadline and time left, so the attempts
// counted always match the attempts listed (docs/product.md, "Your attempts").
func TestAttemptedListsTheRunningAttempt(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 30)

	none := f.attempted(t)
	if none.JSON["openAttempt"] != nil || none.JSON["totalAttemptsMadeByUser"] != float64(0) {
		t.Fatalf("before starting: %s", none.Body)
	}

	started := body(f.start(t, f.token, "k1"))["attempt"].(map[string]any)
	s.Clock.Advance(5 * time.Minute)
	res := f.attempted(t)
	open, ok := res.JSON["openAttempt"].(map[string]any)
	if !ok {
		t.Fatalf("the running attempt is not listed: %s", res.Body)
	}
	if open["id"] != started["attemptId"] || open["attempts"] != float64(1) || open["deadline"] != started["deadline"] ||
		open["remainingSeconds"] != float64(25*60) || open["creation_date"] != started["startedAt"] {
		t.Fatalf("open attempt %v, started %v", open, started)
	}
	if serverNow, _ := time.Parse(time.RFC3339Nano, open["serverNow"].(string)); !serverNow.Equal(s.Clock.Now()) {
		t.Errorf("serverNow %v, the server's clock says %v", open["serverNow"], s.Clock.Now())
	}
	if n := len(res.JSON["getAttemptedTest"].([]any)); n != 0 || res.JSON["totalAttemptsMadeByUser"] != float64(1) {
		t.Fatalf("%d finished attempts of %v: want none of 1", n, res.JSON["totalAttemptsMadeByUser"])
	}

	// Past the deadline, before the server finishes it: still open, with no time left.
	s.Clock.Advance(26 * time.Minute)
	if open := f.attempted(t).JSON["openAttempt"].(map[string]any); open["remainingSeconds"] != float64(0) {
		t.Fatalf("after the deadline: %v", open)
	}

	if res := f.submit(t, f.token, f.sheet("cc"), "k1"); res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	done := f.attempted(t)
	if done.JSON["openAttempt"] != nil || len(done.JSON["getAttemptedTest"].([]any)) != 1 || done.JSON["totalAttemptsMadeByUser"] != float64(1) {
		t.Fatalf("after submitting: %s", done.Body)
	}
}

// withTwoRankers is a four-question fixture that two other learners have sat: one with full
// marks (8), one with three right (6).
func withTwoRankers(t *testing.T, s *apptest.Server) *fixture {
	t.Helper()
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	for _, p := range []string{"cccc", "ccc-"} {
		token, _ := s.NewLearner(t, "Ranker", "prelims-test-series-2027")
		if res := f.submit(t, token, f.sheet(p), "first"); res.Status != 200 {
			t.Fatalf("%d %s", res.Status, res.Body)
		}
	}
	return f
}

// Equal scores share a rank, a shared first place included: 1, 1, 3 (docs/product.md, "Rankings").
func TestRankingsShareFirstPlace(t *testing.T) {
	s := apptest.New(t)
	f := withTwoRankers(t, s)
	f.submit(t, f.token, f.sheet("cccc"), "mine")

	res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token)
	var ranks []string
	for _, r := range res.JSON["getUserTestAttempted"].([]any) {
		row := r.(map[string]any)
		ranks = append(ranks, fmt.Sprintf("%v:%v", row["rank"], row["score"]))
	}
	if strings.Join(ranks, " ") != "1:8 1:8 3:6" {
		t.Fatalf("ranks %v: want the two top scores sharing first place", ranks)
	}
	if you := res.JSON["you"].(map[string]any); you["rank"] != float64(1) || you["percentile"] != 100.0 {
		t.Fatalf("you: %v", you)
	}
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", body(f.submit(t, f.token, f.sheet("cccc"), "mine"))["attemptId"]), "token", f.token)
	if a := body(review)["analysis"].(map[string]any); a["rank"] != float64(1) {
		t.Fatalf("the review's rank %v, want the shared first place", a["rank"])
	}
}

// The standing is rebuilt at most every few seconds; a learner who looks at the rankings right
// after submitting sees their row inserted, and everyone who scored less one place further
// down (1, 1, 3, not 1, 1, 2), before the rebuild as after it.
func TestRankingsCountTheCallerBeforeTheStandingIsRebuilt(t *testing.T) {
	s := apptest.New(t)
	f := withTwoRankers(t, s)
	ranks := func() string {
		res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token)
		var out []string
		for _, r := range res.JSON["getUserTestAttempted"].([]any) {
			row := r.(map[string]any)
			out = append(out, fmt.Sprintf("%v:%v", row["rank"], row["score"]))
		}
		return strings.Join(out, " ")
	}
	// The standing is built now, without the demo learner, who then submits full marks.
	if got := ranks(); got != "1:8 2:6" {
		t.Fatalf("before: %s", got)
	}
	f.submit(t, f.token, f.sheet("cccc"), "mine")
	if got := ranks(); got != "1:8 1:8 3:6" {
		t.Fatalf("right after submitting: %s, want the caller counted", got)
	}
}

// An unknown test has no rankings: 404 with the server's message, which the app shows as
// 'No ranking data available'.
func TestRankingsOfAnUnknownTest(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {"987654"}}, "token", token)
	if res.Status != 404 {
		t.Fatalf("rankings of an unknown test: %d %s", res.Status, res.Body)
	}
}

// The review's times per question are what the learner's screen counted, however the attempt
// ended; a late sheet's answers do not count, its times do (docs/product.md, "Time per question").
func TestTimePerQuestionReachesTheReview(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 1, 10)
	attemptID := fmt.Sprint(body(f.start(t, f.token, "k"))["attempt"].(map[string]any)["attemptId"])
	// The first question answered after 4 s; later, its time on screen grows without a new answer.
	autosave := func(answers string) {
		t.Helper()
		if res := s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answers}}, "token", f.token); res.Status != 200 {
			t.Fatalf("autosave: %d %s", res.Status, res.Body)
		}
	}
	autosave(fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 4000}]`, f.questions[0], f.correct[0]))
	autosave(fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 9000}, {"questionId": %d, "selectedOption": null, "timeSpentMs": 6000}]`,
		f.questions[0], f.correct[0], f.questions[1]))

	// The sheet arrives long after the deadline: scored on what was saved, timed as the screen counted.
	s.Clock.Advance(15 * time.Minute)
	sheet := fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 12000}, {"questionId": %d, "selectedOption": %d, "timeSpentMs": 8000},
		{"questionId": %d, "selectedOption": null, "timeSpentMs": 5000}]`, f.questions[0], f.correct[0], f.questions[1], f.correct[1], f.questions[2])
	res := f.submit(t, f.token, sheet, "k")
	if res.Status != 200 || body(res)["finishReason"] != "late" || body(res)["score"] != 2.0 {
		t.Fatalf("late submit: %d %s", res.Status, res.Body)
	}
	review := body(s.Get(t, "/api/v1/modules/tests/attempts/"+attemptID+"/review", "token", f.token))
	var times []string
	for _, q := range review["questions"].([]any) {
		question := q.(map[string]any)
		times = append(times, fmt.Sprintf("%v/%v", question["timeSpentMs"], question["outcome"]))
	}
	if strings.Join(times, " ") != "12000/correct 8000/unattempted 5000/unattempted" {
		t.Fatalf("review times %v", times)
	}
	if total := review["analysis"].(map[string]any)["timeSpentMs"]; total != float64(25000) {
		t.Fatalf("time spent in all %v, want the sum of the questions' 25000", total)
	}
}
