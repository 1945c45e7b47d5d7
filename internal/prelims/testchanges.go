package prelims

// What a staff change to a test's settings may do to learners' results (docs/product.md,
// "Results stay possible and fair"): a test is published only with questions whose marks
// add up to its total; a sat test's total and scheme never disagree with its questions; a closed
// window whose key is out is never reopened; and a change that alters what learners have (a new
// window, a new scheme that re-scores) is made only once staff have confirmed what it does. The
// console calls CheckTestChange in its write's transaction, before writing.

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// TestSettings are the settings of a test that decide whether its results stay possible.
type TestSettings struct {
	Published  bool
	TotalMarks int64 // whole marks
	Scheme     Scheme
	Window     window
}

// NeedsConfirmation is the status of a change that waits for staff to confirm what it does: the
// message says it, and the same write sent again with confirm=1 goes ahead.
const NeedsConfirmation = http.StatusPreconditionRequired

// CheckTestChange answers why a test's settings may not change from before (nil: a new test) to
// after: a 400 on the field, a 409, or NeedsConfirmation with what the change will do to
// learners' results unless confirmed.
func (s *Service) CheckTestChange(ctx context.Context, q db.Q, testID int64, before *TestSettings, after TestSettings, confirmed bool) error {
	sat, err := satBy(ctx, q, testID)
	if err != nil {
		return err
	}
	if err := refuseImpossibleMarks(ctx, q, testID, before, after, sat > 0); err != nil {
		return err
	}
	if before == nil || sat == 0 {
		return nil
	}
	now := s.now()
	if err := refuseReopening(before.Window, after.Window, now); err != nil {
		return err
	}
	var effects []string
	if !before.Window.same(after.Window) {
		effects = append(effects, windowEffect(sat, after.Window, now, s.grace))
	}
	if before.Scheme != after.Scheme {
		effect, err := schemeEffect(ctx, q, testID, after.Scheme)
		if err != nil {
			return err
		}
		effects = append(effects, effect)
	}
	if len(effects) == 0 || confirmed {
		return nil
	}
	return &httpx.Error{Status: NeedsConfirmation, Message: locale.Raw(strings.Join(effects, " "))}
}

// satBy counts the learners who have an attempt of a test, running or submitted.
func satBy(ctx context.Context, q db.Q, testID int64) (int, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(DISTINCT user_id) FROM prelims_attempts WHERE test_id = ?", testID)
	return n, err
}

// refuseImpossibleMarks refuses publishing a test without questions, and a total that its
// questions do not add up to (questions × marks for a correct answer) when the test is being
// published, or when the total or the marks change on a published or sat test: a learner would
// read '90.00 / 60'. An unpublished test nobody has sat is still being written and may disagree.
func refuseImpossibleMarks(ctx context.Context, q db.Q, testID int64, before *TestSettings, after TestSettings, sat bool) error {
	publishing := after.Published && (before == nil || !before.Published)
	marksChanged := before == nil || before.TotalMarks != after.TotalMarks || before.Scheme.Correct != after.Scheme.Correct
	if !publishing && !((after.Published || sat) && marksChanged) {
		return nil
	}
	questions := 0
	if before != nil {
		if err := q.Get(ctx, &questions, "SELECT COUNT(*) FROM prelims_questions WHERE test_id = ?", testID); err != nil {
			return err
		}
	}
	if questions == 0 && publishing {
		return httpx.Invalid(httpx.Fields{"is_published": locale.Raw(
			"A test without questions cannot be published: add its questions, then publish it.")})
	}
	if questions == 0 {
		return nil
	}
	if msg := marksProblem(questions, after); msg != "" {
		return httpx.Invalid(httpx.Fields{"total_marks": locale.Raw(msg)})
	}
	return nil
}

