// Package ratelimit counts attempts in fixed time windows kept in the database, so that every
// server process behind a load balancer shares the same counts (login, sign-up, password
// recovery, enquiries).
package ratelimit

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/locale"
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

// window is the fixed window of a rule that holds the present moment.
type window struct {
	bucket string
	start  int64 // unix seconds
	retry  time.Duration
}

func (l *Limiter) window(rule Rule, key string) window {
	now := l.now().UTC()
	seconds := int64(rule.Window / time.Second)
	start := now.Unix() / seconds * seconds
	return window{bucket: rule.Name + ":" + key, start: start, retry: time.Unix(start+seconds, 0).Sub(now)}
}

// TooMany is the answer once a window is used up: a 429 that says how long to wait, in words
// and in Retry-After. httpx writes it as it writes its own errors (this package sits below
// httpx, so it carries its answer through the methods httpx asks for).
type TooMany struct{ Wait time.Duration }

func (e *TooMany) Error() string             { return e.ClientMessage().String() }
func (*TooMany) HTTPStatus() int             { return http.StatusTooManyRequests }
func (e *TooMany) RetryAfter() time.Duration { return e.Wait }

// ClientMessage is the sentence the client reads, in its language when httpx writes it.
func (e *TooMany) ClientMessage() locale.Message {
	return locale.T("Too many attempts. Please try again in %s.", humanWait(e.Wait))
}

func (w window) tooMany() error { return &TooMany{Wait: w.retry} }

func (l *Limiter) add(ctx context.Context, w window) (int64, error) {
	return l.db.InsertID(ctx, `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (?, ?, 1)
		ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
		RETURNING hits`, w.bucket, w.start)
}

// Hit counts one attempt for key under rule and answers a *TooMany (429 with Retry-After)
// when the window's count is over the limit.
func (l *Limiter) Hit(ctx context.Context, rule Rule, key string) error {
	w := l.window(rule, key)
	hits, err := l.add(ctx, w)
	if err != nil {
		return err
	}
	if hits <= int64(rule.Limit) {
		return nil
	}
	return w.tooMany()
}

// Check answers the same 429 as Hit once key has used up rule's limit in this window, but counts
// nothing. It is for limits on failures, where an attempt is counted (with Record) only once it
// has failed: the check comes first, so a refused attempt costs no password hash. Check and
// Record are two statements, so attempts running at the same moment may pass a few over the
// limit; the next attempt after them is refused.
func (l *Limiter) Check(ctx context.Context, rule Rule, key string) error {
	w := l.window(rule, key)
	var hits int64
	err := l.db.Get(ctx, &hits, "SELECT hits FROM rate_limit_hits WHERE bucket = ? AND window_start = ?", w.bucket, w.start)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if hits < int64(rule.Limit) {
		return nil
	}
	return w.tooMany()
}

// Record counts one attempt for key under rule, for a later Check.
func (l *Limiter) Record(ctx context.Context, rule Rule, key string) error {
	_, err := l.add(ctx, l.window(rule, key))
	return err
}

// AddressKey is the form a client's address takes in a bucket key. An IPv6 address counts as
// its /64 network: an internet line is usually handed a whole /64, so one client can take a new
// address in it at will and would otherwise start a fresh count each time (a classroom's devices
// share one /64 as they share one IPv4 address behind NAT).
func AddressKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.WithZone("").Unmap()
	if addr.Is4() {
		return addr.String()
	}
	network, err := addr.Prefix(64)
	if err != nil {
		return addr.String()
	}
	return network.String()
}

// Sweep deletes windows that ended more than a day ago.
func (l *Limiter) Sweep(ctx context.Context) error {
	_, err := l.db.Exec(ctx, "DELETE FROM rate_limit_hits WHERE window_start < ?", l.now().Add(-24*time.Hour).Unix())
	return err
}

func humanWait(d time.Duration) locale.Message {
	if d < time.Minute {
		return locale.T("a minute")
	}
	minutes := int((d + time.Minute - 1) / time.Minute)
	if minutes == 1 {
		return locale.T("1 minute")
	}
	return locale.T("%d minutes", minutes)
}
