package prelims_test

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

// setWindow sets a test's live window through the console, as staff do.
func (f *fixture) setWindow(t *testing.T, admin string, opens, closes string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID),
		url.Values{"opens_at": {opens}, "closes_at": {closes}}, "token", admin)
}

func (f *fixture) listed(t *testing.T, token string) (map[string]any, string) {
	t.Helper()
	res := f.s.Call(t, "POST", "/api/v1/modules/tests", url.Values{"slug": {f.slug}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("tests list: %d %s", res.Status, res.Body)
	}
	b := body(res)
	return b["data"].([]any)[0].(map[string]any), fmt.Sprint(b["serverNow"])
}

func (f *fixture) scheduled(t *testing.T, token string) []string {
	t.Helper()
	res := f.s.Get(t, "/api/v1/modules/tests/schedule", "token", token)
	if res.Status != 200 {
		t.Fatalf("schedule: %d %s", res.Status, res.Body)
	}
	var slugs []string
	for _, item := range body(res)["data"].([]any) {
		row := item.(map[string]any)
		slugs = append(slugs, fmt.Sprintf("%v:%v", row["slug"], row["window"]))
	}
	return slugs
}

func (f *fixture) rankings(t *testing.T, token string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", token)
}

func TestStaffScheduleALiveTestWindow(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 60)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	opens := s.Clock.Now().Add(time.Hour)

	// One end alone, or a window shorter than the test, is refused with the field named.
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), ""); res.Status != 400 || res.FieldError("closes_at") == "" {
		t.Fatalf("an opening without a closing: %d %s", res.Status, res.Body)
	}
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), opens.Add(59*time.Minute).Format(time.RFC3339)); res.Status != 400 ||
		!strings.Contains(res.FieldError("closes_at"), "60 minutes") {
		t.Fatalf("a window shorter than the test: %d %s", res.Status, res.Body)
	}
	// India time typed in the console's field is read as IST.
	typed := opens.In(indiatime.Zone).Format("2006-01-02T15:04")
	closesTyped := opens.Add(2 * time.Hour).In(indiatime.Zone).Format("2006-01-02T15:04")
	if res := f.setWindow(t, admin, typed, closesTyped); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	item, _ := f.listed(t, f.token)
	if item["window"] != "upcoming" || item["opens_at"] != opens.Truncate(time.Minute).UTC().Format(time.RFC3339) {
		t.Fatalf("listed as %v opening %v, want upcoming at %v", item["window"], item["opens_at"], opens.Truncate(time.Minute))
	}
	// Clearing both ends makes it an ordinary test again.
	if res := f.setWindow(t, admin, "", ""); res.Status != 200 {
		t.Fatalf("clear the window: %d %s", res.Status, res.Body)
	}
	if item, _ := f.listed(t, f.token); item["window"] != "none" || item["opens_at"] != nil || item["closes_at"] != nil {
		t.Fatalf("after clearing: %v %v %v", item["window"], item["opens_at"], item["closes_at"])
	}
}

