package app_test

// An evaluator's access is what evaluating needs (docs/product.md, "What an evaluator opens"):
// the mains series they evaluate, with their papers and model answers at any time, and in every
// other respect what a learner with their subscriptions has: no library they have not bought,
// no live prelims key while it is held, and paid PDFs watermarked with their name.

import (
	"fmt"
	"net/url"
	"strconv"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

func TestAnEvaluatorOpensWhatEvaluatingNeeds(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")

	// A learner of the prelims series whom staff make an evaluator, and name an evaluator of a
	// mains series, through the console.
	_, email := s.NewLearner(t, "Meera Iyer", "prelims-test-series-2027")
	evaluatorID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/learners/%d", evaluatorID), url.Values{"role": {"evaluator"}},
		"token", admin); res.Status != 200 {
		t.Fatalf("evaluator role: %d %s", res.Status, res.Body)
	}
	evaluator := s.Login(t, email, "Kesari-Bagh-2027!")
	f := openMainsTest(t, s)
	demoEvaluator := idOf(t, s, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'")
	if res := s.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", f.series),
		url.Values{"evaluatorIds": {strconv.FormatInt(demoEvaluator, 10), strconv.FormatInt(evaluatorID, 10)}}, "token", admin); res.Status != 200 {
		t.Fatalf("series evaluators: %d %s", res.Status, res.Body)
	}
	download := func(token, key string) apptest.Response {
		t.Helper()
		return s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", token)
	}

	// The series they evaluate: its question paper, watermarked with their name like a learner's.
	question := demoKey(t, s, fmt.Sprintf(`SELECT f.storage_key FROM mains_tests t JOIN files f ON f.id = t.question_file_id
		WHERE t.library_id = %d ORDER BY t.id LIMIT 1`, f.series))
	paper := download(evaluator, question)
	if paper.Status != 200 {
		t.Fatalf("the question paper of a series they evaluate: %d %s", paper.Status, paper.Body)
	}
	if lines := watermarkOf(t, paper.Body); len(lines) < 2 || lines[0][:len("Licensed to Meera Iyer")] != "Licensed to Meera Iyer" {
		t.Errorf("the evaluator's copy is not marked with their name: %q", lines)
	}
	if res := download(admin, question); res.Status != 200 || len(watermarkOf(t, res.Body)) != 0 {
		t.Errorf("an admin's copy: %d, marked %q", res.Status, watermarkOf(t, res.Body))
	}

	// The series' list gives them each test's paper and model answer while its window is open,
	// which a learner gets only at the close: they mark against it.
	modelOf := func(token string) any {
		t.Helper()
		list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", f.subscription, f.series),
			"token", token)
		for _, row := range list.JSON["responseResult"].([]any) {
			if row := row.(map[string]any); row["id"] == float64(f.test) {
				return row["modelAnswerPDF"]
			}
		}
		t.Fatalf("the open mains test is not in the list: %d %s", list.Status, list.Body)
		return nil
	}
	if modelOf(evaluator) == nil {
		t.Error("the evaluator of the series has no model answer for the test being sat")
	}
	learner, _ := s.NewLearner(t, "Ravi Learner", "mains-test-series-2026")
	if model := modelOf(learner); model != nil {
		t.Errorf("a learner has the model answer while the window is open: %v", model)
	}

	// A library they have not bought stays closed: notes, and a mains series they do not evaluate.
	notes := demoKey(t, s, "SELECT f.storage_key FROM notes n JOIN files f ON f.id = n.topic_file_id ORDER BY n.id LIMIT 1")
	if res := download(evaluator, notes); res.Status != 403 {
		t.Errorf("notes the evaluator has not bought: %d", res.Status)
	}
	if other, err := s.DB.Exec(t.Context(), "DELETE FROM mains_series_evaluators WHERE user_id = ?", evaluatorID); err != nil || other == nil {
		t.Fatal(err)
	}
	if res := download(evaluator, question); res.Status != 403 {
		t.Errorf("the question paper of a series they no longer evaluate: %d", res.Status)
	}

	// A live prelims test of the series they bought: no key, no score, no rankings while it is
	// held, and the paper only once they start, as for any learner.
	prelims := idOf(t, s, `SELECT t.id FROM prelims_tests t JOIN subscription_libraries sl ON sl.library_id = t.library_id
		JOIN subscriptions su ON su.id = sl.subscription_id
		WHERE su.slug = 'prelims-test-series-2027' AND t.is_published AND t.opens_at IS NULL
			AND EXISTS (SELECT 1 FROM prelims_questions q WHERE q.test_id = t.id) ORDER BY t.id LIMIT 1`)
	duration := idOf(t, s, "SELECT duration_minutes FROM prelims_tests WHERE id = ?", prelims)
	now := s.Clock.Now() // the server's time, which the window is judged by
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", prelims), url.Values{
		"opens_at": {now.Add(-time.Minute).UTC().Format(time.RFC3339)}, "closes_at": {now.Add(time.Duration(duration+60) * time.Minute).UTC().Format(time.RFC3339)},
		"confirm": {"1"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	testID := url.Values{"testId": {strconv.FormatInt(prelims, 10)}}
	if res := s.Call(t, "POST", "/api/v1/modules/questions", testID, "token", evaluator); res.Status != 409 {
		t.Errorf("the paper before starting: %d %s", res.Status, res.Body)
	}
	submitted := s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": testID["testId"], "answers": {"[]"},
		"attemptKey": {"evaluator-1"}}, "token", evaluator)
	body, _ := submitted.JSON["body"].(map[string]any)
	if submitted.Status != 200 || body["score"] != nil || body["scoreOpensAt"] == nil {
		t.Fatalf("the evaluator's submit while the key is held: %d %s", submitted.Status, submitted.Body)
	}
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", body["attemptId"]), "token", evaluator)
	held, _ := review.JSON["body"].(map[string]any)
	if review.Status != 200 || held["keysReleaseAt"] == nil {
		t.Fatalf("the evaluator's review: %d %s", review.Status, review.Body)
	}
	for _, q := range held["questions"].([]any) {
		if q := q.(map[string]any); q["correctOption"] != nil || q["explanation"] != "" {
			t.Fatalf("the key reaches an evaluator while it is held: %v", q)
		}
	}
	rankings := url.Values{"test_id": {strconv.FormatInt(prelims, 10)}}
	if res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", rankings, "token", evaluator); res.Status != 409 {
		t.Errorf("the evaluator's rankings while the key is held: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", rankings, "token", admin); res.Status != 200 {
		t.Errorf("an admin's rankings while the key is held: %d %s", res.Status, res.Body)
	}
}
