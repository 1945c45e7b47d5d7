package admin_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// docs/product.md, "Duplicating a test": the copy has the paper and the settings, named
// "<name> (copy)" with a slug of its own, unpublished, without a window, attempts, reports or
// challenges; learners who start the published copy read the same questions.
func TestDuplicatingATestCopiesThePaperAndNotTheSitting(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	call := func(method, path string, body any) apptest.Response {
		return s.Call(t, method, path, body, "token", admin)
	}

	now := s.Clock.Now()
	opens, closes := now.Add(-time.Hour).Format(time.RFC3339), now.Add(2*time.Hour).Format(time.RFC3339)
	csatID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"CSAT Mock 3"}, "slug": {"csat-mock-3"}, "total_marks": {"2"}})
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"GS Mock 3"}, "slug": {"gs-mock-3"}, "languages": {"en,hi"},
		"duration_minutes": {"45"}, "total_marks": {"4"}, "total_attempts": {"2"}, "marks_incorrect": {"0.5"}, "challenge_days": {"5"},
		"description": {"Polity & economy: A<B"}, "opens_at": {opens}, "closes_at": {closes}})
	if res := call("PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID), url.Values{"csat_test_id": {fmt.Sprint(csatID)}}); res.Status != 200 {
		t.Fatalf("pair the CSAT paper: %d %s", res.Status, res.Body)
	}
	image := s.Call(t, "POST", "/api/v1/admin/question-images?name=ghats.jpg&alt="+url.QueryEscape("Map of the Western Ghats"),
		strings.NewReader(string(testutil.PagePhoto(t, 800, 600, 0))), "token", admin, "Content-Type", "image/jpeg")
	if image.Status != 201 {
		t.Fatalf("image: %d %s", image.Status, image.Body)
	}
	for _, question := range []map[string]any{
		{"description": "Consider the following:\n" + image.JSON["line"].(string) + "\nWhich is true if A<B?", "explanation": "Because A<B & B<C.",
			"topic": "Geography", "difficulty": "hard", "options": []string{"1 only", "2 only", "Both", "Neither", "Cannot say"}, "correct": 3,
			"translations": map[string]any{"hi": map[string]any{"description": "निम्नलिखित पर विचार कीजिए", "explanation": "क्योंकि",
				"options": []string{"केवल 1", "केवल 2", "दोनों", "कोई नहीं", "कह नहीं सकते"}}}},
		{"description": "Who presides over the Rajya Sabha?", "options": []string{"The Speaker", "The Vice-President"}, "correct": 2, "topic": "Polity"},
	} {
		if res := call("POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), question); res.Status != 201 {
			t.Fatalf("question: %d %s", res.Status, res.Body)
		}
	}

	// The original is sat in its live window before the copy is made.
	publishTest(t, s, admin, testID)
	start := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"original-1"}}, "token", learner)
	if start.Status != 200 {
		t.Fatalf("start the original: %d %s", start.Status, start.Body)
	}
	answered := learnerPaper(t, s, learner, testID)

	copied := call("POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/duplicate", testID), nil)
	if copied.Status != 201 {
		t.Fatalf("duplicate: %d %s", copied.Status, copied.Body)
	}
	item := copied.JSON["item"].(map[string]any)
	copyID := int64(item["id"].(float64))
	want := map[string]any{"name": "GS Mock 3 (copy)", "slug": "gs-mock-3-copy", "is_published": false, "opens_at": nil, "closes_at": nil,
		"attempt_count": 0.0, "question_count": 2.0, "languages": "en,hi", "duration_minutes": 45.0, "total_marks": 4.0, "total_attempts": 2.0,
		"marks_correct": 2.0, "marks_incorrect": 0.5, "marks_unattempted": 0.0, "challenge_days": 5.0, "csat_test_id": float64(csatID),
		"description": "Polity & economy: A<B"}
	for field, value := range want {
		if item[field] != value {
			t.Errorf("the copy's %s: %v, want %v", field, item[field], value)
		}
	}
	if again := call("POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/duplicate", testID), nil); again.Status != 201 ||
		again.JSON["item"].(map[string]any)["slug"] != "gs-mock-3-copy-2" {
		t.Fatalf("a second copy: %d %s", again.Status, again.Body)
	}
	if res := call("POST", "/api/v1/admin/prelims-tests/999999/duplicate", nil); res.Status != 404 {
		t.Fatalf("a test that does not exist: %d %s", res.Status, res.Body)
	}

	// The console's question bank: the same questions, in the same order, as staff wrote them.
	bank := func(id int64) []any {
		return withoutIDs(call("GET", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", id), nil).JSON["items"]).([]any)
	}
	if original, copy := bank(testID), bank(copyID); len(copy) != 2 || !reflect.DeepEqual(original, copy) {
		t.Fatalf("the copy's questions:\n%v\nwant\n%v", copy, original)
	}
	var attempts int
	if err := s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", copyID); err != nil || attempts != 0 {
		t.Fatalf("the copy's attempts: %d %v", attempts, err)
	}

	audit := call("GET", "/api/v1/admin/audit?entity="+url.QueryEscape("prelims test"), nil).JSON["items"].([]any)
	var logged bool
	for _, entry := range audit {
		e := entry.(map[string]any)
		logged = logged || (e["action"] == "duplicate" && e["entityId"] == float64(copyID) && strings.Contains(e["after"].(string), fmt.Sprintf(`"copiedFrom":%d`, testID)))
	}
	if !logged {
		t.Fatalf("the audit log has no entry for the copy: %v", audit)
	}

	// Published, the copy is a test like any other: the learner starts it and reads the same paper.
	publishTest(t, s, admin, copyID)
	if res := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(copyID)}, "attemptKey": {"copy-1"}}, "token", learner); res.Status != 200 {
		t.Fatalf("start the copy: %d %s", res.Status, res.Body)
	}
	if paper := learnerPaper(t, s, learner, copyID); !reflect.DeepEqual(withoutIDs(paper), withoutIDs(answered)) {
		t.Fatalf("the copy's paper:\n%v\nwant\n%v", paper, answered)
	}
}

