package prelims_test

// A question kind added as docs/architecture.md says ("Adding a question kind": a Kind
// registered in Go, and the app's component for it) is sat, saved, submitted, scored, reviewed,
// counted and signed with no code of its own in the engine: the fixture kind below lives in this
// file only.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/httpx"
	"aspirant/internal/prelims"
)

// wholeNumber is a fixture kind: the answer is a whole number from 0 to 9999 the learner types
// (as a year), sent as value, 1947 or "1947"; its key is the question's answer_key.
type wholeNumber struct{}

func (wholeNumber) Name() string { return "whole_number" }

func (k wholeNumber) Decode(questionID int64, sent prelims.Sent) (prelims.Response, error) {
	if len(sent.Value) == 0 || string(sent.Value) == "null" || string(sent.Value) == `""` {
		return prelims.Response{Kind: k}, nil
	}
	text := strings.Trim(string(sent.Value), `"`)
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n > 9999 {
		return prelims.Response{}, httpx.InvalidField("answers", "Question %d: the answer is a whole number from 0 to 9999.", questionID)
	}
	return prelims.Response{Kind: k, Value: strconv.Itoa(n)}, nil
}

func (wholeNumber) Check(int64, prelims.QuestionKey, prelims.Response) error { return nil }

func (wholeNumber) Right(q prelims.QuestionKey, r prelims.Response) bool { return r.Value == q.Answer }

func (k wholeNumber) Key(q prelims.QuestionKey) prelims.Response {
	return prelims.Response{Kind: k, Value: q.Answer}
}

func (wholeNumber) Receipt(r prelims.Response) string { return "=" + r.Value }

