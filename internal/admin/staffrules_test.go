package admin_test

// The sales and test rules staff meet in the console (billing's and prelims' own, which the
// console calls): through the console's API on the real server and database, with what stays
// stored checked after a refusal.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// idOf answers the id of the row a query finds.
func idOf(t *testing.T, s *apptest.Server, query string, args ...any) int64 {
	t.Helper()
	var id int64
	if err := s.DB.Get(context.Background(), &id, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return id
}

// A grant by hand is for 1 to 3650 days or without an end; a refused one writes nothing, and
// only access that is held can be revoked (docs/product.md, "A learner in the console").
func TestStaffGrantAccessForDaysOrWithoutAnEnd(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	_, email := s.NewLearner(t, "Kavya Iyer", "")
	userID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
	subscriptionID := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'")
	grants := fmt.Sprintf("/api/v1/admin/learners/%d/grants", userID)
	learner := func() []any {
		t.Helper()
		res := s.Get(t, fmt.Sprintf("/api/v1/admin/learners/%d", userID), "token", admin)
		if res.Status != http.StatusOK {
			t.Fatalf("the learner's page: %d %s", res.Status, res.Body)
		}
		return res.JSON["entitlements"].([]any)
	}
	for _, days := range []string{"0", "3651", "thirty"} {
		res := s.Call(t, http.MethodPost, grants, url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "days": {days}}, "token", admin)
		if res.Status != http.StatusBadRequest || !strings.Contains(res.FieldError("days"), "from 1 to 3650") {
			t.Fatalf("a grant for %q days: %d %s", days, res.Status, res.Body)
		}
	}
	if held := learner(); len(held) != 0 {
		t.Fatalf("refused grants left access: %v", held)
	}
	if res := s.Call(t, http.MethodPost, grants, url.Values{"subscriptionId": {"999999"}}, "token", admin); res.Status != http.StatusNotFound {
		t.Fatalf("a grant of no subscription: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPost, grants, url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "days": {"30"}},
		"token", admin); res.Status != http.StatusCreated || res.Message() != "Access granted." {
		t.Fatalf("a grant for 30 days: %d %s", res.Status, res.Body)
	}
	held := learner()
	if len(held) != 1 {
		t.Fatalf("access after the grant: %v", held)
	}
	access := held[0].(map[string]any)
	expires, err := time.Parse(time.RFC3339, fmt.Sprint(access["expiresAt"]))
	if want := s.Clock.Now().AddDate(0, 0, 30); err != nil || access["source"] != "grant" || expires.Sub(want).Abs() > time.Minute {
		t.Fatalf("a grant for 30 days ends %v (want %v): %v", access["expiresAt"], want, access)
	}
	revoke := fmt.Sprintf("%s/%d", grants, subscriptionID)
	if res := s.Call(t, http.MethodDelete, revoke, nil, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("revoke: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodDelete, revoke, nil, "token", admin); res.Status != http.StatusNotFound {
		t.Fatalf("revoking access already revoked: %d %s", res.Status, res.Body)
	}
}

// Only an order flagged for refund can be marked refunded (docs/product.md, "Refunds"); a
// subscription with orders is unpublished, never deleted; a strike price is never below the price.
func TestStaffRefundsAndSubscriptionsByTheSalesRules(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	token, email := s.NewLearner(t, "Arjun Menon", "")
	subscriptionID := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'essay-test-series-2026'")
	q := url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "success_url": {s.URL + "/my-subscriptions"}}
	if res := s.Call(t, http.MethodPost, "/api/v1/payment?"+q.Encode(), nil, "token", token); res.Status != http.StatusOK {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	orders := s.Get(t, "/api/v1/admin/orders?q="+url.QueryEscape(email), "token", admin)
	items, _ := orders.JSON["items"].([]any)
	if orders.Status != http.StatusOK || len(items) != 1 || orders.JSON["total"] != 1.0 {
		t.Fatalf("the learner's orders: %d %s", orders.Status, orders.Body)
	}
	order := items[0].(map[string]any)
	if res := s.Call(t, http.MethodPost, fmt.Sprintf("/api/v1/admin/orders/%v/refunded", order["id"]), nil, "token", admin); res.Status != http.StatusConflict {
		t.Fatalf("an order not flagged marked refunded: %d %s", res.Status, res.Body)
	}
	var refund string
	if err := s.DB.Get(context.Background(), &refund, "SELECT refund_status FROM orders WHERE id = ?", order["id"]); err != nil || refund != "none" {
		t.Fatalf("the refused refund left %q (%v)", refund, err)
	}
	path := fmt.Sprintf("/api/v1/admin/subscriptions/%d", subscriptionID)
	if res := s.Call(t, http.MethodDelete, path, nil, "token", admin); res.Status != http.StatusConflict ||
		!strings.Contains(res.Message(), "unpublish it instead") {
		t.Fatalf("deleting a subscription with an order: %d %s", res.Status, res.Body)
	}
	before := s.Get(t, path, "token", admin).JSON["item"].(map[string]any)
	if res := s.Call(t, http.MethodPatch, path, url.Values{"price": {"500"}, "strike_price": {"499"}}, "token", admin); res.Status != http.StatusBadRequest ||
		res.FieldError("strike_price") != "The strike price must not be below the price." {
		t.Fatalf("a strike price below the price: %d %s", res.Status, res.Body)
	}
	if after := s.Get(t, path, "token", admin).JSON["item"].(map[string]any); after["price"] != before["price"] {
		t.Fatalf("the refused change changed the price: %v, was %v", after["price"], before["price"])
	}
}

// A test's live window has both ends and holds the whole test; a GS paper's CSAT paper is
// another test of its series; a test learners have sat is unpublished, never deleted
// (docs/product.md, "Live tests" and "CSAT").
func TestATestsWindowCSATPaperAndDeletionByTheTestRules(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	testID := idOf(t, s, "SELECT MIN(id) FROM prelims_tests WHERE opens_at IS NULL")
	path := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID)
	patch := func(values url.Values) apptest.Response {
		return s.Call(t, http.MethodPatch, path, values, "token", admin)
	}
	if res := patch(url.Values{"opens_at": {"2027-03-01T10:00"}}); res.Status != http.StatusBadRequest || res.FieldError("closes_at") == "" {
		t.Fatalf("a window without its close: %d %s", res.Status, res.Body)
	}
	if res := patch(url.Values{"closes_at": {"2027-03-01T12:00"}}); res.Status != http.StatusBadRequest || res.FieldError("opens_at") == "" {
		t.Fatalf("a window without its opening: %d %s", res.Status, res.Body)
	}
	if res := patch(url.Values{"duration_minutes": {"120"}, "opens_at": {"2027-03-01T10:00"}, "closes_at": {"2027-03-01T11:00"}}); res.Status != http.StatusBadRequest ||
		res.FieldError("closes_at") != "The window must be at least as long as the test (120 minutes)." {
		t.Fatalf("a window shorter than the test: %d %s", res.Status, res.Body)
	}
	if res := patch(url.Values{"csat_test_id": {fmt.Sprint(testID)}}); res.Status != http.StatusBadRequest ||
		res.FieldError("csat_test_id") != "A paper cannot be its own CSAT paper." {
		t.Fatalf("a paper its own CSAT paper: %d %s", res.Status, res.Body)
	}
	other := idOf(t, s, `SELECT MIN(o.id) FROM prelims_tests o JOIN prelims_tests t ON t.id = ? WHERE o.library_id <> t.library_id`, testID)
	if res := patch(url.Values{"csat_test_id": {fmt.Sprint(other)}}); res.Status != http.StatusBadRequest ||
		res.FieldError("csat_test_id") != "The CSAT paper must be a test of the same test series." {
		t.Fatalf("a CSAT paper of another series: %d %s", res.Status, res.Body)
	}
	if after := s.Get(t, path, "token", admin).JSON["item"].(map[string]any); after["opens_at"] != nil || after["csat_test_id"] != nil {
		t.Fatalf("refused changes were written: %v", after)
	}

	learner, _ := s.NewLearner(t, "Meera Pillai", "prelims-test-series-2027")
	sat := idOf(t, s, `SELECT MIN(t.id) FROM prelims_tests t JOIN subscription_libraries sl ON sl.library_id = t.library_id
		JOIN subscriptions s ON s.id = sl.subscription_id WHERE s.slug = 'prelims-test-series-2027' AND t.is_published AND t.opens_at IS NULL`)
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(sat)}, "attemptKey": {"k"}},
		"token", learner); res.Status != http.StatusOK {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	satPath := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", sat)
	if res := s.Call(t, http.MethodDelete, satPath, nil, "token", admin); res.Status != http.StatusConflict ||
		!strings.Contains(res.Message(), "Learners have sat this test") {
		t.Fatalf("deleting a test a learner has started: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, satPath, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("the refused deletion deleted the test: %d %s", res.Status, res.Body)
	}
}
