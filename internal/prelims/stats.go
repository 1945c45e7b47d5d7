package prelims

// How others did (docs/product.md, "How others did"): once a test's key is out, the review shows
// for each question the share of the test's takers who attempted it and who got it right, and
// staff see the item statistics of the test: difficulty, discrimination and how often each option
// was chosen. The takers are the learners in the rankings: one submitted ranked attempt each
// (practice attempts and later attempts do not count).
//
// Reviews are hot when a mock closes, so the figures are counts per answer given (an option, or a
// value of a kind answered with one) read with one aggregate query and kept per test
// (statsCache). Which answers are right is not part of them: the question's kind marks each by
// the paper's key at the time of the request, so a corrected key shows in the right answers'
// shares at once; the groups of discrimination follow the scores, which a correction re-scores.

import (
	"context"

	"aspirant/internal/db"
	"aspirant/internal/platform/cache"
)

// Discrimination is the classic upper-lower index (Kelley's 27 per cent groups). The takers are
// put in ranking order (best score first, the earlier submission first among equal scores, as the
// rankings list them); the upper group is the first 27% of them and the lower group the last 27%,
// each rounded to the nearest learner; the index is the share of the upper group who got the
// question right minus that share of the lower group, from -1 to 1 (an unanswered question is not
// right). Below minTakersForDiscrimination takers the groups would be two learners or fewer, so
// that one answer moved the index by a half or more: it is not given (null) then.
const minTakersForDiscrimination = 10

// groupSize is the size of the upper and of the lower group among n takers: 27% of n, rounded to
// the nearest learner. The same expression is in figuresQuery.
func groupSize(n int) int { return (n*27 + 50) / 100 }

// QuestionStats is how a test's takers did on one question, as the review shows it.
type QuestionStats struct {
	AttemptedPct float64 `json:"attemptedPct"` // percentage of the takers who answered it
	CorrectPct   float64 `json:"correctPct"`   // percentage of the takers who answered it right
}

// ItemStats is a test's item statistics, as staff see them.
type ItemStats struct {
	TestID    int64          `json:"testId"`
	Takers    int            `json:"takers"`
	Questions []ItemQuestion `json:"questions"`
}

// ItemQuestion is one question's item statistics.
type ItemQuestion struct {
	QuestionID int64  `json:"questionId"`
	Number     int    `json:"number"`
	Topic      string `json:"topic"`
	// Description is the question as learners read it (HTML), for staff to know which it is.
	Description string `json:"description"`
	// Dropped: scored as correct for everyone (docs/product.md, "Key challenges"), so its figures
	// say nothing about the question.
	Dropped bool `json:"dropped"`
	// Difficulty is the share of the takers who got it right, from 0 to 1 (null without takers).
	Difficulty *float64 `json:"difficulty"`
	// Discrimination is the upper-lower index, from -1 to 1 (null with too few takers).
	Discrimination *float64     `json:"discrimination"`
	AttemptedPct   float64      `json:"attemptedPct"`
	CorrectPct     float64      `json:"correctPct"`
	Options        []ItemOption `json:"options"`
}

// ItemOption is how often an option was chosen: a wrong option's share is its pull as a distractor.
type ItemOption struct {
	OptionID  int64   `json:"optionId"`
	Label     string  `json:"label"` // A, B, ...
	Text      string  `json:"text"`
	IsCorrect bool    `json:"isCorrect"`
	ChosenPct float64 `json:"chosenPct"` // percentage of all takers
}

// reviewStats gives each question of a review how the test's takers did on it; the questions
// keep null stats while nobody is ranked. st is the standing the review placed the attempt in.
func (s *Service) reviewStats(ctx context.Context, p *paper, st *standing, questions []ReviewQuestion) error {
	f, err := s.stats.get(ctx, p, st)
	if err != nil || f.takers == 0 {
		return err
	}
	for i := range p.Questions {
		q := &p.Questions[i]
		questions[i].Stats = &QuestionStats{AttemptedPct: f.percent(f.attempted[q.ID]), CorrectPct: f.percent(f.right(q).chosen)}
	}
	return nil
}

// ItemStats answers a test's item statistics (docs/product.md, "How others did"), for staff.
func (s *Service) ItemStats(ctx context.Context, testID int64) (ItemStats, error) {
	p, err := s.cachedPaper(ctx, testID)
	if err != nil {
		return ItemStats{}, err
	}
	if p, err = currentPaper(ctx, s.db, p); err != nil {
		return ItemStats{}, err
	}
	st, err := s.rankings.get(ctx, p.TestID)
	if err != nil {
		return ItemStats{}, err
	}
	f, err := s.stats.get(ctx, p, st)
	if err != nil {
		return ItemStats{}, err
	}
	out := ItemStats{TestID: p.TestID, Takers: f.takers, Questions: make([]ItemQuestion, len(p.Questions))}
	for i := range p.Questions {
		q := &p.Questions[i]
		key := f.right(q)
		item := ItemQuestion{QuestionID: q.ID, Number: i + 1, Topic: q.Topic, Description: q.Description, Dropped: q.Dropped,
			AttemptedPct: f.percent(f.attempted[q.ID]),
			CorrectPct:   f.percent(key.chosen), Options: make([]ItemOption, len(q.OptionList))}
		if f.takers > 0 {
			difficulty := roundTo2(float64(key.chosen) / float64(f.takers))
			item.Difficulty = &difficulty
		}
		if k := groupSize(f.takers); f.takers >= minTakersForDiscrimination {
			discrimination := roundTo2(float64(key.upper-key.lower) / float64(k))
			item.Discrimination = &discrimination
		}
		for j, o := range q.OptionList {
			item.Options[j] = ItemOption{OptionID: o.ID, Label: string(rune('A' + j)), Text: o.Text,
				IsCorrect: o.ID == q.Correct, ChosenPct: f.percent(f.given[q.ID][Response{Kind: q.Kind, Option: o.ID}].chosen)}
		}
		out.Questions[i] = item
	}
	return out, nil
}

