package prelims

// What a learner sees after sitting a test: the rankings, their attempts, and the review of
// one attempt with its analysis (docs/product.md, "Rankings").

import (
	"context"
	"math"
	"net/http"
	"sort"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/translations"
)

// Rankings answers a test's top limit rows and the caller's own place, from their ranked
// attempt, even when it is beyond the limit or newer than the cached standing. A live test's
// rankings wait for its window to close.
// qualifiedOnly narrows them to the learners who qualified in the paired CSAT paper.
func (s *Service) Rankings(ctx context.Context, id httpx.Identity, testID int64, limit int, qualifiedOnly bool) (Rankings, error) {
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return Rankings{}, err
	}
	if err := p.Window.refuseRankingsWhileOpen(id, s.now(), s.grace); err != nil {
		return Rankings{}, err
	}
	st, err := s.rankings.get(ctx, p.TestID)
	if err != nil {
		return Rankings{}, err
	}
	var csat *RankingsCSAT
	if qualifiedOnly {
		if st, csat, err = s.qualifiedStanding(ctx, id, p, st); err != nil {
			return Rankings{}, err
		}
	} else if paired, err := s.pairedCSAT(ctx, p); err != nil {
		return Rankings{}, err
	} else if paired != nil {
		csat = &RankingsCSAT{TestID: paired.TestID, Name: paired.Name, QualifyingScore: marks(paired.qualifyingScore())}
	}
	out := Rankings{TestName: p.Name, TotalParticipants: len(st.scores), Rows: make([]RankingRow, 0, min(limit, len(st.scores))+1),
		CSAT: csat}
	if len(st.scores) > 0 {
		top := marks(st.scores[0])
		out.HighestScore = &top
	}
	callerListed := false
	for i := 0; i < len(st.scores) && i < limit; i++ {
		out.Rows = append(out.Rows, RankingRow{Rank: st.rankOf(st.scores[i]), UniqueID: st.uniqueIDs[i], Score: marks(st.scores[i])})
		callerListed = callerListed || st.userIDs[i] == id.UserID
	}
	first, ok, err := rankedScore(ctx, s.db, p.TestID, id.UserID)
	if err != nil || !ok || (qualifiedOnly && !st.listed[id.UserID]) {
		return out, err // a caller who did not qualify has no place among those who did
	}
	pl := st.place(first, !st.listed[id.UserID])
	out.You = &YourRank{Rank: pl.Rank, UniqueID: id.UniqueID, Score: marks(first), Percentile: roundTo2(pl.Percentile)}
	if !st.listed[id.UserID] {
		top := marks(pl.Topper)
		out.TotalParticipants, out.HighestScore = pl.Participants, &top
	}
	you := RankingRow{Rank: pl.Rank, UniqueID: id.UniqueID, Score: marks(first)}
	if !st.listed[id.UserID] {
		// The standing predates the caller's first attempt: everyone who scored less is one
		// place further down once the caller counts (1, 1, 3 with the caller, not 1, 1, 2).
		for i := range out.Rows {
			if st.scores[i] < first {
				out.Rows[i].Rank++
			}
		}
	}
	if !callerListed && len(out.Rows) < limit {
		out.Rows = insertRow(out.Rows, you)
	} else if !callerListed {
		out.Rows = append(out.Rows, you)
	}
	return out, nil
}

// insertRow puts the caller's row where their rank places it.
func insertRow(rows []RankingRow, row RankingRow) []RankingRow {
	i := 0
	for i < len(rows) && rows[i].Rank <= row.Rank {
		i++
	}
	rows = append(rows, RankingRow{})
	copy(rows[i+1:], rows[i:])
	rows[i] = row
	return rows
}

func roundTo2(f float64) float64 { return math.Round(f*100) / 100 }

