package app_test

// When the database is down or the disk is full, the API answers 503 with Retry-After and a
// plain message (never a 500), /readyz says not ready, and the server recovers by itself once
// the fault is gone. The faults are real: a full SQLite database, a cut connection to
// PostgreSQL, a data folder that cannot be written.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

func wantUnavailable(t *testing.T, what string, res apptest.Response) {
	t.Helper()
	if res.Status != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" || res.Message() == "" {
		t.Errorf("%s during the outage: %d Retry-After %q %s", what, res.Status, res.Header.Get("Retry-After"), res.Body)
	}
}

// A learner's test in progress, for writes that must not be lost.
func startDemoTest(t *testing.T, s *apptest.Server, token string) (attemptID string, questions []map[string]any) {
	t.Helper()
	var testID int64
	if err := s.DB.Get(context.Background(), &testID, `SELECT t.id FROM prelims_tests t JOIN subscription_libraries sl ON sl.library_id = t.library_id
		JOIN subscriptions s ON s.id = sl.subscription_id WHERE s.slug = 'prelims-test-series-2027'
		AND EXISTS (SELECT 1 FROM prelims_questions q WHERE q.test_id = t.id) ORDER BY t.position, t.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"outage"}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	attemptID = fmt.Sprint(res.JSON["body"].(map[string]any)["attempt"].(map[string]any)["attemptId"])
	paper := s.Call(t, http.MethodPost, "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", token)
	for _, q := range paper.JSON["body"].(map[string]any)["data"].([]any) {
		questions = append(questions, q.(map[string]any))
	}
	return attemptID, questions
}

func answerJSON(q map[string]any) string {
	option := q["options"].([]any)[0].(map[string]any)["id"]
	return fmt.Sprintf(`[{"questionId":%v,"selectedOption":%v}]`, q["id"], option)
}

func TestAFullDiskIsA503AndNothingAcknowledgedIsLost(t *testing.T) {
	if testutil.Kind() != "sqlite" {
		t.Skip("SQLite's own size limit stands in for a full disk; PostgreSQL's outage is TestALostDatabaseIsA503AndTheServerRecovers")
	}
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	attemptID, questions := startDemoTest(t, s, token)
	ctx := context.Background()
	var pages int64
	if err := s.DB.Get(ctx, &pages, "PRAGMA page_count"); err != nil {
		t.Fatal(err)
	}
	// From now on the database may not grow by a page: writes that need one fail as on a full
	// disk. Logins add a session row each, so they soon need a page: the admin's, since staff are
	// not held to the learners' device limit, which would sign the learner's session out.
	if _, err := s.DB.Exec(ctx, fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	full := false
	for i := 0; i < 5000 && !full; i++ {
		res := s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {"admin@aspirant.test"}, "password": {"admin12345"}})
		switch res.Status {
		case 200:
		case 503:
			full = true
			wantUnavailable(t, "login on a full disk", res)
		default:
			t.Fatalf("login on a filling disk: %d %s", res.Status, res.Body)
		}
	}
	if !full {
		t.Fatal("the database never filled up")
	}
	// An answer is acknowledged (200) only when it is stored; otherwise the learner is told to
	// try again (503), and the app keeps it to send again.
	acknowledged := map[string]bool{}
	for _, q := range questions {
		res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answerJSON(q)}}, "token", token)
		switch res.Status {
		case 200:
			acknowledged[fmt.Sprint(q["id"])] = true
		case 503:
			wantUnavailable(t, "autosave on a full disk", res)
		default:
			t.Fatalf("autosave on a full disk: %d %s", res.Status, res.Body)
		}
	}
	if res := s.Get(t, "/api/v1/dynamic-content/faqs"); res.Status != 200 {
		t.Errorf("a read on a full disk: %d", res.Status)
	}
	// Space is freed: the server works again without a restart.
	if _, err := s.DB.Exec(ctx, "PRAGMA max_page_count = 1073741823"); err != nil {
		t.Fatal(err)
	}
	for _, q := range questions {
		if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answerJSON(q)}},
			"token", token); res.Status != 200 {
			t.Fatalf("autosave after space was freed: %d %s", res.Status, res.Body)
		}
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}, "password": {"demo12345"}}); res.Status != 200 {
		t.Errorf("login after space was freed: %d %s", res.Status, res.Body)
	}
	var saved []string
	if err := s.DB.Select(ctx, &saved, "SELECT CAST(question_id AS TEXT) FROM prelims_attempt_answers WHERE attempt_id = ?", attemptID); err != nil {
		t.Fatal(err)
	}
	for id := range acknowledged {
		if !slices.Contains(saved, id) {
			t.Errorf("the acknowledged answer to question %s is not in the database", id)
		}
	}
}

func TestAFolderThatCannotBeWrittenIsNotReady(t *testing.T) {
	s := apptest.New(t)
	if res := s.Get(t, "/readyz"); res.Status != 200 {
		t.Fatalf("ready: %d %s", res.Status, res.Body)
	}
	// The files folder is gone and a file stands in its place: nothing can be written there.
	folder := filepath.Join(filepath.Dir(s.Outbox), "files")
	if err := os.RemoveAll(folder); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(folder, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	res := s.Get(t, "/readyz")
	wantUnavailable(t, "/readyz", res)
	if !strings.Contains(res.Message(), "file store") {
		t.Errorf("/readyz says %q", res.Message())
	}
	if err := os.Remove(folder); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(folder, 0o750); err != nil {
		t.Fatal(err)
	}
	if res := s.Get(t, "/readyz"); res.Status != 200 {
		t.Errorf("ready again: %d %s", res.Status, res.Body)
	}
}

// cable is a TCP proxy between the server and PostgreSQL that the test can pull out and put
// back, as a network failure or a database restart would.
type cable struct {
	listener net.Listener
	target   string
	mu       sync.Mutex
	cut      bool
	conns    []net.Conn
}

func newCable(t *testing.T, target string) *cable {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &cable{listener: l, target: target}
	t.Cleanup(func() { l.Close(); c.pull() })
	go c.serve()
	return c
}

func (c *cable) serve() {
	for {
		in, err := c.listener.Accept()
		if err != nil {
			return
		}
		c.mu.Lock()
		if c.cut {
			c.mu.Unlock()
			in.Close() // refused, as by a database that is not up
			continue
		}
		out, err := net.Dial("tcp", c.target)
		if err != nil {
			c.mu.Unlock()
			in.Close()
			continue
		}
		c.conns = append(c.conns, in, out)
		c.mu.Unlock()
		go func() { _, _ = io.Copy(out, in); out.Close() }()
		go func() { _, _ = io.Copy(in, out); in.Close() }()
	}
}

// pull cuts every connection and refuses new ones until plugIn.
func (c *cable) pull() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cut = true
	for _, conn := range c.conns {
		conn.Close()
	}
	c.conns = nil
}

func (c *cable) plugIn() {
	c.mu.Lock()
	c.cut = false
	c.mu.Unlock()
}

func TestALostDatabaseIsA503AndTheServerRecovers(t *testing.T) {
	if testutil.Kind() != "postgres" {
		t.Skip("a network between server and database exists on PostgreSQL; SQLite's fault is TestAFullDiskIsA503AndNothingAcknowledgedIsLost")
	}
	d, address := testutil.NewPostgresSchema(t)
	if err := d.Migrate(context.Background(), testutil.Logger()); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(address)
	if err != nil {
		t.Fatal(err)
	}
	c := newCable(t, u.Host)
	u.Host = c.listener.Addr().String()
	s := apptest.New(t, apptest.Options{Database: u.String()})
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	attemptID, questions := startDemoTest(t, s, token)

	c.pull()
	wantUnavailable(t, "autosave", s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers",
		url.Values{"attemptId": {attemptID}, "answers": {answerJSON(questions[0])}}, "token", token))
	wantUnavailable(t, "login", s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}, "password": {"demo12345"}}))
	wantUnavailable(t, "a page with a session", s.Get(t, "/api/v1/modules/subscriptions", "token", token))
	wantUnavailable(t, "/readyz", s.Get(t, "/readyz"))

	c.plugIn()
	// The pool drops the dead connections and dials again: no restart of the server.
	res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answerJSON(questions[0])}}, "token", token)
	for i := 0; i < 5 && res.Status == 503; i++ { // each dead pooled connection is found out by one call
		res = s.Call(t, http.MethodPost, "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {answerJSON(questions[0])}}, "token", token)
	}
	if res.Status != 200 {
		t.Fatalf("autosave after the database came back: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/readyz"); res.Status != 200 {
		t.Errorf("/readyz after the database came back: %d %s", res.Status, res.Body)
	}
	var n int
	if err := d.Get(context.Background(), &n, "SELECT COUNT(*) FROM prelims_attempt_answers WHERE attempt_id = ?", attemptID); err != nil || n != 1 {
		t.Errorf("the answer saved after the outage: %d rows, %v", n, errors.Join(err))
	}
}
