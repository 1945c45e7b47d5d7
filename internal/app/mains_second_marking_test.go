package app_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

func TestAShareOfEachEvaluatorsCopiesIsMarkedAgainBlindAndAGapIsFlagged(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	sameer := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	sameerID := idOf(t, s, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'")
	mains := openMainsTest(t, s)
	openTest, series, mainsSub, maxScore := mains.test, mains.series, mains.subscription, mains.maxScore
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/libraries/%d", series), url.Values{
		"second_marking_percent": {"50"}, "second_marking_threshold_percent": {"10"}}, "token", admin); res.Status != 200 {
		t.Fatalf("second marking settings: %d %s", res.Status, res.Body)
	}

	// Two answers, both Sameer's (the series' only evaluator when they arrive).
	var uploads []int64
	for i := range 2 {
		email := fmt.Sprintf("writer%d@example.com", i)
		token := signUp(t, s, email)
		userID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
		s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/learners/%d/grants", userID), url.Values{"subscriptionId": {fmt.Sprint(mainsSub)}}, "token", admin)
		if res := uploadAnswer(t, s, token, openTest, "answer.pdf", pdfBytes(email)); res.Status != 201 {
			t.Fatalf("upload: %d %s", res.Status, res.Body)
		}
		uploads = append(uploads, idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE user_id = ? AND superseded_at IS NULL", userID))
	}
	meera, meeraID := newEvaluator(t, s, admin, "meera.second@example.com")
	s.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", series), url.Values{"evaluatorIds": {fmt.Sprint(sameerID), fmt.Sprint(meeraID)}}, "token", admin)

	// With half of his copies to mark again, Sameer's second copy goes to Meera, not his first.
	for _, upload := range uploads {
		if res := evaluateInBrowser(t, s, sameer, upload, map[string]any{"marks": "30"}, pdfBytes("evaluated")); res.Status != 200 {
			t.Fatalf("evaluate: %d %s", res.Status, res.Body)
		}
	}
	open := s.Get(t, "/api/v1/admin/mains/second-markings", "token", meera).JSON["responseResult"].([]any)
	if len(open) != 1 || open[0].(map[string]any)["uploadId"] != float64(uploads[1]) {
		t.Fatalf("Meera's second markings: %v", open)
	}
	copyToMark := open[0].(map[string]any)
	if _, shown := copyToMark["firstMarks"]; shown || copyToMark["firstEvaluator"] != nil {
		t.Errorf("the second evaluator sees the first marking: %v", copyToMark)
	}
	if mine := s.Get(t, "/api/v1/admin/mains/second-markings", "token", sameer).JSON["responseResult"].([]any); len(mine) != 0 {
		t.Errorf("Sameer has %d copies to mark again, want none", len(mine))
	}

	// Meera reads the answer, not the evaluated copy; only she marks it, once.
	answerKey := copyToMark["answerPDF"].(map[string]any)["file_path"].(string)
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(answerKey), "token", meera); res.Status != 200 {
		t.Errorf("the second evaluator cannot read the answer: %d", res.Status)
	}
	evaluatedKey := ""
	s.DB.Get(t.Context(), &evaluatedKey, `SELECT f.storage_key FROM mains_evaluations e JOIN files f ON f.id = e.evaluated_file_id WHERE e.upload_id = ?`, uploads[1])
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(evaluatedKey), "token", meera); res.Status != 403 {
		t.Errorf("the second evaluator read the evaluated copy: %d", res.Status)
	}
	markAgain := fmt.Sprintf("/api/v1/admin/mains/second-markings/%d", uploads[1])
	if res := s.Call(t, "POST", markAgain, url.Values{"marks": {"20"}}, "token", sameer); res.Status != 403 {
		t.Errorf("the first evaluator marked again: %d", res.Status)
	}
	if res := s.Call(t, "POST", markAgain, url.Values{"marks": {fmt.Sprint(maxScore + 1)}}, "token", meera); res.Status != 400 {
		t.Errorf("marks over the maximum: %d", res.Status)
	}
	// 30 and 20 differ by 10, over 10% of the maximum.
	res := s.Call(t, "POST", markAgain, url.Values{"marks": {"20"}}, "token", meera)
	if res.Status != 200 || res.JSON["flagged"] != (10 > float64(maxScore)/10) {
		t.Fatalf("mark again: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", markAgain, url.Values{"marks": {"25"}}, "token", meera); res.Status != 409 {
		t.Errorf("marked twice: %d", res.Status)
	}

	// The admin sees the flagged copy with both marks, and each evaluator's figures.
	flagged := s.Get(t, "/api/v1/admin/mains/second-markings?status=flagged", "token", admin).JSON["responseResult"].([]any)
	if len(flagged) != 1 || flagged[0].(map[string]any)["firstMarks"] != 30.0 || flagged[0].(map[string]any)["secondMarks"] != 20.0 {
		t.Fatalf("flagged copies: %v", flagged)
	}
	if res := s.Get(t, "/api/v1/admin/mains/evaluator-stats", "token", sameer); res.Status != 403 {
		t.Errorf("an evaluator read everyone's figures: %d", res.Status)
	}
	stats, _ := json.Marshal(s.Get(t, "/api/v1/admin/mains/evaluator-stats", "token", admin).JSON["responseResult"])
	want := fmt.Sprintf(`"averagePercent":%v,"averageTurnaroundHours":0,"evaluated":2,"evaluator":{"id":%d,"name":"Dr. Sameer Kulkarni"},"flagged":1,"secondMarked":1`,
		float64(int(3000.0/float64(maxScore)*10+0.5))/10, sameerID)
	if !strings.Contains(string(stats), want) {
		t.Errorf("figures %s, want %s", stats, want)
	}
}
