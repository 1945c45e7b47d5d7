package admin

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/htmlsafe"
	"aspirant/internal/prelims"
)

// QuestionInput is a question as staff write it: the text, its options, which one is right.
type QuestionInput struct {
	Description string   `json:"description"`
	Explanation string   `json:"explanation"`
	Difficulty  string   `json:"difficulty"`
	Topic       string   `json:"topic"`
	Options     []string `json:"options"`
	Correct     int      `json:"correct"` // 1-based position of the right option
}

// validate answers a message per field, or nil.
func (q *QuestionInput) validate() map[string]string {
	errs := map[string]string{}
	q.Description, q.Explanation = strings.TrimSpace(q.Description), strings.TrimSpace(q.Explanation)
	q.Topic, q.Difficulty = strings.TrimSpace(q.Topic), strings.ToLower(strings.TrimSpace(q.Difficulty))
	if q.Description == "" {
		errs["description"] = "The question is required."
	} else if httpx.TooLong(q.Description, 20000) {
		errs["description"] = "The question must be at most 20,000 characters."
	}
	if q.Difficulty == "" {
		q.Difficulty = "medium"
	}
	if q.Difficulty != "easy" && q.Difficulty != "medium" && q.Difficulty != "hard" {
		errs["difficulty"] = "Difficulty must be easy, medium or hard."
	}
	if httpx.TooLong(q.Topic, 100) {
		errs["topic"] = "The topic must be at most 100 characters."
	}
	filled := 0
	for i := range q.Options {
		q.Options[i] = strings.TrimSpace(q.Options[i])
		if q.Options[i] != "" {
			filled++
		}
	}
	if len(q.Options) < 2 || len(q.Options) > 6 || filled != len(q.Options) {
		errs["options"] = "Give from 2 to 6 options, none of them empty."
	}
	if q.Correct < 1 || q.Correct > len(q.Options) {
		errs["correct"] = "Choose which option is correct."
	}
	return errs
}

func (s *Service) questionRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/prelims-tests/{id}/questions", adminOnly(s.listQuestions))
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/questions", adminOnly(s.createQuestion))
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/questions/import", adminOnly(s.importQuestions))
	mux.Handle("PUT /api/v1/admin/questions/{id}", adminOnly(s.updateQuestion))
	mux.Handle("DELETE /api/v1/admin/questions/{id}", adminOnly(s.deleteQuestion))
	mux.Handle("GET /api/v1/admin/questions/template.csv", adminOnly(s.questionTemplate))
}

// AdminQuestion is a question with its key, as staff see it.
type AdminQuestion struct {
	ID          int64    `json:"id"`
	Position    int      `json:"position"`
	Description string   `json:"description"`
	Explanation string   `json:"explanation"`
	Difficulty  string   `json:"difficulty"`
	Topic       string   `json:"topic"`
	Options     []string `json:"options"`
	Correct     int      `json:"correct"`
}

func questionsOf(ctx context.Context, q db.Q, testID int64) ([]AdminQuestion, error) {
	var rows []struct {
		ID          int64  `db:"id"`
		Position    int    `db:"position"`
		Description string `db:"description_html"`
		Explanation string `db:"explanation_html"`
		Difficulty  string `db:"difficulty"`
		Topic       string `db:"topic"`
		Option      string `db:"text_html"`
		IsCorrect   bool   `db:"is_correct"`
	}
	err := q.Select(ctx, &rows, `SELECT q.id, q.position, q.description_html, q.explanation_html, q.difficulty, q.topic,
			o.text_html, o.is_correct
		FROM prelims_questions q JOIN prelims_options o ON o.question_id = q.id
		WHERE q.test_id = ? ORDER BY q.position, q.id, o.position, o.id`, testID)
	if err != nil {
		return nil, err
	}
	out := []AdminQuestion{}
	for _, r := range rows {
		if len(out) == 0 || out[len(out)-1].ID != r.ID {
			out = append(out, AdminQuestion{ID: r.ID, Position: r.Position, Description: r.Description, Explanation: r.Explanation,
				Difficulty: r.Difficulty, Topic: r.Topic, Options: []string{}})
		}
		q := &out[len(out)-1]
		q.Options = append(q.Options, r.Option)
		if r.IsCorrect {
			q.Correct = len(q.Options)
		}
	}
	return out, nil
}

func (s *Service) testExists(ctx context.Context, q db.Q, testID int64) error {
	var n int
	if err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_tests WHERE id = ?", testID); err != nil {
		return err
	}
	if n == 0 {
		return httpx.Errorf(http.StatusNotFound, "No such prelims test.")
	}
	return nil
}

