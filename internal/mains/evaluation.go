package mains

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/notify"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/pdfmark"
)

// Limits of an evaluation made in the browser.
const (
	maxAnnotations  = 1000
	maxCommentRunes = 500
	maxQuestions    = 50
	maxRubric       = 10
	maxLabelRunes   = 60
)

// Annotation is one mark an evaluator placed on a page of the answer (docs/product.md,
// "Evaluating in the browser"): its box in fractions of the page from the top-left corner.
type Annotation struct {
	Page   int     `json:"page"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	Kind   string  `json:"kind"`
	Text   string  `json:"text,omitempty"`
}

// QuestionMark is the marks of one question of the answer, with the rubric's scores.
type QuestionMark struct {
	Question string        `json:"question"`
	Marks    float64       `json:"marks"`
	Maximum  float64       `json:"maximum"`
	Rubric   []RubricScore `json:"rubric"`
}

// RubricScore is one criterion of a question's rubric (content, structure, ...).
type RubricScore struct {
	Criterion string  `json:"criterion"`
	Marks     float64 `json:"marks"`
	Maximum   float64 `json:"maximum"`
}

// evaluation is an evaluator's call, read and checked.
type evaluation struct {
	hundredths  int64
	remarks     string
	annotations []Annotation
	questions   []QuestionMark
	pdf         bool // an evaluated PDF comes with the call
	keepsCopy   bool // neither a PDF nor anything to draw: a correction keeps the copy given
}

// evaluate records an evaluator's marks for an upload (again, to correct): with the evaluated
// PDF they made, or with annotations and marks per question from which the server draws it onto
// the learner's own pages. A correction without a new PDF or drawing keeps the copy already
// given. Each evaluation is in the audit log, and a senior's settles a flagged second marking
// (docs/product.md, "Evaluation", "Second marking").
func (s *Service) evaluate(w http.ResponseWriter, r *http.Request) error {
	staff, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	var upload evaluatedUpload
	err = s.db.Get(r.Context(), &upload, `SELECT u.id, u.user_id, t.library_id, t.id AS test_id, t.name AS test_name, t.maximum_score, t.question_structure, u.superseded_at,
			us.name AS learner_name, us.unique_id, us.email, us.language, f.storage_key AS answer_key,
			ev.name AS evaluator_name
		FROM mains_answer_uploads u JOIN mains_tests t ON t.id = u.mains_test_id JOIN users us ON us.id = u.user_id
			JOIN files f ON f.id = u.file_id JOIN users ev ON ev.id = ?
		WHERE u.id = ?`, staff.UserID, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	}
	if err != nil {
		return err
	}
	if upload.Superseded != nil {
		return errNewerAnswer
	}
	made, err := evaluationOf(r.Context(), s.db, uploadID)
	if err != nil {
		return err
	}
	in, err := s.readEvaluation(w, r, upload.MaxScore, structureOf(upload.Structure), made != nil)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	copyID, err := s.evaluatedCopy(r, upload, in, made, now, staff.UserID)
	if err != nil {
		return err
	}
	evaluator := staff.UserID
	after := madeEvaluation{EvaluatorID: &evaluator, Hundredths: in.hundredths, Remarks: in.remarks, FileID: copyID}
	after.Marks = float64(in.hundredths) / 100
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		if err := holdCurrentAnswer(r.Context(), tx, uploadID, now); err != nil {
			return err
		}
		before, err := evaluationOf(r.Context(), tx, uploadID)
		if err != nil {
			return err
		}
		if err := s.saveEvaluation(r, tx, uploadID, in, after, now, before); err != nil {
			return err
		}
		if staff.IsAdmin() {
			if err := settleSecondMarking(r.Context(), tx, s.auditOf(r), uploadID, staff.UserID, now); err != nil {
				return err
			}
		}
		if before != nil {
			return nil // a correction is not e-mailed again
		}
		if err := requestSecondMarking(r.Context(), tx, uploadID, upload.LibraryID, staff.UserID, in.hundredths, now); err != nil {
			return err
		}
		link, err := answerLink(r.Context(), tx, upload, now)
		if err != nil {
			return err
		}
		msg, err := s.evaluatedMessage(upload, in.hundredths, link)
		if err != nil {
			return err
		}
		return s.notify.Send(r.Context(), tx, notify.Notice{UserID: upload.UserID, Kind: notify.AnswerEvaluated,
			Key: strconv.FormatInt(uploadID, 10), Title: locale.T("Your answer has been evaluated"),
			Body: locale.T("%s: %s marks out of %d.", upload.TestName, marksText(in.hundredths), upload.MaxScore),
			Link: link, Email: &msg})
	})
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"message": httpx.Say(r, locale.T("Evaluation saved."))})
	return nil
}

// madeEvaluation is an evaluation as the audit log records it, before and after a change.
type madeEvaluation struct {
	EvaluatorID *int64  `db:"evaluator_id" json:"evaluatorId"`
	Hundredths  int64   `db:"marks" json:"-"`
	Marks       float64 `db:"-" json:"marks"`
	Remarks     string  `db:"remarks" json:"remarks"`
	FileID      *int64  `db:"evaluated_file_id" json:"evaluatedFileId"`
}

// evaluationOf answers the evaluation saved for an answer, or nil before its first.
func evaluationOf(ctx context.Context, q db.Q, uploadID int64) (*madeEvaluation, error) {
	var made madeEvaluation
	err := q.Get(ctx, &made, `SELECT evaluator_id, marks, remarks, evaluated_file_id FROM mains_evaluations WHERE upload_id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	made.Marks = float64(made.Hundredths) / 100
	return &made, err
}

