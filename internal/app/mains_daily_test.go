package app_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// dailyQuestion is the console's form for a daily question of the demo's mains series, opening
// at opens for a window of length.
func dailyQuestion(series int64, name string, opens time.Time, length time.Duration) url.Values {
	return url.Values{
		"library_id": {fmt.Sprint(series)}, "name": {name}, "is_daily": {"1"},
		"question_text": {"Cooperative federalism has given way to competitive federalism. Critically examine."},
		"paper":         {"gs2"}, "directive_word": {"critically-examine"}, "word_limit": {"150"},
		"maximum_score": {"10"},
		"starts_at":     {opens.UTC().Format(time.RFC3339)}, "ends_at": {opens.Add(length).UTC().Format(time.RFC3339)},
		"is_published": {"1"},
	}
}

// streakOf reads a learner's daily streak from their mains list, with the list itself.
func streakOf(t *testing.T, s *apptest.Server, token string, f mainsFixture) (current, longest float64, tests []any) {
	t.Helper()
	res := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", f.subscription, f.series), "token", token)
	if res.Status != 200 {
		t.Fatalf("mains list: %d %s", res.Status, res.Body)
	}
	streak := res.JSON["dailyStreak"].(map[string]any)
	return streak["current"].(float64), streak["longest"].(float64), res.JSON["responseResult"].([]any)
}

func testNamed(tests []any, name string) map[string]any {
	for _, item := range tests {
		if test := item.(map[string]any); test["name"] == name {
			return test
		}
	}
	return nil
}

