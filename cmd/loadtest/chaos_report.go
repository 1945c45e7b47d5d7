package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"aspirant/internal/db"
)

// report prints the faults and what clients saw, checks the database against every acknowledged
// write, and answers an error when anything was lost or went wrong.
func (r *chaosRun) report(ctx context.Context, serverLog string) error {
	fmt.Printf("\n%-22s %8s %9s %10s  %s\n", "fault", "at", "down", "resumed", "clients saw (until writes resumed); notes")
	kinds := map[string]int{}
	for _, f := range r.faults {
		kinds[f.kind]++
		resumed := "never"
		if f.resumed >= 0 {
			resumed = f.resumed.Round(10 * time.Millisecond).String()
		}
		fmt.Printf("%-22s %8s %9s %10s  %s; %s\n", f.kind, "+"+f.at.String(), f.down.Round(10*time.Millisecond), resumed,
			formatCounts(f.seen), f.note)
	}

	outcomes := r.snapshot()
	columns := map[string]bool{}
	for k := range outcomes {
		_, outcome, _ := strings.Cut(k, " ")
		columns[outcome] = true
	}
	cols := make([]string, 0, len(columns))
	for c := range columns {
		cols = append(cols, c)
	}
	sort.Strings(cols)
	fmt.Printf("\n%-10s", "requests")
	for _, c := range cols {
		fmt.Printf(" %9s", c)
	}
	fmt.Println()
	for _, op := range []string{"start", "questions", "autosave", "submit"} {
		fmt.Printf("%-10s", op)
		for _, c := range cols {
			fmt.Printf(" %9d", outcomes[op+" "+c])
		}
		fmt.Println()
	}
	seen := failuresByKind(outcomes)
	r.mu.Lock()
	for _, line := range r.netErrs {
		fmt.Println("  network failure at " + line)
	}
	r.mu.Unlock()
	serverErrors := 0
	for kind, n := range seen {
		if strings.HasPrefix(kind, "5") && kind != "503" {
			serverErrors += n
		}
	}

	lostSaves, checkedSaves, lostSubmits, submitted, duplicates, err := r.verifyChaos(ctx)
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	savedChanges := 0
	for _, l := range r.learners {
		savedChanges += l.autosaved
	}
	fmt.Printf("\nacknowledged: %d autosave calls carrying %d answer changes (%d learner-question pairs to check), %d submissions of %d learners\n",
		outcomes["autosave ok"], savedChanges, checkedSaves, submitted, len(r.learners))
	fmt.Printf("lost: %d autosaved answers, %d submissions; attempts started twice: %d\n", lostSaves, lostSubmits, duplicates)

	summarizeServerLog(serverLog)
	if r.cluster != nil {
		if events := pgEvents(r.cluster.LogPath(), 0); events != "" {
			fmt.Printf("PostgreSQL's log over the run: %s\n", events)
		}
	}
	var crashes []string
	for _, sup := range r.sups {
		crashes = append(crashes, sup.crashList()...)
	}
	for _, c := range crashes {
		fmt.Println("crash:", c)
	}

	kindList := make([]string, 0, len(kinds))
	for k, n := range kinds {
		kindList = append(kindList, fmt.Sprintf("%s=%d", k, n))
	}
	sort.Strings(kindList)
	fmt.Printf("\nchaos %s: faults %s; acknowledged %d autosave calls (%d answer changes) and %d submissions; client failures: %s; 500s: %d; lost: %d\n",
		r.kind, strings.Join(kindList, " "), outcomes["autosave ok"], savedChanges, submitted, formatCounts(seen), serverErrors,
		lostSaves+lostSubmits)

	var failures []string
	if lostSaves+lostSubmits > 0 {
		failures = append(failures, fmt.Sprintf("%d acknowledged writes lost", lostSaves+lostSubmits))
	}
	if serverErrors > 0 {
		failures = append(failures, fmt.Sprintf("%d answers with a 5xx other than 503", serverErrors))
	}
	if duplicates > 0 {
		failures = append(failures, fmt.Sprintf("%d learners with two attempts", duplicates))
	}
	// Restarts behind a load balancer are an operator's routine, not a fault: a learner must not
	// see them at all.
	if r.kind == "cluster" && len(seen) > 0 {
		failures = append(failures, "requests failed through the load balancer: "+formatCounts(seen))
	}
	if len(crashes) > 0 {
		failures = append(failures, fmt.Sprintf("%d server crashes", len(crashes)))
	}
	r.mu.Lock()
	problems := append([]string(nil), r.problems...)
	r.mu.Unlock()
	if len(problems) > 0 {
		fmt.Printf("problems (%d):\n", len(problems))
		for i, p := range problems {
			if i == 20 {
				fmt.Printf("  ... and %d more\n", len(problems)-20)
				break
			}
			fmt.Println("  " + p)
		}
		failures = append(failures, fmt.Sprintf("%d problems", len(problems)))
	}
	if len(failures) > 0 {
		return fmt.Errorf("chaos on %s failed: %s", r.kind, strings.Join(failures, "; "))
	}
	return nil
}

