package app_test

// A test's discussion uploaded through the console as a video file plays, for the learners who
// may watch the discussion, from the same kind of short-lived signed address as a lecture, and
// replaces the Google Drive link in the lists (docs/product.md, "Videos").

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

func uploadDiscussion(t *testing.T, s *apptest.Server, token, kind string, testID int64, body []byte) apptest.Response {
	t.Helper()
	return s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/%s/%d/discussion-file?name=%s", kind, testID, url.QueryEscape("Discussion.webm")),
		bytes.NewReader(body), "token", token, "Content-Type", "video/webm")
}

// discussionOf answers the list entry with this id from a list answer's responseResult.
func discussionOf(t *testing.T, list apptest.Response, id int64) map[string]any {
	t.Helper()
	if list.Status != http.StatusOK {
		t.Fatalf("the list: %d %s", list.Status, list.Body)
	}
	for _, entry := range list.JSON["responseResult"].([]any) {
		if test := entry.(map[string]any); test["id"] == float64(id) {
			return test
		}
	}
	t.Fatalf("test %d is not in the list %s", id, list.Body)
	return nil
}

// playsFrom checks that a list entry's discussion is the site's file, played from a signed
// address of this subject with no session header, and answers the address.
func playsFrom(t *testing.T, s *apptest.Server, entry map[string]any, subject string, want []byte) string {
	t.Helper()
	video, ok := entry["discussionVideo"].(map[string]any)
	if !ok || video["kind"] != "file" || video["contentType"] != "video/webm" || entry["gDriveVideoLink"] != nil {
		t.Fatalf("the discussion in the list: %v (Drive link %v)", entry["discussionVideo"], entry["gDriveVideoLink"])
	}
	address := video["videoPlayBackUrl"].(string)
	if !strings.HasPrefix(address, "/api/v1/media/videos/"+subject+"?grant=") {
		t.Fatalf("the discussion's address %q", address)
	}
	if mark, _ := video["watermark"].(string); !strings.HasPrefix(mark, "Ishaan Rao · ") {
		t.Errorf("the watermark line %q", mark)
	}
	res := s.Get(t, address)
	if res.Status != http.StatusOK || !bytes.Equal(res.Body, want) {
		t.Fatalf("the discussion: %d, %d bytes", res.Status, len(res.Body))
	}
	return address
}

