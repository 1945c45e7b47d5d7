// Package prelims is the prelims test engine: the tests library of a subscription, timed
// attempts with answers saved as the learner goes, scoring on the server from each test's
// marking scheme, rankings, the review of an attempt, and the question bank staff edit.
//
// It is layered as billing is: store.go holds the SQL, the service (this file, attempts.go,
// library.go, results.go, bank.go, rescore.go) the rules, taking the caller's identity rather
// than a request, and http.go the handlers that decode, call and encode.
package prelims

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/notify"
	"aspirant/internal/platform/cache"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/groupcommit"
	"aspirant/internal/platform/ratelimit"
	"aspirant/internal/platform/receipts"
)

// Deps is what the test engine needs.
type Deps struct {
	DB        *db.DB
	Access    *access.Checker
	Committer *groupcommit.Committer // durable writes of answers and submissions, grouped
	Now       func() time.Time
	// Grace is how long after the deadline a submission still counts as on time (network
	// latency, a slow phone, a device back online): on a ranked attempt, answers chosen by the
	// deadline count when they arrive within it, and later submissions are late
	// (docs/product.md, "The clock"). A live test's key opens at its close plus the grace.
	Grace time.Duration
	// Changes records that results changed after a re-scoring, so every server's rankings
	// are rebuilt.
	Changes *changes.Feed
	Log     *slog.Logger
	// Receipts signs the receipt of every submission (docs/product.md, "Receipts").
	Receipts *receipts.Signer
	// Limiter bounds how many receipts one address may have checked.
	Limiter *ratelimit.Limiter
	// BaseURL is the site's public address, for the links in calendar entries.
	BaseURL *url.URL
	// Player signs the playback addresses of discussions kept in the store.
	Player *media.Player
	// Notify tells learners already reminded of a live mock that its window changed.
	Notify *notify.Service
}

// Service holds the engine's rules.
type Service struct {
	db       *db.DB
	access   *access.Checker
	commit   *groupcommit.Committer
	now      func() time.Time
	grace    time.Duration
	log      *slog.Logger
	changes  *changes.Feed
	papers   *cache.TTL[*paper]
	rankings *rankingCache
	stats    *statsCache // how others did (stats.go)
	receipts *receipts.Signer
	limiter  *ratelimit.Limiter
	player   *media.Player
	baseURL  *url.URL
	notify   *notify.Service
}

// RankingRefresh is how often, at most, a test's standing is rebuilt after new submissions.
const RankingRefresh = 10 * time.Second

func NewService(d Deps) *Service {
	return &Service{db: d.DB, access: d.Access, commit: d.Committer, now: d.Now, grace: d.Grace, log: d.Log, changes: d.Changes,
		papers: cache.New[*paper](30*time.Second, d.Now), rankings: newRankingCache(d.DB, d.Now, RankingRefresh),
		stats: newStatsCache(d.DB), receipts: d.Receipts, limiter: d.Limiter, baseURL: d.BaseURL, player: d.Player,
		notify: d.Notify}
}

var (
	errLimit         = httpx.Errorf(http.StatusBadRequest, "You have exceeded your test taking limit")
	errTestNotFound  = httpx.Errorf(http.StatusNotFound, "Test not found. Please navigate from the Prelims Tests page.")
	errNotStarted    = httpx.Errorf(http.StatusConflict, "Start the test first.")
	errAttemptClosed = httpx.Errorf(http.StatusConflict, "This attempt has already been submitted.")
	errNoAttempt     = httpx.Errorf(http.StatusNotFound, "Attempt not found")
	// An attempt key names one attempt of one learner at one test.
	errKeyOfAnotherTest = httpx.Errorf(http.StatusConflict, "This attempt key belongs to another test. Start this test again: the app makes a new key for it.")
	errStartRace        = httpx.Errorf(http.StatusConflict, "This test is being started on another device. Please try again.")
)

// cachedPaper answers a test's paper from the cache (papers change only when staff edit them,
// and every edit clears the cache through the change feed).
func (s *Service) cachedPaper(ctx context.Context, testID int64) (*paper, error) {
	p, err := s.papers.Get(ctx, strconv.FormatInt(testID, 10), func(ctx context.Context) (*paper, error) {
		return loadPaper(ctx, s.db, testID)
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, errTestNotFound
	}
	return p, err
}

// paperFor answers a test's paper after checking that the caller may open its test series. An
// unpublished test stays open to the learners who have an attempt of it, so that unpublishing
// never strands a learner in the middle of it (docs/product.md, "Unpublishing a test").
func (s *Service) paperFor(ctx context.Context, id httpx.Identity, testID int64) (*paper, error) {
	p, err := s.cachedPaper(ctx, testID)
	if err != nil {
		return nil, err
	}
	if err := s.access.RequireOf(ctx, id, p.LibraryID); err != nil {
		return nil, err
	}
	if p.Published || oversees(id) {
		return p, nil
	}
	attempts, err := attemptCount(ctx, s.db, testID, id.UserID)
	if err != nil {
		return nil, err
	}
	if attempts == 0 {
		return nil, errTestNotFound
	}
	return p, nil
}

// paperToScore answers, inside a scoring transaction, the paper to score against: p while its
// version is still the stored one, else the stored paper itself, so a result never comes from
// a key that staff have corrected, however fresh the cache. The shared lock pairs with the
// exclusive one of PaperChanged: a correction waits for the scorings in flight and they wait
// for it, so every attempt is either scored against the new key or re-scored by the correction.
func paperToScore(ctx context.Context, tx *db.Tx, p *paper) (*paper, error) {
	// Once the lock is held the paper cannot change before the transaction ends, so the
	// sheets of one group commit take the lock and check the version once.
	return db.Known(tx, "paper to score "+strconv.FormatInt(p.TestID, 10), func() (*paper, error) {
		if err := tx.LockShared(ctx, db.LockPaper, p.TestID); err != nil {
			return nil, err
		}
		return currentPaper(ctx, tx, p)
	})
}

// currentPaper answers p, or the stored paper when staff have changed it since p was loaded
// (another server's change whose notification has not arrived yet).
func currentPaper(ctx context.Context, q db.Q, p *paper) (*paper, error) {
	version, err := paperVersion(ctx, q, p.TestID)
	if err != nil {
		return nil, err
	}
	if version == p.Version {
		return p, nil
	}
	return loadPaper(ctx, q, p.TestID)
}

// ForgetPapers drops the cached papers, after staff change tests or questions.
func (s *Service) ForgetPapers() { s.papers.Forget() }

// ForgetRankings drops the cached standings, after results were recalculated.
func (s *Service) ForgetRankings() { s.rankings.forget() }
