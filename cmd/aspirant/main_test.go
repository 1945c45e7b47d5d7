package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"aspirant/internal/accounts"
	"aspirant/internal/db"
	"aspirant/internal/testutil"
)

// testEnv points the commands at a fresh data folder, and at a fresh PostgreSQL schema when the
// suite runs on PostgreSQL.
func testEnv(t *testing.T) (map[string]string, *db.DB) {
	t.Helper()
	dir := t.TempDir()
	env := map[string]string{"ASPIRANT_DATA_DIR": dir, "ASPIRANT_LOG_LEVEL": "error"}
	if testutil.Kind() == "postgres" {
		d, url := testutil.NewPostgresSchema(t)
		env["ASPIRANT_DATABASE_URL"] = url
		return env, d
	}
	d, err := db.Open(context.Background(), "sqlite:"+filepath.Join(dir, "aspirant.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return env, d
}

func runCommand(env map[string]string, stdin string, args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &stdout, &stderr,
		func(name string) (string, bool) { v, ok := env[name]; return v, ok })
	return code, stdout.String(), stderr.String()
}

func TestHelpListsEverySetting(t *testing.T) {
	code, out, _ := runCommand(nil, "", "help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"serve", "migrate", "demo", "user create", "ASPIRANT_ADDR", "ASPIRANT_DATA_DIR",
		"ASPIRANT_DATABASE_URL", "ASPIRANT_BASE_URL", "ASPIRANT_LOG_LEVEL"} {
		if !strings.Contains(out, want) {
			t.Errorf("help does not mention %s", want)
		}
	}
	if code, _, errOut := runCommand(nil, "", "frobnicate"); code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Errorf("unknown command: exit %d, %q", code, errOut)
	}
}

func TestWrongSettingStopsWithOneLine(t *testing.T) {
	code, _, errOut := runCommand(map[string]string{"ASPIRANT_LOG_LEVEL": "chatty"}, "", "migrate")
	if code != 1 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "ASPIRANT_LOG_LEVEL") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
}

func TestMigrateDemoAndUserCreate(t *testing.T) {
	env, d := testEnv(t)
	ctx := context.Background()
	if code, out, errOut := runCommand(env, "", "migrate"); code != 0 || !strings.Contains(out, "schema is at version") {
		t.Fatalf("migrate: exit %d %q %q", code, out, errOut)
	}
	code, out, errOut := runCommand(env, "", "demo")
	if code != 0 || !strings.Contains(out, "demo@aspirant.test") {
		t.Fatalf("demo: exit %d %q %q", code, out, errOut)
	}
	var slides int
	if err := d.Get(ctx, &slides, "SELECT COUNT(*) FROM carousels"); err != nil || slides == 0 {
		t.Fatalf("demo slides: %d %v", slides, err)
	}
	if code, _, errOut := runCommand(env, "", "demo"); code != 1 || !strings.Contains(errOut, "already loaded") {
		t.Fatalf("second demo: exit %d %q", code, errOut)
	}

	code, out, errOut = runCommand(env, "s3cret-Passw0rd\n", "user", "create", "--email", "Editor@Aspirant.TEST",
		"--name", "Neha Joshi", "--role", "admin", "--password-stdin")
	if code != 0 || !strings.Contains(out, "created admin editor@aspirant.test") {
		t.Fatalf("user create: exit %d %q %q", code, out, errOut)
	}
	u, err := accounts.NewStore(d).UserByEmail(ctx, "editor@aspirant.test")
	if err != nil || u.Role != "admin" || u.Name != "Neha Joshi" || !strings.HasPrefix(u.UniqueID, "ASP-") {
		t.Fatalf("stored user %+v %v", u, err)
	}
	if ok, err := accounts.CheckPassword(u.PasswordHash, "s3cret-Passw0rd"); !ok || err != nil {
		t.Fatalf("stored hash does not check: %v %v", ok, err)
	}
	if strings.Contains(u.PasswordHash, "s3cret") {
		t.Fatal("password stored in clear")
	}

	for _, c := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"another-pass\n", []string{"--email", "editor@aspirant.test", "--name", "X", "--password-stdin"}, "already exists"},
		{"short\n", []string{"--email", "new@aspirant.test", "--name", "X", "--password-stdin"}, "at least 6"},
		{"long-enough\n", []string{"--email", "new@aspirant.test", "--name", "X"}, "--password-stdin is required"},
		{"long-enough\n", []string{"--email", "not-an-email", "--name", "X", "--password-stdin"}, "--email"},
		{"long-enough\n", []string{"--email", "new@aspirant.test", "--name", "X", "--role", "root", "--password-stdin"}, "--role"},
	} {
		code, _, errOut := runCommand(env, c.stdin, append([]string{"user", "create"}, c.args...)...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("user create %v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
}

// A stop signal lets a running request finish before the server exits.
func TestShutdownLetsRunningRequestsFinish(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		time.Sleep(300 * time.Millisecond)
		_, _ = io.WriteString(w, "answer saved")
	})
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- serveUntilDone(ctx, testutil.Logger(), drainer{app: noDrain{}}, served{newHTTPServer(handler, testutil.Logger()), listener})
	}()

	answer := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + listener.Addr().String() + "/submit")
		if err != nil {
			answer <- "error: " + err.Error()
			return
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		answer <- string(body)
	}()
	<-started
	stop() // as SIGTERM would
	if got := <-answer; got != "answer saved" {
		t.Fatalf("running request got %q", got)
	}
	if err := <-done; err != nil {
		t.Fatalf("server stopped with %v", err)
	}
	if _, err := http.Get("http://" + listener.Addr().String() + "/"); err == nil {
		t.Fatal("the server still takes connections after shutdown")
	}
}

