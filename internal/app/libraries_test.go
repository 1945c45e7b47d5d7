package app_test

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// The people of the access matrix: who they are and what each may see.
type person struct {
	name  string
	token string
	opens bool // may open the demo subscriptions' libraries
}

func signUp(t *testing.T, s *apptest.Server, email string) string {
	t.Helper()
	res := s.Call(t, "POST", "/api/v1/register", url.Values{"name": {"Learner"}, "email": {email}, "password": {"learner-pass"},
		"target_year": {"2027"}, "postal_address": {"5 Ring Road"}, "landmark": {"Near the bus stand"}, "city": {"Jaipur"},
		"state": {"Rajasthan"}, "pincode": {"302001"}, "mobile": {"9414012345"}})
	if res.Status != 200 {
		t.Fatalf("sign up: %d %s", res.Status, res.Body)
	}
	return res.JSON["token"].(string)
}

func idOf(t *testing.T, s *apptest.Server, query string, args ...any) int64 {
	t.Helper()
	var id int64
	if err := s.DB.Get(context.Background(), &id, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return id
}

// people answers the five people of the matrix against the demo learner's subscriptions.
func people(t *testing.T, s *apptest.Server) []person {
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	expired := signUp(t, s, "lapsed@example.com")
	other := signUp(t, s, "other-course@example.com")
	ctx := context.Background()
	// The lapsed learner held every demo learner subscription until yesterday; the other
	// learner holds one unrelated subscription.
	_, err := s.DB.Exec(ctx, `INSERT INTO entitlements (user_id, subscription_id, source, starts_at, expires_at, created_at, updated_at)
		SELECT (SELECT id FROM users WHERE email = 'lapsed@example.com'), subscription_id, 'grant', ?, ?, ?, ?
		FROM entitlements WHERE user_id = (SELECT id FROM users WHERE email = 'demo@aspirant.test')`,
		s.Clock.Now().Add(-60*24*time.Hour), s.Clock.Now().Add(-24*time.Hour), s.Clock.Now(), s.Clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.DB.Exec(ctx, `INSERT INTO entitlements (user_id, subscription_id, source, starts_at, created_at, updated_at)
		VALUES ((SELECT id FROM users WHERE email = 'other-course@example.com'), (SELECT id FROM subscriptions WHERE slug = 'csat-notes'), 'grant', ?, ?, ?)`,
		s.Clock.Now(), s.Clock.Now(), s.Clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	return []person{
		{"visitor", "", false},
		{"logged-in non-subscriber", signUp(t, s, "browser@example.com"), false},
		{"subscriber", owner, true},
		{"subscriber whose access ended", expired, false},
		{"subscriber of another course", other, false},
	}
}

func firstItem(t *testing.T, res apptest.Response) map[string]any {
	t.Helper()
	items, ok := res.JSON["responseResult"].([]any)
	if res.Status != 200 || !ok || len(items) == 0 {
		t.Fatalf("status %d, no items: %.300s", res.Status, res.Body)
	}
	return items[0].(map[string]any)
}

func TestLibraryAccessMatrix(t *testing.T) {
	s := apptest.New(t)
	notesSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'gs-prelims-notes-2027'")
	testsSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'")
	mainsSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	videoSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'gs-foundation-2027'")
	mainsSeries := idOf(t, s, "SELECT library_id FROM subscription_libraries WHERE subscription_id = ?", mainsSub)
	videoLibrary := idOf(t, s, `SELECT l.id FROM subscription_libraries sl JOIN libraries l ON l.id = sl.library_id
		WHERE sl.subscription_id = ? AND l.kind = 'videos'`, videoSub)
	videoID := idOf(t, s, "SELECT id FROM videos WHERE library_id = ? ORDER BY position LIMIT 1", videoLibrary)
	// Everyone sees how much a library holds: its published items.
	mainsTests := idOf(t, s, "SELECT COUNT(*) FROM mains_tests WHERE library_id = ? AND is_published", mainsSeries)
	videos := idOf(t, s, "SELECT COUNT(*) FROM videos WHERE library_id = ? AND is_published", videoLibrary)

	for _, p := range people(t, s) {
		t.Run(p.name, func(t *testing.T) {
			note := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/note-library/notes/list?subscriptionId=%d", notesSub), "token", p.token))
			test := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", testsSub), "token", p.token))
			series := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/mains/tests/list?subscriptionId=%d", mainsSub), "token", p.token))
			mainsTest := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mainsSub, mainsSeries), "token", p.token))
			library := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/video-library/list?subscriptionId=%d", videoSub), "token", p.token))
			video := firstItem(t, s.Get(t, fmt.Sprintf("/api/v1/modules/videos/list?subscriptionId=%d&videoLibraryId=%d", videoSub, videoLibrary), "token", p.token))

			if series["testCount"] != float64(mainsTests) || library["videoCount"] != float64(videos) {
				t.Errorf("sizes: series testCount %v (want %d), video library videoCount %v (want %d)",
					series["testCount"], mainsTests, library["videoCount"], videos)
			}
			for what, item := range map[string]map[string]any{"note": note, "test": test, "series": series, "mains test": mainsTest, "video library": library, "video": video} {
				if item["isSubscribed"] != p.opens {
					t.Errorf("%s: isSubscribed %v, want %v", what, item["isSubscribed"], p.opens)
				}
			}
			// Files and links only for those who may open the library.
			fileFields := map[string]any{"note topic PDF": note["topicWiseAttachment"],
				"mains question PDF": mainsTest["questionPDF"], "video link": video["gDriveVideoLink"], "video PDF": video["pdfAttachment"]}
			for what, v := range fileFields {
				if (v != nil) != p.opens {
					t.Errorf("%s: %v, want present=%v", what, v, p.opens)
				}
			}

			playback := s.Get(t, fmt.Sprintf("/api/v1/modules/videos/playback?subscriptionId=%d&videoId=%d", videoSub, videoID), "token", p.token)
			download := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(demoKey(t, s, "SELECT f.storage_key FROM notes n JOIN files f ON f.id = n.topic_file_id ORDER BY n.id LIMIT 1")), "token", p.token)
			want := 200
			switch {
			case p.token == "":
				want = 401
			case !p.opens:
				want = 403
			}
			if playback.Status != want {
				t.Errorf("playback: %d, want %d", playback.Status, want)
			}
			if download.Status != want {
				t.Errorf("download: %d, want %d (%s)", download.Status, want, download.Body)
			}
			if p.opens {
				if !strings.HasPrefix(playback.JSON["videoPlayBackUrl"].(string), "https://drive.google.com/file/d/") ||
					!strings.HasSuffix(playback.JSON["videoPlayBackUrl"].(string), "/preview") {
					t.Errorf("playback address %v", playback.JSON["videoPlayBackUrl"])
				}
				if download.Header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(download.Body, []byte("%PDF")) ||
					!strings.Contains(download.Header.Get("Content-Disposition"), "_topic.pdf") {
					t.Errorf("download: %s %q", download.Header.Get("Content-Type"), download.Header.Get("Content-Disposition"))
				}
			}
		})
	}
}

