package mains_test

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// world is the demo with its mains test open now, and the people who meet in it: the demo
// learner, who holds the series; the admin; and Sameer, the demo's evaluator of every mains series.
type world struct {
	*apptest.Server
	test, series, maxScore, subscription int64
	learner, admin, sameer               string // sessions
	learnerID, adminID, sameerID         int64
}

func newWorld(t *testing.T) *world {
	t.Helper()
	s := apptest.New(t)
	w := &world{Server: s, learner: s.Login(t, "demo@aspirant.test", "demo12345"),
		admin: s.Login(t, "admin@aspirant.test", "admin12345"), sameer: s.Login(t, "evaluator@aspirant.test", "evaluator12345")}
	now := s.Clock.Now()
	w.test = w.id(t, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? AND NOT is_daily AND is_published ORDER BY id LIMIT 1", now, now)
	w.series = w.id(t, "SELECT library_id FROM mains_tests WHERE id = ?", w.test)
	w.maxScore = w.id(t, "SELECT maximum_score FROM mains_tests WHERE id = ?", w.test)
	w.subscription = w.id(t, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	w.learnerID = w.id(t, "SELECT id FROM users WHERE email = 'demo@aspirant.test'")
	w.adminID = w.id(t, "SELECT id FROM users WHERE email = 'admin@aspirant.test'")
	w.sameerID = w.id(t, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'")
	return w
}

// id answers the one number a query reads.
func (w *world) id(t *testing.T, query string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := w.DB.Get(context.Background(), &n, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// must fails the test unless a call answered the status wanted.
func must(t *testing.T, what string, res apptest.Response, status int) apptest.Response {
	t.Helper()
	if res.Status != status {
		t.Fatalf("%s: %d, want %d: %s", what, res.Status, status, res.Body)
	}
	return res
}

// answerPDF is a one-page PDF, as uploads are checked, whose page says text.
func answerPDF(text string) []byte {
	return testutil.PDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>", "("+text+")")
}

// send posts a multipart form, as the app sends uploads and evaluations, with a PDF in the part
// named file when pdf is not nil.
func (w *world) send(t *testing.T, token, path string, fields url.Values, file string, pdf []byte) apptest.Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for name, values := range fields {
		for _, v := range values {
			_ = mw.WriteField(name, v)
		}
	}
	if pdf != nil {
		part, _ := mw.CreateFormFile(file, file+".pdf")
		_, _ = part.Write(pdf)
	}
	_ = mw.Close()
	return w.Call(t, "POST", path, &body, "token", token, "Content-Type", mw.FormDataContentType())
}

// upload sends a learner's answer to a test; confirm says they agreed to replace the one before.
func (w *world) upload(t *testing.T, token string, testID int64, text string, confirm bool) apptest.Response {
	t.Helper()
	fields := url.Values{}
	if confirm {
		fields.Set("confirm", "true")
	}
	return w.send(t, token, fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", testID), fields, "answerPDFAttachment", answerPDF(text))
}

// evaluate sends an evaluation of an answer: fields (marks, remarks, questionMarks), and the
// evaluated PDF made elsewhere when pdf is not nil.
func (w *world) evaluate(t *testing.T, token string, uploadID int64, fields url.Values, pdf []byte) apptest.Response {
	t.Helper()
	return w.send(t, token, fmt.Sprintf("/api/v1/admin/mains/answers/%d/evaluation", uploadID), fields, "evaluatedPDF", pdf)
}

// currentAnswer answers the id of a learner's current answer to the test (0 for none).
func (w *world) currentAnswer(t *testing.T, learnerID int64) int64 {
	t.Helper()
	return w.id(t, `SELECT COALESCE(MAX(id), 0) FROM mains_answer_uploads WHERE mains_test_id = ? AND user_id = ? AND superseded_at IS NULL`,
		w.test, learnerID)
}

// newLearner signs a learner up who holds the demo's mains series, and answers their session
// and id.
func (w *world) newLearner(t *testing.T, name string) (string, int64) {
	t.Helper()
	token, email := w.NewLearner(t, name, "mains-test-series-2026")
	return token, w.id(t, "SELECT id FROM users WHERE email = ?", email)
}

// newEvaluator makes an account an evaluator as staff do (sign-up, then the role in the console),
// and answers its session and id.
func (w *world) newEvaluator(t *testing.T, name string) (string, int64) {
	t.Helper()
	token, email := w.NewLearner(t, name, "")
	id := w.id(t, "SELECT id FROM users WHERE email = ?", email)
	must(t, "make "+name+" an evaluator", w.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/learners/%d", id), url.Values{"role": {"evaluator"}}, "token", w.admin), 200)
	return token, id
}

// setEvaluators makes these accounts the series' evaluators, as the console does.
func (w *world) setEvaluators(t *testing.T, ids ...int64) {
	t.Helper()
	form := url.Values{}
	for _, id := range ids {
		form.Add("evaluatorIds", fmt.Sprint(id))
	}
	must(t, "the series' evaluators", w.Call(t, "PUT", fmt.Sprintf("/api/v1/admin/libraries/%d/evaluators", w.series), form, "token", w.admin), 200)
}

// setSeries changes settings of the series in the console.
func (w *world) setSeries(t *testing.T, settings url.Values) {
	t.Helper()
	must(t, "the series' settings", w.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/libraries/%d", w.series), settings, "token", w.admin), 200)
}

// testOf answers the test as a learner's list of the series shows it to them.
func (w *world) testOf(t *testing.T, token string) map[string]any {
	t.Helper()
	res := must(t, "the series' tests", w.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d",
		w.subscription, w.series), "token", token), 200)
	for _, item := range res.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); test["id"] == float64(w.test) {
			return test
		}
	}
	t.Fatalf("test %d is not in the list: %s", w.test, res.Body)
	return nil
}