// errTestSat refuses adding questions to a test learners have sat: its total would change
// and their scores, counted on the old paper, would no longer match it.
var errTestSat = httpx.Errorf(http.StatusConflict, "Learners have sat this test, so it cannot take new questions: "+
	"their scores would no longer match its total. Add the questions to a new test in the same series instead; "+
	"to fix a question of this test, edit it (a corrected answer key re-scores every attempt).")

// refuseIfSat answers errTestSat when the test has attempts.
func refuseIfSat(ctx context.Context, q db.Q, testID int64) error {
	var attempts int
	if err := q.Get(ctx, &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", testID); err != nil {
		return err
	}
	if attempts > 0 {
		return errTestSat
	}
	return nil
}

func (s *Service) listQuestions(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	if err := s.testExists(r.Context(), s.db, testID); err != nil {
		return err
	}
	qs, err := questionsOf(r.Context(), s.db, testID)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"items": qs})
	return nil
}

func decodeQuestion(w http.ResponseWriter, r *http.Request) (QuestionInput, error) {
	var in QuestionInput
	if err := httpx.ReadJSON(w, r, &in, "Send the question as JSON: description, explanation, difficulty, topic, options and correct."); err != nil {
		return in, err
	}
	if errs := in.validate(); len(errs) > 0 {
		return in, httpx.Invalid(errs)
	}
	return in, nil
}

// insertQuestion adds a question at the end of a test.
func insertQuestion(ctx context.Context, tx *db.Tx, testID int64, q QuestionInput, now any) (int64, error) {
	var next int
	if err := tx.Get(ctx, &next, "SELECT COALESCE(MAX(position), 0) + 1 FROM prelims_questions WHERE test_id = ?", testID); err != nil {
		return 0, err
	}
	id, err := tx.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, explanation_html, difficulty, topic,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, testID, next, htmlsafe.Sanitize(q.Description),
		htmlsafe.Sanitize(q.Explanation), q.Difficulty, q.Topic, now, now)
	if err != nil {
		return 0, err
	}
	for i, text := range q.Options {
		if _, err := tx.Exec(ctx, `INSERT INTO prelims_options (question_id, position, text_html, is_correct) VALUES (?, ?, ?, ?)`,
			id, i+1, htmlsafe.Sanitize(text), i+1 == q.Correct); err != nil {
			return 0, err
		}
	}
	return id, nil
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
	var id int64
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if err := s.testExists(r.Context(), tx, testID); err != nil {
			return err
		}
		if err := refuseIfSat(r.Context(), tx, testID); err != nil {
			return err
		}
		if id, err = insertQuestion(r.Context(), tx, testID, in, s.now().UTC()); err != nil {
			return err
		}
		if err := s.scorer.PaperChanged(r.Context(), tx, testID); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "create", "question", id, nil, in)
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, httpx.M{"id": id})
	return nil
}

// questionTest answers the test a question belongs to and how many attempts it has.
func questionTest(ctx context.Context, q db.Q, questionID int64) (testID int64, attempts int, err error) {
	var row struct {
		TestID   int64 `db:"test_id"`
		Attempts int   `db:"attempts"`
	}
	err = q.Get(ctx, &row, `SELECT q.test_id, (SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = q.test_id) AS attempts
		FROM prelims_questions q WHERE q.id = ?`, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, 0, httpx.Errorf(http.StatusNotFound, "No such question.")
	}
	return row.TestID, row.Attempts, err
}

