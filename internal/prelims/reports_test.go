package prelims_test

// Reporting an error in a question (docs/product.md, "Reporting an error in a question"): the
// learner reports from the review of a submitted test, staff read the reports in the console,
// correct the key (which re-scores) and resolve them, and the learner's review says so.

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

func reportPath(questionID int64) string {
	return fmt.Sprintf("/api/v1/modules/tests/questions/%d/report", questionID)
}

func (f *fixture) report(t *testing.T, token string, questionID int64, kind, note string, header ...string) apptest.Response {
	t.Helper()
	return f.s.Call(t, http.MethodPost, reportPath(questionID), url.Values{"kind": {kind}, "note": {note}},
		append([]string{"token", token}, header...)...)
}

// reviewQuestion answers question i (0-based) of the caller's review of an attempt.
func (f *fixture) reviewQuestion(t *testing.T, token string, attemptID any, i int) map[string]any {
	t.Helper()
	return f.review(t, f.s, token, attemptID)["questions"].([]any)[i].(map[string]any)
}

func reportOf(res apptest.Response) map[string]any {
	r, _ := body(res)["report"].(map[string]any)
	return r
}

func TestALearnerReportsAQuestionOfASubmittedTest(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 1, 60)

	// Before submitting, the review and so the report are closed to the learner.
	res := f.report(t, f.token, f.questions[0], "wrong_key", "")
	if res.Status != http.StatusForbidden || res.Message() != "You can report an error in a question once you have submitted its test." {
		t.Fatalf("a report before submitting: %d %s", res.Status, res.Body)
	}
	// In Hindi when the app asks in Hindi.
	res = f.report(t, f.token, f.questions[0], "wrong_key", "", "Accept-Language", "hi")
	if res.Message() != "किसी प्रश्न में त्रुटि की सूचना आप उसका टेस्ट सबमिट करने के बाद दे सकते हैं।" {
		t.Errorf("the refusal in Hindi: %d %s", res.Status, res.Body)
	}
	submitted := body(f.submit(t, f.token, f.sheet("cwc"), "report-1"))

	res = f.report(t, f.token, f.questions[1], "wrong_key", "  Option D is right: see the Constitution, Article 14.  ")
	first := reportOf(res)
	if res.Status != http.StatusCreated || res.Message() != "Thank you. Our faculty will check this question." ||
		first["status"] != "open" || first["kind"] != "wrong_key" || first["note"] != "Option D is right: see the Constitution, Article 14." {
		t.Fatalf("the first report: %d %s", res.Status, res.Body)
	}
	// A second report while the first is open rewrites it.
	res = f.report(t, f.token, f.questions[1], "typo", "")
	second := reportOf(res)
	if res.Status != http.StatusOK || res.Message() != "Your report was updated. Our faculty will check this question." ||
		second["id"] != first["id"] || second["kind"] != "typo" || second["note"] != "" {
		t.Fatalf("the second report: %d %s", res.Status, res.Body)
	}
	var open int
	if err := s.DB.Get(t.Context(), &open, "SELECT COUNT(*) FROM question_notes WHERE kind = 'error_report' AND question_id = ?", f.questions[1]); err != nil || open != 1 {
		t.Fatalf("reports stored: %d (%v), want 1", open, err)
	}

	// The review says which questions the learner has reported.
	if r, _ := f.reviewQuestion(t, f.token, submitted["attemptId"], 1)["report"].(map[string]any); r == nil ||
		r["status"] != "open" || r["kind"] != "typo" {
		t.Errorf("the reported question in the review: %v", r)
	}
	if r := f.reviewQuestion(t, f.token, submitted["attemptId"], 0)["report"]; r != nil {
		t.Errorf("a question not reported has a report in the review: %v", r)
	}

	// Refusals, each with its message.
	cases := []struct {
		name, kind, note string
		question         int64
		status           int
		field, message   string
	}{
		{"no kind", "", "", f.questions[0], 400, "kind", "Choose what is wrong with the question."},
		{"an unknown kind", "spelling", "", f.questions[0], 400, "kind", "Choose what is wrong with the question."},
		{"other without a note", "other", "   ", f.questions[0], 400, "note", "Tell us what is wrong with the question."},
		// 1,001 letters of Devanagari: characters are counted, not bytes.
		{"a note too long", "typo", strings.Repeat("क", 1001), f.questions[0], 400, "note", "The note must be at most 1,000 characters."},
		{"a question nobody has", "typo", "", 999999, 404, "", "This question was not found."},
	}
	for _, c := range cases {
		res := f.report(t, f.token, c.question, c.kind, c.note)
		if res.Status != c.status {
			t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			continue
		}
		if c.field != "" && res.FieldError(c.field) != c.message {
			t.Errorf("%s: errors.%s = %q, want %q", c.name, c.field, res.FieldError(c.field), c.message)
		}
		if c.field == "" && res.Message() != c.message {
			t.Errorf("%s: message %q, want %q", c.name, res.Message(), c.message)
		}
	}
	if res := f.report(t, f.token, f.questions[0], "", "", "Accept-Language", "hi"); res.FieldError("kind") != "चुनें कि प्रश्न में क्या गलत है।" {
		t.Errorf("the kind's message in Hindi: %d %s", res.Status, res.Body)
	}
	if res := f.report(t, f.token, f.questions[0], "typo", strings.Repeat("क", 1000)); res.Status != http.StatusCreated {
		t.Errorf("a note of 1,000 letters: %d %s", res.Status, res.Body)
	}

	// A learner of the series who has not submitted the test, and a visitor, are refused.
	other, _ := s.NewLearner(t, "Ishita Verma", "prelims-test-series-2027")
	if res := f.report(t, other, f.questions[0], "typo", ""); res.Status != http.StatusForbidden {
		t.Errorf("a learner who has not submitted: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPost, reportPath(f.questions[0]), url.Values{"kind": {"typo"}}); res.Status != http.StatusUnauthorized {
		t.Errorf("a visitor: %d %s", res.Status, res.Body)
	}
}

