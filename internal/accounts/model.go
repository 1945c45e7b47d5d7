// Package accounts knows who a learner or staff member is: users, their passwords and, with
// the accounts issue, sessions, password recovery and the profile.
package accounts

import (
	"strings"
	"time"
	"unicode/utf8"

	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
)

// Roles a user may have. Students are learners; staff are admins and evaluators.
const (
	RoleStudent   = "student"
	RoleAdmin     = "admin"
	RoleEvaluator = "evaluator"
)

// ValidRole reports whether role is one of the three.
func ValidRole(role string) bool {
	return role == RoleStudent || role == RoleAdmin || role == RoleEvaluator
}

// User is a row of the users table.
type User struct {
	ID              int64      `db:"id"`
	UniqueID        string     `db:"unique_id"`
	Name            string     `db:"name"`
	Email           string     `db:"email"`
	PasswordHash    string     `db:"password_hash"`
	Role            string     `db:"role"`
	Mobile          string     `db:"mobile"`
	AlternateMobile string     `db:"alternate_mobile"`
	TargetYear      string     `db:"target_year"`
	OptionalSubject string     `db:"optional_subject"`
	PostalAddress   string     `db:"postal_address"`
	Landmark        string     `db:"landmark"`
	City            string     `db:"city"`
	State           string     `db:"state"`
	Pincode         string     `db:"pincode"`
	Language        string     `db:"language"` // of the server's messages and e-mails: "en" or "hi"
	DisabledAt      *time.Time `db:"disabled_at"`
	LastLoginAt     *time.Time `db:"last_login_at"`
	CreatedAt       time.Time  `db:"created_at"`
	UpdatedAt       time.Time  `db:"updated_at"`
}

// NormalizeEmail is the form e-mail addresses are stored and compared in.
func NormalizeEmail(email string) string { return mail.NormalizeAddress(email) }

// ValidEmail reports whether email is a plain address.
func ValidEmail(email string) bool { return mail.ValidAddress(email) }

// MinPasswordLength is the sign-up rule (docs/product.md, "Passwords"); the reset screen asks
// for 8.
const MinPasswordLength = 6

// maxPasswordLength keeps a password short enough to hash quickly; no one types more.
const maxPasswordLength = 256

// The messages of the rules every new password obeys, whichever screen sets it.
const (
	msgBlankPassword  = "Password cannot be only spaces."
	msgCommonPassword = "This password is too common: it appears in lists of leaked passwords. Please choose another."
)

// PasswordProblem answers the message for a password that breaks the sign-up rules
// (docs/product.md, "Passwords"), or "" when it is acceptable. Staff accounts made with
// `aspirant user create` obey it too; the demo's accounts do not (their passwords are printed
// for anyone to try).
func PasswordProblem(password string) locale.Message { return signUpPassword.problem(password) }

// passwordRule is the one rule every new password obeys. The sign-up form and the reset screen
// ask for different lengths and word their messages differently (the sign-up messages end with
// a full stop, the reset screen's do not), and both wordings are fixed.
type passwordRule struct {
	min  int
	stop bool // the messages end with a full stop
}

var (
	signUpPassword = passwordRule{min: MinPasswordLength, stop: true}
	resetPassword  = passwordRule{min: MinResetPasswordLength}
)

func (r passwordRule) problem(password string) locale.Message {
	switch {
	case password == "":
		return r.pick(locale.T("Password is required."), locale.T("Password is required"))
	case isBlank(password):
		return locale.T(msgBlankPassword)
	case utf8.RuneCountInString(password) < r.min:
		return r.pick(locale.T("Password must be at least %d characters.", r.min),
			locale.T("Password must be at least %d characters", r.min))
	case utf8.RuneCountInString(password) > maxPasswordLength:
		return r.pick(locale.T("Password must be at most %d characters.", maxPasswordLength),
			locale.T("Password must be at most %d characters", maxPasswordLength))
	case isCommonPassword(password):
		return locale.T(msgCommonPassword)
	}
	return locale.Message{}
}

// pick answers the rule's wording of a message: with a full stop or without.
func (r passwordRule) pick(withStop, without locale.Message) locale.Message {
	if r.stop {
		return withStop
	}
	return without
}

// isBlank reports whether s is white space alone (spaces, tabs, no-break spaces...).
func isBlank(s string) bool { return strings.TrimSpace(s) == "" }
