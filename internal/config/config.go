// Package config turns flags and ASPIRANT_* environment variables into one typed Config, and
// refuses a wrong value at start-up with one line that names the variable.
package config

import (
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config is everything the binary reads from its environment.
type Config struct {
	Addr        string     // ASPIRANT_ADDR: where the HTTP server listens.
	MetricsAddr string     // ASPIRANT_METRICS_ADDR: where /metrics is served; empty when off.
	DataDir     string     // ASPIRANT_DATA_DIR: SQLite file, uploaded files/, mail outbox/.
	DatabaseURL string     // ASPIRANT_DATABASE_URL: sqlite:<path> or postgres://...
	BaseURL     *url.URL   // ASPIRANT_BASE_URL: the public address used in e-mails and return links.
	LogLevel    slog.Level // ASPIRANT_LOG_LEVEL: debug, info, warn or error.
	LogFormat   string     // ASPIRANT_LOG_FORMAT: text or json.
	MaxUploadMB int        // ASPIRANT_MAX_UPLOAD_MB: the largest upload a learner or staff may send.
	// ASPIRANT_TRUSTED_PROXIES: networks of the load balancers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	SMTPURL        string // ASPIRANT_SMTP_URL: the mail server; empty writes mail to the outbox folder.
	MailFrom       string // ASPIRANT_MAIL_FROM: the sender of the product's e-mail.
	// ASPIRANT_ADMISSIONS_EMAIL: where enquiries are e-mailed.
	AdmissionsEmail string
	// ASPIRANT_SUBMIT_GRACE: how late after a test's deadline a submission still counts.
	SubmitGrace time.Duration
	// ASPIRANT_PAYMENT_PROVIDER: sandbox (a test checkout served by the binary) or razorpay;
	// empty when not set, which only `serve --demo` accepts (see SettlePaymentProvider).
	PaymentProvider string
	Razorpay        RazorpayKeys
	// ASPIRANT_RECEIPT_KEY: the base64 Ed25519 seed that signs submission receipts; empty keeps
	// one in the data folder (docs/product.md, "Receipts").
	ReceiptKey string
	// ASPIRANT_SHUTDOWN_DRAIN: how long a stopping server fails /readyz, still answering, before
	// it stops listening: a little longer than the load balancer takes to notice.
	ShutdownDrain time.Duration
	// ASPIRANT_STORAGE_URL: s3://BUCKET?endpoint=URL&region=REGION keeps stored files in an
	// S3-compatible store; empty keeps them in the data folder's files/.
	StorageURL string
	// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: the S3 store's credentials.
	StorageKey, StorageSecret string
	// ASPIRANT_MAX_DEVICES: how many devices a learner may be signed in on at once; 0 is no limit.
	MaxDevices int
	// ASPIRANT_MAX_VIDEO_MB: the largest lecture video staff may upload.
	MaxVideoMB int
	// ASPIRANT_VIDEO_LINK_TTL: how long a video's signed playback address works (docs/product.md,
	// "Videos").
	VideoLinkTTL time.Duration
	// ASPIRANT_DISK_RESERVE_MB: the free space the data folder's disk keeps; an upload that
	// would leave less is refused (503) instead of filling the disk the database needs.
	DiskReserveMB int
}

// RazorpayKeys are the Razorpay account's credentials (ASPIRANT_RAZORPAY_*).
type RazorpayKeys struct {
	KeyID, KeySecret, WebhookSecret string
	APIURL                          string // ASPIRANT_RAZORPAY_API_URL, for a test gateway
}

// Variable describes one setting for `aspirant help` and the README.
type Variable struct {
	Name, Default, Meaning string
}

// Variables lists every setting, in the order `aspirant help` prints them.
var Variables = []Variable{
	{"ASPIRANT_ADDR", ":8080", "address the HTTP server listens on"},
	{"ASPIRANT_METRICS_ADDR", "127.0.0.1:9090", "address of the Prometheus /metrics server (keep it private), or off"},
	{"ASPIRANT_DATA_DIR", "data", "folder for the SQLite file, uploaded files/ and the mail outbox/"},
	{"ASPIRANT_DATABASE_URL", "sqlite:<data dir>/aspirant.db", "database: sqlite:<path> or postgres://user@host:port/db"},
	{"ASPIRANT_BASE_URL", "http://localhost<addr port>", "public address of the site, used in e-mails and payment return links"},
	{"ASPIRANT_LOG_LEVEL", "info", "debug, info, warn or error"},
	{"ASPIRANT_LOG_FORMAT", "text", "text or json (one JSON object a line, for log collectors)"},
	{"ASPIRANT_MAX_UPLOAD_MB", "25", "largest accepted upload, in megabytes"},
	{"ASPIRANT_TRUSTED_PROXIES", "(none)", "comma-separated networks of reverse proxies whose X-Forwarded-For is believed, e.g. 10.0.0.0/8"},
	{"ASPIRANT_SMTP_URL", "(none: mail goes to <data dir>/outbox)", "mail server: smtp://user:pass@host:587 (STARTTLS), smtps://user:pass@host:465, smtp://host:25?tls=none"},
	{"ASPIRANT_MAIL_FROM", "Aspirant <no-reply@aspirant.in>", "sender of the product's e-mail"},
	{"ASPIRANT_ADMISSIONS_EMAIL", "admissions@aspirant.in", "where course and subscription enquiries are e-mailed"},
	{"ASPIRANT_SUBMIT_GRACE", "30s", "how late after a prelims test's deadline a submission still counts (Go duration, 0s to 10m)"},
	{"ASPIRANT_PAYMENT_PROVIDER", "(none: serve requires it; sandbox with --demo)", "razorpay, or sandbox (a test checkout page; nothing is charged)"},
	{"ASPIRANT_RAZORPAY_KEY_ID", "(none)", "Razorpay key id (with razorpay)"},
	{"ASPIRANT_RAZORPAY_KEY_SECRET", "(none)", "Razorpay key secret (with razorpay)"},
	{"ASPIRANT_RAZORPAY_WEBHOOK_SECRET", "(none)", "secret of the Razorpay webhook (with razorpay)"},
	{"ASPIRANT_RAZORPAY_API_URL", "https://api.razorpay.com", "Razorpay API address"},
	{"ASPIRANT_SHUTDOWN_DRAIN", "0s", "how long a stopping server fails /readyz while still answering, before it stops listening (behind a load balancer: a little more than its health check takes to notice, e.g. 3s)"},
	{"ASPIRANT_STORAGE_URL", "(none: files in <data dir>/files)", "S3-compatible store for uploaded files: s3://BUCKET?endpoint=URL&region=REGION (endpoint for self-hosted stores, path-style); credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"},
	{"ASPIRANT_MAX_DEVICES", "3", "how many devices a learner may be signed in on at once; one more sign-in signs out the one signed in longest ago (0: no limit)"},
	{"ASPIRANT_MAX_VIDEO_MB", "2048", "largest lecture video staff may upload (MP4 or WebM), in megabytes"},
	{"ASPIRANT_VIDEO_LINK_TTL", "10m", "how long a learner's signed address of an uploaded video plays before the player asks for a new one (5s to 1h)"},
	{"ASPIRANT_DISK_RESERVE_MB", "1024", "free space kept on the data folder's disk, in megabytes: uploads that would leave less are refused with 503 (the database and logs need the rest)"},
	{"ASPIRANT_RECEIPT_KEY", "(none: kept in <data dir>/receipt-key)", "base64 Ed25519 seed (32 bytes, e.g. `openssl rand -base64 32`) that signs submission receipts; required in practice when several servers share PostgreSQL, so that all sign with one key"},
}

// Lookup reads one variable; os.LookupEnv in production, a map in tests.
type Lookup func(name string) (string, bool)

// Load reads every variable through lookup, applies defaults and validates the result. The
// error names the variable at fault so an operator can fix it from one log line.
func Load(lookup Lookup) (Config, error) {
	get := func(name, def string) string {
		if v, ok := lookup(name); ok && strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
		return def
	}
	c := Config{
		Addr:            get("ASPIRANT_ADDR", ":8080"),
		DataDir:         get("ASPIRANT_DATA_DIR", "data"),
		LogFormat:       get("ASPIRANT_LOG_FORMAT", "text"),
		SMTPURL:         get("ASPIRANT_SMTP_URL", ""),
		MailFrom:        get("ASPIRANT_MAIL_FROM", "Aspirant <no-reply@aspirant.in>"),
		AdmissionsEmail: get("ASPIRANT_ADMISSIONS_EMAIL", "admissions@aspirant.in"),
		MetricsAddr:     get("ASPIRANT_METRICS_ADDR", "127.0.0.1:9090"),
		PaymentProvider: get("ASPIRANT_PAYMENT_PROVIDER", ""),
		Razorpay: RazorpayKeys{KeyID: get("ASPIRANT_RAZORPAY_KEY_ID", ""), KeySecret: get("ASPIRANT_RAZORPAY_KEY_SECRET", ""),
			WebhookSecret: get("ASPIRANT_RAZORPAY_WEBHOOK_SECRET", ""), APIURL: get("ASPIRANT_RAZORPAY_API_URL", "https://api.razorpay.com")},
	}
	if err := checkAddr(c.Addr); err != nil {
		return c, fmt.Errorf("ASPIRANT_ADDR=%q: %w, such as :8080 or 127.0.0.1:8080", c.Addr, err)
	}
	if c.MetricsAddr == "off" {
		c.MetricsAddr = ""
	} else if err := checkAddr(c.MetricsAddr); err != nil {
		return c, fmt.Errorf("ASPIRANT_METRICS_ADDR=%q: %w, such as 127.0.0.1:9090, or off", c.MetricsAddr, err)
	}
	drain, err := time.ParseDuration(get("ASPIRANT_SHUTDOWN_DRAIN", "0s"))
	if err != nil || drain < 0 || drain > time.Minute {
		return c, fmt.Errorf("ASPIRANT_SHUTDOWN_DRAIN=%q: want a Go duration from 0s to 1m, such as 3s", get("ASPIRANT_SHUTDOWN_DRAIN", ""))
	}
	c.ShutdownDrain = drain
	c.StorageURL = get("ASPIRANT_STORAGE_URL", "")
	c.StorageKey, c.StorageSecret = get("AWS_ACCESS_KEY_ID", ""), get("AWS_SECRET_ACCESS_KEY", "")
	if c.StorageURL != "" {
		if _, err := ParseStorageURL(c.StorageURL); err != nil {
			return c, fmt.Errorf("ASPIRANT_STORAGE_URL: %w", err)
		}
		if c.StorageKey == "" || c.StorageSecret == "" {
			return c, errors.New("ASPIRANT_STORAGE_URL names an S3 store: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
		}
	}
	c.DatabaseURL = get("ASPIRANT_DATABASE_URL", "sqlite:"+filepath.Join(c.DataDir, "aspirant.db"))
	if _, _, err := ParseDatabaseURL(c.DatabaseURL); err != nil {
		return c, fmt.Errorf("ASPIRANT_DATABASE_URL: %w", err)
	}

	_, port, _ := net.SplitHostPort(c.Addr)
	base := get("ASPIRANT_BASE_URL", "http://localhost:"+port)
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return c, fmt.Errorf("ASPIRANT_BASE_URL=%q: want an absolute http(s) address such as https://aspirant.in", base)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	c.BaseURL = u

	if err := c.LogLevel.UnmarshalText([]byte(get("ASPIRANT_LOG_LEVEL", "info"))); err != nil {
		return c, fmt.Errorf("ASPIRANT_LOG_LEVEL=%q: want debug, info, warn or error", get("ASPIRANT_LOG_LEVEL", ""))
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return c, fmt.Errorf("ASPIRANT_LOG_FORMAT=%q: want text or json", c.LogFormat)
	}
	mb := get("ASPIRANT_MAX_UPLOAD_MB", "25")
	if c.MaxUploadMB, err = strconv.Atoi(mb); err != nil || c.MaxUploadMB < 1 || c.MaxUploadMB > 1024 {
		return c, fmt.Errorf("ASPIRANT_MAX_UPLOAD_MB=%q: want a whole number of megabytes from 1 to 1024", mb)
	}
	if a, err := mail.ParseAddress(c.AdmissionsEmail); err != nil || a.Address != c.AdmissionsEmail {
		return c, fmt.Errorf("ASPIRANT_ADMISSIONS_EMAIL=%q: want a plain e-mail address", c.AdmissionsEmail)
	}
	devices := get("ASPIRANT_MAX_DEVICES", "3")
	if c.MaxDevices, err = strconv.Atoi(devices); err != nil || c.MaxDevices < 0 || c.MaxDevices > 100 {
		return c, fmt.Errorf("ASPIRANT_MAX_DEVICES=%q: want a whole number from 0 (no limit) to 100", devices)
	}
	videoMB := get("ASPIRANT_MAX_VIDEO_MB", "2048")
	if c.MaxVideoMB, err = strconv.Atoi(videoMB); err != nil || c.MaxVideoMB < 1 || c.MaxVideoMB > 20480 {
		return c, fmt.Errorf("ASPIRANT_MAX_VIDEO_MB=%q: want a whole number from 1 to 20480", videoMB)
	}
	reserve := get("ASPIRANT_DISK_RESERVE_MB", "1024")
	if c.DiskReserveMB, err = strconv.Atoi(reserve); err != nil || c.DiskReserveMB < 0 || c.DiskReserveMB > 1<<30 {
		return c, fmt.Errorf("ASPIRANT_DISK_RESERVE_MB=%q: want a whole number of megabytes, 0 or more", reserve)
	}
	videoTTL := get("ASPIRANT_VIDEO_LINK_TTL", "10m")
	if c.VideoLinkTTL, err = time.ParseDuration(videoTTL); err != nil || c.VideoLinkTTL < 5*time.Second || c.VideoLinkTTL > time.Hour {
		return c, fmt.Errorf("ASPIRANT_VIDEO_LINK_TTL=%q: want a duration from 5s to 1h, such as 10m", videoTTL)
	}
	grace := get("ASPIRANT_SUBMIT_GRACE", "30s")
	if c.SubmitGrace, err = time.ParseDuration(grace); err != nil || c.SubmitGrace < 0 || c.SubmitGrace > 10*time.Minute {
		return c, fmt.Errorf("ASPIRANT_SUBMIT_GRACE=%q: want a duration from 0s to 10m, such as 30s", grace)
	}
	switch c.PaymentProvider {
	case "", "sandbox":
	case "razorpay":
		for name, value := range map[string]string{"ASPIRANT_RAZORPAY_KEY_ID": c.Razorpay.KeyID,
			"ASPIRANT_RAZORPAY_KEY_SECRET": c.Razorpay.KeySecret, "ASPIRANT_RAZORPAY_WEBHOOK_SECRET": c.Razorpay.WebhookSecret} {
			if value == "" {
				return c, fmt.Errorf("%s: required when ASPIRANT_PAYMENT_PROVIDER=razorpay", name)
			}
		}
		if u, err := url.Parse(c.Razorpay.APIURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return c, fmt.Errorf("ASPIRANT_RAZORPAY_API_URL=%q: want an http(s) address", c.Razorpay.APIURL)
		}
	default:
		return c, fmt.Errorf("ASPIRANT_PAYMENT_PROVIDER=%q: want sandbox or razorpay", c.PaymentProvider)
	}
	c.ReceiptKey = get("ASPIRANT_RECEIPT_KEY", "")
	if c.ReceiptKey != "" {
		if seed, err := base64.StdEncoding.DecodeString(c.ReceiptKey); err != nil || len(seed) != 32 {
			return c, errors.New("ASPIRANT_RECEIPT_KEY: want a base64 Ed25519 seed of 32 bytes, such as the output of `openssl rand -base64 32`")
		}
	}
	for _, part := range strings.Split(get("ASPIRANT_TRUSTED_PROXIES", ""), ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		prefix, err := netip.ParsePrefix(part)
		if err != nil {
			addr, addrErr := netip.ParseAddr(part)
			if addrErr != nil {
				return c, fmt.Errorf("ASPIRANT_TRUSTED_PROXIES: %q is neither a network (10.0.0.0/8) nor an address", part)
			}
			prefix = netip.PrefixFrom(addr, addr.BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, prefix)
	}
	return c, nil
}

// checkAddr checks a listen address: host:port, the port from 0 (any free one) to 65535.
func checkAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return errors.New("want host:port")
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return errors.New("want host:port with a port from 0 to 65535")
	}
	return nil
}

// SettlePaymentProvider decides the payment gateway of a server that is about to serve. The
// sandbox lets anyone "pay" without paying, so it runs only where someone chose it: a demo site
// (`serve --demo`) or ASPIRANT_PAYMENT_PROVIDER=sandbox said outright. A production server
// that merely forgot the setting refuses to start rather than give subscriptions away.
func (c *Config) SettlePaymentProvider(demo bool) error {
	switch {
	case c.PaymentProvider != "":
		return nil
	case demo:
		c.PaymentProvider = "sandbox"
		return nil
	}
	return errors.New("ASPIRANT_PAYMENT_PROVIDER is not set: set it to razorpay (with ASPIRANT_RAZORPAY_KEY_ID, " +
		"ASPIRANT_RAZORPAY_KEY_SECRET and ASPIRANT_RAZORPAY_WEBHOOK_SECRET) to take payments, or to sandbox for a test site where nothing is charged")
}

// StorageAddress is an S3 store as ASPIRANT_STORAGE_URL names it.
type StorageAddress struct {
	Bucket   string
	Endpoint *url.URL // nil for Amazon S3
	Region   string
}

// ParseStorageURL reads s3://BUCKET?endpoint=URL&region=REGION.
func ParseStorageURL(raw string) (StorageAddress, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" || strings.Trim(u.Path, "/") != "" || u.User != nil {
		return StorageAddress{}, errors.New("want s3://BUCKET?endpoint=URL&region=REGION (credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)")
	}
	a := StorageAddress{Bucket: u.Host, Region: u.Query().Get("region")}
	if raw := u.Query().Get("endpoint"); raw != "" {
		e, err := url.Parse(raw)
		if err != nil || (e.Scheme != "http" && e.Scheme != "https") || e.Host == "" {
			return StorageAddress{}, errors.New("endpoint must be an http:// or https:// address")
		}
		a.Endpoint = e
	}
	return a, nil
}

