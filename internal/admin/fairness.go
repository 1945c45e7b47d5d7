package admin

// The console's side of "Results stay possible and fair" (docs/product.md): a prelims test's
// settings go to the test engine's rules before they are written, and a subscription's
// publication and sale to the sales rules (docs/product.md, "Visibility"). A change that alters
// what learners have answers prelims.NeedsConfirmation with what it will do; the console shows
// that and sends the same write again with confirm=1.

import (
	"context"
	"net/url"
	"time"

	"aspirant/internal/billing"
	"aspirant/internal/db"
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

// checkSubscriptionOnSale hands a subscription's publication and sale to the sales rules
// (billing.CheckVisibility).
func checkSubscriptionOnSale(ctx context.Context, tx *db.Tx, _ *Service, id int64, before, after map[string]any, _ bool) error {
	visibility := func(cols map[string]any) billing.Visibility {
		return billing.Visibility{Published: asBool(cols["is_published"]), ForSale: asBool(cols["is_for_sale"])}
	}
	var was *billing.Visibility
	if before != nil {
		v := visibility(before)
		was = &v
	}
	return billing.CheckVisibility(ctx, tx, id, was, visibility(after))
}
