package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/testutil"
)

// The cluster run (-mode chaos -chaos-db cluster, `make cluster-test`): two servers on one
// PostgreSQL and one S3 store (versitygw) behind HAProxy with the shipped configuration
// (deploy/haproxy.cfg), learners sitting a test through it, and each server in turn restarted as
// an operator does it (SIGTERM, drained, started again, back in rotation) while they answer.
// No request may fail, and every acknowledged answer must be in the database.

// frontEnd is what stands around the servers: the load balancer and the file store.
type frontEnd struct {
	haproxy *exec.Cmd
	log     string // HAProxy's log: its checks' verdicts and a line per request
	s3      *testutil.S3Server
}

func (f *frontEnd) stop() {
	if f.haproxy != nil && f.haproxy.Process != nil {
		_ = f.haproxy.Process.Kill()
		_ = f.haproxy.Wait()
	}
	if f.s3 != nil {
		f.s3.Stop()
	}
}

// clusterDrain is how long a stopping server fails /readyz before it stops listening: more than
// HAProxy's two failed checks a second apart (deploy/haproxy.cfg).
const clusterDrain = "3s"

// startCluster starts the S3 store, two servers with the same settings (one database, one store,
// one receipt key) and HAProxy in front of them; learners then talk to HAProxy.
func (r *chaosRun) startCluster(ctx context.Context, dataDir string, logFile *os.File) error {
	r.front = &frontEnd{}
	if err := r.promoteStaff(ctx); err != nil {
		return err
	}
	s3log, err := os.Create(filepath.Join(r.root, "s3.log"))
	if err != nil {
		return err
	}
	if r.front.s3, err = testutil.RunS3(filepath.Join(r.root, "s3"), s3log); err != nil {
		return err
	}
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	env := []string{"ASPIRANT_RECEIPT_KEY=" + base64.StdEncoding.EncodeToString(key),
		"ASPIRANT_SHUTDOWN_DRAIN=" + clusterDrain, "ASPIRANT_TRUSTED_PROXIES=127.0.0.1/32"}
	for k, v := range r.front.s3.Env() {
		env = append(env, k+"="+v)
	}
	var servers []string
	for i := range 2 {
		addr, err := freeAddr()
		if err != nil {
			return err
		}
		sup := newSupervisor(r.o.bin, r.address, filepath.Join(dataDir, fmt.Sprint("server", i+1)), addr, logFile)
		sup.env = env
		sup.level = "info" // the finisher check counts the servers' info lines (finishedOnce)
		if err := os.MkdirAll(sup.dir, 0o755); err != nil {
			return err
		}
		if err := sup.start(); err != nil {
			return err
		}
		r.sups = append(r.sups, sup)
		servers = append(servers, addr)
	}
	r.sup = r.sups[0]
	front, err := freeAddr()
	if err != nil {
		return err
	}
	if err := r.startHAProxy(front, servers); err != nil {
		return err
	}
	r.base = "http://" + front
	fmt.Printf("machine: %s; HAProxy %s in front of %s; S3 store %s; run folder %s\n\n", machine(), r.base,
		strings.Join(servers, " and "), r.front.s3.Endpoint, r.root)
	return nil
}

// startHAProxy runs HAProxy with deploy/haproxy.cfg, changed only where a test machine differs:
// no TLS (no certificate), its own address, these servers.
func (r *chaosRun) startHAProxy(front string, servers []string) error {
	bin, err := exec.LookPath("haproxy")
	if err != nil {
		return fmt.Errorf("the cluster run needs HAProxy: apt-get install -y haproxy")
	}
	shipped, err := os.ReadFile("deploy/haproxy.cfg")
	if err != nil {
		return fmt.Errorf("run from the repository's root: %w", err)
	}
	var lines []string
	for _, line := range strings.Split(string(shipped), "\n") {
		field := strings.Fields(line)
		switch {
		case len(field) >= 2 && field[0] == "bind" && field[1] == ":443":
			continue
		case len(field) >= 2 && field[0] == "http-request" && field[1] == "redirect":
			continue
		case len(field) >= 2 && field[0] == "bind" && field[1] == ":80":
			line = "    bind " + front
		case len(field) >= 2 && field[0] == "maxconn":
			line = "    maxconn 4000" // within this machine's open-files limit
		case len(field) >= 1 && field[0] == "server":
			continue // the shipped example's addresses
		case len(field) >= 1 && field[0] == "default-server":
			lines = append(lines, line)
			for i, s := range servers {
				lines = append(lines, fmt.Sprintf("    server app%d %s", i+1, s))
			}
			continue
		}
		lines = append(lines, line)
	}
	config := filepath.Join(r.root, "haproxy.cfg")
	if err := os.WriteFile(config, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		return err
	}
	if out, err := exec.Command(bin, "-c", "-f", config).CombinedOutput(); err != nil {
		return fmt.Errorf("haproxy -c: %v\n%s", err, out)
	}
	log, err := os.Create(filepath.Join(r.root, "haproxy.log"))
	if err != nil {
		return err
	}
	r.front.log = log.Name()
	r.front.haproxy = exec.Command(bin, "-db", "-f", config)
	r.front.haproxy.Stdout, r.front.haproxy.Stderr = log, log
	if err := r.front.haproxy.Start(); err != nil {
		return err
	}
	// Listening, and both servers passed their first checks.
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if ready("http://"+front) == 200 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("HAProxy on %s did not answer /readyz within 20 s; see %s", front, log.Name())
		}
	}
}