// evaluatedCopy answers the evaluated PDF of an evaluation: the one sent, the one drawn from the
// annotations and marks per question, or, for a correction of the marks or remarks alone, the
// copy already given.
func (s *Service) evaluatedCopy(r *http.Request, upload evaluatedUpload, in evaluation, made *madeEvaluation, at time.Time, by int64) (*int64, error) {
	var stored media.File
	var err error
	switch {
	case in.pdf:
		stored, err = s.saveEvaluatedPDF(r, by)
	case in.keepsCopy && made != nil:
		return made.FileID, nil
	default:
		stored, err = s.drawEvaluatedPDF(r, upload, in, at, by)
	}
	return &stored.ID, err
}

// saveEvaluation writes the evaluation over any earlier one, with its audit entry, and ends the
// evaluator's draft.
func (s *Service) saveEvaluation(r *http.Request, tx *db.Tx, uploadID int64, in evaluation, after madeEvaluation, now time.Time, before *madeEvaluation) error {
	annotations, questions := jsonOrNull(in.annotations), jsonOrNull(in.questions)
	_, err := tx.Exec(r.Context(), `INSERT INTO mains_evaluations (upload_id, evaluator_id, marks, evaluated_file_id, remarks,
			evaluated_at, annotations, question_marks)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (upload_id) DO UPDATE SET evaluator_id = excluded.evaluator_id, marks = excluded.marks,
			evaluated_file_id = excluded.evaluated_file_id, remarks = excluded.remarks, evaluated_at = excluded.evaluated_at,
			annotations = excluded.annotations, question_marks = excluded.question_marks`,
		uploadID, after.EvaluatorID, in.hundredths, after.FileID, in.remarks, now, annotations, questions)
	if err != nil {
		return err
	}
	if _, err := tx.Exec(r.Context(), `DELETE FROM mains_evaluation_drafts WHERE upload_id = ?`, uploadID); err != nil {
		return err
	}
	action, was := "evaluate", any(nil) // the log keeps no "before" for a first evaluation
	if before != nil {
		action, was = "re-evaluate", before
	}
	return s.audit.Audit(r.Context(), tx, r, action, auditEvaluation, uploadID, was, after)
}

// The audit log's names of the mains records (the console's audit page lists them).
const (
	auditEvaluation    = "mains evaluation"
	auditSecondMarking = "second marking"
)

