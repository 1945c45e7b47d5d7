package accounts

import (
	"sync"
	"time"

	"aspirant/internal/httpx"
)

// sessionCache keeps the sessions this server has checked, by token hash, so that a signed-in
// call costs no query (docs/performance.md). An entry is dropped when it is older than
// sessionCacheFor or its session expires, and every entry is dropped when the change feed says
// that sessions changed on any server (a logout, a new password, a disabled account, a new role
// or language): a session that ends stops working at once everywhere (docs/decisions.md).
type sessionCache struct {
	mu      sync.Mutex
	entries map[string]cachedSession
	// generation counts forgets: a session read from the database before a forget may be
	// stale, and is not kept.
	generation uint64
}

type cachedSession struct {
	identity   httpx.Identity
	expiresAt  time.Time
	checkedAt  time.Time
	lastUsedAt time.Time
}

const (
	// sessionCacheFor bounds how long a checked session is trusted without the database, should
	// the feed miss a change (its poll bounds that too).
	sessionCacheFor = time.Minute
	// sessionCacheSize bounds the entries: a crowd larger than this costs queries, never memory.
	sessionCacheSize = 200_000
)

func newSessionCache() *sessionCache { return &sessionCache{entries: map[string]cachedSession{}} }

// get answers the cached session of a token hash, while it may be trusted at now.
func (c *sessionCache) get(hash string, now time.Time) (cachedSession, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[hash]
	if !ok || !now.Before(e.expiresAt) || now.Sub(e.checkedAt) >= sessionCacheFor || now.Before(e.checkedAt) {
		return cachedSession{}, false
	}
	return e, true
}

// currentGeneration answers the generation to give put for a session about to be read from the
// database.
func (c *sessionCache) currentGeneration() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation
}

// put keeps a session read from the database in generation.
func (c *sessionCache) put(hash string, e cachedSession, generation uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if generation != c.generation {
		return
	}
	if len(c.entries) >= sessionCacheSize {
		c.entries = map[string]cachedSession{}
	}
	c.entries[hash] = e
}

// forget drops every entry: sessions changed somewhere.
func (c *sessionCache) forget() {
	c.mu.Lock()
	c.entries = map[string]cachedSession{}
	c.generation++
	c.mu.Unlock()
}
