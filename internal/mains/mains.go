// Package mains is mains answer writing: test series with a question paper per test, an answer
// window in which a subscriber uploads their answer as one PDF, and evaluation by faculty who
// return marks and an evaluated PDF.
//
// It is layered as prelims is: store.go holds the SQL, the service (this file, assignment.go,
// evaluation.go, secondmarking.go, commentbank.go, daily.go, structure.go, learneranswers.go) the
// rules, taking the caller's identity rather than a request, and http.go the handlers that decode,
// check who may call, call the service and write the answer.
package mains

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/notify"
	"aspirant/internal/platform/imagesize"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/ratelimit"
	"aspirant/internal/platform/scan"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// SeriesEntry is a mains test series of a subscription, as the subscription's mains series list it.
type SeriesEntry struct {
	MainsTestSeriesID int64 `json:"mainsTestSeriesId"`
	Relation          struct {
		Name        string `json:"name"`
		Description string `json:"description"`
	} `json:"testSeries_relation"`
	IsSubscribed bool `json:"isSubscribed"`
	TestCount    int  `json:"testCount"`
}

// Test is a mains test as the caller sees it, with the caller's own marks.
type Test struct {
	ID             int64         `json:"id"`
	Name           string        `json:"name"`
	Description    string        `json:"description"`
	StartDate      time.Time     `json:"start_date"`
	EndDate        time.Time     `json:"end_date"`
	MaximumScore   int           `json:"maximumScore"`
	IsAttempted    bool          `json:"isAttempted"`
	QuestionPDF    *wire.FileRef `json:"questionPDF"`
	ModelAnswerPDF *wire.FileRef `json:"modelAnswerPDF"` // after the window closes, or the caller's answer is evaluated
	// QuestionPDF, above, comes once the window opens: the paper stays sealed until then.
	EvaluatedPDF *wire.FileRef `json:"evaluatedPDF"`
	AnswerPDF    *wire.FileRef `json:"answerPDF"` // the caller's own upload
	// The discussion: a file in the store, played through a signed address of the caller's
	// session, or else a Google Drive link (docs/product.md, "Videos").
	DiscussionVideo *media.Playback `json:"discussionVideo,omitempty"`
	GDriveVideoLink *string         `json:"gDriveVideoLink"`
	ShowEnquiry     wire.Flag       `json:"show_enquiry"`
	IsSubscribed    bool            `json:"isSubscribed"`
	IsOpen          bool            `json:"isOpen"` // the answer window holds now
	Marks           *float64        `json:"marks"`
	Remarks         string          `json:"remarks"`
	UploadedAt      *time.Time      `json:"uploadedAt"`
	// The evaluation's progress and promise (docs/product.md, "Evaluation on time"): when an
	// evaluator started on the caller's answer, when it was evaluated, and by when it is promised.
	EvaluationStartedAt *time.Time `json:"evaluationStartedAt"`
	EvaluatedAt         *time.Time `json:"evaluatedAt"`
	ExpectedBy          *time.Time `json:"expectedBy"`
	// The evaluator's marks per question with their rubric, when evaluated in the browser.
	QuestionMarks []QuestionMark `json:"questionMarks"`
	// The evaluator's comments on the copy as text, in reading order, for a phone where the copy's
	// note boxes are too small to read (docs/product.md, "Evaluating in the browser").
	Comments []CopyComment `json:"comments"`
	// A daily answer-writing question, and the question written out with its paper, directive
	// word and word limit (docs/product.md, "Daily answer writing"); the text comes once the
	// window opens, like the question PDF.
	IsDaily       bool   `json:"isDaily"`
	QuestionText  string `json:"questionText"`
	Paper         string `json:"paper"`
	DirectiveWord string `json:"directiveWord"`
	WordLimit     int    `json:"wordLimit"`
	// The question written out in the other languages staff wrote it in, once the window opens
	// like the English (docs/product.md, "Languages of staff texts").
	Translations translations.Texts `json:"translations"`
	// Languages of the paper and the model answer: ["en"], ["hi"] or ["en", "hi"]
	// (docs/product.md, "Languages of notes, tests and videos").
	Languages []string `json:"languages"`
}

// Service serves mains answer writing.
type Service struct {
	db          *db.DB
	access      *access.Checker
	media       *media.Service
	notify      *notify.Service
	baseURL     *url.URL
	now         func() time.Time
	uploadLimit int64
	player      *media.Player
	audit       Auditor
	limiter     *ratelimit.Limiter
}

