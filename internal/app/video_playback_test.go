package app_test

// A lecture's video file, uploaded through the console, plays for a subscriber from a
// short-lived signed address tied to their session: with ranges, on every server, and not once
// it has expired, its device has been signed out, or its grant was changed (docs/product.md,
// "Videos").

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// fakeWebM is bytes that begin as a WebM file does (the EBML header's id), which is all the
// server looks at: it stores and serves video, it does not decode it.
func fakeWebM(size int) []byte {
	body := bytes.Repeat([]byte("lecture-frame-"), size/14+1)[:size]
	copy(body, []byte{0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01})
	return body
}

// demoLecture answers a published demo lecture and a subscription that sells its library.
func demoLecture(t *testing.T, s *apptest.Server) (videoID, subscriptionID int64, slug string) {
	t.Helper()
	var row struct {
		Video int64  `db:"video"`
		Sub   int64  `db:"sub"`
		Slug  string `db:"slug"`
	}
	if err := s.DB.Get(context.Background(), &row, `SELECT v.id AS video, s.id AS sub, s.slug FROM videos v
		JOIN subscription_libraries sl ON sl.library_id = v.library_id JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE v.is_published AND v.video_file_id IS NULL ORDER BY v.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	return row.Video, row.Sub, row.Slug
}

func uploadVideo(t *testing.T, s *apptest.Server, token string, videoID int64, body []byte) apptest.Response {
	t.Helper()
	return s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/videos/%d/file?name=%s", videoID, url.QueryEscape("Article 32.webm")),
		bytes.NewReader(body), "token", token, "Content-Type", "video/webm")
}

func playback(t *testing.T, s *apptest.Server, token string, subscriptionID, videoID int64) apptest.Response {
	t.Helper()
	return s.Get(t, fmt.Sprintf("/api/v1/modules/videos/playback?subscriptionId=%d&videoId=%d", subscriptionID, videoID), "token", token)
}

func TestAnUploadedLecturePlaysFromASignedAddressTiedToTheLearner(t *testing.T) {
	s := apptest.New(t, apptest.Options{Env: map[string]string{"ASPIRANT_MAX_VIDEO_MB": "1", "ASPIRANT_VIDEO_LINK_TTL": "2m"}})
	ctx := context.Background()
	videoID, subscriptionID, slug := demoLecture(t, s)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner, email := s.NewLearner(t, "Kavya Menon", slug)

	// Only admins upload; the bytes decide the type; the size has its own limit.
	if res := uploadVideo(t, s, learner, videoID, fakeWebM(1000)); res.Status != http.StatusForbidden {
		t.Errorf("a learner's upload: %d, want 403", res.Status)
	}
	if res := uploadVideo(t, s, admin, videoID, []byte("%PDF-1.7 not a video at all")); res.Status != http.StatusBadRequest ||
		res.FieldError("file") != "The video must be an MP4 or WebM file." {
		t.Errorf("a PDF as the video: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/videos/%d/file", videoID), bytes.NewReader(fakeWebM(1000)),
		"token", admin, "Content-Type", "multipart/form-data; boundary=x"); res.Status != http.StatusUnsupportedMediaType {
		t.Errorf("a form instead of the file: %d %s", res.Status, res.Body)
	}
	if res := uploadVideo(t, s, admin, videoID, fakeWebM(1<<20+1)); res.Status != http.StatusRequestEntityTooLarge {
		t.Errorf("a video over ASPIRANT_MAX_VIDEO_MB: %d %s", res.Status, res.Body)
	}
	var stored int
	if err := s.DB.Get(ctx, &stored, "SELECT COUNT(*) FROM files WHERE storage_key LIKE 'vid/%'"); err != nil || stored != 0 {
		t.Fatalf("refused uploads left %d video files (%v)", stored, err)
	}

	lecture := fakeWebM(300_000)
	up := uploadVideo(t, s, admin, videoID, lecture)
	if up.Status != http.StatusOK {
		t.Fatalf("upload: %d %s", up.Status, up.Body)
	}
	item := up.JSON["item"].(map[string]any)
	if item["video_file_name"] != "Article 32.webm" || item["video_file_type"] != "video/webm" || item["video_file_size"] != float64(len(lecture)) {
		t.Errorf("the record after the upload: %v", item)
	}

	// The subscriber's playback: a signed address on this site, with the watermark's line.
	play := playback(t, s, learner, subscriptionID, videoID)
	if play.Status != http.StatusOK || play.JSON["kind"] != "file" || play.JSON["contentType"] != "video/webm" {
		t.Fatalf("playback: %d %s", play.Status, play.Body)
	}
	address := play.JSON["videoPlayBackUrl"].(string)
	if !strings.HasPrefix(address, "/api/v1/media/videos/") {
		t.Fatalf("the playback address %q is not this site's", address)
	}
	if mark, _ := play.JSON["watermark"].(string); !strings.HasPrefix(mark, "Kavya Menon · ") || !strings.Contains(mark, email[:2]+"***@example.com") ||
		!strings.Contains(mark, "******2345") {
		t.Errorf("the watermark line %q", mark)
	}
	expires, err := time.Parse(time.RFC3339, play.JSON["expiresAt"].(string))
	if err != nil || expires.Sub(s.Clock.Now()) > 2*time.Minute || expires.Sub(s.Clock.Now()) < time.Minute {
		t.Errorf("expiresAt %v (%v), want two minutes from now", play.JSON["expiresAt"], err)
	}

	// Played with no session header, as a <video> element asks, whole and by range, on both servers.
	peer := s.Peer(t)
	for _, server := range []*apptest.Server{s, peer} {
		whole := server.Get(t, address)
		if whole.Status != http.StatusOK || !bytes.Equal(whole.Body, lecture) || whole.Header.Get("Content-Type") != "video/webm" {
			t.Fatalf("the video: %d %q, %d bytes", whole.Status, whole.Header.Get("Content-Type"), len(whole.Body))
		}
		if got := whole.Header.Get("Cross-Origin-Resource-Policy"); got != "same-origin" {
			t.Errorf("Cross-Origin-Resource-Policy %q: another site's page could play it", got)
		}
		part := server.Get(t, address, "Range", "bytes=1000-1999", "Accept-Encoding", "gzip")
		if part.Status != http.StatusPartialContent || !bytes.Equal(part.Body, lecture[1000:2000]) {
			t.Errorf("a range: %d, %d bytes", part.Status, len(part.Body))
		}
		// A few ranges at once are served; thousands in one request are refused, not cut out.
		if few := server.Get(t, address, "Range", "bytes=0-9,100-109"); few.Status != http.StatusPartialContent {
			t.Errorf("two ranges: %d", few.Status)
		}
		many := make([]string, 5000)
		for i := range many {
			many[i] = fmt.Sprintf("%d-%d", i*2, i*2)
		}
		if res := server.Get(t, address, "Range", "bytes="+strings.Join(many, ",")); res.Status != http.StatusRequestedRangeNotSatisfiable || res.Message() == "" {
			t.Errorf("5,000 ranges in one request: %d %q", res.Status, res.Message())
		}
	}

	// A grant changed by hand (another learner's id, a later expiry) is refused.
	base, signedGrant, _ := strings.Cut(address, "?grant=")
	parts := strings.Split(signedGrant, ".") // v1, ids, expiry, signature
	if base != fmt.Sprintf("/api/v1/media/videos/%d", videoID) || len(parts) != 7 {
		t.Fatalf("the playback address %q", address)
	}
	mac := parts[6]
	later := append([]string{}, parts...)
	later[5] = fmt.Sprint(expires.Add(24 * time.Hour).Unix())
	for name, tampered := range map[string]string{
		"a later expiry":  base + "?grant=" + strings.Join(later, "."),
		"no signature":    base + "?grant=" + strings.Join(parts[:6], "."),
		"garbage":         base + "?grant=v1.x.y." + mac,
		"no grant":        base,
		"another lecture": fmt.Sprintf("/api/v1/media/videos/%d?grant=%s", videoID+1, signedGrant),
	} {
		if res := s.Get(t, tampered); res.Status != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, res.Status)
		}
	}

	// A visitor, and a learner without the subscription, get no address at all.
	if res := playback(t, s, "", subscriptionID, videoID); res.Status != http.StatusUnauthorized {
		t.Errorf("a visitor's playback: %d", res.Status)
	}
	stranger, _ := s.NewLearner(t, "Arjun Mehta", "")
	if res := playback(t, s, stranger, subscriptionID, videoID); res.Status != http.StatusForbidden {
		t.Errorf("a stranger's playback: %d %s", res.Status, res.Body)
	}

	// The address expires; pressing Play again gives a new one.
	s.Clock.Advance(2*time.Minute + time.Second)
	if res := s.Get(t, address); res.Status != http.StatusForbidden || !strings.Contains(res.Message(), "expired") {
		t.Errorf("an expired address: %d %q", res.Status, res.Message())
	}
	address = playback(t, s, learner, subscriptionID, videoID).JSON["videoPlayBackUrl"].(string)
	if res := s.Get(t, address); res.Status != http.StatusOK {
		t.Fatalf("a new address: %d", res.Status)
	}

	// A device signed out (here by logging out) stops playing at once, on every server.
	if res := s.Call(t, http.MethodPost, "/api/v1/logout", nil, "token", learner); res.Status != http.StatusOK {
		t.Fatalf("logout: %d", res.Status)
	}
	for _, server := range []*apptest.Server{s, peer} {
		if res := server.Get(t, address, "Range", "bytes=200000-"); res.Status != http.StatusForbidden || !strings.Contains(res.Message(), "signed out") {
			t.Errorf("after logout: %d %q", res.Status, res.Message())
		}
	}

	// A new upload replaces the file: the old one is gone from the store and the database.
	learner = s.Login(t, email, "Kesari-Bagh-2027!")
	oldAddress := playback(t, s, learner, subscriptionID, videoID).JSON["videoPlayBackUrl"].(string)
	var oldFile int64
	if err := s.DB.Get(ctx, &oldFile, "SELECT video_file_id FROM videos WHERE id = ?", videoID); err != nil {
		t.Fatal(err)
	}
	newer := fakeWebM(200_000)
	if res := uploadVideo(t, s, admin, videoID, newer); res.Status != http.StatusOK {
		t.Fatalf("second upload: %d %s", res.Status, res.Body)
	}
	if err := s.DB.Get(ctx, &stored, "SELECT COUNT(*) FROM files WHERE id = ?", oldFile); err != nil || stored != 0 {
		t.Errorf("the replaced file is still recorded (%d, %v)", stored, err)
	}
	if res := s.Get(t, oldAddress); res.Status != http.StatusNotFound {
		t.Errorf("the replaced file's address: %d", res.Status)
	}
	address = playback(t, s, learner, subscriptionID, videoID).JSON["videoPlayBackUrl"].(string)
	if res := s.Get(t, address); !bytes.Equal(res.Body, newer) {
		t.Errorf("the new upload does not play: %d, %d bytes", res.Status, len(res.Body))
	}

	// Every change is in the audit log.
	var audited int
	if err := s.DB.Get(ctx, &audited, "SELECT COUNT(*) FROM audit_log WHERE entity = 'video' AND entity_id = ? AND action = 'update'", videoID); err != nil || audited != 2 {
		t.Errorf("audit rows for the uploads: %d (%v), want 2", audited, err)
	}

	// Deleting the lecture deletes its file too: an hour's lecture must not stay in the store.
	if res := s.Call(t, http.MethodDelete, fmt.Sprintf("/api/v1/admin/videos/%d", videoID), nil, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("delete the lecture: %d %s", res.Status, res.Body)
	}
	if err := s.DB.Get(ctx, &stored, "SELECT COUNT(*) FROM files WHERE storage_key LIKE 'vid/%'"); err != nil || stored != 0 {
		t.Errorf("the deleted lecture's file is still recorded (%d, %v)", stored, err)
	}
	if res := s.Get(t, address); res.Status != http.StatusNotFound {
		t.Errorf("the deleted lecture's address: %d", res.Status)
	}
}

func TestAVideoFileReplacesItsDriveLinkUntilItIsRemoved(t *testing.T) {
	s := apptest.New(t)
	videoID, subscriptionID, slug := demoLecture(t, s)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner, _ := s.NewLearner(t, "Meera Nair", slug)
	path := fmt.Sprintf("/api/v1/admin/videos/%d", videoID)

	if res := playback(t, s, learner, subscriptionID, videoID); res.JSON["kind"] != "drive" ||
		!strings.HasPrefix(res.JSON["videoPlayBackUrl"].(string), "https://drive.google.com/file/d/") {
		t.Fatalf("a lecture with only a link: %s", res.Body)
	}
	// Publishing a video with neither a link nor a file is refused.
	if res := s.Call(t, http.MethodPatch, path, url.Values{"video_url": {""}}, "token", admin); res.Status != http.StatusBadRequest ||
		!strings.Contains(res.FieldError("video_url"), "upload its file") {
		t.Errorf("a published video without link or file: %d %s", res.Status, res.Body)
	}
	if res := uploadVideo(t, s, admin, videoID, fakeWebM(5000)); res.Status != http.StatusOK {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	if res := playback(t, s, learner, subscriptionID, videoID); res.JSON["kind"] != "file" {
		t.Errorf("with a file: %s", res.Body)
	}
	// With the file, the link may go; then the file may not, while the video is published.
	if res := s.Call(t, http.MethodPatch, path, url.Values{"video_url": {""}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("clear the link: %d %s", res.Status, res.Body)
	}
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/videos/list?subscriptionId=%d&videoLibraryId=%d", subscriptionID, libraryOf(t, s, videoID)), "token", learner)
	for _, v := range list.JSON["responseResult"].([]any) {
		if video := v.(map[string]any); video["id"] == float64(videoID) && video["gDriveVideoLink"] != nil {
			t.Errorf("a lecture without a link lists %v", video["gDriveVideoLink"])
		}
	}
	if res := s.Call(t, http.MethodDelete, path+"/file", nil, "token", admin); res.Status != http.StatusConflict {
		t.Errorf("removing the only video of a published lecture: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPatch, path, url.Values{"video_url": {"https://drive.google.com/file/d/1N7KBpzXzXsWjkJrmIgg2dUrscy6wU7vo/view"}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("a link again: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodDelete, path+"/file", nil, "token", admin); res.Status != http.StatusOK || res.JSON["item"].(map[string]any)["video_file_name"] != nil {
		t.Fatalf("remove the file: %d %s", res.Status, res.Body)
	}
	if res := playback(t, s, learner, subscriptionID, videoID); res.JSON["kind"] != "drive" {
		t.Errorf("after the file is removed: %s", res.Body)
	}
	var left int
	if err := s.DB.Get(context.Background(), &left, "SELECT COUNT(*) FROM files WHERE storage_key LIKE 'vid/%'"); err != nil || left != 0 {
		t.Errorf("%d video files left after removal (%v)", left, err)
	}
}

func libraryOf(t *testing.T, s *apptest.Server, videoID int64) int64 {
	t.Helper()
	var id int64
	if err := s.DB.Get(context.Background(), &id, "SELECT library_id FROM videos WHERE id = ?", videoID); err != nil {
		t.Fatal(err)
	}
	return id
}

// A playback address stops at the learner's next request once their access ends (a revoked
// grant, a refund, an ended subscription), not at its expiry: the stream asks the library's rule
// each time, as the download of a PDF does.
func TestAVideoStopsWhenTheLearnersAccessEnds(t *testing.T) {
	s := apptest.New(t, apptest.Options{Env: map[string]string{"ASPIRANT_VIDEO_LINK_TTL": "10m"}})
	videoID, subscriptionID, slug := demoLecture(t, s)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner, email := s.NewLearner(t, "Ishaan Verma", slug)
	if up := uploadVideo(t, s, admin, videoID, fakeWebM(50_000)); up.Status != http.StatusOK {
		t.Fatalf("upload: %d %s", up.Status, up.Body)
	}
	play := playback(t, s, learner, subscriptionID, videoID)
	if play.Status != http.StatusOK {
		t.Fatalf("playback: %d %s", play.Status, play.Body)
	}
	address := play.JSON["videoPlayBackUrl"].(string)
	if res := s.Get(t, address, "Range", "bytes=0-99"); res.Status != http.StatusPartialContent {
		t.Fatalf("a range while subscribed: %d", res.Status)
	}
	learnerID := idOf(t, s, fmt.Sprintf("SELECT id FROM users WHERE email = '%s'", email))
	if res := s.Call(t, http.MethodDelete, fmt.Sprintf("/api/v1/admin/learners/%d/grants/%d", learnerID, subscriptionID), nil, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("staff revoke the learner's access: %d %s", res.Status, res.Body)
	}
	// The same address, well within its ten minutes: refused, on every server.
	for _, server := range []*apptest.Server{s, s.Peer(t)} {
		res := server.Get(t, address, "Range", "bytes=100-199")
		if res.Status != http.StatusForbidden || res.Message() != "Your access to this video has ended. Subscribe to watch it again." {
			t.Fatalf("a range after the access ended: %d %q", res.Status, res.Message())
		}
	}
}
