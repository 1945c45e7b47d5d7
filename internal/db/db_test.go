package db_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/testutil"
)

func TestMigrateIsIdempotent(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	if err := d.Migrate(ctx, testutil.Logger()); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	current, latest, err := d.SchemaVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if current != latest || current < 1 {
		t.Fatalf("schema version %d, latest %d", current, latest)
	}
	var sections []string
	if err := d.Select(ctx, &sections, "SELECT slug FROM categories ORDER BY position"); err != nil {
		t.Fatal(err)
	}
	want := []string{"notes", "prelims-tests", "mains-tests", "video-courses", "optionals", "pcs"}
	if !slices.Equal(sections, want) {
		t.Fatalf("sections %v, want %v", sections, want)
	}
}

func TestErrorsAreTranslated(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	now := time.Now().UTC()

	insert := "INSERT INTO target_years (year, is_default, position) VALUES (?, ?, ?) RETURNING id"
	id, err := d.InsertID(ctx, insert, "2031", false, 9)
	if err != nil || id <= 0 {
		t.Fatalf("insert: id %d, %v", id, err)
	}
	if _, err := d.InsertID(ctx, insert, "2031", false, 10); !errors.Is(err, db.ErrConflict) {
		t.Fatalf("duplicate year: got %v, want ErrConflict", err)
	}
	if _, err := d.InsertID(ctx, insert, "27", false, 3); !errors.Is(err, db.ErrCheck) {
		t.Fatalf("short year: got %v, want ErrCheck", err)
	}
	_, err = d.Exec(ctx, `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at)
		VALUES (?, ?, ?, ?, ?)`, 999, "x", now, now, now)
	if !errors.Is(err, db.ErrReference) {
		t.Fatalf("session of a missing user: got %v, want ErrReference", err)
	}
	var year string
	if err := d.Get(ctx, &year, "SELECT year FROM target_years WHERE id = ?", id+100); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("missing row: got %v, want ErrNotFound", err)
	}
}

// Times go in as UTC and come back equal, and comparisons in SQL order them correctly on both
// databases (SQLite keeps them as text).
func TestTimesRoundTripAndCompare(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	base := time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
	for i, content := range []string{"early", "late", "fractional"} {
		start := base.Add(time.Duration(i) * time.Hour)
		if content == "fractional" {
			start = base.Add(1500 * time.Millisecond)
		}
		_, err := d.Exec(ctx, `INSERT INTO banners (content, start_date, end_date, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?)`, content, start, start.Add(time.Hour), base, base)
		if err != nil {
			t.Fatal(err)
		}
	}
	var got []struct {
		Content string    `db:"content"`
		Start   time.Time `db:"start_date"`
	}
	err := d.Select(ctx, &got, "SELECT content, start_date FROM banners WHERE start_date > ? ORDER BY start_date", base)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Content != "fractional" || got[1].Content != "late" {
		t.Fatalf("rows after %v: %+v", base, got)
	}
	if !got[0].Start.Equal(base.Add(1500 * time.Millisecond)) {
		t.Fatalf("fractional start came back as %v", got[0].Start)
	}
}

func TestTransactionRollsBack(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	boom := errors.New("boom")
	err := d.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "INSERT INTO app_menu (title, path) VALUES (?, ?)", "Notes", "/notes"); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("InTx answered %v", err)
	}
	var n int
	if err := d.Get(ctx, &n, "SELECT COUNT(*) FROM app_menu"); err != nil || n != 0 {
		t.Fatalf("after rollback: %d rows, %v", n, err)
	}
}

// Both dialects' migrations must end with the same tables and columns. Runs when a PostgreSQL
// server is available, from either run of the suite.
func TestSchemasMatch(t *testing.T) {
	if os.Getenv("ASPIRANT_TEST_POSTGRES_URL") == "" {
		t.Skip("ASPIRANT_TEST_POSTGRES_URL is not set: the PostgreSQL side is not available")
	}
	ctx := context.Background()
	lite, err := db.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	if err := lite.Migrate(ctx, testutil.Logger()); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ASPIRANT_TEST_DB", "postgres")
	pg := testutil.NewDB(t)

	var liteCols, pgCols []string
	err = lite.Select(ctx, &liteCols, `SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name <> 'goose_db_version' ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	err = pg.Select(ctx, &pgCols, `SELECT table_name || '.' || column_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name <> 'goose_db_version' ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(pgCols)
	slices.Sort(liteCols)
	if !slices.Equal(liteCols, pgCols) {
		t.Fatalf("schemas differ:\n only in sqlite: %v\n only in postgres: %v", minus(liteCols, pgCols), minus(pgCols, liteCols))
	}
	if len(liteCols) < 100 {
		t.Fatalf("only %d columns: the comparison read nothing useful", len(liteCols))
	}
}

func minus(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

// What a transaction knows (db.Known) lasts until it ends, except past a rollback to a
// savepoint: a lock taken after the savepoint was released with it, and must be taken again.
func TestKnownIsForgottenAtARollbackToASavepoint(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	computed := 0
	know := func(tx *db.Tx) {
		t.Helper()
		v, err := db.Known(tx, "lock", func() (int, error) {
			computed++
			return computed, tx.LockShared(ctx, db.LockPaper, 1)
		})
		if err != nil || v != computed {
			t.Fatalf("Known: %d, %v (computed %d times)", v, err, computed)
		}
	}
	err := d.InTx(ctx, func(tx *db.Tx) error {
		know(tx)
		know(tx)
		if computed != 1 {
			t.Fatalf("worked out %d times in one transaction, want once", computed)
		}
		for _, keep := range []bool{true, false} {
			if err := tx.Savepoint(ctx); err != nil {
				return err
			}
			know(tx)
			if keep {
				if err := tx.ReleaseSavepoint(ctx); err != nil {
					return err
				}
			} else if err := tx.RollbackToSavepoint(ctx); err != nil {
				return err
			}
		}
		if computed != 1 {
			t.Fatalf("worked out %d times before the rollback, want once", computed)
		}
		know(tx)
		if computed != 2 {
			t.Fatalf("worked out %d times after a rollback to a savepoint, want twice", computed)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
