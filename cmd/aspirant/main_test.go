package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
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
	go func() { done <- serveUntilDone(ctx, listener, handler, testutil.Logger()) }()

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
