package admin_test

import (
	"encoding/csv"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/locale/localetest"
)

// A language added to the registry as docs/architecture.md says ("Adding a language": its row
// and its messages) reaches a test's questions with no code of its own: staff set a test in
// English and the fixture language and give a question its version through the console, the
// CSV template has the language's columns, and the learner reading the paper gets the version
// under the language's code, with the same option ids.
func TestAFixtureLanguageReachesTheQuestionsOfATest(t *testing.T) {
	localetest.Register(t, locale.Language{Code: "ta", Name: "தமிழ்", EnglishName: "Tamil", Script: "Taml", Intl: "ta-IN"},
		map[string]string{"Name": "பெயர்"})
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"TNPSC Group 1 Mock"}, "slug": {"tnpsc-group-1-mock"},
		"total_marks": {"2"}, "total_attempts": {"2"}, "languages": {"en,ta"}})

	template := s.Get(t, "/api/v1/admin/questions/template.csv", "token", admin)
	header, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(template.Body), "\ufeff"))).Read()
	if err != nil {
		t.Fatal(err)
	}
	for _, column := range []string{"question_ta", "option_a_ta", "option_d_ta", "explanation_ta"} {
		if !slices.Contains(header, column) {
			t.Errorf("the template has no column %s: %v", column, header)
		}
	}

	add := func(tamilOptions []string) apptest.Response {
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), map[string]any{
			"description": "Which river is called the Dakshin Ganga?", "options": []string{"Godavari", "Kaveri"}, "correct": 1,
			"explanation": "The Godavari is the longest river of the peninsula.",
			"translations": map[string]any{"ta": map[string]any{"description": "தட்சிண கங்கை என்று அழைக்கப்படும் ஆறு எது?",
				"options": tamilOptions, "explanation": "கோதாவரி தீபகற்பத்தின் மிக நீளமான ஆறு."}},
		}, "token", admin)
	}
	if res := add([]string{"கோதாவரி"}); res.Status != 400 ||
		res.FieldError("translations.ta.options") != "The Tamil version must have the same 2 options as the first, in the same order." {
		t.Fatalf("a Tamil version with one option of two: %d %s", res.Status, res.Body)
	}
	unknown := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), map[string]any{
		"description": "Q?", "options": []string{"A", "B"}, "correct": 1,
		"translations": map[string]any{"xx": map[string]any{"description": "?", "options": []string{"A", "B"}}}}, "token", admin)
	if unknown.Status != 400 || !strings.Contains(unknown.FieldError("translations.xx"), "Hindi, Marathi, Tamil") {
		t.Fatalf("a version in no language of the registry: %d %s", unknown.Status, unknown.Body)
	}
	if res := add([]string{"கோதாவரி", "காவிரி"}); res.Status != 201 {
		t.Fatalf("add: %d %s", res.Status, res.Body)
	}
	bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any)
	if ta := bank[0].(map[string]any)["translations"].(map[string]any)["ta"].(map[string]any); fmt.Sprint(ta["options"]) != "[கோதாவரி காவிரி]" {
		t.Fatalf("the console's Tamil version: %v", ta)
	}
	publishTest(t, s, admin, testID)

	if res := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"tamil-1"}},
		"token", learner); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", learner)
	if res.Status != 200 {
		t.Fatalf("questions: %d %s", res.Status, res.Body)
	}
	question := res.JSON["body"].(map[string]any)["data"].([]any)[0].(map[string]any)
	ta, _ := question["translations"].(map[string]any)["ta"].(map[string]any)
	if ta["description"] != "தட்சிண கங்கை என்று அழைக்கப்படும் ஆறு எது?" {
		t.Fatalf("the learner's Tamil version: %v", question)
	}
	for i, option := range question["options"].([]any) {
		tamil := ta["options"].([]any)[i].(map[string]any)
		if tamil["id"] != option.(map[string]any)["id"] {
			t.Fatalf("option %d has another id in Tamil: %v", i, ta["options"])
		}
	}
	if tamil := ta["options"].([]any)[1].(map[string]any)["text"]; tamil != "காவிரி" {
		t.Fatalf("the Tamil option: %v", tamil)
	}
}
