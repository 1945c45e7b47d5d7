package mains

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"mime/multipart"
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
	pdf         *multipart.FileHeader // the evaluated PDF that comes with the call, if any
	keepsCopy   bool                  // neither a PDF nor anything to draw: a correction keeps the copy given
}

// EvaluationForm is an evaluator's call as sent: the marks and remarks as typed, annotations and
// marks per question as JSON lists, and the evaluated PDF they made elsewhere, if any.
type EvaluationForm struct {
	Marks         string                `form:"marks"`
	Remarks       string                `form:"remarks"`
	Annotations   string                `form:"annotations"`
	QuestionMarks string                `form:"questionMarks"`
	PDF           *multipart.FileHeader `form:"-"`
}

// Evaluate records an evaluator's marks for an upload (again, to correct): with the evaluated
// PDF they made, or with annotations and marks per question from which the server draws it onto
// the learner's own pages. A correction without a new PDF or drawing keeps the copy already
// given. Each evaluation is in the audit log, and a senior's settles a flagged second marking
// (docs/product.md, "Evaluation", "Second marking").
func (s *Service) Evaluate(ctx context.Context, staff httpx.Identity, audit auditFunc, uploadID int64, form EvaluationForm) error {
	upload, err := evaluatedUploadOf(ctx, s.db, uploadID, staff.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return errAnswerNotFound
	}
	if err != nil {
		return err
	}
	if upload.Superseded != nil {
		return errNewerAnswer
	}
	made, err := evaluationOf(ctx, s.db, uploadID)
	if err != nil {
		return err
	}
	in, err := readEvaluation(form, upload.MaxScore, structureOf(upload.Structure), made != nil)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	copyID, err := s.evaluatedCopy(ctx, upload, in, made, now, staff.UserID)
	if err != nil {
		return err
	}
	evaluator := staff.UserID
	after := madeEvaluation{EvaluatorID: &evaluator, Hundredths: in.hundredths, Remarks: in.remarks, FileID: copyID}
	after.Marks = float64(in.hundredths) / 100
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := holdCurrentAnswer(ctx, tx, uploadID, now); err != nil {
			return err
		}
		before, err := evaluationOf(ctx, tx, uploadID)
		if err != nil {
			return err
		}
		if err := saveEvaluation(ctx, tx, audit, uploadID, in, after, now, before); err != nil {
			return err
		}
		if staff.IsAdmin() {
			if err := settleSecondMarking(ctx, tx, audit, uploadID, staff.UserID, now); err != nil {
				return err
			}
		}
		if before != nil {
			return nil // a correction is not e-mailed again
		}
		if err := requestSecondMarking(ctx, tx, uploadID, upload.LibraryID, staff.UserID, in.hundredths, now); err != nil {
			return err
		}
		link, err := answerLink(ctx, tx, upload, now)
		if err != nil {
			return err
		}
		msg, err := s.evaluatedMessage(upload, in.hundredths, link)
		if err != nil {
			return err
		}
		return s.notify.Send(ctx, tx, notify.Notice{UserID: upload.UserID, Kind: notify.AnswerEvaluated,
			Key: strconv.FormatInt(uploadID, 10), Title: locale.T("Your answer has been evaluated"),
			Body: locale.T("%s: %s marks out of %d.", upload.TestName, marksText(in.hundredths), upload.MaxScore),
			Link: link, Email: &msg})
	})
}

// madeEvaluation is an evaluation as the audit log records it, before and after a change.
type madeEvaluation struct {
	EvaluatorID *int64  `db:"evaluator_id" json:"evaluatorId"`
	Hundredths  int64   `db:"marks" json:"-"`
	Marks       float64 `db:"-" json:"marks"`
	Remarks     string  `db:"remarks" json:"remarks"`
	FileID      *int64  `db:"evaluated_file_id" json:"evaluatedFileId"`
}

// evaluatedCopy answers the evaluated PDF of an evaluation: the one sent, the one drawn from the
// annotations and marks per question, or, for a correction of the marks or remarks alone, the
// copy already given.
func (s *Service) evaluatedCopy(ctx context.Context, upload evaluatedUpload, in evaluation, made *madeEvaluation, at time.Time, by int64) (*int64, error) {
	var stored media.File
	var err error
	switch {
	case in.pdf != nil:
		stored, err = s.saveEvaluatedPDF(ctx, in.pdf, by)
	case in.keepsCopy && made != nil:
		return made.FileID, nil
	default:
		stored, err = s.drawEvaluatedPDF(ctx, upload, in, at, by)
	}
	return &stored.ID, err
}

