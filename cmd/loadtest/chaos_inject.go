package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// faultRecord is one injected fault and what it did to the learners.
type faultRecord struct {
	kind    string
	at      time.Duration  // since the learners began
	down    time.Duration  // from the injection until its cause was removed (restarted, disk freed)
	resumed time.Duration  // from the cause's removal to the first acknowledged write after it; -1: never
	seen    map[string]int // failures clients saw from the injection until writes resumed, by kind
	note    string
}

// inject runs the plan's faults one after another, evenly spread from shortly after the last
// learner started to shortly before the submissions, then kills the server once more in the
// submit window.
func (r *chaosRun) inject(plan []string, submitAt time.Time) {
	first := r.began.Add(r.o.startWindow + 5*time.Second)
	last := submitAt.Add(-15 * time.Second)
	step := last.Sub(first) / time.Duration(max(1, len(plan)-1))
	for i, kind := range plan {
		time.Sleep(time.Until(first.Add(time.Duration(i) * step)))
		r.fault(kind)
	}
	if r.kind == "cluster" {
		return // restarts, not crashes: submissions go through a restart above already
	}
	time.Sleep(time.Until(submitAt.Add(r.o.submitWindow / 3)))
	r.fault("kill")
}

func (r *chaosRun) fault(kind string) {
	rec := faultRecord{kind: kind, at: time.Since(r.began).Round(100 * time.Millisecond)}
	before := r.snapshot()
	injected := time.Now()
	var err error
	switch kind {
	case "kill":
		err = r.killServer(&rec)
	case "pg-restart-fast":
		err = r.restartPostgres("fast", &rec)
	case "pg-restart-immediate":
		err = r.restartPostgres("immediate", &rec)
	case "disk-full":
		err = r.fillDisk(&rec)
	case "rolling-restart":
		err = r.rollingRestart(&rec)
	default:
		err = fmt.Errorf("unknown fault %q", kind)
	}
	cleared := time.Now()
	rec.down = cleared.Sub(injected)
	if err != nil {
		r.problem("%s at +%s: %v", kind, rec.at, err)
		rec.note = strings.TrimSpace(rec.note + "; failed: " + err.Error())
	}
	// Writes have resumed when a learner's autosave or submit is acknowledged after the cause
	// was removed (learners retrying with backoff get there in their own time).
	rec.resumed = -1
	for deadline := cleared.Add(90 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if last := r.lastAck.Load(); last > cleared.UnixNano() {
			rec.resumed = time.Unix(0, last).Sub(cleared)
			break
		}
	}
	if rec.resumed < 0 {
		r.problem("%s at +%s: no write was acknowledged within 90 s of the recovery", kind, rec.at)
	}
	rec.seen = failuresByKind(diff(before, r.snapshot()))
	resumed := "never"
	if rec.resumed >= 0 {
		resumed = rec.resumed.Round(10 * time.Millisecond).String()
	}
	fmt.Printf("[+%s] %s: down %s, writes acknowledged again %s after; clients saw %s; %s\n", rec.at, kind,
		rec.down.Round(10*time.Millisecond), resumed, formatCounts(rec.seen), rec.note)
	r.mu.Lock()
	r.faults = append(r.faults, rec)
	r.mu.Unlock()
}

// killServer: SIGKILL, a pause, and a new server on the same address and database.
func (r *chaosRun) killServer(rec *faultRecord) error {
	if err := r.sup.kill(); err != nil {
		return err
	}
	time.Sleep(*chaosDown)
	var err error
	for try := 0; try < 3; try++ {
		started := time.Now()
		if err = r.sup.start(); err == nil {
			rec.note = fmt.Sprintf("restarted, ready in %s", time.Since(started).Round(10*time.Millisecond))
			return nil
		}
	}
	return fmt.Errorf("the server did not start again: %w", err)
}

// restartPostgres stops the private cluster in mode, leaves it down for a moment, starts it.
func (r *chaosRun) restartPostgres(mode string, rec *faultRecord) error {
	offset := fileSize(r.cluster.LogPath())
	stopping := time.Now()
	if err := r.cluster.stop(mode); err != nil {
		return err
	}
	stopped := time.Since(stopping)
	time.Sleep(*chaosDown / 2)
	readyWhileDown := ready(r.sup.base())
	time.Sleep(*chaosDown / 2)
	starting := time.Now()
	if err := r.cluster.start(); err != nil {
		return err
	}
	rec.note = fmt.Sprintf("pg_ctl stop -m %s took %s, start %s; /readyz while down: %d", mode,
		stopped.Round(10*time.Millisecond), time.Since(starting).Round(10*time.Millisecond), readyWhileDown)
	if events := pgEvents(r.cluster.LogPath(), offset); events != "" {
		rec.note += "; PostgreSQL: " + events
	}
	return nil
}