func TestStaffResolveReportsAfterAKeyCorrectionThatRescores(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 2, 200, 66, 0, 1, 60) // option B (2) is correct everywhere
	admin := adminToken(t, s)
	// The demo learner chose D for question 1 (wrong by the key as it stands), B for question 2.
	demo := body(f.submit(t, f.token, f.sheet("wc"), "reported-1"))
	if demo["score"] != 1.34 {
		t.Fatalf("before the correction: %v", demo["score"])
	}
	other, _ := s.NewLearner(t, "Farhan Qureshi", "prelims-test-series-2027")
	f.submit(t, other, f.sheet("cc"), "reported-2")
	if res := f.report(t, f.token, f.questions[0], "wrong_key", "D is the right answer."); res.Status != http.StatusCreated {
		t.Fatalf("report: %d %s", res.Status, res.Body)
	}
	if res := f.report(t, other, f.questions[0], "other", "The options look swapped."); res.Status != http.StatusCreated {
		t.Fatalf("report: %d %s", res.Status, res.Body)
	}

	// The console lists the question with its reports, the newest first.
	res := s.Get(t, "/api/v1/admin/question-reports", "token", admin)
	items, _ := res.JSON["items"].([]any)
	if res.Status != 200 || len(items) != 1 {
		t.Fatalf("reported questions: %d %s", res.Status, res.Body)
	}
	q := items[0].(map[string]any)
	counts := q["counts"].(map[string]any)
	reports := q["reports"].([]any)
	if q["questionId"] != float64(f.questions[0]) || q["number"] != 1.0 || q["testName"] != "Fixture test" || q["total"] != 2.0 ||
		counts["wrong_key"] != 1.0 || counts["other"] != 1.0 || counts["typo"] != 0.0 || len(reports) != 2 {
		t.Fatalf("the reported question: %v", q)
	}
	if newest := reports[0].(map[string]any); newest["note"] != "The options look swapped." || newest["learnerName"] != "Farhan Qureshi" {
		t.Errorf("the newest report first: %v", newest)
	}
	if res := s.Get(t, "/api/v1/admin/question-reports?status=resolved", "token", admin); len(res.JSON["items"].([]any)) != 0 {
		t.Errorf("resolved reports before any was resolved: %s", res.Body)
	}
	if res := s.Get(t, "/api/v1/admin/question-reports?status=closed", "token", admin); res.Status != 400 || res.FieldError("status") == "" {
		t.Errorf("an unknown status: %d %s", res.Status, res.Body)
	}

	// Staff correct the key in the question editor: saved without confirming, the console is
	// told what the correction will do, and nothing changes yet (docs/product.md, "Key corrections").
	list := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", f.testID), "token", admin).JSON["items"].([]any)
	unconfirmed := list[0].(map[string]any)
	unconfirmed["correct"] = 4
	asked := s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/questions/%d", f.questions[0]), unconfirmed, "token", admin)
	if asked.Status != http.StatusPreconditionRequired ||
		!strings.Contains(asked.Message(), "2 submitted attempts are scored again, and 2 of the results change") {
		t.Fatalf("a key correction without confirming: %d %s", asked.Status, asked.Body)
	}
	if attempt := f.review(t, s, f.token, demo["attemptId"])["attempt"].(map[string]any); attempt["score"] != 1.34 || attempt["rescoredAt"] != nil {
		t.Fatalf("an unconfirmed correction changed the learner's result: %v", attempt)
	}
	// Confirmed, the reporter's attempt is scored again.
	if res := f.correctKey(t, s, admin, 0, 4); res.Status != 200 {
		t.Fatalf("key correction: %d %s", res.Status, res.Body)
	}
	closeReports := func(status, reply string) apptest.Response {
		return s.Call(t, http.MethodPost, fmt.Sprintf("/api/v1/admin/questions/%d/reports/close", f.questions[0]),
			url.Values{"status": {status}, "reply": {reply}}, "token", admin)
	}
	if res := closeReports("open", ""); res.Status != 400 || res.FieldError("status") == "" {
		t.Errorf("closing as open: %d %s", res.Status, res.Body)
	}
	res = closeReports("resolved", "Thank you: the key is now D, and your score has been corrected.")
	if res.Status != 200 || res.JSON["closed"] != 2.0 || res.Message() != "2 reports resolved." {
		t.Fatalf("resolve: %d %s", res.Status, res.Body)
	}
	if res := closeReports("dismissed", ""); res.Status != http.StatusConflict {
		t.Errorf("closing again: %d %s", res.Status, res.Body)
	}

	// The learner's review: re-scored, the key corrected, the report resolved with the reply.
	review := f.review(t, s, f.token, demo["attemptId"])
	if attempt := review["attempt"].(map[string]any); attempt["score"] != 4.0 || attempt["rescoredAt"] == nil {
		t.Errorf("the reporter's attempt after the correction: %v", attempt)
	}
	q1 := review["questions"].([]any)[0].(map[string]any)
	r, _ := q1["report"].(map[string]any)
	if q1["outcome"] != "correct" || q1["keyCorrectedAt"] == nil || r == nil || r["status"] != "resolved" ||
		r["reply"] != "Thank you: the key is now D, and your score has been corrected." || r["resolvedAt"] == nil {
		t.Errorf("question 1 in the review: %v", q1)
	}

	// The console's lists follow, and the audit log has the resolution.
	if res := s.Get(t, "/api/v1/admin/question-reports", "token", admin); len(res.JSON["items"].([]any)) != 0 {
		t.Errorf("open reports after resolving: %s", res.Body)
	}
	res = s.Get(t, "/api/v1/admin/question-reports?status=resolved", "token", admin)
	resolved := res.JSON["items"].([]any)
	if len(resolved) != 1 || resolved[0].(map[string]any)["reports"].([]any)[0].(map[string]any)["resolvedBy"] != "admin@aspirant.test" {
		t.Errorf("resolved reports: %s", res.Body)
	}
	audit := s.Get(t, "/api/v1/admin/audit?entity="+url.QueryEscape("question reports"), "token", admin)
	entries, _ := audit.JSON["items"].([]any)
	if len(entries) != 1 || entries[0].(map[string]any)["action"] != "resolve" || entries[0].(map[string]any)["entityId"] != float64(f.questions[0]) {
		t.Errorf("audit: %s", audit.Body)
	}

	// Reporting again after a resolution makes a new report.
	res = f.report(t, f.token, f.questions[0], "typo", "")
	if res.Status != http.StatusCreated || reportOf(res)["id"] == r["id"] {
		t.Errorf("a report after the resolution: %d %s", res.Status, res.Body)
	}
}

