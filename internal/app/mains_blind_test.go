package app_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// A second marker, an admin here, reaches nothing of the first evaluation through any console call
// until their own marks are saved (docs/product.md, "Second marking").
func TestNoConsoleCallShowsTheSecondMarkerTheFirstEvaluation(t *testing.T) {
	s := apptest.New(t)
	a := answerToMarkTwice(t, s, url.Values{"question_structure": {fourQuestions}, "maximum_score": {"50"}})
	admin, sameer, sameerID, uploadID := a.admin, a.sameer, a.sameerID, a.uploadID
	// Sameer's marks, rubric scores and remarks, each something no other answer could say.
	const remark = "Sameer-only remark 7731"
	first := structured([3]float64{4.25, 2, 1}, [3]float64{3, 3, 2}, 9, 11.5) // 35.75
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"questionMarks": first, "remarks": remark}, pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	evaluatedKey := ""
	s.DB.Get(t.Context(), &evaluatedKey, `SELECT f.storage_key FROM mains_evaluations e JOIN files f ON f.id = e.evaluated_file_id WHERE e.upload_id = ?`, uploadID)
	if open := list(t, s.Get(t, "/api/v1/admin/mains/second-markings", "token", admin), "responseResult"); len(open) != 1 || open[0]["yoursToMark"] != true {
		t.Fatalf("the admin is not the second marker: %v", open)
	}

	// Every call the admin can make about the answer, and what it must not say.
	secrets := []string{remark, "35.75", "4.25", evaluatedKey, "Kulkarni"}
	calls := []string{
		"/api/v1/admin/mains/answers?status=evaluated",
		"/api/v1/admin/mains/answers?status=evaluated&assignedTo=" + fmt.Sprint(sameerID),
		"/api/v1/admin/mains/answers.csv",
		"/api/v1/admin/mains/answers.csv?status=evaluated",
		"/api/v1/admin/mains/second-markings",
		"/api/v1/admin/mains/second-markings?status=all",
		"/api/v1/admin/audit",
		"/api/v1/admin/audit?entity=" + url.QueryEscape("mains evaluation"),
		"/api/v1/admin/mains/evaluator-stats",
		fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID),
		fmt.Sprintf("/api/v1/admin/learners/%d/mains-answers", idOf(t, s, "SELECT id FROM users WHERE email = 'demo@aspirant.test'")),
	}
	for _, call := range calls {
		res := s.Get(t, call, "token", admin)
		for _, secret := range secrets {
			if strings.Contains(string(res.Body), secret) {
				t.Errorf("%s shows the second marker %q: %s", call, secret, res.Body)
			}
		}
	}
	// The queue still lists the copy, as one to mark again.
	evaluated := list(t, s.Get(t, "/api/v1/admin/mains/answers?status=evaluated", "token", admin), "responseResult")
	if len(evaluated) != 1 || evaluated[0]["markingAgain"] != true || evaluated[0]["marks"] != nil || evaluated[0]["evaluatedPDF"] != nil {
		t.Errorf("the queue for the second marker: %v", evaluated)
	}
	if res := s.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID), "token", admin); res.Status != 403 ||
		!strings.Contains(string(res.Body), "Second marking") {
		t.Errorf("the evaluation screen for the second marker: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(evaluatedKey), "token", admin); res.Status != 403 {
		t.Errorf("the second marker read the evaluated copy: %d", res.Status)
	}
	// Nor can they evaluate it, or keep a draft on it, over the first evaluator's work.
	if res := evaluateInBrowser(t, s, admin, uploadID, map[string]any{"marks": "20"}, pdfBytes("mine")); res.Status != 403 {
		t.Errorf("the second marker evaluated the answer: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/mains/answers/%d/draft", uploadID), strings.NewReader(`{"annotations":[],"questionMarks":[],"remarks":""}`),
		"token", admin, "Content-Type", "application/json"); res.Status != 403 {
		t.Errorf("the second marker kept a draft: %d %s", res.Status, res.Body)
	}

	// Their marks entered in the console, the first evaluation opens to them.
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/second-markings/%d", uploadID), url.Values{"marks": {"34"}}, "token", admin); res.Status != 200 || res.JSON["flagged"] != false {
		t.Fatalf("mark again: %d %s", res.Status, res.Body)
	}
	detail := s.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID), "token", admin)
	if detail.Status != 200 || !strings.Contains(string(detail.Body), remark) {
		t.Errorf("the first evaluation after the second marks: %d %s", detail.Status, detail.Body)
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(evaluatedKey), "token", admin); res.Status != 200 {
		t.Errorf("the evaluated copy after the second marks: %d", res.Status)
	}
	all := list(t, s.Get(t, "/api/v1/admin/mains/second-markings?status=all", "token", admin), "responseResult")
	if len(all) != 1 || all[0]["firstMarks"] != 35.75 || all[0]["secondMarks"] != 34.0 {
		t.Errorf("both marks after the second: %v", all)
	}
}

// An evaluator as second marker reaches the answer and the second marking only.
func TestAnEvaluatorMarkingAgainReachesOnlyTheAnswer(t *testing.T) {
	s := apptest.New(t)
	a := answerToMarkTwice(t, s, nil)
	admin, sameer, uploadID := a.admin, a.sameer, a.uploadID
	// Meera, not the admin, is the series' other evaluator.
	meera, meeraID := newEvaluator(t, s, admin, "meera.blind@example.com")
	if res := s.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", a.series),
		url.Values{"evaluatorIds": {fmt.Sprint(a.sameerID), fmt.Sprint(meeraID)}}, "token", admin); res.Status != 200 {
		t.Fatalf("the series' evaluators: %d %s", res.Status, res.Body)
	}
	const remark = "Sameer-only remark 5512"
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"marks": "27.25", "remarks": remark}, pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	for _, call := range []string{"/api/v1/admin/mains/answers?status=evaluated", "/api/v1/admin/mains/answers.csv",
		"/api/v1/admin/mains/second-markings", fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID), "/api/v1/admin/audit"} {
		res := s.Get(t, call, "token", meera)
		for _, secret := range []string{remark, "27.25", "Kulkarni"} {
			if strings.Contains(string(res.Body), secret) {
				t.Errorf("%s shows the second marker %q: %s", call, secret, res.Body)
			}
		}
	}
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/second-markings/%d", uploadID), url.Values{"marks": {"26"}}, "token", meera); res.Status != 200 {
		t.Fatalf("mark again: %d %s", res.Status, res.Body)
	}
}
