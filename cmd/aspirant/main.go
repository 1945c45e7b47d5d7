// Command aspirant is the whole product in one binary: the JSON API, the web app it embeds,
// and the operator's commands (migrate, demo, user create).
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"golang.org/x/net/netutil"

	"aspirant/internal/accounts"
	"aspirant/internal/app"
	"aspirant/internal/billing"
	"aspirant/internal/config"
	"aspirant/internal/db"
	"aspirant/internal/demo"
	"aspirant/internal/media"
	"aspirant/internal/platform/files"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/receipts"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.LookupEnv))
}

const usage = `aspirant: the Aspirant exam-preparation platform in one binary.

Usage:
  aspirant serve [--demo] [--addr ADDR]   apply pending migrations and serve the site (needs
                                          ASPIRANT_PAYMENT_PROVIDER); --demo loads the demo content
                                          into an empty database and pays through the sandbox
  aspirant migrate                        apply pending migrations and exit
  aspirant demo                           load the demo content and exit
  aspirant user create --email E --name N --password-stdin [--role admin|evaluator|student]
                                          create an account; the password is read from stdin
  aspirant orders list [--email E] [--limit N]
                                          the newest orders, of one learner or all
  aspirant access grant --email E --subscription SLUG [--days N]
                                          give a learner a subscription by hand (support work)
  aspirant access revoke --email E --subscription SLUG
                                          end a learner's access to a subscription now
  aspirant backup DIR                     copy the database and the stored files into the empty
                                          folder DIR while the site serves (PostgreSQL: needs pg_dump)
  aspirant restore DIR                    fill the empty data folder and database from the backup
                                          in DIR (PostgreSQL: needs pg_restore)
  aspirant probe [URL]                    exit 0 when the server on ASPIRANT_ADDR (or at URL) is
                                          ready: a container's health check
  aspirant help                           this text

Settings come from the environment (flags, where a command has them, win):
`

// env is how commands read settings: the process environment, with flags layered on top.
type env struct {
	lookup    config.Lookup
	overrides map[string]string
}

func (e env) get(name string) (string, bool) {
	if v, ok := e.overrides[name]; ok {
		return v, true
	}
	return e.lookup(name)
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, lookup config.Lookup) int {
	if len(args) == 0 {
		printUsage(stderr)
		return 2
	}
	e := env{lookup: lookup, overrides: map[string]string{}}
	var err error
	switch args[0] {
	case "serve":
		err = serve(ctx, e, args[1:], stdout, stderr)
	case "migrate":
		err = withStore(ctx, e, stderr, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
			current, _, err := d.SchemaVersion(ctx)
			if err == nil {
				fmt.Fprintf(stdout, "schema is at version %d\n", current)
			}
			return err
		})
	case "demo":
		err = withStore(ctx, e, stderr, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
			loader, err := demoLoader(cfg, d, log)
			if err != nil {
				return err
			}
			if err := loader.Load(ctx); err != nil {
				return err
			}
			fmt.Fprintln(stdout, "demo content loaded")
			printDemoAccounts(stdout)
			return nil
		})
	case "user":
		err = userCommand(ctx, e, args[1:], stdin, stdout, stderr)
	case "orders":
		err = ordersCommand(ctx, e, args[1:], stdout, stderr)
	case "access":
		err = accessCommand(ctx, e, args[1:], stdout, stderr)
	case "backup":
		err = backupCommand(ctx, e, args[1:], stdout)
	case "restore":
		err = restoreCommand(ctx, e, args[1:], stdout)
	case "probe":
		err = probeCommand(ctx, e, args[1:], stdout)
	case "help", "-h", "--help":
		printUsage(stdout)
		return 0
	default:
		fmt.Fprintf(stderr, "aspirant: unknown command %q\n\n", args[0])
		printUsage(stderr)
		return 2
	}
	if err != nil {
		var usageErr usageError
		if errors.As(err, &usageErr) {
			fmt.Fprintf(stderr, "aspirant: %v\n", err)
			return 2
		}
		fmt.Fprintf(stderr, "aspirant: %v\n", err)
		return 1
	}
	return 0
}

