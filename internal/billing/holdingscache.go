package billing

import (
	"sync"
	"time"
)

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

// holdingsCache keeps, per server, the entitlements of the learners it has served and the
// libraries of each subscription, so that a signed-in call costs no query for them
// (docs/performance.md, "Exam day"). Rows are kept with their times, so an entitlement that
// starts or ends is judged at each call's own moment. A learner's rows are trusted for
// holdingsCacheFor; every learner's are dropped when the change feed says entitlements changed on
// any server (a payment, a grant or a revocation), and the libraries when the catalogue changed
// (docs/decisions.md, "Entitlements are cached like sessions").
type holdingsCache struct {
	mu      sync.Mutex
	learner map[int64]cachedHoldings
	// libraries maps a subscription to its libraries; nil until read.
	libraries map[int64][]int64
	// Each counts forgets of its part: what was read from the database before a forget may be
	// stale, and is not kept.
	learnerGeneration, librariesGeneration uint64
}

type cachedHoldings struct {
	rows      []heldRow
	checkedAt time.Time
}

const (
	// holdingsCacheFor bounds how long a learner's entitlements are trusted without the
	// database, should the feed miss a change (its poll bounds that too).
	holdingsCacheFor = time.Minute
	// holdingsCacheSize bounds the learners kept: a crowd larger than this costs queries, never
	// memory.
	holdingsCacheSize = 200_000
)

func newHoldingsCache() *holdingsCache { return &holdingsCache{learner: map[int64]cachedHoldings{}} }

// rows answers a learner's cached entitlements while they may be trusted at now.
func (c *holdingsCache) rows(userID int64, now time.Time) ([]heldRow, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.learner[userID]
	if !ok || now.Sub(e.checkedAt) >= holdingsCacheFor || now.Before(e.checkedAt) {
		return nil, false
	}
	return e.rows, true
}

// generations answers the generations to give the puts of what is about to be read.
func (c *holdingsCache) generations() (learner, libraries uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.learnerGeneration, c.librariesGeneration
}

// putRows keeps a learner's entitlements read from the database in generation.
func (c *holdingsCache) putRows(userID int64, rows []heldRow, checkedAt time.Time, generation uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if generation != c.learnerGeneration {
		return
	}
	if len(c.learner) >= holdingsCacheSize {
		c.learner = map[int64]cachedHoldings{}
	}
	c.learner[userID] = cachedHoldings{rows: rows, checkedAt: checkedAt}
}

// librariesOf answers the cached libraries of every subscription, or false before a read.
func (c *holdingsCache) librariesOf() (map[int64][]int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.libraries, c.libraries != nil
}

// putLibraries keeps the subscriptions' libraries read from the database in generation.
func (c *holdingsCache) putLibraries(libraries map[int64][]int64, generation uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if generation == c.librariesGeneration {
		c.libraries = libraries
	}
}

// forgetLearners drops every learner's entitlements: entitlements changed somewhere.
func (c *holdingsCache) forgetLearners() {
	c.mu.Lock()
	c.learner = map[int64]cachedHoldings{}
	c.learnerGeneration++
	c.mu.Unlock()
}

// forgetLibraries drops the subscriptions' libraries: the catalogue changed somewhere.
func (c *holdingsCache) forgetLibraries() {
	c.mu.Lock()
	c.libraries = nil
	c.librariesGeneration++
	c.mu.Unlock()
}
