package prelims

// The rules staff meet when they set a test up in the console, which calls these in its own
// transaction (so the audit entry commits with the change): a live window's ends, a GS paper's
// CSAT paper, when a test may be deleted, what a key correction says it does, and which versions
// of an imported question learners will not see.

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/notify"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/wire"
)

// WindowProblems answers what is wrong with a test's live window, by the console's field
// (docs/product.md, "Live tests"): both ends or neither, and long enough to sit the whole test
// of durationMinutes in it.
func WindowProblems(opens, closes *time.Time, durationMinutes int64) map[string]string {
	switch {
	case opens != nil && closes == nil:
		return map[string]string{"closes_at": "Give the time the window closes too, or clear both."}
	case closes != nil && opens == nil:
		return map[string]string{"opens_at": "Give the time the window opens too, or clear both."}
	case opens == nil:
		return nil
	}
	if closes.Sub(*opens) < time.Duration(durationMinutes)*time.Minute {
		return map[string]string{"closes_at": fmt.Sprintf("The window must be at least as long as the test (%d minutes).", durationMinutes)}
	}
	return nil
}

// CheckCSATPaper refuses a GS paper's CSAT paper that is the paper itself or a test of another
// series (docs/product.md, "CSAT").
func CheckCSATPaper(ctx context.Context, q db.Q, testID, csatID int64) error {
	if csatID == testID {
		return httpx.InvalidField("csat_test_id", "A paper cannot be its own CSAT paper.")
	}
	var sameSeries int
	err := q.Get(ctx, &sameSeries, `SELECT COUNT(*) FROM prelims_tests g JOIN prelims_tests c ON c.library_id = g.library_id
		WHERE g.id = ? AND c.id = ?`, testID, csatID)
	if err == nil && sameSeries == 0 {
		return httpx.InvalidField("csat_test_id", "The CSAT paper must be a test of the same test series.")
	}
	return err
}

// CanDeleteTest refuses deleting a test learners have sat (their results stay), or a live mock
// they were reminded of: their reminders would open a page that has gone, and nothing would tell
// them it will not be held. Unpublished instead, it tells them it was cancelled (docs/product.md,
// "Notifications").
func CanDeleteTest(ctx context.Context, q db.Q, testID int64) error {
	attempts, err := testAttempts(ctx, q, testID)
	if err != nil {
		return err
	}
	if attempts > 0 {
		return httpx.Errorf(http.StatusConflict, "Learners have sat this test: unpublish it instead of deleting it, so their results stay.")
	}
	told, err := notify.ToldAbout(ctx, q, notify.MockOpens, MockAbout(testID))
	if err != nil || len(told) == 0 {
		return err
	}
	return httpx.Errorf(http.StatusConflict, "Learners have been reminded of this test's window: unpublish it instead of deleting it, so they are told it is cancelled.")
}

// ToConfirm is the answer to a key correction staff have not confirmed yet: what it will do to
// learners' results (docs/product.md, "Key corrections"). The figures come from making the
// correction in the caller's transaction, which this answer rolls back.
func (u QuestionUpdate) ToConfirm() error {
	message := fmt.Sprintf("This changes the answer key of a test learners have sat: %s scored again, and %d of the results change; "+
		"the rankings follow, and learners see in their review that the key was corrected.",
		counted(u.Rescored.Attempts, "submitted attempt is", "submitted attempts are"), u.Rescored.Changed)
	if u.HeldUntil != nil {
		message += " The test's live window is open: learners see the corrected key when it closes at " + indiatime.Format(*u.HeldUntil) + "."
	}
	return &httpx.Error{Status: NeedsConfirmation, Message: locale.Raw(message)}
}

// Done says what a saved change of a question did: with a corrected key, how many results it
// changed and when learners see it (docs/product.md, "Key corrections").
func (u QuestionUpdate) Done() string {
	if !u.KeyCorrected {
		return "Question saved."
	}
	message := fmt.Sprintf("Question saved. The answer key changed: %s scored again, and %d of the results changed.",
		counted(u.Rescored.Attempts, "submitted attempt was", "submitted attempts were"), u.Rescored.Changed)
	if u.HeldUntil != nil {
		message += " The test's live window is open: learners see the corrected key with the rest of it when the test closes at " +
			indiatime.Format(*u.HeldUntil) + "."
	}
	return message
}

// counted writes n with the singular or the plural words.
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// VersionsNotShown answers the languages, in the registry's order, in which some of questions
// have a version that the test will not show, and the test's languages as stored: a test shows
// its questions' versions in the languages it is set in besides its first (docs/product.md,
// "Languages of a test").
func VersionsNotShown(ctx context.Context, q db.Q, testID int64, questions []QuestionInput) ([]locale.Lang, string, error) {
	var stored string
	if err := q.Get(ctx, &stored, "SELECT languages FROM prelims_tests WHERE id = ?", testID); err != nil {
		return nil, "", err
	}
	shown := wire.TranslatedLanguages(wire.SplitLanguages(stored))
	var notShown []locale.Lang
	for _, lang := range locale.Codes() {
		if lang == locale.English || slices.Contains(shown, string(lang)) {
			continue
		}
		for _, question := range questions {
			if _, ok := question.Translations[lang]; ok {
				notShown = append(notShown, lang)
				break
			}
		}
	}
	return notShown, stored, nil
}