// saveEvaluation writes the evaluation over any earlier one, with its audit entry, and ends the
// evaluator's draft.
func saveEvaluation(ctx context.Context, tx *db.Tx, audit auditFunc, uploadID int64, in evaluation, after madeEvaluation, now time.Time, before *madeEvaluation) error {
	if err := upsertEvaluation(ctx, tx, uploadID, after, now, jsonOrNull(in.annotations), jsonOrNull(in.questions)); err != nil {
		return err
	}
	if err := deleteDraft(ctx, tx, uploadID); err != nil {
		return err
	}
	action, was := "evaluate", any(nil) // the log keeps no "before" for a first evaluation
	if before != nil {
		action, was = "re-evaluate", before
	}
	return audit(ctx, tx, action, auditEvaluation, uploadID, was, after)
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
	held, err := holdAnswer(ctx, tx, uploadID, now)
	if err != nil || !held {
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

// EvaluationScreen is what the annotation screen opens an answer with: the answer, the test's
// question and questions, the series' rubric, the evaluator's saved draft (as they sent it) and
// the evaluation made, if any.
type EvaluationScreen struct {
	Answer     Answer               `json:"answer"`
	Draft      json.RawMessage      `json:"draft"`
	Evaluation *Work                `json:"evaluation"`
	Rubric     []string             `json:"rubric"`
	Question   *WrittenQuestion     `json:"question"` // the evaluator marks against its directive word and limit
	Questions  []StructuredQuestion `json:"questions"`
}

// ScreenFor answers one current answer for the annotation screen.
func (s *Service) ScreenFor(ctx context.Context, uploadID int64) (EvaluationScreen, error) {
	found, err := answerOf(ctx, s.db, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return EvaluationScreen{}, errAnswerNotFound
	}
	if err != nil {
		return EvaluationScreen{}, err
	}
	found.complete()
	saved, err := savedWorkOf(ctx, s.db, uploadID)
	if err != nil {
		return EvaluationScreen{}, err
	}
	// The test's questions, when staff set them: the screen opens with them filled in.
	out := EvaluationScreen{Answer: found, Rubric: RubricOf(saved.Rubric), Questions: structureOf(saved.Structure)}
	if out.Questions == nil {
		out.Questions = []StructuredQuestion{}
	}
	if saved.Text != "" {
		out.Question = &saved.WrittenQuestion
	}
	if saved.Draft != nil {
		out.Draft = json.RawMessage(*saved.Draft)
	}
	if saved.Remarks != nil {
		made := Work{Remarks: *saved.Remarks, Annotations: []Annotation{}, QuestionMarks: []QuestionMark{}}
		// Both were written by Evaluate; an evaluation with an uploaded PDF has neither.
		if saved.Annotations != nil {
			_ = json.Unmarshal([]byte(*saved.Annotations), &made.Annotations)
		}
		if saved.Questions != nil {
			_ = json.Unmarshal([]byte(*saved.Questions), &made.QuestionMarks)
		}
		out.Evaluation = &made
	}
	return out, nil
}

// SaveDraft keeps the evaluator's unfinished work on an answer, so that it survives a reload or
// another device (docs/product.md, "Evaluating in the browser"), and answers when. It is checked
// for shape and size only: an unfinished evaluation may be incomplete.
func (s *Service) SaveDraft(ctx context.Context, staff httpx.Identity, uploadID int64, body []byte) (time.Time, error) {
	unreadable := httpx.Errorf(http.StatusBadRequest, "The draft could not be read.")
	var work Work
	decoder := json.NewDecoder(bytes.NewReader(body))
	decoder.DisallowUnknownFields()
	if decoder.Decode(&work) != nil || len(work.Annotations) > maxAnnotations || len(work.QuestionMarks) > maxQuestions {
		return time.Time{}, unreadable
	}
	upload, err := uploadStateOf(ctx, s.db, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return time.Time{}, errAnswerNotFound
	}
	if err != nil {
		return time.Time{}, err
	}
	if upload.Superseded != nil {
		return time.Time{}, errNewerAnswer
	}
	// Kept as sent, once checked: a mark not yet given stays empty (null) rather than turning
	// into a 0 that would pass for marking the question.
	var draft bytes.Buffer
	if err := json.Compact(&draft, body); err != nil {
		return time.Time{}, unreadable
	}
	now := s.now().UTC()
	return now, upsertDraft(ctx, s.db, uploadID, staff.UserID, draft.String(), now)
}

// Start records that an evaluator has opened an answer to evaluate it, and answers when: the
// learner then sees "Being evaluated" (docs/product.md, "Evaluation on time"). The first opening
// counts.
func (s *Service) Start(ctx context.Context, uploadID int64) (time.Time, error) {
	var started startedUpload
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		var err error
		started, err = markStarted(ctx, tx, uploadID, s.now().UTC())
		return err
	})
	switch {
	case errors.Is(err, db.ErrNotFound):
		return time.Time{}, errAnswerNotFound
	case err != nil:
		return time.Time{}, err
	case started.Superseded != nil:
		return time.Time{}, errNewerAnswer
	}
	return started.At.UTC(), nil
}

