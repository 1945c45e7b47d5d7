package mains

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"aspirant/internal/httpx"
)

// The rules below decide without a database; the tests beside them (*_test.go in package
// mains_test) meet them through the API.

func TestAGapIsFlaggedOnlyOverTheThreshold(t *testing.T) {
	for _, c := range []struct {
		second, first int64 // hundredths
		max, pct      int
		flagged       bool
	}{
		{3500, 3000, 50, 10, false}, // 5 of 50 is 10%: at the threshold, not over it
		{3501, 3000, 50, 10, true},
		{2499, 3000, 50, 10, true}, // lower as well as higher
		{2500, 3000, 50, 10, false},
		{3000, 3000, 50, 1, false},
	} {
		if got := marksApart(c.second, c.first, c.max, c.pct); got != c.flagged {
			t.Errorf("%d against %d of %d at %d%%: flagged %v", c.second, c.first, c.max, c.pct, got)
		}
	}
}

func TestAnAnswerIsReplacedOnlyWhenConfirmedAndNotEvaluated(t *testing.T) {
	for _, c := range []struct {
		answer    currentAnswer
		confirmed bool
		status    int // 0: replaced
	}{
		{currentAnswer{}, false, 0},
		{currentAnswer{Answers: 1}, false, http.StatusPreconditionRequired},
		{currentAnswer{Answers: 1}, true, 0},
		{currentAnswer{Answers: 1, Evaluated: 1}, true, http.StatusConflict},
		{currentAnswer{Answers: 1, Evaluated: 1}, false, http.StatusConflict},
	} {
		err := c.answer.replacementRefusal(c.confirmed)
		status := 0
		var refusal *httpx.Error
		if errors.As(err, &refusal) {
			status = refusal.Status
		}
		if status != c.status {
			t.Errorf("%+v, confirmed %v: %v, want status %d", c.answer, c.confirmed, err, c.status)
		}
	}
}

func TestWhereAnAnswerStands(t *testing.T) {
	now := time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)
	started, evaluated := now.Add(-time.Hour), now.Add(-time.Minute)
	for _, c := range []struct {
		answer Answer
		want   string
	}{
		{Answer{ExpectedBy: now.Add(time.Hour)}, "waiting"},
		{Answer{ExpectedBy: now.Add(time.Hour), StartedAt: &started}, "being evaluated"},
		{Answer{ExpectedBy: now.Add(-time.Second), StartedAt: &started}, "late"},
		{Answer{ExpectedBy: now.Add(-time.Hour), EvalAt: &evaluated}, "evaluated"},
	} {
		if got := standing(c.answer, now); got != c.want {
			t.Errorf("%+v: %q, want %q", c.answer, got, c.want)
		}
	}
	// An upload from before promises were recorded is promised by the legacy turnaround.
	uploaded := now.Add(-80 * time.Hour)
	if due := promisedBy(uploaded, nil); !due.Equal(uploaded.Add(legacyTurnaround)) {
		t.Errorf("promised by %v", due)
	}
}
