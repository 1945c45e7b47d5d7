package app_test

// A learner hears of what concerns them under the bell, by e-mail and by text message, once
// however many times the news is told; they turn e-mails or texts off per kind on the profile,
// or an e-mail off with its one-click unsubscribe without signing in (docs/product.md,
// "Notifications").

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// buyInSandbox buys a subscription through the sandbox checkout, as a learner's browser does.
func buyInSandbox(t *testing.T, s *apptest.Server, token, slug string) {
	t.Helper()
	var id int64
	if err := s.DB.Get(context.Background(), &id, "SELECT id FROM subscriptions WHERE slug = ?", slug); err != nil {
		t.Fatal(err)
	}
	q := url.Values{"subscriptionId": {fmt.Sprint(id)}, "success_url": {s.URL + "/my-subscriptions"}}
	res := s.Call(t, http.MethodPost, "/api/v1/payment?"+q.Encode(), nil, "token", token)
	if res.Status != 200 {
		t.Fatalf("checkout %s: %d %s", slug, res.Status, res.Body)
	}
	pay := res.JSON["redirectURL"].(string)
	for range 2 { // the second Pay is a replayed confirmation
		answer, err := noRedirects.PostForm(pay, url.Values{"action": {"pay"}})
		if err != nil {
			t.Fatal(err)
		}
		answer.Body.Close()
		if answer.StatusCode != http.StatusSeeOther {
			t.Fatalf("pay %s: %d", slug, answer.StatusCode)
		}
	}
}

var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func bell(t *testing.T, s *apptest.Server, token string) (unread int, notices []map[string]any) {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/notifications", "token", token)
	if res.Status != 200 {
		t.Fatalf("notifications: %d %s", res.Status, res.Body)
	}
	for _, n := range res.JSON["notifications"].([]any) {
		notices = append(notices, n.(map[string]any))
	}
	return int(res.JSON["unread"].(float64)), notices
}

// textsTo answers the text messages sent to a mobile number.
func textsTo(t *testing.T, s *apptest.Server, mobile string) []string {
	t.Helper()
	if _, err := s.App.TextWorker.SendDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	var texts []string
	if err := s.DB.Select(context.Background(), &texts, `SELECT body_text FROM outbound_emails
		WHERE channel = 'text' AND status = 'sent' AND to_address = ? ORDER BY id`, mobile); err != nil {
		t.Fatal(err)
	}
	return texts
}

func TestAPaymentIsToldOnceInTheAppByEMailAndByText(t *testing.T) {
	s := apptest.New(t)
	learner, email := s.NewLearner(t, "Meera Pillai", "")
	buyInSandbox(t, s, learner, "csat-test-series-2027")

	unread, notices := bell(t, s, learner)
	if unread != 1 || len(notices) != 1 || notices[0]["kind"] != "payment_succeeded" || notices[0]["title"] != "Payment received" ||
		!strings.Contains(notices[0]["body"].(string), "CSAT Test Series 2027") || !strings.HasPrefix(notices[0]["link"].(string), "/my-subscriptions?subscription=") {
		t.Fatalf("the bell after a payment told twice: %d unread, %v", unread, notices)
	}
	var mails []apptest.Mail
	for _, m := range s.Mails(t) {
		if m.To == email {
			mails = append(mails, m)
		}
	}
	if len(mails) != 1 || mails[0].Subject != "Payment received" || !strings.Contains(mails[0].Text, "₹2,499") ||
		!strings.HasPrefix(mails[0].Unsubscribe, s.URL+"/unsubscribe?") || mails[0].UnsubscribePost != "List-Unsubscribe=One-Click" ||
		!strings.Contains(mails[0].Text, mails[0].Unsubscribe) {
		t.Fatalf("the e-mails: %+v", mails)
	}
	if texts := textsTo(t, s, "9876512345"); len(texts) != 1 || !strings.Contains(texts[0], "Payment received") {
		t.Fatalf("the text messages: %q", texts)
	}

	// Read: the bell's count goes down.
	id := fmt.Sprint(notices[0]["id"])
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/notifications/read", url.Values{"id": {id}}, "token", learner); res.Status != 200 || res.JSON["unread"] != 0.0 {
		t.Fatalf("mark read: %d %s", res.Status, res.Body)
	}

	// The e-mail's one-click unsubscribe, as a mail client sends it: no session.
	res, err := http.Post(mails[0].Unsubscribe, "application/x-www-form-urlencoded", strings.NewReader("List-Unsubscribe=One-Click"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("one-click unsubscribe: %d", res.StatusCode)
	}
	forged := strings.Replace(mails[0].Unsubscribe, "k=payment_succeeded", "k=answer_evaluated", 1)
	if res := s.Call(t, http.MethodPost, strings.TrimPrefix(forged, s.URL), nil); res.Status != 400 || res.Message() == "" {
		t.Errorf("a link changed to another kind: %d %s", res.Status, res.Body)
	}
	// Texts about payments off too, on the profile.
	if res := s.Call(t, http.MethodPut, "/api/v1/modules/user/notification-preferences",
		url.Values{"kind": {"payment_succeeded"}, "channel": {"text"}, "enabled": {"false"}}, "token", learner); res.Status != 200 {
		t.Fatalf("turn texts off: %d %s", res.Status, res.Body)
	}
	prefs := s.Get(t, "/api/v1/modules/user/notification-preferences", "token", learner).JSON["preferences"].([]any)
	for _, p := range prefs {
		p := p.(map[string]any)
		off := p["kind"] == "payment_succeeded"
		if p["email"] == off || p["text"] == off {
			t.Errorf("preference %v", p)
		}
	}
	if res := s.Call(t, http.MethodPut, "/api/v1/modules/user/notification-preferences",
		url.Values{"kind": {"gossip"}, "channel": {"pigeon"}, "enabled": {"maybe"}}, "token", learner); res.Status != 400 ||
		res.FieldError("kind") == "" || res.FieldError("channel") == "" || res.FieldError("enabled") == "" {
		t.Errorf("a wrong preference: %d %s", res.Status, res.Body)
	}

	// The next payment is in the app only.
	buyInSandbox(t, s, learner, "prelims-test-series-2027")
	if unread, _ := bell(t, s, learner); unread != 1 {
		t.Errorf("%d unread after the second payment, want 1", unread)
	}
	for _, m := range s.Mails(t) {
		if m.To == email && m.Subject == "Payment received" && m != mails[0] {
			t.Errorf("an e-mail after unsubscribing: %+v", m)
		}
	}
	if texts := textsTo(t, s, "9876512345"); len(texts) != 1 {
		t.Errorf("a text message after turning them off: %q", texts)
	}
	if res := s.Get(t, "/api/v1/modules/notifications"); res.Status != http.StatusUnauthorized {
		t.Errorf("the bell without a session: %d", res.Status)
	}
}
