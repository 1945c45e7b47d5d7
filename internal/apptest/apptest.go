// Package apptest runs the whole server (the real handler, a real database, real files) for HTTP
// tests, and checks every API answer against docs/openapi.yaml as it goes.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/http"
	"net/http/httptest"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"aspirant/internal/accounts"
	"aspirant/internal/app"
	"aspirant/internal/config"
	"aspirant/internal/db"
	"aspirant/internal/demo"
	"aspirant/internal/platform/files"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/receipts"
	"aspirant/internal/testutil"
)

// WebApp stands in for the built React app: the SPA handler's rules do not depend on what the
// files say.
var WebApp = fstest.MapFS{
	"index.html": {Data: []byte("<!doctype html><html><head><!--page-head--><title>Aspirant</title><!--/page-head-->" +
		"</head><body><div id=root></div><script type=module src=/assets/index-abc123.js></script></body></html>")},
	"assets/index-abc123.js": {Data: []byte(strings.Repeat("console.log('aspirant');\n", 200))},
	// The build's Brotli form of the script (vite.config.ts); any bytes serve the handler's rules.
	"assets/index-abc123.js.br": {Data: []byte("brotli form of index-abc123.js")},
	"images/logo.svg":           {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><title>Aspirant</title></svg>`)},
}

// Clock is a settable clock for tests of expiries and windows.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// Server is the running application.
type Server struct {
	*httptest.Server
	App     *app.Server
	DB      *db.DB
	Clock   *Clock
	Outbox  string // the folder mail is written to
	Address string // the database's address
	files   string // the folder of stored files
	opts    Options
	// Receipts is the key that signs receipts, shared with Peer servers as a cluster shares
	// ASPIRANT_RECEIPT_KEY.
	Receipts *receipts.Signer
}

// Options change how the server is built.
type Options struct {
	NoDemo bool              // start with an empty database
	Limits accounts.Limits   // rate limits; zero means the defaults
	Env    map[string]string // settings, as ASPIRANT_* variables
	// Database is the address of an existing, migrated database to use instead of a fresh one
	// (a test that puts a fault between the server and its database).
	Database string
	// Background runs the server's background work (change feed, finisher, mail) as
	// `aspirant serve` does, until the test ends.
	Background bool
	// ChangesPoll is how often the change feed reads the counters; zero means the default.
	ChangesPoll time.Duration
	// WebApp replaces the stand-in for the built app (WebApp), and ServerBundle gives the
	// server a bundle to render public pages' bodies with (none by default).
	WebApp       fs.FS
	ServerBundle []byte
}

// New starts the server on a fresh database, with the demo loaded unless opts say otherwise.
// Unless opts name a database or a store of their own, the database and stored files are a copy
// of the demo loaded once for the test binary (template.go, usesTemplate), and the clock starts
// at the time the demo was loaded.
func New(t testing.TB, opts ...Options) *Server {
	t.Helper()
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	var d *db.DB
	var address string
	dir := t.TempDir()
	clock := &Clock{now: time.Now().UTC().Truncate(time.Second)}
	copied := false
	if o.usesTemplate() {
		tpl, err := sharedDemo()
		if err != nil {
			t.Fatalf("load the demo template: %v", err)
		}
		d, address = tpl.db.Copy(t)
		if err := testutil.CopyFolder(tpl.files, filepath.Join(dir, "files")); err != nil {
			t.Fatalf("copy the demo's files: %v", err)
		}
		// The clock starts where the template's stood when the demo was loaded, so the copy is
		// what loading it at this server's start gives: the demo's dates count from "now".
		clock.now, copied = tpl.loaded, true
	} else if o.Database != "" {
		d, address = openDB(t, o.Database), o.Database
	} else {
		d, address = testutil.NewDBAt(t)
	}
	s := &Server{DB: d, Clock: clock, Outbox: filepath.Join(dir, "outbox"), Address: address, files: filepath.Join(dir, "files"), opts: o,
		Receipts: receipts.Generate()}
	s.start(t)
	if !o.NoDemo && !copied {
		loader := &demo.Loader{DB: d, Media: s.App.Media, Now: clock.Now, Log: testutil.Logger()}
		if err := loader.Load(context.Background()); err != nil {
			t.Fatalf("load demo: %v", err)
		}
	}
	return s
}

// Peer starts a second server on the same database, stored files, outbox and clock, with a
// connection pool and caches of its own: what a second `aspirant serve` behind the same load
// balancer would be. Its background work runs when opts say so.
func (s *Server) Peer(t testing.TB, opts ...Options) *Server {
	t.Helper()
	o := s.opts
	if len(opts) > 0 {
		o = opts[0]
	}
	peer := &Server{DB: openDB(t, s.Address), Clock: s.Clock, Outbox: s.Outbox, Address: s.Address, files: s.files, opts: o,
		Receipts: s.Receipts}
	peer.start(t)
	return peer
}

func openDB(t testing.TB, address string) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), address)
	if err != nil {
		t.Fatalf("open %s: %v", address, err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// start builds the application on s's database and serves it.
func (s *Server) start(t testing.TB) {
	t.Helper()
	o := s.opts
	s.Server = httptest.NewUnstartedServer(nil)
	cfg, err := config.Load(func(name string) (string, bool) {
		if v, ok := o.Env[name]; ok {
			return v, true
		}
		switch name {
		case "ASPIRANT_BASE_URL":
			return "http://" + s.Listener.Addr().String(), true
		case "ASPIRANT_PAYMENT_PROVIDER":
			return "sandbox", true // chosen outright, as a test site must (config.SettlePaymentProvider)
		}
		return "", false
	})
	if err != nil {
		t.Fatal(err)
	}
	store, err := files.ForConfig(cfg, s.files) // the folder, or the S3 store o.Env names
	if err != nil {
		t.Fatal(err)
	}
	sender, err := mail.NewSender("", cfg.MailFrom, s.Outbox, testutil.Logger())
	if err != nil {
		t.Fatal(err)
	}
	var webApp fs.FS = WebApp
	if o.WebApp != nil {
		webApp = o.WebApp
	}
	s.App = app.New(app.Deps{Config: cfg, DB: s.DB, Files: store, Log: testutil.Logger(), Now: s.Clock.Now,
		WebApp: webApp, ServerBundle: o.ServerBundle, Mail: sender, Limits: o.Limits, ChangesPoll: o.ChangesPoll, Receipts: s.Receipts})
	s.Config.Handler = s.App
	s.Start()
	ctx, stop := context.WithCancel(context.Background())
	if o.Background {
		go s.App.RunBackground(ctx)
	}
	t.Cleanup(func() {
		stop()
		s.Close()
		s.App.Close()
	})
}

// Response is an answer, with its JSON body decoded when it has one.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
	JSON   map[string]any
}

// Message answers the envelope's message.
func (r Response) Message() string {
	m, _ := r.JSON["message"].(string)
	return m
}

// FieldError answers the message for one field of a 400.
func (r Response) FieldError(field string) string {
	errs, _ := r.JSON["errors"].(map[string]any)
	m, _ := errs[field].(string)
	return m
}

// Call sends a request and checks the answer against the API description. body may be nil,
// url.Values (sent as a form, as the web app does), or any other value (sent as JSON). header
// holds name, value pairs; a "token" pair becomes the bearer header.
func (s *Server) Call(t testing.TB, method, path string, body any, header ...string) Response {
	t.Helper()
	var reader io.Reader
	contentType := ""
	switch b := body.(type) {
	case nil:
	case url.Values:
		reader, contentType = strings.NewReader(b.Encode()), "application/x-www-form-urlencoded"
	case io.Reader:
		reader = b
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		reader, contentType = bytes.NewReader(raw), "application/json"
	}
	req, err := http.NewRequest(method, s.URL+path, reader)
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "token" {
			req.Header.Set("Authorization", "Bearer "+header[i+1])
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	res, err := s.Client().Transport.RoundTrip(req) // no automatic redirects or decompression
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := Response{Status: res.StatusCode, Header: res.Header}
	out.Body, _ = io.ReadAll(res.Body)
	if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") && res.Header.Get("Content-Encoding") == "" {
		if err := json.Unmarshal(out.Body, &out.JSON); err != nil {
			t.Fatalf("%s %s: answer is not JSON: %v", method, path, err)
		}
		if status, _ := out.JSON["status"].(float64); int(status) != res.StatusCode {
			t.Errorf("%s %s: body status %v differs from HTTP %d", method, path, out.JSON["status"], res.StatusCode)
		}
	} else if strings.HasPrefix(path, "/api/") && res.StatusCode >= 400 {
		t.Errorf("%s %s: a %d answered %q, not JSON", method, path, res.StatusCode, res.Header.Get("Content-Type"))
	}
	if strings.HasPrefix(path, "/api/") || path == "/readyz" || path == "/healthz" {
		checkAgainstContract(t, req, res, out.Body)
	}
	if res.StatusCode == http.StatusInternalServerError {
		// Bad input is a 4xx and an outage a 503: a 500 is always a bug.
		t.Errorf("%s %s answered 500: %s", method, path, out.Body)
	}
	return out
}

// Login logs in and answers the session token, failing the test when it cannot.
func (s *Server) Login(t testing.TB, email, password string) string {
	t.Helper()
	res := s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {email}, "password": {password}})
	if res.Status != http.StatusOK {
		t.Fatalf("login %s: %d %s", email, res.Status, res.Body)
	}
	return res.JSON["body"].(map[string]any)["session"].(map[string]any)["sessionToken"].(string)
}

// Get is Call for a GET without a body.
func (s *Server) Get(t testing.TB, path string, header ...string) Response {
	t.Helper()
	return s.Call(t, http.MethodGet, path, nil, header...)
}

// Mail is a delivered message, decoded.
type Mail struct {
	To, Subject, Text, HTML string
	// The List-Unsubscribe header's address, and List-Unsubscribe-Post (RFC 8058).
	Unsubscribe, UnsubscribePost string
}

// Mails answers the messages in the outbox, oldest first, after delivering what is queued.
func (s *Server) Mails(t testing.TB) []Mail {
	t.Helper()
	if _, err := s.App.MailWorker.SendDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(s.Outbox)
	var out []Mail
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".eml") {
			raw, err := os.ReadFile(filepath.Join(s.Outbox, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, decodeMail(t, raw))
		}
	}
	return out
}

// StoredFiles answers the keys of the files in the server's store folder, sorted: what a write
// left behind, whether or not a record names it.
func (s *Server) StoredFiles(t testing.TB) []string {
	t.Helper()
	var keys []string
	err := filepath.WalkDir(s.files, func(path string, d os.DirEntry, err error) error {
		if os.IsNotExist(err) {
			return filepath.SkipDir // nothing stored yet
		}
		if err != nil || d.IsDir() {
			return err
		}
		key, err := filepath.Rel(s.files, path)
		keys = append(keys, filepath.ToSlash(key))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// decodeMail reads an .eml file as a mail client would.
func decodeMail(t testing.TB, raw []byte) Mail {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("outbox file is not a mail message: %v", err)
	}
	to, err := netmail.ParseAddress(msg.Header.Get("To"))
	if err != nil {
		t.Fatalf("To: %v", err)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject")) // a Hindi subject is encoded
	if err != nil {
		t.Fatalf("Subject: %v", err)
	}
	out := Mail{To: to.Address, Subject: subject, Unsubscribe: strings.Trim(msg.Header.Get("List-Unsubscribe"), "<>"),
		UnsubscribePost: msg.Header.Get("List-Unsubscribe-Post")}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(mediaType, "multipart/") {
		var body io.Reader = msg.Body
		if strings.EqualFold(msg.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
			body = quotedprintable.NewReader(body)
		}
		text, _ := io.ReadAll(body)
		out.Text = string(text)
		return out
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := parts.NextPart() // decodes quoted-printable bodies
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(part)
		if strings.HasPrefix(part.Header.Get("Content-Type"), "text/html") {
			out.HTML = string(body)
		} else {
			out.Text = string(body)
		}
	}
	return out
}

// RepoFile answers the path of a file in the repository, from any package's test.
func RepoFile(rel string) string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..", rel)
}

// NewLearner signs a learner up through the API and, when subscription (a slug) is given, has
// the demo admin grant it to them through the console API. It answers the learner's session
// token and e-mail.
func (s *Server) NewLearner(t testing.TB, name, subscription string) (token, email string) {
	t.Helper()
	email = "learner-" + testutil.RandomHex(4) + "@example.com"
	res := s.Call(t, http.MethodPost, "/api/v1/register", url.Values{"name": {name}, "email": {email},
		"password": {"Kesari-Bagh-2027!"}, "target_year": {"2027"}, "postal_address": {"12 Civil Lines"},
		"landmark": {"Near the Clock Tower"}, "city": {"Prayagraj"}, "state": {"Uttar Pradesh"}, "pincode": {"211001"},
		"mobile": {"9876512345"}})
	if res.Status != http.StatusOK {
		t.Fatalf("sign up %s: %d %s", email, res.Status, res.Body)
	}
	token = res.JSON["token"].(string)
	if subscription == "" {
		return token, email
	}
	var userID, subscriptionID int64
	if err := s.DB.Get(context.Background(), &userID, "SELECT id FROM users WHERE email = ?", email); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &subscriptionID, "SELECT id FROM subscriptions WHERE slug = ?", subscription); err != nil {
		t.Fatalf("subscription %s: %v", subscription, err)
	}
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	grant := s.Call(t, http.MethodPost, "/api/v1/admin/learners/"+strconv.FormatInt(userID, 10)+"/grants",
		url.Values{"subscriptionId": {strconv.FormatInt(subscriptionID, 10)}}, "token", admin)
	if grant.Status != http.StatusCreated {
		t.Fatalf("grant %s to %s: %d %s", subscription, email, grant.Status, grant.Body)
	}
	return token, email
}
