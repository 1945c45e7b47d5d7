package prelims

import (
	"context"
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/htmlsafe"
)

// Routes registers the prelims calls.
func (s *Service) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/tests/library", httpx.Handler(s.library))
	mux.Handle("POST /api/v1/modules/tests", httpx.Handler(s.tests))
	mux.Handle("POST /api/v1/modules/tests/start", httpx.Handler(s.start))
	mux.Handle("POST /api/v1/modules/questions", httpx.Handler(s.questions))
	mux.Handle("POST /api/v1/modules/tests/answers", httpx.Handler(s.save))
	mux.Handle("POST /api/v1/modules/tests/submitResult", httpx.Handler(s.submit))
	mux.Handle("POST /api/v1/modules/tests/showRankings", httpx.Handler(s.showRankings))
	mux.Handle("POST /api/v1/modules/tests/attempted", httpx.Handler(s.attempted))
	mux.Handle("GET /api/v1/modules/tests/attempts/{attemptId}/review", httpx.Handler(s.review))
}

// marks writes hundredths as a mark with two decimals.
func marks(hundredths int64) float64 { return float64(hundredths) / 100 }

// Test is a test as the quiz's start page shows it (spec section 3).
type Test struct {
	ID                  int64   `json:"id" db:"id"`
	Name                string  `json:"name" db:"name"`
	Slug                string  `json:"slug" db:"slug"`
	Description         string  `json:"description" db:"description_html"`
	TotalQuestionCount  int     `json:"total_question_count" db:"question_count"`
	Duration            int     `json:"duration" db:"duration_minutes"`
	TotalMarks          int     `json:"total_marks" db:"total_marks"`
	TotalAttempts       int     `json:"total_attempts" db:"total_attempts"`
	Correct             int64   `json:"-" db:"marks_correct"`
	Incorrect           int64   `json:"-" db:"marks_incorrect"`
	Unattempted         int64   `json:"-" db:"marks_unattempted"`
	MarksCorrect        float64 `json:"marks_for_correct_answer" db:"-"`
	MarksIncorrect      float64 `json:"marks_for_incorrect_answer" db:"-"`
	MarksUnattempted    float64 `json:"marks_for_unattempted_answer" db:"-"`
	TestSeriesID        int64   `json:"testSeriesId" db:"library_id"`
	AttemptsMade        int     `json:"attemptsMade" db:"attempts_made"`
	OpenAttemptDeadline *string `json:"openAttemptDeadline" db:"-"`
}

// tests lists the tests the caller may take: of one test series, one test by slug, or every
// series their subscriptions open.
func (s *Service) tests(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		SeriesID string `form:"test_series_id"`
		Slug     string `form:"slug"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	opener, err := s.access.For(r.Context())
	if err != nil {
		return err
	}
	query := `SELECT t.id, t.name, t.slug, t.description_html, t.duration_minutes, t.total_marks, t.total_attempts,
			t.marks_correct, t.marks_incorrect, t.marks_unattempted, t.library_id,
			(SELECT COUNT(*) FROM prelims_questions q WHERE q.test_id = t.id) AS question_count,
			(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?) AS attempts_made
		FROM prelims_tests t
		WHERE (t.is_published OR EXISTS (SELECT 1 FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?))`
	// An unpublished test stays listed for the learners who have sat or are sitting it, so
	// that its resume, review and history keep working (docs/product.md, "Unpublishing a test").
	args := []any{id.UserID, id.UserID}
	switch {
	case in.SeriesID != "":
		seriesID, err := httpx.PositiveID(in.SeriesID, "test_series_id")
		if err != nil {
			return err
		}
		if !opener.Opens(seriesID) {
			return access.ErrNotSubscribed
		}
		query += " AND t.library_id = ?"
		args = append(args, seriesID)
	case in.Slug != "":
		query += " AND t.slug = ?"
		args = append(args, strings.TrimSpace(in.Slug))
	}
	var rows []Test
	if err := s.db.Select(r.Context(), &rows, query+" ORDER BY t.library_id, t.position, t.id", args...); err != nil {
		return err
	}
	// The caller's running attempts, so the start page offers Resume for one opened elsewhere.
	var open []struct {
		TestID   int64     `db:"test_id"`
		Deadline time.Time `db:"deadline_at"`
	}
	if err := s.db.Select(r.Context(), &open, "SELECT test_id, deadline_at FROM prelims_attempts WHERE user_id = ? AND status = 'open'", id.UserID); err != nil {
		return err
	}
	now := s.now()
	deadlines := map[int64]string{}
	for _, a := range open {
		if now.Before(a.Deadline.Add(s.grace)) {
			deadlines[a.TestID] = a.Deadline.UTC().Format(time.RFC3339)
		}
	}
	out := []Test{}
	for _, t := range rows {
		if !opener.Opens(t.TestSeriesID) {
			continue
		}
		t.Description = htmlsafe.Sanitize(t.Description)
		t.MarksCorrect, t.MarksIncorrect, t.MarksUnattempted = marks(t.Correct), marks(t.Incorrect), marks(t.Unattempted)
		if d, ok := deadlines[t.ID]; ok {
			t.OpenAttemptDeadline = &d
		}
		out = append(out, t)
	}
	if in.Slug != "" && len(out) == 0 {
		if len(rows) > 0 {
			return access.ErrNotSubscribed
		}
		return errTestNotFound
	}
	httpx.OK(w, httpx.M{"body": httpx.M{"data": out}})
	return nil
}

// TestRef is a test's id as the calls send it: the spec writes testId for some calls and
// test_id for others, so each call takes either.
type TestRef struct {
	Camel string `form:"testId"`
	Snake string `form:"test_id"`
}

// testRequest is a call's input that names a test.
type testRequest interface{ testRef() TestRef }

func (t TestRef) testRef() TestRef { return t }

// openTest reads a call that needs a session and names a test the caller may open: the
// caller, the test's paper, and the rest of the input decoded into in.
func (s *Service) openTest(w http.ResponseWriter, r *http.Request, in testRequest) (httpx.Identity, *paper, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return id, nil, err
	}
	if err := httpx.Decode(w, r, in); err != nil {
		return id, nil, err
	}
	testID, err := in.testRef().id()
	if err != nil {
		return id, nil, err
	}
	p, err := s.paperFor(r.Context(), r, testID)
	return id, p, err
}

func (t TestRef) id() (int64, error) {
	for _, v := range []string{t.Camel, t.Snake} {
		if v != "" {
			return httpx.PositiveID(v, "testId")
		}
	}
	return 0, httpx.Invalid(map[string]string{"testId": "Give the test's id."})
}

func (s *Service) start(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Key string `form:"attemptKey"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	testID, err := in.TestRef.id()
	if err != nil {
		return err
	}
	if err := checkKey(in.Key); err != nil {
		return err
	}
	session, err := s.Start(r.Context(), r, testID, in.Key)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"body": httpx.M{"attempt": session}})
	return nil
}

