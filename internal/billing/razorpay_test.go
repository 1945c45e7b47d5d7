package billing_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"aspirant/internal/apptest"
)

const (
	keyID         = "rzp_test_AspirantKey"
	keySecret     = "key-secret-for-tests"
	webhookSecret = "webhook-secret-for-tests"
)

func sign(secret, message string) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(message))
	return hex.EncodeToString(mac.Sum(nil))
}

// gateway is an in-test Razorpay: it speaks the documented Payment Links API (Basic auth,
// amounts in paise) and signs callbacks and webhooks as Razorpay does.
type gateway struct {
	*httptest.Server
	mu    sync.Mutex
	links map[string]map[string]any // link id -> the create request
	down  bool
}

func newGateway(t *testing.T) *gateway {
	g := &gateway{links: map[string]map[string]any{}}
	g.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.down {
			http.Error(w, `{"error":{"code":"SERVER_ERROR"}}`, http.StatusInternalServerError)
			return
		}
		user, pass, ok := r.BasicAuth()
		if !ok || user != keyID || pass != keySecret {
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprint(w, `{"error":{"code":"BAD_REQUEST_ERROR","description":"The api key provided is invalid"}}`)
			return
		}
		if r.Method != http.MethodPost || r.URL.Path != "/v1/payment_links" {
			http.NotFound(w, r)
			return
		}
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		id := fmt.Sprintf("plink_Test%04d", len(g.links)+1)
		g.links[id] = body
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": id, "short_url": "https://rzp.io/i/" + id, "status": "created",
			"amount": body["amount"], "currency": body["currency"], "reference_id": body["reference_id"]})
	}))
	t.Cleanup(g.Close)
	return g
}

func (g *gateway) link(id string) map[string]any {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.links[id]
}

func razorpayServer(t *testing.T) (*apptest.Server, *gateway) {
	g := newGateway(t)
	s := apptest.New(t, apptest.Options{Env: map[string]string{
		"ASPIRANT_PAYMENT_PROVIDER": "razorpay", "ASPIRANT_RAZORPAY_KEY_ID": keyID, "ASPIRANT_RAZORPAY_KEY_SECRET": keySecret,
		"ASPIRANT_RAZORPAY_WEBHOOK_SECRET": webhookSecret, "ASPIRANT_RAZORPAY_API_URL": g.URL,
	}})
	return s, g
}

// callback is the address Razorpay sends the learner back to, signed like Razorpay signs it.
func callback(link map[string]any, linkID, paymentID, status, secret string) string {
	reference := link["reference_id"].(string)
	q := url.Values{"razorpay_payment_id": {paymentID}, "razorpay_payment_link_id": {linkID},
		"razorpay_payment_link_reference_id": {reference}, "razorpay_payment_link_status": {status},
		"razorpay_signature": {sign(secret, linkID+"|"+reference+"|"+status+"|"+paymentID)}}
	return link["callback_url"].(string) + "?" + q.Encode()
}

func webhookBody(link map[string]any, linkID, paymentID string, amount int64) []byte {
	body, _ := json.Marshal(map[string]any{
		"entity": "event", "account_id": "acc_Test", "event": "payment_link.paid", "contains": []string{"payment_link", "order", "payment"},
		"payload": map[string]any{
			"payment_link": map[string]any{"entity": map[string]any{"id": linkID, "reference_id": link["reference_id"],
				"amount": link["amount"], "amount_paid": amount, "currency": "INR", "status": "paid"}},
			"payment": map[string]any{"entity": map[string]any{"id": paymentID, "amount": amount, "currency": "INR", "status": "captured"}},
		},
		"created_at": 1763800000,
	})
	return body
}