// updateQuestion changes a question's text and key. Options are edited in place by position;
// once learners have sat the test, the number of options cannot change (their answers point at
// the options), and a changed key re-scores every submitted attempt in the same transaction
// (docs/product.md, "Key corrections").
func (s *Service) updateQuestion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	in, err := decodeQuestion(w, r)
	if err != nil {
		return err
	}
	var rescored prelims.Rescored
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		testID, attempts, err := questionTest(r.Context(), tx, id)
		if err != nil {
			return err
		}
		before, err := questionsOf(r.Context(), tx, testID)
		if err != nil {
			return err
		}
		var old AdminQuestion
		for _, q := range before {
			if q.ID == id {
				old = q
			}
		}
		if attempts > 0 && len(old.Options) != len(in.Options) {
			return httpx.Errorf(http.StatusConflict, "Learners have sat this test: edit the options' text, but keep %d options.", len(old.Options))
		}
		now := s.now().UTC()
		keyCorrected := attempts > 0 && old.Correct != in.Correct
		if _, err := tx.Exec(r.Context(), `UPDATE prelims_questions SET description_html = ?, explanation_html = ?, difficulty = ?, topic = ?,
			key_corrected_at = CASE WHEN ? THEN ? ELSE key_corrected_at END, updated_at = ? WHERE id = ?`,
			htmlsafe.Sanitize(in.Description), htmlsafe.Sanitize(in.Explanation), in.Difficulty, in.Topic, keyCorrected, now, now, id); err != nil {
			return err
		}
		var previousKey int64
		if err := tx.Get(r.Context(), &previousKey, "SELECT id FROM prelims_options WHERE question_id = ? AND is_correct", id); err != nil {
			return err
		}
		// Clear the key first: the one-correct-option index holds at every step.
		if _, err := tx.Exec(r.Context(), "UPDATE prelims_options SET is_correct = ? WHERE question_id = ?", false, id); err != nil {
			return err
		}
		if len(old.Options) != len(in.Options) {
			if _, err := tx.Exec(r.Context(), "DELETE FROM prelims_options WHERE question_id = ?", id); err != nil {
				return err
			}
			for i, text := range in.Options {
				if _, err := tx.Exec(r.Context(), `INSERT INTO prelims_options (question_id, position, text_html, is_correct) VALUES (?, ?, ?, ?)`,
					id, i+1, htmlsafe.Sanitize(text), i+1 == in.Correct); err != nil {
					return err
				}
			}
		} else {
			for i, text := range in.Options {
				if _, err := tx.Exec(r.Context(), `UPDATE prelims_options SET text_html = ?, is_correct = ? WHERE question_id = ? AND position = ?`,
					htmlsafe.Sanitize(text), i+1 == in.Correct, id, i+1); err != nil {
					return err
				}
			}
		}
		if err := s.audit(r.Context(), tx, r, "update", "question", id, old, in); err != nil {
			return err
		}
		if !keyCorrected {
			return s.scorer.PaperChanged(r.Context(), tx, testID)
		}
		if rescored, err = s.scorer.KeyCorrected(r.Context(), tx, testID, id, previousKey); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "rescore", "prelims test", testID, map[string]any{"question": id, "correct": old.Correct},
			map[string]any{"question": id, "correct": in.Correct, "attemptsRescored": rescored.Attempts, "resultsChanged": rescored.Changed})
	})
	if err != nil {
		return err
	}
	if rescored.Attempts == 0 {
		httpx.OK(w, httpx.M{"message": "Question saved."})
		return nil
	}
	scored := fmt.Sprintf("%d submitted attempts were", rescored.Attempts)
	if rescored.Attempts == 1 {
		scored = "1 submitted attempt was"
	}
	httpx.OK(w, httpx.M{"message": fmt.Sprintf("Question saved. The answer key changed: %s scored again, and %d of the results changed.",
		scored, rescored.Changed), "rescored": rescored})
	return nil
}

func (s *Service) deleteQuestion(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		testID, attempts, err := questionTest(r.Context(), tx, id)
		if err != nil {
			return err
		}
		if attempts > 0 {
			return httpx.Errorf(http.StatusConflict, "Learners have sat this test: its questions cannot be removed, or their scores would change.")
		}
		if _, err := tx.Exec(r.Context(), "DELETE FROM prelims_questions WHERE id = ?", id); err != nil {
			return err
		}
		if err := s.scorer.PaperChanged(r.Context(), tx, testID); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "delete", "question", id, nil, nil)
	})
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"message": "Deleted."})
	return nil
}

// csvColumns are the question CSV's columns, in order (the template has them as its header).
var csvColumns = []string{"question", "option_a", "option_b", "option_c", "option_d", "correct", "explanation", "topic", "difficulty"}

