package mains_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// docs/product.md, "Second marking": with every copy marked again and a 10% threshold, the second
// marker sees the learner's answer but nothing of the first evaluation until their marks are in;
// a gap over the threshold (in percent of the test's maximum) flags the copy for admins, a gap
// within it does not; marks are given again once, by the second marker alone.
func TestASecondMarkerMarksBlindAndAGapOverTheThresholdIsFlagged(t *testing.T) {
	w := newWorld(t)
	nita, nitaID := w.newEvaluator(t, "Nita Rao")
	w.setSeries(t, url.Values{"second_marking_percent": {"100"}, "second_marking_threshold_percent": {"10"}})
	w.setEvaluators(t, w.sameerID, nitaID)
	other, otherID := w.newLearner(t, "Kabir Sen")

	// Sameer evaluates both answers; each goes to Nita, the series' other evaluator, to mark again.
	max := float64(w.maxScore)
	near, far := max*60/100, max*40/100 // first marks; marked again below at +8% and +12% of the maximum
	within, over := max*8/100, max*12/100
	uploads := map[string]int64{}
	for name, learner := range map[string]struct {
		token string
		id    int64
		marks float64
	}{"near": {w.learner, w.learnerID, near}, "far": {other, otherID, far}} {
		must(t, "upload", w.upload(t, learner.token, w.test, name, false), 201)
		uploads[name] = w.currentAnswer(t, learner.id)
		must(t, "assign to Sameer", w.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/mains/answers/%d/assignee", uploads[name]),
			url.Values{"evaluatorId": {fmt.Sprint(w.sameerID)}}, "token", w.admin), 200)
		must(t, "Sameer evaluates", w.evaluate(t, w.sameer, uploads[name], url.Values{"marks": {fmt.Sprint(learner.marks)},
			"remarks": {"First remarks"}}, answerPDF("marked")), 200)
	}

	list := must(t, "Nita's second markings", w.Get(t, "/api/v1/admin/mains/second-markings", "token", nita), 200)
	if items := list.JSON["responseResult"].([]any); len(items) != 2 {
		t.Fatalf("Nita should have both copies to mark again: %s", list.Body)
	}
	for _, item := range list.JSON["responseResult"].([]any) {
		m := item.(map[string]any)
		if m["yoursToMark"] != true || m["answerPDF"] == nil || m["firstMarks"] != nil || m["firstEvaluator"] != nil {
			t.Errorf("the second marker should see the answer and nothing of the first marking: %v", m)
		}
	}
	// Nor anywhere else: the queue leaves the first evaluation out, and its screen is closed to her.
	must(t, "assign the near copy to Nita", w.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/mains/answers/%d/assignee", uploads["near"]),
		url.Values{"evaluatorId": {fmt.Sprint(nitaID)}}, "token", w.admin), 200)
	queue := must(t, "Nita's queue", w.Get(t, "/api/v1/admin/mains/answers?status=evaluated", "token", nita), 200)
	if len(queue.JSON["responseResult"].([]any)) != 1 {
		t.Errorf("Nita's queue should hold the copy assigned to her: %s", queue.Body)
	}
	for _, item := range queue.JSON["responseResult"].([]any) {
		if a := item.(map[string]any); a["markingAgain"] != true || a["marks"] != nil || a["remarks"] != nil || a["evaluatedPDF"] != nil {
			t.Errorf("the queue shows the second marker the first evaluation: %v", a)
		}
	}
	res := must(t, "the evaluation screen", w.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploads["near"]), "token", nita), 403)
	if !strings.Contains(res.Message(), "blind") {
		t.Errorf("the refusal should say why: %q", res.Message())
	}

	markAgain := func(token string, upload int64, marks float64) apptest.Response {
		return w.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/second-markings/%d", upload), url.Values{"marks": {fmt.Sprint(marks)}}, "token", token)
	}
	must(t, "Sameer marking his own copy again", markAgain(w.sameer, uploads["near"], near), 403)
	must(t, "marks over the maximum", markAgain(nita, uploads["near"], max+1), 400)
	if res := must(t, "a gap within the threshold", markAgain(nita, uploads["near"], near+within), 200); res.JSON["flagged"] != false {
		t.Errorf("a gap of 8%% is within 10%%: %s", res.Body)
	}
	if res := must(t, "a gap over the threshold", markAgain(nita, uploads["far"], far+over), 200); res.JSON["flagged"] != true {
		t.Errorf("a gap of 12%% is over 10%%: %s", res.Body)
	}
	must(t, "marking again twice", markAgain(nita, uploads["far"], far), 409)

	flagged := must(t, "the flagged copies", w.Get(t, "/api/v1/admin/mains/second-markings?status=flagged", "token", w.admin), 200)
	items := flagged.JSON["responseResult"].([]any)
	if len(items) != 1 {
		t.Fatalf("only the far copy is flagged: %s", flagged.Body)
	}
	if m := items[0].(map[string]any); m["uploadId"] != float64(uploads["far"]) || m["firstMarks"] != far || m["secondMarks"] != far+over ||
		m["firstEvaluator"] != "Dr. Sameer Kulkarni" {
		t.Errorf("admins see both marks and who gave them: %v", m)
	}
	// Her marks in, the first evaluation opens to her.
	must(t, "the evaluation screen once marked", w.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploads["near"]), "token", nita), 200)
}
