package db

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"math"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"aspirant/internal/config"
)

// Notify sends a PostgreSQL notification on channel. PostgreSQL delivers it to the listeners
// when the transaction commits, and not at all when it rolls back, so a listener never hears of
// a change it cannot yet read. On SQLite it does nothing: its readers poll.
func (t *Tx) Notify(ctx context.Context, channel, payload string) error {
	if t.db.Kind != config.Postgres {
		return nil
	}
	_, err := t.Exec(ctx, "SELECT pg_notify(?, ?)", channel, payload)
	return err
}

// ErrNoNotifications: the database cannot push notifications (SQLite).
var ErrNoNotifications = errors.New("this database has no notifications")

// Listen holds one connection of the pool listening on channel, calls listening once the
// LISTEN is in place, then onNotify for each notification, until ctx ends or the connection
// fails; it answers why it stopped. The connection is never handed back to the pool.
func (d *DB) Listen(ctx context.Context, channel string, listening func(), onNotify func(payload string)) error {
	if d.Kind != config.Postgres {
		return ErrNoNotifications
	}
	conn, err := d.write.Conn(ctx)
	if err != nil {
		return translate(err)
	}
	defer conn.Close()
	err = conn.Raw(func(driverConn any) error {
		sc, ok := driverConn.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("listen: unexpected driver connection %T", driverConn)
		}
		pc := sc.Conn()
		if _, err := pc.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
			return errors.Join(err, driver.ErrBadConn)
		}
		listening()
		for {
			n, err := pc.WaitForNotification(ctx)
			if err != nil {
				// Bad either way: a listening connection must not serve queries afterwards.
				return errors.Join(err, driver.ErrBadConn)
			}
			onNotify(n.Payload)
		}
	})
	return translate(err)
}

// Lock namespaces, so that two kinds of lock on the same id never meet.
const (
	LockPaper int32 = 1 // a prelims test's paper: scored against (shared) or changed (exclusive)
)

// LockShared takes a shared lock on (namespace, id) until the transaction ends, on PostgreSQL.
// Many transactions may hold it at once; LockExclusive waits for all of them. Advisory locks
// live in the lock manager, not on rows, so a crowd of holders costs no MultiXact. On SQLite it
// does nothing: a write transaction there already excludes every other writer.
func (t *Tx) LockShared(ctx context.Context, namespace int32, id int64) error {
	return t.advisoryLock(ctx, "pg_advisory_xact_lock_shared", namespace, id)
}

// LockExclusive takes the exclusive lock on (namespace, id) until the transaction ends.
func (t *Tx) LockExclusive(ctx context.Context, namespace int32, id int64) error {
	return t.advisoryLock(ctx, "pg_advisory_xact_lock", namespace, id)
}

func (t *Tx) advisoryLock(ctx context.Context, function string, namespace int32, id int64) error {
	if t.db.Kind != config.Postgres {
		return nil
	}
	// The two-key form takes 32-bit keys; ids beyond that share a lock with another id, which
	// costs a needless wait, never a missed one.
	_, err := t.Exec(ctx, "SELECT "+function+"(?, ?)", namespace, int32(id%math.MaxInt32))
	return err
}
