package mains_test

import (
	"encoding/csv"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"aspirant/internal/mains"
)

// docs/product.md, "Evaluation on time": an upload is promised by its series' turnaround, and
// turns late past it while not evaluated: in the learner's list, the evaluators' late list, the
// report and the operators' gauges alike; an evaluation takes it out of the backlog.
func TestAnAnswerIsPromisedByTheTurnaroundAndLatePastIt(t *testing.T) {
	w := newWorld(t)
	w.setSeries(t, url.Values{"evaluation_turnaround_hours": {"48"}})
	gauges := prometheus.NewRegistry()
	mains.NewService(mains.Deps{DB: w.DB, Now: w.Clock.Now}).RegisterMetrics(gauges)
	waiting, late := backlogOf(t, gauges)

	uploaded := must(t, "upload", w.upload(t, w.learner, w.test, "mine", false), 201)
	upload := w.currentAnswer(t, w.learnerID)
	at, _ := time.Parse(time.RFC3339Nano, uploaded.JSON["uploadedAt"].(string))
	if expected := w.testOf(t, w.learner)["expectedBy"]; expected != at.Add(48*time.Hour).UTC().Format(time.RFC3339) {
		t.Errorf("promised by %v, want 48 hours after %v", expected, at)
	}
	if n, l := backlogOf(t, gauges); n != waiting+1 || l != late {
		t.Errorf("the gauges after the upload: %v waiting, %v late; want %v and %v", n, l, waiting+1, late)
	}
	if w.lists(t, "late", upload) || !w.lists(t, "pending", upload) || w.standing(t, upload)[7] != "waiting" {
		t.Errorf("a new answer is pending, not late")
	}

	w.Clock.Advance(49 * time.Hour)
	if !w.lists(t, "late", upload) || !w.lists(t, "pending", upload) {
		t.Errorf("past its promise the answer should be late, and still pending")
	}
	if row := w.standing(t, upload); row[7] != "late" || row[8] != "49" {
		t.Errorf("the report's status and age: %v", row)
	}
	if n, l := backlogOf(t, gauges); n != waiting+1 || l != late+1 {
		t.Errorf("the gauges past the promise: %v waiting, %v late; want %v and %v", n, l, waiting+1, late+1)
	}

	must(t, "evaluate", w.evaluate(t, w.sameer, upload, url.Values{"marks": {"25"}}, answerPDF("marked")), 200)
	if w.lists(t, "late", upload) || w.lists(t, "pending", upload) || !w.lists(t, "evaluated", upload) || w.standing(t, upload)[7] != "evaluated" {
		t.Errorf("an evaluated answer leaves the backlog")
	}
	if n, l := backlogOf(t, gauges); n != waiting || l != late {
		t.Errorf("the gauges after the evaluation: %v waiting, %v late; want %v and %v", n, l, waiting, late)
	}
}

// lists reports whether the admin's list of answers of a status holds the upload.
func (w *world) lists(t *testing.T, status string, upload int64) bool {
	t.Helper()
	res := must(t, status+" answers", w.Get(t, "/api/v1/admin/mains/answers?status="+status, "token", w.admin), 200)
	for _, item := range res.JSON["responseResult"].([]any) {
		if item.(map[string]any)["uploadId"] == float64(upload) {
			return true
		}
	}
	return false
}

// standing answers the upload's row of the admin's report.
func (w *world) standing(t *testing.T, upload int64) []string {
	t.Helper()
	res := must(t, "the report", w.Get(t, "/api/v1/admin/mains/answers.csv", "token", w.admin), 200)
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(res.Body), "\ufeff"))).ReadAll()
	if err != nil {
		t.Fatalf("the report is not CSV: %v", err)
	}
	for _, row := range rows {
		if row[0] == fmt.Sprint(upload) {
			return row
		}
	}
	t.Fatalf("the report has no row for %d:\n%s", upload, res.Body)
	return nil
}

// backlogOf reads the backlog's gauges as a scrape does.
func backlogOf(t *testing.T, reg *prometheus.Registry) (waiting, late float64) {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		switch f.GetName() {
		case "aspirant_mains_answers_waiting":
			waiting = f.GetMetric()[0].GetGauge().GetValue()
		case "aspirant_mains_answers_late":
			late = f.GetMetric()[0].GetGauge().GetValue()
		}
	}
	return waiting, late
}
