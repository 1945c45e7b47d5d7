package accounts

import (
	"testing"
	"time"

	"aspirant/internal/httpx"
)

func TestSessionCacheKeepsNothingStale(t *testing.T) {
	c := newSessionCache()
	now := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	entry := cachedSession{identity: httpx.Identity{UserID: 7}, expiresAt: now.Add(time.Hour), checkedAt: now, lastUsedAt: now}

	c.put("a", entry, c.currentGeneration())
	if _, ok := c.get("a", now.Add(59*time.Second)); !ok {
		t.Fatal("a session checked a moment ago is not trusted")
	}
	if _, ok := c.get("a", now.Add(sessionCacheFor)); ok {
		t.Fatal("a session is trusted past the cache's minute")
	}
	short := entry
	short.expiresAt = now.Add(10 * time.Second)
	c.put("b", short, c.currentGeneration())
	if _, ok := c.get("b", now.Add(10*time.Second)); ok {
		t.Fatal("an expired session is trusted")
	}

	// A session read before a forget (a logout elsewhere) is not kept after it.
	generation := c.currentGeneration()
	c.forget()
	c.put("c", entry, generation)
	if _, ok := c.get("c", now); ok {
		t.Fatal("a session read before the forget was kept")
	}
	if _, ok := c.get("a", now); ok {
		t.Fatal("the forget kept an entry")
	}
}
