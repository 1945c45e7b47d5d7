package app_test

import (
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// mainsFixture is an open test of the demo's mains series, as the mains tests use it.
type mainsFixture struct {
	test, series, subscription, maxScore int64
}

// openMainsTest finds the demo's mains test whose answer window is open now.
func openMainsTest(t *testing.T, s *apptest.Server) mainsFixture {
	t.Helper()
	now := s.Clock.Now()
	var f mainsFixture
	f.test = idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? AND NOT is_daily ORDER BY id LIMIT 1", now, now)
	f.series = idOf(t, s, "SELECT library_id FROM mains_tests WHERE id = ?", f.test)
	f.maxScore = idOf(t, s, "SELECT maximum_score FROM mains_tests WHERE id = ?", f.test)
	f.subscription = idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	return f
}

// newEvaluator makes an evaluator as staff do (an account, then the role in the console) and
// answers their session and account id.
func newEvaluator(t *testing.T, s *apptest.Server, admin, email string) (string, int64) {
	t.Helper()
	signUp(t, s, email)
	id := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/learners/%d", id), url.Values{"role": {"evaluator"}}, "token", admin); res.Status != 200 {
		t.Fatalf("evaluator role: %d %s", res.Status, res.Body)
	}
	return s.Login(t, email, "learner-pass"), id
}

// answerMarkedTwice is the demo learner's answer to the open mains test of a series whose every
// copy is marked again (second_marking_percent 100, flagged at a 10% difference), with Sameer, the
// demo evaluator, and the admin as the series' evaluators: the start of a second marking.
type answerMarkedTwice struct {
	mainsFixture
	admin, sameer, owner        string // sessions
	adminID, sameerID, uploadID int64
}

// answerToMarkTwice sets such a series up; testChanges, when given, are made to the test first
// (its questions, say) as staff would before learners answer.
func answerToMarkTwice(t *testing.T, s *apptest.Server, testChanges url.Values) answerMarkedTwice {
	t.Helper()
	a := answerMarkedTwice{mainsFixture: openMainsTest(t, s),
		admin: s.Login(t, "admin@aspirant.test", "admin12345"), sameer: s.Login(t, "evaluator@aspirant.test", "evaluator12345"),
		owner: s.Login(t, "demo@aspirant.test", "demo12345")}
	a.adminID = idOf(t, s, "SELECT id FROM users WHERE email = 'admin@aspirant.test'")
	a.sameerID = idOf(t, s, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'")
	if testChanges != nil {
		if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/mains-tests/%d", a.test), testChanges, "token", a.admin); res.Status != 200 {
			t.Fatalf("change the test: %d %s", res.Status, res.Body)
		}
	}
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/libraries/%d", a.series), url.Values{
		"second_marking_percent": {"100"}, "second_marking_threshold_percent": {"10"}}, "token", a.admin); res.Status != 200 {
		t.Fatalf("second marking settings: %d %s", res.Status, res.Body)
	}
	if res := uploadAnswer(t, s, a.owner, a.test, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	a.uploadID = idOf(t, s, "SELECT id FROM mains_answer_uploads")
	if res := s.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", a.series),
		url.Values{"evaluatorIds": {fmt.Sprint(a.sameerID), fmt.Sprint(a.adminID)}}, "token", a.admin); res.Status != 200 {
		t.Fatalf("the series' evaluators: %d %s", res.Status, res.Body)
	}
	return a
}
