package testutil

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"aspirant/internal/db"
)

// A Template is a migrated database that a test binary fills once (apptest loads the demo into
// it) and then copies for each test that wants the same starting point: on SQLite a copy of the
// database file, on PostgreSQL a database made with CREATE DATABASE ... TEMPLATE. A copy is a real
// database of the test's own, like NewDBAt's; only the work of filling it is done once.
type Template struct {
	Address string // where the template is, while it is filled
	path    string // SQLite: the database file
	name    string // PostgreSQL: the template database's name
	ahead   *copiesAhead
}

// copiesAhead makes a PostgreSQL template's next copy while the test that took the last one
// runs: CREATE DATABASE ... TEMPLATE waits on the database server's writes (2 to 4 s on a loaded
// machine, most of a short test's time; DROP DATABASE about 1 s), and a test spends most of its
// time waiting too (docs/performance.md, "The test run's time").
type copiesAhead struct {
	once  sync.Once
	ready chan madeCopy // one copy at most, made for whichever test asks next
}

type madeCopy struct {
	name string
	err  error
}

// The names carry the test process's id: the SQLite and PostgreSQL runs and the packages that
// `go test` runs side by side each have templates of their own, and what a process that died
// left behind is known by its id (sweepTemplates).
const (
	templatePrefix = "aspirant_tmpl_" // PostgreSQL template databases, and SQLite template folders
	copyPrefix     = "aspirant_copy_" // PostgreSQL databases copied from a template
)

// NewTemplate creates and migrates an empty template database; SQLite's goes in the folder dir.
// The caller fills it through the answered connection and closes that before the first Copy:
// PostgreSQL copies no database that has a connection open.
func NewTemplate(ctx context.Context, dir string) (*db.DB, Template, error) {
	var tpl Template
	if Kind() == "postgres" {
		base := os.Getenv("ASPIRANT_TEST_POSTGRES_URL")
		if base == "" {
			return nil, tpl, errors.New("ASPIRANT_TEST_DB=postgres needs ASPIRANT_TEST_POSTGRES_URL")
		}
		sweepPostgres(ctx, base)
		tpl.name = templatePrefix + strconv.Itoa(os.Getpid()) + "_" + RandomHex(4)
		if err := adminExec(ctx, base, "CREATE DATABASE "+tpl.name); err != nil {
			return nil, tpl, fmt.Errorf("create template database: %w", err)
		}
		address, err := withDatabase(base, tpl.name)
		if err != nil {
			return nil, tpl, err
		}
		tpl.Address = address
		tpl.ahead = &copiesAhead{ready: make(chan madeCopy, 1)}
	} else {
		tpl.path = filepath.Join(dir, "template.db")
		tpl.Address = "sqlite:" + tpl.path
	}
	d, err := db.Open(ctx, tpl.Address)
	if err != nil {
		return nil, tpl, fmt.Errorf("open template database: %w", err)
	}
	if err := d.Migrate(ctx, Logger()); err != nil {
		d.Close()
		return nil, tpl, fmt.Errorf("migrate template database: %w", err)
	}
	return d, tpl, nil
}

// Seal makes a filled SQLite template whole in its file: everything in the write-ahead log is
// checkpointed into the database file, so that a copy of that one file holds every commit. Call
// it before closing the template's connection.
func (tpl Template) Seal(ctx context.Context, d *db.DB) error {
	if tpl.path == "" {
		return nil
	}
	if _, err := d.Exec(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return fmt.Errorf("checkpoint template database: %w", err)
	}
	return nil
}

