package app_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// A mark not yet given is kept empty in the draft: read back as 0, it would pass for a question
// marked (docs/product.md, "Evaluating in the browser").
func TestADraftKeepsAMarkNotYetGivenEmpty(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	detail := fmt.Sprintf("/api/v1/admin/mains/answers/%d", idOf(t, s, "SELECT id FROM mains_answer_uploads"))
	work := map[string]any{"annotations": []mark{}, "remarks": "", "questionMarks": []mark{
		{"question": "Q1", "marks": nil, "maximum": mains.maxScore, "rubric": []mark{{"criterion": "Content", "marks": nil, "maximum": 5}}}}}
	if res := s.Call(t, "PUT", detail+"/draft", work, "token", evaluator); res.Status != 200 {
		t.Fatalf("draft: %d %s", res.Status, res.Body)
	}
	draft, _ := json.Marshal(s.Get(t, detail, "token", evaluator).JSON["draft"])
	want := fmt.Sprintf(`"questionMarks":[{"marks":null,"maximum":%d,"question":"Q1","rubric":[{"criterion":"Content","marks":null,"maximum":5}]}]`, mains.maxScore)
	if !strings.Contains(string(draft), want) {
		t.Errorf("the draft read back: %s\nwant %s", draft, want)
	}
}
