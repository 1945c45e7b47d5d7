// Package testutil hands tests a real, freshly migrated database: SQLite in a temporary folder,
// or PostgreSQL in a schema of its own when the suite runs with ASPIRANT_TEST_DB=postgres (the
// Makefile runs every package once per database).
package testutil

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"aspirant/internal/db"
)

// Kind answers which database this test run uses: "sqlite" or "postgres".
func Kind() string {
	if os.Getenv("ASPIRANT_TEST_DB") == "postgres" {
		return "postgres"
	}
	return "sqlite"
}

// NewDB returns a migrated database that exists only for this test.
func NewDB(t testing.TB) *db.DB {
	t.Helper()
	d, _ := NewDBAt(t)
	return d
}

// NewDBAt is NewDB that also answers the database's address, for a second server of the
// same test to open a connection pool of its own to it.
func NewDBAt(t testing.TB) (*db.DB, string) {
	t.Helper()
	ctx := context.Background()
	var address string
	if Kind() == "postgres" {
		address = postgresSchema(t)
	} else {
		address = "sqlite:" + filepath.Join(t.TempDir(), "test.db")
	}
	d, err := db.Open(ctx, address)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(ctx, Logger()); err != nil {
		t.Fatalf("migrate test database: %v", err)
	}
	return d, address
}

// NewPostgresSchema answers an empty, unmigrated PostgreSQL schema of this test's own (dropped
// at the end) and the address that reaches it, for tests of commands that migrate themselves.
func NewPostgresSchema(t testing.TB) (*db.DB, string) {
	t.Helper()
	address := postgresSchema(t)
	d, err := db.Open(context.Background(), address)
	if err != nil {
		t.Fatalf("open test schema: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d, address
}

// postgresSchema creates an empty schema on ASPIRANT_TEST_POSTGRES_URL, drops it when the test
// ends, and answers an address whose connections use it.
func postgresSchema(t testing.TB) string {
	t.Helper()
	base := os.Getenv("ASPIRANT_TEST_POSTGRES_URL")
	if base == "" {
		t.Fatal("ASPIRANT_TEST_DB=postgres needs ASPIRANT_TEST_POSTGRES_URL")
	}
	schema := "t_" + RandomHex(8)
	admin, err := db.Open(context.Background(), base)
	if err != nil {
		t.Fatalf("connect to %s: %v", redact(base), err)
	}
	defer admin.Close()
	if _, err := admin.Exec(context.Background(), "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin, err := db.Open(context.Background(), base)
		if err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer admin.Close()
		if _, err := admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("ASPIRANT_TEST_POSTGRES_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "the test database"
	}
	return u.Redacted()
}

// RandomHex answers 2n random hex characters.
func RandomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Logger is a logger that prints nothing unless ASPIRANT_TEST_LOG is set.
func Logger() *slog.Logger {
	if os.Getenv("ASPIRANT_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}
