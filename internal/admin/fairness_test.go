package admin_test

// Results stay possible (docs/product.md, "Results stay possible and fair" and "Visibility"): a
// prelims test is published only with questions that add up to its total, and a subscription is
// published or put on sale only with libraries; through the console's API, then the learner's.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// publishTest publishes a prelims test through the console.
func publishTest(t *testing.T, s *apptest.Server, admin string, testID int64) {
	t.Helper()
	if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID), url.Values{"is_published": {"1"}},
		"token", admin); res.Status != http.StatusOK {
		t.Fatalf("publish test %d: %d %s", testID, res.Status, res.Body)
	}
}

func TestATestIsPublishedOnlyWithQuestionsThatAddUpToItsTotal(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	var library int64
	if err := s.DB.Get(context.Background(), &library, `SELECT sl.library_id FROM subscription_libraries sl
		JOIN subscriptions s ON s.id = sl.subscription_id WHERE s.slug = 'prelims-test-series-2027'`); err != nil {
		t.Fatal(err)
	}
	fields := url.Values{"library_id": {fmt.Sprint(library)}, "name": {"Mock 40"}, "slug": {"mock-40"}, "duration_minutes": {"20"},
		"total_marks": {"10"}, "total_attempts": {"1"}, "marks_correct": {"2"}, "marks_incorrect": {"0.66"}, "marks_unattempted": {"0"}}
	withPublished := url.Values{"is_published": {"1"}}
	for k, v := range fields {
		withPublished[k] = v
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/admin/prelims-tests", withPublished, "token", admin); res.Status != 400 ||
		!strings.Contains(res.FieldError("is_published"), "without questions") {
		t.Fatalf("a new test published without questions: %d %s", res.Status, res.Body)
	}
	created := s.Call(t, http.MethodPost, "/api/v1/admin/prelims-tests", fields, "token", admin)
	if created.Status != 201 {
		t.Fatalf("new test: %d %s", created.Status, created.Body)
	}
	testID := int64(created.JSON["item"].(map[string]any)["id"].(float64))
	path := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID)
	patch := func(values url.Values) apptest.Response {
		return s.Call(t, http.MethodPatch, path, values, "token", admin)
	}
	start := func() apptest.Response {
		return s.Call(t, http.MethodPost, "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"k"}},
			"token", learner)
	}
	if res := patch(url.Values{"is_published": {"1"}}); res.Status != 400 || res.FieldError("is_published") == "" {
		t.Fatalf("published without questions: %d %s", res.Status, res.Body)
	}
	for i := range 2 {
		q := map[string]any{"description": fmt.Sprintf("Question %d", i+1), "options": []string{"A", "B", "C", "D"}, "correct": 2}
		if res := s.Call(t, http.MethodPost, path+"/questions", q, "token", admin); res.Status != 201 {
			t.Fatalf("add question: %d %s", res.Status, res.Body)
		}
	}
	// Two questions at 2 marks are 4 marks, not 10: a learner would read '4.00 / 10'.
	if res := patch(url.Values{"is_published": {"1"}}); res.Status != 400 ||
		res.FieldError("total_marks") != "The 2 questions at 2 marks each add up to 4 marks: set the total marks to 4." {
		t.Fatalf("published with a total its questions do not add up to: %d %s", res.Status, res.Body)
	}
	if res := start(); res.Status != 404 {
		t.Fatalf("the learner started a test that was refused publication: %d %s", res.Status, res.Body)
	}
	if res := patch(url.Values{"is_published": {"1"}, "total_marks": {"4"}}); res.Status != 200 {
		t.Fatalf("published with its questions' total: %d %s", res.Status, res.Body)
	}
	if res := start(); res.Status != 200 {
		t.Fatalf("the learner's start of the published test: %d %s", res.Status, res.Body)
	}
	// Once published, a correct answer's marks cannot make the total impossible either.
	if res := patch(url.Values{"marks_correct": {"2.25"}}); res.Status != 400 || !strings.Contains(res.FieldError("total_marks"), "4.5 marks") {
		t.Fatalf("a scheme whose total is no whole number: %d %s", res.Status, res.Body)
	}
}

func TestASubscriptionIsSoldOnlyWithLibraries(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	fields := url.Values{"type_id": {"1"}, "name": {"Empty Course 2027"}, "slug": {"empty-course-2027"}, "price": {"999"},
		"is_for_sale": {"1"}, "is_published": {"1"}}
	if res := s.Call(t, http.MethodPost, "/api/v1/admin/subscriptions", fields, "token", admin); res.Status != 400 ||
		res.FieldError("is_published") == "" || res.FieldError("is_for_sale") == "" {
		t.Fatalf("a new subscription on sale without libraries: %d %s", res.Status, res.Body)
	}
	fields.Del("is_for_sale")
	fields.Del("is_published")
	created := s.Call(t, http.MethodPost, "/api/v1/admin/subscriptions", fields, "token", admin)
	if created.Status != 201 {
		t.Fatalf("new subscription: %d %s", created.Status, created.Body)
	}
	id := fmt.Sprint(created.JSON["item"].(map[string]any)["id"])
	path := "/api/v1/admin/subscriptions/" + id
	onSale := url.Values{"is_for_sale": {"1"}, "is_published": {"1"}}
	if res := s.Call(t, http.MethodPatch, path, onSale, "token", admin); res.Status != 400 || res.FieldError("is_for_sale") == "" {
		t.Fatalf("put on sale without libraries: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/empty-course-2027", "token", learner); res.Status != 404 {
		t.Fatalf("the learner sees a subscription that was refused publication: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPut, path+"/libraries", url.Values{"libraryIds": {"1"}}, "token", admin); res.Status != 200 {
		t.Fatalf("libraries: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPatch, path, onSale, "token", admin); res.Status != 200 {
		t.Fatalf("put on sale with a library: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/empty-course-2027", "token", learner); res.Status != 200 {
		t.Fatalf("the learner's page of the published subscription: %d %s", res.Status, res.Body)
	}
	// Its last library cannot be taken away while it is sold.
	if res := s.Call(t, http.MethodPut, path+"/libraries", url.Values{}, "token", admin); res.Status != 400 || res.FieldError("libraryIds") == "" {
		t.Fatalf("the last library of a subscription on sale: %d %s", res.Status, res.Body)
	}
}
