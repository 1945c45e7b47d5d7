package prelims

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/notify"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// The prelims engine's notices found by looking (docs/product.md, "Notifications"): a live mock's
// window about to open, and a score that a key correction changed. Both are notify.Sources.

// reminderLeads are how long before a window opens its reminders go, the longer first, and the
// least time before the opening that each is still sent: a reminder that could not go in time
// (a server down for hours, a window moved nearer) is not sent late. "Opens in 24 hours" three
// hours before the opening would mislead, and "opens in 1 hour" seconds before it would only
// crowd the queue at the busiest moment.
var reminderLeads = []reminderLead{
	{24 * time.Hour, 12 * time.Hour, "24h", locale.T("A live mock opens in 24 hours")},
	{time.Hour, 10 * time.Minute, "1h", locale.T("A live mock opens in 1 hour")},
}

type reminderLead struct {
	lead, until time.Duration
	name        string
	title       locale.Message
}

// leadFor answers the reminder due when a window opens in left, if any.
func leadFor(left time.Duration) (reminderLead, bool) {
	for _, l := range reminderLeads {
		if left <= l.lead && left > l.until {
			return l, true
		}
	}
	return reminderLead{}, false
}

// WindowReminders finds the learners who may sit a live mock whose window opens within 24 hours
// and have not been reminded for this lead: 24 hours before, and again 1 hour before. A learner
// who can sit it is one whose subscription opens its library now. Each reminder is made from the
// window as it stands when it goes.
func (s *Service) WindowReminders(ctx context.Context, now time.Time, limit int) ([]notify.Notice, error) {
	var tests []liveMock
	if err := s.db.Select(ctx, &tests, `SELECT id, library_id, name, slug, is_published, opens_at FROM prelims_tests
		WHERE is_published AND opens_at > ? AND opens_at <= ? ORDER BY opens_at, id`,
		now.Add(reminderLeads[len(reminderLeads)-1].until), now.Add(reminderLeads[0].lead)); err != nil {
		return nil, err
	}
	var due []notify.Notice
	for _, t := range tests {
		lead, ok := leadFor(t.OpensAt.Sub(now))
		if !ok {
			continue
		}
		// The window's opening is in the key: a test moved to another day is reminded again.
		key := fmt.Sprintf("test:%d:%d:%s", t.ID, t.OpensAt.Unix(), lead.name)
		var learners []int64
		if err := s.db.Select(ctx, &learners, `SELECT DISTINCT e.user_id FROM entitlements e
			JOIN subscription_libraries sl ON sl.subscription_id = e.subscription_id
			WHERE sl.library_id = ? AND e.revoked_at IS NULL AND e.starts_at <= ? AND (e.expires_at IS NULL OR e.expires_at > ?)
				AND `+notify.NotSent("e.user_id", notify.MockOpens, "?")+` ORDER BY e.user_id LIMIT ?`,
			t.LibraryID, now, now, key, limit-len(due)); err != nil {
			return nil, err
		}
		for _, userID := range learners {
			due = append(due, notify.Notice{UserID: userID, Kind: notify.MockOpens, Key: key, Title: lead.title,
				Body: t.window(), Link: notify.TestStartLink(t.Slug), About: t.about()})
		}
		if len(due) >= limit {
			break
		}
	}
	return due, nil
}

// liveMock is a test as its reminders and their corrections tell of it.
type liveMock struct {
	ID        int64      `db:"id"`
	LibraryID int64      `db:"library_id"`
	Name      string     `db:"name"`
	Slug      string     `db:"slug"`
	Published bool       `db:"is_published"`
	OpensAt   *time.Time `db:"opens_at"`
}

// about is what a test's reminders are about (notify.Notice.About).
func (t liveMock) about() string { return MockAbout(t.ID) }

// MockAbout is what a live mock's reminders and their corrections are about.
func MockAbout(testID int64) string { return mockAboutPrefix + strconv.FormatInt(testID, 10) }

const mockAboutPrefix = "prelims-test:"

// windowState names what learners may expect of a test's window: its opening, none, or nothing
// (unpublished: cancelled).
func (t liveMock) windowState() string {
	switch {
	case !t.Published:
		return "cancelled"
	case t.OpensAt == nil:
		return "none"
	}
	return strconv.FormatInt(t.OpensAt.Unix(), 10)
}

// window says what the window is now: the same words for a reminder made now and for one sent
// before the window changed, read under the bell now.
func (t liveMock) window() locale.Message {
	switch t.windowState() {
	case "cancelled":
		return locale.T("%s has been cancelled: it will not open as announced.", t.Name)
	case "none":
		return locale.T("%s no longer has a live window: you can take it whenever you like.", t.Name)
	}
	return locale.T("%s opens at %s. Be ready a few minutes early.", t.Name, indiatime.At(*t.OpensAt))
}

// changeTitle is the title of the word that a test's window changed, by what it is now.
func (t liveMock) changeTitle() locale.Message {
	switch t.windowState() {
	case "cancelled":
		return locale.T("A live mock has been cancelled")
	case "none":
		return locale.T("A live mock no longer has a window")
	}
	return locale.T("A live mock has moved")
}

// liveMockOf reads a test as its reminders tell of it.
func liveMockOf(ctx context.Context, q db.Q, testID int64) (liveMock, error) {
	var t liveMock
	err := q.Get(ctx, &t, "SELECT id, library_id, name, slug, is_published, opens_at FROM prelims_tests WHERE id = ?", testID)
	return t, err
}