// Attempted answers the caller's finished attempts of a test, and the one still running
// (docs/product.md, "Your attempts"): every attempt counted in AttemptsTaken is listed.
func (s *Service) Attempted(ctx context.Context, id httpx.Identity, testID int64) (Attempted, error) {
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return Attempted{}, err
	}
	rows, err := attemptsOf(ctx, s.db, p.TestID, id.UserID)
	if err != nil {
		return Attempted{}, err
	}
	now := s.now().UTC()
	summary, err := summaryOf(ctx, s.db, p)
	if err != nil {
		return Attempted{}, err
	}
	out := Attempted{Attempts: []AttemptSummary{}, Test: summary, AttemptsTaken: len(rows)}
	for _, a := range rows {
		if a.Status == attemptOpen {
			// Open until submitted, or until the server finishes it shortly after the deadline.
			out.Open = &RunningAttempt{ID: a.ID, Attempts: a.AttemptNo, CreationDate: a.StartedAt.UTC(),
				Deadline: a.DeadlineAt.UTC(), ServerNow: now, RemainingSeconds: max(0, int(a.DeadlineAt.Sub(now).Seconds()))}
			continue
		}
		if a.Status != attemptSubmitted {
			continue
		}
		sub := submission(a, p).heldUntil(p.Window.releaseAt(id, now, s.grace))
		out.Attempts = append(out.Attempts, AttemptSummary{ID: a.ID, Attempts: a.AttemptNo, CreationDate: a.StartedAt.UTC(),
			Score: sub.Score, CorrectAnswers: sub.CorrectAnswers, IncorrectAnswers: sub.IncorrectAnswers,
			UnattemptedAnswers: sub.UnattemptedAnswers, FinishReason: sub.FinishReason, ScoreOpensAt: sub.ScoreOpensAt})
	}
	return out, nil
}

// Review answers a submitted attempt of the caller's with the key, the explanations and the
// analysis. The key is never shown for an attempt that is still running, nor while the test's
// window is open.
func (s *Service) Review(ctx context.Context, id httpx.Identity, attemptID int64) (Review, error) {
	a, err := s.ownAttempt(ctx, attemptID, id.UserID)
	if err != nil {
		return Review{}, err
	}
	if a.Status != attemptSubmitted {
		return Review{}, httpx.Errorf(http.StatusConflict, "Submit the test to see its answers.")
	}
	p, err := s.paperFor(ctx, id, a.TestID)
	if err != nil {
		return Review{}, err
	}
	// The key is shown beside the score: both come from the database as it stands.
	if p, err = currentPaper(ctx, s.db, p); err != nil {
		return Review{}, err
	}
	saved, err := savedAnswers(ctx, s.db, a.ID)
	if err != nil {
		return Review{}, err
	}
	sat := sitting{attempt: a, saved: saved}
	if sat.reports, err = s.learnerReports(ctx, id.UserID, a.TestID); err != nil {
		return Review{}, err
	}
	if sat.challenges, err = s.learnerChallenges(ctx, id.UserID, a.TestID); err != nil {
		return Review{}, err
	}
	return s.reviewOf(ctx, id, p, sat)
}

// sitting is what a review is built from: the attempt as scored, the answers it holds, and the
// sitter's reports and challenges of the paper's questions. A preview (docs/product.md,
// "Preview as a learner") is a sitting that was never stored.
type sitting struct {
	attempt    attempt
	saved      []SavedAnswer
	reports    map[int64]*LearnerReport
	challenges map[int64]*LearnerChallenge
	preview    bool
}

