package prelims

// Question kinds (docs/product.md, "Question kinds"; docs/architecture.md, "Adding a question
// kind"): a question has a kind, and a learner's answer to it is a Response of that kind. What
// differs between kinds is here, one Kind each: how an answer is read from the app, whether it
// fits the question, whether it is right, and how the receipt writes it. Everything else (saving,
// submitting, late answers, scoring and re-scoring, the review, the receipt, "How others did")
// goes through Response and never asks which kind it holds.

import (
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"aspirant/internal/httpx"
)

// Response is a learner's answer to one question, a value of its question's kind. It has two
// slots, which are the two columns an answer is stored in (prelims_attempt_answers): Option, the
// option chosen, for kinds answered by choosing an option (option_id), and Value, the answer as
// text, for the others (answer_value). A kind uses one of them; a Response with neither is blank:
// the question was left, or cleared.
type Response struct {
	Kind   Kind
	Option int64  // the option chosen; 0: none
	Value  string // the answer as text; "": none
}

// Blank tells whether the response answers nothing.
func (r Response) Blank() bool { return r.Option == 0 && r.Value == "" }

// columns answers the response as stored: its option and its text, nil for none.
func (r Response) columns() (option *int64, value *string) {
	if r.Option != 0 {
		option = &r.Option
	}
	if r.Value != "" {
		value = &r.Value
	}
	return option, value
}

// stores tells whether the response is what these columns hold.
func (r Response) stores(option *int64, value *string) bool {
	return r.Option == deref(option) && r.Value == deref(value)
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// Sent is one answer's value as the app sent it, before its kind reads it: the selectedOption
// (0: none or null) and the raw JSON of value (nil: absent).
type Sent struct {
	Option int64
	Value  json.RawMessage
}

// QuestionKey is what a kind knows of a question: its options and its key.
type QuestionKey struct {
	// Options are the question's option ids (none for a kind answered without options).
	Options map[int64]bool
	// Correct is the correct option's id, for a kind answered with an option.
	Correct int64
	// Answer is the key of a kind answered with a value (prelims_questions.answer_key).
	Answer string
}

// Kind is what is particular to one kind of question. A kind's methods must not change state:
// they run on every answer of every sheet.
type Kind interface {
	// Name is the kind's name, as prelims_questions.kind and the wire's kind hold it.
	Name() string
	// Decode reads an answer of this kind from what the app sent; blank when it sent none. An
	// answer that cannot be of this kind is refused, naming the question.
	Decode(questionID int64, sent Sent) (Response, error)
	// Check refuses a (not blank) answer that does not fit the question, naming it: an option of
	// another question, a value out of range.
	Check(questionID int64, q QuestionKey, r Response) error
	// Right tells whether a (not blank) answer is right by the question's key.
	Right(q QuestionKey, r Response) bool
	// Key answers the question's key as a response, as the review shows it beside the answer.
	Key(q QuestionKey) Response
	// Receipt writes a (not blank) answer as the receipt's line carries it after the question id
	// (docs/product.md, "Receipts"): text without a line feed.
	Receipt(r Response) string
}

// SingleChoice is the kind every question had before kinds: one of its options is right, and an
// answer is the option chosen (selectedOption on the wire, option_id in the table).
var SingleChoice Kind = singleChoice{}

type singleChoice struct{}

func (singleChoice) Name() string { return "single_choice" }

func (singleChoice) Decode(_ int64, sent Sent) (Response, error) {
	return Response{Kind: SingleChoice, Option: sent.Option}, nil
}

func (singleChoice) Check(questionID int64, q QuestionKey, r Response) error {
	if !q.Options[r.Option] {
		return httpx.InvalidField("answers", "Option %d is not an option of question %d.", r.Option, questionID)
	}
	return nil
}

func (singleChoice) Right(q QuestionKey, r Response) bool { return r.Option == q.Correct }

func (singleChoice) Key(q QuestionKey) Response {
	return Response{Kind: SingleChoice, Option: q.Correct}
}

func (singleChoice) Receipt(r Response) string { return strconv.FormatInt(r.Option, 10) }

// kinds is the registry of kinds by name. A question's kind is checked against it where the
// paper is read, not by the database: a new kind is Go, not a migration.
var kinds = struct {
	sync.RWMutex
	byName map[string]Kind
}{byName: map[string]Kind{SingleChoice.Name(): SingleChoice}}

// RegisterKind adds a kind to the registry (at start-up, or in a test), and answers the function
// that takes it out again (a test's cleanup). A kind must be comparable, as an empty struct is:
// responses are compared and counted by value ("How others did").
func RegisterKind(k Kind) (unregister func()) {
	kinds.Lock()
	defer kinds.Unlock()
	kinds.byName[k.Name()] = k
	return func() {
		kinds.Lock()
		defer kinds.Unlock()
		delete(kinds.byName, k.Name())
	}
}

// kindNamed answers the registered kind of a name.
func kindNamed(name string) (Kind, bool) {
	if name == "" || name == SingleChoice.Name() {
		return SingleChoice, true // the answer of nearly every question, without the lock
	}
	kinds.RLock()
	defer kinds.RUnlock()
	k, ok := kinds.byName[name]
	return k, ok
}

// mark is what an answer earns: right, wrong, or nothing for a blank.
type mark int

const (
	markBlank mark = iota
	markRight
	markWrong
)

// markOf marks a question's answer by its kind (docs/product.md, "Marking"). A dropped question's
// marks go to everyone who answered it (docs/product.md, "Key challenges"); whether one left
// blank has them too is the caller's to say.
func (q *paperQuestion) markOf(r Response) mark {
	switch {
	case r.Blank():
		return markBlank
	case q.Dropped || q.Kind.Right(q.QuestionKey, r):
		return markRight
	default:
		return markWrong
	}
}

// responseOf answers a stored answer to a question of the paper as a response of its kind.
func (p *paper) responseOf(questionID int64, option *int64, value *string) Response {
	k := SingleChoice
	if i, ok := p.byID[questionID]; ok {
		k = p.Questions[i].Kind
	}
	return Response{Kind: k, Option: deref(option), Value: deref(value)}
}

// sheetOf answers stored answers as a sheet of responses of their questions' kinds.
func (p *paper) sheetOf(saved []SavedAnswer) []Answer {
	out := make([]Answer, len(saved))
	for i, sa := range saved {
		out[i] = Answer{QuestionID: sa.QuestionID, Response: p.responseOf(sa.QuestionID, sa.SelectedOption, sa.Value)}
	}
	return out
}

// saved answers an answer as autosave stores it.
func (a Answer) saved() SavedAnswer {
	option, value := a.Response.columns()
	return SavedAnswer{QuestionID: a.QuestionID, SelectedOption: option, Value: value, MarkedForReview: a.MarkedForReview,
		TimeSpentMs: a.TimeSpentMs, Confidence: a.Confidence}
}

// errUnknownKind refuses a question whose stored kind is not registered: the server was started
// without the kind its paper needs.
func errUnknownKind(questionID int64, name string) error {
	return fmt.Errorf("question %d is of kind %q, which this server does not know", questionID, name)
}
