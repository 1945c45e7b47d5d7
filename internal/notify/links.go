package notify

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"time"
)

// The pages a notice opens (docs/product.md, "Notifications": each opens exactly what it is
// about, never a list to look through). The paths are the app's (web/src/app/router.tsx); the
// app's test of them is internal/app/notification_links_test.go.

// TestStartLink opens a prelims test's start page, where a live mock is started.
func TestStartLink(slug string) string { return "/quiz/" + url.PathEscape(slug) }

// ReviewLink opens the review of one attempt.
func ReviewLink(slug string, attemptID int64) string {
	return TestStartLink(slug) + "/review/" + strconv.FormatInt(attemptID, 10)
}

// SubscriptionLink opens My Subscriptions at one subscription: its libraries, its end, and
// Renew once it has ended.
func SubscriptionLink(subscriptionID int64) string {
	return "/my-subscriptions?subscription=" + strconv.FormatInt(subscriptionID, 10)
}

// MainsAnswerLink opens a mains test's card, with the learner's marks, remarks and evaluated
// copy, in the series' list of the subscription that opens it. The list's address carries an
// opaque library id, as the app makes one (web/src/lib/library-id.ts: base64url of a random
// part, a time and the subscription id); made at now, it needs no randomness to stay opaque.
func MainsAnswerLink(subscriptionID, seriesID, testID int64, now time.Time) string {
	opaque := base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "n%d.%d.%d", seriesID, now.UnixMilli(), subscriptionID))
	return fmt.Sprintf("/mains-tests/list/%s?series=%d&test=%d", opaque, seriesID, testID)
}
