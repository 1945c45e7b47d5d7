// Command loadtest sits thousands of simulated learners through one all-India prelims mock
// against the real server, then checks that every acknowledged answer and submission is in the
// database. A second mode measures rankings and the attempt analysis of a test with 100,000
// attempts. It seeds its own database (fast, directly) and runs the aspirant binary on it.
//
//	go run ./cmd/loadtest -bin bin/aspirant -learners 5000
//	go run ./cmd/loadtest -bin bin/aspirant -mode rankings -attempts 100000
//	go run ./cmd/loadtest -bin bin/aspirant -mode rescore -attempts 100000   (a key correction re-scores them all)
//	go run ./cmd/loadtest -bin bin/aspirant -mode chaos -learners 600   (faults injected; see chaos.go)
//	ASPIRANT_DATABASE_URL=postgres://... go run ./cmd/loadtest ...   (PostgreSQL; a fresh schema is made)
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"aspirant/internal/db"
)

type options struct {
	bin, mode, databaseURL    string
	learners, questions       int
	attempts                  int
	testMinutes               int
	startWindow, autosave     time.Duration
	submitWindow, measureTime time.Duration
	submitSpread              time.Duration
	spreadShare               float64
	clients                   int
	serverLog                 string
	profile                   string
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/aspirant", "the aspirant binary to run")
	flag.StringVar(&o.mode, "mode", "mock", "mock (learners sit a test), rankings (read a test with many attempts), slowclients (learners while thousands of connections drip their bodies), chaos (learners while the server is killed, PostgreSQL restarted and the disk filled) or rescore (a key correction of a test with many attempts)")
	flag.IntVar(&o.learners, "learners", 5000, "simulated learners (mock)")
	flag.IntVar(&o.questions, "questions", 100, "questions in the test")
	flag.IntVar(&o.attempts, "attempts", 100000, "attempts to rank (rankings) or to re-score (rescore)")
	flag.IntVar(&o.testMinutes, "test-minutes", 4, "the test's duration, and its live window's (mock)")
	flag.DurationVar(&o.startWindow, "start-window", time.Minute, "learners start within this time after the window opens (mock)")
	flag.DurationVar(&o.autosave, "autosave", 10*time.Second, "each learner saves an answer this often (mock)")
	flag.DurationVar(&o.submitSpread, "submit-spread", 2*time.Minute, "the share -spread-share of learners submit over this time before the close (mock)")
	flag.Float64Var(&o.spreadShare, "spread-share", 0.6, "the share of learners who submit during -submit-spread; the rest are submitted by the timer (mock)")
	flag.DurationVar(&o.submitWindow, "submit-window", 5*time.Second, "the timer's automatic submissions arrive within this time before the close (mock)")
	flag.DurationVar(&o.measureTime, "measure", 20*time.Second, "how long to measure (rankings)")
	flag.IntVar(&o.clients, "clients", 64, "concurrent clients (rankings)")
	flag.StringVar(&o.serverLog, "server-log", "", "keep the server's request log (info level) in this file")
	flag.StringVar(&o.profile, "profile", "", "write the server's CPU profiles of the starts and of the last seconds' rush, its goroutines at the close and a trace of the rush to this path prefix (mock)")
	flag.Parse()
	o.databaseURL = os.Getenv("ASPIRANT_DATABASE_URL")
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	if o.mode == "chaos" {
		// Chaos sets up its own disk and database (a tmpfs, a private PostgreSQL cluster).
		return chaos(o)
	}
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "aspirant-loadtest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)

	address, cleanup, err := prepareDatabase(ctx, o.databaseURL, dir)
	if err != nil {
		return err
	}
	defer cleanup()
	d, err := db.Open(ctx, address)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Migrate(ctx, quietLogger()); err != nil {
		return err
	}
	learners := o.learners
	if o.mode == "rankings" || o.mode == "rescore" {
		learners = o.attempts
	}
	fmt.Printf("seeding %d learners and a %d-question test on %s ...\n", learners, o.questions, d.Kind)
	seedStart := time.Now()
	w, err := seed(ctx, d, learners, o.questions, o.testMinutes)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if o.mode == "rankings" {
		if err := seedAttempts(ctx, d, w, o.attempts); err != nil {
			return fmt.Errorf("seed attempts: %w", err)
		}
	}
	if d.Kind == "postgres" && o.mode == "rankings" {
		// A bulk load leaves PostgreSQL without statistics until autovacuum gets to it; without
		// them the planner may pick the ranking index for one learner's lookup. A production
		// table has had its statistics long before a test is ranked, so measure with them.
		// (Not before a mock: statistics of the still-empty attempt tables would be wrong
		// within seconds, and autovacuum re-reads them as the tables fill.)
		if _, err := d.Exec(ctx, "ANALYZE"); err != nil {
			return err
		}
	}
	fmt.Printf("seeded in %s\n", time.Since(seedStart).Round(time.Millisecond))

	if o.profile != "" {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		metricsAddr = l.Addr().String()
		l.Close()
	}
	server, err := startServer(o.bin, address, dir, o.serverLog)
	if err != nil {
		return err
	}
	fmt.Printf("machine: %s; server %s\n\n", machine(), server.base)

	switch o.mode {
	case "mock":
		err = mock(ctx, o, server, w, d)
	case "rankings":
		err = rankings(o, server, w)
	case "slowclients":
		err = slowClients(o, server, w)
	case "rescore":
		err = rescoreMode(o, server, w, d)
	default:
		err = fmt.Errorf("unknown mode %q", o.mode)
	}
	if stopErr := server.stop(); err == nil && stopErr != nil {
		err = stopErr
	}
	if err == nil && o.mode == "mock" {
		err = verify(ctx, d, w)
	}
	return err
}