// Copy answers a database of this test's own with the template's contents, removed when the test
// ends, and its address.
func (tpl Template) Copy(t testing.TB) (*db.DB, string) {
	t.Helper()
	ctx := context.Background()
	var address string
	if tpl.name != "" {
		base := os.Getenv("ASPIRANT_TEST_POSTGRES_URL")
		name, err := tpl.takeCopy(ctx, base)
		if err != nil {
			t.Fatalf("copy the template database: %v", err)
		}
		t.Cleanup(func() {
			// Dropped while the next test runs, as the next copy is made: FORCE ends a connection
			// the test left open. One the test binary ends before dropping, or that fails to
			// drop, the next test binary drops (sweepPostgres).
			go func() { _ = adminExec(context.Background(), base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") }()
		})
		if address, err = withDatabase(base, name); err != nil {
			t.Fatal(err)
		}
	} else {
		target := filepath.Join(t.TempDir(), "test.db")
		// The log's file too, should closing have left one: a copy of the pair is the database.
		for _, suffix := range []string{"", "-wal"} {
			if err := copyFile(tpl.path+suffix, target+suffix); err != nil && !(suffix != "" && errors.Is(err, os.ErrNotExist)) {
				t.Fatalf("copy the template database: %v", err)
			}
		}
		address = "sqlite:" + target
	}
	d, err := db.Open(ctx, address)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d, address
}

// takeCopy answers a PostgreSQL copy of the template for one test: the one made ahead for the
// next test (waiting for it when it is not finished yet), and starts making the following one.
// The template is sealed by then (NewTemplate's caller closed its connection before the first
// Copy), so every copy holds the same. The copy made ahead when the test binary ends is left on
// the server, as the template is: the next test binary drops both (sweepPostgres).
func (tpl Template) takeCopy(ctx context.Context, base string) (string, error) {
	start := func() {
		name := copyPrefix + strconv.Itoa(os.Getpid()) + "_" + RandomHex(6)
		tpl.ahead.ready <- madeCopy{name, adminExec(ctx, base, "CREATE DATABASE "+name+" TEMPLATE "+tpl.name)}
	}
	tpl.ahead.once.Do(func() { go start() })
	made := <-tpl.ahead.ready
	go start()
	return made.name, made.err
}

// TemplateFolder creates the folder a test process keeps its templates' files in (the SQLite
// template and what else the caller puts there), after removing those of test processes that no
// longer run: a test binary has no hook at its end to remove its own.
func TemplateFolder() (string, error) {
	parent := os.TempDir()
	if entries, err := os.ReadDir(parent); err == nil {
		for _, e := range entries {
			if pid, ok := templatePID(e.Name(), templatePrefix); ok && e.IsDir() && !running(pid) {
				_ = os.RemoveAll(filepath.Join(parent, e.Name()))
			}
		}
	}
	return os.MkdirTemp(parent, templatePrefix+strconv.Itoa(os.Getpid())+"_")
}

// sweepPostgres drops the template and copied databases of test processes that no longer run
// (a test binary that was killed, or the templates of every finished one).
func sweepPostgres(ctx context.Context, base string) {
	admin, err := db.Open(ctx, base)
	if err != nil {
		return
	}
	var names []string
	err = admin.Select(ctx, &names, "SELECT datname FROM pg_database WHERE datname LIKE 'aspirant\\_tmpl\\_%' OR datname LIKE 'aspirant\\_copy\\_%'")
	admin.Close()
	if err != nil {
		return
	}
	for _, name := range names {
		pid, ok := templatePID(name, templatePrefix)
		if !ok {
			pid, ok = templatePID(name, copyPrefix)
		}
		if ok && !running(pid) {
			_ = adminExec(ctx, base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		}
	}
}

// templatePID reads the process id out of a name made by NewTemplate, Copy or TemplateFolder.
func templatePID(name, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	digits, _, _ := strings.Cut(rest, "_")
	pid, err := strconv.Atoi(digits)
	return pid, err == nil && pid > 0
}

// running reports whether a process with this id exists on this machine (signal 0 checks
// without sending anything; a process of another user answers EPERM, and exists).
func running(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}

// adminExec runs one statement on its own connection to base (CREATE and DROP DATABASE cannot run
// in a transaction, and a pool would keep the connection open).
func adminExec(ctx context.Context, base, statement string) error {
	admin, err := db.Open(ctx, base)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", redact(base), err)
	}
	defer admin.Close()
	_, err = admin.Exec(ctx, statement)
	return err
}

// withDatabase answers base's address with another database's name.
func withDatabase(base, name string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("ASPIRANT_TEST_POSTGRES_URL: %w", err)
	}
	u.Path = "/" + name
	return u.String(), nil
}

// CopyFolder copies the tree from into to, linking each file where it can: the stored files of a
// template are never changed in place (the file store writes a new file and renames it over the
// key, and deletes by unlinking), so a link serves as a copy and costs no writing.
func CopyFolder(from, to string) error {
	return filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		target := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o750)
		}
		if err := os.Link(path, target); err == nil {
			return nil
		}
		return copyFile(path, target)
	})
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
