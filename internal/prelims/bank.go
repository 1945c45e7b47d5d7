package prelims

// The question bank staff edit through the console: the rules of a question, and what a change
// to a test's paper does to the learners who have sat it (docs/product.md, "Key corrections").
// The console owns the requests and the audit log; it calls these inside its transaction.

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// QuestionInput is a question as staff write it: the text, its options, which one is right.
type QuestionInput struct {
	Description string   `json:"description"`
	Explanation string   `json:"explanation"`
	Difficulty  string   `json:"difficulty"`
	Topic       string   `json:"topic"`
	Options     []string `json:"options"`
	Correct     int      `json:"correct"` // 1-based position of the right option
	// The Hindi version of a bilingual test's question (docs/product.md, "Languages of a test"):
	// empty, or the text with as many options as the first version, in the same order.
	DescriptionHi string   `json:"description_hi"`
	ExplanationHi string   `json:"explanation_hi"`
	OptionsHi     []string `json:"options_hi"`
}

// Validate trims the input and answers a message per field that breaks a rule, or nil.
func (q *QuestionInput) Validate() httpx.Fields {
	errs := httpx.Fields{}
	errs.Text("description", &q.Description, httpx.TextRule{Label: locale.T("The question"), Required: true, Max: 20000})
	errs.Text("explanation", &q.Explanation, httpx.TextRule{Label: locale.T("The explanation"), Max: 20000})
	errs.Text("topic", &q.Topic, httpx.TextRule{Label: locale.T("The topic"), Max: 100, OneLine: true})
	errs.Text("difficulty", &q.Difficulty, httpx.TextRule{Label: locale.T("Difficulty")})
	q.Difficulty = strings.ToLower(q.Difficulty)
	if q.Difficulty == "" {
		q.Difficulty = "medium"
	}
	if q.Difficulty != "easy" && q.Difficulty != "medium" && q.Difficulty != "hard" {
		errs.Set("difficulty", "Difficulty must be easy, medium or hard.")
	}
	filled := 0
	for i := range q.Options {
		if errs.Text("options", &q.Options[i], httpx.TextRule{Label: locale.T("An option"), Max: 5000}) && q.Options[i] != "" {
			filled++
		}
	}
	if _, said := errs["options"]; !said && (len(q.Options) < 2 || len(q.Options) > 6 || filled != len(q.Options)) {
		errs.Set("options", "Give from 2 to 6 options, none of them empty.")
	}
	if q.Correct < 1 || q.Correct > len(q.Options) {
		errs.Set("correct", "Choose which option is correct.")
	}
	q.validateHindi(errs)
	q.validateImages(errs)
	return errs
}

// texts answers each text of the question with the field that holds it.
func (q *QuestionInput) texts() map[string][]string {
	return map[string][]string{
		"description": {q.Description}, "explanation": {q.Explanation}, "options": q.Options,
		"description_hi": {q.DescriptionHi}, "explanation_hi": {q.ExplanationHi}, "options_hi": q.OptionsHi,
	}
}

// validateImages asks for a description of every image (docs/product.md, "Staff text"): a
// learner who cannot see a map hears what it shows.
func (q *QuestionInput) validateImages(errs httpx.Fields) {
	for field, texts := range q.texts() {
		for _, text := range texts {
			for _, line := range strings.Split(text, "\n") {
				if alt, target, ok := stafftext.ImageRef(line); ok && alt == "" {
					if _, said := errs[field]; !said {
						errs.Set(field, "Describe each image in words between its brackets, as in ![Map of India with four places marked](%s): learners who cannot see it hear them.", target)
					}
				}
			}
		}
	}
}

// RetargetImages replaces the targets of the question's image lines (see stafftext.RetargetImages).
func (q *QuestionInput) RetargetImages(retarget func(target string) string) {
	for _, text := range []*string{&q.Description, &q.Explanation, &q.DescriptionHi, &q.ExplanationHi} {
		*text = stafftext.RetargetImages(*text, retarget)
	}
	for _, options := range [][]string{q.Options, q.OptionsHi} {
		for i := range options {
			options[i] = stafftext.RetargetImages(options[i], retarget)
		}
	}
}

// ImageTargets answers what each image line of the question names, stored key or file name.
func (q *QuestionInput) ImageTargets() []string {
	var targets []string
	for _, texts := range q.texts() {
		for _, text := range texts {
			for _, line := range strings.Split(text, "\n") {
				if _, target, ok := stafftext.ImageRef(line); ok {
					targets = append(targets, target)
				}
			}
		}
	}
	return targets
}

