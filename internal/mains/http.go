package mains

// The mains API: each handler decodes the request, checks who may make the call, calls the
// service with the caller's identity, and writes the answer.

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
)

// Routes registers the learners' calls and the evaluators' calls.
func (s *Service) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/mains/tests/list", access.LibraryList(s.access, "mains-tests", seriesEntry))
	mux.Handle("GET /api/v1/modules/mains/questions/list", httpx.Handler(s.tests))
	mux.Handle("POST /api/v1/modules/mains/tests/{mainsTestId}/upload-answer", httpx.Handler(s.upload))
	mux.Handle("GET /api/v1/admin/mains/answers", httpx.Handler(s.answers))
	mux.Handle("GET /api/v1/admin/mains/answers.csv", httpx.Handler(s.report))
	mux.Handle("GET /api/v1/admin/mains/evaluators", httpx.Handler(s.evaluators))
	mux.Handle("GET /api/v1/admin/mains/comments", httpx.Handler(s.comments))
	mux.Handle("POST /api/v1/admin/mains/comments", httpx.Handler(s.addComment))
	mux.Handle("DELETE /api/v1/admin/mains/comments/{commentId}", httpx.Handler(s.removeComment))
	mux.Handle("GET /api/v1/admin/mains/evaluator-stats", httpx.Handler(s.evaluatorStats))
	mux.Handle("GET /api/v1/admin/mains/second-markings", httpx.Handler(s.secondMarkings))
	mux.Handle("POST /api/v1/admin/mains/second-markings/{uploadId}", httpx.Handler(s.markAgain))
	mux.Handle("GET /api/v1/admin/mains/answers/{uploadId}", httpx.Handler(s.answer))
	mux.Handle("PUT /api/v1/admin/mains/answers/{uploadId}/assignee", httpx.Handler(s.assign))
	mux.Handle("PUT /api/v1/admin/mains/answers/{uploadId}/draft", httpx.Handler(s.saveDraft))
	mux.Handle("POST /api/v1/admin/mains/answers/{uploadId}/start", httpx.Handler(s.start))
	mux.Handle("POST /api/v1/admin/mains/answers/{uploadId}/evaluation", httpx.Handler(s.evaluate))
}

// requireStaff answers the caller when they are an admin or evaluator, else 401/403.
func requireStaff(r *http.Request) (httpx.Identity, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return id, err
	}
	if !id.IsStaff() {
		return id, httpx.Errorf(http.StatusForbidden, "This is for staff only.")
	}
	return id, nil
}

// requireAdmin answers the caller when they are an admin, else 401, 403 or refusal.
func requireAdmin(r *http.Request, refusal error) (httpx.Identity, error) {
	caller, err := requireStaff(r)
	if err == nil && !caller.IsAdmin() {
		err = refusal
	}
	return caller, err
}

// assignedAnswer answers the caller and the answer of a call about one answer ({uploadId}),
// when the caller may work on it (Service.RequireAnswerReach).
func (s *Service) assignedAnswer(r *http.Request) (httpx.Identity, int64, error) {
	caller, err := requireStaff(r)
	if err != nil {
		return caller, 0, err
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return caller, 0, err
	}
	return caller, uploadID, s.RequireAnswerReach(r.Context(), caller, uploadID)
}

// The comment bank -----------------------------------------------------------------------------

func (s *Service) comments(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	out, err := s.Comments(r.Context(), caller, r.URL.Query().Get("q"))
	if err != nil {
		return err
	}
	httpx.Answer(w, &commentBank{Comments: out})
	return nil
}

func (s *Service) addComment(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	var in struct {
		Text   string `form:"text"`
		Shared bool   `form:"shared"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	kept, err := s.AddComment(r.Context(), caller, in.Text, in.Shared)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, &commentKept{Comment: kept, Message: httpx.Say(r, locale.T("Comment kept."))})
	return nil
}

func (s *Service) removeComment(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	id, err := httpx.PositiveID(r.PathValue("commentId"), "commentId")
	if err != nil {
		return err
	}
	if err := s.RemoveComment(r.Context(), caller, id); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Comment removed."))})
	return nil
}

// Assignment -----------------------------------------------------------------------------------

var errOnlyAdminsAssign = httpx.Errorf(http.StatusForbidden, "Only admins assign answers.")

func (s *Service) assign(w http.ResponseWriter, r *http.Request) error {
	if _, err := requireAdmin(r, errOnlyAdminsAssign); err != nil {
		return err
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return err
	}
	var in struct {
		EvaluatorID string `form:"evaluatorId"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	var evaluator *int64
	if strings.TrimSpace(in.EvaluatorID) != "" {
		id, err := httpx.PositiveID(in.EvaluatorID, "evaluatorId")
		if err != nil {
			return err
		}
		evaluator = &id
	}
	if err := s.Assign(r.Context(), uploadID, evaluator); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: "Answer assigned."})
	return nil
}

