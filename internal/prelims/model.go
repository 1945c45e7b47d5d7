package prelims

import (
	"time"

	"aspirant/internal/media"
	"aspirant/internal/platform/receipts"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Attempt states and how an attempt ended.
const (
	attemptOpen      = "open"
	attemptSubmitted = "submitted"
	finishSubmitted  = "submitted" // the learner submitted in time
	finishTimeUp     = "time_up"   // the server finished it at the deadline
	finishLate       = "late"      // submitted after the grace, or with answers that did not count: scored on those that did
)

// attempt is a row of prelims_attempts.
type attempt struct {
	ID          int64      `db:"id"`
	TestID      int64      `db:"test_id"`
	UserID      int64      `db:"user_id"`
	AttemptNo   int        `db:"attempt_no"`
	AttemptKey  *string    `db:"attempt_key"`
	Status      string     `db:"status"`
	StartedAt   time.Time  `db:"started_at"`
	DeadlineAt  time.Time  `db:"deadline_at"`
	SubmittedAt *time.Time `db:"submitted_at"`
	Finish      *string    `db:"finish_reason"`
	Score       *int64     `db:"score"`
	Correct     *int       `db:"correct_count"`
	Incorrect   *int       `db:"incorrect_count"`
	Unattempted *int       `db:"unattempted_count"`
	RescoredAt  *time.Time `db:"rescored_at"`
	// Ranked: the attempt enters the rankings (docs/product.md, "Rankings" and "Live tests").
	Ranked bool `db:"ranked"`
	// LateAnswers counts the questions whose choice reached the server too late to count
	// (docs/product.md, "The clock").
	LateAnswers int `db:"late_answers"`
}

// choicesEnd is the last moment a choice of the attempt can count: its deadline, or when the
// learner submitted it, if that was earlier.
func (a attempt) choicesEnd() time.Time {
	if a.SubmittedAt != nil && a.SubmittedAt.Before(a.DeadlineAt) {
		return *a.SubmittedAt
	}
	return a.DeadlineAt
}

// takesChoices tells whether the attempt takes new choices at now: it is open and its time runs.
func (a attempt) takesChoices(now time.Time) bool {
	return a.Status == attemptOpen && !now.After(a.DeadlineAt)
}

// result answers a submitted attempt's stored result.
func (a attempt) result() Result {
	var r Result
	if a.Score != nil {
		r.Score = *a.Score
	}
	if a.Correct != nil && a.Incorrect != nil && a.Unattempted != nil {
		r.Correct, r.Incorrect, r.Unattempted = *a.Correct, *a.Incorrect, *a.Unattempted
	}
	return r
}

// Session is an attempt as the app runs it: the server's clock decides the time left.
type Session struct {
	AttemptID        int64         `json:"attemptId"`
	AttemptKey       string        `json:"attemptKey"`
	AttemptNo        int           `json:"attemptNo"`
	Status           string        `json:"status"`
	StartedAt        time.Time     `json:"startedAt"`
	Deadline         time.Time     `json:"deadline"`
	ServerNow        time.Time     `json:"serverNow"`
	RemainingSeconds int           `json:"remainingSeconds"`
	Answers          []SavedAnswer `json:"answers"`
	// Ranked: the attempt enters the rankings. AnswersDueBy is, for a ranked attempt, the last
	// moment answers chosen by the deadline may reach the server and count (the deadline plus
	// the grace); null for a practice attempt, whose answers chosen in time count whenever they
	// arrive (docs/product.md, "The clock"). The app tells a learner offline near the deadline.
	Ranked       bool       `json:"ranked"`
	AnswersDueBy *time.Time `json:"answersDueBy"`
}

// SavedAnswer is an answer as autosave stored it: its response's two columns (kinds.go), the
// option chosen (selectedOption) and, for a kind answered with a value, the value (omitted for
// none); paper.responseOf reads them as the question's kind.
type SavedAnswer struct {
	QuestionID      int64   `db:"question_id" json:"questionId"`
	SelectedOption  *int64  `db:"option_id" json:"selectedOption"`
	Value           *string `db:"answer_value" json:"value,omitempty"`
	MarkedForReview bool    `db:"marked_for_review" json:"markedForReview"`
	TimeSpentMs     int64   `db:"time_spent_ms" json:"timeSpentMs"`
	// Confidence is the learner's tag ("sure", "fifty", "guess"; omitted for none), restored
	// when the attempt resumes (docs/product.md, "Confidence tags").
	Confidence string `db:"confidence" json:"confidence,omitempty"`
}

// Submission is the result the app shows after submitting.
type Submission struct {
	AttemptID int64 `json:"attemptId"`
	AttemptNo int   `json:"attemptNo"`
	// Score, CorrectAnswers and IncorrectAnswers are null while a live test's key is held
	// (ScoreOpensAt says until when): they would give the key away.
	Score              *float64 `json:"score"`
	CorrectAnswers     *int     `json:"correctAnswers"`
	IncorrectAnswers   *int     `json:"incorrectAnswers"`
	UnattemptedAnswers int      `json:"unattemptedAnswers"`
	TotalQuestions     int      `json:"totalQuestions"`
	TotalMarks         int      `json:"totalMarks"`
	FinishReason       string   `json:"finishReason"`
	// RescoredAt: when a corrected key or marking scheme last changed this result (null: never,
	// or the key is held).
	RescoredAt *time.Time `json:"rescoredAt"`
	// ScoreOpensAt: while a live test's key is held, when the score opens with it (null: the
	// score is out).
	ScoreOpensAt *time.Time `json:"scoreOpensAt"`
	// Receipt is the signed record of what was submitted (docs/product.md, "Receipts"): the
	// submit call and the review answer the same one.
	Receipt *receipts.Receipt `json:"receipt,omitempty"`
	// LateAnswers: how many answers chosen on the learner's device reached the server too late
	// to count, and were not counted (docs/product.md, "The clock").
	LateAnswers int `json:"lateAnswers"`
}

func submission(a attempt, p *paper) Submission {
	out := Submission{AttemptID: a.ID, AttemptNo: a.AttemptNo, TotalQuestions: len(p.Questions), TotalMarks: p.Marks,
		RescoredAt: utcOrNil(a.RescoredAt), LateAnswers: a.LateAnswers}
	if a.Score != nil {
		score := marks(*a.Score)
		out.Score = &score
	}
	if a.Correct != nil {
		out.CorrectAnswers, out.IncorrectAnswers, out.UnattemptedAnswers = a.Correct, a.Incorrect, *a.Unattempted
	}
	if a.Finish != nil {
		out.FinishReason = *a.Finish
	}
	return out
}

// heldUntil answers the submission as its learner may see it while a live test's key is held
// until opens (nil: not held): that it is in, with its receipt and what was left unanswered, but
// no score, no count of right and wrong answers and no re-scoring, which would tell anyone with
// a second account the key (docs/product.md, "Live tests").
func (sub Submission) heldUntil(opens *time.Time) Submission {
	if opens == nil {
		return sub
	}
	sub.Score, sub.CorrectAnswers, sub.IncorrectAnswers, sub.RescoredAt, sub.ScoreOpensAt = nil, nil, nil, nil, opens
	return sub
}

// LibraryTest is a test as the tests library lists it.
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
	// The discussion: a file in the store, played through a signed address of the caller's
	// session, or else a Google Drive link (docs/product.md, "Videos").
	DiscussionVideo   *media.Playback `json:"discussionVideo,omitempty"`
	GDriveVideoLink   *string         `json:"gDriveVideoLink"`
	IsSubscribeButton wire.Flag       `json:"is_subscribe_button"`
	IsSubscribed      bool            `json:"isSubscribed"`
	TestSeriesID      int64           `json:"testSeriesId"`
	AttemptsMade      int             `json:"attemptsMade"`

	// HasExplanationPDF and HasDiscussionVideo tell the page that staff have given the test an
	// explanation or a discussion, listed above once the caller may have them; KeysOpenAt is when
	// they open to a caller who has submitted a live test whose key is held (null otherwise), so
	// the page says when rather than 'not available' (docs/product.md, "Live tests").
	HasExplanationPDF  bool       `json:"hasExplanationPDF"`
	HasDiscussionVideo bool       `json:"hasDiscussionVideo"`
	KeysOpenAt         *time.Time `json:"keysOpenAt"`
	// OpenAttemptDeadline is the deadline of the caller's attempt in progress, so the library
	// offers Resume with the time left (docs/product.md, "The test screen").
	OpenAttemptDeadline *string `json:"openAttemptDeadline"`
	// Languages the test is set in, its first language first: ["en"], ["hi"] or ["en", "hi"].
	Languages []string `json:"languages"`
	// The name and description in the other languages staff wrote them in (testTexts).
	Translations translations.Texts `json:"translations"`
	WindowTimes
	// KeyChangedAt is when staff last accepted a challenge of the key of a test the caller has
	// submitted: their score was recalculated (null: never; docs/product.md, "Key challenges").
	KeyChangedAt *time.Time `json:"keyChangedAt"`
}

