package prelims

// Key challenges (docs/product.md, "Key challenges"), one kind of learners' note about a question
// (questionnotes.go): for a few days after a live test's window closes, a learner who sat it may
// challenge a question's key with a reason. Staff read the
// challenges per question and decide once for all of them: accepted, the key changes or the
// question is dropped (everyone gets its marks), and every attempt is scored again and ranked
// again; rejected, the key stands. The reply goes to everyone who challenged the question, and
// every learner of the test sees the accepted changes as a notice in the review.

import (
	"context"
	"net/http"
	"slices"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// Challenge states.
const (
	ChallengeOpen     = noteOpen
	ChallengeAccepted = "accepted"
	ChallengeRejected = "rejected"
)

// Key change kinds, as the notice tells them.
const (
	keyChanged   = "key_changed"
	questionDrop = "dropped"
)

// Bounds of a challenge's reason and of staff's reply, in characters.
const (
	ChallengeReasonMin = 10
	ChallengeReasonMax = 1000
)

// ChallengeInput is a learner's challenge of a question's key.
type ChallengeInput struct {
	Reason string `form:"reason"`
}

// Validate trims the reason and answers a message when it is too short or too long.
func (in *ChallengeInput) Validate() httpx.Fields {
	errs := httpx.Fields{}
	errs.Text("reason", &in.Reason, httpx.TextRule{Label: locale.T("The reason"), Required: true, Max: ChallengeReasonMax,
		Missing: locale.T("Say why you think the key is wrong."),
		TooLong: locale.T("The reason must be at most 1,000 characters.")})
	if _, said := errs["reason"]; !said && len([]rune(in.Reason)) < ChallengeReasonMin {
		errs.Set("reason", "Say why you think the key is wrong, in at least 10 characters.")
	}
	return errs
}

// LearnerChallenge is the caller's challenge of a question, as the review shows it.
type LearnerChallenge struct {
	Status    string     `json:"status"`
	Reason    string     `json:"reason"`
	Reply     string     `json:"reply"`
	CreatedAt time.Time  `json:"createdAt"`
	DecidedAt *time.Time `json:"decidedAt"`
}

func learnerChallenge(n questionNote) LearnerChallenge {
	return LearnerChallenge{Status: n.Status, Reason: n.Text, Reply: n.Reply, CreatedAt: n.CreatedAt, DecidedAt: n.ClosedAt}
}

// ChallengePeriod is when a test's key may be challenged.
type ChallengePeriod struct {
	OpensAt  time.Time `json:"opensAt"`
	ClosesAt time.Time `json:"closesAt"`
	Open     bool      `json:"open"` // now is within it
}

// challengePeriod answers a test's challenge period at now: from when its key opens, for its
// challenge days. Only a live test has one, and only with challenge days.
func (p *paper) challengePeriod(now time.Time, grace time.Duration) *ChallengePeriod {
	if p.Window.ClosesAt == nil || p.ChallengeDays <= 0 {
		return nil
	}
	opens := *p.Window.keysOpenAt(grace)
	closes := opens.AddDate(0, 0, p.ChallengeDays)
	return &ChallengePeriod{OpensAt: opens, ClosesAt: closes, Open: !now.Before(opens) && now.Before(closes)}
}

// KeyChange is an accepted challenge, as every learner of the test reads it.
type KeyChange struct {
	QuestionID int64     `json:"questionId"`
	Number     int       `json:"number"`
	Kind       string    `json:"kind"` // key_changed or dropped
	At         time.Time `json:"at"`
	Reply      string    `json:"reply"`
}

var (
	errChallengeNotSubmitted = httpx.Errorf(http.StatusForbidden, "Submit the test to challenge its key.")
	errNoChallengePeriod     = httpx.Errorf(http.StatusConflict, "The key of this test cannot be challenged.")
	errChallengeDecided      = httpx.Errorf(http.StatusConflict, "Your challenge of this question has been decided already.")
	errNoOpenChallenges      = httpx.Errorf(http.StatusConflict, "This question has no open challenges.")
)

// keyChallenges is the kind of note a challenge is: only in the test's challenge period, and one
// per learner and question.
var keyChallenges = &noteKind{name: "key_challenge", onceOnly: true, mayFile: challengeable,
	notSubmitted: errChallengeNotSubmitted, closedAlready: errChallengeDecided, noneOpen: errNoOpenChallenges}

// challengeable answers why a test's key may not be challenged at now, if it may not.
func challengeable(p *paper, now time.Time, grace time.Duration) error {
	period := p.challengePeriod(now, grace)
	switch {
	case period == nil:
		return errNoChallengePeriod
	case now.Before(period.OpensAt):
		return httpx.Errorf(http.StatusConflict, "Challenges open when the test closes at %s.", indiatime.At(period.OpensAt))
	case !period.Open:
		return httpx.Errorf(http.StatusConflict, "The challenge period of this test ended at %s.", indiatime.At(period.ClosesAt))
	}
	return nil
}

// ChallengeKey records the caller's challenge of a question's key, during the test's challenge
// period, once they have submitted the test. A second challenge while the first is open rewrites
// its reason; created says which happened.
func (s *Service) ChallengeKey(ctx context.Context, id httpx.Identity, questionID int64, in ChallengeInput) (LearnerChallenge, bool, error) {
	n, created, err := s.fileNote(ctx, id, keyChallenges, questionID, "", in.Reason)
	return learnerChallenge(n), created, err
}

// learnerChallenges answers the caller's challenge of each question of a test.
func (s *Service) learnerChallenges(ctx context.Context, userID, testID int64) (map[int64]*LearnerChallenge, error) {
	notes, err := learnerNotes(ctx, s.db, keyChallenges, userID, testID)
	out := make(map[int64]*LearnerChallenge, len(notes))
	for questionID, n := range notes {
		c := learnerChallenge(n)
		out[questionID] = &c
	}
	return out, err
}

// keyChangesOf answers the accepted challenges of a test, by question number, for the notice.
func (s *Service) keyChangesOf(ctx context.Context, p *paper) ([]KeyChange, error) {
	rows, err := acceptedChallenges(ctx, s.db, p.TestID)
	if err != nil {
		return nil, err
	}
	out := []KeyChange{}
	seen := map[int64]bool{} // one decision per question: its challenges were closed together
	for _, r := range rows {
		i, ok := p.byID[r.QuestionID]
		if !ok || seen[r.QuestionID] {
			continue
		}
		seen[r.QuestionID] = true
		kind := keyChanged
		if p.Questions[i].Dropped {
			kind = questionDrop
		}
		out = append(out, KeyChange{QuestionID: r.QuestionID, Number: i + 1, Kind: kind, At: r.DecidedAt.UTC(), Reply: r.Reply})
	}
	return out, nil
}

// Staff's side ------------------------------------------------------------------------------

// StaffChallenge is one learner's challenge as staff read it.
type StaffChallenge struct {
	ID           int64      `json:"id"`
	LearnerName  string     `json:"learnerName"`
	LearnerEmail string     `json:"learnerEmail"`
	Reason       string     `json:"reason"`
	Status       string     `json:"status"`
	Reply        string     `json:"reply"`
	CreatedAt    time.Time  `json:"createdAt"`
	DecidedAt    *time.Time `json:"decidedAt"`
}

// ChallengedOption is an option of a challenged question, with the key as it stands.
type ChallengedOption struct {
	ID        int64  `json:"id"`
	Text      string `json:"text"`
	IsCorrect bool   `json:"isCorrect"`
}

// ChallengedQuestion is a question with challenges, as the console lists it.
type ChallengedQuestion struct {
	QuestionID  int64              `json:"questionId"`
	TestID      int64              `json:"testId"`
	TestName    string             `json:"testName"`
	Number      int                `json:"number"`
	Description string             `json:"description"`
	Options     []ChallengedOption `json:"options"`
	Dropped     bool               `json:"dropped"`
	Counts      map[string]int     `json:"counts"` // challenges per state, every state present
	Challenges  []StaffChallenge   `json:"challenges"`
}

// ChallengedQuestions answers the questions with challenges (status "open": with open ones;
// "all": any), the questions with open challenges first, each with its challenges newest first.
func (s *Service) ChallengedQuestions(ctx context.Context, q db.Q, status string) ([]ChallengedQuestion, error) {
	statuses := []string{ChallengeOpen}
	switch status {
	case ChallengeOpen:
	case "all":
		statuses = append(statuses, ChallengeAccepted, ChallengeRejected)
	default:
		return nil, httpx.Invalid(httpx.Fields{"status": locale.T("Status must be open or all.")})
	}
	ids, notes, err := notedQuestions(ctx, q, keyChallenges, statuses)
	if err != nil {
		return nil, err
	}
	out := make([]ChallengedQuestion, 0, len(ids))
	papers := map[int64]*paper{}
	for _, questionID := range ids {
		testID, err := questionTest(ctx, q, questionID)
		if err != nil {
			return nil, err
		}
		p, loaded := papers[testID]
		if !loaded {
			if p, err = loadPaper(ctx, q, testID); err != nil {
				return nil, err
			}
			papers[testID] = p
		}
		i := p.byID[questionID]
		pq := p.Questions[i]
		cq := ChallengedQuestion{QuestionID: questionID, TestID: testID, TestName: p.Name, Number: i + 1,
			Description: pq.Description, Dropped: pq.Dropped, Challenges: []StaffChallenge{},
			Counts: map[string]int{ChallengeOpen: 0, ChallengeAccepted: 0, ChallengeRejected: 0}}
		for _, o := range pq.OptionList {
			cq.Options = append(cq.Options, ChallengedOption{ID: o.ID, Text: o.Text, IsCorrect: o.ID == pq.Correct})
		}
		for _, n := range notes[questionID] {
			cq.Challenges = append(cq.Challenges, StaffChallenge{ID: n.ID, LearnerName: n.LearnerName, LearnerEmail: n.LearnerEmail,
				Reason: n.Text, Status: n.Status, Reply: n.Reply, CreatedAt: n.CreatedAt, DecidedAt: n.ClosedAt})
			cq.Counts[n.Status]++
		}
		out = append(out, cq)
	}
	// Questions waiting for a decision first; the most recently challenged first otherwise.
	slices.SortStableFunc(out, func(a, b ChallengedQuestion) int { return b.Counts[ChallengeOpen] - a.Counts[ChallengeOpen] })
	return out, nil
}

// ChallengeDecision is staff's decision on a question's open challenges.
type ChallengeDecision struct {
	Accept        bool
	Drop          bool  // accepted: drop the question rather than change its key
	CorrectOption int64 // accepted, not dropped: the new key
	Reply         string
	StaffID       int64
}

// ChallengesDecided is what a decision did.
type ChallengesDecided struct {
	TestID     int64    `json:"testId"`
	Challenges int      `json:"challenges"` // the open challenges it closed
	Status     string   `json:"status"`
	Rescored   Rescored `json:"rescored"`
}

// DecideChallenges closes a question's open challenges with staff's decision and reply. Accepted,
// the key changes (or the question is dropped) and every submitted attempt of the test is scored
// again in the same transaction; every server rebuilds its rankings from the change feed.
func (s *Service) DecideChallenges(ctx context.Context, tx *db.Tx, questionID int64, d ChallengeDecision) (ChallengesDecided, error) {
	out := ChallengesDecided{Status: ChallengeRejected}
	if d.Accept {
		out.Status = ChallengeAccepted
	}
	testID, closed, err := s.closeNotes(ctx, tx, keyChallenges, questionID, out.Status, d.Reply, d.StaffID)
	out.TestID, out.Challenges = testID, len(closed)
	if err != nil || !d.Accept {
		return out, err
	}
	out.Rescored, err = s.applyAcceptedChallenge(ctx, tx, testID, questionID, d, s.now().UTC())
	return out, err
}

// applyAcceptedChallenge changes the key of a question, or drops it, and re-scores the test.
func (s *Service) applyAcceptedChallenge(ctx context.Context, tx *db.Tx, testID, questionID int64, d ChallengeDecision, now time.Time) (Rescored, error) {
	p, err := loadPaper(ctx, tx, testID)
	if err != nil {
		return Rescored{}, err
	}
	q := p.Questions[p.byID[questionID]]
	if q.Dropped {
		return Rescored{}, httpx.Errorf(http.StatusConflict, "This question was dropped already: every learner has its marks.")
	}
	if d.Drop {
		if err := dropQuestion(ctx, tx, questionID, now); err != nil {
			return Rescored{}, err
		}
		return s.QuestionDropped(ctx, tx, testID, questionID, q.Correct)
	}
	if !q.Options[d.CorrectOption] {
		return Rescored{}, httpx.Invalid(httpx.Fields{"correctOption": locale.T("Choose one of the question's options.")})
	}
	if d.CorrectOption == q.Correct {
		return Rescored{}, httpx.Invalid(httpx.Fields{"correctOption": locale.T("This option is the key already: choose another one, drop the question or reject the challenges.")})
	}
	if err := setKey(ctx, tx, questionID, d.CorrectOption, now); err != nil {
		return Rescored{}, err
	}
	return s.KeyCorrected(ctx, tx, testID, questionID, q.Correct)
}