// reviewOf builds the review of a sitting of p: every question with its answer, the key and
// the explanation (unless held), and the analysis.
func (s *Service) reviewOf(ctx context.Context, id httpx.Identity, p *paper, sat sitting) (Review, error) {
	a, saved, reports, challenges := sat.attempt, sat.saved, sat.reports, sat.challenges
	byQuestion := make(map[int64]SavedAnswer, len(saved))
	for _, sa := range saved {
		byQuestion[sa.QuestionID] = sa
	}

	// While a live test's window is open, others are still sitting it: the key and everything
	// that gives it away wait for the close (docs/product.md, "Live tests").
	now := s.now()
	held := p.Window.keysHeld(id, now, s.grace)
	questions := make([]ReviewQuestion, len(p.Questions))
	topics := map[string]*TopicAccuracy{}
	var order []string
	var totalTime int64
	attempted, correct := 0, 0
	for i := range p.Questions {
		q := &p.Questions[i]
		sa := byQuestion[q.ID]
		response := p.responseOf(q.ID, sa.SelectedOption, sa.Value)
		outcome := "unattempted"
		switch {
		case q.Dropped:
			outcome = questionDrop // scored as correct for everyone
			correct++
			attempted++
		case q.markOf(response) == markRight:
			outcome = "correct"
			correct++
			attempted++
		case !response.Blank():
			outcome = "incorrect"
			attempted++
		}
		questions[i] = ReviewQuestion{Number: i + 1, ID: q.ID, Description: q.Description, Topic: q.Topic,
			Difficulty: q.Difficulty, Options: q.OptionList, Kind: q.Kind.Name(),
			TimeSpentMs: sa.TimeSpentMs, MarkedForReview: sa.MarkedForReview, Translations: p.translationsOf(*q, !held), Report: reports[q.ID],
			Challenge: challenges[q.ID], Dropped: q.Dropped}
		questions[i].SelectedOption, questions[i].Value = response.columns()
		if held {
			questions[i].Outcome = outcomeHeld(response)
			questions[i].Report = reports[q.ID].heldUntilClose()
		} else {
			questions[i].CorrectOption, questions[i].CorrectValue = q.Kind.Key(q.QuestionKey).columns()
			questions[i].Outcome, questions[i].Explanation = outcome, q.Explanation
			questions[i].KeyCorrectedAt = utcOrNil(q.KeyCorrectedAt)
		}
		topic := q.Topic
		if topic == "" {
			topic = "General"
		}
		t, ok := topics[topic]
		if !ok {
			t = &TopicAccuracy{Topic: topic}
			topics[topic] = t
			order = append(order, topic)
		}
		t.Questions++
		t.TimeSpentMs += sa.TimeSpentMs
		totalTime += sa.TimeSpentMs
		switch outcome {
		case "correct", questionDrop:
			t.Correct++
		case "incorrect":
			t.Incorrect++
		default:
			t.Unattempted++
		}
	}
	sort.Strings(order)
	analysis := Analysis{TimeSpentMs: totalTime, Ranked: a.Ranked, Staff: id.IsStaff() && !a.Ranked, Topics: []TopicAccuracy{}}
	if !held {
		score, accuracy := marks(*a.Score), 0.0
		if attempted > 0 {
			accuracy = roundTo2(float64(correct) * 100 / float64(attempted))
		}
		analysis.Score, analysis.Accuracy = &score, &accuracy
	}
	for _, name := range order {
		if held {
			break // a topic of one question would give its key away
		}
		t := topics[name]
		if n := t.Correct + t.Incorrect; n > 0 {
			t.Accuracy = roundTo2(float64(t.Correct) * 100 / float64(n))
		}
		analysis.Topics = append(analysis.Topics, *t)
	}
	if !held {
		// Right and wrong per confidence tag would give the key away too (docs/product.md,
		// "Confidence tags").
		confidence := confidenceOf(p, saved)
		analysis.Confidence = &confidence
		st, err := s.rankings.get(ctx, a.TestID)
		if err != nil {
			return Review{}, err
		}
		// An unranked attempt (a later one, or practice after a live window) is placed as one
		// more participant: where it would stand, so 'rank 36 of 35' cannot happen.
		pl := st.place(*a.Score, !a.Ranked || !st.listed[id.UserID])
		analysis.Participants, analysis.Rank, analysis.Percentile = pl.Participants, pl.Rank, roundTo2(pl.Percentile)
		analysis.TopperScore, analysis.AverageScore = marks(pl.Topper), roundTo2(pl.Average)
		if err := s.reviewStats(ctx, p, st, questions); err != nil {
			return Review{}, err
		}
	}
	keyChanges, err := s.keyChangesOf(ctx, p)
	if err != nil {
		return Review{}, err
	}
	if held {
		keyChanges = []KeyChange{} // they would name the questions whose key changed
	}
	releaseAt := p.Window.releaseAt(id, now, s.grace)
	if !held {
		analysis.Qualifying = p.qualifyingOf(*a.Score)
	}
	summary, err := summaryOf(ctx, s.db, p)
	if err != nil {
		return Review{}, err
	}
	review := Review{Attempt: submission(a, p).heldUntil(releaseAt), Test: summary, Questions: questions, Analysis: analysis,
		KeysReleaseAt: releaseAt, KeyChanges: keyChanges, Preview: sat.preview}
	if sat.preview {
		// Nothing was stored: no receipt to verify, no challenge to raise, no CSAT attempt to pair.
		return review, nil
	}
	review.Attempt.Receipt = s.receipt(a, p, p.sheetOf(saved))
	review.Challenges = p.challengePeriod(now, s.grace)
	if held {
		return review, nil // the CSAT verdict tells a score too
	}
	if review.Analysis.CSAT, err = s.csatResult(ctx, p, id); err != nil {
		return Review{}, err
	}
	return review, nil
}

// outcomeHeld is a question's outcome while the key is held: whether it was answered, not how.
func outcomeHeld(r Response) string {
	if r.Blank() {
		return "unattempted"
	}
	return "answered"
}

// summaryOf names a paper's test on the result pages, its name in the languages staff wrote it in
// (docs/product.md, "Languages of staff texts").
func summaryOf(ctx context.Context, q db.Q, p *paper) (TestSummary, error) {
	texts, err := translations.Of(ctx, q, "prelims_tests", p.TestID)
	if err != nil {
		return TestSummary{}, err
	}
	return TestSummary{ID: p.TestID, Name: p.Name, Slug: p.Slug, TotalMarks: p.Marks, Duration: p.Duration,
		Translations: texts[p.TestID].Only(translations.Same("name"), nil)}, nil
}
