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
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"aspirant/internal/db"
)

// Settings of the chaos mode (registered here so the mode keeps to its own file). The learners,
// questions, start window, autosave interval and submit window come from the shared flags.
var (
	chaosDB      = flag.String("chaos-db", "sqlite", "sqlite, postgres (a private cluster the run starts itself), or cluster (two servers on PostgreSQL and an S3 store behind HAProxy, restarted in turn) (chaos)")
	chaosSitting = flag.Duration("chaos-sitting", 150*time.Second, "learners answer for this long, then submit; the faults fall inside it (chaos)")
	chaosDown    = flag.Duration("chaos-down", 2*time.Second, "how long a killed server or a stopped PostgreSQL stays down (chaos)")
	chaosFullFor = flag.Duration("chaos-full-for", 10*time.Second, "how long the disk stays full (chaos)")
	chaosDiskMB  = flag.Int("chaos-disk-mb", 0, "size of the tmpfs that is filled: 0 picks 128 (SQLite) or 256 (PostgreSQL) (chaos)")
	chaosKeep    = flag.Bool("chaos-keep", false, "keep the run's folder (server and PostgreSQL logs) even when it passes (chaos)")
)

// The faults of one run, in order, spread over the sitting; one more kill lands in the submit
// window, so submissions are retried through a restart too.
var chaosPlan = map[string][]string{
	"sqlite":   {"kill", "disk-full", "kill", "kill"},
	"postgres": {"kill", "pg-restart-fast", "disk-full", "kill", "pg-restart-immediate", "kill"},
	// Two servers behind HAProxy (cluster.go): each in turn restarted as an operator does it,
	// twice over; no request may fail.
	"cluster": {"rolling-restart", "rolling-restart"},
}

// The app's retry policy (web/src/features/quiz/api/answer-saver.ts, use-submit-attempt.ts).
const (
	retryBase      = time.Second
	autosaveMaxGap = 30 * time.Second
	submitMaxGap   = 15 * time.Second
	maxBatch       = 100
)

// chaos sits learners through a long test, as the app does it (autosave queue, retries with
// backoff, the whole sheet on submit with the same attempt key), while the server is killed with
// SIGKILL, PostgreSQL is restarted and the disk fills up; then it checks that every write the
// server acknowledged is in the database.
func chaos(o options) error {
	kind := *chaosDB
	plan, ok := chaosPlan[kind]
	if !ok {
		return fmt.Errorf("-chaos-db is sqlite or postgres, not %q", kind)
	}
	if os.Getenv("ASPIRANT_DATABASE_URL") != "" {
		fmt.Println("note: chaos ignores ASPIRANT_DATABASE_URL; it makes its own database (-chaos-db)")
	}
	root, err := os.MkdirTemp("", "aspirant-chaos-"+kind+"-")
	if err != nil {
		return err
	}
	// PostgreSQL runs as its own user and must reach its folders through this one.
	if err := os.Chmod(root, 0o755); err != nil {
		return err
	}
	r := &chaosRun{o: o, kind: kind, root: root, outcomes: map[string]int{}}
	stopSignals := r.cleanupOnSignal()
	defer stopSignals()
	err = r.run(plan)
	if cerr := r.cleanup(err != nil || *chaosKeep); err == nil {
		err = cerr
	}
	return err
}

type chaosRun struct {
	o       options
	kind    string
	root    string
	disk    *tmpfsDisk
	cluster *pgCluster
	sup     *supervisor   // the server (with -chaos-db cluster: the first of sups)
	sups    []*supervisor // every server
	base    string        // where learners send their requests: the server, or the load balancer
	front   *frontEnd     // with -chaos-db cluster: HAProxy and the S3 store
	address string        // the database the server uses
	w       *world
	began   time.Time

	mu       sync.Mutex
	outcomes map[string]int // "operation outcome" -> count
	lastAck  atomic.Int64   // unix nanos of the latest acknowledged write
	faults   []faultRecord
	problems []string // anything that fails the run besides lost writes
	netErrs  []string // the first network failures, with their time and text, for the report

	learners []*chaosLearner

	cleanOnce sync.Once
	cleanErr  error
}

