package prelims_test

// Confidence tags (docs/product.md, "Confidence tags"): saved with the autosave and the final
// sheet, given back when the attempt resumes, and analysed in the review.

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// taggedSheet is the fixture's answers as the app sends them: pattern as in sheet ('c' the
// correct option, 'w' a wrong one, '-' none, ' ' left out), and per question the tag ('s' sure,
// 'f' fifty, 'g' guess, anything else none; a missing letter is none too).
func (f *fixture) taggedSheet(pattern, tags string) string {
	var items []map[string]any
	for i, c := range pattern {
		item := map[string]any{"questionId": f.questions[i], "selectedOption": nil}
		switch c {
		case 'c':
			item["selectedOption"] = f.correct[i]
		case 'w':
			item["selectedOption"] = fmt.Sprint(f.options[i][3])
		case ' ':
			continue
		}
		if i < len(tags) {
			switch tags[i] {
			case 's':
				item["confidence"] = "sure"
			case 'f':
				item["confidence"] = "fifty"
			case 'g':
				item["confidence"] = "guess"
			}
		}
		items = append(items, item)
	}
	raw, _ := json.Marshal(items)
	return string(raw)
}

func (f *fixture) autosave(t *testing.T, attemptID any, answers string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", "/api/v1/modules/tests/answers",
		url.Values{"attemptId": {fmt.Sprint(attemptID)}, "answers": {answers}}, "token", f.token)
}

// savedTags answers the session's tags by question index ("s", "f", "g", "." for none) and
// checks that a question without a tag carries no confidence field at all.
func (f *fixture) savedTags(t *testing.T, session map[string]any) string {
	t.Helper()
	tags := map[int64]string{}
	for _, item := range session["answers"].([]any) {
		a := item.(map[string]any)
		c, has := a["confidence"]
		if has && (c == "" || c == nil) {
			t.Errorf("question %v carries an empty confidence %q, want it left out", a["questionId"], c)
		}
		if s, ok := c.(string); ok && s != "" {
			tags[int64(a["questionId"].(float64))] = s[:1]
		}
	}
	var b strings.Builder
	for _, q := range f.questions {
		if tag, ok := tags[q]; ok {
			b.WriteString(tag)
		} else {
			b.WriteString(".")
		}
	}
	return b.String()
}

