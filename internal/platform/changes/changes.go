// Package changes carries one signal between the servers that share a database: "staff changed
// what these caches hold". A write records the change in its own transaction (a counter per
// topic and, on PostgreSQL, a notification that is delivered when the transaction commits).
// Every server reads the counters when notified, right after its own writes, and on a short
// poll in case a notification was missed, and clears the caches subscribed to each topic that
// moved. Data that decides a score or an access is never served from a stale cache: scoring
// checks the paper's version in its own transaction (see internal/prelims).
package changes

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"aspirant/internal/db"
)

// Topic names a kind of cached data.
type Topic string

const (
	// Catalogue is everything staff edit that learners' pages cache: sections, types,
	// subscriptions, libraries, tests and their papers, the home page's content.
	Catalogue Topic = "catalogue"
	// Scores changes when results are recalculated (a corrected answer key): rankings.
	Scores Topic = "scores"
	// Sessions changes when a session ends before its time or what a session stands for
	// changes (logout, a new password, a disabled account, a new role or language): the
	// signed-in callers each server has checked.
	Sessions Topic = "sessions"
	// Entitlements changes when a learner gains or loses a subscription (a payment, a grant or
	// a revocation by staff or support): what each server knows learners may open.
	Entitlements Topic = "entitlements"
)

// channel is the PostgreSQL notification channel of the feed.
const channel = "aspirant_changes"

// Feed records changes and keeps this server's caches in step with them.
type Feed struct {
	db  *db.DB
	log *slog.Logger

	mu          sync.Mutex // one Sync at a time; guards seen and subscribers
	seen        map[Topic]int64
	subscribers map[Topic][]func()
}

func New(d *db.DB, log *slog.Logger) *Feed {
	return &Feed{db: d, log: log, seen: map[Topic]int64{}, subscribers: map[Topic][]func(){}}
}

// Subscribe calls forget whenever topic moves.
func (f *Feed) Subscribe(topic Topic, forget func()) {
	f.mu.Lock()
	f.subscribers[topic] = append(f.subscribers[topic], forget)
	f.mu.Unlock()
}

// Record notes in tx that topics changed. After the transaction commits, the writer calls Sync
// so that its own server forgets at once; the others hear of it from the database.
func (f *Feed) Record(ctx context.Context, tx *db.Tx, topics ...Topic) error {
	return Record(ctx, tx, topics...)
}

// Record is Feed.Record for a write made where there is no feed (a command beside the
// servers): the servers hear of it from the database.
func Record(ctx context.Context, tx *db.Tx, topics ...Topic) error {
	for _, topic := range topics {
		if _, err := tx.Exec(ctx, `INSERT INTO change_counters (topic, counter) VALUES (?, 1)
			ON CONFLICT (topic) DO UPDATE SET counter = change_counters.counter + 1`, string(topic)); err != nil {
			return err
		}
	}
	return tx.Notify(ctx, channel, "")
}

// Write runs write in a transaction that records that topic changed, then clears this server's
// caches of it at once; the other servers hear of it from the database.
func (f *Feed) Write(ctx context.Context, topic Topic, write func(tx *db.Tx) error) error {
	return f.WriteIf(ctx, topic, func(tx *db.Tx) (bool, error) { return true, write(tx) })
}

// WriteIf is Write for a write that may change nothing: it records the change only when write
// answers that it changed something.
func (f *Feed) WriteIf(ctx context.Context, topic Topic, write func(tx *db.Tx) (bool, error)) error {
	changed := false
	err := f.db.InTx(ctx, func(tx *db.Tx) error {
		var err error
		if changed, err = write(tx); err != nil || !changed {
			return err
		}
		return f.Record(ctx, tx, topic)
	})
	if err != nil || !changed {
		return err
	}
	f.CatchUp(ctx)
	return nil
}

// CatchUp is Sync after this server's own write, so that its caches forget at once. Should the
// read fail, the write stands and the caches catch up at the feed's next poll.
func (f *Feed) CatchUp(ctx context.Context) {
	if err := f.Sync(ctx); err != nil {
		f.log.Warn("read change counters after a write", "err", err)
	}
}

// Sync reads the counters and clears the caches of every topic that moved since the last read.
func (f *Feed) Sync(ctx context.Context) error {
	var rows []struct {
		Topic   string `db:"topic"`
		Counter int64  `db:"counter"`
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.db.Select(ctx, &rows, "SELECT topic, counter FROM change_counters"); err != nil {
		return err
	}
	for _, r := range rows {
		topic := Topic(r.Topic)
		if seen, ok := f.seen[topic]; ok && seen == r.Counter {
			continue
		}
		f.seen[topic] = r.Counter
		for _, forget := range f.subscribers[topic] {
			forget()
		}
	}
	return nil
}

// Run keeps this server in step until ctx ends: on PostgreSQL it listens for the
// notifications of other servers' writes; on both databases it also reads the counters every
// poll, which bounds how stale a cache can be if a notification is missed (a lost connection
// is followed by a fresh read as soon as listening resumes).
func (f *Feed) Run(ctx context.Context, poll time.Duration) {
	go f.listen(ctx)
	ticker := time.NewTicker(poll)
	defer ticker.Stop()
	for {
		if err := f.Sync(ctx); err != nil && ctx.Err() == nil {
			f.log.Warn("read change counters", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func (f *Feed) listen(ctx context.Context) {
	sync := func() {
		if err := f.Sync(ctx); err != nil && ctx.Err() == nil {
			f.log.Warn("read change counters", "err", err)
		}
	}
	wait := time.Second
	for {
		established := false
		err := f.db.Listen(ctx, channel, func() { established = true; sync() }, func(string) { sync() })
		if err == db.ErrNoNotifications || ctx.Err() != nil {
			return
		}
		if established {
			wait = time.Second // it had worked: the failure is new, retry soon
		}
		f.log.Warn("change notifications interrupted; polling until they resume", "err", err, "retry_in", wait.String())
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 30*time.Second)
	}
}
