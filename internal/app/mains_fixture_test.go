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