// Upload limits (docs/product.md, "Mains answer writing"): a learner replaces an answer a few
// times at most before the window closes; more, in an hour, is a script filling the disk.
var (
	UploadsPerTest = ratelimit.Rule{Name: "mains-uploads-test", Limit: 10, Window: time.Hour}
	UploadsPerUser = ratelimit.Rule{Name: "mains-uploads-user", Limit: 30, Window: time.Hour}
)

// Auditor records a staff write in the console's audit log, in the caller's transaction: who,
// what, when, and the record before and after.
type Auditor interface {
	Audit(ctx context.Context, tx db.Q, r *http.Request, action, entity string, id int64, before, after any) error
}

// auditFunc records a staff write in the audit log, in the write's transaction: the Auditor bound
// to the request that makes the write (http.go, auditOf).
type auditFunc func(ctx context.Context, tx db.Q, action, entity string, id int64, before, after any) error

// Deps is what the service needs.
type Deps struct {
	DB          *db.DB
	Access      *access.Checker
	Media       *media.Service
	Notify      *notify.Service // tells learners their answer was evaluated
	BaseURL     *url.URL
	Now         func() time.Time
	UploadLimit int64 // bytes of an uploaded PDF
	// Player signs the playback addresses of discussions kept in the store.
	Player *media.Player
	Audit  Auditor // evaluations and second markings are staff writes like the console's
	// Limiter counts uploads (UploadsPerTest, UploadsPerUser).
	Limiter *ratelimit.Limiter
}

func NewService(d Deps) *Service {
	return &Service{db: d.DB, access: d.Access, media: d.Media, notify: d.Notify, baseURL: d.BaseURL, now: d.Now,
		uploadLimit: d.UploadLimit, player: d.Player, audit: d.Audit, limiter: d.Limiter}
}

func seriesEntry(lib access.Library) SeriesEntry {
	e := SeriesEntry{MainsTestSeriesID: lib.ID, IsSubscribed: lib.Open, TestCount: lib.Items}
	e.Relation.Name, e.Relation.Description = lib.Name, stafftext.HTML(lib.Description)
	return e
}

type testRow struct {
	ID           int64     `db:"id"`
	LibraryID    int64     `db:"library_id"`
	Name         string    `db:"name"`
	Description  string    `db:"description_html"`
	StartsAt     time.Time `db:"starts_at"`
	EndsAt       time.Time `db:"ends_at"`
	MaximumScore int       `db:"maximum_score"`
	Question     *string   `db:"question_pdf"`
	Model        *string   `db:"model_pdf"`
	Discussion   string    `db:"discussion_video_url"`
	// DiscussionFile is the discussion's own video file, which plays instead of the link.
	DiscussionFile *int64     `db:"discussion_file_id"`
	DiscussionType string     `db:"discussion_type"`
	ShowEnquiry    bool       `db:"show_enquiry"`
	Answer         *string    `db:"answer_pdf"`
	UploadedAt     *time.Time `db:"uploaded_at"`
	DueAt          *time.Time `db:"due_at"`
	StartedAt      *time.Time `db:"evaluation_started_at"`
	EvaluatedAt    *time.Time `db:"evaluated_at"`
	Turnaround     int        `db:"turnaround_hours"`
	Evaluated      *string    `db:"evaluated_pdf"`
	Marks          *int64     `db:"marks"`
	Remarks        *string    `db:"remarks"`
	PerQuestion    *string    `db:"question_marks"`
	Annotations    *string    `db:"annotations"`
	Languages      string     `db:"languages"`
	Daily          bool       `db:"is_daily"`
	WrittenQuestion
}

