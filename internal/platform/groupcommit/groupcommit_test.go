package groupcommit_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/groupcommit"
	"aspirant/internal/testutil"
)

func TestWritesAreBatchedAndFailuresIsolated(t *testing.T) {
	d := testutil.NewDB(t)
	c := groupcommit.New(d, 1, 64, 2*time.Millisecond)
	defer c.Close()
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 200)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.Do(ctx, 0, func(ctx context.Context, tx *db.Tx) error {
				if i%50 == 7 {
					// A write that fails half way: its first row must not survive.
					if _, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path, position) VALUES (?, ?, ?)", "doomed", "/x", i); err != nil {
						return err
					}
					return errors.New("refused")
				}
				_, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path, position) VALUES (?, ?, ?)", fmt.Sprint("item ", i), "/ok", i)
				return err
			})
		}()
	}
	wg.Wait()
	failed := 0
	for i, err := range errs {
		if i%50 == 7 {
			if err == nil || err.Error() != "refused" {
				t.Errorf("write %d: %v, want its own error", i, err)
			}
			failed++
		} else if err != nil {
			t.Errorf("write %d: %v", i, err)
		}
	}
	var rows, doomed int
	d.Get(ctx, &rows, "SELECT COUNT(*) FROM app_menu WHERE path = '/ok'")
	d.Get(ctx, &doomed, "SELECT COUNT(*) FROM app_menu WHERE title = 'doomed'")
	if rows != 200-failed || doomed != 0 {
		t.Fatalf("%d rows committed (want %d), %d rows of failed writes survived", rows, 200-failed, doomed)
	}
}

func TestCloseRunsQueuedWrites(t *testing.T) {
	d := testutil.NewDB(t)
	c := groupcommit.New(d, 1, 8, 0)
	ctx := context.Background()
	if err := c.Do(ctx, 0, func(ctx context.Context, tx *db.Tx) error {
		_, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path) VALUES ('a', '/a')")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if err := c.Do(ctx, 0, func(context.Context, *db.Tx) error { return nil }); !errors.Is(err, groupcommit.ErrStopped) {
		t.Fatalf("after close: %v", err)
	}
}

// With several lanes every write still commits, and writes with the same key never run at the
// same time (a learner's autosave and submit cannot race), while other keys go on.
func TestLanesKeepAKeysWritesApart(t *testing.T) {
	d := testutil.NewDB(t)
	c := groupcommit.New(d, 4, 16, time.Millisecond)
	defer c.Close()
	ctx := context.Background()
	var mu sync.Mutex
	running := map[int64]int{}
	overlaps := 0
	var wg sync.WaitGroup
	for i := range 120 {
		key := int64(i % 6)
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := c.Do(ctx, key, func(ctx context.Context, tx *db.Tx) error {
				mu.Lock()
				running[key]++
				if running[key] > 1 {
					overlaps++
				}
				mu.Unlock()
				time.Sleep(200 * time.Microsecond)
				_, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path, position) VALUES (?, ?, ?)", fmt.Sprint("key ", key), "/lanes", i)
				mu.Lock()
				running[key]--
				mu.Unlock()
				return err
			})
			if err != nil {
				t.Errorf("write %d: %v", i, err)
			}
		}()
	}
	wg.Wait()
	var rows int
	if err := d.Get(ctx, &rows, "SELECT COUNT(*) FROM app_menu WHERE path = '/lanes'"); err != nil {
		t.Fatal(err)
	}
	if rows != 120 || overlaps != 0 {
		t.Fatalf("%d of 120 writes committed; %d times a key's writes overlapped", rows, overlaps)
	}
}
