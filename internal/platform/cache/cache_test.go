package cache

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestCachesUntilExpiryAndSharesLoads(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	c := New[int](10*time.Second, clock)
	var loads atomic.Int32
	release := make(chan struct{})
	load := func(context.Context) (int, error) {
		<-release
		return int(loads.Add(1)), nil
	}
	var wg sync.WaitGroup
	results := make([]int, 20)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], _ = c.Get(context.Background(), "k", load)
		}()
	}
	time.Sleep(20 * time.Millisecond)
	close(release)
	wg.Wait()
	if loads.Load() != 1 {
		t.Fatalf("%d loads for one key under a crowd, want 1", loads.Load())
	}
	if v, _ := c.Get(context.Background(), "k", load); v != 1 || loads.Load() != 1 {
		t.Fatal("a fresh entry was loaded again")
	}
	mu.Lock()
	now = now.Add(11 * time.Second)
	mu.Unlock()
	if v, _ := c.Get(context.Background(), "k", load); v != 2 {
		t.Fatalf("an expired entry answered %d", v)
	}
}

func TestErrorsAreNotCachedAndMemoryIsBounded(t *testing.T) {
	c := NewBounded[int](time.Minute, time.Now, 100)
	boom := errors.New("boom")
	if _, err := c.Get(context.Background(), "k", func(context.Context) (int, error) { return 0, boom }); err != boom {
		t.Fatal(err)
	}
	if v, err := c.Get(context.Background(), "k", func(context.Context) (int, error) { return 7, nil }); err != nil || v != 7 {
		t.Fatalf("after an error: %d %v", v, err)
	}
	for i := 0; i < c.maxEntries+5; i++ {
		_, _ = c.Get(context.Background(), fmt.Sprint(i), func(context.Context) (int, error) { return i, nil })
	}
	if len(c.entries) > c.maxEntries {
		t.Fatalf("%d entries", len(c.entries))
	}
}

// A load that read the old data before a write's Forget must not put it back in the cache.
func TestALoadOverlappingForgetIsNotKept(t *testing.T) {
	c := New[string](time.Minute, time.Now)
	started, release := make(chan struct{}), make(chan struct{})
	done := make(chan string)
	go func() {
		v, _ := c.Get(context.Background(), "k", func(context.Context) (string, error) {
			close(started)
			<-release
			return "before the write", nil
		})
		done <- v
	}()
	<-started
	c.Forget() // the write commits while the load is still reading
	close(release)
	if v := <-done; v != "before the write" {
		t.Fatalf("the slow load answered %q", v)
	}
	v, err := c.Get(context.Background(), "k", func(context.Context) (string, error) { return "after the write", nil })
	if err != nil || v != "after the write" {
		t.Fatalf("after Forget the cache answered %q, %v", v, err)
	}
}