// holdCurrentAnswer, first in an evaluation's transaction, marks the answer as being evaluated
// (if it was not yet) while making sure it is still the learner's current one. The write holds
// the answer's row until the commit, so an upload replacing it at the same moment either waits
// and then sees the evaluation (and is refused), or has already replaced it (and this is refused):
// an evaluation is never saved on an answer that is gone (docs/product.md, "Mains answer writing").
func holdCurrentAnswer(ctx context.Context, tx *db.Tx, uploadID int64, now time.Time) error {
	res, err := tx.Exec(ctx, `UPDATE mains_answer_uploads SET evaluation_started_at = COALESCE(evaluation_started_at, ?)
		WHERE id = ? AND superseded_at IS NULL`, now, uploadID)
	if err != nil {
		return err
	}
	if held, err := res.RowsAffected(); err != nil || held == 0 {
		return cmp.Or(err, error(errNewerAnswer))
	}
	return nil
}

// errNewerAnswer refuses work on an answer the learner has since replaced.
var errNewerAnswer = httpx.Errorf(http.StatusConflict, "The learner uploaded a newer answer; evaluate that one.")

// maxDraftBytes bounds a draft: a thousand annotations with their comments fit well within it.
const maxDraftBytes = 512 << 10

// Work is an evaluation as the annotation screen holds it: a draft while the evaluator works, or
// what an evaluation was made from.
type Work struct {
	Annotations   []Annotation   `json:"annotations"`
	QuestionMarks []QuestionMark `json:"questionMarks"`
	Remarks       string         `json:"remarks"`
}

// answer answers one current answer for the annotation screen: the answer, the evaluator's
// saved draft and the evaluation made, if any.
func (s *Service) answer(w http.ResponseWriter, r *http.Request) error {
	_, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	var found Answer
	err = s.db.Get(r.Context(), &found, answersQuery+` AND u.id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	}
	if err != nil {
		return err
	}
	found.complete()
	var saved struct {
		Draft       *string `db:"draft"`
		Annotations *string `db:"annotations"`
		Questions   *string `db:"question_marks"`
		Remarks     *string `db:"remarks"`
		Rubric      string  `db:"rubric_criteria"`
		Structure   string  `db:"question_structure"`
		WrittenQuestion
	}
	err = s.db.Get(r.Context(), &saved, `SELECT d.draft, e.annotations, e.question_marks, e.remarks, l.rubric_criteria,
			t.question_structure, t.question_text, t.paper, t.directive_word, t.word_limit
		FROM mains_answer_uploads u
		JOIN mains_tests t ON t.id = u.mains_test_id
		JOIN libraries l ON l.id = t.library_id
		LEFT JOIN mains_evaluation_drafts d ON d.upload_id = u.id
		LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.id = ?`, uploadID)
	if err != nil {
		return err
	}
	// The test's questions, when staff set them: the screen opens with them filled in.
	structure := structureOf(saved.Structure)
	if structure == nil {
		structure = []StructuredQuestion{}
	}
	out := httpx.M{"answer": found, "draft": nil, "evaluation": nil, "rubric": RubricOf(saved.Rubric), "question": nil,
		"questions": structure}
	if saved.Text != "" {
		out["question"] = saved.WrittenQuestion // the evaluator marks against its directive word and limit
	}
	if saved.Draft != nil {
		out["draft"] = json.RawMessage(*saved.Draft)
	}
	if saved.Remarks != nil {
		made := Work{Remarks: *saved.Remarks, Annotations: []Annotation{}, QuestionMarks: []QuestionMark{}}
		// Both were written by evaluate; an evaluation with an uploaded PDF has neither.
		if saved.Annotations != nil {
			_ = json.Unmarshal([]byte(*saved.Annotations), &made.Annotations)
		}
		if saved.Questions != nil {
			_ = json.Unmarshal([]byte(*saved.Questions), &made.QuestionMarks)
		}
		out["evaluation"] = made
	}
	httpx.OK(w, out)
	return nil
}

// saveDraft keeps the evaluator's unfinished work on an answer, so that it survives a reload or
// another device (docs/product.md, "Evaluating in the browser"). It is checked for shape and
// size only: an unfinished evaluation may be incomplete.
func (s *Service) saveDraft(w http.ResponseWriter, r *http.Request) error {
	staff, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	if mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mediaType != "application/json" {
		return httpx.Errorf(http.StatusUnsupportedMediaType, "Send the draft as application/json.")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxDraftBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return httpx.TooLarge(maxDraftBytes)
	}
	var work Work
	decoder := json.NewDecoder(bytes.NewReader(body))
	decoder.DisallowUnknownFields()
	if err != nil || decoder.Decode(&work) != nil {
		return httpx.Errorf(http.StatusBadRequest, "The draft could not be read.")
	}
	if len(work.Annotations) > maxAnnotations || len(work.QuestionMarks) > maxQuestions {
		return httpx.Errorf(http.StatusBadRequest, "The draft could not be read.")
	}
	var superseded *time.Time
	err = s.db.Get(r.Context(), &superseded, `SELECT superseded_at FROM mains_answer_uploads WHERE id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	}
	if err != nil {
		return err
	}
	if superseded != nil {
		return httpx.Errorf(http.StatusConflict, "The learner uploaded a newer answer; evaluate that one.")
	}
	// Kept as sent, once checked: a mark not yet given stays empty (null) rather than turning
	// into a 0 that would pass for marking the question.
	var draft bytes.Buffer
	if err := json.Compact(&draft, body); err != nil {
		return httpx.Errorf(http.StatusBadRequest, "The draft could not be read.")
	}
	now := s.now().UTC()
	_, err = s.db.Exec(r.Context(), `INSERT INTO mains_evaluation_drafts (upload_id, evaluator_id, draft, saved_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (upload_id) DO UPDATE SET evaluator_id = excluded.evaluator_id, draft = excluded.draft, saved_at = excluded.saved_at`,
		uploadID, staff.UserID, draft.String(), now)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"savedAt": now})
	return nil
}

