package prelims_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// libraryCard answers the fixture's test as the prelims library lists it to token.
func (f *fixture) libraryCard(t *testing.T, token string) map[string]any {
	t.Helper()
	var subscriptionID int64
	if err := f.s.DB.Get(context.Background(), &subscriptionID, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	res := f.s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", subscriptionID), "token", token)
	for _, item := range res.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); test["id"] == float64(f.testID) {
			return test
		}
	}
	t.Fatalf("the fixture test is not in the library: %d %s", res.Status, res.Body)
	return nil
}

// The library card tells a learner what waits for them (issue 39): the attempt they are sitting,
// with its deadline for Resume, and, on a live test they have submitted, when the explanation and
// the discussion open rather than that there are none (docs/product.md, "The test screen",
// "Live tests").
func TestTheLibraryCardSaysWhatWaits(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 2, 200, 66, 0, 2, 60)
	admin := adminToken(t, s)
	opens, closes := s.Clock.Now().Add(-10*time.Minute), s.Clock.Now().Add(50*time.Minute)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID),
		url.Values{"discussion_video_url": {"https://drive.google.com/file/d/discussion-39/view"}}, "token", admin); res.Status != 200 {
		t.Fatalf("set the discussion: %d %s", res.Status, res.Body)
	}
	// The explanation PDF is a file the demo already keeps (uploading one is the console's own test).
	mustExec(t, s, fmt.Sprintf(`UPDATE prelims_tests SET explanation_file_id =
		(SELECT explanation_file_id FROM prelims_tests WHERE explanation_file_id IS NOT NULL ORDER BY id LIMIT 1) WHERE id = %d`, f.testID))

	fresh := f.libraryCard(t, f.token)
	if fresh["openAttemptDeadline"] != nil || fresh["keysOpenAt"] != nil || fresh["hasExplanationPDF"] != true || fresh["hasDiscussionVideo"] != true {
		t.Fatalf("before any attempt: %v", fresh)
	}

	started := body(f.start(t, f.token, "card"))["attempt"].(map[string]any)
	if card := f.libraryCard(t, f.token); card["openAttemptDeadline"] != started["deadline"] {
		t.Fatalf("the card's running attempt ends %v, want %v", card["openAttemptDeadline"], started["deadline"])
	}
	// Another learner sees no attempt of theirs.
	other, _ := s.NewLearner(t, "Learner 39", "prelims-test-series-2027")
	if card := f.libraryCard(t, other); card["openAttemptDeadline"] != nil {
		t.Fatalf("another learner's card shows an attempt: %v", card["openAttemptDeadline"])
	}

	if res := f.submit(t, f.token, f.sheet("cw"), "card"); res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	keysOpen := closes.Add(30 * time.Second).UTC().Format(time.RFC3339)
	held := f.libraryCard(t, f.token)
	if held["openAttemptDeadline"] != nil || held["testExplanationPDF"] != nil || held["gDriveVideoLink"] != nil || held["keysOpenAt"] != keysOpen {
		t.Fatalf("submitted while the window is open: %v", held)
	}
	// Only the learner who submitted is told when: the others have nothing waiting yet.
	if card := f.libraryCard(t, other); card["keysOpenAt"] != nil {
		t.Fatalf("a learner who has not sat it is given keysOpenAt %v", card["keysOpenAt"])
	}

	s.Clock.Advance(50*time.Minute + 31*time.Second)
	opened := f.libraryCard(t, f.token)
	if opened["keysOpenAt"] != nil || opened["testExplanationPDF"] == nil || opened["gDriveVideoLink"] == nil {
		t.Fatalf("after the close: %v", opened)
	}
}
