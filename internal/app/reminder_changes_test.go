package app_test

// A live mock's window changed after its reminder went (docs/product.md, "Notifications"): staff
// move it through the console, and every learner reminded hears of it where the reminder went
// (the bell, e-mail, text), as they chose; the old reminder under the bell gives the window as
// it stands; a reminder made afterwards follows the new window. The bell is in the language the
// learner reads it in.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
)

// liveMock is the demo's next all-India mock, with a subscription that opens it.
type liveMock struct {
	ID           int64     `db:"id"`
	Name         string    `db:"name"`
	OpensAt      time.Time `db:"opens_at"`
	ClosesAt     time.Time `db:"closes_at"`
	Subscription string    `db:"subscription"`
}

func demoLiveMock(t *testing.T, s *apptest.Server) liveMock {
	t.Helper()
	var mock liveMock
	if err := s.DB.Get(context.Background(), &mock, `SELECT t.id, t.name, t.opens_at, t.closes_at, MIN(su.slug) AS subscription
		FROM prelims_tests t JOIN subscription_libraries sl ON sl.library_id = t.library_id JOIN subscriptions su ON su.id = sl.subscription_id
		WHERE t.slug = 'pts-2027-aim-02-gs' GROUP BY t.id, t.name, t.opens_at, t.closes_at`); err != nil {
		t.Fatal(err)
	}
	return mock
}

// editMock changes a test through the console, as staff do.
func editMock(t *testing.T, s *apptest.Server, admin string, id int64, values url.Values) {
	t.Helper()
	if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/prelims-tests/%d", id), values, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("edit the test %v: %d %s", values, res.Status, res.Body)
	}
}

// moveDemoMock moves the demo mock's window, as long as it was, to open at opens (to the minute),
// through the console.
func moveDemoMock(t *testing.T, s *apptest.Server, admin string, mock liveMock, opens time.Time) liveMock {
	t.Helper()
	opens = opens.Truncate(time.Minute)
	closes := opens.Add(mock.ClosesAt.Sub(mock.OpensAt))
	editMock(t, s, admin, mock.ID, url.Values{"opens_at": {opens.UTC().Format(time.RFC3339)}, "closes_at": {closes.UTC().Format(time.RFC3339)}})
	mock.OpensAt, mock.ClosesAt = opens, closes
	return mock
}

// bellLines answers a learner's bell as "title: body" lines, newest first, read in a language.
func bellLines(t *testing.T, s *apptest.Server, token, language string) []string {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/notifications", "token", token, "Accept-Language", language)
	if res.Status != http.StatusOK {
		t.Fatalf("the bell: %d %s", res.Status, res.Body)
	}
	var lines []string
	for _, n := range res.JSON["notifications"].([]any) {
		n := n.(map[string]any)
		lines = append(lines, n["title"].(string)+": "+n["body"].(string))
	}
	return lines
}

// mailsTo answers the e-mails with a subject to an address, once the batches spread over time
// are due.
func mailsTo(t *testing.T, s *apptest.Server, email, subject string) []apptest.Mail {
	t.Helper()
	s.Clock.Advance(time.Minute)
	var out []apptest.Mail
	for _, m := range s.Mails(t) {
		if m.To == email && m.Subject == subject {
			out = append(out, m)
		}
	}
	return out
}

func countPrefix(lines []string, prefix string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}

