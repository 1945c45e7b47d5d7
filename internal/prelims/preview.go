package prelims

// Preview as a learner (docs/product.md, "Preview as a learner"): staff walk a test through the
// learner's own screens, and at the end see the review the learner would get, without an
// attempt: nothing is stored, so nothing can enter a ranking, a statistic or a percentile.

import (
	"context"
	"net/http"

	"aspirant/internal/httpx"
)

// Preview scores a sheet answered in an admin's preview against the paper as it stands
// and answers its review. The sheet is checked as a learner's submission is.
func (s *Service) Preview(ctx context.Context, id httpx.Identity, testID int64, answers []Answer) (Review, error) {
	if !id.IsAdmin() {
		return Review{}, httpx.Errorf(http.StatusForbidden, "Only the institute's admins can preview a test.")
	}
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return Review{}, err
	}
	if p, err = currentPaper(ctx, s.db, p); err != nil {
		return Review{}, err
	}
	if err := p.check(answers); err != nil {
		return Review{}, err
	}
	result := p.Score(answers)
	now := s.now()
	finish := finishSubmitted
	a := attempt{TestID: testID, UserID: id.UserID, Status: attemptSubmitted, StartedAt: now, DeadlineAt: now,
		SubmittedAt: &now, Finish: &finish, Score: &result.Score, Correct: &result.Correct,
		Incorrect: &result.Incorrect, Unattempted: &result.Unattempted}
	saved := make([]SavedAnswer, len(answers))
	for i, answer := range answers {
		saved[i] = answer.saved()
	}
	return s.reviewOf(ctx, id, p, sitting{attempt: a, saved: saved, preview: true})
}

func (s *Service) preview(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	testID, err := httpx.PositiveID(r.PathValue("id"), "id")
	if err != nil {
		return err
	}
	var in struct {
		Answers string `form:"answers"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	answers, err := ParseAnswers(in.Answers)
	if err != nil {
		return err
	}
	review, err := s.Preview(r.Context(), id, testID, answers)
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(review, ""))
	return nil
}
