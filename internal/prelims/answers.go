package prelims

import (
	"time"

	"aspirant/internal/httpx"
)

// The answers of the prelims calls, as named types: docs/openapi.yaml describes each, and every
// HTTP test checks what they send against it (docs/architecture.md, "One source for each shape").

// bodyAnswer is the test engine's envelope, {status, body}, with a message for the calls that
// say one (a submission, a report, a challenge).
type bodyAnswer[Body any] struct {
	httpx.Status
	Message string `json:"message,omitempty"`
	Body    Body   `json:"body"`
}

// answerBody wraps body in the envelope, with the message when there is one.
func answerBody[Body any](body Body, message string) *bodyAnswer[Body] {
	return &bodyAnswer[Body]{Message: message, Body: body}
}

type (
	// onServerClock is a list with the server's clock, so that a page counts down to a window's
	// opening on it (the tests of a series, the live schedule).
	onServerClock[T any] struct {
		Data      []T       `json:"data"`
		ServerNow time.Time `json:"serverNow"`
	}
	startedBody struct {
		Attempt Session `json:"attempt"`
	}
	// questionsBody is the paper as it goes out (paper.questions).
	questionsBody struct {
		Data []Question `json:"data"`
	}
	savedBody struct {
		Saved
		ServerNow time.Time `json:"serverNow"`
	}
	reportedBody struct {
		Report LearnerReport `json:"report"`
	}
	challengedBody struct {
		Challenge LearnerChallenge `json:"challenge"`
	}
)

// The public receipts calls' answers (receipts.go).
type (
	receiptKeyAnswer struct {
		httpx.Status
		Algorithm string `json:"algorithm"`
		PublicKey string `json:"publicKey"` // standard base64
	}
	receiptVerdict struct {
		httpx.Status
		Valid bool `json:"valid"`
	}
)
