package admin

// Learners' notes about questions, as staff handle them: reports of errors in questions
// (docs/product.md, "Reporting an error in a question") and challenges of answer keys after a
// live test ("Key challenges") are one mechanism with two kinds, the test engine's
// (prelims.Service). For each kind the console lists the questions with
// their notes, and closes a question's open notes together with one reply.
//
// Closing reports changes nothing a cache holds (the review reads the learner's notes from the
// database on every call), so it is audited but does not go through changeCatalogue. Fixing the
// question itself is the question bank's PUT, whose key correction re-scores (questions.go).
// Deciding challenges may change the key or drop the question and re-score the test in the same
// transaction, so it goes through changeCatalogue: every server drops its cached paper.

import (
	"context"
	"fmt"
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/prelims"
)

func (s *Service) questionNoteRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/question-reports", adminOnly(listNotes(s, s.bank.ReportedQuestions)))
	mux.Handle("POST /api/v1/admin/questions/{id}/reports/close", adminOnly(s.closeReports))
	mux.Handle("GET /api/v1/admin/key-challenges", adminOnly(listNotes(s, s.bank.ChallengedQuestions)))
	mux.Handle("POST /api/v1/admin/questions/{id}/challenges/decide", adminOnly(s.decideChallenges))
}

// listNotes answers the questions with notes of a kind in a state (?status=, open by default),
// as list groups them.
func listNotes[Question any](s *Service, list func(context.Context, db.Q, string) ([]Question, error)) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		status := r.URL.Query().Get("status")
		if status == "" {
			status = prelims.ReportOpen
		}
		items, err := list(r.Context(), s.db, status)
		if err != nil {
			return err
		}
		httpx.OK(w, httpx.M{"items": items})
		return nil
	}
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

// decideChallenges accepts or rejects a question's open challenges with one reply; the audit log
// records the decision and what it re-scored.
func (s *Service) decideChallenges(w http.ResponseWriter, r *http.Request) error {
	actor, _ := httpx.IdentityFrom(r.Context())
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Decision      string `form:"decision"`
		Reply         string `form:"reply"`
		CorrectOption string `form:"correctOption"`
		Drop          bool   `form:"drop"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	errs := httpx.Fields{}
	accept := in.Decision == "accept"
	if !accept && in.Decision != "reject" {
		errs.Set("decision", "Decision must be accept or reject.")
	}
	errs.Text("reply", &in.Reply, httpx.TextRule{Label: locale.T("The reply"), Required: true, Max: prelims.ChallengeReasonMax})
	d := prelims.ChallengeDecision{Accept: accept, Drop: in.Drop, Reply: in.Reply, StaffID: actor.UserID}
	if accept && !in.Drop {
		option, err := httpx.PositiveID(in.CorrectOption, "correctOption")
		if err != nil {
			errs.Set("correctOption", "Choose the correct option, or drop the question.")
		}
		d.CorrectOption = option
	}
	if err := errs.Err(); err != nil {
		return err
	}
	var decided prelims.ChallengesDecided
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if decided, err = s.bank.DecideChallenges(r.Context(), tx, id, d); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "decide", "key challenges", id, nil, map[string]any{"status": decided.Status,
			"challenges": decided.Challenges, "drop": d.Drop, "correctOption": d.CorrectOption, "reply": d.Reply,
			"attemptsRescored": decided.Rescored.Attempts, "resultsChanged": decided.Rescored.Changed})
	})
	if err != nil {
		return err
	}
	challenges := count(decided.Challenges, "challenge", "challenges")
	message := challenges + " rejected."
	if accept {
		message = fmt.Sprintf("%s accepted: %s scored again, and %d of the results changed.", challenges,
			count(decided.Rescored.Attempts, "submitted attempt was", "submitted attempts were"), decided.Rescored.Changed)
	}
	httpx.OK(w, httpx.M{"message": message, "rescored": decided.Rescored.Attempts, "changed": decided.Rescored.Changed})
	return nil
}

// count writes n with the singular or the plural words.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
