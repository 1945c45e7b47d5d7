package app_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

// auditOf answers the audit log's entries of one kind of record, newest first, as admins read it.
func auditOf(t *testing.T, s *apptest.Server, admin, entity string) []map[string]any {
	t.Helper()
	return list(t, s.Get(t, "/api/v1/admin/audit?entity="+url.QueryEscape(entity), "token", admin), "items")
}

func TestACorrectionKeepsTheCopyAndIsAuditedAndDownloadsAreNamedAfterTheLearner(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	mains := openMainsTest(t, s)
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads")

	// A first evaluation needs its copy.
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "20"}, nil); res.Status != 400 ||
		res.FieldError("evaluatedPDF") != "Please select the evaluated PDF." {
		t.Errorf("a first evaluation without a copy: %d %s", res.Status, res.Body)
	}
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "20", "remarks": "Add examples."}, pdfBytes("marked by hand")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	copyID := idOf(t, s, "SELECT evaluated_file_id FROM mains_evaluations")

	// Re-opened, the evaluation starts from its remarks; corrected without a new PDF, it keeps the copy.
	evaluated := s.Get(t, "/api/v1/admin/mains/answers?status=evaluated", "token", evaluator).JSON["responseResult"].([]any)
	if len(evaluated) != 1 || evaluated[0].(map[string]any)["remarks"] != "Add examples." {
		t.Errorf("the evaluated answer as the evaluator re-opens it: %v", evaluated)
	}
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "22", "remarks": "Add examples."}, nil); res.Status != 200 {
		t.Fatalf("correct: %d %s", res.Status, res.Body)
	}
	if kept := idOf(t, s, "SELECT evaluated_file_id FROM mains_evaluations"); kept != copyID {
		t.Errorf("the correction replaced the copy %d with %d", copyID, kept)
	}
	mine := mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)
	if mine["marks"] != 22.0 || mine["remarks"] != "Add examples." || mine["evaluatedPDF"] == nil {
		t.Errorf("the learner after the correction: %v", mine)
	}

	// Both are in the audit log, the correction with the evaluation before it.
	entries := auditOf(t, s, admin, "mains evaluation")
	if len(entries) != 2 || entries[0]["action"] != "re-evaluate" || entries[1]["action"] != "evaluate" ||
		entries[0]["entityId"] != float64(uploadID) || !strings.Contains(entries[0]["before"].(string), `"marks":20`) ||
		!strings.Contains(entries[0]["after"].(string), `"marks":22`) || entries[0]["actor"] != "evaluator@aspirant.test" {
		t.Errorf("the audit log: %v", entries)
	}

	// Downloads are named after the learner, the test and the day.
	var names struct {
		Learner, Test, Answer, Copy string
	}
	s.DB.Get(t.Context(), &names.Learner, "SELECT name FROM users WHERE email = 'demo@aspirant.test'")
	s.DB.Get(t.Context(), &names.Test, "SELECT name FROM mains_tests WHERE id = ?", mains.test)
	s.DB.Get(t.Context(), &names.Answer, "SELECT f.storage_key FROM mains_answer_uploads u JOIN files f ON f.id = u.file_id")
	s.DB.Get(t.Context(), &names.Copy, "SELECT f.storage_key FROM mains_evaluations e JOIN files f ON f.id = e.evaluated_file_id")
	day := s.Clock.Now().In(indiatime.Zone).Format("2006-01-02")
	safe := func(text string) string {
		return strings.Map(func(r rune) rune {
			if r == ' ' || r == ':' || r == '&' || r == ',' || r == '.' || r == '(' || r == ')' || r == '/' || r == '\'' {
				return '_'
			}
			return r
		}, text)
	}
	for key, kind := range map[string]string{names.Answer: "answer", names.Copy: "evaluated"} {
		res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", owner)
		want := fmt.Sprintf("%s_%s_%s_%s.pdf", safe(names.Learner), safe(names.Test), day, kind)
		if res.Status != 200 || !strings.Contains(res.Header.Get("Content-Disposition"), want) {
			t.Errorf("the %s's download: %d %q, want %q", kind, res.Status, res.Header.Get("Content-Disposition"), want)
		}
	}
}

