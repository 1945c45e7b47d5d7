package demo_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

// libraryTests answers the demo learner's prelims series, by slug.
func libraryTests(t *testing.T, s *apptest.Server, token string) map[string]map[string]any {
	t.Helper()
	series := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027", "token", token)
	id := series.JSON["responseResult"].(map[string]any)["id"]
	listed := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%v", id), "token", token)
	tests := map[string]map[string]any{}
	for _, item := range listed.JSON["responseResult"].([]any) {
		test := item.(map[string]any)
		tests[test["slug"].(string)] = test
	}
	return tests
}

// The demo learner's series has an all-India mock to wait for (tomorrow, 10:00 to 12:30 India
// time, on the schedule) and one whose window closed yesterday, ranked, with its challenge period
// open (docs/product.md, "Live tests", "Key challenges").
func TestTheDemoHasLiveMocks(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	tests := libraryTests(t, s, token)
	upcoming, closed := tests["pts-2027-aim-02-gs"], tests["pts-2027-aim-01-gs"]
	if upcoming == nil || closed == nil {
		t.Fatalf("the series lacks its live mocks: %v", tests)
	}
	y, m, d := s.Clock.Now().In(indiatime.Zone).Date()
	tomorrow := time.Date(y, m, d+1, 10, 0, 0, 0, indiatime.Zone)
	if upcoming["window"] != "upcoming" || upcoming["opens_at"] != tomorrow.UTC().Format(time.RFC3339) ||
		upcoming["closes_at"] != tomorrow.Add(150*time.Minute).UTC().Format(time.RFC3339) {
		t.Fatalf("the upcoming mock: %v %v %v", upcoming["window"], upcoming["opens_at"], upcoming["closes_at"])
	}
	if closed["window"] != "closed" {
		t.Fatalf("yesterday's mock: %v", closed["window"])
	}
	schedule := s.Get(t, "/api/v1/modules/tests/schedule", "token", token)
	found := false
	for _, item := range schedule.JSON["body"].(map[string]any)["data"].([]any) {
		found = found || item.(map[string]any)["slug"] == "pts-2027-aim-02-gs"
	}
	if !found {
		t.Fatalf("the upcoming mock is not on the schedule: %s", schedule.Body)
	}

	// Yesterday's mock is ranked; nobody has sat tomorrow's.
	rankings := func(test map[string]any) apptest.Response {
		return s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(test["id"])}}, "token", token)
	}
	if res := rankings(closed); res.Status != 200 || res.JSON["totalParticipants"].(float64) < 20 {
		t.Fatalf("yesterday's rankings: %d %s", res.Status, res.Body)
	}
	if res := rankings(upcoming); res.Status != 200 && res.Status != 409 || res.Status == 200 && res.JSON["totalParticipants"] != 0.0 {
		t.Fatalf("tomorrow's rankings: %d %s", res.Status, res.Body)
	}

	// Sat now, yesterday's mock is practice, and its key may still be challenged.
	submitted := s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(closed["id"])},
		"answers": {"[]"}, "attemptKey": {"demo-live"}}, "token", token)
	if submitted.Status != 200 {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attemptID := submitted.JSON["body"].(map[string]any)["attemptId"]
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attemptID), "token", token).JSON["body"].(map[string]any)
	challenges, _ := review["challenges"].(map[string]any)
	if review["analysis"].(map[string]any)["ranked"] != false || challenges == nil || challenges["open"] != true {
		t.Fatalf("the practice review: ranked %v, challenges %v", review["analysis"].(map[string]any)["ranked"], review["challenges"])
	}
}

// The bilingual GS paper of the demo learner's series is paired with a CSAT paper, in which the
// demo's other learners stand on both sides of the qualifying line (docs/product.md, "CSAT").
func TestTheDemoPairsAGSPaperWithCSAT(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	tests := libraryTests(t, s, token)
	gs, csat := tests["pts-2027-gs-04-bilingual"], tests["pts-2027-csat-01"]
	if gs == nil || csat == nil || fmt.Sprint(csat["languages"]) != "[en hi]" {
		t.Fatalf("the series lacks its paired papers: %v", tests)
	}
	rankings := func(qualified bool) apptest.Response {
		form := url.Values{"test_id": {fmt.Sprint(gs["id"])}}
		if qualified {
			form.Set("qualified", "1")
		}
		res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", form, "token", token)
		if res.Status != 200 {
			t.Fatalf("rankings: %d %s", res.Status, res.Body)
		}
		return res
	}
	all, qualified := rankings(false), rankings(true)
	pairing := all.JSON["csat"].(map[string]any)
	if pairing["testId"] != csat["id"] || pairing["qualifyingScore"] != 8.25 {
		t.Fatalf("the pairing: %v", pairing)
	}
	everyone, above := all.JSON["totalParticipants"].(float64), qualified.JSON["totalParticipants"].(float64)
	if above < 5 || everyone-above < 5 {
		t.Fatalf("%v of %v qualified: want a few on each side of the line", above, everyone)
	}

	// The demo learner sits the GS paper: CSAT not taken yet.
	submitted := s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(gs["id"])},
		"answers": {"[]"}, "attemptKey": {"demo-gs"}}, "token", token)
	if submitted.Status != 200 {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", submitted.JSON["body"].(map[string]any)["attemptId"]),
		"token", token).JSON["body"].(map[string]any)
	if got := review["analysis"].(map[string]any)["csat"].(map[string]any); got["status"] != "not_taken" || got["slug"] != "pts-2027-csat-01" {
		t.Fatalf("the GS review's CSAT: %v", got)
	}
}
