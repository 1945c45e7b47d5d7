package httpx

import (
	"context"
	"net/http"
)

// Identity is who is calling: set by the accounts domain from the bearer token, read by every
// domain without importing accounts.
type Identity struct {
	UserID    int64
	UniqueID  string
	Role      string // student, admin or evaluator
	SessionID int64
	Language  string // the saved language of the caller's messages ("en", "hi")
}

// IsStaff reports whether the caller works for the institute (admin or evaluator).
func (i Identity) IsStaff() bool { return i.Role == "admin" || i.Role == "evaluator" }

// IsAdmin reports whether the caller runs the institute's console (every page, every answer).
func (i Identity) IsAdmin() bool { return i.Role == "admin" }

// IsEvaluator reports whether the caller marks mains answers. An evaluator's access is what
// evaluating needs (docs/product.md, "What an evaluator opens"): in every other respect they are
// a learner, so most checks ask IsAdmin, not IsStaff.
func (i Identity) IsEvaluator() bool { return i.Role == "evaluator" }

const (
	identityKey ctxKey = 200
	rejectedKey ctxKey = 201
)

// WithIdentity answers ctx carrying id.
func WithIdentity(ctx context.Context, id Identity) context.Context {
	return context.WithValue(ctx, identityKey, id)
}

// IdentityFrom answers the caller's identity, or ok=false for an anonymous call.
func IdentityFrom(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(identityKey).(Identity)
	return id, ok && id.UserID > 0
}

// SessionExpiredHeader is set on every answer to a call that sent a token which no longer works,
// public calls included (they answer as to a visitor).
const SessionExpiredHeader = "Session-Expired"

// WithRejectedSession marks a call that sent a token which no longer works (expired, revoked,
// unknown), so a 401 can say the session ended rather than that there was none. explain, when
// not nil, answers why the session ended as the 401 to give (nil for the generic one); it is
// called only when the call needs a session, so a public call does not pay for it.
func WithRejectedSession(ctx context.Context, explain func(context.Context) *Error) context.Context {
	if explain == nil {
		explain = func(context.Context) *Error { return nil }
	}
	return context.WithValue(ctx, rejectedKey, explain)
}

// The 401 answers of calls that need a session.
var (
	ErrLoginRequired  = Errorf(http.StatusUnauthorized, "Please log in to continue.")
	ErrSessionExpired = Errorf(http.StatusUnauthorized, "Your session has expired. Please log in again.")
)

// RequireUser answers the caller's identity, or a 401.
func RequireUser(r *http.Request) (Identity, error) {
	id, ok := IdentityFrom(r.Context())
	if !ok {
		if explain, rejected := r.Context().Value(rejectedKey).(func(context.Context) *Error); rejected {
			if e := explain(r.Context()); e != nil {
				return Identity{}, e
			}
			return Identity{}, ErrSessionExpired
		}
		return Identity{}, ErrLoginRequired
	}
	return id, nil
}
