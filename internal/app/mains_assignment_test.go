package app_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// queueOf answers the uploads ids in the caller's queue of waiting answers.
func queueOf(t *testing.T, s *apptest.Server, token, query string) []int64 {
	t.Helper()
	res := s.Get(t, "/api/v1/admin/mains/answers?status=pending"+query, "token", token)
	if res.Status != 200 {
		t.Fatalf("queue: %d %s", res.Status, res.Body)
	}
	var ids []int64
	for _, item := range res.JSON["responseResult"].([]any) {
		ids = append(ids, int64(item.(map[string]any)["uploadId"].(float64)))
	}
	return ids
}

func TestAnswersAreDealtToTheSeriesEvaluatorsWhoReachOnlyTheirOwn(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	sameer := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	sameerID := idOf(t, s, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'")
	mains := openMainsTest(t, s)
	openTest, series, mainsSub := mains.test, mains.series, mains.subscription

	// A second evaluator joins the series.
	meera, meeraID := newEvaluator(t, s, admin, "meera.evaluator@example.com")
	evaluators := fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", series)
	learnerID := idOf(t, s, "SELECT id FROM users WHERE email = 'demo@aspirant.test'")
	if res := s.Call(t, "PUT", evaluators, url.Values{"evaluatorIds": {fmt.Sprint(learnerID)}}, "token", admin); res.Status != 400 {
		t.Errorf("a learner as an evaluator: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PUT", evaluators, url.Values{"evaluatorIds": {fmt.Sprint(sameerID), fmt.Sprint(meeraID)}}, "token", admin); res.Status != 200 {
		t.Fatalf("evaluators: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, evaluators, "token", admin); fmt.Sprint(res.JSON["evaluatorIds"]) != fmt.Sprintf("[%d %d]", sameerID, meeraID) {
		t.Errorf("evaluators read back: %s", res.Body)
	}

	// Four learners answer: the answers go round the two evaluators.
	for i := range 4 {
		email := fmt.Sprintf("aspirant%d@example.com", i)
		token := signUp(t, s, email)
		userID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
		if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/learners/%d/grants", userID), url.Values{"subscriptionId": {fmt.Sprint(mainsSub)}}, "token", admin); res.Status != 200 && res.Status != 201 {
			t.Fatalf("grant: %d %s", res.Status, res.Body)
		}
		if res := uploadAnswer(t, s, token, openTest, "answer.pdf", pdfBytes(email)); res.Status != 201 {
			t.Fatalf("upload %d: %d %s", i, res.Status, res.Body)
		}
	}
	sameerQueue, meeraQueue := queueOf(t, s, sameer, ""), queueOf(t, s, meera, "")
	if len(sameerQueue) != 2 || len(meeraQueue) != 2 {
		t.Fatalf("queues of %d and %d, want two each: %v %v", len(sameerQueue), len(meeraQueue), sameerQueue, meeraQueue)
	}
	if all := queueOf(t, s, admin, ""); len(all) != 4 {
		t.Errorf("the admin sees %d answers, want all 4", len(all))
	}

	// Meera cannot open, draft, start, evaluate or download Sameer's answers.
	theirs := fmt.Sprintf("/api/v1/admin/mains/answers/%d", sameerQueue[0])
	if res := s.Get(t, theirs, "token", meera); res.Status != 403 || res.Message() != "This answer is assigned to another evaluator." {
		t.Errorf("another evaluator's answer: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", theirs+"/start", nil, "token", meera); res.Status != 403 {
		t.Errorf("starting another evaluator's answer: %d", res.Status)
	}
	if res := s.Call(t, "PUT", theirs+"/draft", map[string]any{"remarks": "x"}, "token", meera); res.Status != 403 {
		t.Errorf("a draft on another evaluator's answer: %d", res.Status)
	}
	if res := evaluateInBrowser(t, s, meera, sameerQueue[0], map[string]any{"marks": "5"}, pdfBytes("x")); res.Status != 403 {
		t.Errorf("evaluating another evaluator's answer: %d", res.Status)
	}
	key := s.Get(t, theirs, "token", sameer).JSON["answer"].(map[string]any)["answerPDF"].(map[string]any)["file_path"].(string)
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", meera); res.Status != 403 {
		t.Errorf("another evaluator downloaded the answer: %d", res.Status)
	}

	// Only an admin reassigns; the answer then moves to Meera's queue.
	assign := theirs + "/assignee"
	if res := s.Call(t, "PUT", assign, url.Values{"evaluatorId": {fmt.Sprint(meeraID)}}, "token", sameer); res.Status != 403 {
		t.Errorf("an evaluator reassigned: %d", res.Status)
	}
	if res := s.Call(t, "PUT", assign, url.Values{"evaluatorId": {fmt.Sprint(learnerID)}}, "token", admin); res.Status != 400 {
		t.Errorf("assigned to a learner: %d", res.Status)
	}
	if res := s.Call(t, "PUT", assign, url.Values{"evaluatorId": {fmt.Sprint(meeraID)}}, "token", admin); res.Status != 200 {
		t.Fatalf("reassign: %d %s", res.Status, res.Body)
	}
	if len(queueOf(t, s, meera, "")) != 3 || len(queueOf(t, s, sameer, "")) != 1 {
		t.Errorf("after the reassignment: %v and %v", queueOf(t, s, meera, ""), queueOf(t, s, sameer, ""))
	}
	if res := s.Get(t, theirs, "token", meera); res.Status != 200 || res.JSON["answer"].(map[string]any)["assignedTo"].(map[string]any)["id"] != float64(meeraID) {
		t.Errorf("the reassigned answer: %d %s", res.Status, res.Body)
	}
	if got := queueOf(t, s, admin, fmt.Sprintf("&assignedTo=%d", sameerID)); len(got) != 1 {
		t.Errorf("the admin's filter by evaluator: %v", got)
	}

	// Past the promise, the late filter lists all four.
	s.Clock.Advance(73 * time.Hour)
	admin = s.Login(t, "admin@aspirant.test", "admin12345")
	if late := s.Get(t, "/api/v1/admin/mains/answers?status=late", "token", admin).JSON["responseResult"].([]any); len(late) != 4 {
		t.Errorf("%d late answers, want 4", len(late))
	}

	// The report of the answers by status and age: every answer for the admin, her own for Meera.
	report := s.Get(t, "/api/v1/admin/mains/answers.csv", "token", admin)
	rows, _ := csvFileRows(t, report)
	if len(rows) != 5 {
		t.Fatalf("report: %q", report.Body)
	}
	if strings.Join(rows[0], ",") != "upload_id,learner_id,learner,test,series,uploaded,promised_by,status,age_hours,evaluator,evaluated,marks,maximum" {
		t.Errorf("report header %v", rows[0])
	}
	for _, row := range rows[1:] {
		if row[7] != "late" || row[8] != "73" || (row[9] != "Dr. Sameer Kulkarni" && row[9] != "Learner") {
			t.Errorf("report row %v: want late, 73 hours old, with its evaluator", row)
		}
	}
	meera = s.Login(t, "meera.evaluator@example.com", "learner-pass")
	if mine, _ := csvFileRows(t, s.Get(t, "/api/v1/admin/mains/answers.csv", "token", meera)); len(mine) != 4 {
		t.Errorf("Meera's report has %d rows, want her 3 and the header", len(mine))
	}
}
