package prelims_test

// What must hold on exam day when staff edit a test under learners' feet, when a server has a
// stale cache, and when an attempt's finishing fails (docs/product.md, "Key corrections" and
// "Unpublishing a test"). Staff act through the console API, learners through theirs.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// adminToken logs the demo admin in.
func adminToken(t *testing.T, s *apptest.Server) string {
	t.Helper()
	return s.Login(t, "admin@aspirant.test", "admin12345")
}

// correctKey makes option (1-based) the correct one of the fixture's question i through the
// console, confirming what it does as staff do, and answers the console's reply.
func (f *fixture) correctKey(t *testing.T, s *apptest.Server, admin string, i, option int) apptest.Response {
	t.Helper()
	list := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", f.testID), "token", admin)
	for _, item := range list.JSON["items"].([]any) {
		q := item.(map[string]any)
		if int64(q["id"].(float64)) != f.questions[i] {
			continue
		}
		q["correct"] = option
		return s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/questions/%d?confirm=1", f.questions[i]), q, "token", admin)
	}
	t.Fatalf("question %d is not in the console's list", f.questions[i])
	return apptest.Response{}
}

func (f *fixture) review(t *testing.T, s *apptest.Server, token string, attemptID any) map[string]any {
	t.Helper()
	res := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attemptID), "token", token)
	if res.Status != 200 {
		t.Fatalf("review: %d %s", res.Status, res.Body)
	}
	return body(res)
}

func rankingsOf(t *testing.T, s *apptest.Server, testID int64, token string) map[string]float64 {
	t.Helper()
	res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("rankings: %d %s", res.Status, res.Body)
	}
	out := map[string]float64{}
	for _, row := range res.JSON["getUserTestAttempted"].([]any) {
		r := row.(map[string]any)
		out[r["unique_id"].(string)] = r["score"].(float64)
	}
	return out
}

func uniqueID(t *testing.T, s *apptest.Server, token string) string {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/user/profile", "token", token)
	basics, _ := res.JSON["body"].(map[string]any)["basicDetails"].(map[string]any)
	id, _ := basics["uniqueUserId"].(string)
	if id == "" {
		t.Fatalf("profile: %s", res.Body)
	}
	return id
}