type usageError struct{ error }

func printUsage(w io.Writer) {
	fmt.Fprint(w, usage)
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	for _, v := range config.Variables {
		fmt.Fprintf(tw, "  %s\t%s\t(default %s)\n", v.Name, v.Meaning, v.Default)
	}
	tw.Flush()
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// withStore loads the settings, opens and migrates the database, and runs fn.
func withStore(ctx context.Context, e env, stderr io.Writer, fn func(config.Config, *db.DB, *slog.Logger) error) error {
	return withSettledStore(ctx, e, stderr, nil, fn)
}

// withSettledStore is withStore with settle run on the settings first, so a command that must
// not run says why before it touches the database.
func withSettledStore(ctx context.Context, e env, stderr io.Writer, settle func(*config.Config) error,
	fn func(config.Config, *db.DB, *slog.Logger) error) error {
	cfg, err := config.Load(e.get)
	if err == nil && settle != nil {
		err = settle(&cfg)
	}
	if err != nil {
		return err
	}
	log := newLogger(cfg, stderr)
	slog.SetDefault(log)
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Migrate(ctx, log); err != nil {
		return err
	}
	return fn(cfg, d, log)
}

// filesDir is the folder of stored files, in the data folder.
func filesDir(cfg config.Config) string { return filepath.Join(cfg.DataDir, "files") }

// fileStore is where uploaded files live: the S3 store ASPIRANT_STORAGE_URL names, or the data
// folder's files/.
func fileStore(cfg config.Config) (files.Store, error) {
	return files.ForConfig(cfg, filesDir(cfg))
}

func demoLoader(cfg config.Config, d *db.DB, log *slog.Logger) (*demo.Loader, error) {
	store, err := fileStore(cfg)
	if err != nil {
		return nil, err
	}
	return &demo.Loader{DB: d, Media: media.NewService(d, store, time.Now), Now: time.Now, Log: log}, nil
}

// serverGCPercent is the collector's setting for the server unless GOGC is given. The live
// heap is small (tens of MB) and nearly everything a request allocates dies with it, so the
// default (a cycle whenever the heap doubles) runs the collector many times a second under load:
// at the close of a mock it was an eighth of the server's CPU. 400 trades a few hundred MB at
// most for a fraction of that work (docs/performance.md, "Exam day").
const serverGCPercent = 400

func serve(ctx context.Context, e env, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	withDemo := fs.Bool("demo", false, "load the demo content into an empty database")
	addr := fs.String("addr", "", "listen address (overrides ASPIRANT_ADDR)")
	if err := fs.Parse(args); err != nil {
		return usageError{err}
	}
	if *addr != "" {
		e.overrides["ASPIRANT_ADDR"] = *addr
	}
	if _, set := e.get("GOGC"); !set {
		debug.SetGCPercent(serverGCPercent)
	}
	settle := func(cfg *config.Config) error { return cfg.SettlePaymentProvider(*withDemo) }
	return withSettledStore(ctx, e, stderr, settle, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
		store, err := fileStore(cfg)
		if err != nil {
			return err
		}
		loader := &demo.Loader{DB: d, Media: media.NewService(d, store, time.Now), Now: time.Now, Log: log}
		if *withDemo {
			if err := loadDemoIfEmpty(ctx, loader, log); err != nil {
				return err
			}
		}
		if loaded, _ := loader.Loaded(ctx); loaded {
			printDemoAccounts(stdout)
		}

		if err := mail.ValidFrom(cfg.MailFrom); err != nil {
			return fmt.Errorf("ASPIRANT_MAIL_FROM=%q: %w", cfg.MailFrom, err)
		}
		sender, err := mail.NewSender(cfg.SMTPURL, cfg.MailFrom, filepath.Join(cfg.DataDir, "outbox"), log)
		if err != nil {
			return fmt.Errorf("ASPIRANT_SMTP_URL: %w", err)
		}
		signer, err := receiptSigner(cfg, d.Kind, log)
		if err != nil {
			return err
		}
		server := app.New(app.Deps{Config: cfg, DB: d, Files: store, Log: log, Now: time.Now, Mail: sender, Receipts: signer})
		go server.RunBackground(ctx)
		if cfg.PaymentProvider == "sandbox" {
			log.Warn("payments use the sandbox gateway: nothing is charged (set ASPIRANT_PAYMENT_PROVIDER=razorpay for real payments)")
		}
		openFiles, err := raiseOpenFileLimit()
		if err != nil {
			log.Warn("raise the open-file limit", "err", err)
		}
		maxConns := maxConnections(openFiles)
		log.Info("open files", "limit", openFiles, "max_connections", maxConns)

		listener, err := net.Listen("tcp", cfg.Addr)
		if err != nil {
			return fmt.Errorf("ASPIRANT_ADDR=%s: %w", cfg.Addr, err)
		}
		servers := []served{{newHTTPServer(server, log), netutil.LimitListener(listener, maxConns)}}
		metricsURL := "off"
		if cfg.MetricsAddr != "" {
			metricsListener, err := net.Listen("tcp", cfg.MetricsAddr)
			if err != nil {
				listener.Close()
				return fmt.Errorf("ASPIRANT_METRICS_ADDR=%s: %w", cfg.MetricsAddr, err)
			}
			metrics := http.NewServeMux()
			metrics.Handle("GET /metrics", server.Metrics)
			// Profiles for operators on the same private address (docs/performance.md says how
			// the load figures were profiled); never on the public one.
			metrics.HandleFunc("GET /debug/pprof/", pprof.Index)
			metrics.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
			metrics.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
			servers = append(servers, served{newHTTPServer(metrics, log), metricsListener})
			metricsURL = "http://" + metricsListener.Addr().String() + "/metrics"
		}
		log.Info("serving", "address", "http://"+listener.Addr().String(), "public_url", cfg.BaseURL.String(),
			"metrics", metricsURL, "database", d.Kind)
		defer server.Close() // after the last request: commit the writes still queued
		return serveUntilDone(ctx, log, drainer{server, cfg.ShutdownDrain}, servers...)
	})
}