func TestMain(m *testing.M) {
	// The commands read settings only through run's lookup; make sure the test process's own
	// environment cannot leak in.
	for _, v := range os.Environ() {
		if strings.HasPrefix(v, "ASPIRANT_") && !strings.HasPrefix(v, "ASPIRANT_TEST_") {
			os.Unsetenv(strings.SplitN(v, "=", 2)[0])
		}
	}
	os.Exit(m.Run())
}

func TestSupportCommands(t *testing.T) {
	env, _ := testEnv(t)
	if code, _, errOut := runCommand(env, "", "demo"); code != 0 {
		t.Fatalf("demo: %s", errOut)
	}
	code, out, errOut := runCommand(env, "", "access", "grant", "--email", "Evaluator@aspirant.test", "--subscription", "csat-notes", "--days", "30")
	if code != 0 || !strings.Contains(out, "granted evaluator@aspirant.test access to csat-notes until") {
		t.Fatalf("grant: %d %q %q", code, out, errOut)
	}
	code, out, _ = runCommand(env, "", "access", "revoke", "--email", "evaluator@aspirant.test", "--subscription", "csat-notes")
	if code != 0 || !strings.Contains(out, "revoked") {
		t.Fatalf("revoke: %d %q", code, out)
	}
	if code, _, errOut := runCommand(env, "", "access", "revoke", "--email", "evaluator@aspirant.test", "--subscription", "csat-notes"); code != 1 || !strings.Contains(errOut, "has no access") {
		t.Fatalf("second revoke: %d %q", code, errOut)
	}
	if code, _, errOut := runCommand(env, "", "access", "grant", "--email", "nobody@aspirant.test", "--subscription", "csat-notes"); code != 1 || !strings.Contains(errOut, "no account") {
		t.Fatalf("unknown learner: %d %q", code, errOut)
	}
	code, out, errOut = runCommand(env, "", "orders", "list")
	if code != 0 || !strings.Contains(out, "ORDER") {
		t.Fatalf("orders list: %d %q %q", code, out, errOut)
	}
}

// A server that nobody told how to take payments does not start: the sandbox would give every
// subscription away. The line says what to set.
func TestServeRefusesWithoutPaymentProvider(t *testing.T) {
	env, _ := testEnv(t)
	env["ASPIRANT_ADDR"] = "127.0.0.1:0"
	env["ASPIRANT_METRICS_ADDR"] = "off"
	code, _, errOut := runCommand(env, "", "serve")
	line := strings.TrimSpace(errOut)
	if code != 1 || strings.Contains(line, "\n") || !strings.Contains(line, "ASPIRANT_PAYMENT_PROVIDER") ||
		!strings.Contains(line, "razorpay") || !strings.Contains(line, "sandbox") {
		t.Fatalf("serve without ASPIRANT_PAYMENT_PROVIDER: exit %d, stderr %q", code, errOut)
	}
}

