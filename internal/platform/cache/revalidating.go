package cache

import (
	"context"
	"fmt"
	"sync"

	"golang.org/x/sync/singleflight"
)

// Revalidating keeps one value per key with no expiry: a value the caller finds stale is still
// answered at once while a fresh one loads in the background. It suits values that are costly to
// build and read by a crowd (a test's ranking over 100,000 attempts): no request waits for a
// rebuild except the very first, and that first load is shared by everyone who asks meanwhile.
type Revalidating[K comparable, V any] struct {
	mu      sync.Mutex
	entries map[K]*revalidating[V]
	// generation counts Forget calls, as TTL's does: a load that began before one read what the
	// write replaced, so it answers its callers but is not kept.
	generation uint64
	first      singleflight.Group
}

type revalidating[V any] struct {
	value      V
	refreshing bool // one background load at a time per key
}

// NewRevalidating makes an empty cache.
func NewRevalidating[K comparable, V any]() *Revalidating[K, V] {
	return &Revalidating[K, V]{entries: map[K]*revalidating[V]{}}
}

// Get answers key's kept value, starting a background load of a fresh one when stale says the
// kept one is out of date (the kept one answers until the fresh one replaces it; a failed
// background load keeps it). Without a kept value it loads one now. Errors are not kept.
func (c *Revalidating[K, V]) Get(ctx context.Context, key K, stale func(V) bool, load func(context.Context) (V, error)) (V, error) {
	c.mu.Lock()
	if e, ok := c.entries[key]; ok {
		if !e.refreshing && stale(e.value) {
			e.refreshing = true
			go c.refresh(key, c.generation, load)
		}
		value := e.value
		c.mu.Unlock()
		return value, nil
	}
	generation := c.generation
	c.mu.Unlock()
	v, err, _ := c.first.Do(fmt.Sprint(generation, "/", key), func() (any, error) {
		value, err := load(context.WithoutCancel(ctx))
		if err != nil {
			return value, err
		}
		c.mu.Lock()
		if c.generation == generation {
			c.entries[key] = &revalidating[V]{value: value}
		}
		c.mu.Unlock()
		return value, nil
	})
	return v.(V), err
}

func (c *Revalidating[K, V]) refresh(key K, generation uint64, load func(context.Context) (V, error)) {
	value, err := load(context.Background())
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || c.generation != generation {
		return
	}
	e.refreshing = false
	if err == nil {
		e.value = value
	}
}

// Forget drops every kept value, after a write that changes what they hold.
func (c *Revalidating[K, V]) Forget() {
	c.mu.Lock()
	clear(c.entries)
	c.generation++
	c.mu.Unlock()
}
