// Package db opens the store (SQLite by default, PostgreSQL when asked), applies the embedded
// migrations, and gives the domains one small query surface whose SQL is written once with `?`
// placeholders and rebound for PostgreSQL here.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/jmoiron/sqlx"
	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver

	"aspirant/internal/config"
)

// Q is what store code queries through: the database itself or a transaction, so the same
// store function serves both.
type Q interface {
	Get(ctx context.Context, dest any, query string, args ...any) error
	Select(ctx context.Context, dest any, query string, args ...any) error
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	// InsertID runs a writing statement that returns one integer (INSERT ... RETURNING id, or an
	// upsert returning a counter) and answers it.
	InsertID(ctx context.Context, query string, args ...any) (int64, error)
}

// DB is the application's handle on the store.
//
// On SQLite it holds two pools, as PocketBase does: many read connections, and one write
// connection so that writers queue in Go instead of failing with SQLITE_BUSY. On PostgreSQL
// both are the same pool.
type DB struct {
	Kind  string // config.SQLite or config.Postgres
	read  *sqlx.DB
	write *sqlx.DB

	checkpointer    *sqlx.DB // SQLite only: moves the WAL into the database file
	stopCheckpoints chan struct{}
	checkpointsDone chan struct{}

	rebindCache sync.Map // query text -> rebound text (PostgreSQL only)
	closeOnce   sync.Once
	// Prepared statements of each pool (SQLite only; see stmtCache).
	readStmts, writeStmts *stmtCache
}

// checkpointEvery is how often the WAL is folded into the database file. A PASSIVE
// checkpoint never waits for readers or the writer; it copies what it can.
const checkpointEvery = time.Second

func (d *DB) checkpointLoop() {
	defer close(d.checkpointsDone)
	ticker := time.NewTicker(checkpointEvery)
	defer ticker.Stop()
	for {
		select {
		case <-d.stopCheckpoints:
			_, _ = d.checkpointer.Exec("PRAGMA wal_checkpoint(PASSIVE)")
			return
		case <-ticker.C:
			_, _ = d.checkpointer.Exec("PRAGMA wal_checkpoint(PASSIVE)")
		}
	}
}

// WriteLanes is how many group-commit lanes write to PostgreSQL at once (SQLite has one writer,
// so one lane). A lane spends most of its time waiting for round trips: in one pair of runs of a
// mock's close, 16 lanes answered submissions with p99 363 ms where 4 took 580 ms (runs vary
// widely; docs/performance.md).
const WriteLanes = 16

// Open connects to the database named by a config.ParseDatabaseURL address.
func Open(ctx context.Context, databaseURL string) (*DB, error) {
	kind, dsn, err := config.ParseDatabaseURL(databaseURL)
	if err != nil {
		return nil, err
	}
	d := &DB{Kind: kind}
	switch kind {
	case config.SQLite:
		if dir := filepath.Dir(dsn); dir != "" {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
		// _txlock=immediate takes the write lock at BEGIN, so a transaction never fails half
		// way when it upgrades from reading to writing; busy_timeout covers other processes
		// (the CLI beside a running server). synchronous=FULL makes a commit durable before it
		// returns: an acknowledged answer survives a power cut. Hot paths group their writes
		// (platform/groupcommit) so that costs one flush per batch, not per request.
		pragmas := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)" +
			"&_pragma=synchronous(FULL)&_time_format=sqlite&_txlock=immediate"
		// The writer never checkpoints: a checkpoint copies the WAL into the database file and
		// flushes it, which inside a commit would stall every queued writer for that long.
		// A background checkpointer on a connection of its own does it instead.
		// The one writer keeps the pages it works on in a 64 MiB cache of its own (SQLite's default
		// is 2 MiB): at the end of a mock every sheet touches the answers' index, and a page read
		// again from the file is a system call on the path every queued write waits on.
		writer := pragmas + "&_pragma=wal_autocheckpoint(0)&_pragma=cache_size(-65536)"
		if d.write, err = sqlx.Open("sqlite", "file:"+dsn+"?"+writer); err != nil {
			return nil, err
		}
		d.write.SetMaxOpenConns(1)
		if d.checkpointer, err = sqlx.Open("sqlite", "file:"+dsn+"?"+pragmas); err != nil {
			return nil, err
		}
		d.checkpointer.SetMaxOpenConns(1)
		d.stopCheckpoints = make(chan struct{})
		d.checkpointsDone = make(chan struct{})
		go d.checkpointLoop()
		if d.read, err = sqlx.Open("sqlite", "file:"+dsn+"?"+pragmas+"&_pragma=query_only(1)"); err != nil {
			return nil, err
		}
		d.read.SetMaxOpenConns(max(4, 2*runtime.NumCPU()))
		d.readStmts, d.writeStmts = newStmtCache(d.read), newStmtCache(d.write)
		d.read.SetMaxIdleConns(max(4, 2*runtime.NumCPU()))
	case config.Postgres:
		if d.write, err = sqlx.Open("pgx", dsn); err != nil {
			return nil, err
		}
		// The group-commit lanes hold a connection each; the rest serve the reads.
		d.write.SetMaxOpenConns(WriteLanes + max(8, 4*runtime.NumCPU()))
		d.write.SetMaxIdleConns(WriteLanes + max(8, 4*runtime.NumCPU()))
		d.write.SetConnMaxIdleTime(5 * time.Minute)
		d.read = d.write
	}
	if err := d.Ping(ctx); err != nil {
		d.Close()
		return nil, fmt.Errorf("connect to the %s database: %w", kind, err)
	}
	return d, nil
}