// ForgetStats drops the cached figures, after results were recalculated (with the standings:
// the groups of discrimination go by score).
func (s *Service) ForgetStats() { s.stats.forget() }

// figures are a test's takers' answers at one moment, counted per answer given.
type figures struct {
	takers    int
	given     map[int64]map[Response]tally // by question id, then the answer given
	attempted map[int64]int                // takers who answered, by question id
	// standing is the standing current when the figures were read: when the rankings cache
	// replaces it (new submissions, at most every RankingRefresh), the figures are read again.
	standing *standing
}

// tally counts the takers who gave an answer: all of them, and those in the upper and the lower
// group of discrimination.
type tally struct{ chosen, upper, lower int }

// right sums the tallies of the answers to q that its kind marks right by its key (a dropped
// question too: its figures are of the key).
func (f *figures) right(q *paperQuestion) tally {
	var sum tally
	for r, t := range f.given[q.ID] {
		if q.Kind.Right(q.QuestionKey, r) {
			sum.chosen, sum.upper, sum.lower = sum.chosen+t.chosen, sum.upper+t.upper, sum.lower+t.lower
		}
	}
	return sum
}

// percent is count as a percentage of the takers, with two decimals.
func (f *figures) percent(count int) float64 {
	if f.takers == 0 {
		return 0
	}
	return roundTo2(float64(count) * 100 / float64(f.takers))
}

// figuresQuery counts, in one pass over a test's ranked submitted attempts and their answers, the
// takers who gave each answer (its response's columns), in all and in the upper and lower groups
// (ranking order, as rankedAttempts reads it), and carries the number of takers on every row. A
// taker who answered nothing gives a row without a question, so that a test whose takers left
// everything still counts them.
const figuresQuery = `WITH takers AS (
		SELECT id, ROW_NUMBER() OVER (ORDER BY score DESC, submitted_at, id) AS place, COUNT(*) OVER () AS n
		FROM prelims_attempts WHERE test_id = ? AND ranked AND status = 'submitted')
	SELECT aa.question_id, aa.option_id, aa.answer_value, MAX(t.n) AS takers, COUNT(aa.question_id) AS chosen,
		SUM(CASE WHEN aa.question_id IS NOT NULL AND t.place <= (t.n * 27 + 50) / 100 THEN 1 ELSE 0 END) AS upper_group,
		SUM(CASE WHEN aa.question_id IS NOT NULL AND t.place > t.n - (t.n * 27 + 50) / 100 THEN 1 ELSE 0 END) AS lower_group
	FROM takers t LEFT JOIN prelims_attempt_answers aa ON aa.attempt_id = t.id
		AND (aa.option_id IS NOT NULL OR aa.answer_value IS NOT NULL)
	GROUP BY aa.question_id, aa.option_id, aa.answer_value`

// readFigures reads a test's figures, each answer a response of its question's kind in p. The
// SQL is here rather than in store.go because it is this file's alone.
func readFigures(ctx context.Context, q db.Q, p *paper) (*figures, error) {
	var rows []struct {
		QuestionID *int64  `db:"question_id"`
		OptionID   *int64  `db:"option_id"`
		Value      *string `db:"answer_value"`
		Takers     int     `db:"takers"`
		Chosen     int     `db:"chosen"`
		Upper      int     `db:"upper_group"`
		Lower      int     `db:"lower_group"`
	}
	if err := q.Select(ctx, &rows, figuresQuery, p.TestID); err != nil {
		return nil, err
	}
	f := &figures{given: map[int64]map[Response]tally{}, attempted: map[int64]int{}}
	for _, r := range rows {
		f.takers = r.Takers
		if r.QuestionID == nil {
			continue
		}
		if f.given[*r.QuestionID] == nil {
			f.given[*r.QuestionID] = map[Response]tally{}
		}
		f.given[*r.QuestionID][p.responseOf(*r.QuestionID, r.OptionID, r.Value)] = tally{chosen: r.Chosen, upper: r.Upper, lower: r.Lower}
		f.attempted[*r.QuestionID] += r.Chosen
	}
	return f, nil
}

// statsCache keeps each test's figures in memory, as the rankings cache keeps its standing: a
// review at the close of a mock is answered from the figures read once, not from ten million
// answers. The figures follow the standing: when the rankings cache has built a newer one (after
// submissions, at most every RankingRefresh) they are read again in the background while the old
// ones answer; forget drops them when results change.
type statsCache struct {
	db      *db.DB
	figures *cache.Revalidating[int64, *figures]
}

func newStatsCache(d *db.DB) *statsCache {
	return &statsCache{db: d, figures: cache.NewRevalidating[int64, *figures]()}
}

func (c *statsCache) forget() { c.figures.Forget() }

// get answers a test's figures: the cached ones (read again in the background when st has
// replaced the standing they were read with), or, the first time, ones read now.
func (c *statsCache) get(ctx context.Context, p *paper, st *standing) (*figures, error) {
	readWithOlderStanding := func(f *figures) bool { return f.standing != st }
	return c.figures.Get(ctx, p.TestID, readWithOlderStanding, func(ctx context.Context) (*figures, error) {
		f, err := readFigures(ctx, c.db, p)
		if err == nil {
			f.standing = st
		}
		return f, err
	})
}