// During a live window (docs/product.md, "Live tests"), staff may correct a key and answer a
// report, but what they did would give the key away to learners while others are still sitting
// the test: the console says when it reaches them, and the review shows neither until the close.
func TestACorrectionAndAReplyDuringALiveWindowWaitForTheClose(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 2, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	closes := s.Clock.Now().Add(2 * time.Hour)
	if res := f.setWindow(t, admin, s.Clock.Now().Add(-time.Minute).Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("window: %d %s", res.Status, res.Body)
	}
	f.start(t, f.token, "live-held-1")
	demo := body(f.submit(t, f.token, f.sheet("wc"), "live-held-1"))
	if res := f.report(t, f.token, f.questions[0], "wrong_key", "D is the right answer."); res.Status != http.StatusCreated {
		t.Fatalf("report: %d %s", res.Status, res.Body)
	}

	at := indiatime.Format(closes.Add(30 * time.Second)) // the key opens at the close and the grace
	corrected := f.correctKey(t, s, admin, 0, 4)
	if corrected.Status != 200 || !strings.Contains(corrected.Message(), "learners see the corrected key with the rest of it when the test closes at "+at) {
		t.Fatalf("the console on a correction in the window: %d %s", corrected.Status, corrected.Body)
	}
	closed := s.Call(t, http.MethodPost, fmt.Sprintf("/api/v1/admin/questions/%d/reports/close", f.questions[0]),
		url.Values{"status": {"resolved"}, "reply": {"You are right: the answer is D."}}, "token", admin)
	if closed.Status != 200 || closed.Message() != "1 report resolved. The test's live window is open: learners read your reply when it closes at "+at+"." {
		t.Fatalf("the console on a reply in the window: %d %s", closed.Status, closed.Body)
	}

	review := f.review(t, s, f.token, demo["attemptId"])
	q1 := review["questions"].([]any)[0].(map[string]any)
	r := q1["report"].(map[string]any)
	if r["status"] != "open" || r["reply"] != "" || r["resolvedAt"] != nil || q1["keyCorrectedAt"] != nil || q1["correctOption"] != nil {
		t.Fatalf("the review in the window gave the correction away: %v", q1)
	}
	if changes := review["keyChanges"].([]any); len(changes) != 0 {
		t.Fatalf("key changes in the window: %v", changes)
	}

	s.Clock.Advance(2*time.Hour + time.Minute)
	q1 = f.review(t, s, f.token, demo["attemptId"])["questions"].([]any)[0].(map[string]any)
	r = q1["report"].(map[string]any)
	if r["status"] != "resolved" || r["reply"] != "You are right: the answer is D." || q1["keyCorrectedAt"] == nil || q1["outcome"] != "correct" {
		t.Fatalf("the review after the close: %v", q1)
	}
}
