package prelims

// What a learner sees of the tests before sitting one: the library of a subscription, the list
// the quiz's start page reads, the paper once the clock runs, and which PDFs they may download
// (docs/product.md, "The question paper").

import (
	"context"
	"fmt"
	"time"

	"aspirant/internal/access"
	"aspirant/internal/httpx"
	"aspirant/internal/media"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/platform/translations"
	"aspirant/internal/wire"
)

// Library answers the tests of a subscription's test series as the caller (who may be a
// visitor) sees them.
func (s *Service) Library(ctx context.Context, id httpx.Identity, subscriptionID int64) ([]LibraryTest, error) {
	series, err := s.access.LibrariesOf(ctx, subscriptionID, "tests")
	if err != nil {
		return nil, err
	}
	out := []LibraryTest{}
	grants := s.player.For(id)
	// The caller's running attempts, so a test's card offers Resume with the time left.
	deadlines, err := openDeadlines(ctx, s.db, id.UserID)
	if err != nil {
		return nil, err
	}
	for _, lib := range series {
		rows, err := libraryTests(ctx, s.db, id.UserID, lib.ID)
		if err != nil {
			return nil, err
		}
		open := lib.Open
		now := s.now()
		keyChanges, err := keyChangeTimes(ctx, s.db, lib.ID)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			started := open && (r.Started > 0 || oversees(id))
			// The explanation and the discussion give the key away: not while the window is open.
			answered := open && (r.AttemptsMade > 0 || oversees(id)) && !r.window.keysHeld(id, now, s.grace)
			t := LibraryTest{ID: r.ID, Name: r.Name, Slug: r.Slug, Description: stafftext.HTML(r.Description),
				Languages: wire.SplitLanguages(r.Languages), WindowTimes: r.window.times(now),
				Duration: r.Duration, TotalMarks: r.TotalMarks, TotalQuestionCount: r.Questions, TotalAttempts: r.Attempts,
				TestQuestionPDF: wire.FileFor(r.QuestionPDF, started), HasQuestionPDF: r.QuestionPDF != nil,
				TestExplanationPDF: wire.FileFor(r.Explanation, answered),
				IsSubscribeButton:  wire.Flag(!open), IsSubscribed: open, TestSeriesID: r.LibraryID, AttemptsMade: r.AttemptsMade}
			if changed, ok := keyChanges[r.ID]; ok && open && r.AttemptsMade > 0 {
				t.KeyChangedAt = &changed
			}
			t.HasExplanationPDF = r.Explanation != nil
			t.HasDiscussionVideo = r.DiscussionFile != nil || r.Discussion != ""
			if open && r.AttemptsMade > 0 && r.window.keysHeld(id, now, s.grace) {
				t.KeysOpenAt = r.window.keysOpenAt(s.grace)
			}
			if open {
				t.OpenAttemptDeadline = s.resumableDeadline(deadlines, r.ID, now)
			}
			switch {
			case answered && r.DiscussionFile != nil:
				if t.DiscussionVideo, err = grants.Playback(ctx, fmt.Sprintf("prelims-%d", r.ID), *r.DiscussionFile, r.DiscussionType); err != nil {
					return nil, err
				}
			case answered && r.Discussion != "":
				link := r.Discussion
				t.GDriveVideoLink = &link
			}
			out = append(out, t)
		}
	}
	if err := translations.Fill(ctx, s.db, "prelims_tests", out, testTexts, translations.Formatted("description"),
		func(t *LibraryTest) (int64, *translations.Texts) { return t.ID, &t.Translations }); err != nil {
		return nil, err
	}
	return out, nil
}

// testTexts are the translated fields of a test, which the learner's answers name as the console
// does (docs/product.md, "Languages of staff texts").
var testTexts = translations.Same("name", "description")