// Test is a test as the quiz's start page shows it.
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
	StoredLanguages     string  `json:"-" db:"stored_languages"`
	// Languages the test is set in, its first language first: ["en"], ["hi"] or ["en", "hi"].
	Languages []string `json:"languages" db:"-"`
	// The name and description in the other languages staff wrote them in (testTexts).
	Translations translations.Texts `json:"translations" db:"-"`
	window       `json:"-"`
	WindowTimes  `db:"-"`
}

// Question is a question as it goes out: no key, no explanation.
type Question struct {
	ID int64 `json:"id"`
	// Kind is the question's kind, which picks how the app takes its answer (kinds.go).
	Kind        string   `json:"kind"`
	Description string   `json:"description"`
	Difficulty  string   `json:"difficulty"`
	Topic       string   `json:"topic"`
	Options     []option `json:"options"`
	// The question in the test's other languages, by language (absent: none).
	Translations Translations `json:"translations,omitempty"`
}

// RankingRow is a row of the rankings table.
type RankingRow struct {
	Rank     int     `json:"rank"`
	UniqueID string  `json:"unique_id"`
	Score    float64 `json:"score"`
}

// Rankings is a test's rankings as the caller sees them: the top rows, and their own place.
type Rankings struct {
	TestName          string       `json:"testName"`
	TotalParticipants int          `json:"totalParticipants"`
	HighestScore      *float64     `json:"highestScore,omitempty"`
	You               *YourRank    `json:"you,omitempty"`
	Rows              []RankingRow `json:"getUserTestAttempted"`
	// CSAT names the paired CSAT paper of a GS paper (absent: none), and says whether the rows
	// are only of those who qualified in it (the call's qualified=1).
	CSAT *RankingsCSAT `json:"csat,omitempty"`
}