// readEvaluation reads and checks the call's fields: every problem at once, per field.
// An answer evaluated before may be corrected without a new copy: the marks or remarks alone.
// A test with its questions set takes marks per question that follow them.
func readEvaluation(form EvaluationForm, maxScore int, questions []StructuredQuestion, hasCopy bool) (evaluation, error) {
	fields := httpx.Fields{}
	in := evaluation{pdf: form.PDF}
	in.annotations = readAnnotations(form.Annotations, fields)
	in.questions = readQuestionMarks(form.QuestionMarks, maxScore, fields)
	if in.questions != nil && len(questions) > 0 && !followsStructure(in.questions, questions, fields) {
		in.questions = nil
	}
	annotated, perQuestion := strings.TrimSpace(form.Annotations) != "", strings.TrimSpace(form.QuestionMarks) != ""
	switch {
	case in.pdf != nil && annotated:
		fields.Set("annotations", "Send annotations or an evaluated PDF, not both.")
	case in.pdf == nil && !annotated && !perQuestion && !hasCopy:
		fields.Set("evaluatedPDF", "Please select the evaluated PDF.")
	}
	in.keepsCopy = in.pdf == nil && !annotated && !perQuestion
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
func (s *Service) saveEvaluatedPDF(ctx context.Context, header *multipart.FileHeader, by int64) (media.File, error) {
	pdf, _, err := readUploadedPDF(header, "evaluatedPDF", s.uploadLimit)
	if err != nil {
		return media.File{}, err
	}
	stored, err := s.media.Save(ctx, media.Document, header.Filename, bytes.NewReader(pdf), by)
	if errors.Is(err, media.ErrUnsupportedType) {
		return media.File{}, httpx.InvalidField("evaluatedPDF", "Only PDF files are allowed")
	}
	return stored, err
}

// drawEvaluatedPDF draws the annotations onto the learner's own pages, adds the summary page
// and stores the result as the evaluated PDF.
func (s *Service) drawEvaluatedPDF(ctx context.Context, u evaluatedUpload, in evaluation, at time.Time, by int64) (media.File, error) {
	answer, err := s.media.Read(ctx, u.AnswerKey, s.uploadLimit)
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
	return s.media.Save(ctx, media.Document, "evaluated.pdf", bytes.NewReader(drawn), by)
}

// summaryLines is the last page of a drawn evaluation: who, what, the marks per question with
// their rubric (after a tab, which starts the column of marks), the total and the remarks. Its
// labels and date are in the learner's saved language, as the e-mail that brings it (staff's
// texts stay as typed). Text in letters the PDF's fonts cannot draw (a name in Tamil, an emoji)
// is replaced by a pointer to the app, where it is shown as written.
func summaryLines(u evaluatedUpload, in evaluation, at time.Time) []string {
	lang, _ := locale.Parse(u.Language)
	say := func(m locale.Message) string { return m.In(lang) }
	drawable := func(text string, otherwise locale.Message) string {
		if d, err := pdfmark.Writable(strings.ReplaceAll(text, "\t", " ")); err == nil {
			return d
		}
		return say(otherwise)
	}
	labels := []string{say(locale.T("Test")), say(locale.T("Learner")), say(locale.T("Evaluator")), say(locale.T("Evaluated"))}
	// The page's Latin letters are of one width, so English values line up after their labels;
	// letters of other scripts are not, so there a value follows its label after one space.
	width, latin := 0, true
	for _, l := range labels {
		width = max(width, utf8.RuneCountInString(l))
		latin = latin && utf8.RuneCountInString(l) == len(l) // ASCII
	}
	label := func(i int) string {
		if !latin {
			return labels[i] + ": "
		}
		return labels[i] + ":" + strings.Repeat(" ", width-utf8.RuneCountInString(labels[i])+1)
	}
	rule := strings.Repeat("-", 56)
	lines := []string{
		say(locale.T("Evaluation")),
		rule,
		label(0) + drawable(u.TestName, locale.T("(its name is in the app)")),
		label(1) + drawable(u.LearnerName, locale.Raw(u.UniqueID)) + " (" + u.UniqueID + ")",
		label(2) + drawable(u.EvaluatorName, locale.T("(named in the app)")),
		label(3) + indiatime.At(at).In(lang),
		rule,
	}
	if len(in.questions) > 0 {
		lines = append(lines, say(locale.T("Question"))+"\t"+say(locale.T("Marks")))
		for _, q := range in.questions {
			lines = append(lines, fmt.Sprintf("%s\t%s / %s", drawable(q.Question, locale.Raw("?")), number(q.Marks), number(q.Maximum)))
			for _, c := range q.Rubric {
				lines = append(lines, fmt.Sprintf("   %s\t%s / %s", drawable(c.Criterion, locale.Raw("?")), number(c.Marks), number(c.Maximum)))
			}
		}
		lines = append(lines, rule)
	}
	lines = append(lines, fmt.Sprintf("%s\t%s / %d", say(locale.T("Total")), hundredthsText(in.hundredths), u.MaxScore))
	if strings.TrimSpace(in.remarks) != "" {
		lines = append(lines, rule, say(locale.T("Remarks"))+":",
			drawable(in.remarks, locale.T("The remarks have letters this page cannot show: read them in the app.")))
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
	subscriptionID, err := subscriptionOpening(ctx, q, u.UserID, u.LibraryID, now)
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
