package prelims_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

func (f *fixture) challenge(t *testing.T, token string, question int, reason string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/tests/questions/%d/challenge", f.questions[question]),
		url.Values{"reason": {reason}}, "token", token)
}

func (f *fixture) decide(t *testing.T, admin string, question int, form url.Values) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/questions/%d/challenges/decide", f.questions[question]), form, "token", admin)
}

func scoreOf(t *testing.T, f *fixture, token string, attemptID any) (float64, map[string]any) {
	t.Helper()
	res := f.s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attemptID), "token", token)
	if res.Status != 200 {
		t.Fatalf("review: %d %s", res.Status, res.Body)
	}
	b := body(res)
	return b["attempt"].(map[string]any)["score"].(float64), b
}

func TestAnAcceptedKeyChallengeRescoresAndReranks(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	opens, closes := s.Clock.Now().Add(-10*time.Minute), s.Clock.Now().Add(80*time.Minute)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	// Two learners sit the live test: the demo learner chose the fourth option of question 2,
	// which the key says is wrong; the other learner chose the key.
	mine := f.submit(t, f.token, f.sheet("cw--"), "mine")
	other, _ := s.NewLearner(t, "Other Learner", "prelims-test-series-2027")
	theirs := f.submit(t, other, f.sheet("ccc-"), "theirs")
	if mine.Status != 200 || theirs.Status != 200 || body(mine)["score"] != nil || body(theirs)["score"] != nil { // held in the window
		t.Fatalf("submit: %d %s / %d %s", mine.Status, mine.Body, theirs.Status, theirs.Body)
	}
	reason := "Option D is right: the Constitution (42nd Amendment) Act added it in 1976."

	// No challenges while others are still sitting it.
	if res := f.challenge(t, f.token, 1, reason); res.Status != 409 ||
		res.Message() != "Challenges open when the test closes at "+indiatime.Format(closes.Add(30*time.Second))+"." { // with the grace
		t.Fatalf("a challenge while the window is open: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(81 * time.Minute)

	// Only those who sat it may challenge, with a reason worth reading.
	stranger, _ := s.NewLearner(t, "Did Not Sit", "prelims-test-series-2027")
	if res := f.challenge(t, stranger, 1, reason); res.Status != 403 {
		t.Fatalf("a learner who did not sit it: %d %s", res.Status, res.Body)
	}
	if res := f.challenge(t, f.token, 1, "wrong"); res.Status != 400 || res.FieldError("reason") == "" {
		t.Fatalf("a short reason: %d %s", res.Status, res.Body)
	}
	if res := f.challenge(t, f.token, 1, "Option D is right."); res.Status != 201 {
		t.Fatalf("challenge: %d %s", res.Status, res.Body)
	}
	if res := f.challenge(t, f.token, 1, reason); res.Status != 200 || body(res)["challenge"].(map[string]any)["reason"] != reason {
		t.Fatalf("a second challenge rewrites the first: %d %s", res.Status, res.Body)
	}
	if res := f.challenge(t, other, 1, "I chose B but D looks right to me as well."); res.Status != 201 {
		t.Fatalf("the other learner's challenge: %d %s", res.Status, res.Body)
	}
	_, review := scoreOf(t, f, f.token, body(mine)["attemptId"])
	period := review["challenges"].(map[string]any)
	q2 := review["questions"].([]any)[1].(map[string]any)
	if period["open"] != true || period["closesAt"] != closes.Add(30*time.Second).AddDate(0, 0, 3).UTC().Format(time.RFC3339) ||
		q2["challenge"].(map[string]any)["status"] != "open" {
		t.Fatalf("review: period %v, question 2 %v", period, q2["challenge"])
	}

	// Staff see the challenges per question; learners may not.
	if res := s.Get(t, "/api/v1/admin/key-challenges", "token", f.token); res.Status != 403 {
		t.Fatalf("a learner reads the challenges: %d", res.Status)
	}
	list := s.Get(t, "/api/v1/admin/key-challenges", "token", admin)
	items, _ := list.JSON["items"].([]any)
	if list.Status != 200 || len(items) != 1 {
		t.Fatalf("challenges: %d %s", list.Status, list.Body)
	}
	item := items[0].(map[string]any)
	if item["number"] != float64(2) || item["counts"].(map[string]any)["open"] != float64(2) || len(item["challenges"].([]any)) != 2 {
		t.Fatalf("challenged question: %v", item)
	}

	// A decision needs a reply, and an accepted one a new key or a drop.
	if res := f.decide(t, admin, 1, url.Values{"decision": {"accept"}, "correctOption": {fmt.Sprint(f.options[1][3])}}); res.Status != 400 ||
		res.FieldError("reply") == "" {
		t.Fatalf("no reply: %d %s", res.Status, res.Body)
	}
	if res := f.decide(t, admin, 1, url.Values{"decision": {"accept"}, "reply": {"Right."}, "correctOption": {fmt.Sprint(f.options[0][0])}}); res.Status != 400 {
		t.Fatalf("an option of another question: %d %s", res.Status, res.Body)
	}
	reply := "Accepted: the 42nd Amendment added these words, so D is the key."
	res := f.decide(t, admin, 1, url.Values{"decision": {"accept"}, "reply": {reply}, "correctOption": {fmt.Sprint(f.options[1][3])}})
	if res.Status != 200 || res.JSON["rescored"] != float64(2) || res.JSON["changed"] != float64(2) {
		t.Fatalf("accept: %d %s", res.Status, res.Body)
	}
	if res := f.decide(t, admin, 1, url.Values{"decision": {"reject"}, "reply": {"No."}}); res.Status != 409 {
		t.Fatalf("deciding twice: %d %s", res.Status, res.Body)
	}
	// One challenge per learner and question: decided, it is not made again (a report may be).
	if res := f.challenge(t, f.token, 1, reason); res.Status != 409 ||
		res.Message() != "Your challenge of this question has been decided already." {
		t.Fatalf("a challenge after the decision: %d %s", res.Status, res.Body)
	}

	// Scores and ranks change at once for everyone, with a notice.
	score, review := scoreOf(t, f, f.token, body(mine)["attemptId"])
	if score != 4.0 {
		t.Fatalf("the demo learner's score after the new key: %v, want 4", score)
	}
	q2 = review["questions"].([]any)[1].(map[string]any)
	changes := review["keyChanges"].([]any)
	if q2["outcome"] != "correct" || q2["challenge"].(map[string]any)["status"] != "accepted" ||
		q2["challenge"].(map[string]any)["reply"] != reply || len(changes) != 1 ||
		changes[0].(map[string]any)["kind"] != "key_changed" || changes[0].(map[string]any)["number"] != float64(2) {
		t.Fatalf("review after the decision: %v / %v", q2, changes)
	}
	if theirs, _ := scoreOf(t, f, other, body(theirs)["attemptId"]); theirs != 3.34 {
		t.Fatalf("the other learner's score: %v, want 3.34 (2 right, 1 wrong)", theirs)
	}
	s.Clock.Advance(11 * time.Second) // past the rankings' refresh
	ranks := f.rankings(t, f.token)
	if ranks.Status != 200 || ranks.JSON["you"].(map[string]any)["rank"] != float64(1) || ranks.JSON["highestScore"] != 4.0 {
		t.Fatalf("rankings after the new key: %d %s", ranks.Status, ranks.Body)
	}
	var subscription int64
	if err := s.DB.Get(context.Background(), &subscription, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	library := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", subscription), "token", f.token)
	found := false
	for _, item := range library.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); test["slug"] == f.slug {
			found = test["keyChangedAt"] != nil
		}
	}
	if !found {
		t.Fatalf("the library card has no key change notice: %s", library.Body)
	}

	// A dropped question gives everyone its marks.
	if res := f.challenge(t, other, 2, "Both B and C are right: the question is ambiguous."); res.Status != 201 {
		t.Fatalf("challenge question 3: %d %s", res.Status, res.Body)
	}
	if res := f.decide(t, admin, 2, url.Values{"decision": {"accept"}, "drop": {"true"}, "reply": {"Dropped: two options are right."}}); res.Status != 200 {
		t.Fatalf("drop: %d %s", res.Status, res.Body)
	}
	score, review = scoreOf(t, f, f.token, body(mine)["attemptId"])
	q3 := review["questions"].([]any)[2].(map[string]any)
	if score != 6.0 || q3["outcome"] != "dropped" || q3["dropped"] != true || len(review["keyChanges"].([]any)) != 2 {
		t.Fatalf("after dropping question 3: score %v, %v, %v", score, q3, review["keyChanges"])
	}
	if theirs, _ := scoreOf(t, f, other, body(theirs)["attemptId"]); theirs != 3.34 {
		t.Fatalf("a learner who had the dropped question right keeps the score: %v", theirs)
	}

	// Rejections close the question's challenges with the reply and change nothing.
	if res := f.challenge(t, f.token, 0, "I think option A is also arguably right here."); res.Status != 201 {
		t.Fatalf("challenge question 1: %d %s", res.Status, res.Body)
	}
	if res := f.decide(t, admin, 0, url.Values{"decision": {"reject"}, "reply": {"B is the key: see the explanation."}}); res.Status != 200 {
		t.Fatalf("reject: %d %s", res.Status, res.Body)
	}
	if score, _ := scoreOf(t, f, f.token, body(mine)["attemptId"]); score != 6.0 {
		t.Fatalf("a rejection changed the score: %v", score)
	}

	// After the period, no more challenges.
	s.Clock.Advance(3 * 24 * time.Hour)
	if res := f.challenge(t, f.token, 3, reason); res.Status != 409 || !strings.Contains(res.Message(), "The challenge period of this test ended at") {
		t.Fatalf("after the period: %d %s", res.Status, res.Body)
	}
}