// YourRank is the caller's own place, from their first attempt.
type YourRank struct {
	Rank       int     `json:"rank"`
	UniqueID   string  `json:"unique_id"`
	Score      float64 `json:"score"`
	Percentile float64 `json:"percentile"`
}

// AttemptSummary is a row of the attempted-test page.
type AttemptSummary struct {
	ID                 int64      `json:"id"`
	Attempts           int        `json:"attempts"`
	CreationDate       time.Time  `json:"creation_date"`
	Score              *float64   `json:"score"` // null while the key is held, as the counts of right and wrong
	CorrectAnswers     *int       `json:"correctAnswers"`
	IncorrectAnswers   *int       `json:"incorrectAnswers"`
	UnattemptedAnswers int        `json:"unattemptedAnswers"`
	FinishReason       string     `json:"finishReason"`
	ScoreOpensAt       *time.Time `json:"scoreOpensAt"` // when they open, while held
}

// TestSummary names a test on the result pages.
type TestSummary struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Slug       string `json:"slug"`
	TotalMarks int    `json:"total_marks"`
	Duration   int    `json:"duration"`
	// The name in the other languages staff wrote it in (testTexts).
	Translations translations.Texts `json:"translations"`
}

// RunningAttempt is the caller's attempt that is still open, as the attempted-test page lists
// it: in progress, with its deadline and the time left on the server's clock (docs/product.md,
// "Your attempts").
type RunningAttempt struct {
	ID               int64     `json:"id"`
	Attempts         int       `json:"attempts"`
	CreationDate     time.Time `json:"creation_date"`
	Deadline         time.Time `json:"deadline"`
	ServerNow        time.Time `json:"serverNow"`
	RemainingSeconds int       `json:"remainingSeconds"`
}

// Attempted is the caller's finished attempts of a test, and the one still running.
type Attempted struct {
	Attempts      []AttemptSummary `json:"getAttemptedTest"`
	Test          TestSummary      `json:"getTest"`
	AttemptsTaken int              `json:"totalAttemptsMadeByUser"`
	// Open is the attempt still running (null when none): AttemptsTaken counts it too.
	Open *RunningAttempt `json:"openAttempt"`
}