// connectionReserve is how many open files are kept back from client connections: the
// database pools (at most about 20 connections), SQLite's files, uploads being written, files
// being sent, SMTP and the metrics server. When every file is taken, accept() fails and the
// server can neither answer health checks nor open its database; capping connections below the
// limit makes an excess client wait in the kernel's accept queue instead.
const connectionReserve = 1024

// maxConnections is the cap on concurrent client connections for an open-file limit: the limit
// less the reserve, or less a quarter of it on a machine with a small limit (1,024 leaves 768).
// The cap is a last line of defence; slow clients are cut off by httpx.SlowBodies long before
// they could fill it.
func maxConnections(openFiles uint64) int {
	return int(min(openFiles-min(connectionReserve, openFiles/4), math.MaxInt32))
}

// served is an http.Server with the listener it serves on.
type served struct {
	server   *http.Server
	listener net.Listener
}

// newHTTPServer bounds what a client may hold. Headers must arrive within 10 s (slow-header
// clients); bodies at a minimum rate, enforced by httpx.SlowBodies inside the handler, since a
// fixed ReadTimeout would cut off a learner uploading a large answer on a slow phone; an idle
// keep-alive connection is closed after 60 s (a browser reconnects in a round trip). There is
// no WriteTimeout: a large download to a slow phone may take minutes.
func newHTTPServer(handler http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       60 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// drainer is how a stopping server leaves a load balancer's rotation: its /readyz fails for
// wait while it goes on answering (docs/operations.md, "Several machines").
type drainer struct {
	app  interface{ Drain() }
	wait time.Duration
}

// serveUntilDone runs the servers until ctx ends (SIGINT or SIGTERM) or one of them fails, then
// drains (readiness fails and each answer closes its connection, for ASPIRANT_SHUTDOWN_DRAIN, so
// a load balancer sends new requests elsewhere), stops taking new connections and lets running
// requests finish (a learner's submit must not be cut off). The servers stop in order: the
// public one first, while metrics still answer.
func serveUntilDone(ctx context.Context, log *slog.Logger, drain drainer, servers ...served) error {
	failed := make(chan error, len(servers))
	for _, s := range servers {
		go func() { failed <- s.server.Serve(s.listener) }()
	}
	var err error
	select {
	case err = <-failed:
	case <-ctx.Done():
		drain.app.Drain()
		if drain.wait > 0 {
			log.Info("shutting down: draining", "for", drain.wait)
			time.Sleep(drain.wait)
		}
		log.Info("shutting down: finishing running requests")
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	for _, s := range servers {
		if shutdownErr := s.server.Shutdown(shutdownCtx); shutdownErr != nil && err == nil {
			err = fmt.Errorf("shutdown: %w", shutdownErr)
		}
	}
	if err == nil {
		log.Info("stopped")
	}
	return err
}

// shutdownGrace is how long running requests get to finish after a stop signal.
const shutdownGrace = 30 * time.Second

func loadDemoIfEmpty(ctx context.Context, loader *demo.Loader, log *slog.Logger) error {
	empty, err := loader.Empty(ctx)
	if err != nil {
		return err
	}
	if !empty {
		log.Info("demo: the database already has content; leaving it as it is")
		return nil
	}
	log.Info("demo: loading the demo content")
	return loader.Load(ctx)
}

func printDemoAccounts(w io.Writer) {
	fmt.Fprintln(w, "Demo accounts (for trying the product; the passwords are public):")
	for _, a := range demo.Accounts {
		fmt.Fprintf(w, "  %-9s  %-26s  %s\n", a.Role, a.Email, a.Password)
	}
}

func userCommand(ctx context.Context, e env, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		return usageError{errors.New("usage: aspirant user create --email E --name N --password-stdin [--role admin|evaluator|student]")}
	}
	fs := flag.NewFlagSet("user create", flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "e-mail address (the login)")
	name := fs.String("name", "", "full name")
	role := fs.String("role", accounts.RoleStudent, "admin, evaluator or student")
	fromStdin := fs.Bool("password-stdin", false, "read the password from the first line of standard input")
	if err := fs.Parse(args[1:]); err != nil {
		return usageError{err}
	}
	switch {
	case !accounts.ValidEmail(accounts.NormalizeEmail(*email)):
		return usageError{errors.New("--email: give a valid e-mail address")}
	case strings.TrimSpace(*name) == "":
		return usageError{errors.New("--name: give the person's name")}
	case !accounts.ValidRole(*role):
		return usageError{errors.New("--role: want admin, evaluator or student")}
	case !*fromStdin:
		return usageError{errors.New("--password-stdin is required: passwords are never taken from the command line, where other users can see them")}
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return err
	}
	password := strings.TrimRight(line, "\r\n")
	if msg := accounts.PasswordProblem(password); !msg.IsZero() {
		return usageError{fmt.Errorf("password: %s", msg)}
	}
	return withStore(ctx, e, stderr, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
		hash, err := accounts.HashPassword(password)
		if err != nil {
			return err
		}
		u := &accounts.User{Name: strings.TrimSpace(*name), Email: *email, PasswordHash: hash, Role: *role}
		if err := accounts.NewStore(d).CreateUser(ctx, u, time.Now()); err != nil {
			if errors.Is(err, accounts.ErrEmailTaken) {
				return fmt.Errorf("an account with the e-mail %s already exists", u.Email)
			}
			return err
		}
		fmt.Fprintf(stdout, "created %s %s (student id %s)\n", u.Role, u.Email, u.UniqueID)
		return nil
	})
}