func sendWebhook(t *testing.T, s *apptest.Server, eventID string, body []byte, signature string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", s.URL+"/api/v1/payment/razorpay/webhook", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Razorpay-Signature", signature)
	req.Header.Set("X-Razorpay-Event-Id", eventID)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func startRazorpayPurchase(t *testing.T, s *apptest.Server, g *gateway, email, slug string) (token, linkID string, link map[string]any) {
	t.Helper()
	token = signUpLearner(t, s, email)
	res := checkout(t, s, token, subscriptionID(t, s, slug), s.URL+"/my-subscriptions")
	if res.Status != 200 {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	short := res.JSON["redirectURL"].(string)
	linkID = strings.TrimPrefix(short, "https://rzp.io/i/")
	link = g.link(linkID)
	if link == nil {
		t.Fatalf("the learner was sent to %q, not a link the gateway made", short)
	}
	return token, linkID, link
}

func TestRazorpayPaymentLinkAndCallback(t *testing.T) {
	s, g := razorpayServer(t)
	token, linkID, link := startRazorpayPurchase(t, s, g, "upi@example.com", "bpsc-prelims-and-mains")
	if link["amount"].(float64) != 1499900 || link["currency"] != "INR" || link["callback_method"] != "get" ||
		!strings.HasPrefix(link["reference_id"].(string), "ORD") || link["callback_url"] != s.URL+"/api/v1/payment/razorpay/callback" {
		t.Fatalf("payment link request %v", link)
	}
	var stored string
	if err := s.DB.Get(context.Background(), &stored, "SELECT provider_order_id FROM orders WHERE reference = ?", link["reference_id"]); err != nil || stored != linkID {
		t.Fatalf("link id on the order: %q (%v)", stored, err)
	}
	// Order Now again while the link can be paid: the same link, none made at the gateway.
	again := checkout(t, s, token, subscriptionID(t, s, "bpsc-prelims-and-mains"), s.URL+"/my-subscriptions")
	if again.Status != 200 || again.JSON["redirectURL"] != "https://rzp.io/i/"+linkID {
		t.Fatalf("second Order Now: %d %s", again.Status, again.Body)
	}
	g.mu.Lock()
	made := len(g.links)
	g.mu.Unlock()
	if made != 1 {
		t.Fatalf("%d payment links made for one open order", made)
	}

	// A forged callback (signed with the wrong secret) grants nothing.
	forged, err := noRedirects.Get(callback(link, linkID, "pay_Forged", "paid", "guessed-secret"))
	if err != nil {
		t.Fatal(err)
	}
	forged.Body.Close()
	if forged.StatusCode != 400 || isSubscribed(t, s, token, "bpsc-prelims-and-mains") {
		t.Fatalf("forged callback: %d", forged.StatusCode)
	}

	res, err := noRedirects.Get(callback(link, linkID, "pay_Real0001", "paid", keySecret))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != s.URL+"/my-subscriptions?payment=success" {
		t.Fatalf("callback: %d %q", res.StatusCode, res.Header.Get("Location"))
	}
	if !isSubscribed(t, s, token, "bpsc-prelims-and-mains") {
		t.Fatal("not subscribed after a signed, paid callback")
	}
	// The webhook for the same payment, arriving after the callback, changes nothing.
	body := webhookBody(link, linkID, "pay_Real0001", 1499900)
	if code := sendWebhook(t, s, "evt_After", body, sign(webhookSecret, string(body))); code != 200 {
		t.Fatalf("webhook after callback: %d", code)
	}
	rows := orders(t, s.DB, subscriptionID(t, s, "bpsc-prelims-and-mains"))
	if len(rows) != 1 || rows[0].Status != "paid" || rows[0].RefundStatus != "none" {
		t.Fatalf("orders %+v", rows)
	}
}

func TestRazorpayWebhookOnceAndOnlySigned(t *testing.T) {
	s, g := razorpayServer(t)
	token, linkID, link := startRazorpayPurchase(t, s, g, "netbanking@example.com", "mppsc-test-series")
	body := webhookBody(link, linkID, "pay_Web0001", 499900)

	if code := sendWebhook(t, s, "evt_1", body, sign("wrong-secret", string(body))); code != 400 {
		t.Fatalf("badly signed webhook: %d", code)
	}
	if code := sendWebhook(t, s, "evt_1", body, sign(keySecret, string(body))); code != 400 {
		t.Fatalf("webhook signed with the key secret instead of the webhook secret: %d", code)
	}
	if isSubscribed(t, s, token, "mppsc-test-series") {
		t.Fatal("a badly signed webhook granted access")
	}
	for i := 0; i < 3; i++ { // Razorpay retries: the same event, three times
		if code := sendWebhook(t, s, "evt_1", body, sign(webhookSecret, string(body))); code != 200 {
			t.Fatalf("webhook delivery %d: %d", i+1, code)
		}
	}
	if !isSubscribed(t, s, token, "mppsc-test-series") {
		t.Fatal("not subscribed after the webhook")
	}
	var events, entitlements int
	if err := s.DB.Get(context.Background(), &events, "SELECT COUNT(*) FROM payment_events WHERE event_id = 'evt_1'"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &entitlements, "SELECT COUNT(*) FROM entitlements WHERE subscription_id = ?", subscriptionID(t, s, "mppsc-test-series")); err != nil {
		t.Fatal(err)
	}
	if events != 1 || entitlements != 1 {
		t.Fatalf("%d events stored, %d entitlements", events, entitlements)
	}
	// The callback arriving after the webhook is still fine.
	res, err := noRedirects.Get(callback(link, linkID, "pay_Web0001", "paid", keySecret))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		t.Fatalf("late callback: %d", res.StatusCode)
	}
}

func TestRazorpayAmountMismatchGrantsNothing(t *testing.T) {
	s, g := razorpayServer(t)
	token, linkID, link := startRazorpayPurchase(t, s, g, "short-paid@example.com", "csat-test-series-2027")
	body := webhookBody(link, linkID, "pay_Short01", 100) // ₹1 instead of ₹2,499
	if code := sendWebhook(t, s, "evt_short", body, sign(webhookSecret, string(body))); code != 200 {
		t.Fatalf("webhook: %d", code)
	}
	if isSubscribed(t, s, token, "csat-test-series-2027") {
		t.Fatal("a short payment granted access")
	}
	rows := orders(t, s.DB, subscriptionID(t, s, "csat-test-series-2027"))
	if len(rows) != 1 || rows[0].Status == "paid" || rows[0].RefundStatus != "flagged" {
		t.Fatalf("orders %+v", rows)
	}
}

func TestRazorpayDownAnswers502(t *testing.T) {
	s, g := razorpayServer(t)
	g.mu.Lock()
	g.down = true
	g.mu.Unlock()
	token := signUpLearner(t, s, "unlucky@example.com")
	res := checkout(t, s, token, subscriptionID(t, s, "csat-notes"), s.URL+"/my-subscriptions")
	if res.Status != 502 || res.Message() == "" {
		t.Fatalf("gateway down: %d %s", res.Status, res.Body)
	}
	if rows := orders(t, s.DB, subscriptionID(t, s, "csat-notes")); len(rows) != 1 || rows[0].Status != "failed" {
		t.Fatalf("orders %+v", rows)
	}
	// The sandbox page does not take orders of a live gateway.
	if res := s.Get(t, "/payments/sandbox/ORDNOTSANDBOX"); res.Status != 404 {
		t.Fatalf("sandbox page on a Razorpay site: %d", res.Status)
	}
}