func TestConfidenceIsSavedAndResumed(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	session := body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)
	attemptID := session["attemptId"]

	if res := f.autosave(t, attemptID, f.taggedSheet("cwc-", "sfgg")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	// A reload resumes the attempt with its tags; the tag of a question left unanswered was dropped.
	resumed := body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)
	if got := f.savedTags(t, resumed); got != "sfg." {
		t.Fatalf("resumed tags %q, want sfg.", got)
	}

	// Clearing an answer clears its tag; changing only the tag saves the new one; an answer sent
	// without a tag loses the one it had.
	if res := f.autosave(t, attemptID, f.taggedSheet("-cw", "sgs")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	if got := f.savedTags(t, body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)); got != ".gs." {
		t.Fatalf("tags after clearing and changing %q, want .gs.", got)
	}
	if res := f.autosave(t, attemptID, f.taggedSheet(" c", "")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	if got := f.savedTags(t, body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)); got != "..s." {
		t.Fatalf("tags after an untagged save %q, want ..s.", got)
	}

	// Another value is refused, naming the field, and nothing of the batch is stored.
	for _, bad := range []string{`"maybe"`, `"Sure"`, `1`, `true`, `["sure"]`} {
		answers := fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "confidence": "sure"}, {"questionId": %d, "selectedOption": %d, "confidence": %s}]`,
			f.questions[0], f.correct[0], f.questions[1], f.correct[1], bad)
		res := f.autosave(t, attemptID, answers)
		if res.Status != 400 || !strings.Contains(res.FieldError("answers"), "confidence") {
			t.Errorf("confidence %s: %d %s, want a 400 naming confidence", bad, res.Status, res.Body)
		}
		sub := f.submit(t, f.token, answers, "c1")
		if sub.Status != 400 || !strings.Contains(sub.FieldError("answers"), "confidence") {
			t.Errorf("submit with confidence %s: %d %s, want a 400 naming confidence", bad, sub.Status, sub.Body)
		}
	}
	if got := f.savedTags(t, body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)); got != "..s." {
		t.Fatalf("tags after refused saves %q, want ..s.", got)
	}
	// null and "" are no tag.
	none := fmt.Sprintf(`[{"questionId": %d, "selectedOption": %d, "confidence": null}, {"questionId": %d, "selectedOption": %d, "confidence": ""}]`,
		f.questions[2], f.correct[2], f.questions[3], f.correct[3])
	if res := f.autosave(t, attemptID, none); res.Status != 200 {
		t.Fatalf("autosave without tags: %d %s", res.Status, res.Body)
	}
	if got := f.savedTags(t, body(f.start(t, f.token, "c1"))["attempt"].(map[string]any)); got != "...." {
		t.Fatalf("tags after null and empty %q, want none", got)
	}
}

// confidenceRows answers the review's confidence rows as "tag answered/correct/incorrect
// accuracy net" lines.
func confidenceRows(t *testing.T, review map[string]any) (string, map[string]any) {
	t.Helper()
	c, ok := review["analysis"].(map[string]any)["confidence"].(map[string]any)
	if !ok {
		t.Fatalf("no confidence analysis in %v", review["analysis"])
	}
	var lines []string
	for _, item := range c["rows"].([]any) {
		r := item.(map[string]any)
		lines = append(lines, fmt.Sprintf("%v %v/%v/%v %v %v", r["tag"], r["answered"], r["correct"], r["incorrect"], r["accuracy"], r["netMarks"]))
	}
	return strings.Join(lines, "; "), c
}

func TestConfidenceAnalysisInTheReview(t *testing.T) {
	s := apptest.New(t)
	// 2 marks for a correct answer, 0.66 off for a wrong one and 0.1 off for one left unattempted.
	f := newFixture(t, s, 7, 200, 66, 10, 1, 10)
	attemptID := body(f.start(t, f.token, "c2"))["attempt"].(map[string]any)["attemptId"]
	// Autosaved as fifty; the final sheet keeps the options and retags the second question sure.
	if res := f.autosave(t, attemptID, f.taggedSheet("cwc", "sff")); res.Status != 200 {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	pattern := "cwccw-c"
	res := f.submit(t, f.token, f.taggedSheet(pattern, "ssfggg."), "c2")
	if res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	// Tags never change the score or the receipt's canonical answers.
	if got := body(res)["score"]; got != 6.58 {
		t.Errorf("score %v, want 6.58 (4 correct, 2 wrong, 1 unattempted)", got)
	}
	if got := receiptOf(t, res)["answersSha256"]; got != f.expectedHash(pattern) {
		t.Errorf("answersSha256 %v, want %s as without tags", got, f.expectedHash(pattern))
	}

	rev := f.review(t, s, f.token, attemptID)
	rows, c := confidenceRows(t, rev)
	want := "sure 2/1/1 50 1.34; fifty 1/1/0 100 2; guess 2/1/1 50 1.34; untagged 1/1/0 100 2"
	if rows != want {
		t.Errorf("confidence rows\n got %s\nwant %s", rows, want)
	}
	if c["tagged"] != 5.0 {
		t.Errorf("tagged %v, want 5", c["tagged"])
	}
	// Without the two guesses: 3 correct, 1 wrong, 3 unattempted = 6 - 0.66 - 0.3.
	if c["scoreWithoutGuesses"] != 5.04 {
		t.Errorf("scoreWithoutGuesses %v, want 5.04", c["scoreWithoutGuesses"])
	}
}

func TestConfidenceAnalysisWithoutTags(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 1, 10)
	f.start(t, f.token, "c3")
	if res := f.submit(t, f.token, f.sheet("cw-"), "c3"); res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	rows, c := confidenceRows(t, f.review(t, s, f.token, body(f.submit(t, f.token, f.sheet("cw-"), "c3"))["attemptId"]))
	want := "sure 0/0/0 0 0; fifty 0/0/0 0 0; guess 0/0/0 0 0; untagged 2/1/1 50 1.34"
	if rows != want || c["tagged"] != 0.0 || c["scoreWithoutGuesses"] != 1.34 {
		t.Errorf("untagged analysis %s, tagged %v, without guesses %v; want %s, 0, 1.34", rows, c["tagged"], c["scoreWithoutGuesses"], want)
	}
}

// While a live test's window is open the analysis by tag is held back with the key: right and
// wrong per tag would give answers away. It comes with the key at the close.
func TestConfidenceAnalysisWaitsForTheKey(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 1, 60)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	opens := s.Clock.Now().Add(time.Minute)
	closes := opens.Add(2 * time.Hour)
	if res := f.setWindow(t, admin, opens.Format(time.RFC3339), closes.Format(time.RFC3339)); res.Status != 200 {
		t.Fatalf("set the window: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(2 * time.Minute)
	if res := f.start(t, f.token, "c4"); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	submitted := f.submit(t, f.token, f.taggedSheet("cw-", "gg"), "c4")
	if submitted.Status != 200 {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attemptID := body(submitted)["attemptId"]
	held := f.review(t, s, f.token, attemptID)
	if held["keysReleaseAt"] == nil {
		t.Fatalf("the key is not held: %v", held["keysReleaseAt"])
	}
	if c, has := held["analysis"].(map[string]any)["confidence"]; !has || c != nil {
		t.Fatalf("confidence while the key is held: %v (present %v), want null", c, has)
	}

	s.Clock.Advance(2 * time.Hour)
	rows, c := confidenceRows(t, f.review(t, s, f.token, attemptID))
	if want := "sure 0/0/0 0 0; fifty 0/0/0 0 0; guess 2/1/1 50 1.34; untagged 0/0/0 0 0"; rows != want || c["scoreWithoutGuesses"] != 0.0 {
		t.Errorf("after the close: %s, without guesses %v; want %s, 0", rows, c["scoreWithoutGuesses"], want)
	}
}
