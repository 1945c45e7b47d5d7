package prelims

// The learner API of the test engine: each handler decodes the request, calls the service with
// the caller's identity, and encodes the answer.

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"

	"aspirant/internal/access"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
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
	mux.Handle("POST /api/v1/modules/tests/questions/{questionId}/report", httpx.Handler(s.report))
	mux.Handle("GET /api/v1/modules/tests/schedule", httpx.Handler(s.schedule))
	mux.Handle("POST /api/v1/modules/tests/questions/{questionId}/challenge", httpx.Handler(s.challenge))
	mux.Handle("GET /api/v1/modules/tests/{slug}/calendar.ics", httpx.Handler(s.calendar))
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/preview", httpx.Handler(s.preview))
	mux.Handle("GET /api/v1/receipts/key", httpx.Handler(s.receiptKey))
	mux.Handle("POST /api/v1/receipts/verify", httpx.Handler(s.verifyReceipt))
}

func (s *Service) library(w http.ResponseWriter, r *http.Request) error {
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	caller, _ := httpx.IdentityFrom(r.Context()) // a visitor sees the list, locked
	tests, err := s.Library(r.Context(), caller, subscriptionID)
	if err != nil {
		return err
	}
	message := locale.T("Tests fetched successfully")
	if len(tests) == 0 {
		message = locale.T("No tests found for this subscription.")
	}
	httpx.Answer(w, &httpx.List[LibraryTest]{ResponseResult: tests, Message: httpx.Say(r, message)})
	return nil
}

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
	var seriesID int64
	if in.SeriesID != "" {
		if seriesID, err = httpx.PositiveID(in.SeriesID, "test_series_id"); err != nil {
			return err
		}
	}
	tests, err := s.Tests(r.Context(), id, seriesID, strings.TrimSpace(in.Slug))
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(onServerClock[Test]{Data: tests, ServerNow: s.now().UTC()}, ""))
	return nil
}

// TestRef is a test's id as the calls send it: some calls name it testId and others test_id,
// so each call takes either.
type TestRef struct {
	Camel string `form:"testId"`
	Snake string `form:"test_id"`
}

func (t TestRef) id() (int64, error) {
	for _, v := range []string{t.Camel, t.Snake} {
		if v != "" {
			return httpx.PositiveID(v, "testId")
		}
	}
	return 0, httpx.InvalidField("testId", "Give the test's id.")
}

// testCall reads a call that needs a session and names a test: the caller and the test's id,
// with the rest of the input decoded into in (whose first field is a TestRef).
func testCall[T interface{ ref() TestRef }](w http.ResponseWriter, r *http.Request, in T) (httpx.Identity, int64, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return id, 0, err
	}
	if err := httpx.Decode(w, r, in); err != nil {
		return id, 0, err
	}
	testID, err := in.ref().id()
	return id, testID, err
}

func (t *TestRef) ref() TestRef { return *t }

// checkKey limits an attempt key to what an app makes (a UUID or the like).
func checkKey(key string) error {
	if len(key) > 64 || strings.ContainsFunc(key, func(r rune) bool { return r < 33 || r > 126 }) {
		return httpx.InvalidField("attemptKey", "The attempt key must be at most 64 plain characters.")
	}
	return nil
}

func (s *Service) start(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Key string `form:"attemptKey"`
	}
	id, testID, err := testCall(w, r, &in)
	if err != nil {
		return err
	}
	if err := checkKey(in.Key); err != nil {
		return err
	}
	session, err := s.Start(r.Context(), id, testID, in.Key)
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(startedBody{Attempt: session}, ""))
	return nil
}

func (s *Service) questions(w http.ResponseWriter, r *http.Request) error {
	var in struct{ TestRef }
	id, testID, err := testCall(w, r, &in)
	if err != nil {
		return err
	}
	p, err := s.Paper(r.Context(), id, testID)
	if err != nil {
		return err
	}
	answer, err := p.questionsAnswer()
	if err != nil {
		return err
	}
	answer.Write(w, r)
	return nil
}

func (s *Service) save(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
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
	saved, err := s.Save(r.Context(), id, attemptID, answers)
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(savedBody{Saved: saved, ServerNow: s.now().UTC()}, ""))
	return nil
}