// requireImages refuses a question that names an image the store does not hold: a key typed
// wrong would show learners a broken picture.
func requireImages(ctx context.Context, q db.Q, in QuestionInput) error {
	for _, target := range in.ImageTargets() {
		var found int
		if err := q.Get(ctx, &found, "SELECT COUNT(*) FROM files WHERE storage_key = ? AND is_public AND content_type LIKE 'image/%'", target); err != nil {
			return err
		}
		if found == 0 || !stafftext.IsStoredImage(target) {
			return httpx.InvalidField("description", "No uploaded image is called %s: add the image with the question's image button, which writes its line for you.", target)
		}
	}
	return nil
}

// optionHi answers the Hindi text of the option at index i ("" without a Hindi version).
func (q *QuestionInput) optionHi(i int) string {
	if i < len(q.OptionsHi) {
		return q.OptionsHi[i]
	}
	return ""
}

// validateHindi checks the Hindi version: none at all, or the question with one Hindi option
// for each option, none empty (an option is one option in both languages).
func (q *QuestionInput) validateHindi(errs httpx.Fields) {
	errs.Text("description_hi", &q.DescriptionHi, httpx.TextRule{Label: locale.T("The Hindi question"), Max: 20000})
	errs.Text("explanation_hi", &q.ExplanationHi, httpx.TextRule{Label: locale.T("The Hindi explanation"), Max: 20000})
	filled := 0
	for i := range q.OptionsHi {
		if errs.Text("options_hi", &q.OptionsHi[i], httpx.TextRule{Label: locale.T("A Hindi option"), Max: 5000}) && q.OptionsHi[i] != "" {
			filled++
		}
	}
	if filled == 0 && q.DescriptionHi == "" && q.ExplanationHi == "" {
		q.OptionsHi = nil
		return
	}
	if q.DescriptionHi == "" {
		errs.Set("description_hi", "Give the Hindi question too, or leave the whole Hindi version empty.")
	}
	if _, said := errs["options_hi"]; !said && (filled != len(q.OptionsHi) || len(q.OptionsHi) != len(q.Options)) {
		errs.Set("options_hi", "The Hindi version must have the same %d options as the first, in the same order.", len(q.Options))
	}
}

// BankQuestion is a question with its key, as staff see it.
type BankQuestion struct {
	ID       int64 `json:"id"`
	Position int   `json:"position"`
	QuestionInput
	// Shown is the question as learners read it, for the console's list (nil elsewhere).
	Shown *Shown `json:"shown,omitempty"`
}

// Shown is a question's texts made into the HTML learners read, by the one rule of staff text
// (docs/product.md, "Staff text"): the console shows staff exactly what the test screen will.
type Shown struct {
	Description   string   `json:"description"`
	Explanation   string   `json:"explanation"`
	Options       []string `json:"options"`
	DescriptionHi string   `json:"description_hi"`
	ExplanationHi string   `json:"explanation_hi"`
	OptionsHi     []string `json:"options_hi"`
}

// Show answers the question as learners read it.
func (q QuestionInput) Show() *Shown {
	inline := func(texts []string) []string {
		out := make([]string, len(texts))
		for i, t := range texts {
			out[i] = stafftext.InlineHTML(t)
		}
		return out
	}
	// A Hindi version without images of its own shows the English one's, as learners will see it.
	optionsHi := make([]string, len(q.OptionsHi))
	for i, text := range q.OptionsHi {
		english := ""
		if i < len(q.Options) {
			english = q.Options[i]
		}
		optionsHi[i] = stafftext.WithImagesOf(text, english)
	}
	return &Shown{Description: stafftext.HTML(q.Description), Explanation: stafftext.HTML(q.Explanation), Options: inline(q.Options),
		DescriptionHi: stafftext.HTML(stafftext.WithImagesOf(q.DescriptionHi, q.Description)),
		ExplanationHi: stafftext.HTML(stafftext.WithImagesOf(q.ExplanationHi, q.Explanation)), OptionsHi: inline(optionsHi)}
}

// QuestionUpdate is what changing a question did.
type QuestionUpdate struct {
	TestID       int64
	Before       BankQuestion
	KeyCorrected bool     // the key changed under learners' answers
	Rescored     Rescored // what the correction re-scored
	// HeldUntil: the test's live window is open, so learners see the corrected key at its close.
	HeldUntil *time.Time
}