// readEvaluation reads and checks the call's fields: every problem at once, per field.
// An answer evaluated before may be corrected without a new copy: the marks or remarks alone.
// A test with its questions set takes marks per question that follow them.
func (s *Service) readEvaluation(w http.ResponseWriter, r *http.Request, maxScore int, questions []StructuredQuestion, hasCopy bool) (evaluation, error) {
	var form struct {
		Marks         string `form:"marks"`
		Remarks       string `form:"remarks"`
		Annotations   string `form:"annotations"`
		QuestionMarks string `form:"questionMarks"`
	}
	if err := httpx.DecodeMultipart(w, r, &form, s.uploadLimit); err != nil {
		return evaluation{}, err
	}
	fields := httpx.Fields{}
	in := evaluation{pdf: r.MultipartForm != nil && len(r.MultipartForm.File["evaluatedPDF"]) > 0}
	in.annotations = readAnnotations(form.Annotations, fields)
	in.questions = readQuestionMarks(form.QuestionMarks, maxScore, fields)
	if in.questions != nil && len(questions) > 0 && !followsStructure(in.questions, questions, fields) {
		in.questions = nil
	}
	annotated, perQuestion := strings.TrimSpace(form.Annotations) != "", strings.TrimSpace(form.QuestionMarks) != ""
	switch {
	case in.pdf && annotated:
		fields.Set("annotations", "Send annotations or an evaluated PDF, not both.")
	case !in.pdf && !annotated && !perQuestion && !hasCopy:
		fields.Set("evaluatedPDF", "Please select the evaluated PDF.")
	}
	in.keepsCopy = !in.pdf && !annotated && !perQuestion
	marks, err := strconv.ParseFloat(strings.TrimSpace(form.Marks), 64)
	given := err == nil && !math.IsNaN(marks)
	switch {
	case perQuestion && in.questions == nil: // refused above
	case in.questions != nil:
		// The total is the questions' sum; marks sent as well must agree with it.
		in.hundredths = 0
		for _, q := range in.questions {
			in.hundredths += hundredths(q.Marks)
		}
		if strings.TrimSpace(form.Marks) != "" && (!given || hundredths(marks) != in.hundredths) {
			fields.Set("marks", "The marks must be the sum of the questions' marks, %s.", hundredthsText(in.hundredths))
		}
	case !given || marks < 0 || marks > float64(maxScore):
		fields.Set("marks", "Give marks from 0 to %d.", maxScore)
	default:
		in.hundredths = hundredths(marks)
	}
	fields.Text("remarks", &form.Remarks, httpx.TextRule{Label: locale.T("Remarks"), Max: 5000})
	in.remarks = form.Remarks
	return in, fields.Err()
}

