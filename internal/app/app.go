// Package app wires the domains into one http.Handler: the JSON API under /api, public files
// under /files, health, and the embedded web app for every other path; and, apart, the metrics
// handler for the operator's own address.
package app

import (
	"cmp"
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/klauspost/compress/gzhttp"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"aspirant/internal/access"
	"aspirant/internal/accounts"
	"aspirant/internal/admin"
	"aspirant/internal/billing"
	"aspirant/internal/catalog"
	"aspirant/internal/config"
	"aspirant/internal/content"
	"aspirant/internal/db"
	"aspirant/internal/enquiries"
	"aspirant/internal/httpx"
	"aspirant/internal/mains"
	"aspirant/internal/media"
	"aspirant/internal/notes"
	"aspirant/internal/notify"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/files"
	"aspirant/internal/platform/groupcommit"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/ratelimit"
	"aspirant/internal/platform/receipts"
	"aspirant/internal/prelims"
	"aspirant/internal/seo"
	"aspirant/internal/videos"
	"aspirant/internal/vitals"
)

// Deps is what the server is built from.
type Deps struct {
	Config config.Config
	DB     *db.DB
	Files  files.Store
	Log    *slog.Logger
	Now    func() time.Time // the clock; tests move it
	// WebApp is the built web app; nil means the one embedded in the binary.
	WebApp fs.FS
	// ServerBundle is the app's pages bundled for the server, which renders public pages'
	// bodies (internal/pages); nil with a nil WebApp means the one embedded in the binary, nil
	// with a WebApp of the test's means no rendering.
	ServerBundle []byte
	// Mail delivers e-mail (SMTP or the outbox folder).
	Mail mail.Sender
	// Limits are the account calls' rate limits; zero means accounts.DefaultLimits.
	Limits accounts.Limits
	// ChangesPoll is how often the change feed reads the counters in case a notification was
	// missed; zero means the default for the database (changesPoll).
	ChangesPoll time.Duration
	// Receipts signs the receipts of submissions; nil makes a key that lives as long as the
	// process (tests). `serve` passes the configured or kept one (receipts.LoadOrCreate).
	Receipts *receipts.Signer
}

// health is the answer of /healthz (the process serves) and /readyz (and which database it
// reached).
type health struct {
	httpx.Status
	OK       bool   `json:"ok"`
	Database string `json:"database,omitempty"`
}

// Server is the whole application as one handler, with its background work.
type Server struct {
	http.Handler
	Router     *httpx.Router // the routes, for tests that compare them with the API description
	Metrics    http.Handler  // the Prometheus scrape, for ASPIRANT_METRICS_ADDR: never on the public handler
	Media      *media.Service
	MailWorker *mail.Worker
	// TextWorker sends the queued text messages (SMS or WhatsApp) through the Texter.
	TextWorker *mail.Worker
	limiter    *ratelimit.Limiter
	log        *slog.Logger
	changes    *changes.Feed
	// changesPoll bounds how long a missed change notification can leave a cache stale.
	changesPoll time.Duration
	prelims     *prelims.Service
	committer   *groupcommit.Committer
	// notifier and reminders: the notices found by looking, sent every minute.
	notifier  *notify.Service
	reminders []notify.Source
	db        *db.DB
	draining  atomic.Bool // stopping: not ready for new work
}

// Close finishes the writes waiting to be committed. Call it after the HTTP server has
// stopped taking requests.
func (s *Server) Close() { s.committer.Close() }

// Prelims is the test engine, for tests that drive its background work by hand.
func (s *Server) Prelims() *prelims.Service { return s.prelims }

