package prelims_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

func TestCSATQualifiesAndNarrowsTheGSRankings(t *testing.T) {
	s := apptest.New(t)
	gs := newFixture(t, s, 4, 200, 66, 0, 1, 60)   // 8 marks
	csat := newFixture(t, s, 3, 200, 66, 0, 1, 60) // 6 marks: 33% qualifies at 1.98
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	pair := func(gsID, csatID int64) apptest.Response {
		return s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", gsID), url.Values{"csat_test_id": {fmt.Sprint(csatID)}}, "token", admin)
	}
	if res := pair(gs.testID, gs.testID); res.Status != 400 || res.FieldError("csat_test_id") == "" {
		t.Fatalf("a paper paired with itself: %d %s", res.Status, res.Body)
	}
	if res := pair(gs.testID, csat.testID); res.Status != 200 {
		t.Fatalf("pair: %d %s", res.Status, res.Body)
	}

	// One learner qualifies, one does not, and the demo learner skips CSAT.
	qualifier, _ := s.NewLearner(t, "Qualifier", "prelims-test-series-2027")
	failer, _ := s.NewLearner(t, "Below The Line", "prelims-test-series-2027")
	must := func(res apptest.Response) map[string]any {
		t.Helper()
		if res.Status != 200 {
			t.Fatalf("submit: %d %s", res.Status, res.Body)
		}
		return body(res)
	}
	qGS := must(gs.submit(t, qualifier, gs.sheet("cccc"), "q-gs"))
	qCSAT := must(csat.submit(t, qualifier, csat.sheet("ccc"), "q-csat"))
	fGS := must(gs.submit(t, failer, gs.sheet("ccc-"), "f-gs"))
	must(csat.submit(t, failer, csat.sheet("w--"), "f-csat"))
	dGS := must(gs.submit(t, gs.token, gs.sheet("cc--"), "d-gs"))

	analysis := func(f *fixture, token string, attempt map[string]any) map[string]any {
		res := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attempt["attemptId"]), "token", token)
		if res.Status != 200 {
			t.Fatalf("review: %d %s", res.Status, res.Body)
		}
		return body(res)["analysis"].(map[string]any)
	}
	for _, c := range []struct {
		token   string
		attempt map[string]any
		status  string
		score   any
	}{{qualifier, qGS, "qualified", 6.0}, {failer, fGS, "not_qualified", -0.66}, {gs.token, dGS, "not_taken", nil}} {
		got := analysis(gs, c.token, c.attempt)["csat"].(map[string]any)
		if got["status"] != c.status || got["score"] != c.score || got["qualifyingScore"] != 1.98 || got["testId"] != float64(csat.testID) {
			t.Fatalf("GS analysis' CSAT: %v, want %s with %v", got, c.status, c.score)
		}
	}
	if q := analysis(csat, qualifier, qCSAT)["qualifying"].(map[string]any); q["qualified"] != true || q["qualifyingScore"] != 1.98 {
		t.Fatalf("the CSAT paper's own verdict: %v", q)
	}

	// The GS rankings, of everyone and of those who qualified.
	rankings := func(token string, qualified bool) apptest.Response {
		form := url.Values{"test_id": {fmt.Sprint(gs.testID)}}
		if qualified {
			form.Set("qualified", "1")
		}
		return s.Call(t, "POST", "/api/v1/modules/tests/showRankings", form, "token", token)
	}
	all := rankings(gs.token, false)
	if all.Status != 200 || all.JSON["totalParticipants"] != float64(3) || all.JSON["csat"].(map[string]any)["qualifiedOnly"] != false {
		t.Fatalf("GS rankings: %d %s", all.Status, all.Body)
	}
	only := rankings(gs.token, true)
	rows := only.JSON["getUserTestAttempted"].([]any)
	if only.Status != 200 || only.JSON["totalParticipants"] != float64(1) || len(rows) != 1 || only.JSON["you"] != nil ||
		rows[0].(map[string]any)["score"] != 8.0 || only.JSON["csat"].(map[string]any)["qualifiedOnly"] != true {
		t.Fatalf("GS rankings of those who qualified: %d %s", only.Status, only.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(csat.testID)}, "qualified": {"1"}},
		"token", gs.token); res.Status != 400 {
		t.Fatalf("qualified rankings of a paper without CSAT: %d %s", res.Status, res.Body)
	}

	// While the CSAT paper's own live key is held, its verdicts are too: they tell scores.
	now := s.Clock.Now()
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", csat.testID), url.Values{
		"opens_at": {now.Add(-time.Minute).Format(time.RFC3339)}, "closes_at": {now.Add(2 * time.Hour).Format(time.RFC3339)},
		"confirm": {"1"}}, "token", admin); res.Status != 200 {
		t.Fatalf("a window on the CSAT paper: %d %s", res.Status, res.Body)
	}
	if got := analysis(gs, qualifier, qGS)["csat"]; got != nil {
		t.Fatalf("the GS analysis' CSAT while the CSAT key is held: %v", got)
	}
	if res := rankings(gs.token, true); res.Status != 409 {
		t.Fatalf("GS rankings of those who qualified while the CSAT key is held: %d %s", res.Status, res.Body)
	}
	if res := rankings(admin, true); res.Status != 200 {
		t.Fatalf("an admin's GS rankings of those who qualified: %d %s", res.Status, res.Body)
	}
}
