// Package backup copies a running site's database and stored files into a folder, and fills an
// empty data folder (and database) from such a copy (docs/operations.md, "Backups").
//
// The database is copied first and the files after it. Stored files are never changed once
// written (a new upload gets a new key), so every file the copied database names is already on
// disk when the files are copied; files uploaded meanwhile are copied too and are simply not
// named by anything after a restore.
package backup

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"aspirant/internal/config"
	"aspirant/internal/db"
)

// The parts of a backup folder. The manifest is written last: a folder without one is a backup
// that did not finish.
const (
	manifestName = "backup.json"
	sqliteName   = "aspirant.db"
	postgresName = "aspirant.pgdump"
	filesFolder  = "files"
)

// Manifest says what a backup holds.
type Manifest struct {
	MadeAt        time.Time `json:"made_at"`
	Database      string    `json:"database"` // config.SQLite or config.Postgres
	Schema        string    `json:"schema,omitempty"`
	SchemaVersion int64     `json:"schema_version"`
	Files         int       `json:"files"`
	FileBytes     int64     `json:"file_bytes"`
	// FilesInStore: the site keeps its files in an S3 store, which keeps them (and their
	// versions or replicas) itself; the backup holds the database only.
	FilesInStore bool `json:"files_in_store,omitempty"`
}

// Site is what a backup copies from, or a restore fills.
type Site struct {
	DatabaseURL string // as ASPIRANT_DATABASE_URL
	DataDir     string // ASPIRANT_DATA_DIR
	FilesDir    string // where the stored files live, under DataDir; empty when in an S3 store
}

// ErrNotEmpty: the folder or database to write into already holds something.
var ErrNotEmpty = errors.New("not empty")

// Make copies the site's database (through d, open on it) and its stored files into dir, which
// must be empty or not exist yet. It runs beside a serving site.
func Make(ctx context.Context, site Site, d *db.DB, dir string, now func() time.Time) (Manifest, error) {
	if err := emptyFolder(dir); err != nil {
		return Manifest{}, err
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return Manifest{}, err
	}
	version, _, err := d.SchemaVersion(ctx)
	if err != nil {
		return Manifest{}, err
	}
	m := Manifest{MadeAt: now().UTC(), Database: d.Kind, SchemaVersion: version}
	switch d.Kind {
	case config.SQLite:
		// VACUUM INTO writes a consistent copy of the database as it is at one moment, while
		// the server goes on reading and writing it.
		target, err := filepath.Abs(filepath.Join(dir, sqliteName))
		if err != nil {
			return Manifest{}, err
		}
		if _, err := d.Exec(ctx, "VACUUM INTO ?", target); err != nil {
			return Manifest{}, fmt.Errorf("copy the SQLite database: %w", err)
		}
	case config.Postgres:
		if m.Schema, err = d.CurrentSchema(ctx); err != nil {
			return Manifest{}, err
		}
		address, err := libpqAddress(site.DatabaseURL)
		if err != nil {
			return Manifest{}, err
		}
		// pg_dump reads one snapshot of the database: consistent while the server writes.
		if err := command(ctx, "pg_dump", "--format=custom", "--no-owner", "--no-privileges",
			"--schema="+m.Schema, "--file="+filepath.Join(dir, postgresName), "--dbname="+address); err != nil {
			return Manifest{}, err
		}
	default:
		return Manifest{}, fmt.Errorf("cannot back up a %s database", d.Kind)
	}
	if site.FilesDir == "" {
		m.FilesInStore = true
	} else if m.Files, m.FileBytes, err = copyTree(ctx, site.FilesDir, filepath.Join(dir, filesFolder)); err != nil {
		return Manifest{}, fmt.Errorf("copy the stored files: %w", err)
	}
	return m, writeManifest(dir, m)
}

// Restore fills the site's empty data folder, and its empty database, from the backup in dir.
func Restore(ctx context.Context, site Site, dir string) (Manifest, error) {
	m, err := readManifest(dir)
	if err != nil {
		return Manifest{}, err
	}
	if err := emptyFolder(site.DataDir); err != nil {
		return Manifest{}, err
	}
	kind, path, err := config.ParseDatabaseURL(site.DatabaseURL)
	if err != nil {
		return Manifest{}, err
	}
	if kind != m.Database {
		return Manifest{}, fmt.Errorf("the backup holds a %s database; ASPIRANT_DATABASE_URL names %s", m.Database, kind)
	}
	if m.FilesInStore != (site.FilesDir == "") {
		return Manifest{}, errors.New("the backup and ASPIRANT_STORAGE_URL disagree on where files live: restore files held in an S3 store with the store's own tools, and set ASPIRANT_STORAGE_URL as the backed-up site had it")
	}
	switch kind {
	case config.SQLite:
		if _, err := os.Stat(path); err == nil {
			return Manifest{}, fmt.Errorf("the database %s: %w", path, ErrNotEmpty)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
			return Manifest{}, err
		}
		if err := copyFile(filepath.Join(dir, sqliteName), path); err != nil {
			return Manifest{}, fmt.Errorf("restore the database: %w", err)
		}
	case config.Postgres:
		if err := restorePostgres(ctx, site.DatabaseURL, m, filepath.Join(dir, postgresName)); err != nil {
			return Manifest{}, err
		}
	}
	if site.FilesDir != "" {
		if _, _, err := copyTree(ctx, filepath.Join(dir, filesFolder), site.FilesDir); err != nil {
			return Manifest{}, fmt.Errorf("restore the stored files: %w", err)
		}
	}
	return m, nil
}