func ordersCommand(ctx context.Context, e env, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "list" {
		return usageError{errors.New("usage: aspirant orders list [--email E] [--limit N]")}
	}
	fs := flag.NewFlagSet("orders list", flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "only this learner's orders")
	limit := fs.Int("limit", 50, "how many, newest first")
	if err := fs.Parse(args[1:]); err != nil {
		return usageError{err}
	}
	return withStore(ctx, e, stderr, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
		var userID int64
		if *email != "" {
			u, err := accounts.NewStore(d).UserByEmail(ctx, *email)
			if err != nil {
				return fmt.Errorf("no account with the e-mail %s", *email)
			}
			userID = u.ID
		}
		lines, err := billing.RecentOrders(ctx, d, userID, *limit)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ORDER\tDATE\tLEARNER\tSUBSCRIPTION\tAMOUNT\tSTATUS\tREFUND")
		for _, o := range lines {
			refund := o.RefundStatus
			if o.RefundReason != "" {
				refund += " (" + o.RefundReason + ")"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t₹%s\t%s via %s\t%s\n", o.Reference, o.CreatedAt.Format("2006-01-02 15:04"),
				o.Email, o.Subscription, o.Amount.Rupees(), o.Status, o.Provider, refund)
		}
		return tw.Flush()
	})
}

