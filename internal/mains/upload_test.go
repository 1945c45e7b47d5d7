package mains_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// docs/product.md, "Mains answer writing": a new upload replaces an answer not yet evaluated only
// once the learner has confirmed it (428 asks), never an evaluated one (409), and a refused upload
// leaves nothing behind; uploads are taken only while the answer window holds.
func TestAReplacementIsConfirmedFirstAndAnEvaluatedAnswerStays(t *testing.T) {
	w := newWorld(t)
	res := must(t, "the first answer", w.upload(t, w.learner, w.test, "first", false), 201)
	if res.JSON["pages"] != float64(1) || res.JSON["uploadedAt"] == nil {
		t.Errorf("the upload should say what was received: %s", res.Body)
	}
	first := w.currentAnswer(t, w.learnerID)
	stored := len(w.StoredFiles(t))

	res = must(t, "a second answer, not confirmed", w.upload(t, w.learner, w.test, "second", false), 428)
	if !strings.Contains(res.Message(), "Upload this one instead?") {
		t.Errorf("the refusal should ask: %q", res.Message())
	}
	if now := w.currentAnswer(t, w.learnerID); now != first || len(w.StoredFiles(t)) != stored {
		t.Errorf("an upload waiting for confirmation changed the answer (%d, was %d) or kept its file (%d files, were %d)",
			now, first, len(w.StoredFiles(t)), stored)
	}

	must(t, "the second answer, confirmed", w.upload(t, w.learner, w.test, "second", true), 201)
	second := w.currentAnswer(t, w.learnerID)
	if second == first || w.id(t, "SELECT COUNT(*) FROM mains_answer_uploads WHERE id = ? AND superseded_at IS NOT NULL", first) != 1 {
		t.Fatalf("the confirmed upload should supersede the first: current %d, first %d", second, first)
	}

	must(t, "evaluate", w.evaluate(t, w.sameer, second, url.Values{"marks": {"31.5"}, "remarks": {"Good structure."}}, answerPDF("marked")), 200)
	for _, confirm := range []bool{false, true} {
		res := must(t, fmt.Sprintf("an upload over the evaluated answer (confirmed %v)", confirm),
			w.upload(t, w.learner, w.test, "third", confirm), 409)
		if !strings.Contains(res.Message(), "evaluated") {
			t.Errorf("the refusal should say why: %q", res.Message())
		}
	}
	if now := w.currentAnswer(t, w.learnerID); now != second {
		t.Errorf("the evaluated answer was replaced: current %d, evaluated %d", now, second)
	}
	if test := w.testOf(t, w.learner); test["marks"] != 31.5 || test["remarks"] != "Good structure." || test["evaluatedPDF"] == nil {
		t.Errorf("the learner should still see their evaluation: %v", test)
	}
}

func TestAnswersAreTakenOnlyWhileTheWindowHolds(t *testing.T) {
	w := newWorld(t)
	closed := w.id(t, "SELECT id FROM mains_tests WHERE library_id = ? AND ends_at < ? AND NOT is_daily ORDER BY id LIMIT 1", w.series, w.Clock.Now())
	res := must(t, "an upload after the close", w.upload(t, w.learner, closed, "late", true), 400)
	if !strings.Contains(res.Message(), "closed on") {
		t.Errorf("the refusal should say when the window closed: %q", res.Message())
	}
	if n := w.id(t, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ? AND user_id = ? AND uploaded_at >= ?",
		closed, w.learnerID, w.Clock.Now()); n != 0 {
		t.Errorf("a refused upload was recorded")
	}
	must(t, "a visitor's upload", w.upload(t, "", w.test, "anyone", false), 401)
}
