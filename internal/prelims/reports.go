package prelims

// Reports of an error in a question (docs/product.md, "Reporting an error in a question"), one
// kind of learners' note about a question (questionnotes.go): a learner who has submitted a test
// flags one of its questions from the review; staff read the reports per question in the console,
// fix the question there if it needs it (a corrected key re-scores, "Key corrections"), and close
// the reports with a reply the learner reads in the review. The console owns its requests and the
// audit log; it calls these inside its transaction.

import (
	"context"
	"net/http"
	"slices"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// Report states.
const (
	ReportOpen      = noteOpen
	ReportResolved  = "resolved"  // staff fixed the question (or found the report right)
	ReportDismissed = "dismissed" // staff checked the question and left it as it is
)

// ReportKinds are what a learner may say is wrong with a question, in the order the dialog
// lists them.
var ReportKinds = []string{"wrong_key", "translation", "typo", "other"}

// ReportStatuses are the states a report can be in, the open one first.
var ReportStatuses = []string{ReportOpen, ReportResolved, ReportDismissed}

// ReportNoteMax bounds a report's note and a staff reply, in characters.
const ReportNoteMax = 1000

// ReportInput is a learner's report of an error in a question.
type ReportInput struct {
	Kind string `form:"kind"`
	Note string `form:"note"`
}

// Validate trims the input and answers a message per field that breaks a rule. The note is
// optional, except for 'other': a report that names no kind must say what is wrong.
func (in *ReportInput) Validate() httpx.Fields {
	errs := httpx.Fields{}
	in.Kind = httpx.CleanText(in.Kind)
	if !slices.Contains(ReportKinds, in.Kind) {
		errs.Set("kind", "Choose what is wrong with the question.")
	}
	errs.Text("note", &in.Note, httpx.TextRule{Label: locale.T("The note"), Max: ReportNoteMax,
		TooLong: locale.T("The note must be at most 1,000 characters.")})
	if _, said := errs["note"]; !said && in.Kind == "other" && in.Note == "" {
		errs.Set("note", "Tell us what is wrong with the question.")
	}
	return errs
}

// LearnerReport is the caller's latest report of a question, as the review shows it.
type LearnerReport struct {
	ID         int64      `json:"id"`
	QuestionID int64      `json:"questionId"`
	Kind       string     `json:"kind"`
	Note       string     `json:"note"`
	Status     string     `json:"status"`
	Reply      string     `json:"reply"`
	CreatedAt  time.Time  `json:"createdAt"`
	UpdatedAt  time.Time  `json:"updatedAt"`
	ResolvedAt *time.Time `json:"resolvedAt"`
}

// heldUntilClose answers the report as the learner may read it while the test's key is held
// (docs/product.md, "Live tests"): staff's decision and reply could give the key away, so until
// the close the report reads as sent and not yet answered.
func (r *LearnerReport) heldUntilClose() *LearnerReport {
	if r == nil || r.Status == ReportOpen {
		return r
	}
	held := *r
	held.Status, held.Reply, held.ResolvedAt = ReportOpen, "", nil
	return &held
}

var (
	// The review, and with it the report, opens once the learner has submitted the test.
	errReportNotSubmitted = httpx.Errorf(http.StatusForbidden, "You can report an error in a question once you have submitted its test.")
	errNoOpenReports      = httpx.Errorf(http.StatusConflict, "This question has no open reports.")
)

// errorReports is the kind of note a report is: whenever the review is open, and again once
// staff have closed the last one.
var errorReports = &noteKind{name: "error_report", notSubmitted: errReportNotSubmitted, noneOpen: errNoOpenReports}

// ReportQuestion records the caller's report of an error in a question of a test they have
// submitted, whose review is open to them. A second report while the first is open rewrites its
// kind and note; created says which happened.
func (s *Service) ReportQuestion(ctx context.Context, id httpx.Identity, questionID int64, in ReportInput) (LearnerReport, bool, error) {
	n, created, err := s.fileNote(ctx, id, errorReports, questionID, in.Kind, in.Note)
	return learnerReport(n), created, err
}

func learnerReport(n questionNote) LearnerReport {
	return LearnerReport{ID: n.ID, QuestionID: n.QuestionID, Kind: n.Category, Note: n.Text, Status: n.Status, Reply: n.Reply,
		CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt, ResolvedAt: n.ClosedAt}
}

// learnerReports answers the caller's latest report of each question of a test.
func (s *Service) learnerReports(ctx context.Context, userID, testID int64) (map[int64]*LearnerReport, error) {
	notes, err := learnerNotes(ctx, s.db, errorReports, userID, testID)
	out := make(map[int64]*LearnerReport, len(notes))
	for questionID, n := range notes {
		r := learnerReport(n)
		out[questionID] = &r
	}
	return out, err
}

// StaffReport is one learner's report as staff read it.
type StaffReport struct {
	ID           int64      `json:"id"`
	Kind         string     `json:"kind"`
	Note         string     `json:"note"`
	Status       string     `json:"status"`
	Reply        string     `json:"reply"`
	LearnerName  string     `json:"learnerName"`
	LearnerEmail string     `json:"learnerEmail"`
	CreatedAt    time.Time  `json:"createdAt"`
	UpdatedAt    time.Time  `json:"updatedAt"`
	ResolvedBy   *string    `json:"resolvedBy"` // the staff member's e-mail
	ResolvedAt   *time.Time `json:"resolvedAt"`
}

// ReportedQuestion is a question with its reports in one state, as the console lists it.
type ReportedQuestion struct {
	QuestionID  int64  `json:"questionId"`
	TestID      int64  `json:"testId"`
	TestName    string `json:"testName"`
	Number      int    `json:"number"` // the question's number in its test, as learners see it
	Description string `json:"description"`
	// KeyCorrectedAt: when staff last changed this question's correct option (null: never).
	KeyCorrectedAt *time.Time     `json:"keyCorrectedAt"`
	Counts         map[string]int `json:"counts"` // reports per kind, every kind present
	Total          int            `json:"total"`
	LatestAt       time.Time      `json:"latestAt"`
	Reports        []StaffReport  `json:"reports"` // newest first
}

// ReportedQuestions answers the questions that have reports in a state, the most recently
// reported first, each with its reports newest first.
func (s *Service) ReportedQuestions(ctx context.Context, q db.Q, status string) ([]ReportedQuestion, error) {
	if !slices.Contains(ReportStatuses, status) {
		return nil, httpx.Invalid(httpx.Fields{"status": locale.T("Status must be open, resolved or dismissed.")})
	}
	ids, notes, err := notedQuestions(ctx, q, errorReports, []string{status})
	if err != nil || len(ids) == 0 {
		return []ReportedQuestion{}, err
	}
	heads, err := reportedQuestionHeads(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	out := make([]ReportedQuestion, 0, len(ids))
	for _, questionID := range ids {
		h := heads[questionID]
		rq := ReportedQuestion{QuestionID: questionID, TestID: h.TestID, TestName: h.TestName, Number: h.Number,
			Description: stafftext.HTML(h.Description), KeyCorrectedAt: utcOrNil(h.KeyCorrectedAt), Counts: map[string]int{},
			Reports: []StaffReport{}}
		for _, k := range ReportKinds {
			rq.Counts[k] = 0
		}
		for _, n := range notes[questionID] {
			rq.Reports = append(rq.Reports, StaffReport{ID: n.ID, Kind: n.Category, Note: n.Text, Status: n.Status, Reply: n.Reply,
				LearnerName: n.LearnerName, LearnerEmail: n.LearnerEmail, CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt,
				ResolvedBy: n.ClosedBy, ResolvedAt: n.ClosedAt})
			rq.Counts[n.Category]++
			if n.UpdatedAt.After(rq.LatestAt) {
				rq.LatestAt = n.UpdatedAt
			}
		}
		rq.Total = len(rq.Reports)
		out = append(out, rq)
	}
	return out, nil
}

// reportedQuestion is a question with reports, as the console heads its reports.
type reportedQuestion struct {
	QuestionID     int64      `db:"question_id"`
	TestID         int64      `db:"test_id"`
	TestName       string     `db:"test_name"`
	Number         int        `db:"number"`
	Description    string     `db:"description_html"`
	KeyCorrectedAt *time.Time `db:"key_corrected_at"`
}

// reportedQuestionHeads answers some questions with their tests, by id. A question's number
// counts the questions before it in the paper's order (position, then id), as the review numbers
// them.
func reportedQuestionHeads(ctx context.Context, q db.Q, ids []int64) (map[int64]reportedQuestion, error) {
	var rows []reportedQuestion
	err := q.Select(ctx, &rows, `SELECT pq.id AS question_id, pq.test_id, t.name AS test_name, pq.description_html, pq.key_corrected_at,
			(SELECT COUNT(*) FROM prelims_questions o WHERE o.test_id = pq.test_id
				AND (o.position < pq.position OR (o.position = pq.position AND o.id <= pq.id))) AS number
		FROM prelims_questions pq JOIN prelims_tests t ON t.id = pq.test_id
		WHERE pq.id IN (`+db.Placeholders(len(ids))+`)`, anys(ids)...)
	out := make(map[int64]reportedQuestion, len(rows))
	for _, r := range rows {
		out[r.QuestionID] = r
	}
	return out, err
}

// ReportsClosed is what closing a question's reports did.
type ReportsClosed struct {
	TestID  int64   `json:"testId"`
	Closed  []int64 `json:"reports"` // the reports closed
	Status  string  `json:"status"`
	Reply   string  `json:"reply"`
	StaffID int64   `json:"-"`
	// HeldUntil: the test's live window is open, so the learners read the reply at its close.
	HeldUntil *time.Time `json:"heldUntil,omitempty"`
}

// CloseReports resolves or dismisses every open report of a question with the same reply, which
// the reporting learners read in their review.
func (s *Service) CloseReports(ctx context.Context, tx *db.Tx, questionID int64, status, reply string, staffID int64) (ReportsClosed, error) {
	out := ReportsClosed{Status: status, Reply: reply, StaffID: staffID}
	var err error
	if out.TestID, out.Closed, err = s.closeNotes(ctx, tx, errorReports, questionID, status, reply, staffID); err != nil {
		return out, err
	}
	out.HeldUntil, err = keysHeldUntil(ctx, tx, out.TestID, s.now(), s.grace)
	return out, err
}