func (r *chaosRun) run(plan []string) error {
	ctx := context.Background()
	sizeMB := *chaosDiskMB
	if sizeMB == 0 {
		sizeMB = map[string]int{"sqlite": 128, "postgres": 256}[r.kind]
	}
	var err error
	disk := filepath.Join(r.root, "disk")
	if r.kind == "cluster" {
		err = os.Mkdir(disk, 0o755) // no disk fault: no tmpfs
	} else if r.disk, err = mountTmpfs(disk, sizeMB); err == nil {
		disk = r.disk.dir
	}
	if err != nil {
		return err
	}
	dataDir := filepath.Join(disk, "data")
	if r.kind == "sqlite" {
		r.address = "sqlite:" + filepath.Join(dataDir, "aspirant.db")
	} else {
		// The server's own data folder stays off the small disk: the fault is PostgreSQL's disk.
		dataDir = filepath.Join(r.root, "data")
		pgData, pgRun := filepath.Join(disk, "pg"), filepath.Join(r.root, "pgrun")
		for _, dir := range []string{pgData, pgRun} {
			if err := os.Mkdir(dir, 0o755); err != nil {
				return err
			}
		}
		started := time.Now()
		if r.cluster, err = newPGCluster(pgData, pgRun); err != nil {
			return err
		}
		if err := r.cluster.start(); err != nil {
			return err
		}
		r.address = r.cluster.URL()
		fmt.Printf("private PostgreSQL cluster on 127.0.0.1:%d (data in %s) ready in %s\n", r.cluster.port,
			map[bool]string{true: "the run folder", false: "the tmpfs"}[r.disk == nil], time.Since(started).Round(100*time.Millisecond))
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}

	// A test long enough that no submission, however delayed by the faults, is late.
	minutes := int((r.o.startWindow+*chaosSitting+r.o.submitWindow)/time.Minute) + 15
	d, err := db.Open(ctx, r.address)
	if err != nil {
		return err
	}
	if err := d.Migrate(ctx, quietLogger()); err != nil {
		d.Close()
		return err
	}
	fmt.Printf("seeding %d learners and a %d-question test on %s ...\n", r.o.learners, r.o.questions, d.Kind)
	r.w, err = seed(ctx, d, r.o.learners, r.o.questions, minutes)
	d.Close()
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}

	addr, err := freeAddr()
	if err != nil {
		return err
	}
	logPath := filepath.Join(r.root, "server.log")
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer logFile.Close()
	if r.kind == "cluster" {
		if err := r.startCluster(ctx, dataDir, logFile); err != nil {
			return err
		}
	} else {
		r.sup = newSupervisor(r.o.bin, r.address, dataDir, addr, logFile)
		if err := r.sup.start(); err != nil {
			return err
		}
		r.sups, r.base = []*supervisor{r.sup}, r.sup.base()
		fmt.Printf("machine: %s; server %s; data folder %s on a %d MB tmpfs; run folder %s\n\n", machine(), r.sup.base(),
			map[bool]string{true: "and database", false: "of PostgreSQL"}[r.kind == "sqlite"], sizeMB, r.root)
	}

	r.began = time.Now()
	submitAt := r.began.Add(*chaosSitting)
	giveUp := submitAt.Add(r.o.submitWindow + 3*time.Minute)
	lastKill := ", then a kill in the submit window"
	if r.kind == "cluster" {
		lastKill = ""
	}
	fmt.Printf("%d learners: start within %s, answer every %s, submit within %s from %s; faults: %s%s\n\n",
		len(r.w.learners), r.o.startWindow, r.o.autosave, r.o.submitWindow, *chaosSitting, strings.Join(plan, ", "), lastKill)

	var wg sync.WaitGroup
	r.learners = make([]*chaosLearner, len(r.w.learners))
	for i := range r.w.learners {
		l := &chaosLearner{learner: &r.w.learners[i], local: map[int64]int64{}, history: map[int64][]write{}}
		r.learners[i] = l
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.sit(l, submitAt, giveUp)
		}()
	}
	faultsDone := make(chan struct{})
	go func() {
		defer close(faultsDone)
		r.inject(plan, submitAt)
	}()
	wg.Wait()
	<-faultsDone
	fmt.Printf("\nlearners done after %s\n", time.Since(r.began).Round(time.Second))
	if r.kind == "cluster" {
		r.acrossServers(ctx)
	}
	for _, sup := range r.sups {
		if err := sup.stop(); err != nil {
			r.problem("stopping the server %s: %v", sup.base(), err)
		}
	}
	return r.report(ctx, logPath)
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func (r *chaosRun) problem(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.problems = append(r.problems, fmt.Sprintf(format, args...))
}

