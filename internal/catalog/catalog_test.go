package catalog_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/catalog"
)

func items(t *testing.T, res apptest.Response) []map[string]any {
	t.Helper()
	list, ok := res.JSON["responseResult"].([]any)
	if res.Status != 200 || !ok {
		t.Fatalf("status %d: %s", res.Status, res.Body)
	}
	out := make([]map[string]any, len(list))
	for i, v := range list {
		out[i] = v.(map[string]any)
	}
	return out
}

func TestEverySectionHasTypesAndSubscriptions(t *testing.T) {
	s := apptest.New(t)
	for _, section := range []string{"notes", "prelims-tests", "mains-tests", "video-courses", "optionals", "pcs"} {
		types := items(t, s.Get(t, "/api/v1/modules/types/list?section_category="+section))
		if len(types) == 0 {
			t.Errorf("%s: no types", section)
			continue
		}
		total := 0
		for _, typ := range types {
			subs := items(t, s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%v", typ["id"])))
			for _, sub := range subs {
				if sub["section_category"] != section || sub["typeId"] != typ["id"] {
					t.Errorf("%s/%v: subscription %v sits in %v/%v", section, typ["name"], sub["slug"], sub["section_category"], sub["typeId"])
				}
			}
			total += len(subs)
		}
		if total == 0 {
			t.Errorf("%s: no subscriptions", section)
		}
	}
	if res := s.Get(t, "/api/v1/modules/types/list?section_category=astrology"); res.Status != 400 || res.FieldError("section_category") == "" {
		t.Errorf("unknown section: %d %s", res.Status, res.Body)
	}
	for _, bad := range []string{"", "abc", "-3"} {
		if res := s.Get(t, "/api/v1/modules/subscriptions/list?typeId="+bad); res.Status != 400 {
			t.Errorf("typeId %q: %d", bad, res.Status)
		}
	}
	if subs := items(t, s.Get(t, "/api/v1/modules/subscriptions/list?typeId=999999")); len(subs) != 0 {
		t.Errorf("unknown type has %d subscriptions", len(subs))
	}
}

func TestSubscriptionByIDOrSlug(t *testing.T) {
	s := apptest.New(t)
	bySlug := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027")
	if bySlug.Status != 200 {
		t.Fatalf("by slug: %d %s", bySlug.Status, bySlug.Body)
	}
	sub := bySlug.JSON["responseResult"].(map[string]any)
	byID := s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/%v", sub["id"]))
	if byID.Status != 200 || byID.JSON["responseResult"].(map[string]any)["slug"] != "prelims-test-series-2027" {
		t.Fatalf("by id: %d %s", byID.Status, byID.Body)
	}
	var pricePaise, strikePaise int64
	if err := s.DB.Get(context.Background(), &pricePaise, "SELECT price_paise FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &strikePaise, "SELECT strike_price_paise FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	if sub["price"].(float64)*100 != float64(pricePaise) || sub["strikePrice"].(float64)*100 != float64(strikePaise) {
		t.Fatalf("prices %v/%v, stored %d/%d paise", sub["price"], sub["strikePrice"], pricePaise, strikePaise)
	}
	libs := sub["libraries"].([]any)
	series := sub["testSeriesSubscriptions"].([]any)
	if len(libs) == 0 || libs[0].(map[string]any)["type"] != "tests" || len(series) == 0 ||
		series[0].(map[string]any)["testSeriesId"] != libs[0].(map[string]any)["id"] {
		t.Fatalf("libraries %v, test series %v", libs, series)
	}
	for _, missing := range []string{"no-such-course", "987654"} {
		res := s.Get(t, "/api/v1/modules/subscriptions/"+missing)
		if res.Status != 404 || res.Message() != "Subscription not found" {
			t.Errorf("%s: %d %s", missing, res.Status, res.Body)
		}
	}
}

// isSubscribed and is_subscribe_button are the caller's; the rest is shared.
func TestCallerSpecificFields(t *testing.T) {
	s := apptest.New(t)
	path := "/api/v1/modules/subscriptions/prelims-test-series-2027"
	anonymous := s.Get(t, path).JSON["responseResult"].(map[string]any)
	learner := s.Get(t, path, "token", s.Login(t, "demo@aspirant.test", "demo12345")).JSON["responseResult"].(map[string]any)
	staff := s.Get(t, path, "token", s.Login(t, "admin@aspirant.test", "admin12345")).JSON["responseResult"].(map[string]any)
	if anonymous["isSubscribed"] != false || anonymous["is_subscribe_button"] != float64(1) {
		t.Errorf("anonymous: %v %v", anonymous["isSubscribed"], anonymous["is_subscribe_button"])
	}
	if learner["isSubscribed"] != true || learner["is_subscribe_button"] != float64(0) {
		t.Errorf("owner: %v %v", learner["isSubscribed"], learner["is_subscribe_button"])
	}
	if staff["isSubscribed"] != false {
		t.Errorf("another account sees the learner's subscription")
	}

	// An entitlement that has ended no longer counts.
	endAccessTomorrow(t, s, "demo@aspirant.test", "prelims-test-series-2027")
	s.Clock.Advance(24*time.Hour + time.Second)
	again := s.Get(t, path, "token", s.Login(t, "demo@aspirant.test", "demo12345")).JSON["responseResult"].(map[string]any)
	if again["isSubscribed"] != false {
		t.Error("an expired entitlement still shows as subscribed")
	}
}

func TestSeatsFull(t *testing.T) {
	s := apptest.New(t)
	full := s.Get(t, "/api/v1/modules/subscriptions/prelims-crash-offline-delhi").JSON["responseResult"].(map[string]any)
	if full["is_seatsFull"] != float64(1) || full["is_subscribe_button"] != float64(0) || full["seatsLeft"] != float64(0) {
		t.Fatalf("full subscription: %v %v %v", full["is_seatsFull"], full["is_subscribe_button"], full["seatsLeft"])
	}
	limited := s.Get(t, "/api/v1/modules/subscriptions/ras-foundation").JSON["responseResult"].(map[string]any)
	if limited["is_seatsFull"] != float64(0) || limited["seatsLeft"] != float64(63) {
		t.Fatalf("seat-limited subscription: %v left %v", limited["is_seatsFull"], limited["seatsLeft"])
	}
}

func TestUnpublishedIsHiddenFromNonOwners(t *testing.T) {
	s := apptest.New(t)
	// Warm the caches first: staff's unpublishing must reach them.
	if res := s.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027"); res.Status != 200 {
		t.Fatalf("published: %d", res.Status)
	}
	staff := s.Login(t, "admin@aspirant.test", "admin12345")
	for _, slug := range []string{"prelims-test-series-2027", "csat-test-series-2027"} {
		var id int64
		if err := s.DB.Get(context.Background(), &id, "SELECT id FROM subscriptions WHERE slug = ?", slug); err != nil {
			t.Fatal(err)
		}
		if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/subscriptions/%d", id), url.Values{"is_published": {"false"}},
			"token", staff); res.Status != 200 {
			t.Fatalf("unpublish %s: %d %s", slug, res.Status, res.Body)
		}
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027"); res.Status != 404 {
		t.Errorf("unpublished, anonymous: %d", res.Status)
	}
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	if res := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027", "token", token); res.Status != 200 {
		t.Errorf("unpublished, owned: %d", res.Status)
	}
	owned := s.Get(t, "/api/v1/modules/subscriptions", "token", token)
	if !strings.Contains(string(owned.Body), "prelims-test-series-2027") {
		t.Error("an owned, unpublished subscription left My Subscriptions")
	}
	var typeID int64
	if err := s.DB.Get(context.Background(), &typeID, "SELECT type_id FROM subscriptions WHERE slug = 'csat-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	if subs := items(t, s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%d", typeID))); len(subs) != 0 {
		t.Errorf("an unpublished subscription is listed")
	}
}

