package app_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// part is one file of a multipart upload.
type part struct {
	field, name string
	content     []byte
}

func uploadParts(t *testing.T, s *apptest.Server, token string, testID int64, parts []part, header ...string) apptest.Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for _, p := range parts {
		w, _ := mw.CreateFormFile(p.field, p.name)
		w.Write(p.content)
	}
	mw.Close()
	return s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", testID), &body,
		append([]string{"token", token, "Content-Type", mw.FormDataContentType()}, header...)...)
}

// mainsTestOf answers the caller's view of one test in the mains list.
func mainsTestOf(t *testing.T, s *apptest.Server, token string, subscription, series, testID int64) map[string]any {
	t.Helper()
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", subscription, series), "token", token)
	for _, item := range list.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); int64(test["id"].(float64)) == testID {
			return test
		}
	}
	t.Fatalf("test %d not in the list: %s", testID, list.Body)
	return nil
}

func timeField(t *testing.T, item map[string]any, name string) time.Time {
	t.Helper()
	raw, _ := item[name].(string)
	at, err := time.Parse(time.RFC3339, raw)
	if err != nil {
		t.Fatalf("%s = %v: %v", name, item[name], err)
	}
	return at
}

func TestAnAnswerFromPhonePhotosBecomesOneUprightPDF(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	openTest, series, mainsSub := mains.test, mains.series, mains.subscription

	var screenshot bytes.Buffer
	img := image.NewNRGBA(image.Rect(0, 0, 300, 420))
	img.Set(10, 10, color.Black)
	if err := png.Encode(&screenshot, img); err != nil {
		t.Fatal(err)
	}
	pages := []part{
		{"answerImages", "IMG_0001.jpg", testutil.PagePhoto(t, 800, 600, 6)}, // taken sideways
		{"answerImages", "IMG_0002.jpg", testutil.PagePhoto(t, 600, 800, 1)},
		{"answerImages", "scan.png", screenshot.Bytes()},
	}

	// What is refused, and leaves nothing behind.
	notAPhoto := []part{pages[0], {"answerImages", "page2.jpg", pdfBytes("a PDF named as a photo")}}
	if res := uploadParts(t, s, owner, openTest, notAPhoto); res.Status != 400 || res.FieldError("answerImages") != "Page 2 is not a JPEG or PNG photo." {
		t.Errorf("a page that is not a photo: %d %s", res.Status, res.Body)
	}
	if res := uploadParts(t, s, owner, openTest, notAPhoto, "Accept-Language", "hi"); res.FieldError("answerImages") != "पन्ना 2 JPEG या PNG फ़ोटो नहीं है।" {
		t.Errorf("in Hindi: %s", res.Body)
	}
	both := []part{pages[0], {"answerPDFAttachment", "answer.pdf", pdfBytes("x")}}
	if res := uploadParts(t, s, owner, openTest, both); res.Status != 400 || res.FieldError("answerImages") != "Send one PDF or photos of the pages, not both." {
		t.Errorf("a PDF and photos: %d %s", res.Status, res.Body)
	}
	tooMany := make([]part, 41)
	for i := range tooMany {
		tooMany[i] = part{"answerImages", fmt.Sprintf("p%d.jpg", i), testutil.PagePhoto(t, 30, 40, 0)}
	}
	if res := uploadParts(t, s, owner, openTest, tooMany); res.Status != 400 || res.FieldError("answerImages") != "An answer may have at most 40 pages." {
		t.Errorf("41 pages: %d %s", res.Status, res.Body)
	}
	if n := count(t, s, "SELECT COUNT(*) FROM mains_answer_uploads"); n != 0 {
		t.Fatalf("refused uploads left %d answers", n)
	}

	// Three photos become one answer PDF of three A4 pages, the sideways one turned upright.
	res := uploadParts(t, s, owner, openTest, pages)
	if res.Status != 201 || res.Message() != "Answer uploaded successfully" {
		t.Fatalf("photos: %d %s", res.Status, res.Body)
	}
	mine := mainsTestOf(t, s, owner, mainsSub, series, openTest)
	// The answer says what was received: its pages, and when (the time the list shows after).
	if res.JSON["pages"] != 3.0 || !timeField(t, res.JSON, "uploadedAt").Equal(timeField(t, mine, "uploadedAt")) {
		t.Errorf("what the upload says it received: %s; the list: %v", res.Body, mine["uploadedAt"])
	}
	path := mine["answerPDF"].(map[string]any)["file_path"].(string)
	download := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(path), "token", owner)
	if download.Status != 200 || !strings.HasPrefix(string(download.Body), "%PDF-") {
		t.Fatalf("the answer PDF: %d %.40q", download.Status, download.Body)
	}
	dims, err := api.PageDims(bytes.NewReader(download.Body), nil)
	if err != nil || len(dims) != 3 {
		t.Fatalf("%d pages (%v), want 3", len(dims), err)
	}
	for i, d := range dims {
		if math.Round(d.Width) != 595 || math.Round(d.Height) != 842 {
			t.Errorf("page %d is %.0f×%.0f pt, want A4", i+1, d.Width, d.Height)
		}
	}
	first := firstPageImage(t, download.Body)
	if b := first.Bounds(); b.Dx() >= b.Dy() || !testutil.Reddish(first.At(b.Dx()/2, 3)) {
		t.Errorf("page 1 is %d×%d, red on top %v: want the sideways photo upright", b.Dx(), b.Dy(), testutil.Reddish(first.At(b.Dx()/2, 3)))
	}
}

