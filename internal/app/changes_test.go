package app_test

// Staff edits take effect at once on the server that made them, and on every other server
// sharing the database: on PostgreSQL through notifications (the second server below polls only
// once an hour, so nothing else could tell it in time), on SQLite through the feed's poll.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// eventually polls check until it holds, and answers how long that took.
func eventually(t *testing.T, what string, check func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !check() {
		if time.Since(start) > 15*time.Second {
			t.Fatalf("%s: still not seen after %s", what, time.Since(start).Round(time.Millisecond))
		}
		time.Sleep(5 * time.Millisecond)
	}
	return time.Since(start)
}

// twoServers starts a server and a second one on the same database, both running the change
// feed. On SQLite the second hears of changes through the feed's poll; on PostgreSQL its poll
// is an hour, so only a notification can tell it in time.
func twoServers(t *testing.T) (s, peer *apptest.Server) {
	t.Helper()
	s = apptest.New(t, apptest.Options{Background: true})
	poll := time.Duration(0)
	if testutil.Kind() == "postgres" {
		poll = time.Hour
	}
	return s, s.Peer(t, apptest.Options{Background: true, ChangesPoll: poll})
}

func TestStaffEditsReachEveryServer(t *testing.T) {
	s, peer := twoServers(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	ctx := context.Background()

	var subscriptionID int64
	if err := s.DB.Get(ctx, &subscriptionID, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	details := func(on *apptest.Server) string {
		res := on.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/%d", subscriptionID))
		name, _ := res.JSON["responseResult"].(map[string]any)["name"].(string)
		return name
	}
	faqs := func(on *apptest.Server) string { return string(on.Get(t, "/api/v1/dynamic-content/faqs").Body) }
	// Both servers have the answers cached.
	before := details(peer)
	if before == "" || details(s) != before || faqs(peer) == "" {
		t.Fatalf("details before: %q", before)
	}

	rename := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/subscriptions/%d", subscriptionID),
		url.Values{"name": {"Prelims Test Series 2027 (revised)"}}, "token", admin)
	if rename.Status != 200 {
		t.Fatalf("rename: %d %s", rename.Status, rename.Body)
	}
	if got := details(s); got != "Prelims Test Series 2027 (revised)" {
		t.Errorf("the server that made the change still answers %q", got)
	}
	took := eventually(t, "the rename on the second server", func() bool { return details(peer) == "Prelims Test Series 2027 (revised)" })
	t.Logf("a catalogue edit reached the second server (%s) in %s", testutil.Kind(), took.Round(time.Millisecond))

	var faqID int64
	if err := s.DB.Get(ctx, &faqID, "SELECT id FROM faqs ORDER BY position, id LIMIT 1"); err != nil {
		t.Fatal(err)
	}
	if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/faqs/%d", faqID),
		url.Values{"answer": {"हाँ: हर प्रश्नपत्र हिंदी और अंग्रेज़ी दोनों में है।"}}, "token", admin); res.Status != 200 {
		t.Fatalf("faq: %d %s", res.Status, res.Body)
	}
	eventually(t, "the FAQ on the second server", func() bool { return strings.Contains(faqs(peer), "हर प्रश्नपत्र") })
}

