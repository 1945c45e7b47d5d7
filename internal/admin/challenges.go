package admin

// Learners' challenges of answer keys after a live test (docs/product.md, "Key challenges"), as
// staff decide them: the challenged questions with their challenges, and one decision per
// question. An accepted challenge changes the key or drops the question and re-scores the test
// in the same transaction (the test engine's DecideChallenges); it goes through changeCatalogue
// because the paper changed, so every server drops its cached copy.

import (
	"fmt"
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/prelims"
)

func (s *Service) challengeRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/key-challenges", adminOnly(s.listChallenges))
	mux.Handle("POST /api/v1/admin/questions/{id}/challenges/decide", adminOnly(s.decideChallenges))
}

// listChallenges answers the challenged questions (?status=open, the default, or all).
func (s *Service) listChallenges(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status == "" {
		status = prelims.ChallengeOpen
	}
	items, err := s.bank.ChallengedQuestions(r.Context(), s.db, status)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"items": items})
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
