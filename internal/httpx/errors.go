// Package httpx holds what every HTTP handler shares: decoding requests with size limits, the
// one error type and its JSON envelope, and the middleware around the whole server.
package httpx

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"syscall"
	"time"

	"aspirant/internal/platform/locale"
)

// Error is an error the client may see. Domains return it (or a plain error, which becomes a
// 500 whose details stay in the log). Its messages are written in the request's language when
// the answer is written (locale.Message keeps a formatted message's format and values until
// then).
type Error struct {
	Status  int
	Message locale.Message
	Fields  Fields // per-field validation messages, for 400s
	// RetryAfter, when set, is sent as the Retry-After header (rate limits, 429/503).
	RetryAfter time.Duration
	// Details are further machine-readable keys of the answer beside status and message (why a
	// session ended, and by which device).
	Details M
}

func (e *Error) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("%d %s %v", e.Status, e.Message, e.Fields.In(locale.English))
	}
	return fmt.Sprintf("%d %s", e.Status, e.Message)
}

// Errorf builds an Error with a formatted message: format is the English text, the key of its
// translations (locale.T).
func Errorf(status int, format string, args ...any) *Error {
	return &Error{Status: status, Message: locale.T(format, args...)}
}

// Invalid is the 400 answer for failed validation: a summary and one message per field.
func Invalid(fields Fields) *Error {
	return &Error{Status: http.StatusBadRequest, Message: locale.T("Please fix the errors above."), Fields: fields}
}

// InvalidField is the 400 answer for one field that breaks a rule, with its message (locale.T's
// format and arguments).
func InvalidField(field, format string, args ...any) *Error {
	return Invalid(Fields{field: locale.T(format, args...)})
}

// Say answers a message in the request's language, for the "message" of a successful answer.
func Say(r *http.Request, m locale.Message) string { return m.In(locale.Of(r.Context())) }

// M is a JSON object answer. New answers are named types embedding Status instead
// (docs/architecture.md, "One source for each shape").
type M = map[string]any

// Status is embedded in a named answer type for the contract's "status" key, which WriteJSON
// fills in when the answer is passed by pointer.
type Status struct {
	Status int `json:"status"`
}

func (s *Status) answeredWith(status int) { s.Status = status }

// Said is the answer of a call that only says how it went: {status, message}
// (docs/openapi.yaml, Message).
type Said struct {
	Status
	Message string `json:"message"`
}

// List is the answer of a call that lists records as responseResult, with a message for the
// calls whose description has one.
type List[T any] struct {
	Status
	Message        string `json:"message,omitempty"`
	ResponseResult []T    `json:"responseResult"`
}

// WriteJSON writes v with the given status. A map answer without the contract's "status" key
// gets it (maps shared between requests must carry it already), and so does an answer type
// embedding Status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	if m, ok := v.(M); ok {
		if _, has := m["status"]; !has {
			m["status"] = status
		}
	}
	if answer, ok := v.(interface{ answeredWith(int) }); ok {
		answer.answeredWith(status)
	}
	body, err := json.Marshal(v)
	if err != nil {
		// A value we built ourselves failed to encode: a programming error, answered as such.
		slog.Error("encode JSON answer", "err", err)
		status = http.StatusInternalServerError
		body = []byte(`{"status":500,"message":"Something went wrong on our side. Please try again."}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-store") // answers are per-user unless a handler says otherwise
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// OK writes a 200 JSON object.
func OK(w http.ResponseWriter, m M) { WriteJSON(w, http.StatusOK, m) }

// Answer writes a named answer type (a pointer to a struct embedding Status) as a 200.
func Answer(w http.ResponseWriter, answer interface{ answeredWith(int) }) {
	WriteJSON(w, http.StatusOK, answer)
}

// statusCarrier is an error of a lower layer that knows the status it deserves without this
// package knowing that layer (the store's "database unreachable" is a 503).
type statusCarrier interface{ HTTPStatus() int }

// answerCarrier is an error of a lower layer that carries the whole answer a client sees, in
// place of an *Error, which that layer cannot import: the platform packages sit below this one
// (ratelimit's "too many attempts", files' "storage is full"). Like an *Error it is an answer,
// not a failure, and is not logged. RetryAfter is 0 when the answer has no Retry-After.
type answerCarrier interface {
	statusCarrier
	ClientMessage() locale.Message
	RetryAfter() time.Duration
}

// Answers for failures that are not a domain's own *Error.
var (
	// ErrUnavailable is what a client sees while the database or the disk cannot take work:
	// nothing was written, and the same request may succeed in a few seconds.
	ErrUnavailable = &Error{Status: http.StatusServiceUnavailable, RetryAfter: 5 * time.Second,
		Message: locale.T("The service is briefly unavailable. Please try again in a few seconds.")}
	errBadValue = &Error{Status: http.StatusBadRequest, Message: locale.T("A value sent could not be read. Please check it and try again.")}
	errInternal = &Error{Status: http.StatusInternalServerError, Message: locale.T("Something went wrong on our side. Please try again.")}
)

// publicError answers what a client may see of err, and how loudly to log err (a domain's own
// *Error is an answer, not a failure, and is not logged).
func publicError(err error) (e *Error, level slog.Level, logged bool) {
	if errors.As(err, &e) {
		return e, 0, false
	}
	var answer answerCarrier
	if errors.As(err, &answer) {
		return &Error{Status: answer.HTTPStatus(), Message: answer.ClientMessage(), RetryAfter: answer.RetryAfter()}, 0, false
	}
	var carrier statusCarrier
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return ErrUnavailable, slog.LevelWarn, true
	case errors.As(err, &carrier) && carrier.HTTPStatus() == http.StatusServiceUnavailable:
		return ErrUnavailable, slog.LevelWarn, true
	case errors.As(err, &carrier) && carrier.HTTPStatus() == http.StatusBadRequest:
		return errBadValue, slog.LevelInfo, true
	}
	return errInternal, slog.LevelError, true
}

// WriteError answers err as the contract's envelope, its messages in the request's language
// (docs/product.md, "Languages of the server's messages"). Errors that are not *Error are logged
// with the request id and answered with a safe message: 503 while the store is down or the disk
// is full, else 500.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	e, level, logged := publicError(err)
	if logged {
		LoggerFrom(r.Context()).Log(r.Context(), level, "request failed", "status", e.Status, "err", err)
	}
	lang := locale.Of(r.Context())
	body := M{"status": e.Status, "message": e.Message.In(lang)}
	for k, v := range e.Details {
		body[k] = v
	}
	if len(e.Fields) > 0 {
		body["errors"] = e.Fields.In(lang)
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(e.RetryAfter.Round(time.Second)/time.Second)))
	}
	WriteJSON(w, e.Status, body)
}

// Handler is an http.HandlerFunc that may fail; the error is written by WriteError. Domains
// write their handlers in this shape so every failure takes the same path.
type Handler func(w http.ResponseWriter, r *http.Request) error

func (h Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := h(w, r); err != nil {
		WriteError(w, r, err)
	}
}