// cleanup stops what the run started and unmounts its disk; the folder with the logs stays when
// keep is set (a failed run keeps it for the report).
func (r *chaosRun) cleanup(keep bool) error {
	r.cleanOnce.Do(func() {
		for _, sup := range r.sups {
			_ = sup.signal(syscall.SIGKILL, 10*time.Second)
		}
		if r.front != nil {
			r.front.stop()
		}
		if r.cluster != nil && r.cluster.running() {
			if err := r.cluster.stop("immediate"); err != nil {
				r.cleanErr = err
			}
		}
		if r.disk != nil {
			if err := r.disk.unmount(); err != nil {
				r.cleanErr = errors.Join(r.cleanErr, err)
				return // never remove a folder with a file system still mounted in it
			}
		}
		if keep {
			fmt.Printf("the run's logs are in %s\n", r.root)
			return
		}
		r.cleanErr = errors.Join(r.cleanErr, os.RemoveAll(r.root))
	})
	return r.cleanErr
}

// cleanupOnSignal unmounts the tmpfs and stops the private cluster when the run is interrupted.
func (r *chaosRun) cleanupOnSignal() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-ch:
			fmt.Fprintln(os.Stderr, "loadtest: interrupted; cleaning up")
			_ = r.cleanup(true)
			os.Exit(1)
		case <-done:
		}
	}()
	return func() { signal.Stop(ch); close(done) }
}

// --- learners ---------------------------------------------------------------------------------

// write is one value a learner sent for a question: by autosave, or in the submitted sheet.
type write struct {
	option int64
	acked  bool
	sheet  bool
}

// change is an answer in the autosave queue; history indexes its write once it has been sent.
type change struct {
	question, option int64
	history          int
}

// chaosLearner is the app on one learner's device: the sheet, the autosave queue and what was
// sent for each question, in order.
type chaosLearner struct {
	*learner
	attemptID string
	local     map[int64]int64   // the sheet on the device: question -> option
	queue     []change          // autosave queue: one change per question, oldest first
	history   map[int64][]write // every value sent for a question, in the order sent
	next      int               // the next question to answer in order
	autosaved int               // changes the server acknowledged by autosave
}

// answer is the learner choosing an option: mostly the next question, sometimes a change of
// mind on an answered one (so later writes overwrite earlier ones).
func (l *chaosLearner) answer(w *world, rng *rand.Rand) {
	q := l.next
	if l.next == len(w.questions) || (l.next > 0 && rng.IntN(5) == 0) {
		q = rng.IntN(l.next)
	} else {
		l.next++
	}
	question := w.questions[q]
	option := w.options[q][rng.IntN(4)]
	for option == l.local[question] {
		option = w.options[q][rng.IntN(4)]
	}
	l.local[question] = option
	// As the app's queue does: a newer change to a question replaces one still waiting.
	kept := l.queue[:0]
	for _, c := range l.queue {
		if c.question != question {
			kept = append(kept, c)
		}
	}
	l.queue = append(kept, change{question: question, option: option, history: -1})
}