// Tests answers the tests of a series of the caller's subscription, with the caller's own answers
// and marks, and their daily answer-writing streak in the series.
func (s *Service) Tests(ctx context.Context, caller httpx.Identity, subscriptionID, seriesID int64) ([]Test, Streak, error) {
	libs, err := s.access.LibrariesOf(ctx, subscriptionID, "mains-tests")
	if err != nil {
		return nil, Streak{}, err
	}
	series, ok := findLibrary(libs, seriesID)
	if !ok {
		return nil, Streak{}, httpx.Errorf(http.StatusNotFound, "No test series found for this subscription")
	}
	rows, err := testsOfSeries(ctx, s.db, seriesID, caller.UserID)
	if err != nil {
		return nil, Streak{}, err
	}
	open := series.Open
	opener, err := s.access.For(ctx)
	if err != nil {
		return nil, Streak{}, err
	}
	// An admin, and an evaluator of this series, read its papers and model answers at any time.
	oversees := opener.Oversees(seriesID)
	now := s.now()
	out := make([]Test, len(rows))
	grants := s.player.For(caller)
	var days []dailyDay
	for i, t := range rows {
		closed := now.After(t.EndsAt)
		opened := !now.Before(t.StartsAt) || oversees
		// The model answer and the discussion open at the close, or as soon as the caller's own
		// answer is evaluated: they are what the evaluated copy is read against.
		explained := closed || t.Evaluated != nil || oversees
		out[i] = Test{ID: t.ID, Name: t.Name, Description: stafftext.HTML(t.Description), StartDate: t.StartsAt.UTC(),
			EndDate: t.EndsAt.UTC(), MaximumScore: t.MaximumScore, IsAttempted: t.Answer != nil,
			QuestionPDF: wire.FileFor(t.Question, open && opened), ModelAnswerPDF: wire.FileFor(t.Model, open && explained),
			EvaluatedPDF: wire.FileFor(t.Evaluated, open), AnswerPDF: wire.FileFor(t.Answer, open),
			ShowEnquiry: wire.Flag(t.ShowEnquiry), IsSubscribed: open, IsOpen: !now.Before(t.StartsAt) && !closed,
			UploadedAt: t.UploadedAt, EvaluationStartedAt: utc(t.StartedAt), EvaluatedAt: utc(t.EvaluatedAt),
			Languages: wire.SplitLanguages(t.Languages), IsDaily: t.Daily, Paper: t.Paper, DirectiveWord: t.DirectiveWord,
			WordLimit: t.WordLimit}
		if open && opened {
			out[i].QuestionText = t.Text
		}
		if t.Daily {
			days = append(days, dailyDay{opens: t.StartsAt, closes: t.EndsAt, answered: t.Answer != nil})
		}
		if t.UploadedAt != nil {
			due := promisedBy(*t.UploadedAt, t.DueAt)
			out[i].ExpectedBy = &due
		}
		out[i].Marks = marksOf(t.Marks)
		if t.Remarks != nil {
			out[i].Remarks = *t.Remarks
		}
		if t.PerQuestion != nil && open {
			_ = json.Unmarshal([]byte(*t.PerQuestion), &out[i].QuestionMarks) // written by evaluate
		}
		out[i].Comments = []CopyComment{}
		if t.Annotations != nil && t.Evaluated != nil && open {
			out[i].Comments = commentsOf(*t.Annotations)
		}
		switch {
		case open && explained && t.DiscussionFile != nil:
			if out[i].DiscussionVideo, err = grants.Playback(ctx, fmt.Sprintf("mains-%d", t.ID), *t.DiscussionFile, t.DiscussionType); err != nil {
				return nil, Streak{}, err
			}
		case open && explained && t.Discussion != "":
			link := t.Discussion
			out[i].GDriveVideoLink = &link
		}
	}
	if err := translations.Fill(ctx, s.db, "mains_tests", out, testTexts, translations.Formatted("description"),
		func(t *Test) (int64, *translations.Texts) { return t.ID, &t.Translations }); err != nil {
		return nil, Streak{}, err
	}
	for i := range out {
		if out[i].QuestionText == "" { // sealed until its window opens, in every language
			for language, texts := range out[i].Translations {
				if delete(texts, "questionText"); len(texts) == 0 {
					delete(out[i].Translations, language)
				}
			}
		}
	}
	slices.SortFunc(days, func(a, b dailyDay) int { return a.opens.Compare(b.opens) })
	return out, streakOf(days, now), nil
}

// testTexts are the translated fields of a mains test, under the names the learner's answer
// gives them (docs/product.md, "Languages of staff texts").
var testTexts = map[string]string{"name": "name", "description": "description", "question_text": "questionText"}

// legacyTurnaround is the promise read for an upload from before promises were recorded: the
// turnaround every series had by default.
const legacyTurnaround = 72 * time.Hour

