// Package cache keeps answers that may be a few seconds stale (public marketing content,
// catalogue lists) so that a crowd asking the same thing costs one query. Concurrent misses
// for one key share a single load.
package cache

import (
	"context"
	"strconv"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// TTL caches values by key for a fixed time.
type TTL[V any] struct {
	ttl        time.Duration
	now        func() time.Time
	maxEntries int
	group      singleflight.Group

	mu      sync.Mutex
	entries map[string]entry[V]
	// generation counts Forget calls. A load that began before a Forget read what the write
	// replaced: it answers its callers but is not stored, and later callers start a new load.
	generation uint64
}

type entry[V any] struct {
	value   V
	expires time.Time
}

// New makes a cache whose entries live for ttl, of at most 10,000 entries.
func New[V any](ttl time.Duration, now func() time.Time) *TTL[V] {
	return NewBounded[V](ttl, now, 10_000)
}

// NewBounded is New for a cache of at most maxEntries entries: past it, expired entries go, and
// if that is not enough, all of them. The bound keeps the memory of clients asking for many
// distinct keys (made-up ids) in check; a cache of something per learner needs room for a crowd.
func NewBounded[V any](ttl time.Duration, now func() time.Time, maxEntries int) *TTL[V] {
	return &TTL[V]{ttl: ttl, now: now, maxEntries: maxEntries, entries: map[string]entry[V]{}}
}

// Get answers the cached value for key, or loads, caches and answers it. Errors are not
// cached.
func (c *TTL[V]) Get(ctx context.Context, key string, load func(context.Context) (V, error)) (V, error) {
	c.mu.Lock()
	e, ok := c.entries[key]
	generation := c.generation
	c.mu.Unlock()
	if ok && c.now().Before(e.expires) {
		return e.value, nil
	}
	v, err, _ := c.group.Do(strconv.FormatUint(generation, 10)+"/"+key, func() (any, error) {
		// Detached from the first caller's cancellation: the others wait on this load too.
		value, err := load(context.WithoutCancel(ctx))
		if err != nil {
			return value, err
		}
		c.mu.Lock()
		if c.generation == generation {
			c.store(key, value)
		}
		c.mu.Unlock()
		return value, nil
	})
	return v.(V), err
}

func (c *TTL[V]) store(key string, value V) {
	now := c.now()
	if len(c.entries) >= c.maxEntries {
		for k, e := range c.entries {
			if !now.Before(e.expires) {
				delete(c.entries, k)
			}
		}
		if len(c.entries) >= c.maxEntries {
			clear(c.entries)
		}
	}
	c.entries[key] = entry[V]{value: value, expires: now.Add(c.ttl)}
}

// Forget drops every entry, after a write that changes what they hold.
func (c *TTL[V]) Forget() {
	c.mu.Lock()
	clear(c.entries)
	c.generation++
	c.mu.Unlock()
}
