// Package groupcommit makes many small durable writes cheap: requests hand their write to one
// committer, which runs every write waiting at that moment in a single transaction and
// acknowledges them all after its one commit. On SQLite with synchronous=FULL a commit costs
// a disk flush, so a thousand answers a second need a few dozen commits, not a thousand.
//
// Each write runs inside its own savepoint, so one failing write is rolled back alone and the
// others in its batch still commit.
package groupcommit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"aspirant/internal/db"
)

// Write is one request's work, run inside the shared transaction.
type Write func(ctx context.Context, tx *db.Tx) error

type job struct {
	write Write
	ctx   context.Context
	done  chan error
}

// Committer batches writes into shared transactions.
type Committer struct {
	db       *db.DB
	jobs     chan job
	maxBatch int
	maxWait  time.Duration

	// closing guards sends against Close: once closed is set, no job can enter the queue, so
	// the drain at shutdown sees every job that will ever be queued.
	closing sync.RWMutex
	closed  bool
	stop    chan struct{}
	stopped chan struct{}
}

// New starts a committer. maxBatch bounds a transaction's writes; maxWait is how long the
// committer waits for company once it has a write (0: it takes whatever is already queued).
func New(d *db.DB, maxBatch int, maxWait time.Duration) *Committer {
	c := &Committer{db: d, jobs: make(chan job, 4*maxBatch), maxBatch: maxBatch, maxWait: maxWait,
		stop: make(chan struct{}), stopped: make(chan struct{})}
	go c.run()
	return c
}

// ErrStopped: the committer was closed before the write ran.
var ErrStopped = errors.New("the committer has stopped")

// Do runs write in the next shared transaction and answers once that transaction has
// committed (nil) or the write failed (its error). A write is never half-applied.
func (c *Committer) Do(ctx context.Context, write Write) error {
	j := job{write: write, ctx: ctx, done: make(chan error, 1)}
	c.closing.RLock()
	if c.closed {
		c.closing.RUnlock()
		return ErrStopped
	}
	select {
	case c.jobs <- j:
		c.closing.RUnlock()
	case <-ctx.Done():
		c.closing.RUnlock()
		return ctx.Err()
	}
	// Once queued, the write will run even if the caller goes away: its answer may already
	// be on the learner's screen, so it must not be lost.
	return <-j.done
}

// Close stops the committer after the queued writes have run.
func (c *Committer) Close() {
	c.closing.Lock()
	if !c.closed {
		c.closed = true
		close(c.stop)
	}
	c.closing.Unlock()
	<-c.stopped
}

func (c *Committer) run() {
	defer close(c.stopped)
	for {
		var first job
		select {
		case first = <-c.jobs:
		case <-c.stop:
			c.drain()
			return
		}
		batch := []job{first}
		c.fill(&batch)
		c.commit(batch)
	}
}

// fill adds the writes already waiting, and those arriving within maxWait, up to maxBatch.
func (c *Committer) fill(batch *[]job) {
	var timeout <-chan time.Time
	if c.maxWait > 0 {
		timer := time.NewTimer(c.maxWait)
		defer timer.Stop()
		timeout = timer.C
	}
	for len(*batch) < c.maxBatch {
		select {
		case j := <-c.jobs:
			*batch = append(*batch, j)
			continue
		default:
		}
		if timeout == nil {
			return
		}
		select {
		case j := <-c.jobs:
			*batch = append(*batch, j)
		case <-timeout:
			return
		}
	}
}

func (c *Committer) drain() {
	for {
		select {
		case j := <-c.jobs:
			c.commit([]job{j})
		default:
			return
		}
	}
}

// commit runs a batch in one transaction. Each write gets a savepoint; a failed write is
// rolled back to it and answered with its error, the rest commit together.
func (c *Committer) commit(batch []job) {
	results := make([]error, len(batch))
	ctx := context.Background()
	err := c.db.InTx(ctx, func(tx *db.Tx) error {
		for i, j := range batch {
			if _, err := tx.Exec(ctx, "SAVEPOINT w"); err != nil {
				return err
			}
			if err := j.write(context.WithoutCancel(j.ctx), tx); err != nil {
				results[i] = err
				if _, err := tx.Exec(ctx, "ROLLBACK TO SAVEPOINT w"); err != nil {
					return err
				}
			}
			if _, err := tx.Exec(ctx, "RELEASE SAVEPOINT w"); err != nil {
				return err
			}
		}
		return nil
	})
	for i, j := range batch {
		if err != nil {
			j.done <- fmt.Errorf("group commit: %w", err)
		} else {
			j.done <- results[i]
		}
	}
}
