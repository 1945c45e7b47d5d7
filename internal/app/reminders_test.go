package app_test

// The notices found by looking (docs/product.md, "Notifications"): a live mock's window opening
// in 24 hours and in 1 hour, and a subscription ending within 7 days, each sent once however
// often the servers look.

import (
	"context"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

func sendDueReminders(t *testing.T, s *apptest.Server) {
	t.Helper()
	if _, err := s.App.SendDueReminders(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// titles answers the titles under a learner's bell, newest first.
func titles(t *testing.T, s *apptest.Server, token string) []string {
	t.Helper()
	_, notices := bell(t, s, token)
	var out []string
	for _, n := range notices {
		out = append(out, n["title"].(string)+": "+n["body"].(string))
	}
	return out
}

func TestRemindersOfAMockWindowAndAnEndingSubscriptionGoOnce(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	demo := s.Login(t, "demo@aspirant.test", "demo12345")
	// The window opens in 23 hours, whatever the hour the test runs at (moved through the console).
	mock := moveDemoMock(t, s, s.Login(t, "admin@aspirant.test", "admin12345"), demoLiveMock(t, s), s.Clock.Now().Add(23*time.Hour))
	sendDueReminders(t, s)
	sendDueReminders(t, s) // a second server looking at the same minute
	reminded := func(title string) int {
		n := 0
		for _, line := range titles(t, s, demo) {
			if strings.HasPrefix(line, title+": "+mock.Name+" opens at ") {
				n++
			}
		}
		return n
	}
	if reminded("A live mock opens in 24 hours") != 1 {
		t.Fatalf("the 24-hour reminder: %q", titles(t, s, demo))
	}

	// Half an hour before: the 1-hour reminder, once.
	s.Clock.Advance(mock.OpensAt.Add(-30 * time.Minute).Sub(s.Clock.Now()))
	sendDueReminders(t, s)
	sendDueReminders(t, s)
	if reminded("A live mock opens in 1 hour") != 1 || reminded("A live mock opens in 24 hours") != 1 {
		t.Fatalf("the 1-hour reminder: %q", titles(t, s, demo))
	}

	// A subscription bought for a year, six days before it ends.
	learner, email := s.NewLearner(t, "Tanvi Kulkarni", "")
	buyInSandbox(t, s, learner, "csat-test-series-2027")
	ending := func() []string {
		var out []string
		for _, line := range titles(t, s, learner) {
			if strings.HasPrefix(line, "A subscription ends soon: ") {
				out = append(out, line)
			}
		}
		return out
	}
	var ends time.Time
	if err := s.DB.Get(ctx, &ends, `SELECT e.expires_at FROM entitlements e JOIN users u ON u.id = e.user_id
		WHERE u.name = 'Tanvi Kulkarni'`); err != nil {
		t.Fatal(err)
	}
	sendDueReminders(t, s)
	if got := ending(); len(got) != 0 {
		t.Fatalf("a year before the end: %q", got)
	}
	s.Clock.Advance(ends.Add(-6 * 24 * time.Hour).Sub(s.Clock.Now()))
	learner = s.Login(t, email, "Kesari-Bagh-2027!") // the first session lasted 30 days
	sendDueReminders(t, s)
	sendDueReminders(t, s)
	if got := ending(); len(got) != 1 || !strings.HasPrefix(got[0], "A subscription ends soon: CSAT Test Series 2027 ends on ") {
		t.Fatalf("six days before the end: %q", got)
	}
	// Its e-mail, spread in time with the rest of the batch, is sent once due.
	s.Clock.Advance(time.Minute)
	found := 0
	for _, m := range s.Mails(t) {
		if m.Subject == "A subscription ends soon" && strings.Contains(m.Text, "Tanvi Kulkarni") {
			found++
		}
	}
	if found != 1 {
		t.Errorf("%d e-mails about the ending subscription, want 1", found)
	}
}