func TestAKeyCorrectionReachesEveryServersRankingsAndReviews(t *testing.T) {
	s, peer := twoServers(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	ctx := context.Background()

	// The demo learner sits a demo test, answering the first option everywhere.
	attemptID, questions := startDemoTest(t, s, learner)
	var attempt struct {
		ID     int64 `db:"id"`
		TestID int64 `db:"test_id"`
	}
	if err := s.DB.Get(ctx, &attempt, "SELECT id, test_id FROM prelims_attempts WHERE id = ?", attemptID); err != nil {
		t.Fatal(err)
	}
	var sheet []string
	for _, q := range questions {
		sheet = append(sheet, strings.Trim(answerJSON(q), "[]"))
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(attempt.TestID)},
		"answers": {"[" + strings.Join(sheet, ",") + "]"}, "attemptKey": {"outage"}}, "token", learner); res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	review := func(on *apptest.Server) map[string]any {
		res := on.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%d/review", attempt.ID), "token", learner)
		if res.Status != 200 {
			t.Fatalf("review: %d %s", res.Status, res.Body)
		}
		return res.JSON["body"].(map[string]any)
	}
	// The learner's row in the list, which comes from the server's cached standing (the "you"
	// row is read fresh from the database, so it would not show a stale cache).
	myRank := func(on *apptest.Server) float64 {
		res := on.Call(t, http.MethodPost, "/api/v1/modules/tests/showRankings", url.Values{"test_id": {fmt.Sprint(attempt.TestID)}}, "token", learner)
		you, _ := res.JSON["you"].(map[string]any)
		for _, row := range res.JSON["getUserTestAttempted"].([]any) {
			if r := row.(map[string]any); r["unique_id"] == you["unique_id"] {
				return r["score"].(float64)
			}
		}
		t.Fatalf("the learner is not in the rankings: %s", res.Body)
		return 0
	}
	before := review(peer)
	scoreBefore := before["attempt"].(map[string]any)["score"].(float64)
	// Both servers build their standing now, with the learner in it.
	eventually(t, "the learner in the first server's standing", func() bool { return myRank(s) == scoreBefore })
	if myRank(peer) != scoreBefore {
		t.Fatalf("rankings before: %v, review %v", myRank(peer), scoreBefore)
	}
	// Move the key of a question the learner answered: to their answer if it was wrong, away
	// from it if it was right. Either way their score changes.
	var target map[string]any
	index := 0
	for i, item := range before["questions"].([]any) {
		if q := item.(map[string]any); q["selectedOption"] != nil {
			target, index = q, i
			break
		}
	}
	if target == nil {
		t.Fatal("the demo attempt answered nothing")
	}
	newKey := 0
	for i, o := range target["options"].([]any) {
		id := o.(map[string]any)["id"]
		if (target["outcome"] == "incorrect" && id == target["selectedOption"]) || (target["outcome"] == "correct" && id != target["selectedOption"]) {
			newKey = i + 1
			break
		}
	}
	list := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", attempt.TestID), "token", admin).JSON["items"].([]any)
	q := list[index].(map[string]any)
	q["correct"] = newKey
	res := s.Call(t, http.MethodPut, fmt.Sprintf("/api/v1/admin/questions/%v?confirm=1", q["id"]), q, "token", admin)
	if res.Status != 200 {
		t.Fatalf("correction: %d %s", res.Status, res.Body)
	}
	after := review(s)
	scoreAfter := after["attempt"].(map[string]any)["score"].(float64)
	if scoreAfter == scoreBefore {
		t.Fatalf("the correction did not change the learner's score (%v)", scoreAfter)
	}
	eventually(t, "the corrected review on the second server", func() bool {
		r := review(peer)
		q := r["questions"].([]any)[index].(map[string]any)
		return r["attempt"].(map[string]any)["score"] == scoreAfter && q["keyCorrectedAt"] != nil
	})
	took := eventually(t, "the re-scored rankings on the second server", func() bool { return myRank(peer) == scoreAfter })
	t.Logf("re-scored rankings reached the second server (%s) in %s", testutil.Kind(), took.Round(time.Millisecond))
}

// A session is checked once and then trusted from memory (docs/performance.md), yet one that
// ends stops working at once on every server: a logout, a new password or a disabled account on
// one server reaches the other through the change feed.
func TestASessionThatEndsStopsOnEveryServer(t *testing.T) {
	s, peer := twoServers(t)
	works := func(on *apptest.Server, token string) bool {
		return on.Get(t, "/api/v1/modules/user/profile", "token", token).Status == http.StatusOK
	}

	// Logout on one server.
	token, _ := s.NewLearner(t, "Two Servers", "")
	if !works(peer, token) || !works(peer, token) || !works(s, token) {
		t.Fatal("a fresh session does not work on both servers")
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/logout", nil, "token", token); res.Status != http.StatusOK {
		t.Fatalf("logout: %d %s", res.Status, res.Body)
	}
	if works(s, token) {
		t.Fatal("the server that logged out still takes the session")
	}
	took := eventually(t, "the logout on the second server", func() bool { return !works(peer, token) })
	t.Logf("a logout reached the second server (%s) in %s", testutil.Kind(), took.Round(time.Millisecond))

	// A disabled account, by staff on the second server.
	token, email := s.NewLearner(t, "Disabled Soon", "")
	if !works(s, token) || !works(peer, token) {
		t.Fatal("the second session does not work")
	}
	var userID int64
	if err := s.DB.Get(context.Background(), &userID, "SELECT id FROM users WHERE email = ?", email); err != nil {
		t.Fatal(err)
	}
	admin := peer.Login(t, "admin@aspirant.test", "admin12345")
	if res := peer.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/learners/%d", userID), url.Values{"disabled": {"true"}},
		"token", admin); res.Status != http.StatusOK {
		t.Fatalf("disable: %d %s", res.Status, res.Body)
	}
	if works(peer, token) {
		t.Fatal("the server that disabled the account still takes its session")
	}
	eventually(t, "the disabled account on the first server", func() bool { return !works(s, token) })

	// A new password ends the other sessions of the account.
	first, email := s.NewLearner(t, "New Password", "")
	second := peer.Login(t, email, "Kesari-Bagh-2027!")
	if !works(s, second) || !works(peer, first) {
		t.Fatal("two sessions of one account do not both work")
	}
	if res := peer.Call(t, http.MethodPost, "/api/v1/modules/user/password", url.Values{"currentPassword": {"Kesari-Bagh-2027!"},
		"newPassword": {"Naya-Paswar-2027!"}, "confirmPassword": {"Naya-Paswar-2027!"}}, "token", second); res.Status != http.StatusOK {
		t.Fatalf("change the password: %d %s", res.Status, res.Body)
	}
	eventually(t, "the new password on the first server", func() bool { return !works(s, first) })
	if !works(s, second) {
		t.Fatal("the session that changed the password was signed out")
	}
}

