package app_test

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// With its files in an S3 store (a versitygw the test starts): the demo's pictures come through
// /files, a subscriber's paid PDF is a redirect to a short-lived signed address that serves it
// while a visitor is still refused, and while the store is down a console upload is a 503 that
// leaves no course and no file behind.
func TestFilesInAnS3Store(t *testing.T) {
	store := testutil.StartS3(t)
	s := apptest.New(t, apptest.Options{Env: store.Env()})

	course := s.Get(t, "/api/v1/modules/subscriptions/mains-test-series-2026")
	thumbnail := course.JSON["responseResult"].(map[string]any)["thumbnail"].(string)
	if img := s.Get(t, "/files/"+thumbnail); img.Status != 200 || img.Header.Get("Content-Type") != "image/jpeg" || len(img.Body) < 1000 {
		t.Fatalf("a demo picture from the store: %d %s, %d bytes", img.Status, img.Header.Get("Content-Type"), len(img.Body))
	}
	if csp := course.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "connect-src 'self' "+store.Endpoint) {
		t.Errorf("the app may not fetch paid files from the store: %s", csp)
	}

	key := demoKey(t, s, "SELECT f.storage_key FROM notes n JOIN files f ON f.id = n.topic_file_id ORDER BY n.id LIMIT 1")
	download := "/api/v1/modules/download?filePath=" + url.QueryEscape(key)
	if res := s.Get(t, download); res.Status != 401 {
		t.Errorf("a visitor's download: %d", res.Status)
	}
	var notes string
	if err := s.DB.Get(context.Background(), &notes, `SELECT s.slug FROM subscriptions s
		JOIN subscription_libraries sl ON sl.subscription_id = s.id JOIN notes n ON n.library_id = sl.library_id
		WHERE n.topic_file_id IS NOT NULL ORDER BY n.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	learner, _ := s.NewLearner(t, "Kavya Menon", notes)
	res := s.Get(t, download, "token", learner)
	signed := res.Header.Get("Location")
	if res.Status != http.StatusTemporaryRedirect || !strings.HasPrefix(signed, store.Endpoint+"/"+store.Bucket+"/") ||
		!strings.Contains(signed, "X-Amz-Expires=300") || res.Header.Get("Cache-Control") != "private, no-store" {
		t.Fatalf("a subscriber's download: %d %q %q", res.Status, signed, res.Header.Get("Cache-Control"))
	}
	pdf, err := http.Get(signed) // no session: the address itself is the permission
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(pdf.Body)
	pdf.Body.Close()
	if pdf.StatusCode != 200 || !bytes.HasPrefix(body, []byte("%PDF-")) || pdf.Header.Get("Content-Type") != "application/pdf" ||
		!strings.HasPrefix(pdf.Header.Get("Content-Disposition"), "attachment") {
		t.Errorf("the signed address: %d %s %q", pdf.StatusCode, pdf.Header.Get("Content-Type"), pdf.Header.Get("Content-Disposition"))
	}

	// The store stops answering: an upload is refused as a 503, and nothing of it is recorded.
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	count := func(query string) int {
		var n int
		if err := s.DB.Get(context.Background(), &n, query); err != nil {
			t.Fatal(err)
		}
		return n
	}
	subscriptions, stored := count("SELECT count(*) FROM subscriptions"), count("SELECT count(*) FROM files")
	store.Stop()
	body2, contentType := multipartForm(t, map[string]string{"type_id": "1", "name": "Ethics Notes 2028", "slug": "ethics-notes-2028",
		"price": "999", "validity_days": "365"},
		"thumbnail", testutil.PagePhoto(t, 800, 450, 0))
	created := s.Call(t, "POST", "/api/v1/admin/subscriptions", body2, "token", admin, "Content-Type", contentType)
	if created.Status != http.StatusServiceUnavailable || created.Message() == "" {
		t.Errorf("an upload while the store is down: %d %s", created.Status, created.Body)
	}
	if ready := s.Get(t, "/readyz"); ready.Status != http.StatusServiceUnavailable {
		t.Errorf("/readyz while the store is down: %d", ready.Status)
	}
	if n, f := count("SELECT count(*) FROM subscriptions"), count("SELECT count(*) FROM files"); n != subscriptions || f != stored {
		t.Errorf("half-written: %d subscriptions (was %d), %d files (was %d)", n, subscriptions, f, stored)
	}
	store.Start(t)
	body2, contentType = multipartForm(t, map[string]string{"type_id": "1", "name": "Ethics Notes 2028", "slug": "ethics-notes-2028",
		"price": "999", "validity_days": "365"},
		"thumbnail", testutil.PagePhoto(t, 800, 450, 0))
	if created := s.Call(t, "POST", "/api/v1/admin/subscriptions", body2, "token", admin, "Content-Type", contentType); created.Status != 201 {
		t.Errorf("the same upload once the store is back: %d %s", created.Status, created.Body)
	}
}

// multipartForm is a console form with fields and one file, as the console sends it.
func multipartForm(t *testing.T, fields map[string]string, fileField string, content []byte) (*bytes.Buffer, string) {
	t.Helper()
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	for k, v := range fields {
		if err := form.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	part, err := form.CreateFormFile(fileField, fileField+".jpg")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = part.Write(content)
	if err := form.Close(); err != nil {
		t.Fatal(err)
	}
	return &body, form.FormDataContentType()
}

// With an S3 store, a lecture's playback address, once checked, sends the player to the store's
// own signed address, which ends when the playback address does; the file's type goes with it.
func TestALectureInAnS3StorePlaysFromTheStore(t *testing.T) {
	store := testutil.StartS3(t)
	env := store.Env()
	env["ASPIRANT_VIDEO_LINK_TTL"] = "90s"
	s := apptest.New(t, apptest.Options{Env: env})
	videoID, subscriptionID, slug := demoLecture(t, s)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner, _ := s.NewLearner(t, "Kavya Menon", slug)
	lecture := fakeWebM(100_000)
	if res := uploadVideo(t, s, admin, videoID, lecture); res.Status != http.StatusOK {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	address := playback(t, s, learner, subscriptionID, videoID).JSON["videoPlayBackUrl"].(string)
	res := s.Get(t, address)
	signed := res.Header.Get("Location")
	if res.Status != http.StatusTemporaryRedirect || !strings.HasPrefix(signed, store.Endpoint+"/") || !strings.Contains(signed, "X-Amz-Expires=90") {
		t.Fatalf("the playback address with an S3 store: %d %q", res.Status, signed)
	}
	req, _ := http.NewRequest(http.MethodGet, signed, nil)
	req.Header.Set("Range", "bytes=100-199")
	part, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(part.Body)
	part.Body.Close()
	if part.StatusCode != http.StatusPartialContent || !bytes.Equal(body, lecture[100:200]) || part.Header.Get("Content-Type") != "video/webm" {
		t.Errorf("a range from the store: %d %q, %d bytes", part.StatusCode, part.Header.Get("Content-Type"), len(body))
	}
}
