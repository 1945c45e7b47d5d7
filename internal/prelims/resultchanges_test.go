package prelims_test

// Results stay possible and fair (docs/product.md): staff's changes to a sat test's window, total
// and scheme, through the console's API, and what the learner sees on the same server after.

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

func TestAClosedWindowWhoseKeyIsOutIsNotReopened(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	opens, closes := s.Clock.Now().Add(-time.Minute), s.Clock.Now().Add(2*time.Hour)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("window: %d %s", res.Status, res.Body)
	}
	done := f.submit(t, f.token, f.sheet("ccc--"), "live")
	if done.Status != 200 {
		t.Fatalf("submit: %d %s", done.Status, done.Body)
	}
	keyShown := func() bool {
		q := f.review(t, s, f.token, body(done)["attemptId"])["questions"].([]any)[0].(map[string]any)
		return q["correctOption"] != nil
	}
	s.Clock.Advance(3 * time.Hour) // the window has closed: the key and the rankings are out
	if !keyShown() {
		t.Fatal("the key is held after the close")
	}

	// Moving the close later, or removing the window, would hide the key again.
	later := closes.Add(24 * time.Hour).Format(time.RFC3339)
	for name, res := range map[string]apptest.Response{
		"later":   f.setWindow(t, admin, opens.Format(time.RFC3339), later),
		"removed": f.setWindow(t, admin, "", ""),
	} {
		if res.Status != http.StatusConflict || !strings.Contains(res.Message(), "its close cannot be moved later or removed") {
			t.Fatalf("close moved %s: %d %s", name, res.Status, res.Body)
		}
	}
	if !keyShown() {
		t.Fatal("the key was hidden again")
	}

	// Another change of the window says what it does and waits for staff to confirm it.
	earlier := closes.Add(-30 * time.Minute).Format(time.RFC3339)
	res := f.setWindow(t, admin, opens.Format(time.RFC3339), earlier)
	if res.Status != http.StatusPreconditionRequired || !strings.Contains(res.Message(), "1 learner has sat this test.") {
		t.Fatalf("window change without confirming: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID),
		url.Values{"opens_at": {opens.Format(time.RFC3339)}, "closes_at": {earlier}, "confirm": {"1"}}, "token", admin)
	if res.Status != 200 || !keyShown() {
		t.Fatalf("confirmed window change: %d %s", res.Status, res.Body)
	}
}

func TestASatTestsTotalFollowsItsQuestions(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60) // 4 questions at 2 marks: 8 marks
	admin := adminToken(t, s)
	done := body(f.submit(t, f.token, f.sheet("cccc"), "sat"))
	path := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID)
	for _, change := range []url.Values{
		{"total_marks": {"6"}, "confirm": {"1"}},   // '8.00 / 6'
		{"marks_correct": {"3"}, "confirm": {"1"}}, // 12 marks in a test of 8
	} {
		res := s.Call(t, http.MethodPatch, path, change, "token", admin)
		if res.Status != 400 || !strings.Contains(res.FieldError("total_marks"), "add up to") {
			t.Fatalf("%v: %d %s", change, res.Status, res.Body)
		}
	}
	if a := f.review(t, s, f.token, done["attemptId"])["attempt"].(map[string]any); a["score"] != 8.0 || a["totalMarks"] != 8.0 {
		t.Fatalf("the learner's result after refused changes: %v", a)
	}
	// Both together keep the test possible: confirmed, the attempt is re-scored at once.
	res := s.Call(t, http.MethodPatch, path, url.Values{"marks_correct": {"3"}, "total_marks": {"12"}}, "token", admin)
	if res.Status != http.StatusPreconditionRequired || !strings.Contains(res.Message(), "1 of the results change") {
		t.Fatalf("a new scheme without confirming: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, http.MethodPatch, path, url.Values{"marks_correct": {"3"}, "total_marks": {"12"}, "confirm": {"1"}}, "token", admin)
	if res.Status != 200 {
		t.Fatalf("a new scheme and total: %d %s", res.Status, res.Body)
	}
	if a := f.review(t, s, f.token, done["attemptId"])["attempt"].(map[string]any); a["score"] != 12.0 || a["totalMarks"] != 12.0 {
		t.Fatalf("the learner's result after the new scheme: %v", a)
	}
}