// Tests answers the tests the caller may take: of one test series (seriesID > 0), the test with
// a slug, or every series their subscriptions open. An unpublished test stays listed for the
// learners who have sat or are sitting it.
func (s *Service) Tests(ctx context.Context, id httpx.Identity, seriesID int64, slug string) ([]Test, error) {
	opener, err := s.access.OpenerOf(ctx, id)
	if err != nil {
		return nil, err
	}
	if seriesID > 0 && !opener.Opens(seriesID) {
		return nil, access.ErrNotSubscribed
	}
	rows, err := testRows(ctx, s.db, id, seriesID, slug)
	if err != nil {
		return nil, err
	}
	// The caller's running attempts, so the start page offers Resume for one opened elsewhere.
	deadlines, err := openDeadlines(ctx, s.db, id.UserID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	out := []Test{}
	for _, t := range rows {
		if !opener.Opens(t.TestSeriesID) {
			continue
		}
		t.Description = stafftext.HTML(t.Description)
		t.MarksCorrect, t.MarksIncorrect, t.MarksUnattempted = marks(t.Correct), marks(t.Incorrect), marks(t.Unattempted)
		t.Languages = wire.SplitLanguages(t.StoredLanguages)
		t.WindowTimes = t.window.times(now)
		t.OpenAttemptDeadline = s.resumableDeadline(deadlines, t.ID, now)
		out = append(out, t)
	}
	if err := translations.Fill(ctx, s.db, "prelims_tests", out, testTexts, translations.Formatted("description"),
		func(t *Test) (int64, *translations.Texts) { return t.ID, &t.Translations }); err != nil {
		return nil, err
	}
	if slug != "" && len(out) == 0 {
		if len(rows) > 0 {
			return nil, access.ErrNotSubscribed
		}
		return nil, errTestNotFound
	}
	return out, nil
}

// resumableDeadline answers the deadline of the caller's attempt at a test that may still be
// resumed (null: none): until the submission grace after it, when the server finishes it.
func (s *Service) resumableDeadline(deadlines map[int64]time.Time, testID int64, now time.Time) *string {
	d, ok := deadlines[testID]
	if !ok || !now.Before(d.Add(s.grace)) {
		return nil
	}
	deadline := d.UTC().Format(time.RFC3339)
	return &deadline
}

// Paper answers a test's paper to a caller who may have its questions: one who has started it
// (or sat it before), never before its window opens; the paper does not leave the server before
// the clock runs. Admins may always read it.
func (s *Service) Paper(ctx context.Context, id httpx.Identity, testID int64) (*paper, error) {
	p, err := s.paperFor(ctx, id, testID)
	if err != nil {
		return nil, err
	}
	attempts, err := attemptCount(ctx, s.db, p.TestID, id.UserID)
	if err != nil {
		return nil, err
	}
	if oversees(id) {
		// Admins check the paper whenever they like.
	} else if err := p.Window.refuseBeforeOpening(s.now()); err != nil {
		return nil, err
	} else if attempts == 0 {
		return nil, errNotStarted
	}
	return p, nil
}

// questions answers the paper's questions as they go out: no key, no explanation.
func (p *paper) questions() []Question {
	out := make([]Question, len(p.Questions))
	for i, q := range p.Questions {
		out[i] = Question{ID: q.ID, Description: q.Description, Difficulty: q.Difficulty, Topic: q.Topic,
			Kind: q.Kind.Name(), Options: q.OptionList, Translations: p.translationsOf(q, false)}
	}
	return out
}

// questionsAnswer answers the questions call's answer, encoded and compressed once per paper:
// at an all-India opening thousands of learners fetch the same paper within a minute.
func (p *paper) questionsAnswer() (httpx.Encoded, error) {
	p.encodeOnce.Do(func() {
		p.encoded, p.encodeErr = httpx.Encode(answerBody(questionsBody{Data: p.questions()}, ""))
	})
	return p.encoded, p.encodeErr
}

// FileResolver tells the download call whether a file is a test's question or explanation PDF
// and whether the caller may have it: the question paper once the caller has started the test,
// the explanation once they have submitted it.
func (s *Service) FileResolver(ctx context.Context, fileID int64) (media.Decision, error) {
	rows, err := testsWithFile(ctx, s.db, fileID)
	if err != nil || len(rows) == 0 {
		return media.Decision{}, err
	}
	opener, err := s.access.For(ctx)
	if err != nil {
		return media.Decision{}, err
	}
	caller, _ := httpx.IdentityFrom(ctx)
	for _, r := range rows {
		if !opener.Opens(r.LibraryID) {
			continue
		}
		started, submitted, err := attemptTally(ctx, s.db, r.ID, caller.UserID)
		if err != nil {
			return media.Decision{}, err
		}
		switch {
		case r.Question && (started > 0 || oversees(caller)):
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(r.Name) + "_question.pdf"}, nil
		case r.Question:
			return media.Decision{Found: true, Refusal: locale.T("The question paper opens when you start the test.")}, nil
		case r.window.keysHeld(caller, s.now(), s.grace):
			return media.Decision{Found: true, Refusal: locale.T("The explanation opens when the test closes at %s.",
				indiatime.At(*r.keysOpenAt(s.grace)))}, nil
		case submitted > 0 || oversees(caller):
			return media.Decision{Found: true, Allowed: true, Name: wire.SafeFileName(r.Name) + "_explanation.pdf"}, nil
		}
		return media.Decision{Found: true, Refusal: locale.T("The explanation opens after you submit the test.")}, nil
	}
	return media.Decision{Found: true}, nil
}
