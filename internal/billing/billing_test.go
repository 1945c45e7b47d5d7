package billing_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/billing"
	"aspirant/internal/db"
)

func signUpLearner(t *testing.T, s *apptest.Server, email string) string {
	t.Helper()
	res := s.Call(t, "POST", "/api/v1/register", url.Values{"name": {"Learner " + email}, "email": {email}, "password": {"learner-pass"},
		"target_year": {"2027"}, "postal_address": {"1 Park Street"}, "landmark": {"Near the post office"}, "city": {"Kolkata"},
		"state": {"West Bengal"}, "pincode": {"700016"}, "mobile": {"9830012345"}})
	if res.Status != 200 {
		t.Fatalf("sign up %s: %d %s", email, res.Status, res.Body)
	}
	return res.JSON["token"].(string)
}

func subscriptionID(t *testing.T, s *apptest.Server, slug string) int64 {
	t.Helper()
	var id int64
	if err := s.DB.Get(context.Background(), &id, "SELECT id FROM subscriptions WHERE slug = ?", slug); err != nil {
		t.Fatal(err)
	}
	return id
}

func checkout(t *testing.T, s *apptest.Server, token string, subscription int64, successURL string) apptest.Response {
	t.Helper()
	q := url.Values{"subscriptionId": {fmt.Sprint(subscription)}, "success_url": {successURL}}
	return s.Call(t, "POST", "/api/v1/payment?"+q.Encode(), nil, "token", token)
}

func isSubscribed(t *testing.T, s *apptest.Server, token, slug string) bool {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/subscriptions/"+slug, "token", token)
	return res.JSON["responseResult"].(map[string]any)["isSubscribed"] == true
}

