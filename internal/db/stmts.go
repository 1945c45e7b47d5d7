package db

import (
	"context"
	"sync"

	"github.com/jmoiron/sqlx"
)

// stmtCache keeps one prepared statement per query text of a SQLite pool. The pure-Go driver
// parses a query every time it is run unprepared, and at an all-India opening parsing was a
// quarter of the server's processor time (docs/performance.md). database/sql prepares a cached
// statement again on each connection that first uses it, and a transaction reuses the one its
// connection already has. PostgreSQL needs none of this: pgx caches statements per connection.
type stmtCache struct {
	pool *sqlx.DB
	mu   sync.Mutex
	// stmts holds the prepared statements; preparing marks the ones a goroutine is preparing.
	stmts     map[string]*sqlx.Stmt
	preparing map[string]bool
	closed    bool
}

// stmtCacheSize bounds the statements: queries are constants, except those built with a
// number of placeholders (IN lists), whose rarer shapes simply run unprepared.
const stmtCacheSize = 1024

func newStmtCache(pool *sqlx.DB) *stmtCache {
	return &stmtCache{pool: pool, stmts: map[string]*sqlx.Stmt{}, preparing: map[string]bool{}}
}

// get answers the prepared statement of query, preparing it now when it is new; nil when it
// cannot be cached (the cache is full, closed, or preparing failed: the caller runs it as it is).
func (c *stmtCache) get(ctx context.Context, query string) *sqlx.Stmt {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	st, ok := c.stmts[query]
	full := c.closed || len(c.stmts) >= stmtCacheSize
	c.mu.Unlock()
	if ok || full {
		return st
	}
	st, err := c.pool.PreparexContext(ctx, query)
	if err != nil {
		return nil
	}
	return c.keep(query, st)
}

// forTx answers the prepared statement of query for a transaction, or nil the first time: a
// transaction of the write pool holds its only connection, so preparing through the pool would
// wait for the transaction itself. The statement is prepared in the background once the
// connection is free, and the next transaction finds it.
func (c *stmtCache) forTx(query string) *sqlx.Stmt {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.stmts[query]; ok || c.closed || c.preparing[query] || len(c.stmts) >= stmtCacheSize {
		return st
	}
	c.preparing[query] = true
	go func() {
		st, err := c.pool.PreparexContext(context.Background(), query)
		c.mu.Lock()
		delete(c.preparing, query)
		c.mu.Unlock()
		if err == nil {
			c.keep(query, st)
		}
	}()
	return nil
}

// keep stores a freshly prepared statement, unless another goroutine stored one first or the
// cache was closed meanwhile, and answers the one to use.
func (c *stmtCache) keep(query string, st *sqlx.Stmt) *sqlx.Stmt {
	c.mu.Lock()
	defer c.mu.Unlock()
	if have, ok := c.stmts[query]; ok || c.closed {
		_ = st.Close()
		return have
	}
	c.stmts[query] = st
	return st
}

// close closes every statement, before the pool closes.
func (c *stmtCache) close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	for _, st := range c.stmts {
		_ = st.Close()
	}
	c.stmts = map[string]*sqlx.Stmt{}
}