func TestKeyCorrectionRescoresEveryAttemptAndTheRankings(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60) // option B (2) is correct everywhere
	admin := adminToken(t, s)
	other, _ := s.NewLearner(t, "Farhan Qureshi", "prelims-test-series-2027")
	// The demo learner chose B for question 1 (right by the key as it was); the other learner
	// chose D (wrong by it). Question 2 is right for both.
	demoSheet := f.sheet("cc")
	otherSheet := fmt.Sprintf(`[{"questionId":%d,"selectedOption":%d},{"questionId":%d,"selectedOption":%d}]`,
		f.questions[0], f.options[0][3], f.questions[1], f.correct[1])
	demo := body(f.submit(t, f.token, demoSheet, "demo-1"))
	theirs := body(f.submit(t, other, otherSheet, "other-1"))
	if demo["score"] != 4.0 || theirs["score"] != 1.34 {
		t.Fatalf("before the correction: %v and %v", demo["score"], theirs["score"])
	}
	// Caches are warm: the rankings and the papers of both reviews.
	rankings := rankingsOf(t, s, f.testID, f.token)
	demoID, otherID := uniqueID(t, s, f.token), uniqueID(t, s, other)
	if rankings[demoID] != 4 || rankings[otherID] != 1.34 {
		t.Fatalf("rankings before: %v", rankings)
	}
	f.review(t, s, f.token, demo["attemptId"])

	// The key of question 1 was wrong: D is right.
	res := f.correctKey(t, s, admin, 0, 4)
	rescored, _ := res.JSON["rescored"].(map[string]any)
	if res.Status != 200 || rescored["attempts"] != 2.0 || rescored["changed"] != 2.0 {
		t.Fatalf("key correction: %d %s", res.Status, res.Body)
	}

	mine := f.review(t, s, f.token, demo["attemptId"])
	if attempt := mine["attempt"].(map[string]any); attempt["score"] != 1.34 || attempt["correctAnswers"] != 1.0 ||
		attempt["incorrectAnswers"] != 1.0 || attempt["rescoredAt"] == nil {
		t.Errorf("the demo learner's attempt after the correction: %v", attempt)
	}
	q1 := mine["questions"].([]any)[0].(map[string]any)
	if q1["outcome"] != "incorrect" || q1["correctOption"] != float64(f.options[0][3]) || q1["keyCorrectedAt"] == nil {
		t.Errorf("question 1 in the review: %v", q1)
	}
	if q2 := mine["questions"].([]any)[1].(map[string]any); q2["keyCorrectedAt"] != nil {
		t.Errorf("question 2 was not corrected, but the review says %v", q2["keyCorrectedAt"])
	}
	if a := f.review(t, s, other, theirs["attemptId"])["attempt"].(map[string]any); a["score"] != 4.0 {
		t.Errorf("the other learner's score after the correction: %v", a["score"])
	}
	if r := rankingsOf(t, s, f.testID, f.token); r[demoID] != 1.34 || r[otherID] != 4 {
		t.Errorf("rankings after the correction: %v", r)
	}
	history := s.Call(t, http.MethodPost, "/api/v1/modules/tests/attempted", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token)
	if rows := history.JSON["getAttemptedTest"].([]any); rows[0].(map[string]any)["score"] != 1.34 {
		t.Errorf("attempted tests after the correction: %s", history.Body)
	}
	audit := s.Get(t, "/api/v1/admin/audit?entity="+url.QueryEscape("prelims test"), "token", admin)
	if !strings.Contains(string(audit.Body), `"action":"rescore"`) || !strings.Contains(string(audit.Body), `\"resultsChanged\":2`) {
		t.Errorf("the audit log has no re-scoring: %s", audit.Body)
	}
	// Both learners are told their new score, once (docs/product.md, "Notifications").
	for range 2 {
		if _, err := s.App.SendDueReminders(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	for token, was := range map[string]struct {
		score   string
		attempt any
	}{f.token: {"1.34", demo["attemptId"]}, other: {"4.00", theirs["attemptId"]}} {
		res := s.Get(t, "/api/v1/modules/notifications", "token", token)
		var told, links []string
		for _, n := range res.JSON["notifications"].([]any) {
			if n := n.(map[string]any); n["kind"] == "key_corrected" {
				told = append(told, n["body"].(string))
				links = append(links, n["link"].(string))
			}
		}
		if len(told) != 1 || !strings.HasSuffix(told[0], "was corrected. Your score is now "+was.score+".") {
			t.Errorf("the notices of the correction: %q, want one saying %s", told, was.score)
			continue
		}
		// It opens the review of the attempt re-scored (docs/product.md, "Notifications").
		if pattern, params, _ := apptest.AppRoute(t, links[0]); pattern != "/quiz/:testSlug/review/:attemptId" ||
			params["testSlug"] != f.slug || params["attemptId"] != fmt.Sprint(was.attempt) {
			t.Errorf("the correction's link %q opens %s %v, want the review of attempt %v", links[0], pattern, params, was.attempt)
		}
	}

	// Editing the text alone re-scores nothing and marks no correction.
	if res := f.correctKey(t, s, admin, 1, 2); res.Status != 200 || res.JSON["rescored"] != nil {
		t.Errorf("an edit that keeps the key: %d %s", res.Status, res.Body)
	}
}

func TestANewMarkingSchemeRescores(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	done := body(f.submit(t, f.token, f.sheet("ccw-"), "scheme"))
	if done["score"] != 3.34 {
		t.Fatalf("before: %v", done["score"])
	}
	// Staff are told what the new scheme does before anything is re-scored (docs/product.md,
	// "Results stay possible and fair").
	path := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID)
	res := s.Call(t, http.MethodPatch, path, url.Values{"marks_incorrect": {"0.5"}}, "token", admin)
	if res.Status != http.StatusPreconditionRequired ||
		!strings.Contains(res.Message(), "re-scores the 1 submitted attempt of this test: 1 of the results change") {
		t.Fatalf("new scheme without confirming: %d %s", res.Status, res.Body)
	}
	if a := f.review(t, s, f.token, done["attemptId"])["attempt"].(map[string]any); a["score"] != 3.34 || a["rescoredAt"] != nil {
		t.Fatalf("re-scored before staff confirmed: %v", a)
	}
	res = s.Call(t, http.MethodPatch, path, url.Values{"marks_incorrect": {"0.5"}, "confirm": {"1"}}, "token", admin)
	if res.Status != 200 {
		t.Fatalf("new scheme: %d %s", res.Status, res.Body)
	}
	if a := f.review(t, s, f.token, done["attemptId"])["attempt"].(map[string]any); a["score"] != 3.5 || a["rescoredAt"] == nil {
		t.Errorf("after the new scheme: %v", a)
	}
}

