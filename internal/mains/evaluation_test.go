package mains_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

type mark = map[string]any

// question is one question's marks as the annotation screen sends them; rubric is criterion,
// marks, maximum, ... (marks nil for a score left empty).
func question(label string, marks any, maximum float64, rubric ...any) mark {
	q := mark{"question": label, "marks": marks, "maximum": maximum, "rubric": []mark{}}
	for i := 0; i+2 < len(rubric); i += 3 {
		q["rubric"] = append(q["rubric"].([]mark), mark{"criterion": rubric[i], "marks": rubric[i+1], "maximum": rubric[i+2]})
	}
	return q
}

func jsonText(v any) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

// docs/product.md, "Evaluating in the browser": marks per question stand only when every question
// of the paper is marked, each within its maximum, and a rubric's scores are each within their
// criterion and add up to the question's marks; the total is their sum. A refused evaluation
// saves nothing.
func TestMarksPerQuestionStandOnlyWhenTheyAddUp(t *testing.T) {
	w := newWorld(t)
	must(t, "upload", w.upload(t, w.learner, w.test, "mine", false), 201)
	upload := w.currentAnswer(t, w.learnerID)
	rest := float64(w.maxScore) - 20 // the open test's maximum, shared between two questions
	refused := []struct {
		name      string
		questions []mark
		marks     string // the total sent as well, if any
		field     string
		says      string
	}{
		{"a question left unmarked", []mark{question("Q1", 12, 20), question("Q2", nil, rest)}, "", "questionMarks", "Q2 has no marks yet"},
		{"marks over the maximum", []mark{question("Q1", 21, 20), question("Q2", 5, rest)}, "", "questionMarks", "over its maximum"},
		{"a rubric that does not add up", []mark{question("Q1", 12, 20, "Content", 7, 10, "Structure", 4, 10), question("Q2", 5, rest)},
			"", "questionMarks", "add up to 11"},
		{"a criterion over its maximum", []mark{question("Q1", 12, 20, "Content", 11, 10, "Structure", 1, 10), question("Q2", 5, rest)},
			"", "questionMarks", "within the criterion's maximum"},
		{"a criterion left empty", []mark{question("Q1", 12, 20, "Content", nil, 10, "Structure", 5, 10), question("Q2", 5, rest)},
			"", "questionMarks", "a score for each rubric criterion"},
		{"questions short of the paper", []mark{question("Q1", 12, 20)}, "", "questionMarks", "short of the test's"},
		{"questions over the paper", []mark{question("Q1", 12, 20), question("Q2", 5, rest+1)}, "", "questionMarks", "over the test's"},
		{"a total that is not the sum", []mark{question("Q1", 12, 20), question("Q2", 5, rest)}, "18", "marks", "the sum of the questions' marks, 17"},
	}
	for _, c := range refused {
		fields := url.Values{"questionMarks": {jsonText(c.questions)}}
		if c.marks != "" {
			fields.Set("marks", c.marks)
		}
		res := w.evaluate(t, w.sameer, upload, fields, nil)
		if res.Status != 400 || !strings.Contains(res.FieldError(c.field), c.says) {
			t.Errorf("%s: %d %q, want 400 on %s saying %q", c.name, res.Status, res.FieldError(c.field), c.field, c.says)
		}
	}
	if n := w.id(t, "SELECT COUNT(*) FROM mains_evaluations WHERE upload_id = ?", upload); n != 0 {
		t.Fatalf("a refused evaluation was saved")
	}

	marked := []mark{question("Q1", 12.5, 20, "Content", 7.5, 10, "Structure", 5, 10), question("Q2", 20, rest)}
	must(t, "marks that add up", w.evaluate(t, w.sameer, upload, url.Values{"questionMarks": {jsonText(marked)}}, nil), 200)
	test := w.testOf(t, w.learner)
	if test["marks"] != 32.5 || len(test["questionMarks"].([]any)) != 2 || test["evaluatedPDF"] == nil {
		t.Errorf("the learner should see the total of the questions' marks, the marks per question and the drawn copy: %v", test)
	}
}

// A draft keeps what the evaluator has not marked yet empty, takes only what a draft is, and ends
// when the evaluation is saved (docs/product.md, "Evaluating in the browser").
func TestADraftIsKeptAsSentUntilTheEvaluation(t *testing.T) {
	w := newWorld(t)
	must(t, "upload", w.upload(t, w.learner, w.test, "mine", false), 201)
	screen := fmt.Sprintf("/api/v1/admin/mains/answers/%d", w.currentAnswer(t, w.learnerID))
	work := mark{"annotations": []mark{}, "remarks": "Half done", "questionMarks": []mark{question("Q1", nil, 20, "Content", nil, 10)}}
	must(t, "save a draft", w.Call(t, "PUT", screen+"/draft", work, "token", w.sameer), 200)
	opened := must(t, "open the answer", w.Get(t, screen, "token", w.sameer), 200).JSON
	if got := jsonText(opened["draft"]); !strings.Contains(got, `"marks":null`) || strings.Contains(got, `"marks":0`) {
		t.Errorf("a mark not given should stay empty in the draft: %s", got)
	}
	if opened["evaluation"] != nil {
		t.Errorf("nothing is evaluated yet: %v", opened["evaluation"])
	}

	if res := w.Call(t, "PUT", screen+"/draft", mark{"remarks": "x", "score": 3}, "token", w.sameer); res.Status != 400 {
		t.Errorf("a draft with a field a draft does not have: %d", res.Status)
	}
	if res := w.Call(t, "PUT", screen+"/draft", url.Values{"remarks": {"x"}}, "token", w.sameer); res.Status != 415 {
		t.Errorf("a draft sent as a form: %d", res.Status)
	}

	must(t, "evaluate", w.evaluate(t, w.sameer, w.currentAnswer(t, w.learnerID), url.Values{"marks": {"30"}, "remarks": {"Done"}}, answerPDF("marked")), 200)
	opened = must(t, "open the evaluated answer", w.Get(t, screen, "token", w.sameer), 200).JSON
	evaluation, _ := opened["evaluation"].(map[string]any)
	if opened["draft"] != nil || evaluation["remarks"] != "Done" {
		t.Errorf("the evaluation should replace the draft: draft %v, evaluation %v", opened["draft"], opened["evaluation"])
	}
}