// New builds the server's handler.
func New(deps Deps) *Server {
	if deps.Now == nil {
		deps.Now = time.Now
	}
	mux := httpx.NewRouter()
	metrics := httpx.NewMetrics()
	mediaService := media.NewService(deps.DB, deps.Files, deps.Now)
	limiter := ratelimit.New(deps.DB, deps.Now)
	mailQueue := mail.NewQueue(deps.Now)
	if deps.Receipts == nil {
		deps.Receipts = receipts.Generate()
	}
	notifier := notify.NewService(mailQueue, deps.Config.BaseURL, deps.Receipts.DerivedKey("unsubscribe"), deps.Now)
	notify.NewHandler(notifier, deps.DB).Routes(mux)
	if deps.Limits == (accounts.Limits{}) {
		deps.Limits = accounts.DefaultLimits
	}
	contentStore := content.NewStore(deps.DB)
	feed := changes.New(deps.DB, deps.Log)

	contentHandler := content.NewHandler(contentStore, deps.Now)
	contentHandler.Routes(mux)
	accountsService := accounts.NewService(accounts.Deps{DB: deps.DB, Mail: mailQueue,
		Limiter: limiter, Limits: deps.Limits, Choices: contentStore, BaseURL: deps.Config.BaseURL, Now: deps.Now, Log: deps.Log,
		Changes: feed, MaxDevices: deps.Config.MaxDevices})
	feed.Subscribe(changes.Sessions, accountsService.ForgetSessions)
	accountsHandler := accounts.NewHandler(accountsService)
	accountsHandler.Routes(mux)
	billingService := billing.NewService(billing.Deps{DB: deps.DB, Provider: paymentProvider(deps.Config),
		PayerOf: payerOf(deps.DB), BaseURL: deps.Config.BaseURL, Now: deps.Now, Log: deps.Log, Changes: feed,
		Notify: notifier})
	billing.NewHandler(billingService).Routes(mux)
	feed.Subscribe(changes.Entitlements, billingService.Entitlements().ForgetHoldings)
	feed.Subscribe(changes.Catalogue, billingService.Entitlements().ForgetLibraries)
	catalogService := catalog.NewService(catalog.NewStore(deps.DB), billingService.Entitlements(), deps.Now)
	catalog.NewHandler(catalogService).Routes(mux)
	enquiries.NewService(deps.DB, mailQueue, limiter, deps.Config.AdmissionsEmail, deps.Now).Routes(mux)

	checker := access.NewChecker(deps.DB, billingService.Entitlements())
	notesService := notes.NewService(deps.DB, checker)
	notesService.Routes(mux)
	// Lectures and tests' discussions in the store play through signed addresses tied to the
	// learner's session (docs/product.md, "Videos").
	player := media.NewPlayer(mediaService, deps.Receipts.DerivedKey("video-playback"), deps.Config.VideoLinkTTL,
		accountsService.SessionLive, stillEntitled(deps.DB, checker), holderOf(deps.DB), deps.Now)
	player.Routes(mux)
	videosService := videos.NewService(videos.Deps{DB: deps.DB, Access: checker, Player: player})
	videosService.Routes(mux)
	// SQLite has one writer: one lane groups every learner's writes. PostgreSQL commits in
	// parallel, so writes spread over lanes by learner (each learner's stay in order).
	lanes := 1
	if deps.DB.Kind == config.Postgres {
		lanes = db.WriteLanes
	}
	committer := groupcommit.New(deps.DB, lanes, 256, 2*time.Millisecond)
	prelimsService := prelims.NewService(prelims.Deps{DB: deps.DB, Access: checker, Committer: committer, Now: deps.Now,
		Grace: deps.Config.SubmitGrace, Changes: feed, Log: deps.Log, Receipts: deps.Receipts, Limiter: limiter,
		BaseURL: deps.Config.BaseURL, Player: player, Notify: notifier})
	prelimsService.Routes(mux)
	notifier.Reword(notify.MockOpens, prelimsService.RewordWindowNotices)
	adminService := admin.NewService(admin.Deps{DB: deps.DB, Media: mediaService, Now: deps.Now, Changes: feed, Bank: prelimsService,
		UploadLimit: int64(deps.Config.MaxUploadMB) << 20, VideoLimit: int64(deps.Config.MaxVideoMB) << 20})
	mainsService := mains.NewService(mains.Deps{DB: deps.DB, Access: checker, Media: mediaService, Notify: notifier,
		BaseURL: deps.Config.BaseURL, Now: deps.Now, UploadLimit: int64(deps.Config.MaxUploadMB) << 20, Player: player,
		Audit: adminService, Limiter: limiter})
	mainsService.Routes(mux)
	mainsService.RegisterMetrics(metrics.Registry)
	feed.Subscribe(changes.Catalogue, contentHandler.Forget)
	feed.Subscribe(changes.Catalogue, catalogService.Forget)
	feed.Subscribe(changes.Catalogue, prelimsService.ForgetPapers)
	feed.Subscribe(changes.Scores, prelimsService.ForgetRankings)
	feed.Subscribe(changes.Scores, prelimsService.ForgetStats)
	adminService.Routes(mux)
	media.NewDownloads(mediaService, holderOf(deps.DB), notesService.FileResolver, prelimsService.FileResolver, mainsService.FileResolver,
		videosService.FileResolver).Routes(mux)

	mux.Handle("GET /files/{key...}", httpx.Handler(mediaService.ServePublic))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		httpx.Answer(w, &health{OK: true})
	})
	server := &Server{}
	mux.Handle("GET /readyz", httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		// Stopping: the load balancer takes this server out of rotation while it still answers.
		if server.draining.Load() {
			return httpx.ErrUnavailable
		}
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := deps.DB.Ping(ctx); err != nil {
			httpx.LoggerFrom(r.Context()).Warn("readiness check failed: database", "err", err)
			return &httpx.Error{Status: http.StatusServiceUnavailable, Message: locale.T("The database is not reachable."), RetryAfter: 5 * time.Second}
		}
		if err := deps.Files.Check(ctx); err != nil {
			// The data folder's files/, or the S3 store (ASPIRANT_STORAGE_URL).
			httpx.LoggerFrom(r.Context()).Warn("readiness check failed: file store", "err", err)
			return &httpx.Error{Status: http.StatusServiceUnavailable, Message: locale.T("The file store cannot be written."), RetryAfter: 5 * time.Second}
		}
		httpx.Answer(w, &health{OK: true, Database: deps.DB.Kind})
		return nil
	}))
	mux.Handle("/api/", apiFallback(mux))
	vitals.New(metrics.Registry).Routes(mux)
	everyPage := carriedContent(contentHandler, "banners")
	everyPage[catalog.SectionsCall] = catalogService.SectionsAnswer
	pages := &seo.Pages{Catalog: catalogService, FAQs: contentHandler.FAQs, Base: deps.Config.BaseURL,
		ImageSize:   mediaService.ImageSize,
		Preload:     everyPage,
		HomePreload: carriedContent(contentHandler, "our-offerings", "top-performers", "faqs", "popular-subs")}
	mux.Handle("GET /sitemap.xml", httpx.Handler(pages.Sitemap(deps.DB)))
	mux.HandleFunc("GET /robots.txt", pages.Robots)
	mux.Handle("/", notOnPublicAddress(newSPA(deps.WebApp, deps.ServerBundle, pages.HeadFor, deps.Log)))

	var h http.Handler = httpx.RecordRoute(mux)
	h = httpx.RefuseBadText(h)
	h = accountsHandler.Authenticate(h)
	h = gzhttp.GzipHandler(h)
	h = httpx.SecurityHeaders(deps.Config.BaseURL != nil && deps.Config.BaseURL.Scheme == "https", deps.Config.StorageOrigin(), h)
	// Right inside Observe: its writer unwraps to the connection, which the middleware needs
	// for read deadlines; gzhttp's writer would hide it.
	h = httpx.SlowBodies(httpx.DefaultBodyPace, h)
	h = httpx.Observe(deps.Log, metrics, h)
	// Outside everything that may answer an error, so that every answer is in the request's
	// language; Authenticate falls back to the learner's saved one.
	h = locale.Negotiate(h)
	h = httpx.TrustProxies(deps.Config.TrustedProxies, h)
	h = closeWhenDraining(&server.draining, h)
	*server = Server{Handler: h, Router: mux, Media: mediaService, limiter: limiter, log: deps.Log,
		Metrics: promhttp.HandlerFor(metrics.Registry, promhttp.HandlerOpts{}),
		changes: feed, changesPoll: cmp.Or(deps.ChangesPoll, changesPoll(deps.DB)),
		prelims: prelimsService, committer: committer, notifier: notifier, db: deps.DB,
		reminders:  []notify.Source{prelimsService.WindowReminders, prelimsService.RescoreNotices, billingService.ExpiryReminders},
		MailWorker: &mail.Worker{DB: deps.DB, Sender: deps.Mail, Now: deps.Now, Log: deps.Log},
		TextWorker: &mail.Worker{DB: deps.DB, Channel: mail.ChannelText, Sender: notify.LogTexter{Log: deps.Log}, Now: deps.Now, Log: deps.Log}}
	return server
}