// marksProblem answers why a test's total marks are not what its questions add up to, or "".
func marksProblem(questions int, t TestSettings) string {
	sum := int64(questions) * t.Scheme.Correct // hundredths
	if sum == t.TotalMarks*100 {
		return ""
	}
	each, total := formatMarks(t.Scheme.Correct), formatMarks(sum)
	if sum%100 != 0 {
		return fmt.Sprintf("The %d questions at %s marks each add up to %s marks, which is not a whole total: "+
			"change the marks for a correct answer.", questions, each, total)
	}
	return fmt.Sprintf("The %d questions at %s marks each add up to %s marks: set the total marks to %s.", questions, each, total, total)
}

// formatMarks writes hundredths of a mark as staff type them: 2, 2.5, 0.66.
func formatMarks(hundredths int64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%d.%02d", hundredths/100, hundredths%100), "0"), ".")
}

// refuseReopening refuses moving later, or removing, the close of a window that has closed on a
// sat test: its key and rankings are out (and its challenges open), so reopening it would hide
// the key again and rank attempts started after the key was public (docs/product.md, "Live
// tests").
func refuseReopening(before, after window, now time.Time) error {
	if before.state(now) != windowClosed {
		return nil
	}
	if after.ClosesAt != nil && !after.ClosesAt.After(*before.ClosesAt) {
		return nil
	}
	return &httpx.Error{Status: http.StatusConflict, Message: locale.Raw(fmt.Sprintf("This test's window closed at %s and its key "+
		"and rankings are out: its close cannot be moved later or removed, which would hide the key again and rank attempts "+
		"started after it was public. Make a new test for a new window.", indiatime.Format(*before.ClosesAt)))}
}

// same tells whether two windows are the same.
func (w window) same(o window) bool {
	sameTime := func(a, b *time.Time) bool { return (a == nil && b == nil) || (a != nil && b != nil && a.Equal(*b)) }
	return sameTime(w.OpensAt, o.OpensAt) && sameTime(w.ClosesAt, o.ClosesAt)
}

// windowEffect says what a new window does to a test that learners have sat.
func windowEffect(sat int, after window, now time.Time, grace time.Duration) string {
	who := learnersHave(sat)
	switch after.state(now) {
	case windowNone:
		return who + " Without a window, the key, explanations and rankings open to every learner at once, " +
			"and a learner's first attempt from now on is ranked. Attempts already made stay ranked or practice as they are."
	case windowClosed:
		return fmt.Sprintf("%s With the window closing at %s, the key, explanations and rankings are open, and attempts "+
			"started from now on are practice. Attempts already made stay ranked or practice as they are.",
			who, indiatime.Format(*after.ClosesAt))
	}
	return fmt.Sprintf("%s With the window from %s to %s, the key, explanations and rankings are hidden from learners until %s, "+
		"and first attempts started before then are ranked. Attempts already made stay ranked or practice as they are.",
		who, indiatime.Format(*after.OpensAt), indiatime.Format(*after.ClosesAt), indiatime.Format(*after.keysOpenAt(grace)))
}

func learnersHave(n int) string {
	if n == 1 {
		return "1 learner has sat this test."
	}
	return fmt.Sprintf("%d learners have sat this test.", n)
}

// schemeEffect says how many results a new marking scheme changes, counted as SchemeChanged will
// count them when it re-scores in the same transaction.
func schemeEffect(ctx context.Context, q db.Q, testID int64, scheme Scheme) (string, error) {
	submitted, err := submittedAttempts(ctx, q, testID)
	if err != nil {
		return "", err
	}
	changed := 0
	for _, a := range submitted {
		r := a.result()
		if scheme.Total(r) != r.Score {
			changed++
		}
	}
	attempts := fmt.Sprintf("%d submitted attempts", len(submitted))
	if len(submitted) == 1 {
		attempts = "1 submitted attempt"
	}
	return fmt.Sprintf("The new marking scheme re-scores the %s of this test: %d of the results change, "+
		"and ranks and percentiles follow at once.", attempts, changed), nil
}
