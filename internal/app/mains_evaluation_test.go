package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// evaluateInBrowser sends an evaluation as the annotation screen does: annotations and marks per
// question, no PDF (a PDF, when given, goes with them).
func evaluateInBrowser(t *testing.T, s *apptest.Server, token string, uploadID int64, fields map[string]any, pdf []byte) apptest.Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for name, value := range fields {
		text, ok := value.(string)
		if !ok {
			raw, _ := json.Marshal(value)
			text = string(raw)
		}
		mw.WriteField(name, text)
	}
	if pdf != nil {
		part, _ := mw.CreateFormFile("evaluatedPDF", "evaluated.pdf")
		part.Write(pdf)
	}
	mw.Close()
	return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/answers/%d/evaluation", uploadID), &body,
		"token", token, "Content-Type", mw.FormDataContentType())
}

type mark = map[string]any

func TestAnEvaluationMadeInTheBrowserIsDrawnOntoTheLearnersPages(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	openTest, series, mainsSub, maxScore := mains.test, mains.series, mains.subscription, mains.maxScore
	pages := []part{
		{"answerImages", "p1.jpg", testutil.PagePhoto(t, 300, 420, 0)},
		{"answerImages", "p2.jpg", testutil.PagePhoto(t, 300, 420, 0)},
	}
	if res := uploadParts(t, s, owner, openTest, pages); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", openTest)

	annotations := []mark{
		{"page": 1, "x": 0.1, "y": 0.1, "width": 0.05, "height": 0.03, "kind": "tick"},
		{"page": 1, "x": 0.1, "y": 0.4, "width": 0.6, "height": 0.02, "kind": "underline"},
		// As typed: a space at the end, and the two characters \n (a line break on the copy); the
		// lower comment on page 2 placed first, and page 1's last (the learner reads them in order).
		{"page": 2, "x": 0.1, "y": 0.7, "width": 0.3, "height": 0.1, "kind": "comment", "text": `Good point \n`},
		{"page": 2, "x": 0.5, "y": 0.3, "width": 0.3, "height": 0.1, "kind": "comment", "text": "Cite the Second ARC's report here "},
		{"page": 1, "x": 0.5, "y": 0.8, "width": 0.3, "height": 0.1, "kind": "comment", "text": `Define federalism\nthen argue`},
	}
	questions := []mark{
		{"question": "Q1", "marks": 6.5, "maximum": 10, "rubric": []mark{
			{"criterion": "Content", "marks": 4.5, "maximum": 6}, {"criterion": "Structure", "marks": 2, "maximum": 4}}},
		{"question": "Q2", "marks": 7, "maximum": maxScore - 10},
	}
	refusals := []struct {
		name   string
		fields map[string]any
		pdf    []byte
		field  string
		want   string
	}{
		{"over a question's maximum", map[string]any{"annotations": annotations, "questionMarks": []mark{{"question": "Q1", "marks": 11, "maximum": 10}}}, nil,
			"questionMarks", "Question Q1 has 11 marks, over its maximum of 10."},
		{"maximums over the test's", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 1, "maximum": maxScore + 1}}}, nil,
			"questionMarks", fmt.Sprintf("The questions' maximums add up to %d, over the test's %d.", maxScore+1, maxScore)},
		{"a question left unmarked", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 5, "maximum": 10}, {"question": "Q2", "marks": nil, "maximum": maxScore - 10}}}, nil,
			"questionMarks", "Question Q2 has no marks yet: mark every question before saving (0 for one not answered)."},
		{"a question of the paper left out", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 5, "maximum": 10}}}, nil,
			"questionMarks", fmt.Sprintf("The questions' maximums add up to 10, short of the test's %d: mark every question of the paper.", maxScore)},
		{"rubric scores that do not add up", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 5, "maximum": maxScore, "rubric": []mark{
			{"criterion": "Content", "marks": 2, "maximum": 5}, {"criterion": "Structure", "marks": 1, "maximum": 5}}}}}, nil,
			"questionMarks", "Question Q1: its rubric scores add up to 3, not to its 5 marks."},
		{"a rubric score over its criterion's maximum", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 6, "maximum": maxScore, "rubric": []mark{
			{"criterion": "Content", "marks": 6, "maximum": 5}}}}}, nil,
			"questionMarks", "Question Q1 needs a score for each rubric criterion, within the criterion's maximum."},
		{"a rubric criterion without a score", map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 0, "maximum": maxScore, "rubric": []mark{
			{"criterion": "Content", "marks": nil, "maximum": 5}}}}}, nil,
			"questionMarks", "Question Q1 needs a score for each rubric criterion, within the criterion's maximum."},
		{"a total that is not the sum", map[string]any{"questionMarks": questions, "marks": "20"}, nil,
			"marks", "The marks must be the sum of the questions' marks, 13.5."},
		{"a page the answer lacks", map[string]any{"annotations": []mark{{"page": 3, "x": 0.1, "y": 0.1, "width": 0.1, "height": 0.1, "kind": "cross"}}, "questionMarks": questions}, nil,
			"annotations", "Annotation 1 is on page 3, which the answer does not have."},
		{"off the page", map[string]any{"annotations": []mark{{"page": 1, "x": 0.9, "y": 0.1, "width": 0.3, "height": 0.1, "kind": "highlight"}}}, nil,
			"annotations", "Annotation 1 is not within its page."},
		{"a comment in Tamil, which the copy's fonts lack", map[string]any{"annotations": []mark{{"page": 1, "x": 0.1, "y": 0.1, "width": 0.3, "height": 0.1, "kind": "comment", "text": "உதாரணம் சேர்க்கவும்"}}, "marks": "5"}, nil,
			"annotations", "Annotation 1 has letters the copy cannot show: write comments in English or Devanagari letters."},
		{"a comment of nothing but a typed line break", map[string]any{"annotations": []mark{{"page": 1, "x": 0.1, "y": 0.1, "width": 0.3, "height": 0.1, "kind": "comment", "text": ` \n `}}, "marks": "5"}, nil,
			"annotations", "Annotation 1 is a comment without words."},
		{"annotations and a PDF", map[string]any{"annotations": annotations, "marks": "5"}, pdfBytes("evaluated"),
			"annotations", "Send annotations or an evaluated PDF, not both."},
	}
	for _, refused := range refusals {
		res := evaluateInBrowser(t, s, evaluator, uploadID, refused.fields, refused.pdf)
		if res.Status != 400 || res.FieldError(refused.field) != refused.want {
			t.Errorf("%s: %d %s", refused.name, res.Status, res.Body)
		}
	}
	if n := count(t, s, "SELECT COUNT(*) FROM mains_evaluations"); n != 0 {
		t.Fatalf("refused evaluations left %d rows", n)
	}

	// Work in progress is kept as a draft, for a reload or another device.
	detail := fmt.Sprintf("/api/v1/admin/mains/answers/%d", uploadID)
	if res := s.Get(t, detail, "token", owner); res.Status != 403 {
		t.Errorf("a learner read the evaluator's screen: %d", res.Status)
	}
	if res := s.Get(t, detail, "token", evaluator); res.Status != 200 || res.JSON["draft"] != nil || res.JSON["evaluation"] != nil ||
		res.JSON["answer"].(map[string]any)["uploadId"] != float64(uploadID) {
		t.Fatalf("before any work: %d %s", res.Status, res.Body)
	}
	// The series' rubric: the default until staff name their own.
	if rubric := fmt.Sprint(s.Get(t, detail, "token", evaluator).JSON["rubric"]); rubric != "[Content Structure Introduction and conclusion Directive word addressed Examples]" {
		t.Errorf("default rubric %s", rubric)
	}
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	library := fmt.Sprintf("/api/v1/admin/libraries/%d", series)
	if res := s.Call(t, "PATCH", library, url.Values{"rubric_criteria": {strings.Repeat("Criterion\n", 11)}}, "token", admin); res.Status != 400 {
		t.Errorf("11 criteria: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PATCH", library, url.Values{"rubric_criteria": {"Content\n Analysis \n\nWay forward"}}, "token", admin); res.Status != 200 {
		t.Fatalf("rubric: %d %s", res.Status, res.Body)
	}
	if rubric := fmt.Sprint(s.Get(t, detail, "token", evaluator).JSON["rubric"]); rubric != "[Content Analysis Way forward]" {
		t.Errorf("the series' rubric %s", rubric)
	}
	work := map[string]any{"annotations": annotations[:1], "questionMarks": []mark{{"question": "Q1", "marks": 4, "maximum": 10, "rubric": []mark{}}}, "remarks": "So far"}
	if res := s.Call(t, "PUT", detail+"/draft", work, "token", evaluator); res.Status != 200 {
		t.Fatalf("draft: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PUT", detail+"/draft", map[string]any{"notes": "unknown"}, "token", evaluator); res.Status != 400 || res.Message() != "The draft could not be read." {
		t.Errorf("a draft of another shape: %d %s", res.Status, res.Body)
	}
	draft, _ := json.Marshal(s.Get(t, detail, "token", evaluator).JSON["draft"])
	if want := `{"annotations":[{"height":0.03,"kind":"tick","page":1,"width":0.05,"x":0.1,"y":0.1}],` +
		`"questionMarks":[{"marks":4,"maximum":10,"question":"Q1","rubric":[]}],"remarks":"So far"}`; string(draft) != want {
		t.Errorf("the draft read back: %s\nwant %s", draft, want)
	}

	before := mainsTestOf(t, s, owner, mainsSub, series, openTest)
	if before["modelAnswerPDF"] != nil {
		t.Fatalf("the model answer opened before the close or an evaluation: %v", before["modelAnswerPDF"])
	}
	// The draft's comment stays with the evaluator until the evaluation is saved.
	if comments, _ := json.Marshal(before["comments"]); string(comments) != "[]" {
		t.Errorf("comments before the evaluation: %s", comments)
	}

	res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{
		"annotations": annotations, "questionMarks": questions, "remarks": "A balanced answer; add examples.",
	}, nil)
	if res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}

	// The learner reads the total (the questions' sum), each question's marks and rubric, and a
	// copy with the comment in its text and a summary page after their two pages.
	mine := mainsTestOf(t, s, owner, mainsSub, series, openTest)
	// With the copy evaluated, the model answer opens to its learner though the window is open.
	model, _ := mine["modelAnswerPDF"].(map[string]any)
	if model == nil {
		t.Fatalf("no model answer after the evaluation: %v", mine)
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(model["file_path"].(string)), "token", owner); res.Status != 200 {
		t.Errorf("the model answer after the evaluation: %d %s", res.Status, res.Body)
	}
	if mine["marks"] != 13.5 {
		t.Errorf("marks %v, want 13.5", mine["marks"])
	}
	perQuestion, _ := json.Marshal(mine["questionMarks"])
	want := fmt.Sprintf(`[{"marks":6.5,"maximum":10,"question":"Q1","rubric":[{"criterion":"Content","marks":4.5,"maximum":6},`+
		`{"criterion":"Structure","marks":2,"maximum":4}]},{"marks":7,"maximum":%d,"question":"Q2","rubric":[]}]`, maxScore-10)
	if string(perQuestion) != want {
		t.Errorf("questionMarks %s,\nwant %s", perQuestion, want)
	}
	// The comments as text too, for a phone where the copy's note boxes are small: by page, top to
	// bottom, as the copy shows them; the tick and the underline say nothing in words.
	comments, _ := json.Marshal(mine["comments"])
	if want := `[{"page":1,"text":"Define federalism\nthen argue"},{"page":2,"text":"Cite the Second ARC's report here"},{"page":2,"text":"Good point"}]`; string(comments) != want {
		t.Errorf("comments %s,\nwant %s", comments, want)
	}
	evaluated := mine["evaluatedPDF"].(map[string]any)["file_path"].(string)
	copy := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(evaluated), "token", owner)
	if copy.Status != 200 {
		t.Fatalf("the evaluated copy: %d", copy.Status)
	}
	dims, err := api.PageDims(bytes.NewReader(copy.Body), nil)
	if err != nil || len(dims) != 3 {
		t.Fatalf("the copy has %d pages (%v), want 2 and a summary", len(dims), err)
	}
	text := strings.Join(testutil.PDFText(t, copy.Body), " ")
	for _, want := range []string{"Cite the Second ARC's report here", "Good point", "Content", "Total", "13.5 / " + fmt.Sprint(maxScore), "A balanced answer; add examples."} {
		if !strings.Contains(text, want) {
			t.Errorf("the copy's text lacks %q", want)
		}
	}
	// The evaluation keeps what it was made from; the draft is done with.
	reopened := s.Get(t, detail, "token", evaluator).JSON
	made, _ := json.Marshal(reopened["evaluation"])
	if reopened["draft"] != nil || !strings.Contains(string(made), `"text":"Cite the Second ARC's report here "`) || !strings.Contains(string(made), `"question":"Q2"`) {
		t.Errorf("after the evaluation: draft %v, evaluation %s", reopened["draft"], made)
	}
	if mail := count(t, s, "SELECT COUNT(*) FROM outbound_emails WHERE channel = 'email'"); mail != 1 {
		t.Errorf("%d e-mails queued, want the learner's one", mail)
	}
	// The learner's bell has it too (docs/product.md, "Notifications").
	if unread, notices := bell(t, s, owner); unread != 1 || notices[0]["kind"] != "answer_evaluated" ||
		notices[0]["title"] != "Your answer has been evaluated" || !strings.Contains(notices[0]["body"].(string), "marks out of") {
		t.Errorf("the bell after the evaluation: %d unread, %v", unread, notices)
	}
}