func accessCommand(ctx context.Context, e env, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || (args[0] != "grant" && args[0] != "revoke") {
		return usageError{errors.New("usage: aspirant access grant|revoke --email E --subscription SLUG [--days N]")}
	}
	fs := flag.NewFlagSet("access "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	email := fs.String("email", "", "the learner's e-mail address")
	slug := fs.String("subscription", "", "the subscription's slug")
	days := fs.Int("days", 0, "days of access (grant; 0 means no end)")
	if err := fs.Parse(args[1:]); err != nil {
		return usageError{err}
	}
	if *email == "" || *slug == "" {
		return usageError{errors.New("--email and --subscription are required")}
	}
	return withStore(ctx, e, stderr, func(cfg config.Config, d *db.DB, log *slog.Logger) error {
		u, err := accounts.NewStore(d).UserByEmail(ctx, *email)
		if err != nil {
			return fmt.Errorf("no account with the e-mail %s", *email)
		}
		subscriptionID, err := billing.SubscriptionIDBySlug(ctx, d, *slug)
		if err != nil {
			return fmt.Errorf("no subscription with the slug %s", *slug)
		}
		now := time.Now().UTC()
		// Each change is a transaction that also tells the running servers (they drop their copy
		// of the learner's entitlements at their next read of the change feed).
		if args[0] == "revoke" {
			var revoked bool
			err := d.InTx(ctx, func(tx *db.Tx) error {
				var err error
				revoked, err = billing.Revoke(ctx, tx, u.ID, subscriptionID, now)
				return err
			})
			if err != nil {
				return err
			}
			if !revoked {
				return fmt.Errorf("%s has no access to %s", u.Email, *slug)
			}
			fmt.Fprintf(stdout, "revoked %s's access to %s\n", u.Email, *slug)
			return nil
		}
		var expires *time.Time
		if *days > 0 {
			t := now.AddDate(0, 0, *days)
			expires = &t
		}
		err = d.InTx(ctx, func(tx *db.Tx) error {
			return billing.Grant(ctx, tx, u.ID, subscriptionID, "grant", nil, now, expires, now)
		})
		if err != nil {
			return err
		}
		until := "with no end"
		if expires != nil {
			until = "until " + expires.Format("2 Jan 2006")
		}
		fmt.Fprintf(stdout, "granted %s access to %s %s\n", u.Email, *slug, until)
		return nil
	})
}

// receiptSigner answers the key that signs submission receipts: ASPIRANT_RECEIPT_KEY when given,
// else the one kept in the data folder (created on the first start). Servers sharing PostgreSQL
// must share the key through the variable, or a receipt verifies only on the server that signed it.
func receiptSigner(cfg config.Config, kind string, log *slog.Logger) (*receipts.Signer, error) {
	if cfg.ReceiptKey != "" {
		s, err := receipts.ParseSeed(cfg.ReceiptKey)
		if err != nil {
			return nil, fmt.Errorf("ASPIRANT_RECEIPT_KEY: %w", err)
		}
		return s, nil
	}
	if kind == config.Postgres {
		log.Warn("ASPIRANT_RECEIPT_KEY is not set: receipts are signed with the key in the data folder; " +
			"give every server that shares this database the same ASPIRANT_RECEIPT_KEY")
	}
	s, err := receipts.LoadOrCreate(cfg.DataDir)
	if err != nil {
		return nil, fmt.Errorf("receipt key in %s: %w", cfg.DataDir, err)
	}
	return s, nil
}
