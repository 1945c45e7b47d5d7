// Package billing knows who paid for what: orders, payments and the entitlements they grant,
// seats and validity. Other domains ask it whether a learner may open a subscription.
package billing

import (
	"context"
	"strconv"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/cache"
	"aspirant/internal/platform/changes"
)

// Entitlements answers and records which subscriptions a learner may open.
//
// Each server keeps, for at most a minute, the entitlements of the learners it serves that were
// not revoked, with their start and end, and the libraries of every subscription, so that a
// signed-in call costs no query for them (docs/decisions.md, "Entitlements are cached like
// sessions"). An entitlement is judged at each call's own moment, so one that starts or ends
// needs no write; a grant or revocation on any server records the entitlements topic of the
// change feed, and the catalogue's topic covers the libraries.
type Entitlements struct {
	db        *db.DB
	now       func() time.Time
	held      *cache.TTL[[]heldRow]
	libraries *cache.TTL[map[int64][]int64]
}

// heldFor bounds how long a learner's entitlements are trusted without the database, should the
// feed miss a change (its poll bounds that too); heldLearners bounds the learners kept, so a crowd
// larger than that costs queries, never memory.
const (
	heldFor      = time.Minute
	heldLearners = 200_000
)

func NewEntitlements(d *db.DB, now func() time.Time) *Entitlements {
	return &Entitlements{db: d, now: now, held: cache.NewBounded[[]heldRow](heldFor, now, heldLearners),
		libraries: cache.New[map[int64][]int64](heldFor, now)}
}

// ForgetHoldings drops this server's copy of learners' entitlements, after entitlements changed.
func (e *Entitlements) ForgetHoldings() { e.held.Forget() }

// ForgetLibraries drops this server's copy of the subscriptions' libraries, after the catalogue
// changed.
func (e *Entitlements) ForgetLibraries() { e.libraries.Forget() }

// heldRow is one entitlement of a learner that was not revoked: when it starts and ends.
type heldRow struct {
	SubscriptionID int64      `db:"subscription_id"`
	StartsAt       time.Time  `db:"starts_at"`
	ExpiresAt      *time.Time `db:"expires_at"`
}

// activeAt reports whether the entitlement opens its subscription at now.
func (r heldRow) activeAt(now time.Time) bool {
	return !r.StartsAt.After(now) && (r.ExpiresAt == nil || r.ExpiresAt.After(now))
}

// heldBy answers a learner's entitlements that were not revoked, started or not, ended or not:
// each caller judges them at its own moment.
func (e *Entitlements) heldBy(ctx context.Context, userID int64) ([]heldRow, error) {
	return e.held.Get(ctx, strconv.FormatInt(userID, 10), func(ctx context.Context) ([]heldRow, error) {
		var rows []heldRow
		if err := e.db.Select(ctx, &rows, `SELECT subscription_id, starts_at, expires_at FROM entitlements
			WHERE user_id = ? AND revoked_at IS NULL`, userID); err != nil {
			return nil, err
		}
		for i, r := range rows {
			rows[i].StartsAt = r.StartsAt.UTC()
			if r.ExpiresAt != nil {
				until := r.ExpiresAt.UTC()
				rows[i].ExpiresAt = &until
			}
		}
		return rows, nil
	})
}

// subscriptionLibraries answers the libraries of every subscription.
func (e *Entitlements) subscriptionLibraries(ctx context.Context) (map[int64][]int64, error) {
	return e.libraries.Get(ctx, "all", func(ctx context.Context) (map[int64][]int64, error) {
		var rows []struct {
			SubscriptionID int64 `db:"subscription_id"`
			LibraryID      int64 `db:"library_id"`
		}
		if err := e.db.Select(ctx, &rows, "SELECT subscription_id, library_id FROM subscription_libraries"); err != nil {
			return nil, err
		}
		libraries := make(map[int64][]int64)
		for _, r := range rows {
			libraries[r.SubscriptionID] = append(libraries[r.SubscriptionID], r.LibraryID)
		}
		return libraries, nil
	})
}

// ActiveSubscriptionIDs answers the subscriptions a learner holds a valid entitlement to now.
func (e *Entitlements) ActiveSubscriptionIDs(ctx context.Context, userID int64) (map[int64]bool, error) {
	now := e.now().UTC()
	rows, err := e.heldBy(ctx, userID)
	out := make(map[int64]bool, len(rows))
	for _, r := range rows {
		if r.activeAt(now) {
			out[r.SubscriptionID] = true
		}
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
	rows, err := e.heldBy(ctx, userID)
	out := make(map[int64]Holding, len(rows))
	for _, r := range rows {
		if r.StartsAt.After(now) {
			continue
		}
		h := Holding{SubscriptionID: r.SubscriptionID, Expired: !r.activeAt(now)}
		if r.ExpiresAt != nil {
			until := *r.ExpiresAt // a copy: the row belongs to the cache
			h.Until = &until
		}
		out[r.SubscriptionID] = h
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
	var rows []heldRow
	if err := q.Select(ctx, &rows, `SELECT subscription_id, starts_at, expires_at FROM entitlements
		WHERE user_id = ? AND subscription_id = ? AND revoked_at IS NULL`, userID, subscriptionID); err != nil {
		return false, err
	}
	for _, r := range rows {
		if r.activeAt(now) {
			return true, nil
		}
	}
	return false, nil
}

// Grant records (or renews) a learner's entitlement to a subscription in tx, and that
// entitlements changed: a server that wrote it calls its feed's Sync after the commit, so its
// own copy goes at once. expires may be nil for access without an end.
func Grant(ctx context.Context, tx *db.Tx, userID, subscriptionID int64, source string, orderID *int64, starts time.Time, expires *time.Time, now time.Time) error {
	_, err := tx.Exec(ctx, `INSERT INTO entitlements (user_id, subscription_id, order_id, source, starts_at, expires_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, subscription_id) DO UPDATE SET order_id = excluded.order_id, source = excluded.source,
			starts_at = excluded.starts_at, expires_at = excluded.expires_at, revoked_at = NULL, updated_at = excluded.updated_at`,
		userID, subscriptionID, orderID, source, starts.UTC(), utcOrNil(expires), now.UTC(), now.UTC())
	if err != nil {
		return err
	}
	return changes.Record(ctx, tx, changes.Entitlements)
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
	active, err := e.ActiveSubscriptionIDs(ctx, userID)
	if err != nil || len(active) == 0 {
		return map[int64]bool{}, err
	}
	libraries, err := e.subscriptionLibraries(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]bool)
	for subscriptionID := range active {
		for _, id := range libraries[subscriptionID] {
			out[id] = true
		}
	}
	return out, nil
}