// A server whose cache still holds the old key (it has not heard of the correction yet) scores
// against the key in the database.
func TestScoringUsesTheStoredKeyOnEveryServer(t *testing.T) {
	s := apptest.New(t)
	// The second server hears of no change by itself for an hour: only the database can tell
	// it that its paper is stale.
	peer := s.Peer(t, apptest.Options{ChangesPoll: time.Hour})
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	// The learner starts on the second server: its paper cache now holds the old key.
	started := f.start(t, f.token, "stale")
	if started.Status != 200 {
		t.Fatalf("start: %d %s", started.Status, started.Body)
	}
	peerFixture := *f
	peerFixture.s = peer
	if res := peerFixture.start(t, f.token, "stale"); res.Status != 200 {
		t.Fatalf("start on the second server: %d %s", res.Status, res.Body)
	}
	if res := f.correctKey(t, s, admin, 0, 4); res.Status != 200 {
		t.Fatalf("key correction: %d %s", res.Status, res.Body)
	}
	// Question 1 answered D: right by the corrected key only.
	sheet := fmt.Sprintf(`[{"questionId":%d,"selectedOption":%d}]`, f.questions[0], f.options[0][3])
	res := peerFixture.submit(t, f.token, sheet, "stale")
	if res.Status != 200 || body(res)["score"] != 2.0 || body(res)["correctAnswers"] != 1.0 {
		t.Fatalf("submitted on the stale server: %d %s (want scored against the corrected key)", res.Status, res.Body)
	}
}