// prepareDatabase answers the database to use: a fresh SQLite file, or a fresh schema on the
// PostgreSQL server of ASPIRANT_DATABASE_URL.
func prepareDatabase(ctx context.Context, postgresURL, dir string) (string, func(), error) {
	if postgresURL == "" {
		return "sqlite:" + filepath.Join(dir, "aspirant.db"), func() {}, nil
	}
	admin, err := db.Open(ctx, postgresURL)
	if err != nil {
		return "", nil, err
	}
	schema := fmt.Sprintf("loadtest_%d", time.Now().UnixNano())
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		return "", nil, err
	}
	u, _ := url.Parse(postgresURL)
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() {
		_, _ = admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	}, nil
}

type server struct {
	cmd  *exec.Cmd
	base string
}

func startServer(bin, address, dir, logPath string) (*server, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := listener.Addr().String()
	listener.Close()
	level := "warn"
	if logPath == "" {
		logPath = filepath.Join(dir, "server.log")
	} else {
		level = "info"
	}
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	return launchServer(bin, address, dir, addr, level, logFile)
}

// launchServer runs the server on addr with its output in logFile and waits until it is ready.
// Chaos restarts it with this on the same address, so learners find it where they left it.
func launchServer(bin, address, dir, addr, level string, logFile *os.File, env ...string) (*server, error) {
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "ASPIRANT_DATABASE_URL="+address, "ASPIRANT_DATA_DIR="+dir, "ASPIRANT_ADDR="+addr,
		"ASPIRANT_BASE_URL=http://"+addr, "ASPIRANT_LOG_LEVEL="+level, "ASPIRANT_LOG_FORMAT=json",
		// A load test pays through the sandbox, and its metrics server takes any free port so it
		// cannot clash with another server on this machine.
		"ASPIRANT_PAYMENT_PROVIDER=sandbox", "ASPIRANT_METRICS_ADDR="+metricsAddr)
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, base: "http://" + addr}
	for i := 0; i < 200; i++ {
		if res, err := http.Get(s.base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return s, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	_ = s.stop()
	return nil, errors.New("the server did not become ready; see its log")
}

// metricsAddr is the server's private address (metrics and profiles): any free port, unless a
// profile is asked for.
var metricsAddr = "127.0.0.1:0"

// saveProfile saves the server's profile at /debug/pprof/NAME (with its query) from at into path.
func saveProfile(at time.Time, name, path string) {
	time.Sleep(time.Until(at))
	res, err := http.Get(fmt.Sprintf("http://%s/debug/pprof/%s", metricsAddr, name))
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		return
	}
	defer res.Body.Close()
	out, err := os.Create(path)
	if err == nil {
		_, err = io.Copy(out, res.Body)
		out.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
	}
}

// stop asks the server to shut down as an operator would (SIGTERM), so queued writes commit.
func (s *server) stop() error {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(60 * time.Second):
		_ = s.cmd.Process.Kill()
		return errors.New("the server did not stop within 60 s")
	}
}

