// Package prelims is the prelims test engine: the tests library of a subscription, timed
// attempts with answers saved as the learner goes, scoring on the server from each test's
// marking scheme, rankings and the review of an attempt.
package prelims

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/cache"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/groupcommit"
	"aspirant/internal/platform/htmlsafe"
	"aspirant/internal/wire"
)

// LibraryTest is a test as the tests library lists it (spec section 3).
type LibraryTest struct {
	ID                 int64  `json:"id"`
	Name               string `json:"name"`
	Slug               string `json:"slug"`
	Description        string `json:"description"`
	Duration           int    `json:"duration"`
	TotalMarks         int    `json:"total_marks"`
	TotalQuestionCount int    `json:"total_question_count"`
	TotalAttempts      int    `json:"total_attempts"`
	// The question paper is the test itself: it is listed once the learner has started the
	// test, never before the clock runs.
	TestQuestionPDF *wire.FileRef `json:"testQuestionPDF"`
	// HasQuestionPDF tells the page that a question paper waits for the start.
	HasQuestionPDF bool `json:"hasQuestionPDF"`
	// The explanation and the discussion video give the answers away, so they come only after
	// the learner has submitted the test once.
	TestExplanationPDF *wire.FileRef `json:"testExplanationPDF"`
	GDriveVideoLink    *string       `json:"gDriveVideoLink"`
	IsSubscribeButton  wire.Flag     `json:"is_subscribe_button"`
	IsSubscribed       bool          `json:"isSubscribed"`
	TestSeriesID       int64         `json:"testSeriesId"`
	AttemptsMade       int           `json:"attemptsMade"`
}

type libraryRow struct {
	ID           int64   `db:"id"`
	LibraryID    int64   `db:"library_id"`
	Name         string  `db:"name"`
	Slug         string  `db:"slug"`
	Description  string  `db:"description_html"`
	Duration     int     `db:"duration_minutes"`
	TotalMarks   int     `db:"total_marks"`
	Attempts     int     `db:"total_attempts"`
	Questions    int     `db:"question_count"`
	QuestionPDF  *string `db:"question_pdf"`
	Explanation  *string `db:"explanation_pdf"`
	Discussion   string  `db:"discussion_video_url"`
	AttemptsMade int     `db:"attempts_made"` // submitted
	Started      int     `db:"attempts_started"`
}

// Service serves the prelims calls.
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
}

// RankingRefresh is how often, at most, a test's standing is rebuilt after new submissions.
const RankingRefresh = 10 * time.Second

func NewService(d Deps) *Service {
	return &Service{db: d.DB, access: d.Access, commit: d.Committer, now: d.Now, grace: d.Grace, log: d.Log, changes: d.Changes,
		papers: newPaperCache(d.Now), rankings: newRankingCache(d.DB, d.Now, RankingRefresh)}
}

// Library answers the tests of a subscription's test series as the caller sees them.
func (s *Service) Library(ctx context.Context, subscriptionID int64) ([]LibraryTest, error) {
	series, err := s.access.LibrariesOf(ctx, subscriptionID, "tests")
	if err != nil {
		return nil, err
	}
	caller, _ := httpx.IdentityFrom(ctx)
	out := []LibraryTest{}
	for _, lib := range series {
		var rows []libraryRow
		err := s.db.Select(ctx, &rows, `SELECT t.id, t.library_id, t.name, t.slug, t.description_html, t.duration_minutes,
				t.total_marks, t.total_attempts, q.storage_key AS question_pdf, x.storage_key AS explanation_pdf,
				t.discussion_video_url,
				(SELECT COUNT(*) FROM prelims_questions pq WHERE pq.test_id = t.id) AS question_count,
				(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ? AND a.status = 'submitted') AS attempts_made,
				(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?) AS attempts_started
			FROM prelims_tests t
			LEFT JOIN files q ON q.id = t.question_file_id
			LEFT JOIN files x ON x.id = t.explanation_file_id
			WHERE t.library_id = ? AND t.is_published ORDER BY t.position, t.id`, caller.UserID, caller.UserID, lib.ID)
		if err != nil {
			return nil, err
		}
		open := lib.Open
		for _, r := range rows {
			started := open && (r.Started > 0 || caller.IsStaff())
			answered := open && (r.AttemptsMade > 0 || caller.IsStaff())
			t := LibraryTest{ID: r.ID, Name: r.Name, Slug: r.Slug, Description: htmlsafe.Sanitize(r.Description),
				Duration: r.Duration, TotalMarks: r.TotalMarks, TotalQuestionCount: r.Questions, TotalAttempts: r.Attempts,
				TestQuestionPDF: wire.FileFor(r.QuestionPDF, started), HasQuestionPDF: r.QuestionPDF != nil, TestExplanationPDF: wire.FileFor(r.Explanation, answered),
				IsSubscribeButton: wire.Flag(!open), IsSubscribed: open, TestSeriesID: r.LibraryID, AttemptsMade: r.AttemptsMade}
			if answered && r.Discussion != "" {
				link := r.Discussion
				t.GDriveVideoLink = &link
			}
			out = append(out, t)
		}
	}
	return out, nil
}

func (s *Service) library(w http.ResponseWriter, r *http.Request) error {
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	tests, err := s.Library(r.Context(), subscriptionID)
	if err != nil {
		return err
	}
	message := "Tests fetched successfully"
	if len(tests) == 0 {
		message = "No tests found for this subscription."
	}
	httpx.OK(w, httpx.M{"responseResult": tests, "message": message})
	return nil
}

// FileResolver tells the download call whether a file is a test's question or explanation PDF
// and whether the caller may have it: the question paper once the caller has started the test,
// the explanation once they have submitted it.
func (s *Service) FileResolver(ctx context.Context, fileID int64) (media.Decision, error) {
	var rows []struct {
		ID        int64  `db:"id"`
		LibraryID int64  `db:"library_id"`
		Name      string `db:"name"`
		Question  bool   `db:"is_question"`
	}
	err := s.db.Select(ctx, &rows, `SELECT id, library_id, name, CASE WHEN question_file_id = ? THEN 1 ELSE 0 END AS is_question
		FROM prelims_tests WHERE question_file_id = ? OR explanation_file_id = ?`, fileID, fileID, fileID)
	if err != nil || len(rows) == 0 {
		return media.Decision{}, err
	}
	opener, err := s.access.For(ctx)
	if err != nil {
		return media.Decision{}, err
	}
	caller, _ := httpx.IdentityFrom(ctx)
	for _, r := range rows {
		if !opener.Opens(r.LibraryID) {
			continue
		}
		var attempts struct {
			Started   int `db:"started"`
			Submitted int `db:"submitted"`
		}
		if err := s.db.Get(ctx, &attempts, `SELECT COUNT(*) AS started,
				COALESCE(SUM(CASE WHEN status = 'submitted' THEN 1 ELSE 0 END), 0) AS submitted
			FROM prelims_attempts WHERE test_id = ? AND user_id = ?`, r.ID, caller.UserID); err != nil {
			return media.Decision{}, err
		}
		switch {
		case r.Question && (attempts.Started > 0 || caller.IsStaff()):
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(r.Name) + "_question.pdf"}, nil
		case r.Question:
			return media.Decision{Found: true, Refusal: "The question paper opens when you start the test."}, nil
		case attempts.Submitted > 0 || caller.IsStaff():
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(r.Name) + "_explanation.pdf"}, nil
		}
		return media.Decision{Found: true, Refusal: "The explanation opens after you submit the test."}, nil
	}
	return media.Decision{Found: true}, nil
}
