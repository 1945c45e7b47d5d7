package apptest

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"aspirant/internal/config"
	"aspirant/internal/demo"
	"aspirant/internal/media"
	"aspirant/internal/platform/files"
	"aspirant/internal/testutil"
)

// demoTemplate is the demo loaded once per test binary: a database and a folder of stored files
// that each test server's own database and folder are copied from. Loading the demo (migrations,
// five argon2 hashes, some 365 stored files each written and synced) was about 45% of the Go
// tests' processor time when every server did it (docs/performance.md, "The test run's time");
// a copy is a file copy and links on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL. The
// servers, their databases and their calls stay real and each test's own.
type demoTemplate struct {
	db     testutil.Template
	files  string    // the stored files' folder
	loaded time.Time // the clock's time when the demo was loaded
}

var (
	templateOnce sync.Once
	template     *demoTemplate
	templateErr  error
)

// sharedDemo answers the demo template, loading it the first time a test asks.
func sharedDemo() (*demoTemplate, error) {
	templateOnce.Do(func() { template, templateErr = loadTemplate() })
	return template, templateErr
}

// loadTemplate migrates a template database and loads the demo into it as New would, with the
// store the default settings give (a folder) and a clock of its own; then closes the template's
// connection, which PostgreSQL needs before it copies a database.
func loadTemplate() (*demoTemplate, error) {
	ctx := context.Background()
	dir, err := testutil.TemplateFolder()
	if err != nil {
		return nil, err
	}
	d, tpl, err := testutil.NewTemplate(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	cfg, err := config.Load(func(name string) (string, bool) {
		if name == "ASPIRANT_PAYMENT_PROVIDER" {
			return "sandbox", true // as start sets it
		}
		return "", false
	})
	if err != nil {
		return nil, err
	}
	out := &demoTemplate{db: tpl, files: filepath.Join(dir, "files"), loaded: time.Now().UTC().Truncate(time.Second)}
	store, err := files.ForConfig(cfg, out.files)
	if err != nil {
		return nil, err
	}
	clock := &Clock{now: out.loaded}
	loader := &demo.Loader{DB: d, Media: media.NewService(d, store, clock.Now), Now: clock.Now, Log: testutil.Logger()}
	if err := loader.Load(ctx); err != nil {
		return nil, fmt.Errorf("load demo: %w", err)
	}
	if err := tpl.Seal(ctx, d); err != nil {
		return nil, err
	}
	return out, d.Close()
}

// usesTemplate reports whether a server with these options may start from the template: one
// with the demo, a database of its own, and no setting that changes where the demo's loading puts
// its files (ASPIRANT_STORAGE_URL's S3 store and its keys, a disk reserve), which the template's
// were loaded with the defaults of. Other settings (limits, lifetimes, proxies, a payment
// provider) act on the server's answers only, and the demo's loading reads none of them.
func (o Options) usesTemplate() bool {
	if o.NoDemo || o.Database != "" {
		return false
	}
	for _, name := range storageSettings {
		if _, set := o.Env[name]; set {
			return false
		}
	}
	return true
}

// storageSettings are the settings files.ForConfig builds the store from.
var storageSettings = []string{"ASPIRANT_STORAGE_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "ASPIRANT_DISK_RESERVE_MB"}