// checkKey limits an attempt key to what an app makes (a UUID or the like).
func checkKey(key string) error {
	if len(key) > 64 || strings.ContainsFunc(key, func(r rune) bool { return r < 33 || r > 126 }) {
		return httpx.Invalid(map[string]string{"attemptKey": "The attempt key must be at most 64 plain characters."})
	}
	return nil
}

// Question is a question as it goes out: no correct option, no explanation.
type Question struct {
	ID          int64    `json:"id"`
	Description string   `json:"description"`
	Difficulty  string   `json:"difficulty"`
	Topic       string   `json:"topic"`
	Options     []option `json:"options"`
}

// questions answers a test's paper to a caller who has started it (or sat it before): the
// paper is not handed out before the clock runs.
func (s *Service) questions(w http.ResponseWriter, r *http.Request) error {
	var in struct{ TestRef }
	id, p, err := s.openTest(w, r, &in)
	if err != nil {
		return err
	}
	var attempts int
	if err := s.db.Get(r.Context(), &attempts, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ? AND user_id = ?", p.TestID, id.UserID); err != nil {
		return err
	}
	if attempts == 0 && !id.IsStaff() {
		return errNotStarted
	}
	out := make([]Question, len(p.Questions))
	for i, q := range p.Questions {
		opts := make([]option, len(q.OptionList))
		for j, o := range q.OptionList {
			opts[j] = option{ID: o.ID, Text: htmlsafe.Sanitize(o.Text)}
		}
		out[i] = Question{ID: q.ID, Description: htmlsafe.Sanitize(q.Description), Difficulty: q.Difficulty, Topic: q.Topic, Options: opts}
	}
	httpx.OK(w, httpx.M{"body": httpx.M{"data": out}})
	return nil
}

func (s *Service) save(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		AttemptID string `form:"attemptId"`
		Answers   string `form:"answers"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	attemptID, err := httpx.PositiveID(in.AttemptID, "attemptId")
	if err != nil {
		return err
	}
	answers, err := ParseAnswers(in.Answers)
	if err != nil {
		return err
	}
	saved, err := s.Save(r.Context(), r, attemptID, answers)
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"body": httpx.M{"saved": saved, "serverNow": s.now().UTC()}})
	return nil
}

func (s *Service) submit(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Answers string `form:"answers"`
		Key     string `form:"attemptKey"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	testID, err := in.TestRef.id()
	if err != nil {
		return err
	}
	if err := checkKey(in.Key); err != nil {
		return err
	}
	answers, err := ParseAnswers(in.Answers)
	if err != nil {
		return err
	}
	result, err := s.Submit(r.Context(), r, testID, answers, in.Key)
	if err != nil {
		return err
	}
	message := "Test submitted successfully!"
	if result.FinishReason != finishSubmitted {
		message = "Time was up: the answers saved by the deadline were submitted."
	}
	httpx.OK(w, httpx.M{"message": message, "body": result})
	return nil
}