func TestUnpublishingKeepsOpenAttemptsWorking(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 2, 10)
	admin := adminToken(t, s)
	other, _ := s.NewLearner(t, "Kavya Menon", "prelims-test-series-2027")
	late, _ := s.NewLearner(t, "Rohit Sinha", "prelims-test-series-2027")
	session := body(f.start(t, f.token, "open-1"))["attempt"].(map[string]any)
	attemptID := fmt.Sprint(session["attemptId"])
	lateSession := body(f.start(t, late, "late-1"))["attempt"].(map[string]any)
	save := func(token, attempt, sheet string) apptest.Response {
		return s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers", url.Values{"attemptId": {attempt}, "answers": {sheet}}, "token", token)
	}
	if res := save(f.token, attemptID, f.sheet("c")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	if res := save(late, fmt.Sprint(lateSession["attemptId"]), f.sheet("cc")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}

	if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID), url.Values{"is_published": {"false"}},
		"token", admin); res.Status != 200 {
		t.Fatalf("unpublish: %d %s", res.Status, res.Body)
	}

	// Those who started keep everything.
	listed := s.Call(t, http.MethodPost, "/api/v1/modules/tests", url.Values{"slug": {f.slug}}, "token", f.token)
	if listed.Status != 200 || len(body(listed)["data"].([]any)) != 1 {
		t.Errorf("the learner's test by slug: %d %s", listed.Status, listed.Body)
	}
	if res := f.start(t, f.token, "open-1"); res.Status != 200 || body(res)["attempt"].(map[string]any)["attemptId"] != session["attemptId"] {
		t.Errorf("resume: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token); res.Status != 200 {
		t.Errorf("questions: %d %s", res.Status, res.Body)
	}
	if res := save(f.token, attemptID, f.sheet("cc")); res.Status != 200 {
		t.Errorf("autosave: %d %s", res.Status, res.Body)
	}
	submitted := f.submit(t, f.token, f.sheet("ccw"), "open-1")
	if submitted.Status != 200 || body(submitted)["score"] != 3.34 {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	f.review(t, s, f.token, session["attemptId"])
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/attempted", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token); res.Status != 200 {
		t.Errorf("attempted: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", f.token); res.Status != 200 {
		t.Errorf("rankings: %d %s", res.Status, res.Body)
	}
	// Only new starts are refused: a second attempt, and anyone who had not started.
	if res := f.start(t, f.token, "open-2"); res.Status != 404 {
		t.Errorf("a new attempt of an unpublished test: %d %s", res.Status, res.Body)
	}
	if res := f.start(t, other, "other-1"); res.Status != 404 {
		t.Errorf("a first start of an unpublished test: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(f.testID)}}, "token", other); res.Status != 404 {
		t.Errorf("the paper of an unpublished test to a learner who never started it: %d", res.Status)
	}

	// The finisher ends the abandoned attempt of the unpublished test from what was saved.
	s.Clock.Advance(11 * time.Minute)
	if n, err := s.App.Prelims().FinishAbandoned(context.Background()); err != nil || n != 1 {
		t.Fatalf("finisher: %d, %v", n, err)
	}
	var score int64
	if err := s.DB.Get(context.Background(), &score, "SELECT score FROM prelims_attempts WHERE id = ? AND status = 'submitted'",
		lateSession["attemptId"]); err != nil || score != 400 {
		t.Errorf("the abandoned attempt: score %d, %v", score, err)
	}
}

// The finisher goes past an attempt it cannot finish: it logs it, finishes the others, and tries
// it again at its next run.
func TestTheFinisherGoesPastAFailingAttempt(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	first, _ := s.NewLearner(t, "Anjali Verma", "prelims-test-series-2027")
	second, _ := s.NewLearner(t, "Suresh Pillai", "prelims-test-series-2027")
	broken := body(f.start(t, first, "a"))["attempt"].(map[string]any)["attemptId"]
	s.Clock.Advance(time.Second) // the broken attempt is due first
	fine := body(f.start(t, second, "b"))["attempt"].(map[string]any)["attemptId"]
	// A fault in the database itself: finishing the first attempt fails.
	ctx := context.Background()
	if testutil.Kind() == "postgres" {
		mustExec(t, s, `CREATE FUNCTION refuse_finish() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk fault'; END $$ LANGUAGE plpgsql`)
		mustExec(t, s, fmt.Sprintf(`CREATE TRIGGER refuse_finish BEFORE UPDATE ON prelims_attempts FOR EACH ROW
			WHEN (OLD.id = %v) EXECUTE FUNCTION refuse_finish()`, broken))
	} else {
		mustExec(t, s, fmt.Sprintf(`CREATE TRIGGER refuse_finish BEFORE UPDATE ON prelims_attempts WHEN OLD.id = %v
			BEGIN SELECT RAISE(ABORT, 'disk fault'); END`, broken))
	}
	s.Clock.Advance(11 * time.Minute)
	if n, err := s.App.Prelims().FinishAbandoned(ctx); err != nil || n != 1 {
		t.Fatalf("finisher with one failing attempt: finished %d, %v", n, err)
	}
	var status string
	if err := s.DB.Get(ctx, &status, "SELECT status FROM prelims_attempts WHERE id = ?", fine); err != nil || status != "submitted" {
		t.Fatalf("the attempt after the failing one: %s, %v", status, err)
	}
	mustExec(t, s, "DROP TRIGGER refuse_finish"+map[bool]string{true: " ON prelims_attempts", false: ""}[testutil.Kind() == "postgres"])
	if n, err := s.App.Prelims().FinishAbandoned(ctx); err != nil || n != 1 {
		t.Fatalf("the next run: finished %d, %v", n, err)
	}
}

func mustExec(t *testing.T, s *apptest.Server, query string) {
	t.Helper()
	if _, err := s.DB.Exec(context.Background(), query); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

func TestAnAttemptKeyBelongsToOneTest(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	g := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	if res := f.start(t, f.token, "same-key"); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	for name, res := range map[string]apptest.Response{
		"start":  g.start(t, g.token, "same-key"),
		"submit": g.submit(t, g.token, g.sheet("cc"), "same-key"),
	} {
		if res.Status != 409 || !strings.Contains(res.Message(), "another test") {
			t.Errorf("%s with another test's key: %d %s", name, res.Status, res.Body)
		}
	}
	if res := g.start(t, g.token, "a-new-key"); res.Status != 200 {
		t.Errorf("a fresh key: %d %s", res.Status, res.Body)
	}
}

// The same learner starting the same test on two servers at once gets one attempt.
func TestOneAttemptWhenStartedOnTwoServersAtOnce(t *testing.T) {
	s := apptest.New(t)
	peer := s.Peer(t)
	for round := 0; round < 8; round++ {
		f := newFixture(t, s, 2, 200, 66, 0, 3, 60)
		g := *f
		g.s = peer
		results := make([]apptest.Response, 4)
		var wg sync.WaitGroup
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				on := f
				if i%2 == 1 {
					on = &g
				}
				results[i] = on.start(t, f.token, fmt.Sprintf("device-%d-%d", round, i))
			}()
		}
		wg.Wait()
		ids := map[any]bool{}
		for i, res := range results {
			if res.Status != 200 {
				t.Fatalf("round %d, start %d: %d %s", round, i, res.Status, res.Body)
			}
			ids[body(res)["attempt"].(map[string]any)["attemptId"]] = true
		}
		var attempts int
		if err := s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", f.testID); err != nil {
			t.Fatal(err)
		}
		if len(ids) != 1 || attempts != 1 {
			t.Fatalf("round %d: %d attempts in the answers, %d stored; want one", round, len(ids), attempts)
		}
	}
}