// Ping checks both pools, for /readyz.
func (d *DB) Ping(ctx context.Context) error {
	if err := d.write.PingContext(ctx); err != nil {
		return err
	}
	return d.read.PingContext(ctx)
}

// Close closes both pools.
func (d *DB) Close() error {
	if d.checkpointer != nil {
		d.closeOnce.Do(func() {
			close(d.stopCheckpoints)
			<-d.checkpointsDone
		})
		_ = d.checkpointer.Close()
	}
	d.readStmts.close()
	d.writeStmts.close()
	err := d.write.Close()
	if d.read != d.write {
		err = errors.Join(err, d.read.Close())
	}
	return err
}

// rebind turns `?` placeholders into `$1, $2...` on PostgreSQL. Queries are constants, so the
// result is cached.
func (d *DB) rebind(query string) string {
	if d.Kind != config.Postgres {
		return query
	}
	if q, ok := d.rebindCache.Load(query); ok {
		return q.(string)
	}
	q := sqlx.Rebind(sqlx.DOLLAR, query)
	d.rebindCache.Store(query, q)
	return q
}

func (d *DB) Get(ctx context.Context, dest any, query string, args ...any) error {
	if st := d.readStmts.get(ctx, query); st != nil {
		return translate(st.GetContext(ctx, dest, args...))
	}
	return translate(d.read.GetContext(ctx, dest, d.rebind(query), args...))
}

func (d *DB) Select(ctx context.Context, dest any, query string, args ...any) error {
	if st := d.readStmts.get(ctx, query); st != nil {
		return translate(st.SelectContext(ctx, dest, args...))
	}
	return translate(d.read.SelectContext(ctx, dest, d.rebind(query), args...))
}

func (d *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := d.writeStmts.get(ctx, query); st != nil {
		res, err := st.ExecContext(ctx, args...)
		return res, translate(err)
	}
	res, err := d.write.ExecContext(ctx, d.rebind(query), args...)
	return res, translate(err)
}

func (d *DB) InsertID(ctx context.Context, query string, args ...any) (int64, error) {
	var id int64
	if st := d.writeStmts.get(ctx, query); st != nil {
		return id, translate(st.QueryRowxContext(ctx, args...).Scan(&id))
	}
	err := d.write.QueryRowxContext(ctx, d.rebind(query), args...).Scan(&id)
	return id, translate(err)
}

// SelectMaps reads rows as maps from column name to value, for queries whose columns are known
// only at run time. Text arrives as string on both drivers.
func SelectMaps(ctx context.Context, q Q, query string, args ...any) ([]map[string]any, error) {
	var rows *sqlx.Rows
	var err error
	switch q := q.(type) {
	case *DB:
		rows, err = q.read.QueryxContext(ctx, q.rebind(query), args...)
	case *Tx:
		rows, err = q.tx.QueryxContext(ctx, q.db.rebind(query), args...)
	default:
		return nil, fmt.Errorf("SelectMaps on %T", q)
	}
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	out := []map[string]any{}
	for rows.Next() {
		m := map[string]any{}
		if err := rows.MapScan(m); err != nil {
			return nil, translate(err)
		}
		for k, v := range m {
			if b, ok := v.([]byte); ok {
				m[k] = string(b)
			}
		}
		out = append(out, m)
	}
	return out, translate(rows.Err())
}