func demoKey(t *testing.T, s *apptest.Server, query string) string {
	t.Helper()
	var key string
	if err := s.DB.Get(context.Background(), &key, query); err != nil {
		t.Fatal(err)
	}
	return key
}

func TestDownloadRefusesTricks(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	for _, path := range []string{"../aspirant.db", "/etc/passwd", "demo/../../aspirant.db", "%2e%2e/aspirant.db", "demo/docs/../../../etc/passwd",
		"..%2f..%2faspirant.db", "demo/docs/notes/missing.pdf", "", "demo\\docs\\x.pdf", "C:/windows/win.ini"} {
		res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(path), "token", token)
		if res.Status != 404 || bytes.Contains(res.Body, []byte("%PDF")) {
			t.Errorf("%q: %d", path, res.Status)
		}
	}
	// A range request works for large PDFs.
	key := demoKey(t, s, "SELECT f.storage_key FROM notes n JOIN files f ON f.id = n.topic_file_id ORDER BY n.id LIMIT 1")
	res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", token, "Range", "bytes=0-3")
	if res.Status != 206 || string(res.Body) != "%PDF" {
		t.Fatalf("range: %d %q", res.Status, res.Body)
	}
}

func TestExplanationOpensAfterSubmitting(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	key := demoKey(t, s, "SELECT f.storage_key FROM prelims_tests p JOIN files f ON f.id = p.explanation_file_id ORDER BY p.id LIMIT 1")
	res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", token)
	if res.Status != 403 || !strings.Contains(res.Message(), "after you submit") {
		t.Fatalf("before submitting: %d %s", res.Status, res.Body)
	}
	testID := idOf(t, s, "SELECT id FROM prelims_tests ORDER BY id LIMIT 1")
	userID := idOf(t, s, "SELECT id FROM users WHERE email = 'demo@aspirant.test'")
	now := s.Clock.Now()
	if _, err := s.DB.Exec(context.Background(), `INSERT INTO prelims_attempts (test_id, user_id, attempt_no, status, started_at, deadline_at, submitted_at)
		VALUES (?, ?, 1, 'submitted', ?, ?, ?)`, testID, userID, now, now, now); err != nil {
		t.Fatal(err)
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(key), "token", token); res.Status != 200 {
		t.Fatalf("after submitting: %d", res.Status)
	}
}