// readAnnotations reads the annotations' JSON list, or nil when none was sent.
func readAnnotations(raw string, fields httpx.Fields) []Annotation {
	if strings.TrimSpace(raw) == "" {
		return nil
	}
	var list []Annotation
	if err := json.Unmarshal([]byte(raw), &list); err != nil || len(list) > maxAnnotations {
		fields.Set("annotations", "The annotations could not be read: send a list of at most %d.", maxAnnotations)
		return nil
	}
	for i, a := range list {
		n := i + 1
		inside := func(v float64) bool { return v >= 0 && v <= 1 }
		switch {
		case !validKind(a.Kind):
			fields.Set("annotations", "Annotation %d is of a kind there is no mark for.", n)
		case a.Page < 1 || !inside(a.X) || !inside(a.Y) || a.Width <= 0 || a.Height <= 0 ||
			a.X+a.Width > 1.001 || a.Y+a.Height > 1.001:
			fields.Set("annotations", "Annotation %d is not within its page.", n)
		case a.Kind == string(pdfmark.Comment) && pdfmark.NoteText(a.Text) == "":
			fields.Set("annotations", "Annotation %d is a comment without words.", n)
		case utf8.RuneCountInString(a.Text) > maxCommentRunes:
			fields.Set("annotations", "Annotation %d is longer than %d characters.", n, maxCommentRunes)
		default:
			continue
		}
		return nil
	}
	return list
}

func validKind(kind string) bool {
	for _, k := range pdfmark.Kinds {
		if string(k) == kind {
			return true
		}
	}
	return false
}

// readQuestionMarks reads the marks per question, or nil when none were sent. Only marks that
// can stand are taken (docs/product.md, "Evaluating in the browser"): every question of the paper
// marked (a mark given to each, and their maximums adding up to the test's), each within its
// maximum, and a rubric's scores each within its criterion's maximum and adding up to the
// question's marks.
func readQuestionMarks(raw string, maxScore int, fields httpx.Fields) []QuestionMark {
	if strings.TrimSpace(raw) == "" {
		return nil
	}
	var list []QuestionMark
	var given []marksGiven // the same list, telling a mark left empty (null) from a 0
	if json.Unmarshal([]byte(raw), &list) != nil || json.Unmarshal([]byte(raw), &given) != nil ||
		len(list) == 0 || len(list) > maxQuestions {
		fields.Set("questionMarks", "The marks per question could not be read: send a list of 1 to %d questions.", maxQuestions)
		return nil
	}
	var maximums float64
	for i, q := range list {
		name := strings.TrimSpace(q.Question)
		list[i].Question = name
		if q.Rubric == nil {
			list[i].Rubric = []RubricScore{}
		}
		switch {
		case name == "" || utf8.RuneCountInString(name) > maxLabelRunes || len(q.Rubric) > maxRubric:
			fields.Set("questionMarks", "Name each question in at most %d characters, with at most %d rubric criteria.", maxLabelRunes, maxRubric)
		case given[i].Marks == nil:
			fields.Set("questionMarks", "Question %s has no marks yet: mark every question before saving (0 for one not answered).", name)
		case q.Maximum <= 0 || q.Marks < 0 || math.IsNaN(q.Marks) || math.IsNaN(q.Maximum):
			fields.Set("questionMarks", "Question %s needs marks from 0 up to a maximum above 0.", name)
		case q.Marks > q.Maximum:
			fields.Set("questionMarks", "Question %s has %s marks, over its maximum of %s.", name, number(q.Marks), number(q.Maximum))
		case !rubricFits(q.Rubric, given[i].Rubric):
			fields.Set("questionMarks", "Question %s needs a score for each rubric criterion, within the criterion's maximum.", name)
		case len(q.Rubric) > 0 && hundredths(rubricSum(q.Rubric)) != hundredths(q.Marks):
			fields.Set("questionMarks", "Question %s: its rubric scores add up to %s, not to its %s marks.", name, number(rubricSum(q.Rubric)), number(q.Marks))
		default:
			maximums += q.Maximum
			continue
		}
		return nil
	}
	switch {
	case hundredths(maximums) > hundredths(float64(maxScore)):
		fields.Set("questionMarks", "The questions' maximums add up to %s, over the test's %d.", number(maximums), maxScore)
	case hundredths(maximums) < hundredths(float64(maxScore)):
		fields.Set("questionMarks", "The questions' maximums add up to %s, short of the test's %d: mark every question of the paper.", number(maximums), maxScore)
	default:
		return list
	}
	return nil
}