func TestAMovedLiveMockIsCorrectedWhereverItsReminderWent(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	mock := demoLiveMock(t, s)
	learner, email := s.NewLearner(t, "Ishita Rao", mock.Subscription)
	// A second learner who wants mock reminders under the bell only.
	quiet, quietEmail := s.NewLearner(t, "Farhan Qureshi", mock.Subscription)
	for _, channel := range []string{"email", "text"} {
		if res := s.Call(t, http.MethodPut, "/api/v1/modules/user/notification-preferences",
			url.Values{"kind": {"mock_opens"}, "channel": {channel}, "enabled": {"false"}}, "token", quiet); res.Status != http.StatusOK {
			t.Fatalf("turn %s off: %d %s", channel, res.Status, res.Body)
		}
	}

	// The window opens in 23 hours (whatever the hour the test runs at): the 24-hour reminder,
	// with the window's time.
	mock = moveDemoMock(t, s, admin, mock, s.Clock.Now().Add(23*time.Hour))
	sendDueReminders(t, s)
	oldTime := indiatime.Format(mock.OpensAt)
	reminder := "A live mock opens in 24 hours: " + mock.Name + " opens at " + oldTime
	if lines := bellLines(t, s, learner, "en"); countPrefix(lines, reminder) != 1 {
		t.Fatalf("the reminder: %q", lines)
	}
	if got := mailsTo(t, s, email, "A live mock opens in 24 hours"); len(got) != 1 || !strings.Contains(got[0].Text, oldTime) {
		t.Fatalf("the reminder's e-mail: %+v", got)
	}

	// Staff move the window to 3 hours from now, the day before.
	mock = moveDemoMock(t, s, admin, mock, s.Clock.Now().Add(3*time.Hour))
	newOpens := mock.OpensAt
	newTime := indiatime.Format(newOpens)

	// The bell: the correction on top, and the old reminder with the new time.
	moved := "A live mock has moved: " + mock.Name + " opens at " + newTime + ". Be ready a few minutes early."
	lines := bellLines(t, s, learner, "en")
	if len(lines) == 0 || lines[0] != moved {
		t.Fatalf("the correction under the bell: %q", lines)
	}
	if countPrefix(lines, "A live mock opens in 24 hours: "+mock.Name+" opens at "+newTime) != 1 || strings.Contains(strings.Join(lines, "\n"), oldTime) {
		t.Errorf("the old reminder gives the old time: %q", lines)
	}
	if lines := bellLines(t, s, quiet, "en"); len(lines) == 0 || lines[0] != moved {
		t.Errorf("the correction under the bell of a learner without e-mails: %q", lines)
	}
	// The e-mail and the text, as the reminder went; none to the learner who turned them off.
	if got := mailsTo(t, s, email, "A live mock has moved"); len(got) != 1 || !strings.Contains(got[0].Text, newTime) || strings.Contains(got[0].Text, oldTime) {
		t.Errorf("the correction's e-mail: %+v", got)
	}
	if got := mailsTo(t, s, quietEmail, "A live mock has moved"); len(got) != 0 {
		t.Errorf("a correction e-mailed to a learner who turned mock e-mails off: %+v", got)
	}
	texts := textsTo(t, s, "9876512345") // both learners' number
	if n := countPrefix(texts, "A live mock has moved: "+mock.Name+" opens at "+newTime); n != 1 {
		t.Errorf("%d corrections by text, want 1 (the other learner turned texts off): %q", n, texts)
	}

	// Three hours before the new opening, no "opens in 24 hours" goes for it; an hour before, the
	// 1-hour reminder does, with the new time.
	sendDueReminders(t, s)
	if n := countPrefix(bellLines(t, s, learner, "en"), "A live mock opens in 24 hours"); n != 1 {
		t.Errorf("%d 24-hour reminders, want the one before the move", n)
	}
	s.Clock.Advance(newOpens.Add(-50 * time.Minute).Sub(s.Clock.Now()))
	sendDueReminders(t, s)
	lines = bellLines(t, s, learner, "en")
	if len(lines) == 0 || lines[0] != "A live mock opens in 1 hour: "+mock.Name+" opens at "+newTime+". Be ready a few minutes early." {
		t.Errorf("the 1-hour reminder after the move: %q", lines)
	}
	if got := mailsTo(t, s, email, "A live mock opens in 1 hour"); len(got) != 1 || !strings.Contains(got[0].Text, newTime) {
		t.Errorf("the 1-hour reminder's e-mail: %+v", got)
	}

	// The learner signed up in English and every notice went in English; read in Hindi, the bell
	// is Hindi throughout, its dates too.
	hindiTime := regexp.QuoteMeta(indiatime.At(newOpens).In("hi"))
	lines = bellLines(t, s, learner, "hi-IN,hi;q=0.9")
	want := []*regexp.Regexp{
		regexp.MustCompile(`^लाइव मॉक 1 घंटे में खुलेगा: .+, ` + hindiTime + ` बजे खुलेगा। कुछ मिनट पहले तैयार रहें।$`),
		regexp.MustCompile(`^लाइव मॉक का समय बदल गया है: .+, ` + hindiTime + ` बजे खुलेगा।`),
		regexp.MustCompile(`^लाइव मॉक 24 घंटे में खुलेगा: .+, ` + hindiTime + ` बजे खुलेगा।`),
	}
	if len(lines) < len(want) {
		t.Fatalf("the bell in Hindi: %q", lines)
	}
	for i, re := range want {
		if !re.MatchString(lines[i]) {
			t.Errorf("the bell in Hindi, line %d: %q does not match %s", i, lines[i], re)
		}
	}
	if !regexp.MustCompile(`\d+ (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) 20\d\d, (सुबह|दोपहर|शाम|रात) \d+:\d\d`).MatchString(hindiTime) {
		t.Errorf("a Hindi date reads %q", hindiTime)
	}
	if got := mailsTo(t, s, email, "लाइव मॉक का समय बदल गया है"); len(got) != 0 {
		t.Errorf("e-mails stay in the language the learner had when they were sent: %+v", got)
	}

	// A notice from before notices kept their message (migration 27) reads as it was sent.
	if _, err := s.DB.Exec(context.Background(), `INSERT INTO notifications (user_id, kind, dedupe_key, title, body, link, created_at)
		SELECT id, 'payment_succeeded', 'before-27', 'भुगतान मिल गया', 'पुराना संदेश', '/my-subscriptions', ? FROM users WHERE email = ?`,
		s.Clock.Now().UTC(), email); err != nil {
		t.Fatal(err)
	}
	if lines := bellLines(t, s, learner, "en"); len(lines) == 0 || lines[0] != "भुगतान मिल गया: पुराना संदेश" {
		t.Errorf("an old notice under the bell: %q", lines)
	}
}

