// Package groupcommit makes many small durable writes cheap: requests hand their write to a
// committer, which runs every write waiting at that moment in a single transaction and
// acknowledges them all after its one commit. On SQLite with synchronous=FULL a commit costs
// a disk flush, so a thousand answers a second need a few dozen commits, not a thousand.
//
// A committer has one or more lanes, each a queue with its own transactions. Writes with the
// same key (a learner) always take the same lane, so one learner's writes never race each
// other; different lanes commit in parallel. SQLite has one writer, so it gets one lane;
// PostgreSQL takes concurrent transactions, and a single lane would spend its time waiting on
// one connection's round trips.
//
// One failing write is rolled back alone and the others in its batch still commit: a batch
// with a failed write runs again with a savepoint per write. So a write may run more than once
// (its earlier runs rolled back), and sets whatever it reports to its caller anew on each run.
package groupcommit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"aspirant/internal/db"
)

// Write is one request's work, run inside the shared transaction; it may run again after a
// rollback (see the package comment), so it must not carry state over from an earlier run.
type Write func(ctx context.Context, tx *db.Tx) error

type job struct {
	write Write
	ctx   context.Context
	done  chan error
}

// Committer batches writes into shared transactions.
type Committer struct {
	lanes []*lane

	// closing guards sends against Close: once closed is set, no job can enter a queue, so
	// the drain at shutdown sees every job that will ever be queued.
	closing sync.RWMutex
	closed  bool
}

type lane struct {
	db       *db.DB
	jobs     chan job
	maxBatch int
	maxWait  time.Duration
	stop     chan struct{}
	stopped  chan struct{}
}

// New starts a committer with the given number of lanes (at least one). maxBatch bounds a
// transaction's writes; maxWait is how long a lane waits for company once it has a write (0:
// it takes whatever is already queued).
func New(d *db.DB, lanes, maxBatch int, maxWait time.Duration) *Committer {
	c := &Committer{}
	for range max(lanes, 1) {
		l := &lane{db: d, jobs: make(chan job, 4*maxBatch), maxBatch: maxBatch, maxWait: maxWait,
			stop: make(chan struct{}), stopped: make(chan struct{})}
		c.lanes = append(c.lanes, l)
		go l.run()
	}
	return c
}

// ErrStopped: the committer was closed before the write ran.
var ErrStopped = errors.New("the committer has stopped")

// Do runs write in the next shared transaction of key's lane and answers once that
// transaction has committed (nil) or the write failed (its error). A write is never
// half-applied. Writes with the same key run one after another, in the order they came.
func (c *Committer) Do(ctx context.Context, key int64, write Write) error {
	l := c.lanes[uint64(key)%uint64(len(c.lanes))]
	j := job{write: write, ctx: ctx, done: make(chan error, 1)}
	c.closing.RLock()
	if c.closed {
		c.closing.RUnlock()
		return ErrStopped
	}
	select {
	case l.jobs <- j:
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
		for _, l := range c.lanes {
			close(l.stop)
		}
	}
	c.closing.Unlock()
	for _, l := range c.lanes {
		<-l.stopped
	}
}

func (l *lane) run() {
	defer close(l.stopped)
	for {
		var first job
		select {
		case first = <-l.jobs:
		case <-l.stop:
			l.drain()
			return
		}
		batch := []job{first}
		l.fill(&batch)
		l.commit(batch)
	}
}

// fill adds the writes already waiting, and those arriving within maxWait, up to maxBatch.
func (l *lane) fill(batch *[]job) {
	var timeout <-chan time.Time
	if l.maxWait > 0 {
		timer := time.NewTimer(l.maxWait)
		defer timer.Stop()
		timeout = timer.C
	}
	for len(*batch) < l.maxBatch {
		select {
		case j := <-l.jobs:
			*batch = append(*batch, j)
			continue
		default:
		}
		if timeout == nil {
			return
		}
		select {
		case j := <-l.jobs:
			*batch = append(*batch, j)
		case <-timeout:
			return
		}
	}
}

func (l *lane) drain() {
	for {
		select {
		case j := <-l.jobs:
			l.commit([]job{j})
		default:
			return
		}
	}
}

// commit runs a batch in one transaction. Almost every write of a batch succeeds, so the batch
// first runs without savepoints: on PostgreSQL each savepoint and its release are two round trips
// per write, a quarter of a sheet's at the close of a mock. When a write fails, that transaction
// is rolled back and the batch runs again with a savepoint per write, so the failed write is
// rolled back alone and answered with its error while the rest commit together. A batch of one
// needs neither: its own transaction is rolled back instead.
func (l *lane) commit(batch []job) {
	ctx := context.Background()
	if len(batch) == 1 {
		j := batch[0]
		err := l.db.InTx(ctx, func(tx *db.Tx) error { return j.write(context.WithoutCancel(j.ctx), tx) })
		j.done <- err
		return
	}
	err := l.db.InTx(ctx, func(tx *db.Tx) error {
		for _, j := range batch {
			if err := j.write(context.WithoutCancel(j.ctx), tx); err != nil {
				return errWriteFailed
			}
		}
		return nil
	})
	if errors.Is(err, errWriteFailed) {
		l.commitIsolated(batch)
		return
	}
	go answer(batch, make([]error, len(batch)), err)
}

// errWriteFailed rolls back a batch run without savepoints, to be run again with them.
var errWriteFailed = errors.New("a write of the batch failed")

// commitIsolated runs a batch in one transaction with a savepoint per write: a failed write is
// rolled back to its savepoint and answered with its error, the rest commit together.
func (l *lane) commitIsolated(batch []job) {
	ctx := context.Background()
	results := make([]error, len(batch))
	err := l.db.InTx(ctx, func(tx *db.Tx) error {
		for i, j := range batch {
			if err := tx.Savepoint(ctx); err != nil {
				return err
			}
			if err := j.write(context.WithoutCancel(j.ctx), tx); err != nil {
				results[i] = err
				if err := tx.RollbackToSavepoint(ctx); err != nil {
					return err
				}
			}
			if err := tx.ReleaseSavepoint(ctx); err != nil {
				return err
			}
		}
		return nil
	})
	go answer(batch, results, err)
}

// answer tells each write of a committed (or failed) batch its result: results[i] for the
// i-th, or the transaction's err for all. It runs on a goroutine of its own: every answer wakes
// a request, and a lane that woke a batch's worth of them would wait behind their work for a
// processor before it could start the next batch (seen in the execution trace of a mock's close
// on PostgreSQL: most of a lane's time went there).
func answer(batch []job, results []error, err error) {
	for i, j := range batch {
		if err != nil {
			j.done <- fmt.Errorf("group commit: %w", err)
		} else {
			j.done <- results[i]
		}
	}
}
