package billing

// What staff do to sales and access from the console, which calls these in its own transaction
// (so the audit entry commits with the change): when a subscription may be sold, access given or
// taken by hand, refunds recorded, and what a learner has bought.

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/money"
	"aspirant/internal/platform/locale"
)

// Visibility is whether a subscription is published and on sale.
type Visibility struct{ Published, ForSale bool }

// CheckVisibility refuses publishing a subscription, or putting it on sale, while it opens no
// library: a learner would pay for nothing (docs/product.md, "Visibility"). before is nil for a
// new subscription.
func CheckVisibility(ctx context.Context, q db.Q, subscriptionID int64, before *Visibility, after Visibility) error {
	problems := httpx.Fields{}
	if after.Published && (before == nil || !before.Published) {
		problems["is_published"] = locale.Raw("A subscription without libraries cannot be published: save it unpublished, choose its libraries, then publish it.")
	}
	if after.ForSale && (before == nil || !before.ForSale) {
		problems["is_for_sale"] = locale.Raw("A subscription without libraries cannot be put on sale: save it, choose its libraries, then put it on sale.")
	}
	if len(problems) == 0 {
		return nil
	}
	libraries := 0
	if subscriptionID > 0 {
		if err := q.Get(ctx, &libraries, "SELECT COUNT(*) FROM subscription_libraries WHERE subscription_id = ?", subscriptionID); err != nil {
			return err
		}
	}
	if libraries > 0 {
		return nil
	}
	return httpx.Invalid(problems)
}

// RefuseEmptyLibraries refuses taking the last library away from a subscription that is
// published or on sale (docs/product.md, "Visibility").
func RefuseEmptyLibraries(ctx context.Context, q db.Q, subscriptionID int64, libraries []int64) error {
	if len(libraries) > 0 {
		return nil
	}
	var onSale int
	if err := q.Get(ctx, &onSale, "SELECT COUNT(*) FROM subscriptions WHERE id = ? AND (is_published OR is_for_sale)", subscriptionID); err != nil {
		return err
	}
	if onSale == 0 {
		return nil
	}
	return httpx.InvalidField("libraryIds", "A published subscription, or one on sale, must open at least one library: unpublish it and take it off sale first.")
}

// StrikePriceProblem answers why a subscription's strike price (nil: none) may not go with its
// price, or "": it is the price before the discount, so never below the price (docs/product.md,
// "Discount lines and tags").
func StrikePriceProblem(price money.Paise, strike *money.Paise) string {
	if strike != nil && *strike < price {
		return "The strike price must not be below the price."
	}
	return ""
}

// CanDeleteSubscription refuses deleting a subscription someone holds or ordered: their access
// and their orders' records stay; it is unpublished instead.
func CanDeleteSubscription(ctx context.Context, q db.Q, subscriptionID int64) error {
	var n int
	if err := q.Get(ctx, &n, `SELECT (SELECT COUNT(*) FROM entitlements WHERE subscription_id = ?) +
		(SELECT COUNT(*) FROM orders WHERE subscription_id = ?)`, subscriptionID, subscriptionID); err != nil {
		return err
	}
	if n > 0 {
		return httpx.Errorf(http.StatusConflict, "This subscription has buyers or orders: unpublish it instead of deleting it.")
	}
	return nil
}

// GrantByStaff gives a learner a subscription by hand (support work) in tx, for days from now,
// or without an end when days is empty, and answers when the access ends (docs/product.md,
// "A learner in the console").
func GrantByStaff(ctx context.Context, tx *db.Tx, userID, subscriptionID int64, days string, now time.Time) (*time.Time, error) {
	var expires *time.Time
	if days = strings.TrimSpace(days); days != "" {
		n, err := strconv.Atoi(days)
		if err != nil || n < 1 || n > 3650 {
			return nil, httpx.InvalidField("days", "Days must be from 1 to 3650, or empty for access without an end.")
		}
		end := now.UTC().AddDate(0, 0, n)
		expires = &end
	}
	if err := Grant(ctx, tx, userID, subscriptionID, "grant", nil, now, expires, now); err != nil {
		if errors.Is(err, db.ErrReference) {
			return nil, httpx.Errorf(http.StatusNotFound, "No such learner or subscription.")
		}
		return nil, err
	}
	return expires, nil
}

// MarkRefunded records in tx that staff paid back an order flagged for refund; only a flagged
// order can be (docs/product.md, "Refunds").
func MarkRefunded(ctx context.Context, tx *db.Tx, orderID int64, now time.Time) error {
	res, err := tx.Exec(ctx, `UPDATE orders SET refund_status = ?, updated_at = ? WHERE id = ? AND refund_status = ?`,
		RefundRefunded, now.UTC(), orderID, RefundFlagged)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	return httpx.Errorf(http.StatusConflict, "Only an order flagged for refund can be marked refunded.")
}