func (r *chaosRun) sit(l *chaosLearner, submitAt, giveUp time.Time) {
	rng := rand.New(rand.NewPCG(uint64(l.userID), 13))
	time.Sleep(time.Until(r.began.Add(time.Duration(rng.Int64N(int64(r.o.startWindow))))))
	testID := fmt.Sprint(r.w.testID)
	key := fmt.Sprintf("chaos-%d", l.userID)

	out, ok := r.persist("start", "/api/v1/modules/tests/start", l.token, url.Values{"testId": {testID}, "attemptKey": {key}},
		submitMaxGap, giveUp, rng)
	if !ok {
		r.problem("learner %d could not start the test", l.userID)
		return
	}
	l.attemptID = fmt.Sprint(out["body"].(map[string]any)["attempt"].(map[string]any)["attemptId"])
	if _, ok := r.persist("questions", "/api/v1/modules/questions", l.token, url.Values{"test_id": {testID}}, submitMaxGap, giveUp, rng); !ok {
		r.problem("learner %d could not load the questions", l.userID)
		return
	}

	// Answer, autosaving as the app does: a new change is sent at once; a failed call leaves the
	// queue as it is and is retried with exponential backoff (1 s to 30 s, with jitter).
	nextAnswer := time.Now().Add(time.Duration(rng.Int64N(int64(r.o.autosave))))
	var retryAt time.Time
	failures, halted := 0, false
	for {
		now := time.Now()
		if !now.Before(submitAt) {
			break
		}
		if len(l.queue) > 0 && !halted && !now.Before(retryAt) {
			switch r.sendQueue(l) {
			case sent:
				failures, retryAt = 0, time.Time{}
			case retry:
				failures++
				retryAt = now.Add(backoff(failures, autosaveMaxGap, rng))
			case refused:
				halted = true
			}
			continue
		}
		if !now.Before(nextAnswer) {
			l.answer(r.w, rng)
			nextAnswer = nextAnswer.Add(r.o.autosave)
			retryAt = time.Time{}
			continue
		}
		wake := nextAnswer
		if submitAt.Before(wake) {
			wake = submitAt
		}
		if len(l.queue) > 0 && !halted && retryAt.Before(wake) {
			wake = retryAt
		}
		time.Sleep(time.Until(wake))
	}

	// Submit: one last try to deliver the queue, a few answers made in the last minute, then the
	// whole sheet with the attempt key, retried until the server answers.
	time.Sleep(time.Until(submitAt.Add(time.Duration(rng.Int64N(int64(r.o.submitWindow))))))
	if len(l.queue) > 0 && !halted {
		r.sendQueue(l)
	}
	for q := l.next; q < len(r.w.questions); q++ {
		if rng.IntN(2) == 0 {
			l.local[r.w.questions[q]] = r.w.options[q][rng.IntN(4)]
		}
	}
	sheet := make([]map[string]any, 0, len(l.local))
	sheetWrites := map[int64]int{}
	for question, option := range l.local {
		sheet = append(sheet, map[string]any{"questionId": question, "selectedOption": option})
		l.history[question] = append(l.history[question], write{option: option, sheet: true})
		sheetWrites[question] = len(l.history[question]) - 1
	}
	raw, _ := json.Marshal(sheet)
	out, ok = r.persist("submit", "/api/v1/modules/tests/submitResult", l.token,
		url.Values{"testId": {testID}, "answers": {string(raw)}, "attemptKey": {key}}, submitMaxGap, giveUp, rng)
	if !ok {
		r.problem("learner %d: the submission was never acknowledged", l.userID)
		return
	}
	for question, i := range sheetWrites {
		l.history[question][i].acked = true
	}
	l.saved = make(map[int64]int64, len(l.local))
	for question, option := range l.local {
		l.saved[question] = option
	}
	l.submitted = true
	l.score = out["body"].(map[string]any)["score"].(float64)
}