func TestMySubscriptions(t *testing.T) {
	s := apptest.New(t)
	if res := s.Get(t, "/api/v1/modules/subscriptions"); res.Status != 401 {
		t.Fatalf("without a session: %d", res.Status)
	}
	res := s.Get(t, "/api/v1/modules/subscriptions", "token", s.Login(t, "demo@aspirant.test", "demo12345"))
	subs := res.JSON["data"].(map[string]any)["subscriptions"].([]any)
	var owned int
	if err := s.DB.Get(context.Background(), &owned, `SELECT COUNT(*) FROM entitlements e JOIN users u ON u.id = e.user_id
		WHERE u.email = 'demo@aspirant.test' AND e.revoked_at IS NULL`); err != nil {
		t.Fatal(err)
	}
	if len(subs) != owned || owned == 0 {
		t.Fatalf("%d listed, %d owned", len(subs), owned)
	}
	kinds := map[string]bool{}
	for _, sub := range subs {
		kinds[sub.(map[string]any)["type"].(string)] = true
	}
	for _, kind := range []string{"notes", "tests", "mains-tests", "videos"} {
		if !kinds[kind] {
			t.Errorf("the demo learner owns no %s subscription", kind)
		}
	}
	other := s.Get(t, "/api/v1/modules/subscriptions", "token", s.Login(t, "evaluator@aspirant.test", "evaluator12345"))
	if n := len(other.JSON["data"].(map[string]any)["subscriptions"].([]any)); n != 0 {
		t.Fatalf("another account lists %d subscriptions", n)
	}
}

