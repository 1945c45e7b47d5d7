package prelims_test

// How others did (docs/product.md, "How others did"): the review's share of takers who attempted
// each question and got it right, and the staff's item statistics, through the real server.

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/prelims"
)

func itemStatsPath(testID int64) string {
	return fmt.Sprintf("/api/v1/admin/prelims-tests/%d/item-stats", testID)
}

// itemStats answers the staff's item statistics of the fixture's test.
func (f *fixture) itemStats(t *testing.T, admin string) map[string]any {
	t.Helper()
	res := f.s.Get(t, itemStatsPath(f.testID), "token", admin)
	if res.Status != http.StatusOK {
		t.Fatalf("item stats: %d %s", res.Status, res.Body)
	}
	return res.JSON["item"].(map[string]any)
}

// reviewStats answers each question's stats in a review as "attempted/correct", or "null".
func reviewStats(review map[string]any) string {
	var out []string
	for _, q := range review["questions"].([]any) {
		stats, _ := q.(map[string]any)["stats"].(map[string]any)
		if stats == nil {
			out = append(out, "null")
			continue
		}
		out = append(out, fmt.Sprintf("%v/%v", stats["attemptedPct"], stats["correctPct"]))
	}
	return strings.Join(out, " ")
}

// itemRows answers each question's figures as "difficulty/discrimination/attempted/correct".
func itemRows(item map[string]any) string {
	var out []string
	for _, q := range item["questions"].([]any) {
		q := q.(map[string]any)
		out = append(out, fmt.Sprintf("%v/%v/%v/%v", q["difficulty"], q["discrimination"], q["attemptedPct"], q["correctPct"]))
	}
	return strings.Join(out, " ")
}

// optionShares answers a question's options as "A:chosen", the correct one starred.
func optionShares(item map[string]any, i int) string {
	var out []string
	for _, o := range item["questions"].([]any)[i].(map[string]any)["options"].([]any) {
		o := o.(map[string]any)
		mark := ""
		if o["isCorrect"] == true {
			mark = "*"
		}
		out = append(out, fmt.Sprintf("%v%s:%v", o["label"], mark, o["chosenPct"]))
	}
	return strings.Join(out, " ")
}

// Eleven learners sit a five-question test (+2, -0.66). In ranking order, with their scores:
//
//	L1  ccccw  7.34   upper group (27% of 11 = 3 learners)
//	L3  ccc--  6.00   upper
//	L4  cc--c  6.00   upper (L3 submitted first)
//	L2  cccw-  5.34
//	L5  cwc--  3.34
//	L6  c----  2.00
//	L8  ----c  2.00
//	L7  cw---  1.34
//	L9  ww--c  0.68   lower group
//	L10 www-c  0.02   lower
//	L11 -----  0.00   lower
//
// Question 5 is the poor item: the lower group gets it right more often than the upper.
var statsSheets = []string{"ccccw", "cccw-", "ccc--", "cc--c", "cwc--", "c----", "cw---", "----c", "ww--c", "www-c", "-----"}