// uploadAnswer sends a file as answerPDFAttachment.
func uploadAnswer(t *testing.T, s *apptest.Server, token string, testID int64, name string, content []byte) apptest.Response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile("answerPDFAttachment", name)
	part.Write(content)
	mw.Close()
	return s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", testID), &body,
		"token", token, "Content-Type", mw.FormDataContentType())
}

// pdfBytes answers a one-page PDF that carries text, readable as uploads are checked.
func pdfBytes(text string) []byte {
	escaped := strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(text)
	return testutil.PDF(
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"),
		[]byte("("+escaped+")"))
}

func TestMainsAnswerUploadAndEvaluation(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	stranger := signUp(t, s, "no-mains@example.com")
	now := s.Clock.Now()
	openTest := idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? ORDER BY id LIMIT 1", now, now)
	mainsSub := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	series := idOf(t, s, "SELECT library_id FROM mains_tests WHERE id = ?", openTest)

	if res := uploadAnswer(t, s, "", openTest, "answer.pdf", pdfBytes("x")); res.Status != 401 || res.Message() != "You must be logged in to upload answers" {
		t.Errorf("visitor: %d %s", res.Status, res.Body)
	}
	if res := uploadAnswer(t, s, stranger, openTest, "answer.pdf", pdfBytes("x")); res.Status != 403 {
		t.Errorf("non-subscriber: %d", res.Status)
	}
	if res := uploadAnswer(t, s, owner, openTest, "answer.pdf", []byte("PK\x03\x04 this is a zip, renamed")); res.Status != 400 || res.FieldError("answerPDFAttachment") != "Only PDF files are allowed" {
		t.Errorf("renamed non-PDF: %d %s", res.Status, res.Body)
	}
	var none bytes.Buffer
	mw := multipart.NewWriter(&none)
	mw.WriteField("note", "no file")
	mw.Close()
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", openTest), &none, "token", owner,
		"Content-Type", mw.FormDataContentType()); res.Status != 400 || res.FieldError("answerPDFAttachment") != "Please select a PDF file to upload" {
		t.Errorf("no file: %d %s", res.Status, res.Body)
	}

	first := uploadAnswer(t, s, owner, openTest, "my answer.pdf", pdfBytes("first"))
	if first.Status != 201 || first.Message() != "Answer uploaded successfully" {
		t.Fatalf("upload: %d %s", first.Status, first.Body)
	}
	second := uploadReplacing(t, s, owner, openTest, pdfBytes("second"))
	if second.Status != 201 {
		t.Fatalf("second upload: %d", second.Status)
	}
	var current, superseded int
	s.DB.Get(context.Background(), &current, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", openTest)
	s.DB.Get(context.Background(), &superseded, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NOT NULL", openTest)
	if current != 1 || superseded != 1 {
		t.Fatalf("%d current and %d earlier uploads, want 1 and 1 (kept for audit)", current, superseded)
	}

	list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mainsSub, series), "token", owner)
	var mine map[string]any
	for _, item := range list.JSON["responseResult"].([]any) {
		if int64(item.(map[string]any)["id"].(float64)) == openTest {
			mine = item.(map[string]any)
		}
	}
	if mine["isAttempted"] != true || mine["answerPDF"] == nil || mine["evaluatedPDF"] != nil {
		t.Fatalf("after upload: %v", mine)
	}
	answerKey := mine["answerPDF"].(map[string]any)["file_path"].(string)
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(answerKey), "token", owner); res.Status != 200 || !bytes.Contains(res.Body, []byte("second")) {
		t.Fatalf("own answer download: %d", res.Status)
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(answerKey), "token", stranger); res.Status != 403 {
		t.Fatalf("someone else's answer: %d", res.Status)
	}

	// An evaluator finds it in the queue, downloads it and returns marks with an evaluated PDF.
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	if res := s.Get(t, "/api/v1/admin/mains/answers", "token", owner); res.Status != 403 {
		t.Fatalf("a learner reached the evaluation queue: %d", res.Status)
	}
	queue := s.Get(t, "/api/v1/admin/mains/answers?status=pending", "token", evaluator)
	items := queue.JSON["responseResult"].([]any)
	if queue.Status != 200 || len(items) != 1 {
		t.Fatalf("queue: %d %s", queue.Status, queue.Body)
	}
	uploadID := int64(items[0].(map[string]any)["uploadId"].(float64))
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(answerKey), "token", evaluator); res.Status != 200 {
		t.Fatalf("evaluator download: %d", res.Status)
	}
	evaluate := func(marks string, pdf []byte) apptest.Response {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		mw.WriteField("marks", marks)
		mw.WriteField("remarks", "Good structure; add data on fiscal transfers.")
		part, _ := mw.CreateFormFile("evaluatedPDF", "evaluated.pdf")
		part.Write(pdf)
		mw.Close()
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/mains/answers/%d/evaluation", uploadID), &body, "token", evaluator,
			"Content-Type", mw.FormDataContentType())
	}
	if res := evaluate("999", pdfBytes("evaluated")); res.Status != 400 || res.FieldError("marks") == "" {
		t.Fatalf("marks over the maximum: %d %s", res.Status, res.Body)
	}
	if res := evaluate("32.5", pdfBytes("evaluated")); res.Status != 200 {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	list = s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mainsSub, series), "token", owner)
	for _, item := range list.JSON["responseResult"].([]any) {
		if int64(item.(map[string]any)["id"].(float64)) == openTest {
			mine = item.(map[string]any)
		}
	}
	if mine["evaluatedPDF"] == nil || mine["marks"] != 32.5 || mine["remarks"] == "" {
		t.Fatalf("after evaluation: %v", mine)
	}
	if n := len(s.Get(t, "/api/v1/admin/mains/answers", "token", evaluator).JSON["responseResult"].([]any)); n != 0 {
		t.Fatalf("%d still pending", n)
	}
}

