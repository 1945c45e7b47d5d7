package cache

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

// A stale value keeps answering while one fresh value loads in the background; the fresh one
// then answers, and a failed refresh keeps the old one.
func TestAStaleValueAnswersWhileOneRefreshLoads(t *testing.T) {
	c := NewRevalidating[int64, int]()
	var version atomic.Int64
	version.Store(1)
	stale := func(v int) bool { return int64(v) != version.Load() }
	var loads atomic.Int32
	release := make(chan struct{}, 1)
	load := func(context.Context) (int, error) {
		if loads.Add(1) > 1 {
			<-release
		}
		return int(version.Load()), nil
	}
	if v, err := c.Get(context.Background(), 7, stale, load); v != 1 || err != nil {
		t.Fatalf("first load: %d %v", v, err)
	}
	version.Store(2)
	for range 20 {
		if v, _ := c.Get(context.Background(), 7, stale, load); v != 1 {
			t.Fatalf("a request waited for the refresh: %d", v)
		}
	}
	release <- struct{}{}
	waitFor(t, func() bool { v, _ := c.Get(context.Background(), 7, stale, load); return v == 2 })
	if n := loads.Load(); n != 2 {
		t.Fatalf("%d loads for one refresh under a crowd, want 2", n)
	}

	version.Store(3)
	failing := func(context.Context) (int, error) { return 0, errors.New("the database is away") }
	if v, _ := c.Get(context.Background(), 7, stale, failing); v != 2 {
		t.Fatalf("during a failing refresh: %d", v)
	}
	waitFor(t, func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return !c.entries[7].refreshing
	})
	if v, _ := c.Get(context.Background(), 7, func(int) bool { return false }, load); v != 2 {
		t.Fatalf("after a failed refresh: %d, want the kept 2", v)
	}
}

// A first load that read before a Forget answers its callers but is not kept.
func TestARevalidatingLoadOverlappingForgetIsNotKept(t *testing.T) {
	c := NewRevalidating[string, string]()
	never := func(string) bool { return false }
	started, release, done := make(chan struct{}), make(chan struct{}), make(chan string)
	go func() {
		v, _ := c.Get(context.Background(), "k", never, func(context.Context) (string, error) {
			close(started)
			<-release
			return "before the write", nil
		})
		done <- v
	}()
	<-started
	c.Forget()
	close(release)
	if v := <-done; v != "before the write" {
		t.Fatalf("the slow load answered %q", v)
	}
	v, _ := c.Get(context.Background(), "k", never, func(context.Context) (string, error) { return "after the write", nil })
	if v != "after the write" {
		t.Fatalf("after Forget: %q", v)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatal("not within 5 s")
}