func TestOptionals(t *testing.T) {
	s := apptest.New(t)
	subjects := items(t, s.Get(t, "/api/v1/modules/optionals/list"))
	if len(subjects) == 0 {
		t.Fatal("no optional subjects with courses")
	}
	subject := subjects[0]
	module := subject["modules"].([]any)[0].(map[string]any)
	res := s.Get(t, fmt.Sprintf("/api/v1/modules/optionals/%v/types/%v", subject["id"], module["id"]))
	courses := items(t, res)
	if len(courses) == 0 || res.JSON["optional"].(map[string]any)["name"] != subject["name"] || courses[0]["section_category"] != "optionals" {
		t.Fatalf("course: %s", res.Body)
	}
	// A type of another subject is not this subject's course.
	other := subjects[1]["modules"].([]any)[0].(map[string]any)
	if res := s.Get(t, fmt.Sprintf("/api/v1/modules/optionals/%v/types/%v", subject["id"], other["id"])); res.Status != 404 {
		t.Fatalf("mismatched subject and type: %d", res.Status)
	}
	if res := s.Get(t, "/api/v1/modules/optionals/x/types/1"); res.Status != 400 {
		t.Fatalf("bad id: %d", res.Status)
	}
}

// Staff text is text (docs/product.md, "Staff text"): markup typed in a course's details reaches
// the page as the characters typed, never as markup that runs.
func TestStaffMarkupReachesThePageAsText(t *testing.T) {
	s := apptest.New(t)
	if _, err := s.DB.Exec(context.Background(), `UPDATE subscriptions SET details_html = ?, delivery_info_html = ? WHERE slug = 'csat-notes'`,
		`<p onmouseover="steal()">Methods</p><script>alert(1)</script>`, `<a href="javascript:alert(1)">track</a>`); err != nil {
		t.Fatal(err)
	}
	sub := s.Get(t, "/api/v1/modules/subscriptions/csat-notes").JSON["responseResult"].(map[string]any)
	if sub["details"] != "&lt;p onmouseover=&#34;steal()&#34;&gt;Methods&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;" ||
		sub["delivery_info"] != "&lt;a href=&#34;javascript:alert(1)&#34;&gt;track&lt;/a&gt;" {
		t.Fatalf("details %q, delivery %q", sub["details"], sub["delivery_info"])
	}
}

// My Subscriptions says until when each subscription opens, and keeps the ones whose access has
// ended, after the others and marked (docs/product.md, "Validity").
func TestMySubscriptionsValidity(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	mine := func() []map[string]any {
		res := s.Get(t, "/api/v1/modules/subscriptions", "token", token)
		if res.Status != 200 {
			t.Fatalf("my subscriptions: %d %s", res.Status, res.Body)
		}
		var out []map[string]any
		for _, sub := range res.JSON["data"].(map[string]any)["subscriptions"].([]any) {
			out = append(out, sub.(map[string]any))
		}
		return out
	}
	for _, sub := range mine() {
		until, err := time.Parse(time.RFC3339, sub["validUntil"].(string))
		if err != nil || sub["expired"] != false || sub["renewable"] != false || !until.After(s.Clock.Now()) {
			t.Fatalf("%v: valid until %v, expired %v, renewable %v", sub["slug"], sub["validUntil"], sub["expired"], sub["renewable"])
		}
	}

	// The prelims series ends: it goes last, marked, and can be bought again.
	endAccessTomorrow(t, s, "demo@aspirant.test", "prelims-test-series-2027")
	s.Clock.Advance(24 * time.Hour)
	subs := mine()
	last := subs[len(subs)-1]
	if last["slug"] != "prelims-test-series-2027" || last["expired"] != true || last["renewable"] != true {
		t.Fatalf("the ended subscription: %v", last)
	}
	if until, err := time.Parse(time.RFC3339, last["validUntil"].(string)); err != nil || !until.Equal(s.Clock.Now()) {
		t.Fatalf("ended at %v, want %v", last["validUntil"], s.Clock.Now())
	}
	for _, sub := range subs[:len(subs)-1] {
		if sub["expired"] != false {
			t.Fatalf("%v listed after an expired one", sub["slug"])
		}
	}
	details := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027", "token", token).JSON["responseResult"].(map[string]any)
	if details["isSubscribed"] != false || details["subscribedUntil"] != nil {
		t.Fatalf("an ended subscription on its page: subscribed %v until %v", details["isSubscribed"], details["subscribedUntil"])
	}

	// An ended one that is off sale stays listed, but cannot be renewed.
	if _, err := s.DB.Exec(context.Background(), `UPDATE subscriptions SET is_for_sale = ? WHERE slug = 'prelims-test-series-2027'`, false); err != nil {
		t.Fatal(err)
	}
	subs = mine()
	if last := subs[len(subs)-1]; last["slug"] != "prelims-test-series-2027" || last["renewable"] != false {
		t.Fatalf("ended and off sale: %v", last)
	}
	// A revoked one is gone.
	learnerID, subscriptionID := learnerAndSubscription(t, s, "demo@aspirant.test", "prelims-test-series-2027")
	path := fmt.Sprintf("/api/v1/admin/learners/%d/grants/%d", learnerID, subscriptionID)
	if res := s.Call(t, "DELETE", path, nil, "token", s.Login(t, "admin@aspirant.test", "admin12345")); res.Status != 200 {
		t.Fatalf("revoke: %d %s", res.Status, res.Body)
	}
	for _, sub := range mine() {
		if sub["slug"] == "prelims-test-series-2027" {
			t.Fatal("a revoked subscription is listed")
		}
	}
}

