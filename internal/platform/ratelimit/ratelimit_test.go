package ratelimit_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"aspirant/internal/platform/ratelimit"
	"aspirant/internal/testutil"
)

func tooMany(t *testing.T, err error) *ratelimit.TooMany {
	t.Helper()
	var e *ratelimit.TooMany
	if !errors.As(err, &e) || e.HTTPStatus() != 429 || e.RetryAfter() <= 0 || !strings.Contains(e.ClientMessage().String(), "minute") {
		t.Fatalf("want a 429 naming the wait, got %v", err)
	}
	return e
}

func TestHitRefusesPastTheLimit(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 5, 1, 10, 3, 0, 0, time.UTC)
	l := ratelimit.New(testutil.NewDB(t), func() time.Time { return now })
	rule := ratelimit.Rule{Name: "test-hit", Limit: 2, Window: 15 * time.Minute}
	for i := 0; i < 2; i++ {
		if err := l.Hit(ctx, rule, "a"); err != nil {
			t.Fatalf("hit %d: %v", i+1, err)
		}
	}
	if e := tooMany(t, l.Hit(ctx, rule, "a")); e.Wait != 12*time.Minute || e.ClientMessage().String() != "Too many attempts. Please try again in 12 minutes." {
		t.Fatalf("retry after %v, %q", e.Wait, e.ClientMessage())
	}
	if err := l.Hit(ctx, rule, "b"); err != nil {
		t.Fatalf("another key shares the count: %v", err)
	}
	now = now.Add(12 * time.Minute)
	if err := l.Hit(ctx, rule, "a"); err != nil {
		t.Fatalf("the next window: %v", err)
	}
}

func TestCheckCountsNothingAndRecordCounts(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 5, 1, 10, 0, 30, 0, time.UTC)
	l := ratelimit.New(testutil.NewDB(t), func() time.Time { return now })
	rule := ratelimit.Rule{Name: "test-failures", Limit: 3, Window: 15 * time.Minute}
	for i := 0; i < 10; i++ {
		if err := l.Check(ctx, rule, "a"); err != nil {
			t.Fatalf("check %d with nothing recorded: %v", i+1, err)
		}
	}
	for i := 0; i < 3; i++ {
		if err := l.Check(ctx, rule, "a"); err != nil {
			t.Fatalf("check after %d failures: %v", i, err)
		}
		if err := l.Record(ctx, rule, "a"); err != nil {
			t.Fatal(err)
		}
	}
	tooMany(t, l.Check(ctx, rule, "a"))
	if err := l.Check(ctx, rule, "b"); err != nil {
		t.Fatalf("another key shares the count: %v", err)
	}
	// Record and Hit share buckets: Hit refuses the attempt after the limit too.
	tooMany(t, l.Hit(ctx, rule, "a"))
	now = now.Add(15 * time.Minute)
	if err := l.Check(ctx, rule, "a"); err != nil {
		t.Fatalf("the next window: %v", err)
	}
}

func TestAddressKeyGroupsAnIPv6LineByItsNetwork(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":               "203.0.113.7",
		"::ffff:203.0.113.7":        "203.0.113.7",
		"2001:db8:1:2:aaaa::1":      "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff:1:2:3":   "2001:db8:1:2::/64",
		"2001:db8:1:3::1":           "2001:db8:1:3::/64",
		"fe80::1%eth0":              "fe80::/64",
		"not an address (a test's)": "not an address (a test's)",
	} {
		if got := ratelimit.AddressKey(ip); got != want {
			t.Errorf("AddressKey(%q) = %q, want %q", ip, got, want)
		}
	}
}