// StorageOrigin is the origin browsers download paid files from when they live in an S3 store
// (scheme and host of its endpoint, or Amazon's addresses for the bucket); empty otherwise.
func (c Config) StorageOrigin() string {
	if c.StorageURL == "" {
		return ""
	}
	address, err := ParseStorageURL(c.StorageURL)
	if err != nil {
		return ""
	}
	if address.Endpoint == nil {
		return "https://" + address.Bucket + ".s3.amazonaws.com https://*.amazonaws.com"
	}
	return address.Endpoint.Scheme + "://" + address.Endpoint.Host
}

// Database kinds ParseDatabaseURL recognises.
const (
	SQLite   = "sqlite"
	Postgres = "postgres"
)

// ParseDatabaseURL splits a database address into its kind and the driver's connection string.
func ParseDatabaseURL(raw string) (kind, dsn string, err error) {
	switch {
	case strings.HasPrefix(raw, "sqlite:"):
		path := strings.TrimPrefix(strings.TrimPrefix(raw, "sqlite:"), "//")
		if path == "" {
			return "", "", errors.New("sqlite: needs a file path, as in sqlite:data/aspirant.db")
		}
		return SQLite, path, nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		// The parse error would echo the address, password included: say less.
		if _, err := url.Parse(raw); err != nil {
			return "", "", errors.New("not a valid postgres:// address")
		}
		return Postgres, raw, nil
	default:
		return "", "", errors.New("want sqlite:<path> or postgres://user@host:port/db")
	}
}
