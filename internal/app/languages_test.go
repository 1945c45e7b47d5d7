package app_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// An e-mail that the learner's own request does not send is written in their saved language,
// whatever the language of the request that sends it (docs/product.md, "Languages of the
// server's messages").
func TestEvaluationMailInTheSavedLanguage(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	if res := s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"hi"}}, "token", owner); res.Status != 200 {
		t.Fatalf("save Hindi: %d %s", res.Status, res.Body)
	}
	now := s.Clock.Now()
	openTest := idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? ORDER BY id LIMIT 1", now, now)
	var testName string
	if err := s.DB.Get(t.Context(), &testName, "SELECT name FROM mains_tests WHERE id = ?", openTest); err != nil {
		t.Fatal(err)
	}
	// The learner's own calls that name no language are answered in the saved one.
	if res := uploadAnswer(t, s, owner, openTest, "answer.pdf", pdfBytes("mine")); res.Status != 201 || res.Message() != "उत्तर सफलतापूर्वक अपलोड हो गया" {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", openTest)

	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	evaluate := func(marks string) {
		t.Helper()
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		mw.WriteField("marks", marks)
		part, _ := mw.CreateFormFile("evaluatedPDF", "evaluated.pdf")
		part.Write(pdfBytes("evaluated"))
		mw.Close()
		res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/answers/%d/evaluation", uploadID), &body, "token", evaluator,
			"Content-Type", mw.FormDataContentType(), "Accept-Language", "en-IN,en;q=0.9")
		if res.Status != 200 || res.Message() != "Evaluation saved." {
			t.Fatalf("evaluate: %d %s", res.Status, res.Body)
		}
	}
	evaluate("32.5")
	mails := s.Mails(t)
	if len(mails) != 1 {
		t.Fatalf("%d e-mails after the evaluation, want 1", len(mails))
	}
	m := mails[0]
	if m.To != "demo@aspirant.test" || m.Subject != testName+" में दिए गए आपके उत्तर का मूल्यांकन हो गया है" ||
		!strings.Contains(m.Text, "आपको ") || !strings.Contains(m.Text, " में से 32.50 अंक मिले हैं।") ||
		!strings.Contains(m.Text, s.URL+"/mains-tests/list/") || !strings.Contains(m.HTML, "उत्तर पुस्तिका देखें</a>") {
		t.Fatalf("the evaluation e-mail is not the Hindi one: %+v", m)
	}
	// Correcting the marks does not e-mail again.
	evaluate("34")
	if n := len(s.Mails(t)); n != 1 {
		t.Fatalf("%d e-mails after a correction, want still 1", n)
	}
}

// The same e-mail to a learner who keeps English.
func TestEvaluationMailInEnglish(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	now := s.Clock.Now()
	openTest := idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? ORDER BY id LIMIT 1", now, now)
	if res := uploadAnswer(t, s, owner, openTest, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", openTest)
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("marks", "7")
	part, _ := mw.CreateFormFile("evaluatedPDF", "evaluated.pdf")
	part.Write(pdfBytes("evaluated"))
	mw.Close()
	// The evaluator reads Hindi; the learner's e-mail is still English.
	res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/answers/%d/evaluation", uploadID), &body, "token", evaluator,
		"Content-Type", mw.FormDataContentType(), "Accept-Language", "hi")
	if res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	mails := s.Mails(t)
	if len(mails) != 1 || !strings.HasSuffix(mails[0].Subject, " has been evaluated") ||
		!strings.Contains(mails[0].Text, "has been evaluated: 7.00 marks out of ") {
		t.Fatalf("the English evaluation e-mail: %+v", mails)
	}
}