// marksGiven is a question's marks as sent, where null (a mark left empty on the screen) is not 0.
type marksGiven struct {
	Marks  *float64 `json:"marks"`
	Rubric []struct {
		Marks *float64 `json:"marks"`
	} `json:"rubric"`
}

func rubricFits(rubric []RubricScore, given []struct {
	Marks *float64 `json:"marks"`
}) bool {
	for i, c := range rubric {
		if strings.TrimSpace(c.Criterion) == "" || utf8.RuneCountInString(c.Criterion) > maxLabelRunes || given[i].Marks == nil ||
			c.Maximum <= 0 || c.Marks < 0 || c.Marks > c.Maximum {
			return false
		}
	}
	return true
}

func rubricSum(rubric []RubricScore) float64 {
	var sum float64
	for _, c := range rubric {
		sum += c.Marks
	}
	return sum
}

// hundredths rounds marks to the hundredths they are kept in, so sums compare without float noise.
func hundredths(marks float64) int64 { return int64(math.Round(marks * 100)) }

// saveEvaluatedPDF stores the evaluated PDF the evaluator made elsewhere.
func (s *Service) saveEvaluatedPDF(r *http.Request, by int64) (media.File, error) {
	header := r.MultipartForm.File["evaluatedPDF"][0]
	pdf, _, err := readUploadedPDF(header, "evaluatedPDF", s.uploadLimit)
	if err != nil {
		return media.File{}, err
	}
	stored, err := s.media.Save(r.Context(), media.Document, header.Filename, bytes.NewReader(pdf), by)
	if errors.Is(err, media.ErrUnsupportedType) {
		return media.File{}, httpx.InvalidField("evaluatedPDF", "Only PDF files are allowed")
	}
	return stored, err
}

// drawEvaluatedPDF draws the annotations onto the learner's own pages, adds the summary page
// and stores the result as the evaluated PDF.
func (s *Service) drawEvaluatedPDF(r *http.Request, u evaluatedUpload, in evaluation, at time.Time, by int64) (media.File, error) {
	answer, err := s.media.Read(r.Context(), u.AnswerKey, s.uploadLimit)
	if errors.Is(err, media.ErrTooLarge) { // uploaded when the limit was higher
		return media.File{}, httpx.Errorf(http.StatusConflict, "The learner's PDF cannot be marked in the browser: download it, mark it and upload the evaluated PDF.")
	}
	if err != nil {
		return media.File{}, err
	}
	marks := make([]pdfmark.Mark, len(in.annotations))
	for i, a := range in.annotations {
		marks[i] = pdfmark.Mark{Page: a.Page, X: a.X, Y: a.Y, Width: a.Width, Height: a.Height, Kind: pdfmark.Kind(a.Kind), Text: a.Text}
	}
	drawn, err := pdfmark.Draw(answer, marks, summaryLines(u, in, at))
	var markErr *pdfmark.MarkError
	switch {
	case errors.As(err, &markErr) && errors.Is(err, pdfmark.ErrNoSuchPage):
		return media.File{}, httpx.InvalidField("annotations", "Annotation %d is on page %d, which the answer does not have.", markErr.Index+1, in.annotations[markErr.Index].Page)
	case errors.As(err, &markErr) && errors.Is(err, pdfmark.ErrNotDrawable):
		return media.File{}, httpx.InvalidField("annotations", "Annotation %d has letters the copy cannot show: write comments in English or Devanagari letters.", markErr.Index+1)
	case errors.Is(err, pdfmark.ErrUnreadable):
		return media.File{}, httpx.Errorf(http.StatusConflict, "The learner's PDF cannot be marked in the browser: download it, mark it and upload the evaluated PDF.")
	case err != nil:
		return media.File{}, err
	}
	return s.media.Save(r.Context(), media.Document, "evaluated.pdf", bytes.NewReader(drawn), by)
}