// Access is a learner's entitlement to a subscription as staff see it, revoked or not.
type Access struct {
	SubscriptionID int64      `db:"subscription_id" json:"subscriptionId"`
	Subscription   string     `db:"subscription" json:"subscription"`
	Source         string     `db:"source" json:"source"`
	StartsAt       time.Time  `db:"starts_at" json:"startsAt"`
	ExpiresAt      *time.Time `db:"expires_at" json:"expiresAt"`
	RevokedAt      *time.Time `db:"revoked_at" json:"revokedAt"`
}

// AccessOf answers every entitlement a learner has had, by the subscription's name.
func AccessOf(ctx context.Context, q db.Q, userID int64) ([]Access, error) {
	out := []Access{}
	err := q.Select(ctx, &out, `SELECT e.subscription_id, s.name AS subscription, e.source, e.starts_at, e.expires_at,
		e.revoked_at FROM entitlements e JOIN subscriptions s ON s.id = e.subscription_id WHERE e.user_id = ? ORDER BY s.name`, userID)
	return out, err
}

// StaffOrder is an order as staff see it.
type StaffOrder struct {
	ID           int64       `db:"id" json:"id"`
	Reference    string      `db:"reference" json:"reference"`
	UserID       int64       `db:"user_id" json:"userId"`
	Email        string      `db:"email" json:"email"`
	Subscription string      `db:"subscription" json:"subscription"`
	Amount       money.Paise `db:"amount_paise" json:"amount"`
	Status       string      `db:"status" json:"status"`
	Provider     string      `db:"provider" json:"provider"`
	PaymentID    *string     `db:"provider_payment_id" json:"paymentId"`
	RefundStatus string      `db:"refund_status" json:"refundStatus"`
	RefundReason string      `db:"refund_reason" json:"refundReason"`
	CreatedAt    time.Time   `db:"created_at" json:"createdAt"`
	PaidAt       *time.Time  `db:"paid_at" json:"paidAt"`
}

const staffOrderSelect = `SELECT o.id, o.reference, o.user_id, u.email, s.name AS subscription, o.amount_paise, o.status, o.provider,
		o.provider_payment_id, o.refund_status, o.refund_reason, o.created_at, o.paid_at
	FROM orders o JOIN users u ON u.id = o.user_id JOIN subscriptions s ON s.id = o.subscription_id`

// OrderFilter chooses orders: by status and refund status when not empty, and by q in the
// buyer's email, the reference or the subscription's name.
type OrderFilter struct {
	Status, RefundStatus, Q string
}

// FindOrders answers limit of the orders filter chooses from offset, newest first, and how many
// it chooses in all.
func FindOrders(ctx context.Context, q db.Q, filter OrderFilter, limit, offset int) ([]StaffOrder, int, error) {
	text := "%" + strings.ToLower(strings.TrimSpace(filter.Q)) + "%"
	where := ` WHERE (? = '' OR o.status = ?) AND (? = '' OR o.refund_status = ?)
		AND (LOWER(u.email) LIKE ? OR LOWER(o.reference) LIKE ? OR LOWER(s.name) LIKE ?)`
	args := []any{filter.Status, filter.Status, filter.RefundStatus, filter.RefundStatus, text, text, text}
	var total int
	if err := q.Get(ctx, &total, `SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id
		JOIN subscriptions s ON s.id = o.subscription_id`+where, args...); err != nil {
		return nil, 0, err
	}
	items := []StaffOrder{}
	if err := q.Select(ctx, &items, staffOrderSelect+where+" ORDER BY o.id DESC LIMIT ? OFFSET ?", append(args, limit, offset)...); err != nil {
		return nil, 0, err
	}
	return items, total, nil
}

// OrdersOf answers all of a learner's orders, newest first.
func OrdersOf(ctx context.Context, q db.Q, userID int64) ([]StaffOrder, error) {
	items := []StaffOrder{}
	err := q.Select(ctx, &items, staffOrderSelect+" WHERE o.user_id = ? ORDER BY o.id DESC", userID)
	return items, err
}

// DayTotal is the payments of one India-time day: how many, and how much.
type DayTotal struct {
	Day    string      `db:"day" json:"day"`
	Count  int         `db:"n" json:"count"`
	Amount money.Paise `db:"amount" json:"amount"`
}

// Sales answers the payments since a time by the India-time day they were paid, net of the ones
// staff refunded, which are money the institute does not have (docs/product.md, "Refunds"); and
// the refunded ones of the period apart.
func Sales(ctx context.Context, d *db.DB, since time.Time) (daily []DayTotal, refunded DayTotal, err error) {
	daily = []DayTotal{}
	if err = d.Select(ctx, &daily, `SELECT `+d.DayInIndia("paid_at")+` AS day, COUNT(*) AS n, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS amount
		FROM orders WHERE status = ? AND refund_status <> ? AND paid_at >= ? GROUP BY 1 ORDER BY 1`, StatusPaid, RefundRefunded, since); err != nil {
		return nil, refunded, err
	}
	err = d.Get(ctx, &refunded, `SELECT '' AS day, COUNT(*) AS n, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS amount FROM orders
		WHERE status = ? AND refund_status = ? AND paid_at >= ?`, StatusPaid, RefundRefunded, since)
	return daily, refunded, err
}
