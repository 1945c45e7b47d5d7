package app_test

// A nearly full disk (docs/reliability.md, "Bounds"): an upload that would leave less than the
// reserve free is refused with a 503 that says so, stores nothing, and the site goes on.

import (
	"net/http"
	"slices"
	"testing"

	"aspirant/internal/apptest"
)

func TestAnUploadToANearlyFullDiskIsRefusedAndStoresNothing(t *testing.T) {
	s := apptest.New(t)
	mains := openMainsTest(t, s)
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	// A second server on the same folder whose reserve is more than any disk holds: to it, the
	// disk is nearly full.
	full := s.Peer(t, apptest.Options{Env: map[string]string{"ASPIRANT_DISK_RESERVE_MB": "1073741824"}})
	before := s.StoredFiles(t)
	res := uploadAnswer(t, full, learner, mains.test, "answer.pdf", pdfBytes("my answer"))
	if res.Status != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" ||
		res.Message() != "The server's storage is full for now, so your file was not saved. Please try again later." {
		t.Fatalf("an upload to a nearly full disk: %d %q (Retry-After %q)", res.Status, res.Message(), res.Header.Get("Retry-After"))
	}
	if after := s.StoredFiles(t); !slices.Equal(before, after) {
		t.Fatalf("the refused upload left files: %v, then %v", before, after)
	}
	var answers int
	if err := s.DB.Get(t.Context(), &answers, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ?", mains.test); err != nil {
		t.Fatal(err)
	}
	if answers != 0 {
		t.Fatalf("the refused upload left %d answers recorded", answers)
	}
	// The site goes on: the same learner's reads on that server, and the upload where there is room.
	if res := full.Get(t, "/api/v1/modules/user/profile", "token", learner); res.Status != http.StatusOK {
		t.Fatalf("a read on the nearly full server: %d", res.Status)
	}
	if res := uploadAnswer(t, s, learner, mains.test, "answer.pdf", pdfBytes("my answer")); res.Status != http.StatusCreated {
		t.Fatalf("the upload with room: %d %s", res.Status, res.Body)
	}
}