// client is a shared HTTP client sized for thousands of learners.
var client = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{
	MaxIdleConns: 10000, MaxIdleConnsPerHost: 10000, IdleConnTimeout: 90 * time.Second,
}}

// post sends a form with a bearer token and decodes the JSON answer.
func post(base, path, token string, form url.Values) (int, map[string]any, error) {
	return send(http.MethodPost, base+path, token, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
}

// send sends a body of contentType with a bearer token and decodes the JSON answer.
func send(method, address, token, contentType string, body io.Reader) (int, map[string]any, error) {
	req, err := http.NewRequest(method, address, body)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		return res.StatusCode, nil, err
	}
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return res.StatusCode, out, nil
}

// recorder keeps latencies and errors per operation.
type recorder struct {
	mu        sync.Mutex
	latencies map[string][]time.Duration
	errors    map[string]int
	examples  map[string]string
	first     map[string]time.Time
	last      map[string]time.Time
}

func newRecorder() *recorder {
	return &recorder{latencies: map[string][]time.Duration{}, errors: map[string]int{}, examples: map[string]string{},
		first: map[string]time.Time{}, last: map[string]time.Time{}}
}

func (r *recorder) record(op string, started time.Time, status int, err error) bool {
	took := time.Since(started)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil || status != 200 {
		r.errors[op]++
		if _, ok := r.examples[op]; !ok {
			r.examples[op] = fmt.Sprintf("status %d, %v", status, err)
		}
		return false
	}
	r.latencies[op] = append(r.latencies[op], took)
	if r.first[op].IsZero() || started.Before(r.first[op]) {
		r.first[op] = started
	}
	if end := started.Add(took); end.After(r.last[op]) {
		r.last[op] = end
	}
	return true
}

func (r *recorder) report(ops ...string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	fmt.Printf("%-12s %9s %8s %10s %9s %9s %9s %7s\n", "operation", "count", "errors", "rate/s", "p50", "p95", "p99", "max")
	errorsTotal := 0
	for _, op := range ops {
		l := r.latencies[op]
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
		pct := func(p float64) time.Duration {
			if len(l) == 0 {
				return 0
			}
			return l[min(len(l)-1, int(float64(len(l))*p))]
		}
		span := r.last[op].Sub(r.first[op]).Seconds()
		rate := 0.0
		if span > 0 {
			rate = float64(len(l)) / span
		}
		fmt.Printf("%-12s %9d %8d %10.0f %9s %9s %9s %7s\n", op, len(l), r.errors[op], rate, round(pct(.5)), round(pct(.95)),
			round(pct(.99)), round(pct(1)))
		errorsTotal += r.errors[op]
		if ex, ok := r.examples[op]; ok {
			fmt.Printf("             first error: %s\n", ex)
		}
	}
	return errorsTotal
}

func round(d time.Duration) string {
	if d < time.Millisecond {
		return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond))
	}
	return d.Round(100 * time.Microsecond).String()
}

// mock is the all-India mock as it happens (docs/performance.md): the test's live window opens
// a few seconds after the server is ready and lasts the test's duration, so every attempt ends at
// the close. Every learner starts within the start window after the opening, autosaves an answer
// every autosave interval, and submits the whole sheet: the spread share over the submit spread
// before the close, the rest (the timer's automatic submissions) in the submit window before it.
func mock(ctx context.Context, o options, s *server, w *world, d *db.DB) error {
	rec := newRecorder()
	testDuration := time.Duration(o.testMinutes) * time.Minute
	if o.startWindow+o.submitSpread > testDuration {
		return errors.New("the test is too short for the start window and the submit spread")
	}
	opens := time.Now().Add(5 * time.Second).Truncate(time.Second)
	closes := opens.Add(testDuration)
	if _, err := d.Exec(ctx, "UPDATE prelims_tests SET opens_at = ?, closes_at = ? WHERE id = ?", opens.UTC(), closes.UTC(), w.testID); err != nil {
		return err
	}
	fmt.Printf("%d learners: the window opens in 5 s and closes %s later; start within %s, answer all %d questions by the submission, autosaving every %s, "+
		"%.0f%% submit over the last %s, the rest in the last %s\n\n", len(w.learners), testDuration, o.startWindow, len(w.questions), o.autosave,
		o.spreadShare*100, o.submitSpread, o.submitWindow)
	var wg sync.WaitGroup
	if o.profile != "" {
		go saveProfile(opens, "profile?seconds=30", o.profile+"-starts.pprof")
		// The rush of the last seconds and the queue it leaves: averaged over a longer span,
		// the quiet minutes before it hide where the time goes.
		go saveProfile(closes.Add(-o.submitWindow-time.Second), "profile?seconds=15", o.profile+"-submissions.pprof")
		// Where the requests of the rush wait, as the window closes.
		go saveProfile(closes, "goroutine?debug=1", o.profile+"-goroutines.txt")
		go saveProfile(closes.Add(-3*time.Second), "trace?seconds=3", o.profile+"-trace.out")
	}
	for i := range w.learners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sit(o, s, w, &w.learners[i], rec, opens, closes)
		}()
	}
	wg.Wait()
	fmt.Printf("took %s\n\n", time.Since(opens).Round(time.Second))
	if errs := rec.report("start", "questions", "autosave", "submit"); errs > 0 {
		return fmt.Errorf("%d requests failed", errs)
	}
	return nil
}