// rollingRestart restarts each server in turn as an operator does it: SIGTERM (the server fails
// /readyz, drains, stops listening, finishes its requests), start it again, wait until HAProxy
// says it is back in rotation (two passed checks), then the next.
func (r *chaosRun) rollingRestart(rec *faultRecord) error {
	for i, sup := range r.sups {
		name := fmt.Sprintf("app%d", i+1)
		before := r.front.upCount(name)
		fmt.Printf("%s stopping %s\n", time.Now().Format("15:04:05.000"), name)
		if err := sup.stop(); err != nil {
			return fmt.Errorf("stop %s: %w", sup.base(), err)
		}
		fmt.Printf("%s starting %s again\n", time.Now().Format("15:04:05.000"), name)
		if err := sup.start(); err != nil {
			return fmt.Errorf("start %s again: %w", sup.base(), err)
		}
		for deadline := time.Now().Add(60 * time.Second); r.front.upCount(name) == before; time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				return fmt.Errorf("HAProxy did not take %s back within 60 s", name)
			}
		}
		fmt.Printf("%s %s is back in rotation\n", time.Now().Format("15:04:05.000"), name)
	}
	rec.note = fmt.Sprintf("%d servers restarted one after another, each drained for %s", len(r.sups), clusterDrain)
	return nil
}

// upCount is how many times HAProxy has logged server `name` coming up, that is, back in
// rotation after its checks passed.
func (f *frontEnd) upCount(name string) int {
	raw, _ := os.ReadFile(f.log)
	return strings.Count(string(raw), "Server aspirant/"+name+" is UP")
}

// acrossServers checks, against each server directly, what two servers must share: a session
// made anywhere works on both, failed logins count across both, a staff edit on one is seen on
// the other, and an e-mail queued through the load balancer is sent once, by one of them.
func (r *chaosRun) acrossServers(ctx context.Context) {
	r.mu.Lock()
	before := len(r.problems)
	r.mu.Unlock()
	one, two := r.sups[0].base(), r.sups[1].base()
	staff, learner := r.w.learners[0], r.w.learners[1]

	for _, base := range []string{one, two} {
		if status, _, err := send(http.MethodGet, base+"/api/v1/modules/user/profile", learner.token, "", nil); err != nil || status != 200 {
			r.problem("a session on %s: %d %v", base, status, err)
		}
	}

	// Ten wrong passwords for one account from one address, alternating servers: the next is
	// refused on either.
	email := fmt.Sprintf("learner%d@load.test", 3)
	for i := range 10 {
		base := []string{one, two}[i%2]
		if status, _, _ := post(base, "/api/v1/login", "", url.Values{"email": {email}, "password": {"wrong-password"}}); status != 400 && status != 401 {
			r.problem("wrong password %d on %s: %d", i+1, base, status)
		}
	}
	if status, _, _ := post(two, "/api/v1/login", "", url.Values{"email": {email}, "password": {"load-test-password"}}); status != http.StatusTooManyRequests {
		r.problem("the 11th login after ten wrong passwords on two servers: %d, want 429", status)
	}

	// The subscription renamed in the console on one server, read on the other.
	name := "All-India Prelims Mock (renamed on server 1)"
	var subscription int64
	if d, err := db.Open(ctx, r.address); err == nil {
		err = d.Get(ctx, &subscription, "SELECT id FROM subscriptions WHERE slug = 'all-india-mock'")
		d.Close()
		if err != nil {
			r.problem("the seeded subscription: %v", err)
		}
	}
	if status, out, err := send(http.MethodPatch, fmt.Sprintf("%s/api/v1/admin/subscriptions/%d", one, subscription), staff.token,
		"application/x-www-form-urlencoded", strings.NewReader(url.Values{"name": {name}}.Encode())); err != nil || status != 200 {
		r.problem("the console edit on %s: %d %v %v", one, status, out, err)
	}
	seen := false
	for deadline := time.Now().Add(10 * time.Second); !seen && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		_, out, _ := send(http.MethodGet, two+"/api/v1/modules/subscriptions/all-india-mock", "", "", nil)
		result, _ := out["responseResult"].(map[string]any)
		seen = result["name"] == name
	}
	if !seen {
		r.problem("the console edit on server 1 was not seen on server 2 within 10 s")
	}

	// A password-recovery e-mail, asked through the load balancer: both servers' mail workers
	// look for work; exactly one sends it.
	recipient := fmt.Sprintf("learner%d@load.test", 4)
	if status, _, err := post(r.base, "/api/v1/auth/recover-account", "", url.Values{"email": {recipient}}); err != nil || status != 200 {
		r.problem("recover-account: %d %v", status, err)
	}
	sent := func() int {
		n := 0
		for _, sup := range r.sups {
			files, _ := filepath.Glob(filepath.Join(sup.dir, "outbox", "*"))
			for _, f := range files {
				if body, err := os.ReadFile(f); err == nil && strings.Contains(string(body), recipient) {
					n++
				}
			}
		}
		return n
	}
	for deadline := time.Now().Add(15 * time.Second); sent() == 0 && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
	}
	time.Sleep(3 * time.Second) // room for a second sending, if the claim were not shared
	if n := sent(); n != 1 {
		r.problem("the recovery e-mail was sent %d times, want once", n)
	}
	r.finishedOnce(ctx)
	r.mu.Lock()
	found := r.problems[before:]
	r.mu.Unlock()
	if len(found) == 0 {
		fmt.Println("across the two servers: a session works on both, failed logins count across both, a staff edit is seen on the other, an e-mail is sent once, abandoned attempts are finished once")
	} else {
		fmt.Printf("across the two servers: %s\n", strings.Join(found, "; "))
	}
}