func (s *Service) evaluators(w http.ResponseWriter, r *http.Request) error {
	if _, err := requireAdmin(r, errOnlyAdminsAssign); err != nil {
		return err
	}
	people, err := s.Evaluators(r.Context())
	if err != nil {
		return err
	}
	httpx.Answer(w, &evaluatorList{Evaluators: people})
	return nil
}

// auditOf binds the console's audit log to the request that makes a staff write: who, and from
// where.
func (s *Service) auditOf(r *http.Request) auditFunc {
	return func(ctx context.Context, tx db.Q, action, entity string, id int64, before, after any) error {
		return s.audit.Audit(ctx, tx, r, action, entity, id, before, after)
	}
}

// Second marking -------------------------------------------------------------------------------

func (s *Service) secondMarkings(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	out, err := s.SecondMarkings(r.Context(), caller, r.URL.Query().Get("status"))
	if err != nil {
		return err
	}
	httpx.Answer(w, &httpx.List[SecondMarking]{ResponseResult: out})
	return nil
}

func (s *Service) markAgain(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return err
	}
	var in struct {
		Marks string `form:"marks"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	flagged, err := s.MarkAgain(r.Context(), caller, s.auditOf(r), uploadID, in.Marks)
	if err != nil {
		return err
	}
	httpx.Answer(w, &marksSavedAgain{Message: httpx.Say(r, locale.T("Marks saved.")), Flagged: flagged})
	return nil
}

var errOnlyAdminsSeeStats = httpx.Errorf(http.StatusForbidden, "Only admins see every evaluator's figures.")

func (s *Service) evaluatorStats(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireAdmin(r, errOnlyAdminsSeeStats)
	if err != nil {
		return err
	}
	out, err := s.EvaluatorStats(r.Context(), caller)
	if err != nil {
		return err
	}
	httpx.Answer(w, &httpx.List[EvaluatorStats]{ResponseResult: out})
	return nil
}

// Evaluation -----------------------------------------------------------------------------------

func (s *Service) answer(w http.ResponseWriter, r *http.Request) error {
	_, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	screen, err := s.ScreenFor(r.Context(), uploadID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &evaluationScreenAnswer{EvaluationScreen: screen})
	return nil
}

func (s *Service) saveDraft(w http.ResponseWriter, r *http.Request) error {
	staff, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	if mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mediaType != "application/json" {
		return httpx.Errorf(http.StatusUnsupportedMediaType, "Send the draft as application/json.")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxDraftBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return httpx.TooLarge(maxDraftBytes)
	}
	if err != nil {
		return httpx.Errorf(http.StatusBadRequest, "The draft could not be read.")
	}
	savedAt, err := s.SaveDraft(r.Context(), staff, uploadID, body)
	if err != nil {
		return err
	}
	httpx.Answer(w, &draftSaved{SavedAt: savedAt})
	return nil
}

func (s *Service) start(w http.ResponseWriter, r *http.Request) error {
	_, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	startedAt, err := s.Start(r.Context(), uploadID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &evaluationStarted{EvaluationStartedAt: startedAt})
	return nil
}

func (s *Service) evaluate(w http.ResponseWriter, r *http.Request) error {
	staff, uploadID, err := s.assignedAnswer(r)
	if err != nil {
		return err
	}
	var form EvaluationForm
	if err := httpx.DecodeMultipart(w, r, &form, s.uploadLimit); err != nil {
		return err
	}
	if r.MultipartForm != nil && len(r.MultipartForm.File["evaluatedPDF"]) > 0 {
		form.PDF = r.MultipartForm.File["evaluatedPDF"][0]
	}
	if err := s.Evaluate(r.Context(), staff, s.auditOf(r), uploadID, form); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Evaluation saved."))})
	return nil
}

// The learners' calls --------------------------------------------------------------------------

func (s *Service) tests(w http.ResponseWriter, r *http.Request) error {
	subscriptionID, err := access.SubscriptionID(r)
	if err != nil {
		return err
	}
	seriesID, err := httpx.PositiveID(r.URL.Query().Get("mainsTestSeriesId"), "mainsTestSeriesId")
	if err != nil {
		return err
	}
	caller, _ := httpx.IdentityFrom(r.Context())
	tests, streak, err := s.Tests(r.Context(), caller, subscriptionID, seriesID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &testList{ResponseResult: tests, DailyStreak: streak})
	return nil
}

func (s *Service) upload(w http.ResponseWriter, r *http.Request) error {
	caller, err := httpx.RequireUser(r)
	if err != nil {
		return httpx.Errorf(http.StatusUnauthorized, "You must be logged in to upload answers")
	}
	testID, err := httpx.PositiveID(r.PathValue("mainsTestId"), "mainsTestId")
	if err != nil {
		return err
	}
	test, err := s.uploadTo(r.Context(), caller, testID)
	if err != nil {
		return err
	}
	var in struct {
		Confirm bool `form:"confirm"` // the learner confirmed that this upload replaces their answer
	}
	if err := httpx.DecodeMultipart(w, r, &in, photosBodyLimit*s.uploadLimit); err != nil {
		return err
	}
	received, err := s.saveUpload(r.Context(), caller, test, r.MultipartForm, in.Confirm)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, &answerUploaded{Message: httpx.Say(r, locale.T("Answer uploaded successfully")),
		Pages: received.Pages, UploadedAt: received.At})
	return nil
}

// The evaluators' queue ------------------------------------------------------------------------

// answerFilter reads the filter of a list of answers from the query.
func answerFilter(r *http.Request) AnswerFilter {
	return AnswerFilter{Status: r.URL.Query().Get("status"), AssignedTo: r.URL.Query().Get("assignedTo")}
}

// answersPerPage bounds the evaluators' queue.
const answersPerPage = 500

func (s *Service) answers(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	filter := answerFilter(r)
	if raw := r.URL.Query().Get("testId"); raw != "" {
		if filter.TestID, err = httpx.PositiveID(raw, "testId"); err != nil {
			return err
		}
	}
	out, err := s.Answers(r.Context(), caller, filter, string(answersPending), answersPerPage)
	if err != nil {
		return err
	}
	httpx.Answer(w, &httpx.List[Answer]{ResponseResult: out})
	return nil
}

// report answers the current answers as a CSV file (writeReport): status all (the default),
// pending, late or evaluated; evaluators get their own answers only, as in the queue.
func (s *Service) report(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	rows, err := s.Answers(r.Context(), caller, answerFilter(r), string(answersAll), 0)
	if err != nil {
		return err
	}
	return writeReport(w, rows, s.now())
}

// The answers of these calls ------------------------------------------------------------------

type (
	// commentBank is the caller's comment bank (theirs and the shared ones), searched.
	commentBank struct {
		httpx.Status
		Comments []BankComment `json:"comments"`
	}
	// commentKept is the answer of adding a comment to the bank (201).
	commentKept struct {
		httpx.Status
		Message string      `json:"message"`
		Comment BankComment `json:"comment"`
	}
	// evaluatorList is whom an admin can assign answers to.
	evaluatorList struct {
		httpx.Status
		Evaluators []Person `json:"evaluators"`
	}
	// marksSavedAgain is the answer of a second marking: whether the two marks are too far apart
	// (docs/product.md, "Second marking").
	marksSavedAgain struct {
		httpx.Status
		Message string `json:"message"`
		Flagged bool   `json:"flagged"`
	}
	// evaluationScreenAnswer is one answer for the annotation screen.
	evaluationScreenAnswer struct {
		httpx.Status
		EvaluationScreen
	}
	// draftSaved says when an evaluator's draft was kept.
	draftSaved struct {
		httpx.Status
		SavedAt time.Time `json:"savedAt"`
	}
	// evaluationStarted says when the evaluation of an answer began (its first opening).
	evaluationStarted struct {
		httpx.Status
		EvaluationStartedAt time.Time `json:"evaluationStartedAt"`
	}
	// testList is a subscription's mains tests, with the learner's daily answer-writing streak.
	testList struct {
		httpx.Status
		ResponseResult []Test `json:"responseResult"`
		DailyStreak    Streak `json:"dailyStreak"`
	}
	// answerUploaded is what an upload received (201), so the learner sees it at once.
	answerUploaded struct {
		httpx.Status
		Message    string    `json:"message"`
		Pages      int       `json:"pages"`
		UploadedAt time.Time `json:"uploadedAt"`
	}
)