// submitTime answers when a learner submits: during the spread before the close, or with the
// timer in the last seconds.
func submitTime(o options, rng *rand.Rand, closes time.Time) time.Time {
	if rng.Float64() < o.spreadShare {
		return closes.Add(-o.submitWindow - time.Duration(rng.Int64N(int64(o.submitSpread-o.submitWindow))))
	}
	return closes.Add(-time.Duration(rng.Int64N(int64(o.submitWindow))))
}

func sit(o options, s *server, w *world, l *learner, rec *recorder, opens, closes time.Time) {
	rng := rand.New(rand.NewPCG(uint64(l.userID), 7))
	submitAt := submitTime(o, rng, closes)
	time.Sleep(time.Until(opens.Add(time.Duration(rng.Int64N(int64(o.startWindow))))))
	testID := fmt.Sprint(w.testID)
	key := fmt.Sprintf("load-%d", l.userID)

	t := time.Now()
	status, out, err := post(s.base, "/api/v1/modules/tests/start", l.token, url.Values{"testId": {testID}, "attemptKey": {key}})
	if !rec.record("start", t, status, err) {
		return
	}
	attemptID := fmt.Sprint(out["body"].(map[string]any)["attempt"].(map[string]any)["attemptId"])
	t = time.Now()
	status, err = postDiscard(s.base, "/api/v1/modules/questions", l.token, url.Values{"test_id": {testID}})
	rec.record("questions", t, status, err)

	// The learner works through the paper at an even pace and reaches its last question as it
	// submits, as a candidate does over a real two-hour paper. Like the app, every autosave (each
	// o.autosave) carries the answers given since the one before, and the final sheet holds every
	// answer with the same time on each: only the last seconds' answers are new to the server.
	began := time.Now()
	perQuestion := submitAt.Sub(began) / time.Duration(len(w.questions))
	chosen := make(map[int64]int64, len(w.questions)) // question -> option, on the device
	answer := func(q int) sheetAnswer {
		option := w.options[q][rng.IntN(4)]
		chosen[w.questions[q]] = option
		return sheetAnswer{QuestionID: w.questions[q], SelectedOption: option, TimeSpentMs: perQuestion.Milliseconds()}
	}
	answered := 0
	next := time.Now().Add(time.Duration(rng.Int64N(int64(o.autosave))))
	for next.Before(submitAt) {
		time.Sleep(time.Until(next))
		next = next.Add(o.autosave)
		upTo := min(len(w.questions), int(time.Since(began)/max(perQuestion, 1)))
		if upTo == answered {
			continue
		}
		changes := make([]sheetAnswer, 0, upTo-answered)
		for ; answered < upTo; answered++ {
			changes = append(changes, answer(answered))
		}
		raw, _ := json.Marshal(changes)
		t = time.Now()
		status, err = postDiscard(s.base, "/api/v1/modules/tests/answers", l.token, url.Values{"attemptId": {attemptID}, "answers": {string(raw)}})
		rec.record("autosave", t, status, err)
	}
	time.Sleep(time.Until(submitAt))
	sheet := make([]sheetAnswer, 0, len(w.questions))
	for q := range w.questions {
		if q >= answered {
			sheet = append(sheet, answer(q))
			continue
		}
		qid := w.questions[q]
		sheet = append(sheet, sheetAnswer{QuestionID: qid, SelectedOption: chosen[qid], TimeSpentMs: perQuestion.Milliseconds()})
	}
	raw, _ := json.Marshal(sheet)
	t = time.Now()
	status, out, err = post(s.base, "/api/v1/modules/tests/submitResult", l.token, url.Values{"testId": {testID}, "answers": {string(raw)}, "attemptKey": {key}})
	if rec.record("submit", t, status, err) {
		l.saved, l.submitted = chosen, true
		l.score = out["body"].(map[string]any)["score"].(float64)
	}
}