func (s *Service) submit(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Answers string `form:"answers"`
		Key     string `form:"attemptKey"`
	}
	id, testID, err := testCall(w, r, &in)
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
	result, err := s.Submit(r.Context(), id, testID, answers, in.Key)
	if err != nil {
		return err
	}
	message := locale.T("Test submitted successfully!")
	switch {
	case result.LateAnswers > 0:
		message = locale.T("Time was up: some answers reached us too late and were not counted. Your result says how many.")
	case result.FinishReason != finishSubmitted:
		message = locale.T("Time was up: the answers chosen in time were submitted.")
	}
	httpx.Answer(w, answerBody(result, httpx.Say(r, message)))
	return nil
}

func (s *Service) showRankings(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		TestRef
		Limit     string `form:"limit"`
		Qualified bool   `form:"qualified"` // only those who qualified in the paired CSAT paper
	}
	id, testID, err := testCall(w, r, &in)
	if err != nil {
		return err
	}
	limit := 100
	if in.Limit != "" {
		if limit, err = strconv.Atoi(in.Limit); err != nil || limit < 1 || limit > 1000 {
			return httpx.InvalidField("limit", "Give a limit from 1 to 1000.")
		}
	}
	rankings, err := s.Rankings(r.Context(), id, testID, limit, in.Qualified)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, struct {
		Status int `json:"status"`
		Rankings
	}{http.StatusOK, rankings})
	return nil
}

func (s *Service) attempted(w http.ResponseWriter, r *http.Request) error {
	var in struct{ TestRef }
	id, testID, err := testCall(w, r, &in)
	if err != nil {
		return err
	}
	attempted, err := s.Attempted(r.Context(), id, testID)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, struct {
		Status int `json:"status"`
		Attempted
	}{http.StatusOK, attempted})
	return nil
}

func (s *Service) review(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	attemptID, err := httpx.PositiveID(r.PathValue("attemptId"), "attemptId")
	if err != nil {
		return err
	}
	review, err := s.Review(r.Context(), id, attemptID)
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(review, ""))
	return nil
}

// report records the caller's report of an error in a question of a test they have submitted
// (docs/product.md, "Reporting an error in a question").
func (s *Service) report(w http.ResponseWriter, r *http.Request) error {
	return aboutQuestion(w, r, s.ReportQuestion, func(report LearnerReport) reportedBody { return reportedBody{Report: report} },
		locale.T("Thank you. Our faculty will check this question."),
		locale.T("Your report was updated. Our faculty will check this question."))
}

// schedule lists the caller's live tests still to come or running (docs/product.md, "Live tests").
func (s *Service) schedule(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	tests, err := s.Schedule(r.Context(), id)
	if err != nil {
		return err
	}
	httpx.Answer(w, answerBody(onServerClock[ScheduledTest]{Data: tests, ServerNow: s.now().UTC()}, ""))
	return nil
}

// calendar answers a live test's window as an iCalendar file.
func (s *Service) calendar(w http.ResponseWriter, r *http.Request) error {
	slug := r.PathValue("slug")
	entry, err := s.Calendar(r.Context(), slug)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+calendarName(slug)+`"`)
	w.Header().Set("Cache-Control", "no-cache")
	_, err = io.WriteString(w, entry)
	return err
}

// challenge records the caller's challenge of a question's key during its test's challenge
// period (docs/product.md, "Key challenges").
func (s *Service) challenge(w http.ResponseWriter, r *http.Request) error {
	return aboutQuestion(w, r, s.ChallengeKey, func(challenge LearnerChallenge) challengedBody { return challengedBody{Challenge: challenge} },
		locale.T("Thank you. Our faculty will decide your challenge."),
		locale.T("Your challenge was updated. Our faculty will decide it."))
}

// aboutQuestion is a learner's note to staff about one question of a test they sat, a report of
// an error or a challenge of the key: the input checked, then saved by save, which keeps one open
// note per learner and question. A new note answers 201 with thanks, a rewritten one 200, the
// note in its body.
func aboutQuestion[In any, PIn interface {
	*In
	Validate() httpx.Fields
}, Note, Body any](w http.ResponseWriter, r *http.Request, save func(context.Context, httpx.Identity, int64, In) (Note, bool, error),
	body func(Note) Body, thanks, rewritten locale.Message) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	questionID, err := httpx.PositiveID(r.PathValue("questionId"), "questionId")
	if err != nil {
		return err
	}
	var in In
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	if err := PIn(&in).Validate().Err(); err != nil {
		return err
	}
	note, created, err := save(r.Context(), id, questionID, in)
	if err != nil {
		return err
	}
	status, message := http.StatusOK, rewritten
	if created {
		status, message = http.StatusCreated, thanks
	}
	httpx.WriteJSON(w, status, answerBody(body(note), httpx.Say(r, message)))
	return nil
}