// verifyChaos reads the database after the run. An autosaved answer is lost when the stored
// option is neither the last value the server acknowledged for that question nor one the learner
// sent after it (a later save, acknowledged or not, may have been applied; so may the submitted
// sheet). Submissions are checked by checkSubmissions: status, score and the whole sheet.
func (r *chaosRun) verifyChaos(ctx context.Context) (lostSaves, checked, lostSubmits, submitted, duplicates int, err error) {
	d, err := db.Open(ctx, r.address)
	if err != nil {
		return
	}
	defer d.Close()
	var rows []struct {
		UserID     int64  `db:"user_id"`
		QuestionID int64  `db:"question_id"`
		OptionID   *int64 `db:"option_id"`
	}
	if err = d.Select(ctx, &rows, `SELECT a.user_id, aa.question_id, aa.option_id FROM prelims_attempt_answers aa
		JOIN prelims_attempts a ON a.id = aa.attempt_id WHERE a.test_id = ?`, r.w.testID); err != nil {
		return
	}
	type answerKey struct{ user, question int64 }
	stored := make(map[answerKey]*int64, len(rows))
	for _, row := range rows {
		stored[answerKey{row.UserID, row.QuestionID}] = row.OptionID
	}
	examples := 0
	for _, l := range r.learners {
		for question, history := range l.history {
			last := -1
			for i, w := range history {
				if w.acked && !w.sheet {
					last = i
				}
			}
			if last < 0 {
				continue
			}
			checked++
			value := stored[answerKey{l.userID, question}]
			found := false
			for _, w := range history[last:] {
				found = found || (value != nil && w.option == *value)
			}
			if !found {
				lostSaves++
				if examples < 10 {
					examples++
					fmt.Printf("lost autosave: learner %d question %d: stored %v, sent %+v\n", l.userID, question, deref(value), history)
				}
			}
		}
	}
	if submitted, lostSubmits, err = checkSubmissions(ctx, d, r.w); err != nil {
		return
	}
	err = d.Get(ctx, &duplicates, `SELECT COUNT(*) FROM (SELECT user_id FROM prelims_attempts WHERE test_id = ?
		GROUP BY user_id HAVING COUNT(*) > 1) twice`, r.w.testID)
	return
}

func deref(v *int64) any {
	if v == nil {
		return "nothing"
	}
	return *v
}

// summarizeServerLog counts the server's log lines by level and message (it logs at warn), and
// shows lines that are not its JSON (a panic's trace, a runtime error).
func summarizeServerLog(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	counts := map[string]int{}
	var other []string
	otherCount := 0
	scanner := bufio.NewScanner(f)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	for scanner.Scan() {
		var line struct {
			Level string `json:"level"`
			Msg   string `json:"msg"`
			Err   string `json:"err"`
			// The request log: its status and path tell a 503 of autosave from a 503 of readyz.
			Status int    `json:"status"`
			Path   string `json:"path"`
		}
		if err := json.Unmarshal(scanner.Bytes(), &line); err != nil || line.Level == "" {
			otherCount++
			if len(other) < 5 {
				other = append(other, scanner.Text())
			}
			continue
		}
		key := line.Level + " " + line.Msg
		if line.Status != 0 && line.Path != "" {
			key += fmt.Sprintf(" %d %s", line.Status, line.Path)
		}
		counts[key+errSummary(line.Err)]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return counts[keys[i]] > counts[keys[j]] })
	fmt.Printf("\nserver log (warn and above), by message:\n")
	for i, k := range keys {
		if i == 12 {
			fmt.Printf("  ... %d more kinds\n", len(keys)-12)
			break
		}
		fmt.Printf("  %6d  %s\n", counts[k], k)
	}
	if otherCount > 0 {
		fmt.Printf("  %6d lines that are not the server's JSON, first ones:\n", otherCount)
		for _, line := range other {
			fmt.Println("          " + line)
		}
	}
}

// errSummary keeps an error's kind, not its details (addresses, ids), so equal errors group.
func errSummary(err string) string {
	if err == "" {
		return ""
	}
	if len(err) > 90 {
		err = err[:90] + "..."
	}
	return " (" + err + ")"
}
