package app_test

import (
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// gauge reads one unlabelled gauge from the server's /metrics.
func gauge(t *testing.T, s *apptest.Server, name string) int {
	t.Helper()
	rec := httptest.NewRecorder()
	s.App.Metrics.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	m := regexp.MustCompile(`(?m)^` + name + ` (\d+)$`).FindStringSubmatch(rec.Body.String())
	if m == nil {
		t.Fatalf("%s is not in /metrics:\n%s", name, rec.Body.String())
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// The evaluation backlog an operator's alert watches is the console's own: the answers its
// pending list shows, and of them those its late list shows, as learners upload and time passes.
func TestTheEvaluationBacklogIsWhatTheConsoleLists(t *testing.T) {
	s := apptest.New(t)
	consoleCount := func(status string) int {
		admin := s.Login(t, "admin@aspirant.test", "admin12345")
		return len(s.Get(t, "/api/v1/admin/mains/answers?status="+status, "token", admin).JSON["responseResult"].([]any))
	}
	check := func(when string) (waiting, late int) {
		t.Helper()
		waiting, late = gauge(t, s, "aspirant_mains_answers_waiting"), gauge(t, s, "aspirant_mains_answers_late")
		if pending, overdue := consoleCount("pending"), consoleCount("late"); waiting != pending || late != overdue {
			t.Errorf("%s: the gauges say %d waiting, %d late; the console lists %d and %d", when, waiting, late, pending, overdue)
		}
		return waiting, late
	}
	before, _ := check("the demo")

	f := openMainsTest(t, s)
	learner, _ := s.NewLearner(t, "Ishita Rao", "mains-test-series-2026")
	if res := uploadAnswer(t, s, learner, f.test, "answers.pdf", pdfBytes("answers")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	if waiting, _ := check("after an upload"); waiting != before+1 {
		t.Errorf("an upload: %d waiting, want %d", waiting, before+1)
	}
	s.Clock.Advance(30 * 24 * time.Hour) // past every promise
	if waiting, late := check("a month later"); late != waiting || late == 0 {
		t.Errorf("a month later: %d late of %d waiting", late, waiting)
	}
}
