package prelims

// Live tests (docs/product.md, "Live tests"): a test may have a window in which all of India
// sits it. Before the window the paper stays on the server; while it is open, those who have
// submitted see that their answers are in, but not their score, the key, the explanations or the
// rankings, because others are still sitting; once no ranked attempt can change its answers any
// more (keysOpenAt) everything opens, and attempts started after the close are practice.

import (
	"context"
	"net/http"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/indiatime"
)

// Window states, as the tests list and the schedule give them.
const (
	windowNone     = "none"     // no window: the test works as any other
	windowUpcoming = "upcoming" // before opens_at: nobody may start
	windowOpen     = "open"     // ranked attempts, keys held
	windowClosed   = "closed"   // keys open; new attempts are practice
)

// window is a test's scheduled window; both ends are set, or neither.
type window struct {
	OpensAt  *time.Time `db:"opens_at"`
	ClosesAt *time.Time `db:"closes_at"`
}

// state answers where now stands in the window.
func (w window) state(now time.Time) string {
	switch {
	case w.OpensAt == nil || w.ClosesAt == nil:
		return windowNone
	case now.Before(*w.OpensAt):
		return windowUpcoming
	case now.Before(*w.ClosesAt):
		return windowOpen
	}
	return windowClosed
}

// keysOpenAt answers when a live test's key opens to learners, nil for a test without a window:
// the close plus the submission grace. Every ranked attempt ends at the close at the latest, and
// its sheet may arrive up to the grace later, so only then can no ranked attempt change its
// answers. This is the one moment everything that gives the key away waits for: the key, the
// explanations, the scores, the analysis, the rankings, how others did, the explanation PDF, the
// discussion, key changes and report replies (docs/product.md, "Live tests").
func (w window) keysOpenAt(grace time.Duration) *time.Time {
	if w.ClosesAt == nil {
		return nil
	}
	opens := w.ClosesAt.Add(grace).UTC()
	return &opens
}

// keysHeld tells whether the key, the explanations, the scores and the rankings are still held
// back from the caller at now: until keysOpenAt, for all but admins (see oversees).
func (w window) keysHeld(id httpx.Identity, now time.Time, grace time.Duration) bool {
	return !oversees(id) && w.heldUntil(now, grace) != nil
}

// oversees tells whether the caller checks prelims tests as they stand, past the learner's
// gates: an unpublished test, the paper before starting it, the explanation without submitting
// it, a live test's key while it is held. An admin does; an evaluator marks mains answers, has
// no use for a prelims key, and sits a prelims test as a learner would (docs/product.md, "What an
// evaluator opens").
func oversees(id httpx.Identity) bool { return id.IsAdmin() }

// deadline answers when an attempt started at start ends: after the test's duration, and at
// the latest when the window closes, so every ranked attempt is over when the key opens.
func (w window) deadline(start time.Time, duration time.Duration) time.Time {
	end := start.Add(duration)
	if w.state(start) == windowOpen && w.ClosesAt.Before(end) {
		return w.ClosesAt.UTC()
	}
	return end
}

// ranks tells whether an attempt started at now may be ranked: not once the window has closed
// (a practice attempt). Only a learner's first attempt is ranked at all.
func (w window) ranks(now time.Time) bool { return w.state(now) != windowClosed }

// refuseBeforeOpening answers 409 before the window opens: the paper does not leave the server
// early.
func (w window) refuseBeforeOpening(now time.Time) error {
	if w.state(now) != windowUpcoming {
		return nil
	}
	return httpx.Errorf(http.StatusConflict, "This test opens at %s.", indiatime.At(*w.OpensAt))
}

// refuseRankingsWhileOpen answers 409 while the keys are held.
func (w window) refuseRankingsWhileOpen(id httpx.Identity, now time.Time, grace time.Duration) error {
	if !w.keysHeld(id, now, grace) {
		return nil
	}
	return httpx.Errorf(http.StatusConflict, "Rankings will be published when the test closes at %s.",
		indiatime.At(*w.keysOpenAt(grace)))
}

// heldUntil answers when the keys open for learners, if they are still held at now: what staff
// change in the key, or reply to a report, meanwhile reaches learners then (docs/product.md,
// "Live tests").
func (w window) heldUntil(now time.Time, grace time.Duration) *time.Time {
	opens := w.keysOpenAt(grace)
	if opens == nil || !now.Before(*opens) {
		return nil
	}
	return opens
}

// keysHeldUntil answers heldUntil for a test's stored window.
func keysHeldUntil(ctx context.Context, q db.Q, testID int64, now time.Time, grace time.Duration) (*time.Time, error) {
	var w window
	if err := q.Get(ctx, &w, "SELECT opens_at, closes_at FROM prelims_tests WHERE id = ?", testID); err != nil {
		return nil, err
	}
	return w.heldUntil(now, grace), nil
}

// releaseAt answers when the keys open for the caller: null when they are open already.
func (w window) releaseAt(id httpx.Identity, now time.Time, grace time.Duration) *time.Time {
	if !w.keysHeld(id, now, grace) {
		return nil
	}
	return w.keysOpenAt(grace)
}

// WindowTimes is a test's window as the lists give it.
type WindowTimes struct {
	OpensAt  *time.Time `json:"opens_at"`
	ClosesAt *time.Time `json:"closes_at"`
	Window   string     `json:"window"` // none, upcoming, open or closed
}

func (w window) times(now time.Time) WindowTimes {
	return WindowTimes{OpensAt: utcOrNil(w.OpensAt), ClosesAt: utcOrNil(w.ClosesAt), Window: w.state(now)}
}