// fillDisk fills the tmpfs under the database with a filler file, keeps it full for a while,
// then deletes the filler. PostgreSQL may PANIC on a WAL write and restart itself; should its
// postmaster have stopped, it is started again, as systemd would.
func (r *chaosRun) fillDisk(rec *faultRecord) error {
	pgOffset := int64(0)
	if r.cluster != nil {
		pgOffset = fileSize(r.cluster.LogPath())
	}
	freeBefore := r.disk.free()
	f, err := fillDisk(filepath.Join(r.disk.dir, "filler"))
	if err != nil {
		return err
	}
	full := r.snapshot()
	holdUntil := time.Now().Add(*chaosFullFor)
	readyWhileFull, switches := 0, 0
	for time.Now().Before(holdUntil) {
		time.Sleep(250 * time.Millisecond)
		_ = f.topUp() // take back what the database freed
		if readyWhileFull == 0 && time.Until(holdUntil) < *chaosFullFor/2 {
			readyWhileFull = ready(r.sup.base())
		}
		// A busy server soon fills its WAL segment and needs a new one; a few seconds of
		// learners do not, so PostgreSQL is moved on to the next segment here, once a second.
		// Refused table extensions are the full disk's first face, a WAL write the second.
		if r.cluster != nil && time.Until(holdUntil) < *chaosFullFor-time.Duration(switches+1)*time.Second {
			if r.cluster.switchWAL() == nil {
				switches++
			}
		}
	}
	during := diff(full, r.snapshot())
	if err := f.remove(); err != nil {
		return err
	}
	rec.note = fmt.Sprintf("filled %d MB of %d MB free; while full: %d writes acknowledged, %d answered 503, /readyz %d",
		f.written>>20, freeBefore>>20, during["autosave ok"]+during["submit ok"], failuresByKind(during)["503"], readyWhileFull)
	if r.cluster != nil {
		rec.note += fmt.Sprintf(", %d WAL segment switches", switches)
	}
	if r.cluster != nil {
		time.Sleep(time.Second)
		if !r.cluster.running() {
			rec.note += "; PostgreSQL had stopped, started again"
			if err := r.cluster.start(); err != nil {
				return err
			}
		}
		if events := pgEvents(r.cluster.LogPath(), pgOffset); events != "" {
			rec.note += "; PostgreSQL: " + events
		}
	}
	return nil
}

func fileSize(path string) int64 {
	if st, err := os.Stat(path); err == nil {
		return st.Size()
	}
	return 0
}

// pgEvents sums up what PostgreSQL logged since offset: panics, crash restarts, recoveries.
func pgEvents(path string, offset int64) string {
	raw, err := os.ReadFile(path)
	if err != nil || int64(len(raw)) < offset {
		return ""
	}
	var parts []string
	firstPanic := ""
	for _, line := range strings.Split(string(raw[offset:]), "\n") {
		if i := strings.Index(line, "PANIC:"); i >= 0 && firstPanic == "" {
			firstPanic = strings.TrimSpace(line[i+len("PANIC:"):])
		}
	}
	count := func(s string) int { return strings.Count(string(raw[offset:]), s) }
	if n := count("PANIC:"); n > 0 {
		parts = append(parts, fmt.Sprintf("%d PANIC (%s)", n, firstPanic))
	}
	if n := count("all server processes terminated; reinitializing"); n > 0 {
		parts = append(parts, fmt.Sprintf("%d crash restart", n))
	}
	if n := count("shutting down due to startup process failure"); n > 0 {
		parts = append(parts, fmt.Sprintf("%d stop after a failed recovery", n))
	}
	if n := count("automatic recovery in progress"); n > 0 {
		parts = append(parts, fmt.Sprintf("%d recovery from the WAL", n))
	}
	if n := count("No space left on device"); n > 0 {
		parts = append(parts, fmt.Sprintf("%d \"No space left on device\" lines", n))
	}
	return strings.Join(parts, ", ")
}

func (r *chaosRun) snapshot() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make(map[string]int, len(r.outcomes))
	for k, v := range r.outcomes {
		out[k] = v
	}
	return out
}

func diff(before, after map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range after {
		if d := v - before[k]; d != 0 {
			out[k] = d
		}
	}
	return out
}

// failuresByKind adds up the failed outcomes of every operation by kind ("503", "refused", ...).
func failuresByKind(counts map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range counts {
		_, outcome, _ := strings.Cut(k, " ")
		if outcome != "ok" {
			out[outcome] += v
		}
	}
	return out
}

func formatCounts(counts map[string]int) string {
	if len(counts) == 0 {
		return "no failures"
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d %s", counts[k], k)
	}
	return strings.Join(parts, ", ")
}