// promisedBy answers when an upload's evaluation is promised for.
func promisedBy(uploadedAt time.Time, dueAt *time.Time) time.Time {
	if dueAt != nil {
		return dueAt.UTC()
	}
	return uploadedAt.Add(legacyTurnaround).UTC()
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func findLibrary(libs []access.Library, id int64) (access.Library, bool) {
	for _, l := range libs {
		if l.ID == id {
			return l, true
		}
	}
	return access.Library{}, false
}

// uploadTo answers the test an upload is for, while its answer window holds (start and end
// included) for a caller who may open its series and has not uploaded too often
// (docs/product.md, "Mains answer writing"). It is asked before the upload's body is read, so a
// refused upload costs neither memory nor disk.
func (s *Service) uploadTo(ctx context.Context, caller httpx.Identity, testID int64) (testRow, error) {
	t, err := publishedTest(ctx, s.db, testID)
	if errors.Is(err, db.ErrNotFound) {
		return t, httpx.Errorf(http.StatusNotFound, "Test not found")
	}
	if err != nil {
		return t, err
	}
	if err := s.access.RequireOf(ctx, caller, t.LibraryID); err != nil {
		return t, err
	}
	now := s.now()
	if now.Before(t.StartsAt) {
		return t, httpx.Errorf(http.StatusBadRequest, "The answer window of this test opens on %s.", indiatime.At(t.StartsAt))
	}
	if now.After(t.EndsAt) {
		return t, httpx.Errorf(http.StatusBadRequest, "The answer window of this test closed on %s.", indiatime.At(t.EndsAt))
	}
	user := strconv.FormatInt(caller.UserID, 10)
	if err := s.limiter.Hit(ctx, UploadsPerTest, user+":"+strconv.FormatInt(testID, 10)); err != nil {
		return t, err
	}
	return t, s.limiter.Hit(ctx, UploadsPerUser, user)
}

// Uploaded is what an upload received, so the learner sees it at once (docs/product.md, "Mains
// answer writing").
type Uploaded struct {
	Pages int
	At    time.Time
}

// saveUpload takes a subscriber's answer to a test (from uploadTo): the file is checked by its bytes
// and stored before the answer is recorded; an earlier upload stays on record, superseded. A new
// upload never replaces an evaluated answer, and replaces one not yet evaluated only when the
// learner has confirmed it (docs/product.md, "Mains answer writing").
func (s *Service) saveUpload(ctx context.Context, caller httpx.Identity, t testRow, form *multipart.Form, confirmed bool) (Uploaded, error) {
	// Said before the file is stored, so a refused upload leaves nothing behind.
	current, err := currentAnswerOf(ctx, s.db, t.ID, caller.UserID)
	if err != nil {
		return Uploaded{}, err
	}
	if err := current.replacementRefusal(confirmed); err != nil {
		return Uploaded{}, err
	}
	stored, pages, err := s.saveAnswerFile(ctx, form, caller.UserID)
	if err != nil {
		return Uploaded{}, err
	}
	now := s.now()
	var dropped []int64
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		var err error
		dropped, err = recordUpload(ctx, tx, t, caller.UserID, stored.ID, now, confirmed)
		return err
	})
	if err != nil {
		s.media.Discard(ctx, stored.ID)
		return Uploaded{}, err
	}
	for _, file := range dropped {
		s.media.Discard(ctx, file)
	}
	return Uploaded{Pages: pages, At: now}, nil
}

// recordUpload makes the stored file the learner's current answer, superseding the one before.
// The answer it replaces is checked again after it is superseded: an evaluation saved meanwhile
// (it holds the same row) is then seen, and the upload refused rather than the evaluation lost.
// Copies older than the one replaced go: it answers their files, to remove once committed.
func recordUpload(ctx context.Context, tx *db.Tx, t testRow, userID, fileID int64, now time.Time, confirmed bool) ([]int64, error) {
	assignee, err := assigneeFor(ctx, tx, t.LibraryID, t.ID, userID)
	if err != nil {
		return nil, err
	}
	replaced, err := supersedeAnswer(ctx, tx, t.ID, userID, now.UTC())
	if err != nil {
		return nil, err
	}
	if err := replaced.replacementRefusal(confirmed); err != nil {
		return nil, err
	}
	// The current answer and the one it replaced are kept (a learner who sent the wrong file
	// can be helped by staff); older copies, never evaluated, go.
	older, err := dropOlderCopies(ctx, tx, t.ID, userID)
	if err != nil {
		return nil, err
	}
	due := now.Add(time.Duration(t.Turnaround) * time.Hour)
	return older, insertUpload(ctx, tx, t.ID, userID, fileID, assignee, now.UTC(), due.UTC())
}