// RankingRow is a row of the rankings table.
type RankingRow struct {
	Rank     int     `json:"rank"`
	UniqueID string  `json:"unique_id"`
	Score    float64 `json:"score"`
}

func (s *Service) showRankings(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Limit string `form:"limit"`
	}
	id, p, err := s.openTest(w, r, &in)
	if err != nil {
		return err
	}
	testID := p.TestID
	limit := 100
	if in.Limit != "" {
		if limit, err = strconv.Atoi(in.Limit); err != nil || limit < 1 || limit > 1000 {
			return httpx.Invalid(map[string]string{"limit": "Give a limit from 1 to 1000."})
		}
	}
	st, err := s.rankings.get(r.Context(), testID)
	if err != nil {
		return err
	}
	rows := make([]RankingRow, 0, min(limit, len(st.scores))+1)
	callerListed := false
	for i := 0; i < len(st.scores) && i < limit; i++ {
		rows = append(rows, RankingRow{Rank: st.rankOf(st.scores[i]), UniqueID: st.uniqueIDs[i], Score: marks(st.scores[i])})
		callerListed = callerListed || st.userIDs[i] == id.UserID
	}
	answer := httpx.M{"testName": p.Name, "totalParticipants": len(st.scores)}
	if len(st.scores) > 0 {
		answer["highestScore"] = marks(st.scores[0])
	}
	// The caller's own row, from their first attempt, even when it is beyond the limit or newer
	// than the cached standing.
	if first, ok, err := s.firstScore(r.Context(), testID, id.UserID); err != nil {
		return err
	} else if ok {
		pl := st.place(first, !st.listed[id.UserID])
		you := RankingRow{Rank: pl.Rank, UniqueID: id.UniqueID, Score: marks(first)}
		answer["you"] = httpx.M{"rank": you.Rank, "unique_id": you.UniqueID, "score": you.Score, "percentile": roundTo2(pl.Percentile)}
		if !st.listed[id.UserID] {
			answer["totalParticipants"], answer["highestScore"] = pl.Participants, marks(pl.Topper)
		}
		if !callerListed && len(rows) < limit {
			rows = insertRow(rows, you)
		} else if !callerListed {
			rows = append(rows, you)
		}
	}
	answer["getUserTestAttempted"] = rows
	httpx.OK(w, answer)
	return nil
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

func (s *Service) firstScore(ctx context.Context, testID, userID int64) (int64, bool, error) {
	var score int64
	err := s.db.Get(ctx, &score, `SELECT score FROM prelims_attempts WHERE test_id = ? AND user_id = ? AND attempt_no = 1 AND status = 'submitted'`,
		testID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, false, nil
	}
	return score, err == nil, err
}

func roundTo2(f float64) float64 { return math.Round(f*100) / 100 }

// AttemptSummary is a row of the attempted-test page (spec section 3).
type AttemptSummary struct {
	ID                 int64     `json:"id"`
	Attempts           int       `json:"attempts"`
	CreationDate       time.Time `json:"creation_date"`
	Score              float64   `json:"score"`
	CorrectAnswers     int       `json:"correctAnswers"`
	IncorrectAnswers   int       `json:"incorrectAnswers"`
	UnattemptedAnswers int       `json:"unattemptedAnswers"`
	FinishReason       string    `json:"finishReason"`
}

func (s *Service) attempted(w http.ResponseWriter, r *http.Request) error {
	var in struct{ TestRef }
	id, p, err := s.openTest(w, r, &in)
	if err != nil {
		return err
	}
	rows, err := attemptsOf(r.Context(), s.db, p.TestID, id.UserID)
	if err != nil {
		return err
	}
	out := []AttemptSummary{}
	for _, a := range rows {
		if a.Status != attemptSubmitted {
			continue
		}
		sub := submission(a, p)
		out = append(out, AttemptSummary{ID: a.ID, Attempts: a.AttemptNo, CreationDate: a.StartedAt.UTC(), Score: sub.Score,
			CorrectAnswers: sub.CorrectAnswers, IncorrectAnswers: sub.IncorrectAnswers, UnattemptedAnswers: sub.UnattemptedAnswers,
			FinishReason: sub.FinishReason})
	}
	httpx.OK(w, httpx.M{
		"getAttemptedTest":        out,
		"getTest":                 httpx.M{"id": p.TestID, "name": p.Name, "slug": p.Slug, "total_marks": p.Marks, "duration": p.Duration},
		"totalAttemptsMadeByUser": len(rows),
	})
	return nil
}