// summaryLines is the last page of a drawn evaluation: who, what, the marks per question with
// their rubric (after a tab, which starts the column of marks), the total and the remarks, in
// English or Hindi as typed. Text in letters the PDF's fonts cannot draw (a name in Tamil, an
// emoji) is replaced by a pointer to the app, where it is shown as written.
func summaryLines(u evaluatedUpload, in evaluation, at time.Time) []string {
	drawable := func(text, otherwise string) string {
		if d, err := pdfmark.Writable(strings.ReplaceAll(text, "\t", " ")); err == nil {
			return d
		}
		return otherwise
	}
	rule := strings.Repeat("-", 56)
	lines := []string{
		"Evaluation",
		rule,
		"Test:      " + drawable(u.TestName, "(its name is in the app)"),
		"Learner:   " + drawable(u.LearnerName, u.UniqueID) + " (" + u.UniqueID + ")",
		"Evaluator: " + drawable(u.EvaluatorName, "(named in the app)"),
		"Evaluated: " + at.In(indiatime.Zone).Format("2 Jan 2006, 3:04 PM") + " IST",
		rule,
	}
	if len(in.questions) > 0 {
		lines = append(lines, "Question\tMarks")
		for _, q := range in.questions {
			lines = append(lines, fmt.Sprintf("%s\t%s / %s", drawable(q.Question, "?"), number(q.Marks), number(q.Maximum)))
			for _, c := range q.Rubric {
				lines = append(lines, fmt.Sprintf("   %s\t%s / %s", drawable(c.Criterion, "?"), number(c.Marks), number(c.Maximum)))
			}
		}
		lines = append(lines, rule)
	}
	lines = append(lines, fmt.Sprintf("Total\t%s / %d", hundredthsText(in.hundredths), u.MaxScore))
	if strings.TrimSpace(in.remarks) != "" {
		lines = append(lines, rule, "Remarks:", drawable(in.remarks, "The remarks have letters this page cannot show: read them in the app."))
	}
	return lines
}

