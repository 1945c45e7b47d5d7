package prelims_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// fixture is a test of known questions in the demo learner's prelims test series.
type fixture struct {
	s         *apptest.Server
	testID    int64
	questions []int64   // question ids in order
	options   [][]int64 // option ids per question
	correct   []int64   // the correct option per question
	token     string    // the demo learner, who holds the series
	slug      string
}

// newFixture adds a test with n questions of four options (the second is correct) and the
// given scheme (hundredths) and limits.
func newFixture(t *testing.T, s *apptest.Server, n int, correct, incorrect, unattempted int64, attempts, minutes int) *fixture {
	t.Helper()
	ctx := context.Background()
	now := s.Clock.Now()
	var library int64
	if err := s.DB.Get(ctx, &library, `SELECT sl.library_id FROM subscription_libraries sl JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE s.slug = 'prelims-test-series-2027'`); err != nil {
		t.Fatal(err)
	}
	f := &fixture{s: s, token: s.Login(t, "demo@aspirant.test", "demo12345")}
	slug := fmt.Sprintf("fixture-%d", time.Now().UnixNano())
	f.slug = slug
	var err error
	f.testID, err = s.DB.InsertID(ctx, `INSERT INTO prelims_tests (library_id, name, slug, duration_minutes, total_marks, total_attempts,
		marks_correct, marks_incorrect, marks_unattempted, position, is_published, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 99, TRUE, ?, ?) RETURNING id`, library, "Fixture test", slug, minutes, n*2, attempts,
		correct, incorrect, unattempted, now, now)
	if err != nil {
		t.Fatal(err)
	}
	topics := []string{"Polity", "Economy", "Geography"}
	for i := 0; i < n; i++ {
		q, err := s.DB.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, explanation_html, difficulty, topic, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'medium', ?, ?, ?) RETURNING id`, f.testID, i+1, fmt.Sprintf("Question %d", i+1),
			fmt.Sprintf("Because of fact %d.", i+1), topics[i%len(topics)], now, now)
		if err != nil {
			t.Fatal(err)
		}
		f.questions = append(f.questions, q)
		var opts []int64
		for j := 0; j < 4; j++ {
			o, err := s.DB.InsertID(ctx, `INSERT INTO prelims_options (question_id, position, text_html, is_correct) VALUES (?, ?, ?, ?) RETURNING id`,
				q, j+1, fmt.Sprintf("Option %c", 'A'+j), j == 1)
			if err != nil {
				t.Fatal(err)
			}
			opts = append(opts, o)
		}
		f.options = append(f.options, opts)
		f.correct = append(f.correct, opts[1])
	}
	return f
}

// sheet builds an answer list: 'c' correct, 'w' wrong, '-' unattempted (null), ' ' left out.
func (f *fixture) sheet(pattern string) string {
	var items []map[string]any
	for i, c := range pattern {
		switch c {
		case 'c':
			items = append(items, map[string]any{"questionId": f.questions[i], "selectedOption": f.correct[i]})
		case 'w':
			items = append(items, map[string]any{"questionId": f.questions[i], "selectedOption": fmt.Sprint(f.options[i][3])})
		case '-':
			items = append(items, map[string]any{"questionId": f.questions[i], "selectedOption": nil})
		}
	}
	raw, _ := json.Marshal(items)
	return string(raw)
}

func (f *fixture) start(t *testing.T, token, key string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(f.testID)}, "attemptKey": {key}}, "token", token)
}

func (f *fixture) submit(t *testing.T, token, answers, key string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(f.testID)},
		"answers": {answers}, "attemptKey": {key}}, "token", token)
}

func body(res apptest.Response) map[string]any {
	b, _ := res.JSON["body"].(map[string]any)
	return b
}

func TestScoringTable(t *testing.T) {
	s := apptest.New(t)
	cases := []struct {
		name                 string
		correct, wrong, skip int64
		pattern              string
		score                float64
		c, w, u              float64
	}{
		{"all correct", 200, 66, 0, "cccccccccc", 20, 10, 0, 0},
		{"all wrong stays negative", 200, 66, 0, "wwwwwwwwww", -6.6, 0, 10, 0},
		{"mixed", 200, 66, 0, "cccwwc--  ", 6.68, 4, 2, 4},
		{"nothing answered", 200, 66, 0, "", 0, 0, 0, 10},
		{"CSAT scheme", 250, 83, 0, "ccccccccww", 18.34, 8, 2, 0},
		{"unattempted penalised", 100, 25, 10, "ccwww-----", 0.75, 2, 3, 5},
		{"penalties below zero", 100, 25, 10, "wwwww-----", -1.75, 0, 5, 5},
		{"thirds do not drift", 100, 33, 0, "wwwwwwwwwc", -1.97, 1, 9, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, s, 10, c.correct, c.wrong, c.skip, 1, 60)
			res := f.submit(t, f.token, f.sheet(c.pattern), strings.ReplaceAll("k-"+c.name, " ", "-"))
			b := body(res)
			if res.Status != 200 || res.Message() != "Test submitted successfully!" {
				t.Fatalf("%d %s", res.Status, res.Body)
			}
			if b["score"] != c.score || b["correctAnswers"] != c.c || b["incorrectAnswers"] != c.w || b["unattemptedAnswers"] != c.u {
				t.Fatalf("score %v (%v/%v/%v), want %v (%v/%v/%v)", b["score"], b["correctAnswers"], b["incorrectAnswers"],
					b["unattemptedAnswers"], c.score, c.c, c.w, c.u)
			}
		})
	}
}

func TestQuestionsKeepTheKeySecret(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 2, 60)
	ask := func() apptest.Response {
		return s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token)
	}
	if res := ask(); res.Status != 409 {
		t.Fatalf("questions before starting: %d (the paper must not go out before the clock runs)", res.Status)
	}
	if res := f.start(t, f.token, "key-1"); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	res := ask()
	if res.Status != 200 {
		t.Fatalf("questions: %d %s", res.Status, res.Body)
	}
	for _, leak := range []string{"is_correct", "isCorrect", "correct", "explanation", "Because of fact"} {
		if strings.Contains(string(res.Body), leak) {
			t.Errorf("questions answer contains %q: %s", leak, res.Body)
		}
	}
	data := body(res)["data"].([]any)
	if len(data) != 3 || len(data[0].(map[string]any)["options"].([]any)) != 4 {
		t.Fatalf("questions %v", data)
	}
	again := ask()
	if string(again.Body) != string(res.Body) {
		t.Fatal("question and option order is not stable")
	}
	// A learner without the series gets nothing.
	other := s.Call(t, "POST", "/api/v1/register", url.Values{"name": {"X"}, "email": {"x@example.com"}, "password": {"pass-word"},
		"target_year": {"2027"}, "postal_address": {"a"}, "landmark": {"b"}, "city": {"c"}, "state": {"d"}, "pincode": {"110001"}, "mobile": {"9876501234"}})
	if res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", other.JSON["token"].(string)); res.Status != 403 {
		t.Fatalf("non-subscriber: %d", res.Status)
	}
	// The review shows the key once submitted, and not before.
	attemptID := int64(body(f.start(t, f.token, "key-1"))["attempt"].(map[string]any)["attemptId"].(float64))
	if res := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%d/review", attemptID), "token", f.token); res.Status != 409 {
		t.Fatalf("review of a running attempt: %d", res.Status)
	}
}

func TestInvalidAnswersStoreNothing(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 1, 60)
	other := newFixture(t, s, 1, 200, 66, 0, 1, 60)
	bad := map[string]string{
		"malformed JSON":            `[{"questionId": 1,`,
		"not a list":                `{"questionId": 1}`,
		"another test's question":   fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d}]`, other.questions[0], other.correct[0]),
		"another question's option": fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d}]`, f.questions[0], f.correct[1]),
		"answered twice":            fmt.Sprintf(`[{"questionId": %d, "selectedOption": null}, {"questionId": %d, "selectedOption": null}]`, f.questions[0], f.questions[0]),
		"nonsense id":               `[{"questionId": "abc", "selectedOption": null}]`,
	}
	for name, answers := range bad {
		if res := f.submit(t, f.token, answers, "k"); res.Status != 400 || res.FieldError("answers") == "" {
			t.Errorf("%s: %d %s", name, res.Status, res.Body)
		}
	}
	var attempts int
	s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", f.testID)
	if attempts != 0 {
		t.Fatalf("refused submissions stored %d attempts", attempts)
	}
}

func TestAttemptLimitAndIdempotentRetry(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 60)
	first := f.submit(t, f.token, f.sheet("ccww"), "attempt-one")
	retry := f.submit(t, f.token, f.sheet("cccc"), "attempt-one") // the network dropped; the app retries
	if first.Status != 200 || retry.Status != 200 || body(retry)["score"] != body(first)["score"] || body(retry)["attemptId"] != body(first)["attemptId"] {
		t.Fatalf("retry answered %s, first %s", retry.Body, first.Body)
	}
	if res := f.submit(t, f.token, f.sheet("cccc"), "attempt-two"); res.Status != 200 {
		t.Fatalf("second attempt: %d", res.Status)
	}
	over := f.submit(t, f.token, f.sheet("cccc"), "attempt-three")
	if over.Status != 400 || !strings.Contains(over.Message(), "exceeded your test taking limit") {
		t.Fatalf("third attempt: %d %s", over.Status, over.Body)
	}
	if res := f.start(t, f.token, "attempt-four"); res.Status != 400 || !strings.Contains(res.Message(), "exceeded your test taking limit") {
		t.Fatalf("start over the limit: %d", res.Status)
	}
	var attempts int
	s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", f.testID)
	if attempts != 2 {
		t.Fatalf("%d attempts stored, want 2", attempts)
	}
	list := s.Call(t, "POST", "/api/v1/modules/tests/attempted", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token)
	rows := list.JSON["getAttemptedTest"].([]any)
	if len(rows) != 2 || list.JSON["totalAttemptsMadeByUser"] != float64(2) || rows[0].(map[string]any)["attempts"] != float64(1) ||
		rows[0].(map[string]any)["score"] != 2.68 || list.JSON["getTest"].(map[string]any)["name"] != "Fixture test" {
		t.Fatalf("attempted: %s", list.Body)
	}
}

func TestAutosaveResumeAndTheServersClock(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 30)
	started := body(f.start(t, f.token, "k1"))["attempt"].(map[string]any)
	if started["remainingSeconds"] != float64(30*60) {
		t.Fatalf("remaining %v, want the test's own 30 minutes", started["remainingSeconds"])
	}
	attemptID := fmt.Sprint(started["attemptId"])
	save := func(answers string) apptest.Response {
		return s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answers}}, "token", f.token)
	}
	marked := fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "markedForReview": true, "timeSpentMs": 41000}]`, f.questions[0], f.correct[0])
	if res := save(marked); res.Status != 200 || body(res)["saved"] != float64(1) {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	if res := save(fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 5000}]`, f.questions[1], f.options[1][3])); res.Status != 200 {
		t.Fatal(res.Status)
	}
	// Ten minutes later the app reloads (or another device opens the test): same attempt, same
	// deadline, the saved answers back.
	s.Clock.Advance(10 * time.Minute)
	resumed := body(f.start(t, f.token, "k-from-another-device"))["attempt"].(map[string]any)
	if resumed["attemptId"] != started["attemptId"] || resumed["remainingSeconds"] != float64(20*60) {
		t.Fatalf("resume: %v", resumed)
	}
	listed := s.Call(t, "POST", "/api/v1/modules/tests", url.Values{"slug": {fmt.Sprint(f.slug)}}, "token", f.token)
	if d := body(listed)["data"].([]any)[0].(map[string]any)["openAttemptDeadline"]; d != resumed["deadline"] {
		t.Fatalf("tests list shows the running attempt's deadline %v, want %v", d, resumed["deadline"])
	}
	answers := resumed["answers"].([]any)
	if len(answers) != 2 || answers[0].(map[string]any)["markedForReview"] != true || answers[0].(map[string]any)["timeSpentMs"] != float64(41000) {
		t.Fatalf("resumed answers %v", answers)
	}
	// After the deadline and its grace, a save takes no new choice: the one it repeats stands.
	s.Clock.Advance(21 * time.Minute)
	if res := save(marked); res.Status != 200 || body(res)["closed"] != true || body(res)["saved"] != 1.0 || body(res)["notCounted"] != 0.0 {
		t.Fatalf("save after time: %d %s", res.Status, res.Body)
	}
}

func TestTheServerFinishesAbandonedAttempts(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID := fmt.Sprint(body(f.start(t, f.token, "k"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID},
		"answers": {f.sheet("cw")}}, "token", f.token)
	// The learner's phone dies. Nothing happens before the deadline and grace pass...
	s.Clock.Advance(10 * time.Minute)
	if n, err := s.App.Prelims().FinishAbandoned(context.Background()); err != nil || n != 0 {
		t.Fatalf("finished %d at the deadline (%v): the grace has not passed", n, err)
	}
	s.Clock.Advance(time.Minute)
	if n, err := s.App.Prelims().FinishAbandoned(context.Background()); err != nil || n != 1 {
		t.Fatalf("finished %d, %v", n, err)
	}
	list := s.Call(t, "POST", "/api/v1/modules/tests/attempted", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", f.token)
	row := list.JSON["getAttemptedTest"].([]any)[0].(map[string]any)
	if row["score"] != 1.34 || row["finishReason"] != "time_up" || row["correctAnswers"] != float64(1) || row["unattemptedAnswers"] != float64(2) {
		t.Fatalf("finished attempt %v", row)
	}
	// A submit that finally arrives gets the finished result, not a second scoring.
	if res := f.submit(t, f.token, f.sheet("cccc"), "k"); res.Status != 200 || body(res)["score"] != 1.34 {
		t.Fatalf("late submit after the server finished: %d %s", res.Status, res.Body)
	}
}

func TestLateSubmissionCountsWhatWasSaved(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID := fmt.Sprint(body(f.start(t, f.token, "k"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {f.sheet("c")}}, "token", f.token)
	s.Clock.Advance(10*time.Minute + 10*time.Second) // within the grace
	if res := f.submit(t, f.token, f.sheet("c"), "k"); res.Status != 200 || body(res)["score"] != 2.0 || body(res)["finishReason"] != "submitted" {
		t.Fatalf("submit in the grace: %d %s", res.Status, res.Body)
	}

	// Within the grace a sheet still carries only what was saved by the deadline: an answer
	// chosen after it does not count, and the learner is told.
	h := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID = fmt.Sprint(body(h.start(t, h.token, "k3"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {h.sheet("c")}}, "token", h.token)
	s.Clock.Advance(10*time.Minute + 10*time.Second)
	if res := s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {h.sheet("cc")}},
		"token", h.token); res.Status != 200 || body(res)["notCounted"] != 1.0 || body(res)["closed"] != true {
		t.Fatalf("an autosave after the deadline: %d %s", res.Status, res.Body)
	}
	if res := h.submit(t, h.token, h.sheet("cc"), "k3"); res.Status != 200 || body(res)["score"] != 2.0 || body(res)["finishReason"] != "late" {
		t.Fatalf("submit in the grace with a new answer: %d %s", res.Status, res.Body)
	}

	g := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID = fmt.Sprint(body(g.start(t, g.token, "k2"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {g.sheet("c")}}, "token", g.token)
	s.Clock.Advance(20 * time.Minute) // far beyond the grace
	res := g.submit(t, g.token, g.sheet("cccc"), "k2")
	if res.Status != 200 || body(res)["score"] != 2.0 || body(res)["finishReason"] != "late" {
		t.Fatalf("late submit: %d %s (want the one saved answer scored)", res.Status, res.Body)
	}
	if res.Message() != "Time was up: some answers reached us too late and were not counted. Your result says how many." ||
		body(res)["lateAnswers"] != 3.0 {
		t.Errorf("a late submission answered %q %s", res.Message(), res.Body)
	}
	// A late sheet that chose nothing new is simply late.
	e := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID = fmt.Sprint(body(e.start(t, e.token, "k4"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {e.sheet("c")}}, "token", e.token)
	s.Clock.Advance(20 * time.Minute)
	if res := e.submit(t, e.token, e.sheet("c---"), "k4"); res.Message() != "Time was up: the answers chosen in time were submitted." ||
		body(res)["finishReason"] != "late" || body(res)["lateAnswers"] != 0.0 {
		t.Errorf("a late sheet with nothing new answered %q %s", res.Message(), res.Body)
	}
	if retry := g.submit(t, g.token, g.sheet("cccc"), "k2"); retry.Message() != res.Message() || body(retry)["score"] != 2.0 {
		t.Errorf("the retried late submission answered %q %s", retry.Message(), retry.Body)
	}
}

func TestRankingsTiesAndTheCallersRow(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 60)
	ctx := context.Background()
	// Five learners with their first attempts: scores 8, 6, 6, 2 and the demo learner's.
	patterns := []string{"cccc", "ccc-", "ccc-", "c---"}
	for i, p := range patterns {
		email := fmt.Sprintf("ranker%d@example.com", i)
		res := s.Call(t, "POST", "/api/v1/register", url.Values{"name": {"Ranker"}, "email": {email}, "password": {"pass-word"},
			"target_year": {"2027"}, "postal_address": {"a"}, "landmark": {"b"}, "city": {"c"}, "state": {"d"}, "pincode": {"110001"}, "mobile": {"9876501234"}})
		token := res.JSON["token"].(string)
		if _, err := s.DB.Exec(ctx, `INSERT INTO entitlements (user_id, subscription_id, source, starts_at, created_at, updated_at)
			SELECT u.id, s.id, 'grant', ?, ?, ? FROM users u, subscriptions s WHERE u.email = ? AND s.slug = 'prelims-test-series-2027'`,
			s.Clock.Now(), s.Clock.Now(), s.Clock.Now(), email); err != nil {
			t.Fatal(err)
		}
		if res := f.submit(t, token, f.sheet(p), "first"); res.Status != 200 {
			t.Fatalf("ranker %d: %d %s", i, res.Status, res.Body)
		}
	}
	// The demo learner scores 6 on the first attempt and 8 on the second: the first counts.
	f.submit(t, f.token, f.sheet("ccc-"), "mine-1")
	f.submit(t, f.token, f.sheet("cccc"), "mine-2")

	res := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token)
	if res.Status != 200 || res.JSON["testName"] != "Fixture test" {
		t.Fatalf("%d %s", res.Status, res.Body)
	}
	rows := res.JSON["getUserTestAttempted"].([]any)
	var ranks []string
	for _, r := range rows {
		row := r.(map[string]any)
		ranks = append(ranks, fmt.Sprintf("%v:%v", row["rank"], row["score"]))
	}
	if strings.Join(ranks, " ") != "1:8 2:6 2:6 2:6 5:2" {
		t.Fatalf("ranks %v: want one row per learner, ties sharing a rank", ranks)
	}
	you := res.JSON["you"].(map[string]any)
	if you["rank"] != float64(2) || you["score"] != 6.0 || you["percentile"] != 80.0 {
		t.Fatalf("you: %v", you)
	}
	if res.JSON["totalParticipants"] != float64(5) || res.JSON["highestScore"] != 8.0 {
		t.Fatalf("summary: %v participants, highest %v", res.JSON["totalParticipants"], res.JSON["highestScore"])
	}
	// The limit keeps the table short and still shows the caller.
	short := s.Call(t, "POST", "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}, "limit": {"1"}}, "token", f.token)
	if n := len(short.JSON["getUserTestAttempted"].([]any)); n != 2 {
		t.Fatalf("%d rows with limit 1, want the top row and the caller's", n)
	}
}

func TestReviewAndAnalysis(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 6, 200, 66, 0, 1, 60)
	attempt := body(f.start(t, f.token, "k"))["attempt"].(map[string]any)
	attemptID := fmt.Sprint(attempt["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {fmt.Sprintf(
		`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 30000}, {"questionId": %d, "selectedOption": %d, "timeSpentMs": 90000}]`,
		f.questions[0], f.correct[0], f.questions[1], f.options[1][0])}}, "token", f.token)
	f.submit(t, f.token, f.sheet("cwc---"), "k")

	res := s.Get(t, "/api/v1/modules/tests/attempts/"+attemptID+"/review", "token", f.token)
	if res.Status != 200 {
		t.Fatalf("%d %s", res.Status, res.Body)
	}
	b := body(res)
	questions := b["questions"].([]any)
	q1, q2 := questions[0].(map[string]any), questions[1].(map[string]any)
	if q1["outcome"] != "correct" || q1["explanation"] != "Because of fact 1." || q1["timeSpentMs"] != float64(30000) ||
		q2["outcome"] != "incorrect" || q2["correctOption"] != float64(f.correct[1]) {
		t.Fatalf("questions %v / %v", q1, q2)
	}
	a := b["analysis"].(map[string]any)
	if a["score"] != 3.34 || a["rank"] != float64(1) || a["participants"] != float64(1) || a["percentile"] != 100.0 ||
		a["topperScore"] != 3.34 || a["accuracy"] != 66.67 || a["timeSpentMs"] != float64(120000) {
		t.Fatalf("analysis %v", a)
	}
	topics := a["topics"].([]any)
	if len(topics) != 3 {
		t.Fatalf("topics %v", topics)
	}
	// Someone else's attempt is not reviewable.
	other := s.Login(t, "admin@aspirant.test", "admin12345")
	if res := s.Get(t, "/api/v1/modules/tests/attempts/"+attemptID+"/review", "token", other); res.Status != 404 {
		t.Fatalf("another user's review: %d", res.Status)
	}
}

// Many learners submit at once: every submission is stored exactly once.
func TestConcurrentSubmissions(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 50, 60)
	var wg sync.WaitGroup
	statuses := make([]int, 40)
	for i := range statuses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i] = f.submit(t, f.token, f.sheet("ccwc-"), fmt.Sprint("concurrent-", i%20)).Status
		}()
	}
	wg.Wait()
	for i, st := range statuses {
		if st != 200 {
			t.Fatalf("submission %d: %d", i, st)
		}
	}
	var attempts int
	s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", f.testID)
	if attempts != 20 {
		t.Fatalf("%d attempts for 20 distinct keys sent twice each", attempts)
	}
}

// The submitted sheet is final: answers it changes are changed, answers it leaves out are
// cleared, and the rest keep what autosave stored (time spent included).
func TestSubmitReplacesTheSavedSheet(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 30)
	started := body(f.start(t, f.token, "k1"))["attempt"].(map[string]any)
	attemptID := fmt.Sprint(started["attemptId"])
	saved := fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "timeSpentMs": 7000},
		{"questionId": %d, "selectedOption": %d, "timeSpentMs": 9000},
		{"questionId": %d, "selectedOption": %d, "timeSpentMs": 3000}]`,
		f.questions[0], f.options[0][3], f.questions[1], f.correct[1], f.questions[3], f.correct[3])
	if res := s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {saved}}, "token", f.token); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	// Question 1 changed to the right answer, 2 kept, 3 answered late, 4 cleared (left out).
	res := f.submit(t, f.token, f.sheet("ccc "), "k1")
	if res.Status != 200 || body(res)["score"] != float64(6) || body(res)["unattemptedAnswers"] != float64(1) {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	var stored []struct {
		QuestionID int64  `db:"question_id"`
		OptionID   *int64 `db:"option_id"`
		TimeSpent  int64  `db:"time_spent_ms"`
	}
	if err := s.DB.Select(context.Background(), &stored, `SELECT question_id, option_id, time_spent_ms FROM prelims_attempt_answers
		WHERE attempt_id = ? ORDER BY question_id`, attemptID); err != nil {
		t.Fatal(err)
	}
	want := map[int64]*int64{f.questions[0]: &f.correct[0], f.questions[1]: &f.correct[1], f.questions[2]: &f.correct[2], f.questions[3]: nil}
	if len(stored) != 4 {
		t.Fatalf("stored %d answers, want 4: %+v", len(stored), stored)
	}
	for _, row := range stored {
		w := want[row.QuestionID]
		if (w == nil) != (row.OptionID == nil) || (w != nil && *w != *row.OptionID) {
			t.Errorf("question %d stored option %v, want %v", row.QuestionID, row.OptionID, w)
		}
		if row.QuestionID == f.questions[1] && row.TimeSpent != 9000 {
			t.Errorf("the kept answer's time spent is %d, want the autosaved 9000", row.TimeSpent)
		}
	}
}