var (
	errNoTest     = httpx.Errorf(http.StatusNotFound, "No such prelims test.")
	errNoQuestion = httpx.Errorf(http.StatusNotFound, "No such question.")
	// errTestSat refuses adding questions to a test learners have sat: its total would change
	// and their scores, counted on the old paper, would no longer match it.
	errTestSat = httpx.Errorf(http.StatusConflict, "Learners have sat this test, so it cannot take new questions: "+
		"their scores would no longer match its total. Add the questions to a new test in the same series instead; "+
		"to fix a question of this test, edit it (a corrected answer key re-scores every attempt).")
	errQuestionSat = httpx.Errorf(http.StatusConflict, "Learners have sat this test: its questions cannot be removed, or their scores would change.")
)

// Questions answers a test's questions with their keys.
func (s *Service) Questions(ctx context.Context, q db.Q, testID int64) ([]BankQuestion, error) {
	if err := requireTest(ctx, q, testID); err != nil {
		return nil, err
	}
	questions, err := bankQuestions(ctx, q, testID)
	for i := range questions {
		questions[i].Shown = questions[i].Show()
	}
	return questions, err
}

func requireTest(ctx context.Context, q db.Q, testID int64) error {
	exists, err := testExists(ctx, q, testID)
	if err == nil && !exists {
		return errNoTest
	}
	return err
}

// CanAddQuestions answers why questions cannot be added to a test: it does not exist, or
// learners have sat it.
func (s *Service) CanAddQuestions(ctx context.Context, q db.Q, testID int64) error {
	if err := requireTest(ctx, q, testID); err != nil {
		return err
	}
	attempts, err := testAttempts(ctx, q, testID)
	if err != nil {
		return err
	}
	if attempts > 0 {
		return errTestSat
	}
	return nil
}

// AddQuestions adds valid questions at the end of a test nobody has sat, and answers their ids.
func (s *Service) AddQuestions(ctx context.Context, tx *db.Tx, testID int64, questions []QuestionInput) ([]int64, error) {
	if err := s.CanAddQuestions(ctx, tx, testID); err != nil {
		return nil, err
	}
	now := s.now().UTC()
	ids := make([]int64, 0, len(questions))
	for _, q := range questions {
		if err := requireImages(ctx, tx, q); err != nil {
			return nil, err
		}
		id, err := insertQuestion(ctx, tx, testID, q, now)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, s.PaperChanged(ctx, tx, testID)
}

// UpdateQuestion changes a question's text and key. Once learners have sat the test, the number
// of options cannot change (their answers point at the options), and a changed key is a
// correction: every submitted attempt is re-scored in the same transaction.
func (s *Service) UpdateQuestion(ctx context.Context, tx *db.Tx, questionID int64, in QuestionInput) (QuestionUpdate, error) {
	testID, err := questionTest(ctx, tx, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return QuestionUpdate{}, errNoQuestion
	}
	if err != nil {
		return QuestionUpdate{}, err
	}
	out := QuestionUpdate{TestID: testID}
	if err := requireImages(ctx, tx, in); err != nil {
		return out, err
	}
	all, err := bankQuestions(ctx, tx, testID)
	if err != nil {
		return out, err
	}
	for _, q := range all {
		if q.ID == questionID {
			out.Before = q
		}
	}
	attempts, err := testAttempts(ctx, tx, testID)
	if err != nil {
		return out, err
	}
	if attempts > 0 && len(out.Before.Options) != len(in.Options) {
		return out, httpx.Errorf(http.StatusConflict, "Learners have sat this test: edit the options' text, but keep %d options.", len(out.Before.Options))
	}
	previousKey, err := keyOf(ctx, tx, questionID)
	if err != nil {
		return out, err
	}
	out.KeyCorrected = attempts > 0 && out.Before.Correct != in.Correct
	if err := updateQuestion(ctx, tx, questionID, in, len(out.Before.Options), out.KeyCorrected, s.now().UTC()); err != nil {
		return out, err
	}
	if !out.KeyCorrected {
		return out, s.PaperChanged(ctx, tx, testID)
	}
	if out.HeldUntil, err = keysHeldUntil(ctx, tx, testID, s.now(), s.grace); err != nil {
		return out, err
	}
	out.Rescored, err = s.KeyCorrected(ctx, tx, testID, questionID, previousKey)
	return out, err
}

// DeleteQuestion removes a question of a test nobody has sat, and answers its test.
func (s *Service) DeleteQuestion(ctx context.Context, tx *db.Tx, questionID int64) (int64, error) {
	testID, err := questionTest(ctx, tx, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, errNoQuestion
	}
	if err != nil {
		return 0, err
	}
	attempts, err := testAttempts(ctx, tx, testID)
	if err != nil {
		return 0, err
	}
	if attempts > 0 {
		return 0, errQuestionSat
	}
	if err := deleteQuestion(ctx, tx, questionID); err != nil {
		return 0, err
	}
	return testID, s.PaperChanged(ctx, tx, testID)
}
