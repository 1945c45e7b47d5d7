package prelims

// CSAT (docs/product.md, "CSAT"): UPSC's second prelims paper is qualifying. A GS paper names
// the CSAT paper of its series that goes with it; the GS analysis says whether the learner
// qualified in it, and the GS rankings can be narrowed to those who did.

import (
	"context"
	"errors"
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// CSAT states of a learner, as the GS analysis gives them.
const (
	csatQualified    = "qualified"
	csatNotQualified = "not_qualified"
	csatNotTaken     = "not_taken"
)

// qualifyingScore is the score, in hundredths, that qualifies in a CSAT paper.
func (p *paper) qualifyingScore() int64 { return int64(p.Marks) * int64(p.QualifyingPercent) }

// CSATResult is how the learner did in the CSAT paper paired with a GS paper.
type CSATResult struct {
	TestID          int64    `json:"testId"`
	Name            string   `json:"name"`
	Slug            string   `json:"slug"`
	TotalMarks      int      `json:"totalMarks"`
	QualifyingScore float64  `json:"qualifyingScore"`
	Score           *float64 `json:"score"`  // their ranked attempt's, else their first submitted one's; null: not taken
	Status          string   `json:"status"` // qualified, not_qualified or not_taken
}

// Qualifying is a CSAT paper's own verdict on an attempt.
type Qualifying struct {
	QualifyingScore float64 `json:"qualifyingScore"`
	Qualified       bool    `json:"qualified"`
}

// qualifyingOf answers the verdict of a score on a CSAT paper (nil for any other paper).
func (p *paper) qualifyingOf(score int64) *Qualifying {
	if !p.IsCSAT {
		return nil
	}
	return &Qualifying{QualifyingScore: marks(p.qualifyingScore()), Qualified: score >= p.qualifyingScore()}
}

// csatResult answers how the caller did in the CSAT paper paired with a GS paper (nil when it has
// none, the pairing names a test of another series, or the CSAT paper's own key is still held,
// since its verdict tells its score).
func (s *Service) csatResult(ctx context.Context, gs *paper, id httpx.Identity) (*CSATResult, error) {
	csat, err := s.pairedCSAT(ctx, gs)
	if csat == nil || err != nil || csat.Window.keysHeld(id, s.now(), s.grace) {
		return nil, err
	}
	userID := id.UserID
	out := &CSATResult{TestID: csat.TestID, Name: csat.Name, Slug: csat.Slug, TotalMarks: csat.Marks,
		QualifyingScore: marks(csat.qualifyingScore()), Status: csatNotTaken}
	score, taken, err := csatScore(ctx, s.db, csat.TestID, userID)
	if err != nil || !taken {
		return out, err
	}
	m := marks(score)
	out.Score, out.Status = &m, csatNotQualified
	if score >= csat.qualifyingScore() {
		out.Status = csatQualified
	}
	return out, nil
}

// pairedCSAT answers the CSAT paper a GS paper names, when it is of the same series.
func (s *Service) pairedCSAT(ctx context.Context, gs *paper) (*paper, error) {
	if gs.CSATTestID == nil || *gs.CSATTestID == gs.TestID {
		return nil, nil
	}
	csat, err := s.cachedPaper(ctx, *gs.CSATTestID)
	if errors.Is(err, errTestNotFound) || (err == nil && csat.LibraryID != gs.LibraryID) {
		return nil, nil
	}
	return csat, err
}

var errNoCSAT = httpx.Errorf(http.StatusBadRequest, "This test has no CSAT paper.")

// RankingsCSAT says that the rankings are of those who qualified in the paired CSAT paper.
type RankingsCSAT struct {
	TestID          int64   `json:"testId"`
	Name            string  `json:"name"`
	QualifyingScore float64 `json:"qualifyingScore"`
	QualifiedOnly   bool    `json:"qualifiedOnly"`
}

// qualifiedStanding narrows a GS paper's standing to the learners whose ranked CSAT attempt
// qualified. While the CSAT paper's own key is held, who qualified is held with it: it tells
// scores.
func (s *Service) qualifiedStanding(ctx context.Context, id httpx.Identity, gs *paper, st *standing) (*standing, *RankingsCSAT, error) {
	csat, err := s.pairedCSAT(ctx, gs)
	if err != nil {
		return nil, nil, err
	}
	if csat == nil {
		return nil, nil, errNoCSAT
	}
	if err := csat.Window.refuseRankingsWhileOpen(id, s.now(), s.grace); err != nil {
		return nil, nil, err
	}
	cst, err := s.rankings.get(ctx, csat.TestID)
	if err != nil {
		return nil, nil, err
	}
	qualified := map[int64]bool{}
	for i := 0; i < len(cst.scores) && cst.scores[i] >= csat.qualifyingScore(); i++ { // best first
		qualified[cst.userIDs[i]] = true
	}
	return st.only(func(userID int64) bool { return qualified[userID] }),
		&RankingsCSAT{TestID: csat.TestID, Name: csat.Name, QualifyingScore: marks(csat.qualifyingScore()), QualifiedOnly: true}, nil
}

// csatScore answers a learner's score on a CSAT paper: their ranked attempt's, else their first
// submitted attempt's.
func csatScore(ctx context.Context, q db.Q, testID, userID int64) (int64, bool, error) {
	var score int64
	err := q.Get(ctx, &score, `SELECT score FROM prelims_attempts WHERE test_id = ? AND user_id = ? AND status = 'submitted'
		ORDER BY ranked DESC, attempt_no LIMIT 1`, testID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, false, nil
	}
	return score, err == nil, err
}