// currentAnswer is what a learner has answered to a test so far: whether an answer is in, and
// whether it is evaluated.
type currentAnswer struct {
	Answers   int `db:"answers"`
	Evaluated int `db:"evaluated"`
}

// replacementRefusal answers why a new upload may not replace this answer, or nil: an evaluated
// answer stays (its marks, copy and notification stand), and one not yet evaluated is replaced
// only once the learner has confirmed it (428, so the app asks and sends again).
func (c currentAnswer) replacementRefusal(confirmed bool) error {
	switch {
	case c.Evaluated > 0:
		return httpx.Errorf(http.StatusConflict, "Your answer to this test has been evaluated, so it cannot be replaced.")
	case c.Answers > 0 && !confirmed:
		return httpx.Errorf(http.StatusPreconditionRequired, "You have already uploaded an answer to this test. Upload this one instead? Only the new answer will be evaluated.")
	}
	return nil
}

// photosBodyLimit: a request of page photos may be this many times the upload limit, since
// phones' photos are large before the server scales them down; the PDF made of them, like an
// uploaded PDF, stays within the limit itself.
const photosBodyLimit = 4

// saveAnswerFile stores the answer of an upload request: its one PDF, or the PDF assembled from
// its photos of the pages, in their order (docs/product.md, "Answers from a phone"), with its
// number of pages.
func (s *Service) saveAnswerFile(ctx context.Context, form *multipart.Form, userID int64) (media.File, int, error) {
	var pdfs, photos []*multipart.FileHeader
	if form != nil {
		pdfs, photos = form.File["answerPDFAttachment"], form.File["answerImages"]
	}
	switch {
	case len(pdfs) > 0 && len(photos) > 0:
		return media.File{}, 0, httpx.InvalidField("answerImages", "Send one PDF or photos of the pages, not both.")
	case len(photos) > 0:
		stored, err := s.savePhotos(ctx, photos, userID)
		return stored, len(photos), err
	case len(pdfs) == 0:
		return media.File{}, 0, httpx.InvalidField("answerPDFAttachment", "Please select a PDF file to upload")
	}
	pdf, pages, err := readUploadedPDF(pdfs[0], "answerPDFAttachment", s.uploadLimit)
	if err != nil {
		return media.File{}, 0, err
	}
	stored, err := s.media.Save(ctx, media.Document, pdfs[0].Filename, bytes.NewReader(pdf), userID)
	if errors.Is(err, media.ErrUnsupportedType) {
		return media.File{}, 0, httpx.InvalidField("answerPDFAttachment", "Only PDF files are allowed")
	}
	return stored, pages, err
}

// savePhotos assembles the photos into one PDF and stores it. A photo over the bound for every
// picture, or photos over the bound for one answer, are refused with 413 before any is decoded
// (docs/reliability.md, "Bounds on uploads").
func (s *Service) savePhotos(ctx context.Context, photos []*multipart.FileHeader, userID int64) (media.File, error) {
	if len(photos) > scan.MaxPages {
		return media.File{}, httpx.InvalidField("answerImages", "An answer may have at most %d pages.", scan.MaxPages)
	}
	pages := make([]scan.Photo, len(photos))
	for i, header := range photos {
		if header.Size > s.uploadLimit {
			return media.File{}, httpx.InvalidField("answerImages", "Page %d is larger than %d MB.", i+1, s.uploadLimit>>20)
		}
		pages[i] = func() (io.ReadCloser, error) { return header.Open() }
	}
	pdf, err := scan.AssembleFrom(ctx, pages, s.uploadLimit)
	var pageErr *scan.PageError
	switch {
	case errors.As(err, &pageErr) && errors.Is(err, scan.ErrTooManyPixels):
		return media.File{}, &httpx.Error{Status: http.StatusRequestEntityTooLarge,
			Message: locale.T("Page %d is a larger picture than the server takes (at most %d megapixels): take the photo at your camera's usual size.", pageErr.Page, imagesize.MaxPixels/1_000_000),
			Fields:  httpx.Fields{"answerImages": locale.T("Page %d has more than %d megapixels.", pageErr.Page, imagesize.MaxPixels/1_000_000)}}
	case errors.Is(err, scan.ErrAnswerTooManyPixels):
		return media.File{}, &httpx.Error{Status: http.StatusRequestEntityTooLarge,
			Message: locale.T("These photos together are larger than one answer may be (%d megapixels): take them at your camera's usual size.", scan.MaxAnswerPixels/1_000_000),
			Fields:  httpx.Fields{"answerImages": locale.T("At most %d megapixels in all.", scan.MaxAnswerPixels/1_000_000)}}
	case errors.As(err, &pageErr) && errors.Is(err, scan.ErrNotAnImage):
		return media.File{}, httpx.InvalidField("answerImages", "Page %d is not a JPEG or PNG photo.", pageErr.Page)
	case errors.Is(err, scan.ErrTooLarge):
		return media.File{}, httpx.InvalidField("answerImages", "These pages do not fit in %d MB; send fewer or smaller photos.", s.uploadLimit>>20)
	case err != nil:
		return media.File{}, err
	}
	return s.media.Save(ctx, media.Document, "answer-pages.pdf", bytes.NewReader(pdf), userID)
}