// The details page's subscribedUntil is the caller's own access.
func TestSubscribedUntil(t *testing.T) {
	s := apptest.New(t)
	path := "/api/v1/modules/subscriptions/gs-prelims-notes-2027"
	if sub := s.Get(t, path).JSON["responseResult"].(map[string]any); sub["subscribedUntil"] != nil {
		t.Fatalf("a visitor's access: %v", sub["subscribedUntil"])
	}
	var want time.Time
	if err := s.DB.Get(context.Background(), &want, `SELECT e.expires_at FROM entitlements e JOIN users u ON u.id = e.user_id
		JOIN subscriptions s ON s.id = e.subscription_id WHERE u.email = 'demo@aspirant.test' AND s.slug = 'gs-prelims-notes-2027'`); err != nil {
		t.Fatal(err)
	}
	sub := s.Get(t, path, "token", s.Login(t, "demo@aspirant.test", "demo12345")).JSON["responseResult"].(map[string]any)
	if got, err := time.Parse(time.RFC3339, fmt.Sprint(sub["subscribedUntil"])); err != nil || !got.Equal(want) {
		t.Fatalf("the holder's access ends %v, want %v", sub["subscribedUntil"], want)
	}
}

// The free subscriptions are those on sale at no price, in menu order, as the caller sees them.
func TestFreeSubscriptions(t *testing.T) {
	s := apptest.New(t)
	free := items(t, s.Get(t, "/api/v1/modules/free-subscriptions"))
	var slugs []string
	for _, sub := range free {
		slugs = append(slugs, sub["slug"].(string))
		if sub["price"] != float64(0) || sub["isSubscribed"] != false {
			t.Errorf("%v: price %v, subscribed %v", sub["slug"], sub["price"], sub["isSubscribed"])
		}
	}
	if strings.Join(slugs, " ") != "free-notes-sample free-prelims-mock-test" {
		t.Fatalf("free subscriptions %v, want the notes sample and then the mock test (menu order)", slugs)
	}
	// Off sale, it is no longer offered.
	if _, err := s.DB.Exec(context.Background(), `UPDATE subscriptions SET is_for_sale = ? WHERE slug = 'free-notes-sample'`, false); err != nil {
		t.Fatal(err)
	}
	s.Clock.Advance(catalog.CacheFor + time.Second)
	if free := items(t, s.Get(t, "/api/v1/modules/free-subscriptions")); len(free) != 1 || free[0]["slug"] != "free-prelims-mock-test" {
		t.Fatalf("after taking the sample off sale: %v", free)
	}
}

// learnerAndSubscription answers the ids of a learner and a subscription.
func learnerAndSubscription(t *testing.T, s *apptest.Server, email, slug string) (learnerID, subscriptionID int64) {
	t.Helper()
	ctx := context.Background()
	if err := s.DB.Get(ctx, &learnerID, "SELECT id FROM users WHERE email = ?", email); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(ctx, &subscriptionID, "SELECT id FROM subscriptions WHERE slug = ?", slug); err != nil {
		t.Fatal(err)
	}
	return learnerID, subscriptionID
}

// endAccessTomorrow has staff renew a learner's access to a subscription for one day through the
// console, as support does, so that it ends 24 hours from the server's now.
func endAccessTomorrow(t *testing.T, s *apptest.Server, email, slug string) {
	t.Helper()
	learnerID, subscriptionID := learnerAndSubscription(t, s, email, slug)
	res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/learners/%d/grants", learnerID),
		url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "days": {"1"}}, "token", s.Login(t, "admin@aspirant.test", "admin12345"))
	if res.Status != 201 {
		t.Fatalf("grant for a day: %d %s", res.Status, res.Body)
	}
}
