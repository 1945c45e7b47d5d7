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
	c := groupcommit.New(d, 64, 2*time.Millisecond)
	defer c.Close()
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 200)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.Do(ctx, func(ctx context.Context, tx *db.Tx) error {
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
	c := groupcommit.New(d, 8, 0)
	ctx := context.Background()
	if err := c.Do(ctx, func(ctx context.Context, tx *db.Tx) error {
		_, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path) VALUES ('a', '/a')")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if err := c.Do(ctx, func(context.Context, *db.Tx) error { return nil }); !errors.Is(err, groupcommit.ErrStopped) {
		t.Fatalf("after close: %v", err)
	}
}