// syncBuffer is a bytes.Buffer the server may write its log to while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// `serve --demo` runs with the sandbox gateway without being told, and serves /metrics on its
// own address only: the public address answers a plain 404 there.
// runningServer is an `aspirant serve --demo` running in the test, as on a server.
type runningServer struct {
	public string // its address, http://...
	stderr *syncBuffer
	cancel context.CancelFunc
	exited chan int
}

// startServe runs `aspirant serve --demo` with env (ASPIRANT_ADDR 127.0.0.1:0 unless set) until
// it says where it serves; the test ends it with stop, or it is stopped when the test ends.
func startServe(t *testing.T, env map[string]string) *runningServer {
	t.Helper()
	if env["ASPIRANT_ADDR"] == "" {
		env["ASPIRANT_ADDR"] = "127.0.0.1:0"
	}
	if env["ASPIRANT_METRICS_ADDR"] == "" {
		// Not the default port: the SQLite and PostgreSQL runs start servers at the same time.
		env["ASPIRANT_METRICS_ADDR"] = "off"
	}
	if env["ASPIRANT_LOG_LEVEL"] == "error" {
		env["ASPIRANT_LOG_LEVEL"] = "info" // it says where it serves at info
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &runningServer{stderr: &syncBuffer{}, cancel: cancel, exited: make(chan int, 1)}
	go func() {
		s.exited <- run(ctx, []string{"serve", "--demo"}, strings.NewReader(""), io.Discard, s.stderr,
			func(name string) (string, bool) { v, ok := env[name]; return v, ok })
	}()
	t.Cleanup(func() { cancel(); <-s.exited })
	serving := regexp.MustCompile(`msg=serving address=(\S+)`)
	for deadline := time.Now().Add(60 * time.Second); s.public == ""; time.Sleep(50 * time.Millisecond) {
		select {
		case code := <-s.exited:
			s.exited <- code
			t.Fatalf("serve --demo exited with %d: %s", code, s.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve --demo did not start within 60 s: %s", s.stderr.String())
		}
		if m := serving.FindStringSubmatch(s.stderr.String()); m != nil {
			s.public = m[1]
		}
	}
	return s
}

// stop ends the server as SIGTERM would, and fails the test unless it stops cleanly.
func (s *runningServer) stop(t *testing.T) {
	t.Helper()
	s.cancel()
	select {
	case code := <-s.exited:
		s.exited <- code
		if code != 0 {
			t.Fatalf("serve exited with %d: %s", code, s.stderr.String())
		}
	case <-time.After(35 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestServeDemoWithMetricsApart(t *testing.T) {
	env, _ := testEnv(t)
	env["ASPIRANT_ADDR"] = "127.0.0.1:0"
	env["ASPIRANT_METRICS_ADDR"] = "127.0.0.1:0"
	env["ASPIRANT_LOG_LEVEL"] = "info"
	server := startServe(t, env)
	public, stderr := server.public, server.stderr
	metrics := regexp.MustCompile(`msg=serving address=\S+ .*metrics=(\S+)`).FindStringSubmatch(stderr.String())[1]
	if !strings.Contains(stderr.String(), "sandbox") {
		t.Errorf("serve --demo does not say it uses the sandbox gateway: %s", stderr.String())
	}

	get := func(url string) (int, string, string) {
		t.Helper()
		res, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, res.Header.Get("Content-Type"), string(body)
	}
	if code, _, _ := get(public + "/healthz"); code != 200 {
		t.Fatalf("public /healthz: %d", code)
	}
	if code, _, body := get(public + "/metrics"); code != 404 || strings.Contains(body, "<") || strings.Contains(body, "aspirant_") {
		t.Errorf("public /metrics: %d %q, want a plain 404", code, body)
	}
	code, contentType, body := get(metrics)
	if code != 200 || !strings.HasPrefix(contentType, "text/plain") ||
		!strings.Contains(body, `aspirant_http_requests_total{code="200",method="GET",route="GET /healthz"} 1`) {
		t.Errorf("metrics server: %d %s %q", code, contentType, body)
	}

	server.stop(t)
	if _, err := http.Get(metrics); err == nil {
		t.Error("the metrics server still answers after shutdown")
	}
}

func TestMaxConnectionsLeavesRoomForFiles(t *testing.T) {
	for limit, want := range map[uint64]int{1024: 768, 4096: 3072, 20000: 18976, 1 << 20: 1<<20 - 1024} {
		if got := maxConnections(limit); got != want {
			t.Errorf("open-file limit %d: %d connections, want %d", limit, got, want)
		}
	}
}

// A stopping server first drains: for ASPIRANT_SHUTDOWN_DRAIN its /readyz fails, so a load
// balancer sends new requests elsewhere, while it still answers them, each on a connection it
// then closes; then it stops cleanly. A connection the load balancer keeps idle is not closed
// under it when the drain begins: a request it then sends there is answered, not lost.
func TestAStoppingServerDrainsBeforeItStopsListening(t *testing.T) {
	env, _ := testEnv(t)
	env["ASPIRANT_SHUTDOWN_DRAIN"] = "3s"
	server := startServe(t, env)
	// The load balancer's kept-alive connection: one answer on it before the stop, then idle.
	kept, err := net.Dial("tcp", strings.TrimPrefix(server.public, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Close()
	keptReader := bufio.NewReader(kept)
	askOnKept := func() (*http.Response, error) {
		if _, err := io.WriteString(kept, "GET /healthz HTTP/1.1\r\nHost: aspirant\r\n\r\n"); err != nil {
			return nil, err
		}
		_ = kept.SetReadDeadline(time.Now().Add(5 * time.Second))
		res, err := http.ReadResponse(keptReader, nil)
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		return res, err
	}
	if res, err := askOnKept(); err != nil || res.StatusCode != 200 || res.Close {
		t.Fatalf("a kept-alive request before the stop: %v %v", res, err)
	}
	get := func(path string) (*http.Response, error) {
		res, err := http.Get(server.public + path)
		if err == nil {
			res.Body.Close()
		}
		return res, err
	}
	if res, err := get("/readyz"); err != nil || res.StatusCode != 200 {
		t.Fatalf("readyz before the stop: %v %v", res, err)
	}
	// The container image's health check says the same.
	if code, stdout, stderr := runCommand(env, "", "probe", server.public+"/readyz"); code != 0 || !strings.Contains(stdout, "ready") {
		t.Fatalf("probe before the stop: %d %s %s", code, stdout, stderr)
	}
	server.cancel() // as SIGTERM would
	var drained bool
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		res, err := get("/readyz")
		if err != nil {
			t.Fatalf("the server stopped listening before it drained: %v", err)
		}
		if res.StatusCode == http.StatusServiceUnavailable {
			drained = true
			break
		}
	}
	if !drained {
		t.Fatal("/readyz still passes after the stop signal")
	}
	if code, _, stderr := runCommand(env, "", "probe", server.public+"/readyz"); code == 0 || !strings.Contains(stderr, "503") {
		t.Errorf("probe while draining: %d %s", code, stderr)
	}
	res, err := get("/healthz")
	if err != nil || res.StatusCode != 200 || !res.Close {
		t.Fatalf("a request while draining: %v %v (want 200 on a connection then closed)", res, err)
	}
	if res, err := askOnKept(); err != nil || res.StatusCode != 200 || !res.Close {
		t.Fatalf("a request on the connection kept idle from before the stop: %v %v (want 200, then the connection closed)", res, err)
	}
	select {
	case code := <-server.exited:
		server.exited <- code
		if code != 0 {
			t.Fatalf("serve exited with %d: %s", code, server.stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop after draining")
	}
	if _, err := get("/healthz"); err == nil {
		t.Error("the server still answers after it stopped")
	}
}

// noDrain is a server without a readiness check to fail.
type noDrain struct{}

func (noDrain) Drain() {}
