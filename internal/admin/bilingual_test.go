package admin_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// A bilingual test (docs/product.md, "Languages of a test"), set up by staff through the console
// (a CSV with Hindi columns) and sat by the demo learner: the questions call carries each
// question's Hindi version with the same option ids, the review its Hindi explanation too, and
// a test set in English alone sends none.
func TestABilingualTestFromTheConsoleToTheLearner(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	testID, subscriptionID := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Bilingual Mock 1"}, "slug": {"bilingual-mock-1"},
		"duration_minutes": {"20"}, "total_marks": {"4"}, "total_attempts": {"2"}, "languages": {"en,hi"}})

	template := s.Get(t, "/api/v1/admin/questions/template.csv", "token", admin)
	if !strings.Contains(string(template.Body), "question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,explanation_hi") ||
		!strings.Contains(string(template.Body), "अनुच्छेद 14") {
		t.Fatalf("the template has no Hindi columns: %s", template.Body)
	}

	header := []string{"question", "option_a", "option_b", "option_c", "option_d", "correct", "explanation", "topic",
		"question_hi", "option_a_hi", "option_b_hi", "option_c_hi", "option_d_hi", "explanation_hi"}
	rows := [][]string{header,
		{"Which river is called the Dakshin Ganga?", "Godavari", "Krishna", "Kaveri", "Narmada", "A",
			"The Godavari is the longest river of the peninsula.", "Geography",
			"किस नदी को दक्षिण गंगा कहा जाता है?", "गोदावरी", "कृष्णा", "कावेरी", "नर्मदा", "गोदावरी प्रायद्वीप की सबसे लंबी नदी है।"},
		{"Who presides over the Rajya Sabha?", "The Speaker", "The Vice-President", "The Prime Minister", "The President", "B",
			"The Vice-President is the ex officio Chairman of the Rajya Sabha.", "Polity",
			"राज्यसभा की अध्यक्षता कौन करता है?", "लोकसभा अध्यक्ष", "उपराष्ट्रपति", "प्रधानमंत्री", "राष्ट्रपति",
			"उपराष्ट्रपति राज्यसभा का पदेन सभापति होता है।"},
	}
	mismatched := append(append([][]string{}, rows...), []string{"Which is a Fundamental Duty?", "To vote", "To pay taxes",
		"To protect the environment", "To own property", "C", "", "Polity",
		"इनमें से कौन-सा मूल कर्तव्य है?", "मतदान करना", "कर चुकाना", "पर्यावरण की रक्षा करना", "", ""})
	upload := func(content []byte, commit string) apptest.Response {
		body, ct := form(map[string][]byte{"file": content}, map[string]string{"commit": commit})
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions/import", testID), body,
			"token", admin, "Content-Type", ct)
	}
	// A spreadsheet's UTF-8 export starts with a byte-order mark.
	withBOM := func(rows [][]string) []byte { return append([]byte("\ufeff"), csvFile(rows)...) }

	preview := upload(withBOM(mismatched), "0")
	problems, _ := preview.JSON["problems"].([]any)
	if preview.Status != 200 || len(problems) != 1 {
		t.Fatalf("preview: %d %s", preview.Status, preview.Body)
	}
	problem := problems[0].(map[string]any)
	if problem["row"] != float64(4) || !strings.Contains(fmt.Sprint(problem["errors"].(map[string]any)["translations.hi.options"]), "Hindi version must have the same 4 options") {
		t.Fatalf("the row whose Hindi version has three options: %v", problem)
	}
	first := preview.JSON["questions"].([]any)[0].(map[string]any)
	if hi := first["translations"].(map[string]any)["hi"].(map[string]any); hi["description"] != "किस नदी को दक्षिण गंगा कहा जाता है?" {
		t.Fatalf("the preview's Hindi text: %v", first["translations"])
	}
	if res := upload(withBOM(mismatched), "1"); res.Status != 400 {
		t.Fatalf("a file with a bad row was committed: %d %s", res.Status, res.Body)
	}
	if res := upload(withBOM(rows), "1"); res.Status != 201 {
		t.Fatalf("import: %d %s", res.Status, res.Body)
	}
	// Published once it has its questions (docs/product.md, "Results stay possible and fair").
	publishTest(t, s, admin, testID)
	bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any)
	if hi := bank[1].(map[string]any)["translations"].(map[string]any)["hi"].(map[string]any)["options"].([]any); len(hi) != 4 || hi[1] != "उपराष्ट्रपति" {
		t.Fatalf("the console's Hindi options: %v", hi)
	}

	// The learner: the list says the languages, the paper has both versions, one answer each.
	listed := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", subscriptionID), "token", learner)
	var languages any
	for _, item := range listed.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); test["id"] == float64(testID) {
			languages = test["languages"]
		}
	}
	if fmt.Sprint(languages) != "[en hi]" {
		t.Fatalf("the list's languages: %v (%s)", languages, listed.Body)
	}
	start := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"bilingual-1"}},
		"token", learner)
	if start.Status != 200 {
		t.Fatalf("start: %d %s", start.Status, start.Body)
	}
	questions := func() []map[string]any {
		res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", learner)
		if res.Status != 200 {
			t.Fatalf("questions: %d %s", res.Status, res.Body)
		}
		var out []map[string]any
		for _, q := range res.JSON["body"].(map[string]any)["data"].([]any) {
			out = append(out, q.(map[string]any))
		}
		return out
	}
	paper := questions()
	q1 := paper[0]
	hi := q1["translations"].(map[string]any)["hi"].(map[string]any)
	if q1["description"] != "Which river is called the Dakshin Ganga?" || hi["description"] != "किस नदी को दक्षिण गंगा कहा जाता है?" {
		t.Fatalf("question 1: %v", q1)
	}
	if _, leaked := hi["explanation"]; leaked {
		t.Fatal("the Hindi explanation went out with the paper")
	}
	for i, option := range q1["options"].([]any) {
		hiOption := hi["options"].([]any)[i].(map[string]any)
		if hiOption["id"] != option.(map[string]any)["id"] {
			t.Fatalf("option %d has another id in Hindi: %v", i, hi["options"])
		}
	}
	if hi["options"].([]any)[0].(map[string]any)["text"] != "गोदावरी" {
		t.Fatalf("Hindi options: %v", hi["options"])
	}

	// Answered from the Hindi screen: the option id is the same, so it scores as one answer.
	answers, _ := json.Marshal([]map[string]any{
		{"questionId": q1["id"], "selectedOption": hi["options"].([]any)[0].(map[string]any)["id"]},
		{"questionId": paper[1]["id"], "selectedOption": nil},
	})
	submitted := s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(testID)},
		"answers": {string(answers)}, "attemptKey": {"bilingual-1"}}, "token", learner)
	result, _ := submitted.JSON["body"].(map[string]any)
	if submitted.Status != 200 || result["correctAnswers"] != float64(1) {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", result["attemptId"]), "token", learner)
	reviewed := review.JSON["body"].(map[string]any)["questions"].([]any)[1].(map[string]any)
	if explanation := reviewed["translations"].(map[string]any)["hi"].(map[string]any)["explanation"]; explanation != "उपराष्ट्रपति राज्यसभा का पदेन सभापति होता है।" {
		t.Fatalf("the review's Hindi explanation: %v", explanation)
	}

	// Set in English alone, the test sends no Hindi version, whatever its questions hold.
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID), url.Values{"languages": {"en"}}, "token", admin); res.Status != 200 {
		t.Fatalf("languages: %d %s", res.Status, res.Body)
	}
	if q := questions()[0]; q["translations"] != nil {
		t.Fatalf("an English test sent a Hindi version: %v", q["translations"])
	}
}
