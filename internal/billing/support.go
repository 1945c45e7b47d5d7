package billing

import (
	"context"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/money"
	"aspirant/internal/platform/changes"
)

// OrderLine is an order as support staff read it.
type OrderLine struct {
	Reference    string      `db:"reference"`
	Email        string      `db:"email"`
	Subscription string      `db:"subscription"`
	Amount       money.Paise `db:"amount_paise"`
	Status       string      `db:"status"`
	Provider     string      `db:"provider"`
	RefundStatus string      `db:"refund_status"`
	RefundReason string      `db:"refund_reason"`
	CreatedAt    time.Time   `db:"created_at"`
}

// RecentOrders answers the newest orders, of one learner when userID is not 0.
func RecentOrders(ctx context.Context, d *db.DB, userID int64, limit int) ([]OrderLine, error) {
	out := []OrderLine{}
	err := d.Select(ctx, &out, `SELECT o.reference, u.email, s.name AS subscription, o.amount_paise, o.status, o.provider,
			o.refund_status, o.refund_reason, o.created_at
		FROM orders o JOIN users u ON u.id = o.user_id JOIN subscriptions s ON s.id = o.subscription_id
		WHERE ? = 0 OR o.user_id = ? ORDER BY o.id DESC LIMIT ?`, userID, userID, limit)
	return out, err
}

// SubscriptionIDBySlug finds a subscription for support commands.
func SubscriptionIDBySlug(ctx context.Context, d *db.DB, slug string) (int64, error) {
	var id int64
	err := d.Get(ctx, &id, "SELECT id FROM subscriptions WHERE slug = ?", slug)
	return id, err
}

// Revoke ends a learner's access to a subscription now in tx, and records that entitlements
// changed (see Grant); it answers false when they had none.
func Revoke(ctx context.Context, tx *db.Tx, userID, subscriptionID int64, now time.Time) (bool, error) {
	res, err := tx.Exec(ctx, `UPDATE entitlements SET revoked_at = ?, updated_at = ? WHERE user_id = ? AND subscription_id = ?
		AND revoked_at IS NULL`, now.UTC(), now.UTC(), userID, subscriptionID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	return true, changes.Record(ctx, tx, changes.Entitlements)
}