// A long name or slug still makes a copy whose name and slug fit their fields.
func TestACopyOfATestWithALongNameFitsItsFields(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	name, slug := strings.Repeat("न", 200), strings.Repeat("a", 118)+"-b"
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {name}, "slug": {slug}, "total_marks": {"2"}})
	copied := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/duplicate", testID), nil, "token", admin)
	if copied.Status != 201 {
		t.Fatalf("duplicate: %d %s", copied.Status, copied.Body)
	}
	item := copied.JSON["item"].(map[string]any)
	gotName, gotSlug := item["name"].(string), item["slug"].(string)
	if len([]rune(gotName)) != 200 || !strings.HasSuffix(gotName, "न (copy)") || len(gotSlug) > 120 || !strings.HasSuffix(gotSlug, "a-copy") {
		t.Fatalf("the copy's name %q (%d characters) and slug %q", gotName, len([]rune(gotName)), gotSlug)
	}
	// The console saves the copy as it is: its name and slug pass the fields' own checks.
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%v", item["id"]), url.Values{"name": {gotName}, "slug": {gotSlug}},
		"token", admin); res.Status != 200 {
		t.Fatalf("save the copy: %d %s", res.Status, res.Body)
	}
}

// learnerPaper answers the questions of a started test as the learner's screen gets them.
func learnerPaper(t *testing.T, s *apptest.Server, token string, testID int64) []map[string]any {
	t.Helper()
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("questions of test %d: %d %s", testID, res.Status, res.Body)
	}
	var out []map[string]any
	for _, q := range res.JSON["body"].(map[string]any)["data"].([]any) {
		out = append(out, q.(map[string]any))
	}
	return out
}

// withoutIDs answers a decoded JSON value without its ids, which differ between a test and its copy.
func withoutIDs(v any) any {
	raw, _ := json.Marshal(v)
	var out any
	_ = json.Unmarshal(raw, &out)
	var strip func(any)
	strip = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, child := range x {
				if k == "id" || strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "_id") {
					delete(x, k)
					continue
				}
				strip(child)
			}
		case []any:
			for _, child := range x {
				strip(child)
			}
		}
	}
	strip(out)
	return out
}