// Answer is an uploaded answer as an evaluator sees it.
type Answer struct {
	UploadID   int64         `db:"upload_id" json:"uploadId"`
	TestID     int64         `db:"test_id" json:"testId"`
	TestName   string        `db:"test_name" json:"testName"`
	SeriesName string        `db:"series_name" json:"seriesName"`
	MaxScore   int           `db:"maximum_score" json:"maximumScore"`
	UniqueID   string        `db:"unique_id" json:"learnerId"`
	Learner    string        `db:"learner_name" json:"learnerName"`
	UploadedAt time.Time     `db:"uploaded_at" json:"uploadedAt"`
	DueAt      *time.Time    `db:"due_at" json:"-"`
	ExpectedBy time.Time     `db:"-" json:"expectedBy"`
	StartedAt  *time.Time    `db:"evaluation_started_at" json:"evaluationStartedAt"`
	AssigneeID *int64        `db:"assignee_id" json:"-"`
	AssigneeNm *string       `db:"assignee_name" json:"-"`
	Assignee   *Person       `db:"-" json:"assignedTo"`
	AnswerKey  string        `db:"answer_key" json:"-"`
	AnswerPDF  *wire.FileRef `db:"-" json:"answerPDF"`
	Marks      *int64        `db:"marks" json:"-"`
	MarksOut   *float64      `db:"-" json:"marks"`
	Evaluated  *string       `db:"evaluated_key" json:"-"`
	EvalPDF    *wire.FileRef `db:"-" json:"evaluatedPDF"`
	EvalAt     *time.Time    `db:"evaluated_at" json:"evaluatedAt"`
	// The remarks given, so that correcting an evaluation starts from them.
	Remarks *string `db:"remarks" json:"remarks"`
	// MarkingAgain: the caller is to mark the answer again, blind, and has not yet; its first
	// evaluation is left out (docs/product.md, "Second marking").
	MarkingAgain bool `db:"-" json:"markingAgain"`
}

// AnswerFilter is which current answers a list asks for: by status (pending, late, evaluated,
// or all where the list allows it), by assignee (an evaluator's id, or "none" for the unassigned;
// admins only) and by test (0 for all).
type AnswerFilter struct {
	Status     string
	AssignedTo string
	TestID     int64
}

// Answers lists current answers for evaluators, oldest first so nobody waits longest: of status
// pending when the filter names none (fallback all for the report), and only the caller's own
// for an evaluator (docs/product.md, "Who evaluates which answer"). An answer the caller is to
// mark again comes without its first evaluation.
func (s *Service) Answers(ctx context.Context, caller httpx.Identity, f AnswerFilter, fallback string, limit int) ([]Answer, error) {
	status := answerStatus(cmp.Or(f.Status, fallback))
	if !slices.Contains([]answerStatus{answersPending, answersLate, answersEvaluated}, status) &&
		(status != answersAll || fallback != string(answersAll)) {
		return nil, httpx.InvalidField("status", "Choose pending, late or evaluated.")
	}
	scope := answerScope{status: status, testID: f.TestID, now: s.now().UTC(), limit: limit}
	if !caller.IsAdmin() {
		scope.assignee = &caller.UserID
	} else if f.AssignedTo == "none" {
		scope.unassigned = true
	} else if f.AssignedTo != "" {
		assignee, err := httpx.PositiveID(f.AssignedTo, "assignedTo")
		if err != nil {
			return nil, err
		}
		scope.assignee = &assignee
	}
	out, err := answersIn(ctx, s.db, scope)
	if err != nil {
		return nil, err
	}
	blind, err := BlindTo(ctx, s.db, caller.UserID)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].complete()
		if blind[out[i].UploadID] {
			out[i].hideFirstMarking()
		}
	}
	return out, nil
}

