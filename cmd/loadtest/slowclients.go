package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Settings of the slowclients mode (registered here so the mode keeps to its own file).
var (
	slowConns = flag.Int("slow-conns", 2000, "connections that drip a request body (slowclients)")
	slowDrip  = flag.Duration("slow-drip", 5*time.Second, "each dripping connection sends one body byte this often (slowclients)")
	slowFor   = flag.Duration("slow-for", 60*time.Second, "how long the dripping goes on; a closed connection reconnects until then (slowclients)")
	slowProbe = flag.Duration("slow-probe", 2*time.Second, "how often a learner checks health, logs in and submits a test meanwhile (slowclients)")
)

// slowBound is what the server must achieve: dripping connections closed within a minute, and
// real learners answered within a second while they are open.
const (
	slowCloseBound  = 60 * time.Second
	slowAnswerBound = time.Second
)

// slowClients holds -slow-conns connections that send their headers and then one body byte
// every -slow-drip, reconnecting whenever the server closes one, for -slow-for; meanwhile a
// learner on fresh connections checks /healthz, logs in and sits a prelims test (start, then
// submit) every -slow-probe. It reports how long the server let each dripping connection live,
// the server's open files, and the learners' latencies before and during the attack.
func slowClients(o options, s *server, w *world) error {
	addr := strings.TrimPrefix(s.base, "http://")
	rounds := 5 + int(*slowFor / *slowProbe) + 1
	if len(w.learners) < rounds {
		return fmt.Errorf("slowclients needs a learner per probe: run with -learners %d or more", rounds)
	}
	// A fresh connection for every probe: a learner arriving during the attack must get through
	// accept(), not ride on a connection opened before it.
	probeClient := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	p := &prober{client: probeClient, base: s.base, w: w, testID: fmt.Sprint(w.testID)}

	fmt.Println("before: 5 probe rounds, one a second")
	baseline := newRecorder()
	for range 5 {
		p.round(baseline)
		time.Sleep(time.Second)
	}
	baseline.report("healthz", "login", "start", "submit")
	filesBefore := openFiles(s.cmd.Process.Pid)

	fmt.Printf("\n%d connections, each sending its headers, then one body byte every %s, for %s (reconnecting when closed)\n",
		*slowConns, *slowDrip, *slowFor)
	attack := &dripping{addr: addr, every: *slowDrip, until: time.Now().Add(*slowFor)}
	var attackers sync.WaitGroup
	for i := range *slowConns {
		attackers.Add(1)
		go func() {
			defer attackers.Done()
			// Half read their body in the handler (login); half are refused without it being
			// read (logout without a session), which leaves net/http draining it after the answer.
			path := "/api/v1/login"
			if i%2 == 1 {
				path = "/api/v1/logout"
			}
			attack.run(path)
		}()
		time.Sleep(time.Millisecond) // 1,000 new connections a second
	}
	fmt.Printf("all %d connected after %s\n\n", *slowConns, time.Since(attack.until.Add(-*slowFor)).Round(100*time.Millisecond))

	during := newRecorder()
	peakFiles := filesBefore
	for time.Now().Before(attack.until) {
		next := time.Now().Add(*slowProbe)
		p.round(during)
		peakFiles = max(peakFiles, openFiles(s.cmd.Process.Pid))
		time.Sleep(time.Until(next))
	}
	fmt.Println("during the attack: a probe round (fresh connections) every", *slowProbe)
	probeErrors := during.report("healthz", "login", "start", "submit")
	slowest := during.max("healthz", "login", "start", "submit")

	attackers.Wait()
	time.Sleep(time.Second) // let the server finish closing
	filesAfter := openFiles(s.cmd.Process.Pid)
	lives := attack.lifetimes()
	fmt.Printf("\ndripping connections: %d opened, %d closed by the server, %d still open after %s (closed by us), %d failed to connect\n",
		len(lives)+int(attack.heldOn.Load()), len(lives), attack.heldOn.Load(), 2*slowCloseBound, attack.dialFailed.Load())
	if len(lives) > 0 {
		fmt.Printf("lifetime until the server closed them: p50 %s  p99 %s  max %s\n", round(percentile(lives, .5)),
			round(percentile(lives, .99)), round(percentile(lives, 1)))
	}
	fmt.Printf("what they were answered before the close: %s\n", attack.answers())
	fmt.Printf("server open files: %d before, peak %d during, %d after\n\n", filesBefore, peakFiles, filesAfter)

	var problems []string
	if probeErrors > 0 {
		problems = append(problems, fmt.Sprintf("%d probe requests failed", probeErrors))
	}
	if slowest > slowAnswerBound {
		problems = append(problems, fmt.Sprintf("a probe took %s (bound %s)", round(slowest), slowAnswerBound))
	}
	if attack.heldOn.Load() > 0 || (len(lives) > 0 && percentile(lives, 1) > slowCloseBound) {
		problems = append(problems, fmt.Sprintf("dripping connections lived longer than %s", slowCloseBound))
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	fmt.Printf("OK: every probe answered within %s; every dripping connection closed within %s\n", slowAnswerBound, slowCloseBound)
	return nil
}

// prober is a learner doing what learners do on exam day, one fresh connection per request.
type prober struct {
	client *http.Client
	base   string
	w      *world
	testID string
	next   int // the next learner to use: each sits the test once
}

func (p *prober) round(rec *recorder) {
	t := time.Now()
	status, _, err := p.do(http.MethodGet, "/healthz", "", nil)
	rec.record("healthz", t, status, err)

	l := &p.w.learners[p.next]
	p.next++
	t = time.Now()
	status, _, err = p.do(http.MethodPost, "/api/v1/login", "", url.Values{
		"email": {fmt.Sprintf("learner%d@load.test", p.next)}, "password": {"load-test-password"}})
	rec.record("login", t, status, err)

	key := fmt.Sprintf("slow-%d", l.userID)
	t = time.Now()
	status, _, err = p.do(http.MethodPost, "/api/v1/modules/tests/start", l.token, url.Values{"testId": {p.testID}, "attemptKey": {key}})
	if !rec.record("start", t, status, err) {
		return
	}
	sheet, _ := json.Marshal([]map[string]any{{"questionId": p.w.questions[0], "selectedOption": p.w.options[0][0]}})
	t = time.Now()
	status, _, err = p.do(http.MethodPost, "/api/v1/modules/tests/submitResult", l.token,
		url.Values{"testId": {p.testID}, "answers": {string(sheet)}, "attemptKey": {key}})
	rec.record("submit", t, status, err)
}

func (p *prober) do(method, path, token string, form url.Values) (int, []byte, error) {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, p.base+path, body)
	if err != nil {
		return 0, nil, err
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := p.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	return res.StatusCode, raw, err
}

// dripping is the attack: connections that announce a body and send it a byte at a time.
type dripping struct {
	addr  string
	every time.Duration
	until time.Time

	mu       sync.Mutex
	lives    []time.Duration
	statuses map[string]int

	heldOn     atomic.Int64 // connections the server had not closed when we gave up on them
	dialFailed atomic.Int64
}

func (d *dripping) run(path string) {
	for time.Now().Before(d.until) {
		conn, err := net.DialTimeout("tcp", d.addr, 10*time.Second)
		if err != nil {
			d.dialFailed.Add(1)
			time.Sleep(time.Second)
			continue
		}
		opened := time.Now()
		// A body far larger than anyone will wait for (14 hours at this pace), under the
		// server's 256 KB that net/http would rather drain than cut off.
		_, err = fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n", path, d.addr)
		if err != nil {
			conn.Close()
			continue
		}
		stop := make(chan struct{})
		go func() {
			ticker := time.NewTicker(d.every)
			defer ticker.Stop()
			for {
				select {
				case <-stop:
					return
				case <-ticker.C:
					if _, err := conn.Write([]byte{'a'}); err != nil {
						return
					}
				}
			}
		}()
		_ = conn.SetReadDeadline(opened.Add(2 * slowCloseBound))
		answer, err := io.ReadAll(conn)
		lived := time.Since(opened)
		close(stop)
		conn.Close()
		status := "nothing"
		if line, _, ok := strings.Cut(string(answer), "\r\n"); ok {
			status = strings.TrimPrefix(line, "HTTP/1.1 ")
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			d.heldOn.Add(1)
			continue
		}
		d.mu.Lock()
		d.lives = append(d.lives, lived)
		if d.statuses == nil {
			d.statuses = map[string]int{}
		}
		d.statuses[status]++
		d.mu.Unlock()
	}
}

func (d *dripping) lifetimes() []time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	l := append([]time.Duration(nil), d.lives...)
	sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	return l
}

func (d *dripping) answers() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	var parts []string
	for status, n := range d.statuses {
		parts = append(parts, fmt.Sprintf("%d × %s", n, status))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// percentile of sorted durations.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(float64(len(sorted))*p))]
}

// max answers the slowest successful request among ops.
func (r *recorder) max(ops ...string) time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	var slowest time.Duration
	for _, op := range ops {
		for _, l := range r.latencies[op] {
			slowest = max(slowest, l)
		}
	}
	return slowest
}

// openFiles counts a process's open file descriptors (Linux).
func openFiles(pid int) int {
	entries, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		return -1
	}
	return len(entries)
}