func TestTheQuestionPaperOpensWhenTheTestStarts(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 2, 200, 66, 0, 1, 60)
	ctx := context.Background()
	var fileID int64
	var key string
	if err := s.DB.Get(ctx, &fileID, "SELECT question_file_id FROM prelims_tests WHERE question_file_id IS NOT NULL ORDER BY id LIMIT 1"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(ctx, &key, "SELECT storage_key FROM files WHERE id = ?", fileID); err != nil {
		t.Fatal(err)
	}
	mustExec(t, s, fmt.Sprintf("UPDATE prelims_tests SET question_file_id = %d WHERE id = %d", fileID, f.testID))
	var subscriptionID int64
	if err := s.DB.Get(ctx, &subscriptionID, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	listed := func() any {
		res := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", subscriptionID), "token", f.token)
		for _, item := range res.JSON["responseResult"].([]any) {
			if test := item.(map[string]any); test["id"] == float64(f.testID) {
				return test["testQuestionPDF"]
			}
		}
		t.Fatalf("the fixture test is not in the library: %s", res.Body)
		return nil
	}
	download := func() apptest.Response {
		return s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", f.token)
	}
	// The paper is also another test's, which the demo learner may have started: the fixture's
	// own rule decides only when that one has not. Give the file to the fixture alone.
	mustExec(t, s, fmt.Sprintf("UPDATE prelims_tests SET question_file_id = NULL WHERE question_file_id = %d AND id <> %d", fileID, f.testID))
	if pdf := listed(); pdf != nil {
		t.Errorf("the question paper is listed before the test starts: %v", pdf)
	}
	if res := download(); res.Status != 403 || !strings.Contains(res.Message(), "start the test") {
		t.Errorf("the question paper before the start: %d %s", res.Status, res.Body)
	}
	f.start(t, f.token, "paper")
	if pdf := listed(); pdf == nil {
		t.Error("the question paper is not listed once the test has started")
	}
	if res := download(); res.Status != 200 || !strings.HasPrefix(string(res.Body), "%PDF") {
		t.Errorf("the question paper after the start: %d", res.Status)
	}
}
