package admin

// The question bank's requests: staff read, add, change, remove and import a prelims test's
// questions here; the rules of a question and of a change to a sat test are the test engine's
// (prelims.Service), called inside the console's transaction so the audit entry commits with it.

import (
	"context"
	"io"
	"net/http"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/csvcell"
	"aspirant/internal/platform/locale"
	"aspirant/internal/prelims"
)

// QuestionBank is the test engine's side of the question bank (prelims.Service).
type QuestionBank interface {
	Questions(ctx context.Context, q db.Q, testID int64) ([]prelims.BankQuestion, error)
	CanAddQuestions(ctx context.Context, q db.Q, testID int64) error
	AddQuestions(ctx context.Context, tx *db.Tx, testID int64, questions []prelims.QuestionInput) ([]int64, error)
	UpdateQuestion(ctx context.Context, tx *db.Tx, questionID int64, in prelims.QuestionInput) (prelims.QuestionUpdate, error)
	DeleteQuestion(ctx context.Context, tx *db.Tx, questionID int64) (int64, error)
	SchemeChanged(ctx context.Context, tx *db.Tx, testID int64) (prelims.Rescored, error)
	// A copy of a test and its questions (docs/product.md, "Duplicating a test").
	DuplicateTest(ctx context.Context, tx *db.Tx, testID int64) (int64, error)
	// The rules of a change to a test's settings (docs/product.md, "Results stay possible and fair").
	CheckTestChange(ctx context.Context, q db.Q, testID int64, before *prelims.TestSettings, after prelims.TestSettings, confirmed bool) error
	// Learners already reminded of a live mock hear of a change of its window (docs/product.md,
	// "Notifications").
	TellWindowChange(ctx context.Context, tx *db.Tx, testID int64, before prelims.TestSettings) error
	// Learners' reports of errors in questions (questionnotes.go).
	ReportedQuestions(ctx context.Context, q db.Q, status string) ([]prelims.ReportedQuestion, error)
	CloseReports(ctx context.Context, tx *db.Tx, questionID int64, status, reply string, staffID int64) (prelims.ReportsClosed, error)
	// A test's item statistics (itemstats.go).
	ItemStats(ctx context.Context, testID int64) (prelims.ItemStats, error)
	// Learners' challenges of answer keys after a live test (questionnotes.go).
	ChallengedQuestions(ctx context.Context, q db.Q, status string) ([]prelims.ChallengedQuestion, error)
	DecideChallenges(ctx context.Context, tx *db.Tx, questionID int64, d prelims.ChallengeDecision) (prelims.ChallengesDecided, error)
}

func (s *Service) questionRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/prelims-tests/{id}/questions", adminOnly(s.listQuestions))
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/questions", adminOnly(s.createQuestion))
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/questions/import", adminOnly(s.importQuestions))
	mux.Handle("PUT /api/v1/admin/questions/{id}", adminOnly(s.updateQuestion))
	mux.Handle("DELETE /api/v1/admin/questions/{id}", adminOnly(s.deleteQuestion))
	mux.Handle("GET /api/v1/admin/questions/template.csv", adminOnly(s.questionTemplate))
	s.questionNoteRoutes(mux)
	s.itemStatsRoutes(mux)
}

func (s *Service) listQuestions(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	qs, err := s.bank.Questions(r.Context(), s.db, testID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &ItemsAnswer[prelims.BankQuestion]{Items: qs})
	return nil
}

func decodeQuestion(w http.ResponseWriter, r *http.Request) (prelims.QuestionInput, error) {
	var in prelims.QuestionInput
	if err := httpx.ReadJSON(w, r, &in, locale.T("Send the question as JSON: description, explanation, difficulty, topic, options and correct.")); err != nil {
		return in, err
	}
	if errs := in.Validate(); len(errs) > 0 {
		return in, httpx.Invalid(errs)
	}
	return in, nil
}

// QuestionCreated answers the id of a question staff added.
type QuestionCreated struct {
	httpx.Status
	ID int64 `json:"id"`
}

func (s *Service) createQuestion(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	in, err := decodeQuestion(w, r)
	if err != nil {
		return err
	}
	var ids []int64
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if ids, err = s.bank.AddQuestions(r.Context(), tx, testID, []prelims.QuestionInput{in}); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "create", "question", ids[0], nil, in)
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, &QuestionCreated{ID: ids[0]})
	return nil
}