func TestUploadWindowAndSizeLimit(t *testing.T) {
	s := apptest.New(t, apptest.Options{Env: map[string]string{"ASPIRANT_MAX_UPLOAD_MB": "1"}})
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	now := s.Clock.Now()
	openTest := idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at <= ? AND ends_at >= ? ORDER BY id LIMIT 1", now, now)

	big := append(pdfBytes("big"), bytes.Repeat([]byte("x"), 2<<20)...)
	if res := uploadAnswer(t, s, owner, openTest, "big.pdf", big); res.Status != 413 {
		t.Errorf("over the size limit: %d", res.Status)
	}
	var uploads, files int
	s.DB.Get(context.Background(), &uploads, "SELECT COUNT(*) FROM mains_answer_uploads")
	s.DB.Get(context.Background(), &files, "SELECT COUNT(*) FROM files WHERE storage_key LIKE 'doc/%'")
	if uploads != 0 || files != 0 {
		t.Fatalf("a refused upload left %d uploads and %d files", uploads, files)
	}

	// The window is inclusive at both ends.
	var starts, ends time.Time
	if err := s.DB.Get(context.Background(), &starts, "SELECT starts_at FROM mains_tests WHERE id = ?", openTest); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &ends, "SELECT ends_at FROM mains_tests WHERE id = ?", openTest); err != nil {
		t.Fatal(err)
	}
	s.Clock.Advance(ends.Sub(s.Clock.Now()))
	if res := uploadAnswer(t, s, owner, openTest, "last-minute.pdf", pdfBytes("on time")); res.Status != 201 {
		t.Errorf("at the closing moment: %d %s", res.Status, res.Body)
	}
	owner = s.Login(t, "demo@aspirant.test", "demo12345")
	s.Clock.Advance(time.Second)
	if res := uploadAnswer(t, s, owner, openTest, "late.pdf", pdfBytes("late")); res.Status != 400 || !strings.Contains(res.Message(), "closed") {
		t.Errorf("after the window: %d %s", res.Status, res.Body)
	}
	upcoming := idOf(t, s, "SELECT id FROM mains_tests WHERE starts_at > ? ORDER BY starts_at LIMIT 1", s.Clock.Now())
	if res := uploadAnswer(t, s, owner, upcoming, "early.pdf", pdfBytes("early")); res.Status != 400 || !strings.Contains(res.Message(), "opens") {
		t.Errorf("before the window: %d %s", res.Status, res.Body)
	}
}