// sheetAnswer is one answer as the app sends it. A struct rather than a map: the generator shares
// the server's two cores, and encoding 8,000 sheets of maps in the last seconds costs it dearly.
type sheetAnswer struct {
	QuestionID     int64 `json:"questionId"`
	SelectedOption int64 `json:"selectedOption"`
	TimeSpentMs    int64 `json:"timeSpentMs"`
}

// verify checks that the database holds every acknowledged submission with the score the
// server answered, and the final answer sheet of each.
func verify(ctx context.Context, d *db.DB, w *world) error {
	acknowledged, problems, err := checkSubmissions(ctx, d, w)
	if err != nil {
		return err
	}
	fmt.Printf("\nverified: %d acknowledged submissions, %d missing or different in the database\n", acknowledged, problems)
	if problems > 0 {
		return fmt.Errorf("%d acknowledged submissions are not in the database as answered", problems)
	}
	return nil
}

// checkSubmissions counts the learners whose submission was acknowledged, and those of them
// whose attempt, score or answers in the database differ from what the server answered.
func checkSubmissions(ctx context.Context, d *db.DB, w *world) (acknowledged, problems int, err error) {
	for i := range w.learners {
		l := &w.learners[i]
		if !l.submitted {
			continue
		}
		acknowledged++
		var row struct {
			ID     int64  `db:"id"`
			Status string `db:"status"`
			Score  int64  `db:"score"`
		}
		if err := d.Get(ctx, &row, "SELECT id, status, score FROM prelims_attempts WHERE test_id = ? AND user_id = ?", w.testID, l.userID); err != nil {
			problems++
			continue
		}
		want := w.score(l.saved)
		if row.Status != "submitted" || row.Score != want || float64(row.Score)/100 != l.score {
			problems++
			continue
		}
		var stored []struct {
			QuestionID int64  `db:"question_id"`
			OptionID   *int64 `db:"option_id"`
		}
		if err := d.Select(ctx, &stored, "SELECT question_id, option_id FROM prelims_attempt_answers WHERE attempt_id = ? AND option_id IS NOT NULL", row.ID); err != nil {
			return acknowledged, problems, err
		}
		if len(stored) != len(l.saved) {
			problems++
			continue
		}
		for _, a := range stored {
			if l.saved[a.QuestionID] != *a.OptionID {
				problems++
				break
			}
		}
	}
	return acknowledged, problems, nil
}

// rankings measures the rankings and the analysis of a test with many attempts.
func rankings(o options, s *server, w *world) error {
	rec := newRecorder()
	deadline := time.Now().Add(o.measureTime)
	testID := fmt.Sprint(w.testID)
	var wg sync.WaitGroup
	for c := 0; c < o.clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(c), 11))
			for time.Now().Before(deadline) {
				l := w.learners[rng.IntN(len(w.learners))]
				t := time.Now()
				status, _, err := post(s.base, "/api/v1/modules/tests/showRankings", l.token, url.Values{"test_id": {testID}})
				rec.record("rankings", t, status, err)
				t = time.Now()
				status, err = get(s.base, fmt.Sprintf("/api/v1/modules/tests/attempts/%d/review", l.attemptID), l.token)
				rec.record("analysis", t, status, err)
			}
		}()
	}
	wg.Wait()
	fmt.Printf("%d attempts ranked; %d clients for %s\n\n", o.attempts, o.clients, o.measureTime)
	if errs := rec.report("rankings", "analysis"); errs > 0 {
		return fmt.Errorf("%d requests failed", errs)
	}
	return nil
}

// postDiscard sends a form with a bearer token and reads the answer without decoding it: the
// generator shares the server's two cores, and a paper's JSON is large.
func postDiscard(base, path, token string, form url.Values) (int, error) {
	req, _ := http.NewRequest(http.MethodPost, base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, nil
}

func get(base, path, token string) (int, error) {
	req, _ := http.NewRequest(http.MethodGet, base+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, nil
}

func machine() string {
	cpus := "?"
	if raw, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		cpus = fmt.Sprint(strings.Count(string(raw), "processor\t:"))
	}
	return cpus + " cores"
}