// Drain makes /readyz answer 503 from now on, so that a load balancer stops sending new
// requests here before the server stops listening (docs/operations.md, "Several machines").
func (s *Server) Drain() { s.draining.Store(true) }

// closeWhenDraining answers with "Connection: close" while the server drains, so that each
// client connection closes right after an answer. Closing idle connections at once instead
// (net/http's SetKeepAlivesEnabled(false)) races a request a load balancer is just sending on
// one: the request is handled and its answer lost, and the learner's client sees the connection
// drop (docs/operations.md, "Restarts without a lost request"). Connections left idle are
// closed when the server stops listening, by when the load balancer has it out of rotation.
// carriedContent are the dynamic-content lists at paths, as answers a page carries.
func carriedContent(h *content.Handler, paths ...string) map[string]func(context.Context) (any, error) {
	calls := map[string]func(context.Context) (any, error){}
	for _, path := range paths {
		calls[content.Path(path)] = h.Carried(path)
	}
	return calls
}

func closeWhenDraining(draining *atomic.Bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if draining.Load() {
			w.Header().Set("Connection", "close")
		}
		next.ServeHTTP(w, r)
	})
}

// RunBackground does the server's periodic work until ctx ends: keeping its caches in step
// with other servers' writes, delivering queued e-mail and text messages, sending the reminders
// that fall due, finishing attempts whose time ran out and clearing old rate-limit windows.
// Every process may run it; the work is claimed row by row.
func (s *Server) RunBackground(ctx context.Context) {
	go s.changes.Run(ctx, s.changesPoll)
	go s.MailWorker.Run(ctx, 2*time.Second)
	go s.TextWorker.Run(ctx, 2*time.Second)
	go s.runReminders(ctx, time.Minute)
	go s.prelims.RunFinisher(ctx, 5*time.Second)
	ticker := time.NewTicker(time.Hour)
	defer ticker.Stop()
	for {
		if err := s.limiter.Sweep(ctx); err != nil && ctx.Err() == nil {
			s.log.Warn("sweep rate-limit windows", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// runReminders sends the reminders that fall due every interval until ctx ends.
func (s *Server) runReminders(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		if n, err := s.SendDueReminders(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("send due reminders", "err", err)
		} else if n > 0 {
			s.log.Info("sent due reminders", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// SendDueReminders sends one batch of each kind of reminder that is due (mock windows, changed
// scores, subscriptions ending) and answers how many it sent. Several servers may run it at
// once: each notice goes once.
func (s *Server) SendDueReminders(ctx context.Context) (int, error) {
	total := 0
	for _, source := range s.reminders {
		n, err := s.notifier.SendDue(ctx, s.db, source)
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// changesPoll is how often a server reads the change counters in case it missed a
// notification. PostgreSQL pushes every change, so its poll is only a safety net; SQLite has
// no notifications, and servers sharing one SQLite file (the CLI beside the server) poll.
func changesPoll(d *db.DB) time.Duration {
	if d.Kind == config.Postgres {
		return 5 * time.Second
	}
	return time.Second
}

// paymentProvider is the gateway the settings name.
func paymentProvider(cfg config.Config) billing.Provider {
	if cfg.PaymentProvider == "razorpay" {
		return billing.Razorpay{APIURL: cfg.Razorpay.APIURL, KeyID: cfg.Razorpay.KeyID, KeySecret: cfg.Razorpay.KeySecret,
			WebhookSecret: cfg.Razorpay.WebhookSecret, CallbackURL: cfg.BaseURL.String() + "/api/v1/payment/razorpay/callback"}
	}
	return billing.Sandbox{BaseURL: cfg.BaseURL}
}

// payerOf tells billing who a learner is, for the gateway's page.
func payerOf(d *db.DB) func(ctx context.Context, userID int64) (billing.Payer, error) {
	return func(ctx context.Context, userID int64) (billing.Payer, error) {
		u, err := accounts.NewStore(d).UserByID(ctx, userID)
		return billing.Payer{Name: u.Name, Email: u.Email, Mobile: u.Mobile}, err
	}
}

// holderOf names a learner in the watermark of their paid PDFs.
// stillEntitled answers whether a learner may still watch a playback subject (a lecture's id,
// prelims-{test} or mains-{test}: media's subjects): whether its library still opens to them, by
// the rule every library call uses. A subject whose item is gone is not found, as its file is.
func stillEntitled(d *db.DB, checker *access.Checker) media.Entitled {
	return func(ctx context.Context, userID int64, subject string) (bool, error) {
		query, id := "SELECT library_id FROM videos WHERE id = ?", subject
		if test, ok := strings.CutPrefix(subject, "prelims-"); ok {
			query, id = "SELECT library_id FROM prelims_tests WHERE id = ?", test
		} else if test, ok := strings.CutPrefix(subject, "mains-"); ok {
			query, id = "SELECT library_id FROM mains_tests WHERE id = ?", test
		}
		var library int64
		if err := d.Get(ctx, &library, query, id); errors.Is(err, db.ErrNotFound) {
			return false, errVideoGone
		} else if err != nil {
			return false, err
		}
		u, err := accounts.NewStore(d).UserByID(ctx, userID)
		if errors.Is(err, db.ErrNotFound) {
			return false, nil
		} else if err != nil {
			return false, err
		}
		var refused *httpx.Error
		if err := checker.RequireOf(ctx, httpx.Identity{UserID: userID, Role: u.Role}, library); errors.As(err, &refused) {
			return false, nil
		} else if err != nil {
			return false, err
		}
		return true, nil
	}
}

var errVideoGone = httpx.Errorf(http.StatusNotFound, "File not found")

func holderOf(d *db.DB) media.HolderOf {
	return func(ctx context.Context, userID int64) (media.Holder, error) {
		u, err := accounts.NewStore(d).UserByID(ctx, userID)
		return media.Holder{Name: u.Name, StudentID: u.UniqueID, Email: u.Email, Mobile: u.Mobile}, err
	}
}

// notOnPublicAddress answers a plain 404 for /metrics, which is served on the operator's own
// address: the web app would answer index.html, and a scraper pointed at the public address
// by mistake would read a page of HTML as an empty scrape instead of failing.
func notOnPublicAddress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/metrics" {
			http.NotFound(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// apiFallback answers API paths no route matched: 405 with Allow when the path exists for
// other methods, else 404. Both as JSON, never the web app's HTML.
func apiFallback(mux *httpx.Router) http.Handler {
	return httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		var allowed []string
		for _, method := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			probe := r.Clone(r.Context())
			probe.Method = method
			if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/api/" {
				allowed = append(allowed, method)
			}
		}
		if len(allowed) > 0 {
			for _, m := range allowed {
				w.Header().Add("Allow", m)
			}
			return httpx.Errorf(http.StatusMethodNotAllowed, "%s is not allowed here.", r.Method)
		}
		return httpx.Errorf(http.StatusNotFound, "No such API call: %s %s", r.Method, r.URL.Path)
	})
}