// The question paper of a mains test stays sealed until its window opens.
func TestMainsPaperSealedUntilTheWindowOpens(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	var test struct {
		ID        int64  `db:"id"`
		LibraryID int64  `db:"library_id"`
		Key       string `db:"storage_key"`
	}
	if err := s.DB.Get(context.Background(), &test, `SELECT t.id, t.library_id, f.storage_key FROM mains_tests t JOIN files f ON f.id = t.question_file_id
		JOIN subscription_libraries sl ON sl.library_id = t.library_id
		JOIN entitlements e ON e.subscription_id = sl.subscription_id JOIN users u ON u.id = e.user_id
		WHERE t.starts_at > ? AND u.email = 'demo@aspirant.test' ORDER BY t.starts_at LIMIT 1`, s.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	mainsSub := idOf(t, s, `SELECT sl.subscription_id FROM subscription_libraries sl JOIN entitlements e ON e.subscription_id = sl.subscription_id
		JOIN users u ON u.id = e.user_id WHERE sl.library_id = ? AND u.email = 'demo@aspirant.test' LIMIT 1`, test.LibraryID)
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mainsSub, test.LibraryID), "token", owner)
	for _, item := range list.JSON["responseResult"].([]any) {
		if int64(item.(map[string]any)["id"].(float64)) == test.ID && item.(map[string]any)["questionPDF"] != nil {
			t.Fatal("the question paper of an upcoming test was listed")
		}
	}
	if res := s.Get(t, "/api/v1/modules/download?filePath="+url.QueryEscape(test.Key), "token", owner); res.Status != 403 || !strings.Contains(res.Message(), "opens") {
		t.Fatalf("download before the window: %d %s", res.Status, res.Body)
	}
}