func TestALiveTestFromItsOpeningToAfterItsClose(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 60)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	opens := s.Clock.Now().Add(time.Hour)
	closes := opens.Add(90 * time.Minute)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}

	// Before the opening: listed as upcoming with the server's clock, on the schedule, and the
	// paper does not leave the server.
	item, serverNow := f.listed(t, f.token)
	if item["window"] != "upcoming" || item["closes_at"] != closes.UTC().Format(time.RFC3339) || serverNow == "" {
		t.Fatalf("listed: %v, serverNow %q", item, serverNow)
	}
	if got := f.scheduled(t, f.token); !contains(got, f.slug+":upcoming") {
		t.Fatalf("schedule %v lacks the test", got)
	}
	opening := indiatime.Format(opens)
	if res := f.start(t, f.token, "early"); res.Status != 409 || res.Message() != "This test opens at "+opening+"." {
		t.Fatalf("start before the opening: %d %s", res.Status, res.Body)
	}
	hindi := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token,
		"Accept-Language", "hi")
	// In Hindi the date is Hindi's too: the month in full, the part of the day before the time.
	inHindi := regexp.MustCompile(`^यह टेस्ट \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} पर शुरू होगा।$`)
	if hindi.Status != 409 || !inHindi.MatchString(hindi.Message()) || !strings.Contains(hindi.Message(), opens.In(indiatime.Zone).Format(" 2006, ")) {
		t.Fatalf("in Hindi: %d %s", hindi.Status, hindi.Body)
	}
	questions := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token)
	if questions.Status != 409 || strings.Contains(string(questions.Body), "Question 1") {
		t.Fatalf("questions before the opening: %d %s", questions.Status, questions.Body)
	}
	if res := f.submit(t, f.token, f.sheet("cccc"), "early"); res.Status != 409 {
		t.Fatalf("a submit without a start before the opening: %d %s", res.Status, res.Body)
	}
	// The calendar entry is a plain public link.
	cal := s.Get(t, "/api/v1/modules/tests/"+f.slug+"/calendar.ics")
	if cal.Status != 200 || !strings.HasPrefix(cal.Header.Get("Content-Type"), "text/calendar") ||
		!strings.Contains(string(cal.Body), "DTSTART:"+opens.UTC().Format("20060102T150405Z")) ||
		!strings.Contains(string(cal.Body), "DTEND:"+closes.UTC().Format("20060102T150405Z")) || !strings.Contains(string(cal.Body), "SUMMARY:Fixture test") {
		t.Fatalf("calendar: %d %s\n%s", cal.Status, cal.Header.Get("Content-Type"), cal.Body)
	}
	if res := s.Get(t, "/api/v1/modules/tests/no-such-test/calendar.ics"); res.Status != 404 {
		t.Fatalf("calendar of an unknown test: %d", res.Status)
	}

	// Ten minutes before the close, an attempt ends at the close, not after the full hour.
	s.Clock.Advance(time.Hour + 80*time.Minute)
	started := f.start(t, f.token, "live")
	session, _ := body(started)["attempt"].(map[string]any)
	if started.Status != 200 || session["deadline"] != closes.UTC().Format(time.RFC3339) || session["remainingSeconds"] != float64(600) {
		t.Fatalf("start in the window: %d %s", started.Status, started.Body)
	}
	if got := f.scheduled(t, f.token); !contains(got, f.slug+":open") {
		t.Fatalf("schedule %v lacks the running test", got)
	}
	// While the window is open: the answers are in, with the receipt; the score, the counts of
	// right and wrong, and the key wait (a second account would read the key off the score).
	keysOpen := closes.Add(30 * time.Second).UTC().Format(time.RFC3339) // the close and the grace
	submitted := f.submit(t, f.token, f.sheet("cw- "), "live")
	if b := body(submitted); submitted.Status != 200 || b["score"] != nil || b["correctAnswers"] != nil || b["incorrectAnswers"] != nil ||
		b["unattemptedAnswers"] != float64(2) || b["scoreOpensAt"] != keysOpen || b["receipt"] == nil {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attemptID := body(submitted)["attemptId"]
	list := s.Call(t, "POST", "/api/v1/modules/tests/attempted", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token)
	if row := list.JSON["getAttemptedTest"].([]any)[0].(map[string]any); row["score"] != nil || row["correctAnswers"] != nil ||
		row["incorrectAnswers"] != nil || row["scoreOpensAt"] != keysOpen {
		t.Fatalf("the attempted list while the window is open: %v", row)
	}
	held := body(review(t, f, attemptID))
	if held["keysReleaseAt"] != closes.Add(30*time.Second).UTC().Format(time.RFC3339) { // the close and the grace
		t.Fatalf("keysReleaseAt %v", held["keysReleaseAt"])
	}
	var outcomes []string
	for _, q := range held["questions"].([]any) {
		q := q.(map[string]any)
		if q["correctOption"] != nil || q["explanation"] != "" || q["keyCorrectedAt"] != nil {
			t.Fatalf("the key leaks while the window is open: %v", q)
		}
		outcomes = append(outcomes, fmt.Sprint(q["outcome"]))
	}
	if strings.Join(outcomes, " ") != "answered answered unattempted unattempted" {
		t.Fatalf("outcomes %v", outcomes)
	}
	analysis := held["analysis"].(map[string]any)
	if len(analysis["topics"].([]any)) != 0 || analysis["rank"] != float64(0) || analysis["score"] != nil || analysis["accuracy"] != nil {
		t.Fatalf("analysis while held: %v", analysis)
	}
	if a := held["attempt"].(map[string]any); a["score"] != nil || a["correctAnswers"] != nil || a["scoreOpensAt"] != keysOpen || a["receipt"] == nil {
		t.Fatalf("the reviewed attempt while held: %v", a)
	}
	rankings := f.rankings(t, f.token)
	if rankings.Status != 409 || rankings.Message() != "Rankings will be published when the test closes at "+indiatime.Format(closes.Add(30*time.Second))+"." {
		t.Fatalf("rankings while open: %d %s", rankings.Status, rankings.Body)
	}
	// Staff see everything at any time.
	if res := f.rankings(t, admin); res.Status != 200 {
		t.Fatalf("staff rankings while open: %d %s", res.Status, res.Body)
	}

	// After the close: the key, the explanations and the rankings open to those who sat it.
	s.Clock.Advance(11 * time.Minute)
	open := body(review(t, f, attemptID))
	first := open["questions"].([]any)[0].(map[string]any)
	if a := open["attempt"].(map[string]any); a["score"] != 1.34 || a["correctAnswers"] != float64(1) || a["scoreOpensAt"] != nil {
		t.Fatalf("the score after the close: %v", a)
	}
	if open["keysReleaseAt"] != nil || first["correctOption"] != float64(f.correct[0]) || first["outcome"] != "correct" ||
		first["explanation"] == "" {
		t.Fatalf("review after the close: %v / %v", open["keysReleaseAt"], first)
	}
	if a := open["analysis"].(map[string]any); a["ranked"] != true || a["rank"] != float64(1) {
		t.Fatalf("analysis after the close: %v", a)
	}
	if got := f.scheduled(t, f.token); contains(got, f.slug+":closed") || contains(got, f.slug+":open") {
		t.Fatalf("a closed window stays on the schedule: %v", got)
	}

	// A learner who missed the window sits it as practice: full time, scored, never ranked.
	late, _ := s.NewLearner(t, "Late Learner", "prelims-test-series-2027")
	practice := f.start(t, late, "practice")
	session, _ = body(practice)["attempt"].(map[string]any)
	if practice.Status != 200 || session["remainingSeconds"] != float64(3600) {
		t.Fatalf("practice start: %d %s", practice.Status, practice.Body)
	}
	done := f.submit(t, late, f.sheet("cccc"), "practice")
	if done.Status != 200 || body(done)["score"] != 8.0 {
		t.Fatalf("practice submit: %d %s", done.Status, done.Body)
	}
	pr := f.s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", body(done)["attemptId"]), "token", late)
	// Placed where it would stand, as one more participant.
	if a := body(pr)["analysis"].(map[string]any); a["ranked"] != false || a["rank"] != float64(1) || a["participants"] != float64(2) {
		t.Fatalf("a practice attempt's analysis: %v", a)
	}
	ranked := f.rankings(t, late)
	if ranked.Status != 200 || ranked.JSON["totalParticipants"] != float64(1) || ranked.JSON["highestScore"] != 1.34 {
		t.Fatalf("rankings after the close: %d %s", ranked.Status, ranked.Body)
	}
}

func contains(list []string, want string) bool {
	for _, s := range list {
		if s == want {
			return true
		}
	}
	return false
}
