package admin

// Learners' reports of errors in questions, as staff handle them (docs/product.md, "Reporting an
// error in a question"): the reported questions with their reports, and closing a question's
// open reports with a reply. Fixing the question itself is the question bank's PUT, whose key
// correction re-scores (questions.go). The reports are the test engine's (prelims.Service).
//
// Closing a report changes nothing a cache holds: the review reads the learner's reports from
// the database on every call. So the write is audited but does not go through changeCatalogue.

import (
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/prelims"
)

func (s *Service) reportRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/question-reports", adminOnly(s.listReports))
	mux.Handle("POST /api/v1/admin/questions/{id}/reports/close", adminOnly(s.closeReports))
}

// listReports answers the questions with reports in one state (?status=, open by default), the
// most recently reported first.
func (s *Service) listReports(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status == "" {
		status = prelims.ReportOpen
	}
	items, err := s.bank.ReportedQuestions(r.Context(), s.db, status)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"items": items})
	return nil
}

// closeReports resolves or dismisses every open report of a question, with one reply the
// reporting learners read in their review; the audit log records who closed which reports.
func (s *Service) closeReports(w http.ResponseWriter, r *http.Request) error {
	actor, _ := httpx.IdentityFrom(r.Context())
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Status string `form:"status"`
		Reply  string `form:"reply"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	errs := httpx.Fields{}
	if in.Status != prelims.ReportResolved && in.Status != prelims.ReportDismissed {
		errs.Set("status", "Status must be resolved or dismissed.")
	}
	errs.Text("reply", &in.Reply, httpx.TextRule{Label: locale.T("The reply"), Max: prelims.ReportNoteMax})
	if err := errs.Err(); err != nil {
		return err
	}
	var closed prelims.ReportsClosed
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		if closed, err = s.bank.CloseReports(r.Context(), tx, id, in.Status, in.Reply, actor.UserID); err != nil {
			return err
		}
		action := "resolve"
		if in.Status == prelims.ReportDismissed {
			action = "dismiss"
		}
		return s.audit(r.Context(), tx, r, action, "question reports", id, map[string]any{"open": closed.Closed}, closed)
	})
	if err != nil {
		return err
	}
	message := locale.T("%d reports resolved.", len(closed.Closed))
	switch {
	case in.Status == prelims.ReportResolved && len(closed.Closed) == 1:
		message = locale.T("1 report resolved.")
	case in.Status == prelims.ReportDismissed && len(closed.Closed) == 1:
		message = locale.T("1 report dismissed.")
	case in.Status == prelims.ReportDismissed:
		message = locale.T("%d reports dismissed.", len(closed.Closed))
	}
	said := httpx.Say(r, message)
	if closed.HeldUntil != nil {
		// The reply could give the key away while others are still sitting the test.
		said += " " + httpx.Say(r, locale.T("The test's live window is open: learners read your reply when it closes at %s.",
			indiatime.Format(*closed.HeldUntil)))
	}
	httpx.OK(w, httpx.M{"message": said, "closed": len(closed.Closed)})
	return nil
}
