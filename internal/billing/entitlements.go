// Package billing knows who paid for what: orders, payments and the entitlements they grant,
// seats and validity. Other domains ask it whether a learner may open a subscription.
package billing

import (
	"context"
	"time"

	"aspirant/internal/db"
)

// Entitlements answers and records which subscriptions a learner may open.
type Entitlements struct {
	db  *db.DB
	now func() time.Time
}

func NewEntitlements(d *db.DB, now func() time.Time) *Entitlements {
	return &Entitlements{db: d, now: now}
}

// activeClause selects entitlements valid at a moment, given twice as its two arguments.
const activeClause = `revoked_at IS NULL AND starts_at <= ? AND (expires_at IS NULL OR expires_at > ?)`

// ActiveSubscriptionIDs answers the subscriptions a learner holds a valid entitlement to now.
func (e *Entitlements) ActiveSubscriptionIDs(ctx context.Context, userID int64) (map[int64]bool, error) {
	now := e.now().UTC()
	var ids []int64
	err := e.db.Select(ctx, &ids, `SELECT subscription_id FROM entitlements WHERE user_id = ? AND `+activeClause, userID, now, now)
	out := make(map[int64]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}

// Holding is one of a learner's entitlements as they see it: until when it opens the
// subscription (nil: without an end) and whether that moment has passed.
type Holding struct {
	SubscriptionID int64      `db:"subscription_id"`
	Until          *time.Time `db:"expires_at"`
	Expired        bool       `db:"-"`
}

// Holdings answers a learner's entitlements that have started and were not revoked, valid and
// expired ones alike (docs/product.md, "Validity": an ended subscription stays in the learner's
// list, marked), keyed by subscription.
func (e *Entitlements) Holdings(ctx context.Context, userID int64) (map[int64]Holding, error) {
	now := e.now().UTC()
	var rows []Holding
	err := e.db.Select(ctx, &rows, `SELECT subscription_id, expires_at FROM entitlements
		WHERE user_id = ? AND revoked_at IS NULL AND starts_at <= ?`, userID, now)
	out := make(map[int64]Holding, len(rows))
	for _, h := range rows {
		if h.Until != nil {
			until := h.Until.UTC()
			h.Until = &until
			h.Expired = !until.After(now)
		}
		out[h.SubscriptionID] = h
	}
	return out, err
}

// Has reports whether a learner holds a valid entitlement to a subscription now.
func (e *Entitlements) Has(ctx context.Context, userID, subscriptionID int64) (bool, error) {
	return holds(ctx, e.db, userID, subscriptionID, e.now().UTC())
}

// holds reports, through q (which may be a transaction), whether a learner holds a valid
// entitlement to a subscription at now.
func holds(ctx context.Context, q db.Q, userID, subscriptionID int64, now time.Time) (bool, error) {
	var n int
	err := q.Get(ctx, &n, `SELECT COUNT(*) FROM entitlements WHERE user_id = ? AND subscription_id = ? AND `+activeClause,
		userID, subscriptionID, now, now)
	return n > 0, err
}

// Grant records (or renews) a learner's entitlement to a subscription through q, which may be
// a transaction. expires may be nil for access without an end.
func Grant(ctx context.Context, q db.Q, userID, subscriptionID int64, source string, orderID *int64, starts time.Time, expires *time.Time, now time.Time) error {
	_, err := q.Exec(ctx, `INSERT INTO entitlements (user_id, subscription_id, order_id, source, starts_at, expires_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, subscription_id) DO UPDATE SET order_id = excluded.order_id, source = excluded.source,
			starts_at = excluded.starts_at, expires_at = excluded.expires_at, revoked_at = NULL, updated_at = excluded.updated_at`,
		userID, subscriptionID, orderID, source, starts.UTC(), utcOrNil(expires), now.UTC(), now.UTC())
	return err
}

func utcOrNil(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}

// OpenLibraries answers the libraries a learner may open now: those of every subscription
// they hold a valid entitlement to.
func (e *Entitlements) OpenLibraries(ctx context.Context, userID int64) (map[int64]bool, error) {
	now := e.now().UTC()
	var ids []int64
	err := e.db.Select(ctx, &ids, `SELECT DISTINCT sl.library_id FROM subscription_libraries sl
		JOIN entitlements e ON e.subscription_id = sl.subscription_id
		WHERE e.user_id = ? AND `+activeClause, userID, now, now)
	out := make(map[int64]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}