func TestAWindowRemovedOrATestUnpublishedIsToldToThoseReminded(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	mock := demoLiveMock(t, s)
	learner, email := s.NewLearner(t, "Ishita Rao", mock.Subscription)
	bystander, _ := s.NewLearner(t, "Farhan Qureshi", "") // never reminded: told nothing

	// A change before anyone is reminded tells nobody.
	mock = moveDemoMock(t, s, admin, mock, s.Clock.Now().Add(40*time.Hour))
	if lines := bellLines(t, s, learner, "en"); countPrefix(lines, "A live mock") != 0 {
		t.Fatalf("told before any reminder: %q", lines)
	}

	later := mock.OpensAt
	s.Clock.Advance(later.Add(-20 * time.Hour).Sub(s.Clock.Now()))
	sendDueReminders(t, s)
	if lines := bellLines(t, s, learner, "en"); countPrefix(lines, "A live mock opens in 24 hours: "+mock.Name+" opens at "+indiatime.Format(later)) != 1 {
		t.Fatalf("the reminder: %q", lines)
	}

	// The window goes: the test can be taken at any time.
	editMock(t, s, admin, mock.ID, url.Values{"opens_at": {""}, "closes_at": {""}})
	noWindow := mock.Name + " no longer has a live window: you can take it whenever you like."
	lines := bellLines(t, s, learner, "en")
	if len(lines) < 2 || lines[0] != "A live mock no longer has a window: "+noWindow || lines[1] != "A live mock no longer has a window: "+noWindow {
		t.Fatalf("the bell after the window went: %q", lines)
	}
	if got := mailsTo(t, s, email, "A live mock no longer has a window"); len(got) != 1 || !strings.Contains(got[0].Text, noWindow) {
		t.Errorf("its e-mail: %+v", got)
	}

	// Unpublished: cancelled, and the bell's notices of it say so.
	editMock(t, s, admin, mock.ID, url.Values{"is_published": {"0"}})
	cancelled := "A live mock has been cancelled: " + mock.Name + " has been cancelled: it will not open as announced."
	lines = bellLines(t, s, learner, "en")
	if countPrefix(lines, cancelled) != 3 {
		t.Errorf("the bell after the test was unpublished: %q", lines)
	}
	if got := mailsTo(t, s, email, "A live mock has been cancelled"); len(got) != 1 {
		t.Errorf("its e-mail: %+v", got)
	}
	// Deleting it would leave the reminders opening a page that has gone.
	if res := s.Call(t, http.MethodDelete, fmt.Sprintf("/api/v1/admin/prelims-tests/%d", mock.ID), nil, "token", admin); res.Status != http.StatusConflict ||
		!strings.Contains(res.Message(), "Learners have been reminded of this test") {
		t.Errorf("delete a test learners were reminded of: %d %s", res.Status, res.Body)
	}
	if lines := bellLines(t, s, bystander, "en"); countPrefix(lines, "A live mock") != 0 {
		t.Errorf("a learner never reminded was told: %q", lines)
	}
}
