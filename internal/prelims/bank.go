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
	// Translations are the question's versions in the test's other languages, by language code
	// (docs/product.md, "Languages of a test"): each the text with as many options as the first
	// version, in the same order. A language left out has no version.
	Translations QuestionTranslations `json:"translations"`
}

// QuestionTranslations are a question's versions in other languages as staff write them.
type QuestionTranslations map[locale.Lang]*QuestionTranslation

// QuestionTranslation is a question's text, explanation and options in one language.
type QuestionTranslation struct {
	Description string   `json:"description"`
	Explanation string   `json:"explanation"`
	Options     []string `json:"options"`
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
	q.validateTranslations(errs)
	q.validateImages(errs)
	return errs
}

// texts answers each text of the question with the field that holds it.
func (q *QuestionInput) texts() map[string][]string {
	texts := map[string][]string{"description": {q.Description}, "explanation": {q.Explanation}, "options": q.Options}
	for lang, v := range q.Translations {
		field := translationField(lang)
		texts[field("description")], texts[field("explanation")], texts[field("options")] = []string{v.Description}, []string{v.Explanation}, v.Options
	}
	return texts
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
	texts, optionSets := []*string{&q.Description, &q.Explanation}, [][]string{q.Options}
	for _, v := range q.Translations {
		texts, optionSets = append(texts, &v.Description, &v.Explanation), append(optionSets, v.Options)
	}
	for _, text := range texts {
		*text = stafftext.RetargetImages(*text, retarget)
	}
	for _, options := range optionSets {
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

// translationField answers the field name of a version's part, for its messages:
// "translations.mr.description".
func translationField(lang locale.Lang) func(part string) string {
	return func(part string) string { return "translations." + string(lang) + "." + part }
}

// validateTranslations checks each version in another language: a language of the registry
// other than English (the main texts'), and in it the question with one option for each
// option, none empty (an option is one option in every language), or nothing at all, which
// leaves the question without that version. The messages name the language as staff know it.
func (q *QuestionInput) validateTranslations(errs httpx.Fields) {
	for _, lang := range sortedLanguages(q.Translations) {
		v, field := q.Translations[lang], translationField(lang)
		row, ok := translatable(lang)
		if !ok {
			errs.Set("translations."+string(lang), "A question's versions are in the languages %s, not in %q.", translatableNames(), lang)
			continue
		}
		if v == nil {
			delete(q.Translations, lang)
			continue
		}
		name := row.EnglishName
		errs.Text(field("description"), &v.Description, httpx.TextRule{Label: locale.T("The %s question", name), Max: 20000})
		errs.Text(field("explanation"), &v.Explanation, httpx.TextRule{Label: locale.T("The %s explanation", name), Max: 20000})
		filled := 0
		for i := range v.Options {
			if errs.Text(field("options"), &v.Options[i], httpx.TextRule{Label: locale.T("A %s option", name), Max: 5000}) && v.Options[i] != "" {
				filled++
			}
		}
		if filled == 0 && v.Description == "" && v.Explanation == "" {
			delete(q.Translations, lang) // an empty version is none
			continue
		}
		if v.Description == "" {
			errs.Set(field("description"), "Give the %s question too, or leave the whole %s version empty.", name, name)
		}
		if _, said := errs[field("options")]; !said && (filled != len(v.Options) || len(v.Options) != len(q.Options)) {
			errs.Set(field("options"), "The %s version must have the same %d options as the first, in the same order.", name, len(q.Options))
		}
	}
	if q.Translations == nil {
		q.Translations = QuestionTranslations{}
	}
}

// translatableNames lists the languages a question may have a version in, by their English names.
func translatableNames() string {
	var names []string
	for _, l := range locale.Languages() {
		if _, ok := translatable(l.Code); ok {
			names = append(names, l.EnglishName)
		}
	}
	return strings.Join(names, ", ")
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
	Description  string                 `json:"description"`
	Explanation  string                 `json:"explanation"`
	Options      []string               `json:"options"`
	Translations map[locale.Lang]*Shown `json:"translations,omitempty"`
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
	shown := &Shown{Description: stafftext.HTML(q.Description), Explanation: stafftext.HTML(q.Explanation), Options: inline(q.Options)}
	// A version without images of its own shows the first one's, as learners will see it.
	for lang, v := range q.Translations {
		options := make([]string, len(v.Options))
		for i, text := range v.Options {
			first := ""
			if i < len(q.Options) {
				first = q.Options[i]
			}
			options[i] = stafftext.WithImagesOf(text, first)
		}
		if shown.Translations == nil {
			shown.Translations = map[locale.Lang]*Shown{}
		}
		shown.Translations[lang] = &Shown{Description: stafftext.HTML(stafftext.WithImagesOf(v.Description, q.Description)),
			Explanation: stafftext.HTML(stafftext.WithImagesOf(v.Explanation, q.Explanation)), Options: inline(options)}
	}
	return shown
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
