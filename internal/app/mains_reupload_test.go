package app_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// uploadReplacing sends an answer PDF with the learner's confirmation that it replaces the
// answer already in (docs/product.md, "Mains answer writing").
func uploadReplacing(t *testing.T, s *apptest.Server, token string, testID int64, content []byte, header ...string) apptest.Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("confirm", "1")
	part, _ := mw.CreateFormFile("answerPDFAttachment", "answer again.pdf")
	part.Write(content)
	mw.Close()
	return s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", testID), &body,
		append([]string{"token", token, "Content-Type", mw.FormDataContentType()}, header...)...)
}

func TestAReuploadReplacesAnAnswerOnlyWhenConfirmedAndNeverAnEvaluatedOne(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	files := func() int { return count(t, s, "SELECT COUNT(*) FROM files") }

	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("first")); res.Status != 201 {
		t.Fatalf("first upload: %d %s", res.Status, res.Body)
	}

	// Not yet evaluated: a new upload asks first, and changes nothing until confirmed.
	before := files()
	res := uploadAnswer(t, s, owner, mains.test, "answer v2.pdf", pdfBytes("second"))
	if res.Status != 428 || res.Message() != "You have already uploaded an answer to this test. Upload this one instead? Only the new answer will be evaluated." {
		t.Errorf("an unconfirmed re-upload: %d %s", res.Status, res.Body)
	}
	if n := count(t, s, "SELECT COUNT(*) FROM mains_answer_uploads"); n != 1 || files() != before {
		t.Errorf("an unconfirmed re-upload left %d uploads and %d new files", n, files()-before)
	}
	if res := uploadReplacing(t, s, owner, mains.test, pdfBytes("second")); res.Status != 201 {
		t.Fatalf("a confirmed re-upload: %d %s", res.Status, res.Body)
	}
	if current := count(t, s, "SELECT COUNT(*) FROM mains_answer_uploads WHERE superseded_at IS NULL"); current != 1 {
		t.Errorf("%d current answers, want the new one", current)
	}

	// Evaluated: no upload replaces it, confirmed or not, in English or Hindi.
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE superseded_at IS NULL")
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "20", "remarks": "Well argued."}, pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	before = files()
	for _, refused := range []apptest.Response{
		uploadAnswer(t, s, owner, mains.test, "answer v3.pdf", pdfBytes("third")),
		uploadReplacing(t, s, owner, mains.test, pdfBytes("third")),
	} {
		if refused.Status != 409 || refused.Message() != "Your answer to this test has been evaluated, so it cannot be replaced." {
			t.Errorf("a re-upload of an evaluated answer: %d %s", refused.Status, refused.Body)
		}
	}
	if res := uploadReplacing(t, s, owner, mains.test, pdfBytes("third"), "Accept-Language", "hi"); res.Message() != "इस टेस्ट के आपके उत्तर का मूल्यांकन हो चुका है, इसलिए इसे बदला नहीं जा सकता।" {
		t.Errorf("in Hindi: %s", res.Body)
	}
	if files() != before {
		t.Errorf("refused uploads stored %d files", files()-before)
	}

	// The evaluation, its copy and the notice pointing to it all stand.
	mine := mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)
	if mine["marks"] != 20.0 || mine["evaluatedPDF"] == nil || mine["remarks"] != "Well argued." {
		t.Errorf("after the refused re-uploads: %v", mine)
	}
	if copy, _ := mine["evaluatedPDF"].(map[string]any); copy != nil {
		if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(copy["file_path"].(string)), "token", owner); res.Status != 200 {
			t.Errorf("the evaluated copy: %d", res.Status)
		}
	}
	if current := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE superseded_at IS NULL"); current != uploadID {
		t.Errorf("the current answer is %d, want the evaluated %d", current, uploadID)
	}
	if _, notices := bell(t, s, owner); len(notices) != 1 || notices[0]["kind"] != "answer_evaluated" {
		t.Errorf("the learner's notices: %v", notices)
	}
}

// One learner once stored 302 MB in 10 s by uploading again and again (docs/reliability.md,
// "Bounds"): a learner's answers to a test keep the current copy and the one it replaced, and
// uploads are limited per test and per hour before their bodies are read.
func TestReplacedAnswersKeepOneCopyAndUploadsAreLimited(t *testing.T) {
	s := apptest.New(t)
	// Just past the hour, so the uploads below count in one hour's window.
	now := s.Clock.Now()
	s.Clock.Advance(now.Truncate(time.Hour).Add(time.Hour + time.Minute).Sub(now))
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	answers := func() int {
		return count(t, s, fmt.Sprintf("SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = %d", mains.test))
	}
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("answer 1")); res.Status != 201 || res.JSON["pages"] != 1.0 {
		t.Fatalf("first upload (a PDF of one page): %d %s", res.Status, res.Body)
	}
	stored := len(s.StoredFiles(t))
	for i := 2; i <= 10; i++ {
		s.Clock.Advance(time.Second)
		if res := uploadReplacing(t, s, owner, mains.test, pdfBytes(fmt.Sprintf("answer %d", i))); res.Status != 201 {
			t.Fatalf("upload %d: %d %s", i, res.Status, res.Body)
		}
		if n, want := answers(), min(i, 2); n != want {
			t.Fatalf("after upload %d, %d copies kept, want %d", i, n, want)
		}
	}
	// Ten uploads, two copies: the current answer and the one it replaced, on disk too.
	if after := len(s.StoredFiles(t)); after != stored+1 {
		t.Fatalf("stored files went from %d to %d after nine replacements, want one more", stored, after)
	}
	if current := idOf(t, s, fmt.Sprintf("SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = %d AND superseded_at IS NULL", mains.test)); current != 1 {
		t.Fatalf("%d current answers", current)
	}
	// The eleventh within the hour is refused before its body is read, and stores nothing.
	before := s.StoredFiles(t)
	res := uploadReplacing(t, s, owner, mains.test, pdfBytes("answer 11"))
	if res.Status != 429 || res.Message() == "" || res.Header.Get("Retry-After") == "" {
		t.Fatalf("the eleventh upload in an hour: %d %s", res.Status, res.Body)
	}
	if after := s.StoredFiles(t); len(after) != len(before) {
		t.Fatalf("a refused upload stored files: %d, then %d", len(before), len(after))
	}
	// The next hour, the learner may upload again.
	s.Clock.Advance(time.Hour)
	if res := uploadReplacing(t, s, owner, mains.test, pdfBytes("answer 12")); res.Status != 201 {
		t.Fatalf("an upload the next hour: %d %s", res.Status, res.Body)
	}
}