// An evaluator writes in the learner's language: comments in Hindi, Marathi or mixed with
// English, and the remarks in Hindi, are drawn on the copy as typed (docs/product.md, "Evaluating
// in the browser"), and the copy's last page is labelled in the learner's language (Marathi
// here). pdftotext reads some letters with a vowel sign above (के) with a space after them, so
// the copy's text is compared without spaces.
func TestHindiAndMarathiCommentsAreDrawnOnTheLearnersCopy(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	if res := s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"mr"}}, "token", owner); res.Status != 200 {
		t.Fatalf("the learner reads Marathi: %d %s", res.Status, res.Body)
	}
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	pages := []part{{"answerImages", "p1.jpg", testutil.PagePhoto(t, 300, 420, 0)}, {"answerImages", "p2.jpg", testutil.PagePhoto(t, 300, 420, 0)}}
	if res := uploadParts(t, s, owner, mains.test, pages); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", mains.test)

	hindi := "उत्तर में संविधान के अनुच्छेद 21 का उल्लेख करें"
	marathi := "उत्तराची मांडणी चांगली आहे, पण उदाहरणे द्या."
	mixed := "Maneka Gandhi केस (1978) का निर्णय जोड़ें"
	remarks := "संरचना अच्छी है; निष्कर्ष में आगे की राह लिखें।"
	res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{
		"annotations": []mark{
			{"page": 1, "x": 0.1, "y": 0.1, "width": 0.6, "height": 0.1, "kind": "comment", "text": hindi},
			{"page": 2, "x": 0.1, "y": 0.3, "width": 0.3, "height": 0.1, "kind": "comment", "text": marathi},
			{"page": 2, "x": 0.5, "y": 0.6, "width": 0.4, "height": 0.1, "kind": "comment", "text": mixed},
			{"page": 2, "x": 0.1, "y": 0.8, "width": 0.3, "height": 0.1, "kind": "comment", "text": "Good point"},
		},
		"questionMarks": []mark{{"question": "प्रश्न 1", "marks": 7, "maximum": mains.maxScore}},
		"remarks":       remarks,
	}, nil)
	if res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}

	mine := mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)
	evaluated := mine["evaluatedPDF"].(map[string]any)["file_path"].(string)
	copy := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(evaluated), "token", owner)
	if copy.Status != 200 {
		t.Fatalf("the evaluated copy: %d", copy.Status)
	}
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	text := squeeze(testutil.PDFToText(t, copy.Body))
	for _, want := range []string{hindi, marathi, mixed, "Good point", "प्रश्न 1", fmt.Sprintf("7 / %d", mains.maxScore), remarks} {
		if !strings.Contains(text, squeeze(want)) {
			t.Errorf("the copy's text lacks %q:\n%s", want, text)
		}
	}
	// The last page's labels and date are Marathi, as the learner reads the app.
	for _, want := range []string{"मूल्यमापन", "चाचणी:", "मूल्यमापक:", "गुण", fmt.Sprintf("एकूण7/%d", mains.maxScore), "शेरा:"} {
		if !strings.Contains(text, squeeze(want)) {
			t.Errorf("the copy's last page lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Evaluator:") || strings.Contains(text, "Total") {
		t.Errorf("English labels on a Marathi reader's copy:\n%s", text)
	}
	// The app lists the comments as typed too.
	if comments, _ := json.Marshal(mine["comments"]); !strings.Contains(string(comments), hindi) || !strings.Contains(string(comments), marathi) {
		t.Errorf("comments %s", comments)
	}
}

func TestAnAnswerLargerThanTodaysLimitIsMarkedElsewhereNotBrokenInTheBrowser(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	big := append(pdfBytes("a long answer"), bytes.Repeat([]byte("x"), 2<<20)...)
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", big); res.Status != 201 {
		t.Fatalf("upload under the 25 MB limit: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", mains.test)

	// The operator has since lowered the limit to 1 MB: the answer cannot be drawn on.
	lowered := s.Peer(t, apptest.Options{Env: map[string]string{"ASPIRANT_MAX_UPLOAD_MB": "1"}})
	evaluator := lowered.Login(t, "evaluator@aspirant.test", "evaluator12345")
	res := evaluateInBrowser(t, lowered, evaluator, uploadID, map[string]any{"questionMarks": []mark{{"question": "Q1", "marks": 5, "maximum": mains.maxScore}}}, nil)
	if res.Status != 409 || !strings.Contains(res.Message(), "upload the evaluated PDF") {
		t.Errorf("drawing on an answer over today's limit: %d %s", res.Status, res.Body)
	}
}