type delivery int

const (
	sent    delivery = iota // the server acknowledged the batch
	retry                   // a failure a retry may overcome: network, 5xx, 408, 429
	refused                 // a 4xx no retry changes
)

// sendQueue sends the oldest changes (up to maxBatch) in one autosave call.
func (r *chaosRun) sendQueue(l *chaosLearner) delivery {
	batch := l.queue[:min(len(l.queue), maxBatch)]
	payload := make([]map[string]any, len(batch))
	for i := range batch {
		c := &batch[i]
		if c.history < 0 {
			l.history[c.question] = append(l.history[c.question], write{option: c.option})
			c.history = len(l.history[c.question]) - 1
		}
		payload[i] = map[string]any{"questionId": c.question, "selectedOption": c.option, "markedForReview": false, "timeSpentMs": 10000}
	}
	raw, _ := json.Marshal(payload)
	_, _, outcome := r.call("autosave", "/api/v1/modules/tests/answers", l.token, url.Values{"attemptId": {l.attemptID}, "answers": {string(raw)}})
	switch {
	case outcome == "ok":
		for _, c := range batch {
			l.history[c.question][c.history].acked = true
		}
		l.autosaved += len(batch)
		l.queue = l.queue[len(batch):]
		return sent
	case retriable(outcome):
		return retry
	}
	r.problem("learner %d: autosave answered %s", l.userID, outcome)
	return refused
}

// persist makes a call until the server acknowledges it, retrying what a retry may overcome
// with exponential backoff up to maxGap, until giveUp.
func (r *chaosRun) persist(op, path, token string, form url.Values, maxGap time.Duration, giveUp time.Time, rng *rand.Rand) (map[string]any, bool) {
	for failures := 1; ; failures++ {
		_, out, outcome := r.call(op, path, token, form)
		if outcome == "ok" {
			return out, true
		}
		if !retriable(outcome) {
			r.problem("%s answered %s", op, outcome)
			return nil, false
		}
		if time.Now().After(giveUp) {
			return nil, false
		}
		time.Sleep(backoff(failures, maxGap, rng))
	}
}

func backoff(failures int, maxGap time.Duration, rng *rand.Rand) time.Duration {
	d := min(maxGap, retryBase<<min(failures-1, 10))
	return time.Duration(float64(d) * (0.75 + rng.Float64()/2))
}

// maxNetErrs is how many network failures the report spells out: enough to see what they were.
const maxNetErrs = 10

// call makes one request and counts its outcome.
func (r *chaosRun) call(op, path, token string, form url.Values) (int, map[string]any, string) {
	status, out, err := post(r.base, path, token, form)
	outcome := classifyOutcome(status, err)
	r.mu.Lock()
	r.outcomes[op+" "+outcome]++
	if err != nil && len(r.netErrs) < maxNetErrs {
		r.netErrs = append(r.netErrs, fmt.Sprintf("%s %s: %v", time.Now().Format("15:04:05.000"), op, err))
	}
	r.mu.Unlock()
	if outcome == "ok" && (op == "autosave" || op == "submit") {
		r.lastAck.Store(time.Now().UnixNano())
	}
	return status, out, outcome
}

// classifyOutcome names what a client saw: ok, an HTTP status, or the kind of network failure.
func classifyOutcome(status int, err error) string {
	var netErr net.Error
	switch {
	case err == nil && status == 200:
		return "ok"
	case err == nil:
		return fmt.Sprint(status)
	case errors.Is(err, syscall.ECONNREFUSED):
		return "refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "reset"
	case errors.As(err, &netErr) && netErr.Timeout():
		return "timeout"
	}
	return "neterr"
}

// retriable: what the app retries (isRetriable in answer-saver.ts): no answer, 5xx, 408, 429.
func retriable(outcome string) bool {
	switch outcome {
	case "refused", "reset", "timeout", "neterr", "408", "429":
		return true
	}
	return strings.HasPrefix(outcome, "5")
}