// noRedirects lets a test see the redirect a page answers.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func sandboxAnswer(t *testing.T, payURL, action string) *http.Response {
	t.Helper()
	res, err := noRedirects.PostForm(payURL, url.Values{"action": {action}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

type orderRow struct {
	ID           int64  `db:"id"`
	Status       string `db:"status"`
	Amount       int64  `db:"amount_paise"`
	RefundStatus string `db:"refund_status"`
	RefundReason string `db:"refund_reason"`
}

func orders(t *testing.T, d *db.DB, subscription int64) []orderRow {
	t.Helper()
	var rows []orderRow
	if err := d.Select(context.Background(), &rows, "SELECT id, status, amount_paise, refund_status, refund_reason FROM orders WHERE subscription_id = ? ORDER BY id", subscription); err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestSandboxPurchase(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "buyer@example.com")
	id := subscriptionID(t, s, "csat-test-series-2027")
	success := s.URL + "/my-subscriptions"

	res := checkout(t, s, token, id, success)
	if res.Status != 200 {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	payURL := res.JSON["redirectURL"].(string)
	if !strings.HasPrefix(payURL, s.URL+"/payments/sandbox/ORD") {
		t.Fatalf("pay page %q", payURL)
	}
	if isSubscribed(t, s, token, "csat-test-series-2027") {
		t.Fatal("subscribed before paying")
	}
	page, err := http.Get(payURL)
	if err != nil {
		t.Fatal(err)
	}
	body := new(strings.Builder)
	_, _ = fmt.Fprint(body, readAll(page))
	for _, want := range []string{"TEST PAYMENT", "CSAT Test Series 2027", "₹2,499", "Pay ₹2,499", "Cancel"} {
		if !strings.Contains(body.String(), want) {
			t.Errorf("sandbox page lacks %q", want)
		}
	}

	paid := sandboxAnswer(t, payURL, "pay")
	if paid.StatusCode != http.StatusSeeOther || paid.Header.Get("Location") != success+"?payment=success" {
		t.Fatalf("pay: %d to %q", paid.StatusCode, paid.Header.Get("Location"))
	}
	if !isSubscribed(t, s, token, "csat-test-series-2027") {
		t.Fatal("not subscribed after paying")
	}
	rows := orders(t, s.DB, id)
	if len(rows) != 1 || rows[0].Status != "paid" || rows[0].Amount != 249900 || rows[0].RefundStatus != "none" {
		t.Fatalf("orders %+v", rows)
	}
	var expires time.Time
	if err := s.DB.Get(context.Background(), &expires, `SELECT e.expires_at FROM entitlements e JOIN users u ON u.id = e.user_id
		WHERE u.email = 'buyer@example.com' AND e.subscription_id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if want := s.Clock.Now().AddDate(0, 0, 365); !expires.Equal(want) {
		t.Fatalf("access ends %v, want %v (365 days of validity)", expires, want)
	}

	// A replayed Pay changes nothing; buying again is refused.
	sandboxAnswer(t, payURL, "pay")
	if rows := orders(t, s.DB, id); len(rows) != 1 || rows[0].RefundStatus != "none" {
		t.Fatalf("after a replay: %+v", rows)
	}
	if res := checkout(t, s, token, id, success); res.Status != 409 || res.Message() == "" {
		t.Fatalf("buying an owned subscription: %d %s", res.Status, res.Body)
	}
	var seats int
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil || seats != 1 {
		t.Fatalf("seats taken %d (%v), want 1", seats, err)
	}
}

func readAll(res *http.Response) string {
	defer res.Body.Close()
	b := new(strings.Builder)
	buf := make([]byte, 4096)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}

func TestCancelGrantsNothing(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "window-shopper@example.com")
	id := subscriptionID(t, s, "essay-test-series-2026")
	payURL := checkout(t, s, token, id, s.URL+"/my-subscriptions").JSON["redirectURL"].(string)
	res := sandboxAnswer(t, payURL, "cancel")
	if res.StatusCode != http.StatusSeeOther || !strings.HasSuffix(res.Header.Get("Location"), "payment=cancelled") {
		t.Fatalf("cancel: %d %q", res.StatusCode, res.Header.Get("Location"))
	}
	if isSubscribed(t, s, token, "essay-test-series-2026") {
		t.Fatal("subscribed after cancelling")
	}
	if rows := orders(t, s.DB, id); len(rows) != 1 || rows[0].Status != "cancelled" {
		t.Fatalf("orders %+v", rows)
	}
}

func TestDuplicatePaymentIsFlaggedNotGrantedTwice(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "two-tabs@example.com")
	id := subscriptionID(t, s, "ethics-case-studies")
	first := checkout(t, s, token, id, s.URL+"/my-subscriptions").JSON["redirectURL"].(string)
	// Past the time an open order is offered again, a second 'Order Now' makes a second order;
	// both are then paid (the first page left open in another tab).
	s.Clock.Advance(time.Hour)
	second := checkout(t, s, token, id, s.URL+"/my-subscriptions").JSON["redirectURL"].(string)
	sandboxAnswer(t, first, "pay")
	sandboxAnswer(t, second, "pay")
	rows := orders(t, s.DB, id)
	if len(rows) != 2 || rows[0].Status != "paid" || rows[1].Status != "paid" || rows[0].RefundStatus != "none" ||
		rows[1].RefundStatus != "flagged" || !strings.Contains(rows[1].RefundReason, "duplicate") {
		t.Fatalf("orders %+v", rows)
	}
	var entitlements, seats int
	if err := s.DB.Get(context.Background(), &entitlements, "SELECT COUNT(*) FROM entitlements WHERE subscription_id = ?", id); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	if entitlements != 1 || seats != 1 {
		t.Fatalf("%d entitlements, %d seats: a duplicate payment was granted", entitlements, seats)
	}

	// Staff refund it at the gateway and mark it so: the dashboard's sales leave it out.
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	salesNow := func() (count float64, refunded map[string]any) {
		dash := s.Get(t, "/api/v1/admin/dashboard?days=1", "token", admin)
		for _, day := range dash.JSON["sales"].([]any) {
			count += day.(map[string]any)["count"].(float64)
		}
		return count, dash.JSON["refunded"].(map[string]any)
	}
	if count, refunded := salesNow(); count != 2 || refunded["count"] != 0.0 {
		t.Fatalf("sales before the refund: %v, refunded %v", count, refunded)
	}
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/orders/%d/refunded", rows[1].ID), nil, "token", admin); res.Status != 200 {
		t.Fatalf("mark refunded: %d %s", res.Status, res.Body)
	}
	if count, refunded := salesNow(); count != 1 || refunded["count"] != 1.0 || refunded["amount"] == 0.0 {
		t.Fatalf("sales after the refund: %v, refunded %v", count, refunded)
	}
}

func TestCheckoutRefusals(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "careful@example.com")
	csat := subscriptionID(t, s, "csat-notes")
	cases := []struct {
		name   string
		token  string
		sub    string
		url    string
		status int
	}{
		{"no session", "", fmt.Sprint(csat), s.URL + "/my-subscriptions", 401},
		{"open redirect", token, fmt.Sprint(csat), "https://evil.example/my-subscriptions", 400},
		{"look-alike host", token, fmt.Sprint(csat), strings.Replace(s.URL, "127.0.0.1", "127.0.0.1.evil.example", 1) + "/x", 400},
		{"no subscription", token, "", s.URL + "/my-subscriptions", 400},
		{"unknown subscription", token, "999999", s.URL + "/my-subscriptions", 404},
		{"full", token, fmt.Sprint(subscriptionID(t, s, "prelims-crash-offline-delhi")), s.URL + "/my-subscriptions", 409},
	}
	for _, c := range cases {
		q := url.Values{"subscriptionId": {c.sub}, "success_url": {c.url}}
		res := s.Call(t, "POST", "/api/v1/payment?"+q.Encode(), nil, "token", c.token)
		if res.Status != c.status || res.Message() == "" {
			t.Errorf("%s: %d %s, want %d", c.name, res.Status, res.Body, c.status)
		}
	}
	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET is_for_sale = ? WHERE id = ?", false, csat); err != nil {
		t.Fatal(err)
	}
	if res := checkout(t, s, token, csat, s.URL+"/my-subscriptions"); res.Status != 409 {
		t.Errorf("not for sale: %d", res.Status)
	}
	var created int
	if err := s.DB.Get(context.Background(), &created, "SELECT COUNT(*) FROM orders"); err != nil || created != 0 {
		t.Fatalf("refused checkouts created %d orders (%v)", created, err)
	}
}

// TestAnOpenOrderIsReused: pressing 'Order Now' again while the learner's order of the course
// can still be paid answers the same payment page, returning to where they pressed it last,
// and makes no other order; a cancelled one, one past its time or one at an old price is not
// reused (docs/product.md, "Orders").
func TestAnOpenOrderIsReused(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "second-thoughts@example.com")
	other := signUpLearner(t, s, "someone-else@example.com")
	id := subscriptionID(t, s, "csat-test-series-2027")
	coursePage := s.URL + "/prelims-tests/csat-test-series-2027"
	payURL := func(token, successURL string) string {
		t.Helper()
		res := checkout(t, s, token, id, successURL)
		if res.Status != 200 {
			t.Fatalf("checkout: %d %s", res.Status, res.Body)
		}
		return res.JSON["redirectURL"].(string)
	}

	first := payURL(token, s.URL+"/my-subscriptions")
	s.Clock.Advance(15 * time.Minute)
	if again := payURL(token, coursePage); again != first {
		t.Fatalf("the second Order Now answered %q, not the open order's %q", again, first)
	}
	if rows := orders(t, s.DB, id); len(rows) != 1 {
		t.Fatalf("orders %+v, want the one", rows)
	}
	// Another learner's order is their own.
	if theirs := payURL(other, coursePage); theirs == first {
		t.Fatal("another learner was given this learner's order")
	}

	// Cancelled on the payment page: the next Order Now opens a new order.
	if res := sandboxAnswer(t, first, "cancel"); res.Header.Get("Location") != coursePage+"?payment=cancelled" {
		t.Fatalf("cancel returned to %q, not the page of the last Order Now", res.Header.Get("Location"))
	}
	second := payURL(token, coursePage)
	if second == first {
		t.Fatal("a cancelled order was offered again")
	}
	// Past its time, or at another price, an open order is not offered again either.
	s.Clock.Advance(21 * time.Minute)
	third := payURL(token, coursePage)
	if third == second {
		t.Fatal("an order older than 20 minutes was offered again")
	}
	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET price_paise = 199900 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	fourth := payURL(token, coursePage)
	if fourth == third {
		t.Fatal("an order at the old price was offered again")
	}
	if again := payURL(token, coursePage); again != fourth {
		t.Fatalf("at the new price: %q, then %q", fourth, again)
	}

	// Many taps at once (two tabs, a double tap): one order. A tap that finds it still being
	// opened at the gateway is told so (409) and makes none.
	learner := signUpLearner(t, s, "double-tap@example.com")
	var wg sync.WaitGroup
	var mu sync.Mutex
	pages := map[string]int{}
	start := make(chan struct{})
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res := checkout(t, s, learner, id, coursePage)
			mu.Lock()
			defer mu.Unlock()
			switch res.Status {
			case 200:
				pages[res.JSON["redirectURL"].(string)]++
			case 409:
				if res.Message() == "" {
					t.Error("409 without a message")
				}
			default:
				t.Errorf("checkout at once: %d %s", res.Status, res.Body)
			}
		}()
	}
	close(start)
	wg.Wait()
	var made int
	if err := s.DB.Get(context.Background(), &made, `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id
		WHERE u.email = 'double-tap@example.com'`); err != nil {
		t.Fatal(err)
	}
	if made != 1 || len(pages) != 1 {
		t.Fatalf("six taps at once made %d orders and answered %d pages", made, len(pages))
	}

	// Paying the reused order grants the course once and returns to the last page.
	paid := sandboxAnswer(t, fourth, "pay")
	if paid.Header.Get("Location") != coursePage+"?payment=success" || !isSubscribed(t, s, token, "csat-test-series-2027") {
		t.Fatalf("pay: %d to %q", paid.StatusCode, paid.Header.Get("Location"))
	}
	if res := checkout(t, s, token, id, coursePage); res.Status != 409 {
		t.Fatalf("Order Now after paying: %d %s", res.Status, res.Body)
	}
}

func TestPriceIsTheServers(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "bargainer@example.com")
	id := subscriptionID(t, s, "mppsc-test-series")
	q := url.Values{"subscriptionId": {fmt.Sprint(id)}, "success_url": {s.URL + "/my-subscriptions"}, "amount": {"1"}, "price": {"1"}}
	if res := s.Call(t, "POST", "/api/v1/payment?"+q.Encode(), url.Values{"amount": {"1"}}, "token", token); res.Status != 200 {
		t.Fatalf("%d", res.Status)
	}
	if rows := orders(t, s.DB, id); len(rows) != 1 || rows[0].Amount != 499900 {
		t.Fatalf("order %+v, want the catalogue's ₹4,999", rows)
	}
}

func TestExpiredEntitlementEndsAccess(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "short-term@example.com")
	id := subscriptionID(t, s, "indian-polity-video-course")
	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET validity_days = 30 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	sandboxAnswer(t, checkout(t, s, token, id, s.URL+"/my-subscriptions").JSON["redirectURL"].(string), "pay")
	s.Clock.Advance(29 * 24 * time.Hour)
	if !isSubscribed(t, s, token, "indian-polity-video-course") {
		t.Fatal("access ended early")
	}
	s.Clock.Advance(2 * 24 * time.Hour)
	if isSubscribed(t, s, token, "indian-polity-video-course") {
		t.Fatal("access outlived its validity")
	}
	// It can be bought again once it has ended (the month-old session has ended too).
	login := s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"short-term@example.com"}, "password": {"learner-pass"}})
	token = login.JSON["body"].(map[string]any)["session"].(map[string]any)["sessionToken"].(string)
	if res := checkout(t, s, token, id, s.URL+"/my-subscriptions"); res.Status != 200 {
		t.Fatalf("buy again after expiry: %d %s", res.Status, res.Body)
	}
}

// Many learners race for the last seat: exactly one gets it, the others' payments are flagged
// for refund.
func TestLastSeatRace(t *testing.T) {
	s := apptest.New(t)
	id := subscriptionID(t, s, "ras-foundation")
	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET seat_limit = 10, seats_taken = 9 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	const racers = 12
	payURLs := make([]string, racers)
	for i := range payURLs {
		token := signUpLearner(t, s, fmt.Sprintf("racer%d@example.com", i))
		res := checkout(t, s, token, id, s.URL+"/my-subscriptions")
		if res.Status != 200 {
			t.Fatalf("checkout %d: %d", i, res.Status)
		}
		payURLs[i] = res.JSON["redirectURL"].(string)
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	for _, u := range payURLs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res, err := noRedirects.PostForm(u, url.Values{"action": {"pay"}})
			if err == nil {
				res.Body.Close()
			}
		}()
	}
	close(start)
	wg.Wait()

	var granted, seats int
	if err := s.DB.Get(context.Background(), &granted, "SELECT COUNT(*) FROM entitlements WHERE subscription_id = ? AND source = 'payment'", id); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	rows := orders(t, s.DB, id)
	paid, flagged := 0, 0
	for _, r := range rows {
		if r.Status == "paid" {
			paid++
		}
		if r.RefundStatus == "flagged" {
			flagged++
		}
	}
	if granted != 1 || seats != 10 || paid != racers || flagged != racers-1 {
		t.Fatalf("granted %d, seats %d, paid %d, flagged %d", granted, seats, paid, flagged)
	}
}

func TestGrantWithoutAnEndAndRenewal(t *testing.T) {
	d := apptest.New(t).DB
	ctx := context.Background()
	now := time.Now().UTC()
	var userID, subID int64
	if err := d.Get(ctx, &userID, "SELECT id FROM users WHERE email = 'evaluator@aspirant.test'"); err != nil {
		t.Fatal(err)
	}
	if err := d.Get(ctx, &subID, "SELECT id FROM subscriptions WHERE slug = 'csat-notes'"); err != nil {
		t.Fatal(err)
	}
	e := billing.NewEntitlements(d, func() time.Time { return now })
	grant := func() error {
		return d.InTx(ctx, func(tx *db.Tx) error { return billing.Grant(ctx, tx, userID, subID, "grant", nil, now, nil, now) })
	}
	if err := grant(); err != nil {
		t.Fatal(err)
	}
	if ok, _ := e.Has(ctx, userID, subID); !ok {
		t.Fatal("a grant without an end does not count")
	}
	if _, err := d.Exec(ctx, "UPDATE entitlements SET revoked_at = ? WHERE user_id = ?", now, userID); err != nil {
		t.Fatal(err)
	}
	if ok, _ := e.Has(ctx, userID, subID); ok {
		t.Fatal("a revoked entitlement counts")
	}
	if err := grant(); err != nil {
		t.Fatal(err)
	}
	if ok, _ := e.Has(ctx, userID, subID); !ok {
		t.Fatal("granting again does not restore access")
	}
}

// A free subscription is granted at once through the payment call, with no gateway: a
// zero-amount order recorded as paid, its seat, and access for its validity (docs/product.md,
// "Free courses").
func TestFreeEnrolment(t *testing.T) {
	s := apptest.New(t)
	token := signUpLearner(t, s, "free-rider@example.com")
	id := subscriptionID(t, s, "free-prelims-mock-test")
	success := s.URL + "/prelims-tests/free-prelims-mock-test"
	var seatsBefore int
	if err := s.DB.Get(context.Background(), &seatsBefore, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}

	res := checkout(t, s, token, id, success)
	if res.Status != 200 || res.JSON["redirectURL"] != success {
		t.Fatalf("enrol: %d %s, want the return address itself", res.Status, res.Body)
	}
	if !isSubscribed(t, s, token, "free-prelims-mock-test") {
		t.Fatal("not subscribed after enrolling")
	}
	var order struct {
		Status    string     `db:"status"`
		Amount    int64      `db:"amount_paise"`
		Provider  string     `db:"provider"`
		Refund    string     `db:"refund_status"`
		PaidAt    *time.Time `db:"paid_at"`
		PaymentID *string    `db:"provider_payment_id"`
	}
	if err := s.DB.Get(context.Background(), &order, `SELECT status, amount_paise, provider, refund_status, paid_at, provider_payment_id
		FROM orders WHERE subscription_id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if order.Status != "paid" || order.Amount != 0 || order.Provider != "free" || order.Refund != "none" || order.PaidAt == nil || order.PaymentID == nil {
		t.Fatalf("order %+v", order)
	}
	var expires time.Time
	if err := s.DB.Get(context.Background(), &expires, `SELECT e.expires_at FROM entitlements e JOIN users u ON u.id = e.user_id
		WHERE u.email = 'free-rider@example.com' AND e.subscription_id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if want := s.Clock.Now().AddDate(0, 0, 365); !expires.Equal(want) {
		t.Fatalf("access ends %v, want %v (365 days of validity)", expires, want)
	}

	// Enrolling again is refused like buying again, and records nothing.
	if res := checkout(t, s, token, id, success); res.Status != 409 || res.Message() == "" {
		t.Fatalf("enrolling twice: %d %s", res.Status, res.Body)
	}
	if rows := orders(t, s.DB, id); len(rows) != 1 {
		t.Fatalf("orders after a refused enrolment: %+v", rows)
	}
	var seats int
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil || seats != seatsBefore+1 {
		t.Fatalf("seats taken %d (%v), want %d", seats, err, seatsBefore+1)
	}

	// A free batch with a seat limit: the last seat goes to one learner; the next is refused
	// with nothing recorded.
	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET seat_limit = seats_taken + 1 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	if res := checkout(t, s, signUpLearner(t, s, "last-seat@example.com"), id, success); res.Status != 200 {
		t.Fatalf("the last free seat: %d %s", res.Status, res.Body)
	}
	full := checkout(t, s, signUpLearner(t, s, "too-late@example.com"), id, success)
	if full.Status != 409 || full.Message() != "All seats for this course are taken." {
		t.Fatalf("no seat left: %d %s", full.Status, full.Body)
	}
	if rows := orders(t, s.DB, id); len(rows) != 2 {
		t.Fatalf("orders %+v, want the two enrolments only", rows)
	}
}

// One learner enrolling in a free course from several tabs at once is granted once, with one
// seat and one order; many learners after the last free seat: one gets it (docs/product.md,
// "Free courses").
func TestFreeEnrolmentRaces(t *testing.T) {
	s := apptest.New(t)
	id := subscriptionID(t, s, "free-notes-sample")
	success := s.URL + "/my-subscriptions"
	race := func(tokens []string) (ok, refused int) {
		var wg sync.WaitGroup
		var mu sync.Mutex
		start := make(chan struct{})
		for _, token := range tokens {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				res := checkout(t, s, token, id, success)
				mu.Lock()
				defer mu.Unlock()
				switch res.Status {
				case 200:
					ok++
				case 409:
					refused++
				default:
					t.Errorf("enrol: %d %s", res.Status, res.Body)
				}
			}()
		}
		close(start)
		wg.Wait()
		return ok, refused
	}

	token := signUpLearner(t, s, "many-tabs@example.com")
	if ok, refused := race([]string{token, token, token, token, token, token}); ok != 1 || refused != 5 {
		t.Fatalf("one learner, six tabs: %d granted, %d refused", ok, refused)
	}
	var entitlements, seats int
	if err := s.DB.Get(context.Background(), &entitlements, "SELECT COUNT(*) FROM entitlements WHERE subscription_id = ?", id); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	if rows := orders(t, s.DB, id); entitlements != 1 || seats != 1 || len(rows) != 1 || rows[0].Status != "paid" {
		t.Fatalf("%d entitlements, %d seats, orders %+v", entitlements, seats, rows)
	}

	if _, err := s.DB.Exec(context.Background(), "UPDATE subscriptions SET seat_limit = 2 WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	racers := make([]string, 8)
	for i := range racers {
		racers[i] = signUpLearner(t, s, fmt.Sprintf("free-racer%d@example.com", i))
	}
	if ok, refused := race(racers); ok != 1 || refused != len(racers)-1 {
		t.Fatalf("the last free seat: %d granted, %d refused", ok, refused)
	}
	if err := s.DB.Get(context.Background(), &seats, "SELECT seats_taken FROM subscriptions WHERE id = ?", id); err != nil || seats != 2 {
		t.Fatalf("seats taken %d (%v), want 2", seats, err)
	}
	if rows := orders(t, s.DB, id); len(rows) != 2 {
		t.Fatalf("orders %+v, want one per grant", rows)
	}
}