// TellWindowChange tells the learners already reminded of a live mock that its window moved,
// went, or that the test was unpublished (docs/product.md, "Notifications"), in the transaction
// that changes it: on the bell, and by e-mail and text as the reminders went. The console calls
// it after writing the test; before is the test as it was. Nothing is told once the old window
// has opened: its reminders are behind it.
func (s *Service) TellWindowChange(ctx context.Context, tx *db.Tx, testID int64, before TestSettings) error {
	now := s.now().UTC()
	if before.Window.OpensAt != nil && !before.Window.OpensAt.After(now) {
		return nil
	}
	after, err := liveMockOf(ctx, tx, testID)
	if err != nil {
		return err
	}
	was := liveMock{Published: before.Published, OpensAt: before.Window.OpensAt}
	if was.windowState() == after.windowState() {
		return nil
	}
	learners, err := notify.ToldAbout(ctx, tx, notify.MockOpens, after.about())
	if err != nil {
		return err
	}
	// Each change is told: a window moved and moved back is two pieces of news.
	key := fmt.Sprintf("test:%d:changed:%d:%s", testID, now.UnixNano(), after.windowState())
	for _, userID := range learners {
		if err := s.notify.Send(ctx, tx, notify.Notice{UserID: userID, Kind: notify.MockOpens, Key: key,
			Title: after.changeTitle(), Body: after.window(), Link: notify.TestStartLink(after.Slug), About: after.about()}); err != nil {
			return err
		}
	}
	return nil
}

// RewordWindowNotices words a live mock's reminders and their corrections, when the bell is
// read, from the window as it stands (a notify.Current): a reminder sent for 30 Nov reads the
// new day once the window has moved. A reminder whose window went or whose test was unpublished
// takes the title of that news. A test deleted since keeps the words it was sent with.
func (s *Service) RewordWindowNotices(ctx context.Context, q db.Q, told []notify.Told) (map[int64]notify.Worded, error) {
	ids := map[int64]bool{}
	for _, n := range told {
		if id, ok := mockOf(n.About); ok {
			ids[id] = true
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	args := make([]any, 0, len(ids))
	for id := range ids {
		args = append(args, id)
	}
	var tests []liveMock
	if err := q.Select(ctx, &tests, `SELECT id, library_id, name, slug, is_published, opens_at FROM prelims_tests
		WHERE id IN (`+db.Placeholders(len(args))+`)`, args...); err != nil {
		return nil, err
	}
	byID := map[int64]liveMock{}
	for _, t := range tests {
		byID[t.ID] = t
	}
	out := map[int64]notify.Worded{}
	for _, n := range told {
		id, _ := mockOf(n.About)
		t, ok := byID[id]
		if !ok {
			continue
		}
		worded := notify.Worded{Body: t.window()}
		if _, reminder := reminderLeadOf(n.Key); !reminder || t.OpensAt == nil || !t.Published {
			worded.Title = t.changeTitle()
		}
		out[n.ID] = worded
	}
	return out, nil
}

// mockOf reads a test's id from what a notice is about.
func mockOf(about string) (int64, bool) {
	rest, ok := strings.CutPrefix(about, mockAboutPrefix)
	if !ok {
		return 0, false
	}
	id, err := strconv.ParseInt(rest, 10, 64)
	return id, err == nil
}

// reminderLeadOf tells whether a notice's key is a reminder's (test:ID:OPENING:LEAD) and its lead.
func reminderLeadOf(key string) (reminderLead, bool) {
	for _, l := range reminderLeads {
		if strings.HasSuffix(key, ":"+l.name) {
			return l, true
		}
	}
	return reminderLead{}, false
}

// rescoreAnnounced is how long after a re-scoring its learners are still told: a server down for
// longer does not tell them days late.
const rescoreAnnounced = 48 * time.Hour

// rescoreKey names one re-scoring of one attempt, in SQL: the same expression finds the notices
// still to send and keys the ones sent.
const rescoreKey = "'attempt:' || CAST(a.id AS TEXT) || ':' || CAST(a.rescored_at AS TEXT)"

// RescoreNotices finds the learners whose score a key correction (or a changed marking scheme,
// or a dropped question) changed and who have not been told of that re-scoring.
func (s *Service) RescoreNotices(ctx context.Context, now time.Time, limit int) ([]notify.Notice, error) {
	var rescored []struct {
		UserID    int64  `db:"user_id"`
		AttemptID int64  `db:"id"`
		Score     int64  `db:"score"`
		Name      string `db:"name"`
		Slug      string `db:"slug"`
		Key       string `db:"dedupe_key"`
	}
	if err := s.db.Select(ctx, &rescored, `SELECT a.user_id, a.id, a.score, t.name, t.slug, `+rescoreKey+` AS dedupe_key
		FROM prelims_attempts a JOIN prelims_tests t ON t.id = a.test_id
		WHERE a.rescored_at > ? AND a.status = 'submitted' AND `+notify.NotSent("a.user_id", notify.KeyCorrected, rescoreKey)+`
		ORDER BY a.rescored_at, a.id LIMIT ?`, now.Add(-rescoreAnnounced), limit); err != nil {
		return nil, err
	}
	due := make([]notify.Notice, 0, len(rescored))
	for _, r := range rescored {
		due = append(due, notify.Notice{UserID: r.UserID, Kind: notify.KeyCorrected, Key: r.Key,
			Title: locale.T("Your score has changed"),
			Body:  locale.T("The answer key of %s was corrected. Your score is now %s.", r.Name, strconv.FormatFloat(marks(r.Score), 'f', 2, 64)),
			Link:  notify.ReviewLink(r.Slug, r.AttemptID)})
	}
	return due, nil
}