// complete fills what an answer's columns imply: file references, the promise, marks.
func (a *Answer) complete() {
	key := a.AnswerKey
	a.AnswerPDF = wire.FileFor(&key, true)
	a.EvalPDF = wire.FileFor(a.Evaluated, true)
	a.ExpectedBy = promisedBy(a.UploadedAt, a.DueAt)
	a.StartedAt = utc(a.StartedAt)
	if a.AssigneeID != nil && a.AssigneeNm != nil {
		a.Assignee = &Person{ID: *a.AssigneeID, Name: *a.AssigneeNm}
	}
	a.MarksOut = marksOf(a.Marks)
}

// FileResolver tells the download call who may have a mains file: the question paper goes to
// subscribers, the model answer to subscribers once the window has closed, an answer and its
// evaluation to the learner who wrote it and to staff.
func (s *Service) FileResolver(ctx context.Context, fileID int64) (media.Decision, error) {
	caller, _ := httpx.IdentityFrom(ctx)
	own, err := personalFilesOf(ctx, s.db, fileID)
	if err != nil {
		return media.Decision{}, err
	}
	if len(own) > 0 {
		// The learner, an admin, the evaluator the answer is assigned to, and its second evaluator
		// (who reads the answer, not the evaluated copy).
		assigned := own[0].Assignee != nil && *own[0].Assignee == caller.UserID ||
			own[0].Second != nil && *own[0].Second == caller.UserID
		allowed := caller.UserID != 0 && (caller.UserID == own[0].UserID || caller.IsAdmin() || (caller.IsStaff() && assigned))
		if allowed && own[0].Kind == "evaluated" && caller.IsStaff() {
			// Not to whoever is to mark the answer again, an admin too, before their marks are in.
			blind, err := blindToEvaluatedFile(ctx, s.db, caller.UserID, fileID)
			if err != nil {
				return media.Decision{}, err
			}
			allowed = !blind
		}
		return media.Decision{Found: true, Allowed: allowed, Name: own[0].downloadName(), Personal: true}, nil
	}
	tests, err := testsWithFile(ctx, s.db, fileID)
	if err != nil || len(tests) == 0 {
		return media.Decision{}, err
	}
	opener, err := s.access.For(ctx)
	if err != nil {
		return media.Decision{}, err
	}
	for _, t := range tests {
		if !opener.Opens(t.LibraryID) {
			continue
		}
		if t.Question {
			if s.now().Before(t.StartsAt) && !opener.Oversees(t.LibraryID) {
				return media.Decision{Found: true, Refusal: locale.T("The question paper opens when the answer window opens.")}, nil
			}
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(t.Name) + "_question.pdf"}, nil
		}
		evaluated, err := answerEvaluated(ctx, s.db, t.ID, caller.UserID)
		if err != nil {
			return media.Decision{}, err
		}
		if s.now().After(t.EndsAt) || opener.Oversees(t.LibraryID) || evaluated {
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(t.Name) + "_model_answer.pdf"}, nil
		}
		return media.Decision{Found: true, Refusal: locale.T("The model answer opens when the answer window closes.")}, nil
	}
	return media.Decision{Found: true}, nil
}

// downloadName names a downloaded answer or evaluated copy after the learner, the test and the
// day it was uploaded or evaluated (India time), so that a folder of downloads sorts and reads:
// Asha_Verma_GS_Paper_II_2026-03-02_answer.pdf.
func (f personalFile) downloadName() string {
	return wire.SafeFileName(f.Learner) + "_" + wire.SafeFileName(f.Name) + "_" +
		f.MadeAt.In(indiatime.Zone).Format("2006-01-02") + "_" + f.Kind + ".pdf"
}