// updateQuestion changes a question; a changed key of a sat test is a correction that re-scores
// every submitted attempt (docs/product.md, "Key corrections"), recorded in the audit log.
func (s *Service) updateQuestion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	in, err := decodeQuestion(w, r)
	if err != nil {
		return err
	}
	confirmed := r.URL.Query().Get("confirm") == "1"
	var change prelims.QuestionUpdate
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if change, err = s.bank.UpdateQuestion(r.Context(), tx, id, in); err != nil {
			return err
		}
		if change.KeyCorrected && !confirmed {
			// Staff confirm with what the correction does in front of them.
			return change.ToConfirm()
		}
		if err := s.audit(r.Context(), tx, r, "update", "question", id, change.Before, in); err != nil {
			return err
		}
		if !change.KeyCorrected {
			return nil
		}
		return s.audit(r.Context(), tx, r, "rescore", "prelims test", change.TestID,
			map[string]any{"question": id, "correct": change.Before.Correct},
			map[string]any{"question": id, "correct": in.Correct, "attemptsRescored": change.Rescored.Attempts,
				"resultsChanged": change.Rescored.Changed})
	})
	if err != nil {
		return err
	}
	if !change.KeyCorrected {
		say(w, http.StatusOK, change.Done())
		return nil
	}
	httpx.Answer(w, &KeyCorrected{Message: change.Done(), Rescored: change.Rescored})
	return nil
}

// KeyCorrected answers a saved key correction: what it did, and the attempts it re-scored.
type KeyCorrected struct {
	httpx.Status
	Message  string           `json:"message"`
	Rescored prelims.Rescored `json:"rescored"`
}

func (s *Service) deleteQuestion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if _, err := s.bank.DeleteQuestion(r.Context(), tx, id); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "delete", "question", id, nil, nil)
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Deleted.")
	return nil
}

// The question CSV's columns (docs/product.md, "CSV files"): the first version's, then for each
// language of the registry but English a version's, named with its code ("question_mr",
// "option_a_mr" ... "explanation_mr"), which carry a test's version in that language
// (docs/product.md, "Languages of a test"). option_e, option_f and theirs may be added for five
// or six options.
var firstColumns = []string{"question", "option_a", "option_b", "option_c", "option_d", "correct", "explanation", "topic", "difficulty"}

// optionColumns are the option columns of the first version, A to F; a version's add "_<code>".
var optionColumns = []string{"option_a", "option_b", "option_c", "option_d", "option_e", "option_f"}

// versionColumn answers a column of a language's version: "question_mr".
func versionColumn(column string, lang locale.Lang) string { return column + "_" + string(lang) }

// versionLanguages are the languages a CSV may carry versions in, in the registry's order.
func versionLanguages() []locale.Lang {
	var out []locale.Lang
	for _, code := range locale.Codes() {
		if code != locale.English {
			out = append(out, code)
		}
	}
	return out
}

// csvColumns answers the template's header: the first version's columns, then each language's
// question, four options and explanation.
func csvColumns() []string {
	columns := append([]string{}, firstColumns...)
	for _, lang := range versionLanguages() {
		for _, column := range []string{"question", "option_a", "option_b", "option_c", "option_d", "explanation"} {
			columns = append(columns, versionColumn(column, lang))
		}
	}
	return columns
}

// templateExample is the template's example question; its versions fill the columns of the
// languages they are written in, and a language without one leaves its columns empty.
var templateExample = struct {
	first    []string
	versions map[locale.Lang][]string // question, options A to D, explanation
}{
	first: []string{"Which Article of the Constitution of India guarantees equality before law?", "Article 12", "Article 14",
		"Article 19", "Article 21", "B", "Article 14 guarantees equality before law and the equal protection of the laws.", "Polity", "easy"},
	versions: map[locale.Lang][]string{
		"hi": {"भारत के संविधान का कौन-सा अनुच्छेद विधि के समक्ष समता की गारंटी देता है?", "अनुच्छेद 12", "अनुच्छेद 14", "अनुच्छेद 19",
			"अनुच्छेद 21", "अनुच्छेद 14 विधि के समक्ष समता और विधियों के समान संरक्षण की गारंटी देता है।"},
		"mr": {"भारतीय संविधानातील कोणता अनुच्छेद कायद्यापुढे समानतेची हमी देतो?", "अनुच्छेद 12", "अनुच्छेद 14", "अनुच्छेद 19",
			"अनुच्छेद 21", "अनुच्छेद 14 कायद्यापुढे समानता आणि कायद्यांच्या समान संरक्षणाची हमी देतो."},
	},
}

func (s *Service) questionTemplate(w http.ResponseWriter, r *http.Request) error {
	cw := csvcell.Download(w, "questions_template.csv")
	_ = cw.Write(csvColumns())
	example := append([]string{}, templateExample.first...)
	for _, lang := range versionLanguages() {
		version := templateExample.versions[lang]
		if version == nil {
			version = make([]string, 6)
		}
		example = append(example, version...)
	}
	_ = cw.Write(example)
	return cw.Flush()
}

// RowError is a problem with one row of an import.
type RowError struct {
	Row    int               `json:"row"` // 2 is the first row after the header
	Errors map[string]string `json:"errors"`
}

// ImportedQuestion is a question read from a CSV row, with the row's number (2 is the first row
// after the header) so a preview can point at it.
type ImportedQuestion struct {
	Row int `json:"row"`
	prelims.QuestionInput
	// Shown is the question as learners will read it, for the preview.
	Shown *prelims.Shown `json:"shown"`
}

