package mains_test

import (
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// Access, checked on the server for every call (docs/product.md, "Who evaluates which answer"): a
// learner sees and downloads only their own answer; an evaluator reaches only the answers of
// their series assigned to them; a learner reaches none of the evaluators' calls.
func TestALearnerReachesOnlyTheirOwnAnswerAndAnEvaluatorOnlyTheirSeries(t *testing.T) {
	w := newWorld(t)
	nita, nitaID := w.newEvaluator(t, "Nita Rao")
	w.setEvaluators(t, nitaID) // Sameer no longer evaluates the series
	other, otherID := w.newLearner(t, "Kabir Sen")
	must(t, "the demo learner's upload", w.upload(t, w.learner, w.test, "mine", false), 201)
	must(t, "the other learner's upload", w.upload(t, other, w.test, "theirs", false), 201)
	mine, theirs := w.currentAnswer(t, w.learnerID), w.currentAnswer(t, otherID)

	keyOf := func(upload int64) string {
		var key string
		if err := w.DB.Get(t.Context(), &key, "SELECT f.storage_key FROM mains_answer_uploads u JOIN files f ON f.id = u.file_id WHERE u.id = ?", upload); err != nil {
			t.Fatal(err)
		}
		return key
	}
	for _, c := range []struct {
		token        string
		own, another int64
	}{{w.learner, mine, theirs}, {other, theirs, mine}} {
		if shown := w.testOf(t, c.token)["answerPDF"].(map[string]any); shown["file_path"] != keyOf(c.own) {
			t.Errorf("a learner's list should show their own answer: %v, want %s", shown, keyOf(c.own))
		}
		must(t, "their own answer", w.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(keyOf(c.own)), "token", c.token), 200)
		must(t, "another's answer", w.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(keyOf(c.another)), "token", c.token), 403)
		must(t, "the evaluators' queue", w.Get(t, "/api/v1/admin/mains/answers", "token", c.token), 403)
		must(t, "an answer's evaluation screen", w.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", c.own), "token", c.token), 403)
	}

	// Both answers went to Nita, the series' one evaluator; Sameer reaches neither.
	queue := must(t, "Nita's queue", w.Get(t, "/api/v1/admin/mains/answers", "token", nita), 200)
	if got := uploadIDs(queue); len(got) != 2 || !got[mine] || !got[theirs] {
		t.Errorf("Nita's queue should hold the two answers of her series: %s", queue.Body)
	}
	if got := uploadIDs(must(t, "Sameer's queue", w.Get(t, "/api/v1/admin/mains/answers", "token", w.sameer), 200)); got[mine] || got[theirs] {
		t.Errorf("Sameer's queue holds answers of a series he no longer evaluates")
	}
	for _, upload := range []int64{mine, theirs} {
		must(t, "Sameer opening an answer not his", w.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", upload), "token", w.sameer), 403)
		must(t, "Sameer evaluating it", w.evaluate(t, w.sameer, upload, url.Values{"marks": {"10"}}, answerPDF("x")), 403)
		must(t, "Sameer downloading it", w.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(keyOf(upload)), "token", w.sameer), 403)
		must(t, "Nita opening it", w.Get(t, fmt.Sprintf("/api/v1/admin/mains/answers/%d", upload), "token", nita), 200)
		must(t, "Nita downloading it", w.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(keyOf(upload)), "token", nita), 200)
	}
	must(t, "Nita assigning answers", w.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/mains/answers/%d/assignee", mine),
		url.Values{"evaluatorId": {fmt.Sprint(nitaID)}}, "token", nita), 403)
	if n := w.id(t, "SELECT COUNT(*) FROM mains_evaluations WHERE upload_id IN (?, ?)", mine, theirs); n != 0 {
		t.Errorf("a refused evaluation was saved")
	}
}

// uploadIDs answers the answers a list holds.
func uploadIDs(res apptest.Response) map[int64]bool {
	ids := map[int64]bool{}
	for _, item := range res.JSON["responseResult"].([]any) {
		ids[int64(item.(map[string]any)["uploadId"].(float64))] = true
	}
	return ids
}
