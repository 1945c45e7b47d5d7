package app_test

// Each notification opens exactly what it is about, in the app's own routes (docs/product.md,
// "Notifications"): the subscription a payment bought or that ends soon, the test whose window
// opens, the evaluated answer; a corrected key's review is checked in internal/prelims.

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// noticeLink answers the link of the learner's newest notification of a kind.
func noticeLink(t *testing.T, s *apptest.Server, token, kind string) string {
	t.Helper()
	_, notices := bell(t, s, token)
	for _, n := range notices {
		if n["kind"] == kind {
			return n["link"].(string)
		}
	}
	t.Fatalf("no %s notification among %v", kind, notices)
	return ""
}

func TestEachNotificationOpensWhatItIsAbout(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner, email := s.NewLearner(t, "Sana Iqbal", "")
	learnerID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)

	// A payment opens the subscription it bought, in My Subscriptions.
	buyInSandbox(t, s, learner, "csat-test-series-2027")
	csat := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'csat-test-series-2027'")
	link := noticeLink(t, s, learner, "payment_succeeded")
	if pattern, _, query := apptest.AppRoute(t, link); pattern != "/my-subscriptions" || query.Get("subscription") != fmt.Sprint(csat) {
		t.Errorf("the payment's link %q opens %s", link, pattern)
	}

	// An evaluated answer opens its test's card in its series, in a subscription that opens it.
	mains := openMainsTest(t, s)
	if res := s.Call(t, http.MethodPost, fmt.Sprintf("/api/v1/admin/learners/%d/grants", learnerID),
		url.Values{"subscriptionId": {fmt.Sprint(mains.subscription)}}, "token", admin); res.Status != http.StatusCreated {
		t.Fatalf("grant mains: %d %s", res.Status, res.Body)
	}
	if res := uploadAnswer(t, s, learner, mains.test, "answer.pdf", pdfBytes("essay")); res.Status != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE user_id = ? AND superseded_at IS NULL", learnerID)
	if res := evaluateInBrowser(t, s, admin, uploadID, map[string]any{"marks": "30", "remarks": "Clear."}, pdfBytes("evaluated")); res.Status != http.StatusOK {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	link = noticeLink(t, s, learner, "answer_evaluated")
	pattern, params, query := apptest.AppRoute(t, link)
	opaque, _ := base64.RawURLEncoding.DecodeString(params["libraryId"])
	parts := strings.Split(string(opaque), ".")
	if pattern != "/mains-tests/list/:libraryId" || len(parts) != 3 || parts[2] != fmt.Sprint(mains.subscription) ||
		query.Get("series") != fmt.Sprint(mains.series) || query.Get("test") != fmt.Sprint(mains.test) {
		t.Errorf("the evaluation's link %q opens %s with %v %v", link, pattern, parts, query)
	}
	// The list it opens is the learner's, with the evaluated answer in it.
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/mains/questions/list?subscriptionId=%s&mainsTestSeriesId=%s", parts[2], query.Get("series")), "token", learner)
	found := false
	for _, item := range list.JSON["responseResult"].([]any) {
		item := item.(map[string]any)
		found = found || fmt.Sprint(item["id"]) == query.Get("test") && item["marks"] == 30.0
	}
	if list.Status != http.StatusOK || !found {
		t.Errorf("the linked list does not show the evaluated answer: %d %s", list.Status, list.Body)
	}
	// Its e-mail carries the same link.
	mailed := false
	for _, m := range s.Mails(t) {
		mailed = mailed || m.To == email && strings.Contains(m.Text, s.URL+link) && strings.Contains(m.HTML, `href="`+s.URL+strings.ReplaceAll(link, "&", "&amp;")+`"`)
	}
	if !mailed {
		t.Errorf("no evaluation e-mail to %s links to %s", email, link)
	}

	// A live mock's reminder opens the test's start page (the demo learner holds its series). The
	// window is moved to open in 23 hours through the console, whatever the hour the test runs at.
	demo := s.Login(t, "demo@aspirant.test", "demo12345")
	moveDemoMock(t, s, admin, demoLiveMock(t, s), s.Clock.Now().Add(23*time.Hour))
	sendDueReminders(t, s)
	link = noticeLink(t, s, demo, "mock_opens")
	if pattern, params, _ := apptest.AppRoute(t, link); pattern != "/quiz/:testSlug" || params["testSlug"] != "pts-2027-aim-02-gs" {
		t.Errorf("the reminder's link %q opens %s %v", link, pattern, params)
	}

	// A subscription that ends soon opens that subscription, where it is renewed.
	var ends time.Time
	if err := s.DB.Get(t.Context(), &ends, "SELECT expires_at FROM entitlements WHERE user_id = ? AND subscription_id = ?", learnerID, csat); err != nil {
		t.Fatal(err)
	}
	s.Clock.Advance(ends.Add(-6 * 24 * time.Hour).Sub(s.Clock.Now()))
	learner = s.Login(t, email, "Kesari-Bagh-2027!") // the first session lasted 30 days
	sendDueReminders(t, s)
	link = noticeLink(t, s, learner, "subscription_expiring")
	if pattern, _, query := apptest.AppRoute(t, link); pattern != "/my-subscriptions" || query.Get("subscription") != fmt.Sprint(csat) {
		t.Errorf("the ending subscription's link %q opens %s", link, pattern)
	}
}