func TestAFixtureKindIsSatSavedSubmittedAndScored(t *testing.T) {
	t.Cleanup(prelims.RegisterKind(wholeNumber{}))
	s := apptest.New(t)
	// Three single-choice questions (the second option right), then two of the fixture kind.
	f := newFixture(t, s, 3, 200, 66, 0, 2, 60)
	now := s.Clock.Now()
	for i, key := range []string{"1947", "1950"} {
		q, err := s.DB.InsertID(context.Background(), `INSERT INTO prelims_questions (test_id, position, description_html,
			explanation_html, difficulty, topic, kind, answer_key, created_at, updated_at)
			VALUES (?, ?, ?, '', 'easy', 'History', 'whole_number', ?, ?, ?) RETURNING id`, f.testID, 4+i,
			fmt.Sprintf("In which year? (%d)", i+1), key, now, now)
		if err != nil {
			t.Fatal(err)
		}
		f.questions = append(f.questions, q)
	}
	learner, _ := s.NewLearner(t, "Kind Learner", "prelims-test-series-2027")

	// The paper says each question's kind; the fixture kind's questions have no options.
	started := f.start(t, learner, "kind-1")
	if started.Status != 200 {
		t.Fatalf("start: %d %s", started.Status, started.Body)
	}
	paper := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", learner)
	var kinds []string
	for _, q := range body(paper)["data"].([]any) {
		q := q.(map[string]any)
		kinds = append(kinds, fmt.Sprintf("%v:%d", q["kind"], len(q["options"].([]any))))
	}
	if got := strings.Join(kinds, " "); got != "single_choice:4 single_choice:4 single_choice:4 whole_number:0 whole_number:0" {
		t.Fatalf("the paper's kinds: %s (%s)", got, paper.Body)
	}

	line := func(i int, value any) map[string]any {
		return map[string]any{"questionId": f.questions[i], "kind": "whole_number", "value": value}
	}
	sheet := func(items ...map[string]any) string {
		raw, _ := json.Marshal(items)
		return string(raw)
	}
	attemptID := body(started)["attempt"].(map[string]any)["attemptId"]
	save := func(answers string) apptest.Response {
		return s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {fmt.Sprint(attemptID)},
			"answers": {answers}}, "token", learner)
	}
	// The kind reads its own value, and refuses one it cannot hold; an answer of another kind than
	// its question's is refused, both ways.
	for _, bad := range []struct{ answers, message string }{
		{sheet(line(3, "nineteen")), fmt.Sprintf("Question %d: the answer is a whole number from 0 to 9999.", f.questions[3])},
		{sheet(line(0, 1947)), fmt.Sprintf("Question %d is a question of kind single_choice, not whole_number.", f.questions[0])},
		{sheet(map[string]any{"questionId": f.questions[3], "selectedOption": f.correct[0]}),
			fmt.Sprintf("Question %d is a question of kind whole_number, not single_choice.", f.questions[3])},
		{sheet(map[string]any{"questionId": f.questions[3], "kind": "essay", "value": "x"}),
			fmt.Sprintf("Question %d: \"essay\" is not a kind of question.", f.questions[3])},
	} {
		if res := save(bad.answers); res.Status != 400 || res.FieldError("answers") != bad.message {
			t.Errorf("save %s: %d %s, want 400 %q", bad.answers, res.Status, res.Body, bad.message)
		}
	}
	// Autosave keeps the typed year beside a chosen option; the resumed attempt gives both back.
	if res := save(sheet(line(3, "1947"), map[string]any{"questionId": f.questions[0], "selectedOption": f.correct[0]})); res.Status != 200 {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
	resumed := body(f.start(t, learner, "kind-1"))["attempt"].(map[string]any)
	got := map[string]string{}
	for _, a := range resumed["answers"].([]any) {
		a := a.(map[string]any)
		got[fmt.Sprint(a["questionId"])] = fmt.Sprintf("%v/%v", a["selectedOption"], a["value"])
	}
	if got[fmt.Sprint(f.questions[0])] != fmt.Sprintf("%d/<nil>", f.correct[0]) || got[fmt.Sprint(f.questions[3])] != "<nil>/1947" {
		t.Fatalf("the resumed answers: %v", got)
	}

	// The final sheet: right, wrong, blank, then the fixture kind right (as a number) and wrong.
	final := sheet(map[string]any{"questionId": f.questions[0], "selectedOption": f.correct[0]},
		map[string]any{"questionId": f.questions[1], "selectedOption": f.options[1][3]},
		line(3, 1947), line(4, "1951"))
	res := f.submit(t, learner, final, "kind-1")
	b := body(res)
	if res.Status != 200 || b["score"] != 2.68 || b["correctAnswers"] != 2.0 || b["incorrectAnswers"] != 2.0 || b["unattemptedAnswers"] != 1.0 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	// The receipt writes each answer as its kind does, from the canonical form of docs/product.md.
	ids := append([]int64(nil), f.questions...)
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	answerOf := map[int64]string{f.questions[0]: fmt.Sprint(f.correct[0]), f.questions[1]: fmt.Sprint(f.options[1][3]),
		f.questions[3]: "=1947", f.questions[4]: "=1951"}
	lines := make([]string, len(ids))
	for i, id := range ids {
		if lines[i] = fmt.Sprintf("%d:%s", id, answerOf[id]); answerOf[id] == "" {
			lines[i] = fmt.Sprintf("%d:-", id)
		}
	}
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	if receipt := receiptOf(t, res); receipt["answersSha256"] != hex.EncodeToString(sum[:]) {
		t.Fatalf("receipt %v, want the hash of %q", receipt, strings.Join(lines, "\n"))
	}

	// The review shows each answer beside its key, marked by its kind; How others did counts it.
	review := f.review(t, s, learner, b["attemptId"])
	var shown []string
	for _, q := range review["questions"].([]any) {
		q := q.(map[string]any)
		if q["kind"] == "whole_number" {
			shown = append(shown, fmt.Sprintf("%v %v/%v", q["outcome"], q["value"], q["correctValue"]))
		} else {
			shown = append(shown, fmt.Sprintf("%v", q["outcome"]))
		}
	}
	if got := strings.Join(shown, ", "); got != "correct, incorrect, unattempted, correct 1947/1947, incorrect 1951/1950" {
		t.Fatalf("the review: %s", got)
	}
	if got := reviewStats(review); got != "100/100 100/0 0/0 100/100 100/0" {
		t.Fatalf("how others did: %s", got)
	}
	if _, ok := review["analysis"].(map[string]any)["score"]; !ok || review["analysis"].(map[string]any)["score"] != 2.68 {
		t.Fatalf("the analysis: %v", review["analysis"])
	}
}