// Tx is one transaction; it satisfies Q.
type Tx struct {
	db *DB
	tx *sqlx.Tx
	// known holds what the transaction has worked out that stays true until it ends (see
	// Known); a rollback to a savepoint forgets it all.
	known map[string]any
}

// Known answers what the transaction has stored under key, working it out with compute the
// first time. It is for what cannot change before the transaction ends, such as what was read
// under a lock the transaction holds: a batch of writes sharing the transaction then pays for it
// once. A rollback to a savepoint forgets everything (the locks taken since are released too).
func Known[T any](t *Tx, key string, compute func() (T, error)) (T, error) {
	if v, ok := t.known[key]; ok {
		return v.(T), nil
	}
	v, err := compute()
	if err != nil {
		return v, err
	}
	if t.known == nil {
		t.known = map[string]any{}
	}
	t.known[key] = v
	return v, nil
}

// Savepoint starts a savepoint the transaction can roll back to (RollbackToSavepoint) or keep
// (ReleaseSavepoint); one at a time.
func (t *Tx) Savepoint(ctx context.Context) error {
	_, err := t.Exec(ctx, "SAVEPOINT w")
	return err
}

// RollbackToSavepoint undoes what was done since Savepoint, and forgets what Known remembered.
func (t *Tx) RollbackToSavepoint(ctx context.Context) error {
	t.known = nil
	_, err := t.Exec(ctx, "ROLLBACK TO SAVEPOINT w")
	return err
}

// ReleaseSavepoint keeps what was done since Savepoint.
func (t *Tx) ReleaseSavepoint(ctx context.Context) error {
	_, err := t.Exec(ctx, "RELEASE SAVEPOINT w")
	return err
}

func (t *Tx) Get(ctx context.Context, dest any, query string, args ...any) error {
	if st := t.stmt(ctx, query); st != nil {
		return translate(st.GetContext(ctx, dest, args...))
	}
	return translate(t.tx.GetContext(ctx, dest, t.db.rebind(query), args...))
}

func (t *Tx) Select(ctx context.Context, dest any, query string, args ...any) error {
	if st := t.stmt(ctx, query); st != nil {
		return translate(st.SelectContext(ctx, dest, args...))
	}
	return translate(t.tx.SelectContext(ctx, dest, t.db.rebind(query), args...))
}

func (t *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := t.stmt(ctx, query); st != nil {
		res, err := st.ExecContext(ctx, args...)
		return res, translate(err)
	}
	res, err := t.tx.ExecContext(ctx, t.db.rebind(query), args...)
	return res, translate(err)
}

func (t *Tx) InsertID(ctx context.Context, query string, args ...any) (int64, error) {
	var id int64
	if st := t.stmt(ctx, query); st != nil {
		return id, translate(st.QueryRowxContext(ctx, args...).Scan(&id))
	}
	err := t.tx.QueryRowxContext(ctx, t.db.rebind(query), args...).Scan(&id)
	return id, translate(err)
}

// stmt answers the transaction's use of the pool's prepared statement of query, or nil.
func (t *Tx) stmt(ctx context.Context, query string) *sqlx.Stmt {
	if st := t.db.writeStmts.forTx(query); st != nil {
		return t.tx.StmtxContext(ctx, st)
	}
	return nil
}

// InTx runs fn in one transaction: committed when fn returns nil, rolled back otherwise (and
// on panic). Every write that spans rows goes through here.
func (d *DB) InTx(ctx context.Context, fn func(tx *Tx) error) (err error) {
	stx, err := d.write.BeginTxx(ctx, nil)
	if err != nil {
		return translate(err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = stx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = stx.Rollback()
		}
	}()
	if err = fn(&Tx{db: d, tx: stx}); err != nil {
		return err
	}
	return translate(stx.Commit())
}

// Placeholders answers "?, ?, ?" for n arguments, for IN lists.
func Placeholders(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat("?, ", n-1) + "?"
}

// DayInIndia is SQL for the India-time calendar day (YYYY-MM-DD) of a timestamp column, for
// reports grouped by day.
func (d *DB) DayInIndia(column string) string {
	if d.Kind == config.Postgres {
		return "to_char(" + column + " AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')"
	}
	return "date(" + column + ", '+5 hours', '+30 minutes')"
}
