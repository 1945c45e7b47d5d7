package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"aspirant/internal/backup"
	"aspirant/internal/config"
	"aspirant/internal/db"
)

// site is where the settings keep the database and the stored files.
func site(cfg config.Config) backup.Site {
	s := backup.Site{DatabaseURL: cfg.DatabaseURL, DataDir: cfg.DataDir, FilesDir: filesDir(cfg)}
	if cfg.StorageURL != "" {
		s.FilesDir = "" // the S3 store keeps them
	}
	return s
}

// backupCommand copies the database and the stored files into an empty folder while the site
// serves (docs/operations.md, "Backups"). It opens the database without migrating it: the
// running servers own its schema, and a newer binary must not change it under them.
func backupCommand(ctx context.Context, e env, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return usageError{errors.New("usage: aspirant backup DIR")}
	}
	cfg, err := config.Load(e.get)
	if err != nil {
		return err
	}
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer d.Close()
	m, err := backup.Make(ctx, site(cfg), d, args[0], time.Now)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up the %s database (schema version %d) and %d stored files (%d bytes) into %s\n",
		m.Database, m.SchemaVersion, m.Files, m.FileBytes, args[0])
	return nil
}

// restoreCommand fills an empty data folder, and an empty database, from a backup. A server
// started on them then migrates the database if the backup is older than the binary.
func restoreCommand(ctx context.Context, e env, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return usageError{errors.New("usage: aspirant restore DIR")}
	}
	cfg, err := config.Load(e.get)
	if err != nil {
		return err
	}
	m, err := backup.Restore(ctx, site(cfg), args[0])
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "restored the %s database of %s and %d stored files into %s\n",
		m.Database, m.MadeAt.Format(time.RFC3339), m.Files, filepath.Clean(cfg.DataDir))
	return nil
}
