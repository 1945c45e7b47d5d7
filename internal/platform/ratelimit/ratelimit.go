// Package ratelimit counts attempts in fixed time windows kept in the database, so that every
// server process behind a load balancer shares the same counts (login, sign-up, password
// recovery, enquiries).
package ratelimit

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// Rule is a limit: at most Limit attempts per Window.
type Rule struct {
	Name   string // part of the bucket key, e.g. "login-ip"
	Limit  int
	Window time.Duration
}

// Limiter checks rules against the database.
type Limiter struct {
	db  *db.DB
	now func() time.Time
}

func New(d *db.DB, now func() time.Time) *Limiter { return &Limiter{db: d, now: now} }

// Hit counts one attempt for key under rule and answers a 429 *httpx.Error with Retry-After
// when the window's count is over the limit.
func (l *Limiter) Hit(ctx context.Context, rule Rule, key string) error {
	now := l.now().UTC()
	windowSeconds := int64(rule.Window / time.Second)
	start := now.Unix() / windowSeconds * windowSeconds
	hits, err := l.db.InsertID(ctx, `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (?, ?, 1)
		ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
		RETURNING hits`, rule.Name+":"+key, start)
	if err != nil {
		return err
	}
	if hits <= int64(rule.Limit) {
		return nil
	}
	retry := time.Unix(start+windowSeconds, 0).Sub(now)
	return &httpx.Error{
		Status:     http.StatusTooManyRequests,
		Message:    fmt.Sprintf("Too many attempts. Please try again in %s.", humanWait(retry)),
		RetryAfter: retry,
	}
}

// Sweep deletes windows that ended more than a day ago.
func (l *Limiter) Sweep(ctx context.Context) error {
	_, err := l.db.Exec(ctx, "DELETE FROM rate_limit_hits WHERE window_start < ?", l.now().Add(-24*time.Hour).Unix())
	return err
}

func humanWait(d time.Duration) string {
	if d < time.Minute {
		return "a minute"
	}
	minutes := int((d + time.Minute - 1) / time.Minute)
	if minutes == 1 {
		return "1 minute"
	}
	return fmt.Sprintf("%d minutes", minutes)
}