// restorePostgres loads the dump into the database the address names, whose schema must not
// exist or be empty: the dump makes the schema the backup was taken from.
func restorePostgres(ctx context.Context, databaseURL string, m Manifest, dump string) error {
	schema, err := schemaOf(databaseURL)
	if err != nil {
		return err
	}
	if schema != m.Schema {
		return fmt.Errorf("the backup is of schema %q; the address's search_path names %q", m.Schema, schema)
	}
	address, err := libpqAddress(databaseURL)
	if err != nil {
		return err
	}
	// Connected without the search_path: the schema it names may not exist yet.
	target, err := db.Open(ctx, address)
	if err != nil {
		return err
	}
	defer target.Close()
	var tables int
	if err := target.Get(ctx, &tables, "SELECT count(*) FROM information_schema.tables WHERE table_schema = ?", schema); err != nil {
		return err
	}
	if tables > 0 {
		return fmt.Errorf("the database's schema %s has %d tables: %w", schema, tables, ErrNotEmpty)
	}
	// The dump creates its schema, public too (which a new database already has, empty).
	// DROP SCHEMA without CASCADE refuses a schema that still holds anything.
	if _, err := target.Exec(ctx, `DROP SCHEMA IF EXISTS "`+strings.ReplaceAll(schema, `"`, `""`)+`"`); err != nil {
		return fmt.Errorf("make room for schema %s: %w", schema, err)
	}
	return command(ctx, "pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--dbname="+address, dump)
}

// libpqParameters are the parameters of a postgres:// address that libpq, and so pg_dump and
// pg_restore, knows (PostgreSQL's "Parameter Key Words"). It refuses any other.
var libpqParameters = map[string]bool{
	"host": true, "hostaddr": true, "port": true, "dbname": true, "user": true, "password": true,
	"passfile": true, "require_auth": true, "channel_binding": true, "connect_timeout": true,
	"client_encoding": true, "options": true, "application_name": true,
	"fallback_application_name": true, "keepalives": true, "keepalives_idle": true,
	"keepalives_interval": true, "keepalives_count": true, "tcp_user_timeout": true,
	"replication": true, "gssencmode": true, "sslmode": true, "requiressl": true,
	"sslnegotiation": true, "sslcompression": true, "sslcert": true, "sslkey": true,
	"sslpassword": true, "sslcertmode": true, "sslrootcert": true, "sslcrl": true, "sslcrldir": true,
	"sslsni": true, "requirepeer": true, "ssl_min_protocol_version": true,
	"ssl_max_protocol_version": true, "krbsrvname": true, "gsslib": true, "gssdelegation": true,
	"service": true, "target_session_attrs": true, "load_balance_hosts": true,
}

// libpqAddress is a database address as pg_dump and pg_restore take it: with libpq's own
// parameters only. The server's driver sends any other as a setting of each session
// (search_path, statement_timeout) or keeps it for its pool (pool_max_conns); the dump and the
// restore need none of them, and libpq refuses the address outright if they are left in.
func libpqAddress(databaseURL string) (string, error) {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return "", errors.New("ASPIRANT_DATABASE_URL is not a valid postgres:// address")
	}
	q := u.Query()
	for name := range q {
		if !libpqParameters[name] {
			q.Del(name)
		}
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// schemaOf is the schema a PostgreSQL address puts its tables in: the first of its search_path,
// public without one.
func schemaOf(databaseURL string) (string, error) {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return "", errors.New("ASPIRANT_DATABASE_URL is not a valid postgres:// address")
	}
	first, _, _ := strings.Cut(u.Query().Get("search_path"), ",")
	if first = strings.Trim(strings.TrimSpace(first), `"`); first != "" {
		return first, nil
	}
	return "public", nil
}

// command runs a PostgreSQL tool, saying what it printed when it fails.
func command(ctx context.Context, name string, args ...string) error {
	if _, err := exec.LookPath(name); err != nil {
		return fmt.Errorf("%s is not installed: install the PostgreSQL client tools (Debian: postgresql-client)", name)
	}
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// emptyFolder answers nil for a folder that does not exist or holds nothing.
func emptyFolder(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("the folder %s: %w", dir, ErrNotEmpty)
	}
	return nil
}

// copyTree copies every stored file under from into to, leaving out the store's half-written
// uploads (hidden temporary files), and answers how many files and bytes it copied.
func copyTree(ctx context.Context, from, to string) (files int, size int64, err error) {
	err = filepath.WalkDir(from, func(path string, entry fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && path == from {
			return fs.SkipAll // nothing stored yet
		}
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if strings.HasPrefix(entry.Name(), ".") {
			if entry.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if entry.IsDir() || !entry.Type().IsRegular() {
			return nil
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		target := filepath.Join(to, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
			return err
		}
		if err := copyFile(path, target); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil // deleted since the walk saw it
			}
			return err
		}
		info, err := entry.Info()
		if err == nil {
			size += info.Size()
		}
		files++
		return nil
	})
	return files, size, err
}

// copyFile copies one file, synced to disk before it is given its name.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp, err := os.CreateTemp(filepath.Dir(to), ".restore-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	_, err = io.Copy(tmp, in)
	if err == nil {
		err = tmp.Sync()
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), to)
}

func writeManifest(dir string, m Manifest) error {
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, "."+manifestName)
	if err := os.WriteFile(tmp, append(body, '\n'), 0o640); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, manifestName))
}

func readManifest(dir string) (Manifest, error) {
	body, err := os.ReadFile(filepath.Join(dir, manifestName))
	if errors.Is(err, fs.ErrNotExist) {
		return Manifest{}, fmt.Errorf("%s holds no finished backup (no %s)", dir, manifestName)
	}
	if err != nil {
		return Manifest{}, err
	}
	var m Manifest
	if err := json.Unmarshal(body, &m); err != nil {
		return Manifest{}, fmt.Errorf("%s: %w", manifestName, err)
	}
	return m, nil
}