// number writes marks as people do: 8, 8.5, 8.25.
func number(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

func hundredthsText(h int64) string { return number(float64(h) / 100) }

// marksOf answers stored marks (hundredths of a mark, as the database keeps them) as marks, or
// nil for none.
func marksOf(hundredths *int64) *float64 {
	if hundredths == nil {
		return nil
	}
	marks := float64(*hundredths) / 100
	return &marks
}

// jsonOrNull answers the JSON of a list, or nil (SQL NULL) for none.
func jsonOrNull[T any](list []T) any {
	if list == nil {
		return nil
	}
	b, _ := json.Marshal(list)
	return string(b)
}

// evaluatedUpload is the answer an evaluator marks, with who wrote it and who marks it.
type evaluatedUpload struct {
	ID            int64      `db:"id"`
	UserID        int64      `db:"user_id"`
	LibraryID     int64      `db:"library_id"`
	TestID        int64      `db:"test_id"`
	TestName      string     `db:"test_name"`
	MaxScore      int        `db:"maximum_score"`
	Structure     string     `db:"question_structure"`
	Superseded    *time.Time `db:"superseded_at"`
	LearnerName   string     `db:"learner_name"`
	UniqueID      string     `db:"unique_id"`
	Email         string     `db:"email"`
	Language      string     `db:"language"`
	AnswerKey     string     `db:"answer_key"`
	EvaluatorName string     `db:"evaluator_name"`
}

// emails are the mains e-mails, in every language (emails/*.tmpl).
//
//go:embed emails/*.tmpl
var emailFiles embed.FS

var emails = mail.MustParseTemplates(emailFiles, "emails")

// evaluatedMessage tells a learner that their answer has been evaluated (docs/product.md,
// "Evaluation"). An evaluator's call sends it, not the learner's: it is written in the learner's
// saved language.
func (s *Service) evaluatedMessage(u evaluatedUpload, hundredths int64, link string) (mail.Message, error) {
	lang, _ := locale.Parse(u.Language)
	return emails.Message("answer_evaluated", lang, u.Email, struct {
		Name, Test, Marks, Link string
		Max                     int
	}{u.LearnerName, u.TestName, marksText(hundredths), s.baseURL.String() + link, u.MaxScore})
}

// answerLink answers the page that shows an evaluated answer to its learner (docs/product.md,
// "Notifications"): the test's card in its series, in a subscription of theirs that opens the
// series now; My Subscriptions, where they can renew, when none does.
func answerLink(ctx context.Context, q db.Q, u evaluatedUpload, now time.Time) (string, error) {
	var subscriptionID int64
	err := q.Get(ctx, &subscriptionID, `SELECT e.subscription_id FROM entitlements e
		JOIN subscription_libraries sl ON sl.subscription_id = e.subscription_id
		WHERE e.user_id = ? AND sl.library_id = ? AND e.revoked_at IS NULL AND e.starts_at <= ?
			AND (e.expires_at IS NULL OR e.expires_at > ?)
		ORDER BY e.subscription_id LIMIT 1`, u.UserID, u.LibraryID, now, now)
	if errors.Is(err, db.ErrNotFound) {
		return "/my-subscriptions", nil
	}
	if err != nil {
		return "", err
	}
	return notify.MainsAnswerLink(subscriptionID, u.LibraryID, u.TestID, now), nil
}

// marksText writes hundredths of a mark as marks with two decimals: 12.50.
func marksText(hundredths int64) string {
	return fmt.Sprintf("%d.%02d", hundredths/100, hundredths%100)
}

// defaultRubric is the rubric of a series that names none: what mains evaluators judge an
// answer by (docs/product.md, "Evaluating in the browser").
var defaultRubric = []string{"Content", "Structure", "Introduction and conclusion", "Directive word addressed", "Examples"}

// RubricOf answers a series' rubric criteria from its setting (one per line), or the default.
func RubricOf(setting string) []string {
	var criteria []string
	for _, line := range strings.Split(setting, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			criteria = append(criteria, line)
		}
	}
	if len(criteria) == 0 {
		return defaultRubric
	}
	return criteria
}

// RubricProblem answers what is wrong with a series' rubric setting, or "" when it is right:
// at most maxRubric criteria, each a name of at most maxLabelRunes characters.
func RubricProblem(setting string) string {
	criteria := RubricOf(setting)
	if len(criteria) > maxRubric {
		return fmt.Sprintf("Give at most %d criteria.", maxRubric)
	}
	for _, c := range criteria {
		if utf8.RuneCountInString(c) > maxLabelRunes {
			return fmt.Sprintf("Each criterion may have at most %d characters.", maxLabelRunes)
		}
	}
	return ""
}

// CopyComment is an evaluator's comment on the copy, for the learner to read as text.
type CopyComment struct {
	Page int    `json:"page"`
	Text string `json:"text"`
}

// commentsOf answers the comments among an evaluation's saved annotations in reading order: by
// page, then down the page, then across; the text as the copy shows it (docs/product.md,
// "Evaluating in the browser"). Ticks, crosses and lines say nothing in words and are left out.
func commentsOf(saved string) []CopyComment {
	var annotations []Annotation
	_ = json.Unmarshal([]byte(saved), &annotations) // written by evaluate
	slices.SortStableFunc(annotations, func(a, b Annotation) int {
		return cmp.Or(cmp.Compare(a.Page, b.Page), cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
	})
	comments := []CopyComment{}
	for _, a := range annotations {
		if a.Kind == string(pdfmark.Comment) {
			comments = append(comments, CopyComment{Page: a.Page, Text: pdfmark.NoteText(a.Text)})
		}
	}
	return comments
}