func TestATestsDiscussionFilePlaysForThoseWhoMayWatchIt(t *testing.T) {
	s := apptest.New(t, apptest.Options{Env: map[string]string{"ASPIRANT_MAX_VIDEO_MB": "1"}})
	ctx := context.Background()
	admin := s.Login(t, "admin@aspirant.test", "admin12345")

	// Prelims: the first test of the demo series, which a new subscriber then sits.
	var prelims struct {
		Test int64 `db:"test"`
		Sub  int64 `db:"sub"`
	}
	if err := s.DB.Get(ctx, &prelims, `SELECT t.id AS test, s.id AS sub FROM prelims_tests t
		JOIN subscription_libraries sl ON sl.library_id = t.library_id JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE s.slug = 'prelims-test-series-2027' AND t.opens_at IS NULL
		AND EXISTS (SELECT 1 FROM prelims_questions q WHERE q.test_id = t.id) ORDER BY t.position, t.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	learner, _ := s.NewLearner(t, "Ishaan Rao", "prelims-test-series-2027")

	if res := uploadDiscussion(t, s, learner, "prelims-tests", prelims.Test, fakeWebM(1000)); res.Status != http.StatusForbidden {
		t.Errorf("a learner's upload: %d, want 403", res.Status)
	}
	if res := uploadDiscussion(t, s, admin, "prelims-tests", prelims.Test, []byte("%PDF-1.7 not a video")); res.Status != http.StatusBadRequest {
		t.Errorf("a PDF as the discussion: %d %s", res.Status, res.Body)
	}
	discussion := fakeWebM(200_000)
	up := uploadDiscussion(t, s, admin, "prelims-tests", prelims.Test, discussion)
	if up.Status != http.StatusOK {
		t.Fatalf("upload: %d %s", up.Status, up.Body)
	}
	if item := up.JSON["item"].(map[string]any); item["discussion_file_name"] != "Discussion.webm" || item["discussion_file_type"] != "video/webm" {
		t.Errorf("the record after the upload: %v", item)
	}

	library := func() apptest.Response {
		return s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", prelims.Sub), "token", learner)
	}
	// Before the learner has submitted the test, the discussion gives the key away: not listed.
	if entry := discussionOf(t, library(), prelims.Test); entry["discussionVideo"] != nil || entry["gDriveVideoLink"] != nil {
		t.Fatalf("the discussion before the test was sat: %v %v", entry["discussionVideo"], entry["gDriveVideoLink"])
	}
	start := s.Call(t, http.MethodPost, "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(prelims.Test)}, "attemptKey": {"discussion"}}, "token", learner)
	if start.Status != http.StatusOK {
		t.Fatalf("start: %d %s", start.Status, start.Body)
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(prelims.Test)},
		"answers": {"[]"}, "attemptKey": {"discussion"}}, "token", learner); res.Status != http.StatusOK {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	subject := fmt.Sprintf("prelims-%d", prelims.Test)
	address := playsFrom(t, s, discussionOf(t, library(), prelims.Test), subject, discussion)
	// Any server plays it: the grant is signed with the key every server shares.
	if res := s.Peer(t).Get(t, address); res.Status != http.StatusOK || !bytes.Equal(res.Body, discussion) {
		t.Errorf("the discussion on a second server: %d, %d bytes", res.Status, len(res.Body))
	}

	// The grant is for this discussion only: under a lecture's address, or once expired, no.
	_, grant, _ := strings.Cut(address, "?grant=")
	if res := s.Get(t, "/api/v1/media/videos/1?grant="+url.QueryEscape(grant)); res.Status != http.StatusForbidden {
		t.Errorf("the discussion's grant under a lecture's address: %d", res.Status)
	}
	s.Clock.Advance(11 * time.Minute) // past ASPIRANT_VIDEO_LINK_TTL's default
	if res := s.Get(t, address); res.Status != http.StatusForbidden {
		t.Errorf("an expired discussion address: %d", res.Status)
	}
	playsFrom(t, s, discussionOf(t, library(), prelims.Test), subject, discussion) // a fresh list, a fresh address

	// Removed: the Drive link, if the test has one, is listed again; the file is gone.
	if res := s.Call(t, http.MethodDelete, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/discussion-file", prelims.Test), nil, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("remove: %d %s", res.Status, res.Body)
	}
	var link string
	if err := s.DB.Get(ctx, &link, "SELECT discussion_video_url FROM prelims_tests WHERE id = ?", prelims.Test); err != nil {
		t.Fatal(err)
	}
	entry := discussionOf(t, library(), prelims.Test)
	if entry["discussionVideo"] != nil || (link != "" && entry["gDriveVideoLink"] != link) {
		t.Errorf("after the file was removed: %v, Drive link %v (want %q)", entry["discussionVideo"], entry["gDriveVideoLink"], link)
	}
	if res := s.Get(t, address); res.Status == http.StatusOK {
		t.Error("the removed file still plays")
	}

	// Mains: a test whose window has closed, for a subscriber of its series.
	var mains struct {
		Test   int64  `db:"test"`
		Series int64  `db:"series"`
		Sub    int64  `db:"sub"`
		Slug   string `db:"slug"`
	}
	if err := s.DB.Get(ctx, &mains, `SELECT t.id AS test, t.library_id AS series, s.id AS sub, s.slug FROM mains_tests t
		JOIN subscription_libraries sl ON sl.library_id = t.library_id JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE t.is_published AND t.ends_at < ? ORDER BY t.id LIMIT 1`, s.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	if s.Call(t, http.MethodPost, "/api/v1/logout", nil, "token", learner).Status != http.StatusOK {
		t.Fatal("logout")
	}
	writer, _ := s.NewLearner(t, "Ishaan Rao", mains.Slug)
	if up := uploadDiscussion(t, s, admin, "mains-tests", mains.Test, discussion); up.Status != http.StatusOK {
		t.Fatalf("mains upload: %d %s", up.Status, up.Body)
	}
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mains.Sub, mains.Series), "token", writer)
	playsFrom(t, s, discussionOf(t, list, mains.Test), fmt.Sprintf("mains-%d", mains.Test), discussion)
	// A visitor's list has no address at all.
	visitor := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%d&mainsTestSeriesId=%d", mains.Sub, mains.Series))
	if visitor.Status == http.StatusOK && discussionOf(t, visitor, mains.Test)["discussionVideo"] != nil {
		t.Error("a visitor's list carries the discussion's address")
	}
}