// What a learner may open is cached on each server (docs/decisions.md, "Entitlements are cached
// like sessions"): a grant opens the subscription at once on the server that made it and soon on
// the other; a revocation closes it the same way; and an entitlement ends at its own moment,
// with no change to hear of.
func TestAccessThatChangesChangesOnEveryServer(t *testing.T) {
	s, peer := twoServers(t)
	var subscriptionID int64
	if err := s.DB.Get(context.Background(), &subscriptionID, "SELECT id FROM subscriptions WHERE slug = 'gs-prelims-notes-2027'"); err != nil {
		t.Fatal(err)
	}
	opens := func(on *apptest.Server, token string) bool {
		res := on.Get(t, fmt.Sprintf("/api/v1/modules/note-library/notes/list?subscriptionId=%d", subscriptionID), "token", token)
		items, ok := res.JSON["responseResult"].([]any)
		if res.Status != http.StatusOK || !ok || len(items) == 0 {
			t.Fatalf("notes list: %d %s", res.Status, res.Body)
		}
		return items[0].(map[string]any)["isSubscribed"] == true
	}
	token, email := s.NewLearner(t, "Two Servers", "")
	var userID int64
	if err := s.DB.Get(context.Background(), &userID, "SELECT id FROM users WHERE email = ?", email); err != nil {
		t.Fatal(err)
	}
	// Both servers have looked, and keep, that the learner holds nothing.
	if opens(s, token) || opens(peer, token) || opens(s, token) || opens(peer, token) {
		t.Fatal("a new learner opens the notes")
	}

	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	grants := fmt.Sprintf("/api/v1/admin/learners/%d/grants", userID)
	if res := s.Call(t, http.MethodPost, grants, url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "days": {"2"}},
		"token", admin); res.Status != http.StatusCreated {
		t.Fatalf("grant: %d %s", res.Status, res.Body)
	}
	if !opens(s, token) {
		t.Fatal("the server that granted access still refuses it")
	}
	took := eventually(t, "the grant on the second server", func() bool { return opens(peer, token) })
	t.Logf("a grant reached the second server (%s) in %s", testutil.Kind(), took.Round(time.Millisecond))

	// Revoked by staff on the second server.
	if res := peer.Call(t, http.MethodDelete, fmt.Sprintf("%s/%d", grants, subscriptionID), nil,
		"token", peer.Login(t, "admin@aspirant.test", "admin12345")); res.Status != http.StatusOK {
		t.Fatalf("revoke: %d %s", res.Status, res.Body)
	}
	if opens(peer, token) {
		t.Fatal("the server that revoked access still gives it")
	}
	eventually(t, "the revocation on the first server", func() bool { return !opens(s, token) })

	// Granted for two days again: open on both, and closed on both once the two days have passed.
	if res := s.Call(t, http.MethodPost, grants, url.Values{"subscriptionId": {fmt.Sprint(subscriptionID)}, "days": {"2"}},
		"token", admin); res.Status != http.StatusCreated {
		t.Fatalf("grant again: %d %s", res.Status, res.Body)
	}
	eventually(t, "the second grant on both servers", func() bool { return opens(s, token) && opens(peer, token) })
	s.Clock.Advance(2*24*time.Hour - time.Second)
	if !opens(s, token) {
		t.Fatal("access ended before its end")
	}
	s.Clock.Advance(time.Second)
	if opens(s, token) || opens(peer, token) {
		t.Fatal("access outlived its end")
	}
}
