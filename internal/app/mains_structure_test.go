package app_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// fourQuestions is a 50-mark paper of four questions, as staff write it on the test.
const fourQuestions = "1-2 | 10 | 150 | Discuss | Content 5; Structure 3; Examples 2\n3-4 | 15 | 250 | Critically analyse"

// structured marks the four questions as the annotation screen sends them: Q1 and Q2 by their rubric.
func structured(q1, q2 [3]float64, q3, q4 float64) []mark {
	rubric := func(scores [3]float64) []mark {
		return []mark{{"criterion": "Content", "marks": scores[0], "maximum": 5}, {"criterion": "Structure", "marks": scores[1], "maximum": 3},
			{"criterion": "Examples", "marks": scores[2], "maximum": 2}}
	}
	return []mark{
		{"question": "Q1", "marks": q1[0] + q1[1] + q1[2], "maximum": 10, "rubric": rubric(q1)},
		{"question": "Q2", "marks": q2[0] + q2[1] + q2[2], "maximum": 10, "rubric": rubric(q2)},
		{"question": "Q3", "marks": q3, "maximum": 15, "rubric": []mark{}},
		{"question": "Q4", "marks": q4, "maximum": 15, "rubric": []mark{}},
	}
}

func TestATestsQuestionsAreSetOnceAndTheEvaluationFollowsThem(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	sameer := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	testPath := fmt.Sprintf("/api/v1/admin/mains-tests/%d", mains.test)

	// Structures that cannot be are refused, each with its reason on the field.
	for structure, want := range map[string]string{
		"1-2 | 10 | 150\n3-4 | 15 | 250 | Ponder":                     `"Ponder" is not a directive word`,
		"1-2 | 10 | 150\n4 | 30 | 250":                                "this line should start at 3",
		"1 | 10 | 150 | Discuss | Content 5; Structure 3\n2 | 40 | 0": "add up to 8, not to the question's 10 marks",
		"1-4 | 10 | 150":            "add up to 40, not to the test's maximum score of 50",
		"1 | ten | 150\n2 | 40 | 0": `"ten" is not a question's maximum marks`,
	} {
		res := s.Call(t, "PATCH", testPath, url.Values{"question_structure": {structure}, "maximum_score": {"50"}}, "token", admin)
		errs, _ := res.JSON["errors"].(map[string]any)
		if res.Status != 400 || !strings.Contains(fmt.Sprint(errs["question_structure"]), want) {
			t.Errorf("structure %q: %d %s, want 400 saying %q", structure, res.Status, res.Body, want)
		}
	}
	if stored := count(t, s, fmt.Sprintf("SELECT COUNT(*) FROM mains_tests WHERE id = %d AND question_structure <> ''", mains.test)); stored != 0 {
		t.Fatalf("a refused structure was stored")
	}
	if res := s.Call(t, "PATCH", testPath, url.Values{"question_structure": {fourQuestions}, "maximum_score": {"50"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set the questions: %d %s", res.Status, res.Body)
	}

	// The annotation screen opens with the questions filled in.
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads")
	detail := s.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID), "token", sameer)
	questions := list(t, detail, "questions")
	if len(questions) != 4 || questions[0]["label"] != "Q1" || questions[0]["maximum"] != 10.0 || questions[0]["wordLimit"] != 150.0 ||
		questions[0]["directiveWord"] != "discuss" || len(questions[0]["rubric"].([]any)) != 3 ||
		questions[3]["directiveWord"] != "critically-analyse" || questions[3]["maximum"] != 15.0 {
		t.Fatalf("the questions on the annotation screen: %v", questions)
	}

	// Marks that do not follow the questions are refused; marks that do are saved.
	loose := structured([3]float64{4, 2, 1}, [3]float64{3, 3, 2}, 9, 11)
	loose[3]["maximum"] = 20.0
	loose = append(loose[:3], mark{"question": "Q4", "marks": 6, "maximum": 10, "rubric": []mark{}}, mark{"question": "Q5", "marks": 1, "maximum": 5, "rubric": []mark{}})
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"questionMarks": loose}, pdfBytes("evaluated")); res.Status != 400 ||
		!strings.Contains(string(res.Body), "This test has 4 questions") {
		t.Errorf("marks not following the questions: %d %s", res.Status, res.Body)
	}
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"questionMarks": structured([3]float64{4, 2, 1}, [3]float64{3, 3, 2}, 9, 11.5)}, pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	mine := mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)
	perQuestion := fmt.Sprint(mine["questionMarks"])
	if mine["marks"] != 35.5 || !strings.Contains(perQuestion, "marks:7 maximum:10") || !strings.Contains(perQuestion, "marks:11.5 maximum:15") {
		t.Errorf("the learner's result: %v %s", mine["marks"], perQuestion)
	}

	// Evaluated: the marking can no longer change, a word limit can.
	for _, changed := range []string{"1-2 | 10 | 150 | Discuss | Content 6; Structure 2; Examples 2\n3-4 | 15 | 250", "1-4 | 12.5 | 200"} {
		res := s.Call(t, "PATCH", testPath, url.Values{"question_structure": {changed}}, "token", admin)
		if res.Status != 409 || !strings.Contains(string(res.Body), "can no longer change") {
			t.Errorf("a change of the marking after an evaluation: %d %s", res.Status, res.Body)
		}
	}
	if res := s.Call(t, "PATCH", testPath, url.Values{"question_structure": {"1-2 | 10 | 200 | Explain | Content 5; Structure 3; Examples 2\n3-4 | 15 | 300"}}, "token", admin); res.Status != 200 {
		t.Errorf("a new word limit and directive word: %d %s", res.Status, res.Body)
	}
}