// questionInputs answers the imported questions as the question bank takes them.
func questionInputs(questions []ImportedQuestion) []prelims.QuestionInput {
	inputs := make([]prelims.QuestionInput, len(questions))
	for i, q := range questions {
		inputs[i] = q.QuestionInput
	}
	return inputs
}

// parseQuestionsCSV reads the template's columns. It answers every row and every row's
// problems, so staff can fix the whole file at once.
func parseQuestionsCSV(data []byte) ([]ImportedQuestion, []RowError, error) {
	cr, err := csvcell.NewReader(data)
	if err != nil {
		return nil, nil, encodingProblem(err)
	}
	columns, err := readHeader(cr)
	if err != nil {
		return nil, nil, err
	}
	var questions []ImportedQuestion
	var problems []RowError
	var lostRows []int
	for row := 2; ; row++ {
		cells, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			problems = append(problems, RowError{Row: row, Errors: map[string]string{"row": "This row could not be read: " + err.Error()}})
			continue
		}
		if strings.TrimSpace(strings.Join(cells, "")) == "" {
			continue // a blank line
		}
		q := columns.question(cells)
		if lettersLostToQuestionMarks(q) {
			lostRows = append(lostRows, row)
		}
		if errs := validateImported(&q); len(errs) > 0 {
			problems = append(problems, RowError{Row: row, Errors: errs.In(locale.English)})
		}
		questions = append(questions, ImportedQuestion{Row: row, QuestionInput: q, Shown: q.Show()})
	}
	if len(lostRows) > 0 {
		// The whole file was saved so: one message for the file, not one per row.
		return nil, nil, httpx.InvalidField("file", "The columns of another language hold question marks where its text should be, in %s "+
			"(row %d first): Excel replaces letters it has no code for with ? when it saves a file as plain 'CSV (Comma delimited)'."+saveAsCSVUTF8,
			count(len(lostRows), "row", "rows"), lostRows[0])
	}
	if len(questions) == 0 && len(problems) == 0 {
		return nil, nil, httpx.InvalidField("file", "The file has no questions.")
	}
	return questions, problems, nil
}

// ImportAnswer is a question import's preview, or what it imported: every row read, every row's
// problems, and what staff should know before they import the file.
type ImportAnswer struct {
	httpx.Status
	Questions []ImportedQuestion `json:"questions"`
	Problems  []RowError         `json:"problems"`
	Warnings  []string           `json:"warnings"`
	Committed bool               `json:"committed"`
}

// importQuestions reads a CSV of questions. Without commit=1 it answers a preview; with it, and
// only when every row is valid, it adds all the questions in one transaction. Warnings (versions
// in languages the test will not show) do not stop the commit: the preview has shown them.
func (s *Service) importQuestions(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	// The CSV and the images its rows name (csvimages.go).
	values, err := httpx.Values(w, r, 5<<20+maxImagesBytesWithCSV)
	if err != nil {
		return err
	}
	if r.MultipartForm == nil || len(r.MultipartForm.File["file"]) == 0 {
		return httpx.InvalidField("file", "Choose a CSV file.")
	}
	chosen, err := imagesChosen(r.MultipartForm)
	if err != nil {
		return err
	}
	data, err := readUpload(r.MultipartForm.File["file"][0])
	if err != nil {
		return err
	}
	questions, problems, err := parseQuestionsCSV(data)
	if err != nil {
		return err
	}
	// A preview says at once when the test cannot take questions (no such test, or learners have
	// sat it); the commit asks again in its transaction.
	if err := s.bank.CanAddQuestions(r.Context(), s.db, testID); err != nil {
		return err
	}
	warnings, err := s.importWarnings(r.Context(), testID, questionInputs(questions))
	if err != nil {
		return err
	}
	answer := &ImportAnswer{Questions: questions, Problems: imageProblems(questions, problems, chosen),
		Warnings: append(warnings, unusedImages(questions, chosen)...)}
	if answer.Problems == nil {
		answer.Problems = []RowError{}
	}
	if values.Get("commit") != "1" {
		httpx.Answer(w, answer)
		return nil
	}
	if len(answer.Problems) > 0 {
		return &httpx.Error{Status: http.StatusBadRequest, Message: locale.T("%d rows have problems; nothing was imported.", len(answer.Problems)),
			Fields: httpx.Fields{"file": locale.T("Fix the rows listed in the preview.")}}
	}
	actor, _ := httpx.IdentityFrom(r.Context())
	// Every row is valid: only now are its images stored, and taken back if the commit fails.
	storedImages, err := s.storeNamedImages(r.Context(), questions, chosen, actor.UserID)
	if err != nil {
		return err
	}
	// The questions as stored images retargeted them.
	inputs := questionInputs(questions)
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if _, err := s.bank.AddQuestions(r.Context(), tx, testID, inputs); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "import", "questions", testID, nil, map[string]any{"count": len(questions)})
	})
	if err != nil {
		s.discardImages(r.Context(), storedImages)
		return err
	}
	answer.Committed = true
	httpx.WriteJSON(w, http.StatusCreated, answer)
	return nil
}
