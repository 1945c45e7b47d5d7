package billing

import (
	"context"
	"time"

	"aspirant/internal/notify"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// expiryNotice is how long before a subscription ends its learner is told (docs/product.md,
// "Notifications").
const expiryNotice = 7 * 24 * time.Hour

// expiryKey names one end of one entitlement, in SQL: a renewal moves the end, and the new end
// is told again.
const expiryKey = "'entitlement:' || CAST(e.id AS TEXT) || ':' || CAST(e.expires_at AS TEXT)"

// ExpiryReminders finds the learners whose subscription ends within 7 days and who have not been
// told of that end (a notify.Source).
func (s *Service) ExpiryReminders(ctx context.Context, now time.Time, limit int) ([]notify.Notice, error) {
	var ending []struct {
		UserID         int64     `db:"user_id"`
		SubscriptionID int64     `db:"subscription_id"`
		Name           string    `db:"name"`
		ExpiresAt      time.Time `db:"expires_at"`
		Key            string    `db:"dedupe_key"`
	}
	if err := s.db.Select(ctx, &ending, `SELECT e.user_id, e.subscription_id, s.name, e.expires_at, `+expiryKey+` AS dedupe_key
		FROM entitlements e JOIN subscriptions s ON s.id = e.subscription_id
		WHERE e.revoked_at IS NULL AND e.expires_at > ? AND e.expires_at <= ?
			AND `+notify.NotSent("e.user_id", notify.SubscriptionExpiring, expiryKey)+`
		ORDER BY e.expires_at, e.id LIMIT ?`, now, now.Add(expiryNotice), limit); err != nil {
		return nil, err
	}
	due := make([]notify.Notice, 0, len(ending))
	for _, e := range ending {
		due = append(due, notify.Notice{UserID: e.UserID, Kind: notify.SubscriptionExpiring, Key: e.Key,
			Title: locale.T("A subscription ends soon"),
			Body:  locale.T("%s ends on %s. Renew it to keep your notes, tests and videos.", e.Name, indiatime.At(e.ExpiresAt)),
			Link:  notify.SubscriptionLink(e.SubscriptionID)})
	}
	return due, nil
}