// abandonedAttempts is how many attempts the finisher check leaves to the servers.
const abandonedAttempts = 40

// finishedOnce checks that the two servers' attempt finishers, which both look for attempts whose
// time ran out every few seconds, finish each such attempt once. Learners of their own (not the
// load's, whose attempts the report checks) are put in the database with attempts whose deadline
// passed an hour ago (phones that died; a server's clock cannot be moved). Then every attempt the
// finisher closed in the whole run must be counted in exactly one of the servers' "finished
// attempts whose time ran out" log lines: a second finishing of one attempt would count it twice.
func (r *chaosRun) finishedOnce(ctx context.Context) {
	d, err := db.Open(ctx, r.address)
	if err != nil {
		r.problem("the finisher check: %v", err)
		return
	}
	defer d.Close()
	now := time.Now().UTC()
	err = d.InTx(ctx, func(tx *db.Tx) error {
		rows := make([][]any, abandonedAttempts)
		for i := range rows {
			userID, err := tx.InsertID(ctx, `INSERT INTO users (unique_id, name, email, password_hash, role, created_at, updated_at)
				VALUES (?, ?, ?, '', 'student', ?, ?) RETURNING id`,
				fmt.Sprintf("LT-A%06d", i+1), fmt.Sprintf("Abandoning learner %d", i+1), fmt.Sprintf("abandoned%d@load.test", i+1), now, now)
			if err != nil {
				return err
			}
			rows[i] = []any{r.w.testID, userID, 1, "open", now.Add(-2 * time.Hour), now.Add(-time.Hour), true}
		}
		return bulkInsert(ctx, tx, "prelims_attempts", "test_id, user_id, attempt_no, status, started_at, deadline_at, ranked", rows)
	})
	if err != nil {
		r.problem("the abandoned attempts: %v", err)
		return
	}
	open := abandonedAttempts
	for deadline := time.Now().Add(20 * time.Second); open > 0 && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		_ = d.Get(ctx, &open, `SELECT COUNT(*) FROM prelims_attempts a JOIN users u ON u.id = a.user_id
			WHERE u.email LIKE 'abandoned%' AND a.status = 'open'`)
	}
	if open > 0 {
		r.problem("%d of %d abandoned attempts were still open after 20 s", open, abandonedAttempts)
		return
	}
	var finished int
	if err := d.Get(ctx, &finished, "SELECT COUNT(*) FROM prelims_attempts WHERE finish_reason = 'time_up'"); err != nil {
		r.problem("count the finished attempts: %v", err)
		return
	}
	logged, err := finishedInLog(filepath.Join(r.root, "server.log"))
	if err != nil {
		r.problem("read the servers' log: %v", err)
	} else if logged != finished {
		r.problem("the servers logged %d attempts finished at their time, the database has %d: one was finished twice", logged, finished)
	}
}

// finishedInLog adds up the counts of the servers' "finished attempts whose time ran out" lines,
// in either log format.
func finishedInLog(path string) (int, error) {
	body, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	total := 0
	for _, line := range strings.Split(string(body), "\n") {
		if !strings.Contains(line, "finished attempts whose time ran out") {
			continue
		}
		m := finishedCount.FindStringSubmatch(line)
		if m == nil {
			return 0, fmt.Errorf("no count in %q", line)
		}
		n, _ := strconv.Atoi(m[1])
		total += n
	}
	return total, nil
}

var finishedCount = regexp.MustCompile(`"?count"?[=:](\d+)`)

// promoteStaff makes the first seeded learner an administrator, for the console edit above.
func (r *chaosRun) promoteStaff(ctx context.Context) error {
	d, err := db.Open(ctx, r.address)
	if err != nil {
		return err
	}
	defer d.Close()
	_, err = d.Exec(ctx, "UPDATE users SET role = 'admin' WHERE id = ?", r.w.learners[0].userID)
	return err
}