func TestDailyQuestionsAreScheduledAnsweredAndCountedAsAStreak(t *testing.T) {
	s := apptest.New(t)
	f := openMainsTest(t, s)
	// A month on, past the demo's own daily questions, with a learner new to the series.
	s.Clock.Advance(30 * 24 * time.Hour)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := signUp(t, s, "daily@example.com")
	learnerID := idOf(t, s, "SELECT id FROM users WHERE email = 'daily@example.com'")
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/learners/%d/grants", learnerID),
		url.Values{"subscriptionId": {fmt.Sprint(f.subscription)}}, "token", admin); res.Status != 200 && res.Status != 201 {
		t.Fatalf("grant: %d %s", res.Status, res.Body)
	}
	day := 24 * time.Hour
	today := s.Clock.Now().Add(-time.Hour)

	// A daily question needs its question, paper, directive word and limit, and a day at most.
	bare := url.Values{"library_id": {fmt.Sprint(f.series)}, "name": {"Bare"}, "is_daily": {"1"}, "maximum_score": {"10"},
		"starts_at": {today.Format(time.RFC3339)}, "ends_at": {today.Add(2 * day).Format(time.RFC3339)}}
	res := s.Call(t, "POST", "/api/v1/admin/mains-tests", bare, "token", admin)
	if res.Status != 400 || res.FieldError("question_text") != "A daily question needs the question written out." ||
		res.FieldError("paper") == "" || res.FieldError("directive_word") == "" ||
		res.FieldError("word_limit") != "Give the word limit of the daily question." ||
		res.FieldError("ends_at") != "A daily question is open for at most a day." {
		t.Fatalf("a bare daily question: %d %s", res.Status, res.Body)
	}
	names := []string{"Daily 1", "Daily 2", "Daily 3", "Daily 4"}
	for i, name := range names {
		if res := s.Call(t, "POST", "/api/v1/admin/mains-tests", dailyQuestion(f.series, name, today.Add(time.Duration(i)*day), 20*time.Hour),
			"token", admin); res.Status != 201 {
			t.Fatalf("%s: %d %s", name, res.Status, res.Body)
		}
	}
	// One question at a time: another on the second day is refused, naming the one there.
	res = s.Call(t, "POST", "/api/v1/admin/mains-tests", dailyQuestion(f.series, "Clash", today.Add(day+time.Hour), 2*time.Hour), "token", admin)
	if res.Status != 400 || res.FieldError("starts_at") == "" {
		t.Fatalf("an overlapping daily question: %d %s", res.Status, res.Body)
	}
	// Moving a question onto another's day is refused too; moving it within its own day is not.
	first := idOf(t, s, "SELECT id FROM mains_tests WHERE name = 'Daily 1'")
	edit := fmt.Sprintf("/api/v1/admin/mains-tests/%d", first)
	if res := s.Call(t, "PATCH", edit, url.Values{"starts_at": {today.Add(day).Format(time.RFC3339)},
		"ends_at": {today.Add(day + time.Hour).Format(time.RFC3339)}}, "token", admin); res.Status != 400 {
		t.Errorf("moved onto the next day: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PATCH", edit, url.Values{"ends_at": {today.Add(18 * time.Hour).Format(time.RFC3339)}}, "token", admin); res.Status != 200 {
		t.Errorf("shortened within its day: %d %s", res.Status, res.Body)
	}

	// Staff write both questions in Marathi too (docs/product.md, "Languages of staff texts").
	marathi := "सहकारी संघराज्यवादाची जागा स्पर्धात्मक संघराज्यवादाने घेतली आहे. समीक्षात्मक परीक्षण करा."
	for _, name := range []string{"Daily 1", "Daily 2"} {
		path := fmt.Sprintf("/api/v1/admin/mains-tests/%d", idOf(t, s, "SELECT id FROM mains_tests WHERE name = ?", name))
		if res := s.Call(t, "PATCH", path, url.Values{"translations.mr.question_text": {marathi}}, "token", admin); res.Status != 200 {
			t.Fatalf("%s in Marathi: %d %s", name, res.Status, res.Body)
		}
	}

	// The learner reads today's question written out, in Marathi too; tomorrow's stays sealed in
	// every language.
	current, longest, tests := streakOf(t, s, learner, f)
	todays, tomorrows := testNamed(tests, "Daily 1"), testNamed(tests, "Daily 2")
	if todays["isDaily"] != true || todays["paper"] != "gs2" || todays["directiveWord"] != "critically-examine" ||
		todays["wordLimit"] != float64(150) || todays["questionText"] == "" {
		t.Errorf("today's question: %v", todays)
	}
	if tomorrows["questionText"] != "" || len(tomorrows["translations"].(map[string]any)) != 0 {
		t.Errorf("tomorrow's question is readable today: %v", tomorrows)
	}
	if mr, _ := todays["translations"].(map[string]any)["mr"].(map[string]any); mr["questionText"] != marathi {
		t.Errorf("today's question in Marathi: %v", todays["translations"])
	}
	if current != 0 || longest != 0 {
		t.Errorf("streak before any answer: %v/%v", current, longest)
	}

	// Day 1 answered; day 2 open and not yet answered keeps the streak; then answered.
	answer := func(name string) {
		t.Helper()
		id := idOf(t, s, "SELECT id FROM mains_tests WHERE name = ?", name)
		page := []part{{"answerImages", "page.jpg", testutil.PagePhoto(t, 300, 420, 0)}}
		if res := uploadParts(t, s, learner, id, page); res.Status != 201 {
			t.Fatalf("answer %s: %d %s", name, res.Status, res.Body)
		}
	}
	answer("Daily 1")
	if current, longest, _ = streakOf(t, s, learner, f); current != 1 || longest != 1 {
		t.Errorf("after day 1: %v/%v", current, longest)
	}
	s.Clock.Advance(day)
	if current, _, _ = streakOf(t, s, learner, f); current != 1 {
		t.Errorf("day 2 open, not yet answered: %v", current)
	}
	answer("Daily 2")
	if current, longest, _ = streakOf(t, s, learner, f); current != 2 || longest != 2 {
		t.Errorf("after day 2: %v/%v", current, longest)
	}
	// Day 3 passes unanswered: the run ends; day 4 starts a new one and the best is kept.
	s.Clock.Advance(2 * day)
	if current, longest, _ = streakOf(t, s, learner, f); current != 0 || longest != 2 {
		t.Errorf("after a missed day: %v/%v", current, longest)
	}
	answer("Daily 4")
	if current, longest, _ = streakOf(t, s, learner, f); current != 1 || longest != 2 {
		t.Errorf("after day 4: %v/%v", current, longest)
	}

	// The answer is the evaluator's like any other, with the question to mark it against.
	upload := idOf(t, s, `SELECT u.id FROM mains_answer_uploads u JOIN mains_tests t ON t.id = u.mains_test_id
		WHERE t.name = 'Daily 4' AND u.superseded_at IS NULL`)
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	detail := s.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", upload), "token", evaluator)
	question, _ := detail.JSON["question"].(map[string]any)
	if detail.Status != 200 || question["directiveWord"] != "critically-examine" || question["wordLimit"] != float64(150) {
		t.Fatalf("the evaluator's screen: %d %s", detail.Status, detail.Body)
	}
	res = evaluateInBrowser(t, s, evaluator, upload, map[string]any{"remarks": "Good use of examples.",
		"questionMarks": []mark{{"question": "Q1", "marks": 6, "maximum": 10}}}, nil)
	if res.Status != 200 {
		t.Fatalf("evaluation: %d %s", res.Status, res.Body)
	}
	_, _, tests = streakOf(t, s, learner, f)
	if evaluated := testNamed(tests, "Daily 4"); evaluated["marks"] != float64(6) || evaluated["evaluatedPDF"] == nil {
		t.Errorf("the evaluated daily answer: %v", evaluated)
	}
}