func (s *Service) questionTemplate(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="questions_template.csv"`)
	cw := csv.NewWriter(w)
	_ = cw.Write(csvColumns)
	_ = cw.Write([]string{"Which Article of the Constitution of India guarantees equality before law?", "Article 12", "Article 14",
		"Article 19", "Article 21", "B", "Article 14 guarantees equality before law and the equal protection of the laws.", "Polity", "easy"})
	cw.Flush()
	return cw.Error()
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
	QuestionInput
}

// parseQuestionsCSV reads the template's columns. It answers every row and every row's
// problems, so staff can fix the whole file at once.
func parseQuestionsCSV(r io.Reader) ([]ImportedQuestion, []RowError, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, nil, httpx.Invalid(map[string]string{"file": "The file is not a CSV file with a header row."})
	}
	index := map[string]int{}
	for i, h := range header {
		index[strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))] = i
	}
	for _, col := range []string{"question", "option_a", "option_b", "correct"} {
		if _, ok := index[col]; !ok {
			return nil, nil, httpx.Invalid(map[string]string{"file": "The header must name the template's columns: " + strings.Join(csvColumns, ", ") + "."})
		}
	}
	cell := func(rec []string, col string) string {
		if i, ok := index[col]; ok && i < len(rec) {
			return rec[i]
		}
		return ""
	}
	var questions []ImportedQuestion
	var problems []RowError
	for row := 2; ; row++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			problems = append(problems, RowError{Row: row, Errors: map[string]string{"row": "This row could not be read: " + err.Error()}})
			continue
		}
		if strings.TrimSpace(strings.Join(rec, "")) == "" {
			continue // a blank line
		}
		q := QuestionInput{Description: cell(rec, "question"), Explanation: cell(rec, "explanation"), Topic: cell(rec, "topic"),
			Difficulty: cell(rec, "difficulty"), Options: []string{}}
		for _, col := range []string{"option_a", "option_b", "option_c", "option_d", "option_e", "option_f"} {
			if v := strings.TrimSpace(cell(rec, col)); v != "" {
				q.Options = append(q.Options, v)
			}
		}
		correct := strings.ToUpper(strings.TrimSpace(cell(rec, "correct")))
		if len(correct) == 1 && correct[0] >= 'A' && correct[0] <= 'F' {
			q.Correct = int(correct[0]-'A') + 1
		} else if n, err := strconv.Atoi(correct); err == nil {
			q.Correct = n
		}
		errs := q.validate()
		if _, ok := errs["correct"]; ok {
			errs["correct"] = "The correct column must be the letter of one of the row's options (A to F)."
			if len(q.Options) >= 2 {
				errs["correct"] = fmt.Sprintf("The correct column must be the letter of one of the row's options (A to %c).", 'A'+len(q.Options)-1)
			}
		}
		if len(errs) > 0 {
			problems = append(problems, RowError{Row: row, Errors: errs})
		}
		questions = append(questions, ImportedQuestion{Row: row, QuestionInput: q})
	}
	if len(questions) == 0 && len(problems) == 0 {
		return nil, nil, httpx.Invalid(map[string]string{"file": "The file has no questions."})
	}
	return questions, problems, nil
}

// importQuestions reads a CSV of questions. Without commit=1 it answers a preview; with it, and
// only when every row is valid, it adds all the questions in one transaction.
func (s *Service) importQuestions(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	values, err := httpx.Values(w, r, 5<<20)
	if err != nil {
		return err
	}
	if r.MultipartForm == nil || len(r.MultipartForm.File["file"]) == 0 {
		return httpx.Invalid(map[string]string{"file": "Choose a CSV file."})
	}
	f, err := r.MultipartForm.File["file"][0].Open()
	if err != nil {
		return err
	}
	defer f.Close()
	questions, problems, err := parseQuestionsCSV(f)
	if err != nil {
		return err
	}
	if err := s.testExists(r.Context(), s.db, testID); err != nil {
		return err
	}
	if err := refuseIfSat(r.Context(), s.db, testID); err != nil {
		return err
	}
	answer := httpx.M{"questions": questions, "problems": problems, "committed": false}
	if problems == nil {
		answer["problems"] = []RowError{}
	}
	if values.Get("commit") != "1" {
		httpx.OK(w, answer)
		return nil
	}
	if len(problems) > 0 {
		return &httpx.Error{Status: http.StatusBadRequest, Message: fmt.Sprintf("%d rows have problems; nothing was imported.", len(problems)),
			Fields: map[string]string{"file": "Fix the rows listed in the preview."}}
	}
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if err := refuseIfSat(r.Context(), tx, testID); err != nil {
			return err // someone started it since the check above
		}
		now := s.now().UTC()
		for _, q := range questions {
			if _, err := insertQuestion(r.Context(), tx, testID, q.QuestionInput, now); err != nil {
				return err
			}
		}
		if err := s.scorer.PaperChanged(r.Context(), tx, testID); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "import", "questions", testID, nil, map[string]any{"count": len(questions)})
	})
	if err != nil {
		return err
	}
	answer["committed"] = true
	httpx.WriteJSON(w, http.StatusCreated, answer)
	return nil
}