func TestASecondMarkerOfAnyRoleMarksBlindAndASeniorSettlesTheFlag(t *testing.T) {
	s := apptest.New(t)
	// Sameer evaluates; the admin, the series' other evaluator, marks it again.
	a := answerToMarkTwice(t, s, nil)
	admin, sameer, owner, uploadID := a.admin, a.sameer, a.owner, a.uploadID
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"marks": "30"}, pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}

	// Blind, though an admin: no first marks or first evaluator while the copy waits for theirs.
	open := list(t, s.Get(t, "/api/v1/admin/mains/second-markings", "token", admin), "responseResult")
	if len(open) != 1 || open[0]["yoursToMark"] != true {
		t.Fatalf("the admin's second markings: %v", open)
	}
	if _, shown := open[0]["firstMarks"]; shown || open[0]["firstEvaluator"] != nil {
		t.Errorf("the second marker sees the first marking: %v", open[0])
	}
	markAgain := fmt.Sprintf("/api/v1/admin/mains/second-markings/%d", uploadID)
	if res := s.Call(t, "POST", markAgain, url.Values{"marks": {"10"}}, "token", admin); res.Status != 200 || res.JSON["flagged"] != true {
		t.Fatalf("mark again: %d %s", res.Status, res.Body)
	}
	if marked := auditOf(t, s, admin, "second marking"); len(marked) != 1 || marked[0]["action"] != "mark again" ||
		!strings.Contains(marked[0]["after"].(string), `"secondMarks":10`) {
		t.Errorf("the audit log of second markings: %v", marked)
	}
	flagged := list(t, s.Get(t, "/api/v1/admin/mains/second-markings?status=flagged", "token", admin), "responseResult")
	if len(flagged) != 1 || flagged[0]["firstMarks"] != 30.0 {
		t.Fatalf("flagged: %v", flagged)
	}

	// Sameer correcting his own evaluation does not settle it; a senior's evaluation does.
	if res := evaluateInBrowser(t, s, sameer, uploadID, map[string]any{"marks": "28"}, nil); res.Status != 200 {
		t.Fatalf("correct: %d %s", res.Status, res.Body)
	}
	if still := list(t, s.Get(t, "/api/v1/admin/mains/second-markings?status=flagged", "token", admin), "responseResult"); len(still) != 1 {
		t.Errorf("the first evaluator's correction settled the flag: %v", still)
	}
	if res := evaluateInBrowser(t, s, admin, uploadID, map[string]any{"marks": "20", "remarks": "Marked again by a senior."}, nil); res.Status != 200 {
		t.Fatalf("the senior's evaluation: %d %s", res.Status, res.Body)
	}
	if left := list(t, s.Get(t, "/api/v1/admin/mains/second-markings?status=flagged", "token", admin), "responseResult"); len(left) != 0 {
		t.Errorf("still flagged after the senior's evaluation: %v", left)
	}
	all := list(t, s.Get(t, "/api/v1/admin/mains/second-markings?status=all", "token", admin), "responseResult")
	if len(all) != 1 || all[0]["resolvedAt"] == nil || all[0]["flagged"] != true {
		t.Errorf("the settled copy: %v", all)
	}
	if settled := auditOf(t, s, admin, "second marking"); len(settled) != 2 || settled[0]["action"] != "settle" {
		t.Errorf("the settling is not in the audit log: %v", settled)
	}
	if mine := mainsTestOf(t, s, owner, a.subscription, a.series, a.test); mine["marks"] != 20.0 {
		t.Errorf("the learner's marks after the senior's evaluation: %v", mine["marks"])
	}
}