func firstPageImage(t *testing.T, pdf []byte) image.Image {
	t.Helper()
	var found image.Image
	err := api.ExtractImages(bytes.NewReader(pdf), []string{"1"}, func(img model.Image, _ bool, _ int) error {
		decoded, _, err := image.Decode(img)
		found = decoded
		return err
	}, nil)
	if err != nil || found == nil {
		t.Fatalf("no picture on page 1: %v", err)
	}
	return found
}

func TestAnUploadIsPromisedByItsSeriesTurnaroundAndShowsItsProgress(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	openTest, series, mainsSub := mains.test, mains.series, mains.subscription
	library := fmt.Sprintf("/api/v1/admin/libraries/%d", series)

	if res := s.Call(t, "PATCH", library, url.Values{"evaluation_turnaround_hours": {"0"}}, "token", admin); res.Status != 400 || res.FieldError("evaluation_turnaround_hours") == "" {
		t.Errorf("a turnaround of 0 hours: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PATCH", library, url.Values{"evaluation_turnaround_hours": {"48"}}, "token", admin); res.Status != 200 {
		t.Fatalf("turnaround: %d %s", res.Status, res.Body)
	}
	if res := uploadAnswer(t, s, owner, openTest, "answer.pdf", pdfBytes("mine")); res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	// A later change of the turnaround does not move the promise made.
	if res := s.Call(t, "PATCH", library, url.Values{"evaluation_turnaround_hours": {"12"}}, "token", admin); res.Status != 200 {
		t.Fatalf("turnaround: %d %s", res.Status, res.Body)
	}
	mine := mainsTestOf(t, s, owner, mainsSub, series, openTest)
	uploaded := timeField(t, mine, "uploadedAt")
	if expected := timeField(t, mine, "expectedBy"); !expected.Equal(uploaded.Add(48 * time.Hour)) {
		t.Errorf("expectedBy %v, want 48 hours after the upload at %v", expected, uploaded)
	}
	if mine["evaluationStartedAt"] != nil || mine["evaluatedAt"] != nil {
		t.Errorf("before an evaluator opened it: %v", mine)
	}

	queue := s.Get(t, "/api/v1/admin/mains/answers", "token", evaluator).JSON["responseResult"].([]any)
	answer := queue[0].(map[string]any)
	if !timeField(t, answer, "expectedBy").Equal(uploaded.Add(48 * time.Hour)) {
		t.Errorf("staff see the promise as %v", answer["expectedBy"])
	}
	start := fmt.Sprintf("/api/v1/admin/mains/answers/%d/start", int64(answer["uploadId"].(float64)))
	if res := s.Call(t, "POST", start, nil, "token", owner); res.Status != 403 {
		t.Errorf("a learner started an evaluation: %d", res.Status)
	}
	s.Clock.Advance(3 * time.Hour)
	if res := s.Call(t, "POST", start, nil, "token", evaluator); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(time.Hour)
	s.Call(t, "POST", start, nil, "token", evaluator) // opened again: the first opening counts
	mine = mainsTestOf(t, s, owner, mainsSub, series, openTest)
	if started := timeField(t, mine, "evaluationStartedAt"); !started.Equal(uploaded.Add(3 * time.Hour)) {
		t.Errorf("being evaluated since %v, want 3 hours after the upload", started)
	}

	// A new upload starts over, with a new promise; the old one can no longer be started.
	owner = s.Login(t, "demo@aspirant.test", "demo12345")
	if res := uploadReplacing(t, s, owner, openTest, pdfBytes("again")); res.Status != 201 {
		t.Fatalf("upload again: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", start, nil, "token", evaluator); res.Status != 409 {
		t.Errorf("starting a replaced answer: %d %s", res.Status, res.Body)
	}
	mine = mainsTestOf(t, s, owner, mainsSub, series, openTest)
	if mine["evaluationStartedAt"] != nil || !timeField(t, mine, "expectedBy").Equal(timeField(t, mine, "uploadedAt").Add(12*time.Hour)) {
		t.Errorf("after a new upload: started %v, expected by %v", mine["evaluationStartedAt"], mine["expectedBy"])
	}
}
