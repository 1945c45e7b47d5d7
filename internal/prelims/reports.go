package prelims

// Reports of an error in a question (docs/product.md, "Reporting an error in a question"): a
// learner who has submitted a test flags one of its questions from the review; staff read the
// reports per question in the console, fix the question there if it needs it (a corrected key
// re-scores, "Key corrections"), and close the reports with a reply the learner reads in the
// review. The console owns its requests and the audit log; it calls these inside its transaction.

import (
	"context"
	"errors"
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
	ReportOpen      = "open"
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
	ID         int64      `db:"id" json:"id"`
	QuestionID int64      `db:"question_id" json:"questionId"`
	Kind       string     `db:"kind" json:"kind"`
	Note       string     `db:"note" json:"note"`
	Status     string     `db:"status" json:"status"`
	Reply      string     `db:"reply" json:"reply"`
	CreatedAt  time.Time  `db:"created_at" json:"createdAt"`
	UpdatedAt  time.Time  `db:"updated_at" json:"updatedAt"`
	ResolvedAt *time.Time `db:"resolved_at" json:"resolvedAt"`
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

func (r LearnerReport) utc() LearnerReport {
	r.CreatedAt, r.UpdatedAt, r.ResolvedAt = r.CreatedAt.UTC(), r.UpdatedAt.UTC(), utcOrNil(r.ResolvedAt)
	return r
}

var (
	errReportNoQuestion = httpx.Errorf(http.StatusNotFound, "This question was not found.")
	// The review, and with it the report, opens once the learner has submitted the test.
	errReportNotSubmitted = httpx.Errorf(http.StatusForbidden, "You can report an error in a question once you have submitted its test.")
)

// ReportQuestion records the caller's report of an error in a question of a test they have
// submitted, whose review is open to them. A second report while the first is open rewrites its
// kind and note; created says which happened.
func (s *Service) ReportQuestion(ctx context.Context, id httpx.Identity, questionID int64, in ReportInput) (report LearnerReport, created bool, err error) {
	testID, err := questionTest(ctx, s.db, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return report, false, errReportNoQuestion
	}
	if err != nil {
		return report, false, err
	}
	_, submitted, err := attemptTally(ctx, s.db, testID, id.UserID)
	if err != nil {
		return report, false, err
	}
	if submitted == 0 {
		return report, false, errReportNotSubmitted
	}
	// The same check as the review's: the learner may still open the test series.
	if _, err := s.paperFor(ctx, id, testID); err != nil {
		return report, false, err
	}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		_, found, err := openReport(ctx, tx, questionID, id.UserID)
		if err != nil {
			return err
		}
		created = !found
		reportID, err := upsertReport(ctx, tx, questionID, id.UserID, in, s.now().UTC())
		if err != nil {
			return err
		}
		report, err = reportByID(ctx, tx, reportID)
		return err
	})
	return report.utc(), created, err
}

// learnerReports answers the caller's latest report of each question of a test.
func (s *Service) learnerReports(ctx context.Context, userID, testID int64) (map[int64]*LearnerReport, error) {
	rows, err := reportsOfLearner(ctx, s.db, userID, testID)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*LearnerReport, len(rows))
	for _, r := range rows { // oldest first: the latest wins
		r = r.utc()
		out[r.QuestionID] = &r
	}
	return out, nil
}

// StaffReport is one learner's report as staff read it.
type StaffReport struct {
	ID           int64      `db:"id" json:"id"`
	Kind         string     `db:"kind" json:"kind"`
	Note         string     `db:"note" json:"note"`
	Status       string     `db:"status" json:"status"`
	Reply        string     `db:"reply" json:"reply"`
	LearnerName  string     `db:"learner_name" json:"learnerName"`
	LearnerEmail string     `db:"learner_email" json:"learnerEmail"`
	CreatedAt    time.Time  `db:"created_at" json:"createdAt"`
	UpdatedAt    time.Time  `db:"updated_at" json:"updatedAt"`
	ResolvedBy   *string    `db:"resolved_by" json:"resolvedBy"` // the staff member's e-mail
	ResolvedAt   *time.Time `db:"resolved_at" json:"resolvedAt"`
	QuestionID   int64      `db:"question_id" json:"-"`
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

// ReportedQuestionsLimit bounds the console's list: the questions with the newest reports.
const ReportedQuestionsLimit = 200

// ReportedQuestions answers the questions that have reports in a state, the most recently
// reported first, each with its reports newest first.
func (s *Service) ReportedQuestions(ctx context.Context, q db.Q, status string) ([]ReportedQuestion, error) {
	if !slices.Contains(ReportStatuses, status) {
		return nil, httpx.Invalid(httpx.Fields{"status": locale.T("Status must be open, resolved or dismissed.")})
	}
	heads, err := reportedQuestionHeads(ctx, q, status, ReportedQuestionsLimit)
	if err != nil || len(heads) == 0 {
		return []ReportedQuestion{}, err
	}
	ids := make([]int64, len(heads))
	for i, h := range heads {
		ids[i] = h.QuestionID
	}
	reports, err := staffReports(ctx, q, status, ids)
	if err != nil {
		return nil, err
	}
	byQuestion := map[int64][]StaffReport{}
	for _, r := range reports {
		r.CreatedAt, r.UpdatedAt, r.ResolvedAt = r.CreatedAt.UTC(), r.UpdatedAt.UTC(), utcOrNil(r.ResolvedAt)
		byQuestion[r.QuestionID] = append(byQuestion[r.QuestionID], r)
	}
	out := make([]ReportedQuestion, len(heads))
	for i, h := range heads {
		rq := ReportedQuestion{QuestionID: h.QuestionID, TestID: h.TestID, TestName: h.TestName, Number: h.Number,
			Description: stafftext.HTML(h.Description), KeyCorrectedAt: utcOrNil(h.KeyCorrectedAt), Counts: map[string]int{},
			Reports: byQuestion[h.QuestionID]}
		for _, k := range ReportKinds {
			rq.Counts[k] = 0
		}
		for _, r := range rq.Reports {
			rq.Counts[r.Kind]++
			if r.UpdatedAt.After(rq.LatestAt) {
				rq.LatestAt = r.UpdatedAt
			}
		}
		rq.Total = len(rq.Reports)
		if rq.Reports == nil {
			rq.Reports = []StaffReport{}
		}
		out[i] = rq
	}
	return out, nil
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

var errNoOpenReports = httpx.Errorf(http.StatusConflict, "This question has no open reports.")

// CloseReports resolves or dismisses every open report of a question with the same reply, which
// the reporting learners read in their review.
func (s *Service) CloseReports(ctx context.Context, tx *db.Tx, questionID int64, status, reply string, staffID int64) (ReportsClosed, error) {
	out := ReportsClosed{Status: status, Reply: reply, StaffID: staffID}
	testID, err := questionTest(ctx, tx, questionID)
	if errors.Is(err, db.ErrNotFound) {
		return out, errNoQuestion
	}
	if err != nil {
		return out, err
	}
	out.TestID = testID
	if out.Closed, err = openReportIDs(ctx, tx, questionID); err != nil {
		return out, err
	}
	if len(out.Closed) == 0 {
		return out, errNoOpenReports
	}
	if out.HeldUntil, err = keysHeldUntil(ctx, tx, testID, s.now(), s.grace); err != nil {
		return out, err
	}
	return out, closeReports(ctx, tx, questionID, status, reply, staffID, s.now().UTC())
}
