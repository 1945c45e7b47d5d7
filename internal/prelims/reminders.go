package prelims

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"aspirant/internal/notify"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// The prelims engine's notices found by looking (docs/product.md, "Notifications"): a live mock's
// window about to open, and a score that a key correction changed. Both are notify.Sources.

// reminderLeads are how long before a window opens its reminders go, the longer first.
var reminderLeads = []struct {
	lead  time.Duration
	name  string
	title locale.Message
}{
	{24 * time.Hour, "24h", locale.T("A live mock opens in 24 hours")},
	{time.Hour, "1h", locale.T("A live mock opens in 1 hour")},
}

// lastReminder is how close to the opening a reminder is still worth sending: "opens in 1 hour"
// seconds before it opens would only crowd the queue at the busiest moment.
const lastReminder = 10 * time.Minute

// WindowReminders finds the learners who may sit a live mock whose window opens within 24 hours
// and have not been reminded for this lead: 24 hours before, and again 1 hour before. A learner
// who can sit it is one whose subscription opens its library now. A reminder missed until the
// next lead (a server down for hours) is not sent late; the next one is, until 10 minutes
// before the opening.
func (s *Service) WindowReminders(ctx context.Context, now time.Time, limit int) ([]notify.Notice, error) {
	var tests []struct {
		ID        int64     `db:"id"`
		LibraryID int64     `db:"library_id"`
		Name      string    `db:"name"`
		Slug      string    `db:"slug"`
		OpensAt   time.Time `db:"opens_at"`
	}
	if err := s.db.Select(ctx, &tests, `SELECT id, library_id, name, slug, opens_at FROM prelims_tests
		WHERE is_published AND opens_at > ? AND opens_at <= ? ORDER BY opens_at, id`, now.Add(lastReminder), now.Add(reminderLeads[0].lead)); err != nil {
		return nil, err
	}
	var due []notify.Notice
	for _, t := range tests {
		lead := reminderLeads[0]
		if t.OpensAt.Sub(now) <= reminderLeads[1].lead {
			lead = reminderLeads[1]
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
				Body: locale.T("%s opens at %s. Be ready a few minutes early.", t.Name, indiatime.Format(t.OpensAt)),
				Link: notify.TestStartLink(t.Slug)})
		}
		if len(due) >= limit {
			break
		}
	}
	return due, nil
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
