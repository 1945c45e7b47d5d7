package db

import (
	"context"
	"embed"
	"fmt"
	"hash/fnv"
	"io/fs"
	"log/slog"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"aspirant/internal/config"
)

// The schema lives in numbered SQL files, one folder per dialect with the same numbers; a test
// checks that both end with the same tables and columns.
//
//go:embed migrations
var migrations embed.FS

// Migrate applies every pending migration, each in its own transaction, and logs what it did.
// On PostgreSQL a session lock keeps two starting servers from migrating at once.
func (d *DB) Migrate(ctx context.Context, log *slog.Logger) error {
	p, err := d.provider(ctx)
	if err != nil {
		return err
	}
	results, err := p.Up(ctx)
	for _, r := range results {
		log.Info("migration applied", "file", r.Source.Path, "took", r.Duration.String())
	}
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// SchemaVersion answers the version of the newest applied migration and of the newest known.
func (d *DB) SchemaVersion(ctx context.Context) (current, latest int64, err error) {
	p, err := d.provider(ctx)
	if err != nil {
		return 0, 0, err
	}
	return p.GetVersions(ctx)
}

func (d *DB) provider(ctx context.Context) (*goose.Provider, error) {
	dialect, folder := goose.DialectSQLite3, "migrations/sqlite"
	var opts []goose.ProviderOption
	if d.Kind == config.Postgres {
		dialect, folder = goose.DialectPostgres, "migrations/postgres"
		schema, err := d.CurrentSchema(ctx)
		if err != nil {
			return nil, err
		}
		// The lock is the schema's own: servers starting together on one schema take turns,
		// while migrations of other schemas in the same database (each test has one) go on.
		locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(migrationLockID(schema)), lock.WithLockTimeout(1, 300))
		if err != nil {
			return nil, err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	sub, err := fs.Sub(migrations, folder)
	if err != nil {
		return nil, err
	}
	opts = append(opts, goose.WithDisableGlobalRegistry(true), goose.WithGoMigrations(staffTextMigration(d.Kind == config.Postgres)))
	return goose.NewProvider(dialect, d.write.DB, sub, opts...)
}

// CurrentSchema answers the PostgreSQL schema that unqualified names land in: the address's
// search_path, "public" by default.
func (d *DB) CurrentSchema(ctx context.Context) (string, error) {
	var schema string
	if err := d.write.QueryRowContext(ctx, "SELECT current_schema()").Scan(&schema); err != nil {
		return "", fmt.Errorf("read the current schema: %w", err)
	}
	return schema, nil
}

// migrationLockID is the advisory lock key of one schema's migrations.
func migrationLockID(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("aspirant migrations " + schema))
	return int64(h.Sum64())
}