func TestHowOthersDidInTheReviewAndForStaff(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 2, 60)
	admin := adminToken(t, s)
	tokens := make([]string, len(statsSheets))
	attempts := make([]any, len(statsSheets))
	for i, sheet := range statsSheets {
		tokens[i], _ = s.NewLearner(t, fmt.Sprintf("Taker %d", i+1), "prelims-test-series-2027")
		res := f.submit(t, tokens[i], f.sheet(sheet), "first")
		if res.Status != http.StatusOK {
			t.Fatalf("taker %d: %d %s", i+1, res.Status, res.Body)
		}
		attempts[i] = body(res)["attemptId"]
	}
	// A second attempt is practice, and a practice attempt is no taker's.
	if res := f.submit(t, tokens[0], f.sheet("wwwww"), "second"); res.Status != http.StatusOK {
		t.Fatalf("second attempt: %d %s", res.Status, res.Body)
	}

	// The review: the share of the takers who attempted each question and got it right.
	const want = "81.82/63.64 72.73/36.36 45.45/36.36 18.18/9.09 45.45/36.36"
	if got := reviewStats(f.review(t, s, tokens[1], attempts[1])); got != want {
		t.Fatalf("review stats %s, want %s", got, want)
	}
	// Staff: difficulty, discrimination (upper L1 L3 L4, lower L9 L10 L11) and the options.
	item := f.itemStats(t, admin)
	if item["testId"] != float64(f.testID) || item["takers"] != float64(11) {
		t.Fatalf("item stats of %v with %v takers", item["testId"], item["takers"])
	}
	const wantRows = "0.64/1/81.82/63.64 0.36/1/72.73/36.36 0.36/0.67/45.45/36.36 0.09/0.33/18.18/9.09 0.36/-0.33/45.45/36.36"
	if got := itemRows(item); got != wantRows {
		t.Fatalf("item rows %s, want %s", got, wantRows)
	}
	if got := optionShares(item, 1); got != "A:0 B*:36.36 C:0 D:36.36" {
		t.Fatalf("question 2's options: %s", got)
	}
	first := item["questions"].([]any)[0].(map[string]any)
	if first["number"] != float64(1) || first["questionId"] != float64(f.questions[0]) || first["topic"] != "Polity" ||
		first["description"] != "Question 1" || first["dropped"] != false {
		t.Fatalf("question 1: %v", first)
	}
	if option := first["options"].([]any)[0].(map[string]any); option["optionId"] != float64(f.options[0][0]) || option["text"] != "Option A" {
		t.Fatalf("question 1's first option: %v", option)
	}

	// A learner may not read them.
	if res := s.Get(t, itemStatsPath(f.testID), "token", tokens[0]); res.Status != http.StatusForbidden {
		t.Fatalf("a learner's item stats: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, itemStatsPath(999999), "token", admin); res.Status != http.StatusNotFound {
		t.Fatalf("item stats of an unknown test: %d %s", res.Status, res.Body)
	}

	// Staff correct question 5's key to D: L1's answer. The right share follows the key, and the
	// re-scoring puts L2 in the upper group and L8 in the lower one, which question 3 shows.
	if res := f.correctKey(t, s, admin, 4, 4); res.Status != http.StatusOK {
		t.Fatalf("key correction: %d %s", res.Status, res.Body)
	}
	item = f.itemStats(t, admin)
	const rekeyed = "0.64/1/81.82/63.64 0.36/1/72.73/36.36 0.36/1/45.45/36.36 0.09/0.33/18.18/9.09 0.09/0.33/45.45/9.09"
	if got := itemRows(item); got != rekeyed {
		t.Fatalf("item rows after the correction %s, want %s", got, rekeyed)
	}
	if got := optionShares(item, 4); got != "A:0 B:36.36 C:0 D*:9.09" {
		t.Fatalf("question 5's options after the correction: %s", got)
	}
	if got := reviewStats(f.review(t, s, tokens[1], attempts[1])); !strings.HasSuffix(got, " 45.45/9.09") {
		t.Fatalf("review stats after the correction %s", got)
	}

	// A new taker shows once the standing is rebuilt, at most every RankingRefresh.
	late, _ := s.NewLearner(t, "Taker 12", "prelims-test-series-2027")
	if res := f.submit(t, late, f.sheet("ccccc"), "first"); res.Status != http.StatusOK {
		t.Fatalf("taker 12: %d %s", res.Status, res.Body)
	}
	if item := f.itemStats(t, admin); item["takers"] != float64(11) {
		t.Fatalf("the figures were read again at once: %v takers", item["takers"])
	}
	s.Clock.Advance(prelims.RankingRefresh)
	deadline := time.Now().Add(10 * time.Second)
	for f.itemStats(t, admin)["takers"] != float64(12) {
		if time.Now().After(deadline) {
			t.Fatal("the figures never counted the new taker")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// While a live test's window is open the stats are held with the key; from its close they show.
func TestHowOthersDidWaitsForTheWindowToClose(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 60)
	admin := adminToken(t, s)
	opens := s.Clock.Now().Add(time.Hour)
	closes := opens.Add(90 * time.Minute)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != http.StatusOK {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(time.Hour)
	other, _ := s.NewLearner(t, "Other Taker", "prelims-test-series-2027")
	if res := f.submit(t, other, f.sheet("cc-w"), "live"); res.Status != http.StatusOK {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	submitted := f.submit(t, f.token, f.sheet("cw--"), "live")
	if submitted.Status != http.StatusOK {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attemptID := body(submitted)["attemptId"]

	if got := reviewStats(f.review(t, s, f.token, attemptID)); got != "null null null null" {
		t.Fatalf("stats while the window is open: %s", got)
	}
	// Staff see the figures at any time.
	if item := f.itemStats(t, admin); item["takers"] != float64(2) {
		t.Fatalf("staff item stats while open: %v", item)
	}

	s.Clock.Advance(90 * time.Minute) // the close: the stats wait for the grace too
	if got := reviewStats(f.review(t, s, f.token, attemptID)); got != "null null null null" {
		t.Fatalf("stats at the close, within the grace: %s", got)
	}
	s.Clock.Advance(30 * time.Second)
	if got := reviewStats(f.review(t, s, f.token, attemptID)); got != "100/100 100/50 0/0 50/0" {
		t.Fatalf("stats after the close: %s", got)
	}
	// Two takers are too few for discrimination.
	if q := f.itemStats(t, admin)["questions"].([]any)[0].(map[string]any); q["discrimination"] != nil || q["difficulty"] != 1.0 {
		t.Fatalf("question 1 with two takers: %v", q)
	}
}
