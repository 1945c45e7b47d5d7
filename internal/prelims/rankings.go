package prelims

import (
	"context"
	"math"
	"sort"
	"sync"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/cache"
)

// The ranking rule is docs/product.md, "Rankings": one row per learner, their first attempt;
// best score first; equal scores share a rank (1, 2, 2, 4), the earlier submission listed first.

// standing is a test's ranking at one moment.
type standing struct {
	uniqueIDs []string
	userIDs   []int64
	scores    []int64 // hundredths, descending
	sum       int64
	listed    map[int64]bool // user ids in the standing
	builtAt   time.Time
	// afterSubmissions is the test's count of submissions when the build began (rankingCache).
	afterSubmissions uint64
}

// placing is where a score stands among the participants.
type placing struct {
	Rank, Participants  int
	Percentile, Average float64 // average in marks
	Topper              int64   // hundredths
}

// place answers where score stands. extra counts the score as one more participant: the
// caller's own first attempt, submitted after the standing was built.
func (st *standing) place(score int64, extra bool) placing {
	n, sum, below := len(st.scores), st.sum, st.atOrBelow(score)
	topper := int64(math.MinInt64)
	if n > 0 {
		topper = st.scores[0]
	}
	if extra {
		n, sum, below = n+1, sum+score, below+1
		topper = max(topper, score)
	}
	if n == 0 {
		return placing{Rank: 1}
	}
	return placing{Rank: st.rankOf(score), Participants: n, Percentile: float64(below) * 100 / float64(n),
		Average: float64(sum) / float64(n) / 100, Topper: topper}
}

// rankOf answers the competition rank a score would have: one more than the number of
// strictly better scores.
func (st *standing) rankOf(score int64) int {
	return sort.Search(len(st.scores), func(i int) bool { return st.scores[i] <= score }) + 1
}

// atOrBelow counts the participants whose score is at most score.
func (st *standing) atOrBelow(score int64) int {
	return len(st.scores) - sort.Search(len(st.scores), func(i int) bool { return st.scores[i] <= score })
}

// Percentile is the share of participants who scored at most the score, as NTA computes it.

// rankingCache keeps each test's standing in memory. A test with 100,000 attempts is read
// once per refresh, not once per request: requests are answered from the last standing
// while a fresh one is built in the background (at most every refreshEvery, and only after a
// submission has changed it); a crowd opening a test's rankings before any standing is kept
// shares one build.
type rankingCache struct {
	db           *db.DB
	now          func() time.Time
	refreshEvery time.Duration
	standings    *cache.Revalidating[int64, *standing]

	mu sync.Mutex
	// submissions counts each test's submissions; a standing remembers the count it was built
	// after, so one submitted during a build still makes the new standing out of date.
	submissions map[int64]uint64
}

func newRankingCache(d *db.DB, now func() time.Time, refreshEvery time.Duration) *rankingCache {
	return &rankingCache{db: d, now: now, refreshEvery: refreshEvery,
		standings: cache.NewRevalidating[int64, *standing](), submissions: map[int64]uint64{}}
}

// touched marks a test's standing out of date after a submission.
func (c *rankingCache) touched(testID int64) {
	c.mu.Lock()
	c.submissions[testID]++
	c.mu.Unlock()
}

func (c *rankingCache) submissionsTo(testID int64) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.submissions[testID]
}

func (c *rankingCache) forget() { c.standings.Forget() }

// get answers a test's standing: the cached one (rebuilding it in the background when a
// submission came after it and it is old enough), or, the first time, one built now.
func (c *rankingCache) get(ctx context.Context, testID int64) (*standing, error) {
	stale := func(st *standing) bool {
		return c.submissionsTo(testID) != st.afterSubmissions && c.now().Sub(st.builtAt) >= c.refreshEvery
	}
	return c.standings.Get(ctx, testID, stale, func(ctx context.Context) (*standing, error) {
		after := c.submissionsTo(testID)
		st, err := build(ctx, c.db, testID, c.now())
		if err == nil {
			st.afterSubmissions = after
		}
		return st, err
	})
}

// build reads a test's first attempts in ranking order into a standing.
func build(ctx context.Context, q db.Q, testID int64, now time.Time) (*standing, error) {
	rows, err := rankedAttempts(ctx, q, testID)
	if err != nil {
		return nil, err
	}
	st := &standing{uniqueIDs: make([]string, len(rows)), userIDs: make([]int64, len(rows)), scores: make([]int64, len(rows)),
		listed: make(map[int64]bool, len(rows)), builtAt: now}
	for i, r := range rows {
		st.uniqueIDs[i], st.userIDs[i], st.scores[i] = r.UniqueID, r.UserID, r.Score
		st.listed[r.UserID] = true
		st.sum += r.Score
	}
	return st, nil
}

// only answers the standing of the participants keep accepts, ranked among themselves.
func (st *standing) only(keep func(userID int64) bool) *standing {
	out := &standing{listed: map[int64]bool{}, builtAt: st.builtAt}
	for i, userID := range st.userIDs {
		if keep(userID) {
			out.uniqueIDs, out.userIDs, out.scores = append(out.uniqueIDs, st.uniqueIDs[i]), append(out.userIDs, userID), append(out.scores, st.scores[i])
			out.listed[userID] = true
			out.sum += st.scores[i]
		}
	}
	return out
}