// ReviewQuestion is a question after the attempt: the learner's answer beside the key.
type ReviewQuestion struct {
	Number      int      `json:"number"`
	ID          int64    `json:"id"`
	Description string   `json:"description"`
	Topic       string   `json:"topic"`
	Difficulty  string   `json:"difficulty"`
	Options     []option `json:"options"`
	// Kind is the question's kind. The learner's answer is SelectedOption for a kind answered
	// with an option, Value for one answered with a value (omitted: none), and the key is
	// CorrectOption or CorrectValue the same way (kinds.go).
	Kind           string  `json:"kind"`
	SelectedOption *int64  `json:"selectedOption"`
	Value          *string `json:"value,omitempty"`
	// CorrectOption and CorrectValue are null (absent) while a live test's key is held (see
	// Review.KeysReleaseAt).
	CorrectOption *int64  `json:"correctOption"`
	CorrectValue  *string `json:"correctValue,omitempty"`
	// Outcome: correct, incorrect or unattempted; answered or unattempted while the key is held.
	Outcome         string `json:"outcome"`
	Explanation     string `json:"explanation"`
	TimeSpentMs     int64  `json:"timeSpentMs"`
	MarkedForReview bool   `json:"markedForReview"`
	// KeyCorrectedAt: when staff last changed this question's correct option (null: never).
	KeyCorrectedAt *time.Time `json:"keyCorrectedAt"`
	// The question and its explanation in the test's other languages, by language (absent: none).
	Translations Translations `json:"translations,omitempty"`
	// Report is the learner's latest report of an error in this question (null: none), with its
	// state and the staff's reply (docs/product.md, "Reporting an error in a question").
	Report *LearnerReport `json:"report"`
	// Stats is how the test's takers did on this question (docs/product.md, "How others did");
	// null while the key is held, and while nobody is ranked.
	Stats *QuestionStats `json:"stats"`
	// Challenge is the learner's challenge of this question's key (null: none), with staff's
	// decision and reply (docs/product.md, "Key challenges").
	Challenge *LearnerChallenge `json:"challenge"`
	// Dropped: the question was dropped after a challenge; everyone has its marks.
	Dropped bool `json:"dropped"`
}

// TopicAccuracy is how the learner did on one topic.
type TopicAccuracy struct {
	Topic       string  `json:"topic"`
	Questions   int     `json:"questions"`
	Correct     int     `json:"correct"`
	Incorrect   int     `json:"incorrect"`
	Unattempted int     `json:"unattempted"`
	Accuracy    float64 `json:"accuracy"` // correct as a percentage of attempted
	TimeSpentMs int64   `json:"timeSpentMs"`
}

// Analysis places the attempt among everyone who sat the test.
type Analysis struct {
	Score        *float64        `json:"score"` // null while the key is held
	Rank         int             `json:"rank"`
	Participants int             `json:"participants"`
	Percentile   float64         `json:"percentile"`
	TopperScore  float64         `json:"topperScore"`
	AverageScore float64         `json:"averageScore"`
	Accuracy     *float64        `json:"accuracy"` // null while the key is held
	TimeSpentMs  int64           `json:"timeSpentMs"`
	Topics       []TopicAccuracy `json:"topics"`
	// Ranked is false for a second or later attempt, and for a practice attempt after a live
	// test's window: Rank and Percentile then say where this score would stand. While the key
	// is held, Topics is empty, the ranking figures are zero, and Score, Accuracy, CSAT and
	// Qualifying are null.
	Ranked bool `json:"ranked"`
	// Staff is true for a staff member's own attempt, which is never ranked (docs/product.md,
	// "Rankings"): it is placed where it would stand, as a practice attempt is.
	Staff bool `json:"staff"`
	// Confidence is the analysis by confidence tag (docs/product.md, "Confidence tags"); null
	// while the key is held back.
	Confidence *ConfidenceAnalysis `json:"confidence"`
	// CSAT: for a GS paper with a paired CSAT paper, how the learner did in it (null: none);
	// Qualifying: for a CSAT paper, whether this attempt qualifies (null: not a CSAT paper).
	CSAT       *CSATResult `json:"csat"`
	Qualifying *Qualifying `json:"qualifying"`
}

// Review is a submitted attempt with the key, the explanations and the analysis.
type Review struct {
	Attempt   Submission       `json:"attempt"`
	Test      TestSummary      `json:"test"`
	Questions []ReviewQuestion `json:"questions"`
	Analysis  Analysis         `json:"analysis"`
	// KeysReleaseAt is when a live test's key, explanations and rankings open, while its window
	// is still open (null: they are open).
	KeysReleaseAt *time.Time `json:"keysReleaseAt"`
	// Challenges is the test's key challenge period (null: the test has none).
	Challenges *ChallengePeriod `json:"challenges"`
	// KeyChanges are the accepted challenges of the test, the notice every learner of it reads.
	KeyChanges []KeyChange `json:"keyChanges"`
	// Preview is true for the review of a staff member's "Preview as a learner": nothing of it
	// was stored (docs/product.md, "Preview as a learner").
	Preview bool `json:"preview,omitempty"`
}

// marks writes hundredths as a mark with two decimals.
func marks(hundredths int64) float64 { return float64(hundredths) / 100 }

func utcOrNil(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
