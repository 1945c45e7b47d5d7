package prelims

// The schedule of live tests (docs/product.md, "Live tests"): the windows still to come in the
// learner's test series, and a calendar entry for each.

import (
	"context"
	"errors"
	"net/url"
	"strconv"

	ics "github.com/arran4/golang-ical"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

// ScheduledTest is a live test whose window has not closed yet.
type ScheduledTest struct {
	ID           int64  `json:"id" db:"id"`
	Name         string `json:"name" db:"name"`
	Slug         string `json:"slug" db:"slug"`
	TestSeriesID int64  `json:"testSeriesId" db:"library_id"`
	SeriesName   string `json:"seriesName" db:"series_name"`
	Duration     int    `json:"duration" db:"duration_minutes"`
	window       `json:"-"`
	WindowTimes  `db:"-"`
}

// Schedule answers the published tests with a window not yet closed, in the test series the
// caller's subscriptions open, soonest first.
func (s *Service) Schedule(ctx context.Context, id httpx.Identity) ([]ScheduledTest, error) {
	opener, err := s.access.OpenerOf(ctx, id)
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	var rows []ScheduledTest
	err = s.db.Select(ctx, &rows, `SELECT t.id, t.name, t.slug, t.library_id, l.name AS series_name, t.duration_minutes,
			t.opens_at, t.closes_at
		FROM prelims_tests t JOIN libraries l ON l.id = t.library_id
		WHERE t.is_published AND t.opens_at IS NOT NULL AND t.closes_at > ?
		ORDER BY t.opens_at, t.id`, now)
	if err != nil {
		return nil, err
	}
	out := []ScheduledTest{}
	for _, t := range rows {
		if opener.Opens(t.TestSeriesID) {
			t.WindowTimes = t.window.times(now)
			out = append(out, t)
		}
	}
	return out, nil
}

// Calendar answers the iCalendar entry (RFC 5545) of a published live test's window. It is
// public, so that a plain link adds it to any calendar: the test's name and times are on the
// tests library for visitors too.
func (s *Service) Calendar(ctx context.Context, slug string) (string, error) {
	var t struct {
		ID   int64  `db:"id"`
		Name string `db:"name"`
		Slug string `db:"slug"`
		window
	}
	err := s.db.Get(ctx, &t, `SELECT t.id, t.name, t.slug, t.opens_at, t.closes_at FROM prelims_tests t
		WHERE t.slug = ? AND t.is_published AND t.opens_at IS NOT NULL`, slug)
	if errors.Is(err, db.ErrNotFound) || (err == nil && t.ClosesAt == nil) {
		return "", errTestNotFound
	}
	if err != nil {
		return "", err
	}
	host := "aspirant"
	page := "/quiz/" + url.PathEscape(t.Slug)
	if s.baseURL != nil {
		host, page = s.baseURL.Hostname(), s.baseURL.JoinPath("quiz", t.Slug).String()
	}
	cal := ics.NewCalendar()
	cal.SetMethod(ics.MethodPublish)
	cal.SetProductId("-//Aspirant//Live tests//EN")
	event := cal.AddEvent("prelims-test-" + strconv.FormatInt(t.ID, 10) + "@" + host)
	event.SetDtStampTime(s.now().UTC())
	event.SetStartAt(t.OpensAt.UTC())
	event.SetEndAt(t.ClosesAt.UTC())
	event.SetSummary(t.Name)
	event.SetURL(page)
	event.SetDescription("Live test on Aspirant. Start it here when the window opens: " + page)
	alarm := event.AddAlarm()
	alarm.SetAction(ics.ActionDisplay)
	alarm.SetTrigger("-PT15M")
	alarm.SetProperty(ics.ComponentPropertyDescription, t.Name)
	return cal.Serialize(), nil
}

// calendarName is the file name a test's calendar entry downloads as.
func calendarName(slug string) string { return slug + ".ics" }
