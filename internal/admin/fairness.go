package admin

// The console's side of "Results stay possible and fair" (docs/product.md): a prelims test's
// settings go to the test engine's rules before they are written, and a subscription is
// published or put on sale only with libraries. A change that alters what learners have answers
// prelims.NeedsConfirmation with what it will do; the console shows that and sends the same
// write again with confirm=1.

import (
	"context"
	"net/url"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/prelims"
)

// confirmedByStaff tells whether a write carries staff's confirmation of what it will do.
func confirmedByStaff(values url.Values) bool { return values.Get("confirm") == "1" }

// checkTestChange hands a prelims test's change to the test engine's rules.
func checkTestChange(ctx context.Context, tx *db.Tx, s *Service, id int64, before, after map[string]any, confirmed bool) error {
	var was *prelims.TestSettings
	if before != nil {
		settings := testSettings(before)
		was = &settings
	}
	return s.bank.CheckTestChange(ctx, tx, id, was, testSettings(after), confirmed)
}

// testSettings reads a test's settings from its column values.
func testSettings(cols map[string]any) prelims.TestSettings {
	whole := func(name string) int64 { n, _ := asInt(cols[name]); return n }
	instant := func(name string) *time.Time {
		if t, ok := cols[name].(time.Time); ok {
			return &t
		}
		return nil
	}
	out := prelims.TestSettings{Published: asBool(cols["is_published"]), TotalMarks: whole("total_marks"),
		Scheme: prelims.Scheme{Correct: whole("marks_correct"), Incorrect: whole("marks_incorrect"), Unattempted: whole("marks_unattempted")}}
	out.Window.OpensAt, out.Window.ClosesAt = instant("opens_at"), instant("closes_at")
	return out
}

// checkSubscriptionOnSale refuses publishing a subscription, or putting it on sale, while it
// opens no library: a learner would pay for nothing (docs/product.md, "Visibility").
func checkSubscriptionOnSale(ctx context.Context, tx *db.Tx, _ *Service, id int64, before, after map[string]any, _ bool) error {
	problems := map[string]string{}
	for field, message := range map[string]string{
		"is_published": "A subscription without libraries cannot be published: save it unpublished, choose its libraries, then publish it.",
		"is_for_sale":  "A subscription without libraries cannot be put on sale: save it, choose its libraries, then put it on sale.",
	} {
		if asBool(after[field]) && (before == nil || !asBool(before[field])) {
			problems[field] = message
		}
	}
	if len(problems) == 0 {
		return nil
	}
	libraries := 0
	if id > 0 {
		if err := tx.Get(ctx, &libraries, "SELECT COUNT(*) FROM subscription_libraries WHERE subscription_id = ?", id); err != nil {
			return err
		}
	}
	if libraries > 0 {
		return nil
	}
	return invalid(problems)
}

// refuseEmptyLibraries refuses taking the last library away from a subscription that is
// published or on sale.
func refuseEmptyLibraries(ctx context.Context, tx *db.Tx, subscriptionID int64, libraries []int64) error {
	if len(libraries) > 0 {
		return nil
	}
	var onSale int
	if err := tx.Get(ctx, &onSale, "SELECT COUNT(*) FROM subscriptions WHERE id = ? AND (is_published OR is_for_sale)", subscriptionID); err != nil {
		return err
	}
	if onSale == 0 {
		return nil
	}
	return httpx.InvalidField("libraryIds", "A published subscription, or one on sale, must open at least one library: unpublish it and take it off sale first.")
}
