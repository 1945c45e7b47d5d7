package accounts

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"aspirant/internal/db"
	"aspirant/internal/platform/locale"
)

// Store holds the accounts' SQL. It runs on the database or inside a transaction, whichever
// q is.
type Store struct {
	q db.Q
}

func NewStore(q db.Q) *Store { return &Store{q: q} }

const userColumns = `id, unique_id, name, email, password_hash, role, mobile, alternate_mobile, target_year,
	optional_subject, postal_address, landmark, city, state, pincode, language, disabled_at, last_login_at, created_at, updated_at`

// ErrEmailTaken: another account has this e-mail address.
var ErrEmailTaken = errors.New("email taken")

// CreateUser inserts u (with its password hash already set), giving it a fresh student id.
// The checks before the insert keep a failed statement from aborting the caller's transaction
// (PostgreSQL refuses every later statement in it); a race between two sign-ups with one
// e-mail still ends in ErrEmailTaken through the unique index.
func (s *Store) CreateUser(ctx context.Context, u *User, now time.Time) error {
	u.Email = NormalizeEmail(u.Email)
	u.CreatedAt, u.UpdatedAt = now.UTC(), now.UTC()
	var taken int
	if err := s.q.Get(ctx, &taken, "SELECT COUNT(*) FROM users WHERE email = ?", u.Email); err != nil {
		return err
	}
	if taken > 0 {
		return ErrEmailTaken
	}
	for attempt := 0; ; attempt++ {
		u.UniqueID = newStudentID()
		if err := s.q.Get(ctx, &taken, "SELECT COUNT(*) FROM users WHERE unique_id = ?", u.UniqueID); err != nil {
			return err
		}
		if taken == 0 {
			break
		}
		if attempt == 10 {
			return errors.New("could not find a free student id")
		}
	}
	if _, ok := locale.Parse(u.Language); !ok {
		u.Language = string(locale.English)
	}
	id, err := s.q.InsertID(ctx, `INSERT INTO users (unique_id, name, email, password_hash, role, mobile,
		alternate_mobile, target_year, optional_subject, postal_address, landmark, city, state, pincode,
		language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		u.UniqueID, u.Name, u.Email, u.PasswordHash, u.Role, u.Mobile, u.AlternateMobile, u.TargetYear,
		u.OptionalSubject, u.PostalAddress, u.Landmark, u.City, u.State, u.Pincode, u.Language, u.CreatedAt, u.UpdatedAt)
	if errors.Is(err, db.ErrConflict) && strings.Contains(err.Error(), "email") {
		return ErrEmailTaken
	}
	u.ID = id
	return err
}

// UserByEmail finds a user by e-mail address, in any case.
func (s *Store) UserByEmail(ctx context.Context, email string) (User, error) {
	var u User
	err := s.q.Get(ctx, &u, "SELECT "+userColumns+" FROM users WHERE email = ?", NormalizeEmail(email))
	return u, err
}

// studentIDAlphabet leaves out letters and digits that read alike (0/O, 1/I/L).
const studentIDAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// newStudentID answers an id such as ASP-7KQ4M9X: short enough to read out on the phone,
// random enough (31^7, about 2.7e10) that guessing one tells nothing.
func newStudentID() string {
	b := make([]byte, 7)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = studentIDAlphabet[int(b[i])%len(studentIDAlphabet)]
	}
	return "ASP-" + string(b)
}

// UserByID finds a user by id.
func (s *Store) UserByID(ctx context.Context, id int64) (User, error) {
	var u User
	err := s.q.Get(ctx, &u, "SELECT "+userColumns+" FROM users WHERE id = ?", id)
	return u, err
}

// UpdatePassword replaces a user's password hash.
func (s *Store) UpdatePassword(ctx context.Context, userID int64, hash string, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", hash, now.UTC(), userID)
	return err
}

// SetRole changes an account's role (staff work).
func (s *Store) SetRole(ctx context.Context, userID int64, role string, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE users SET role = ?, updated_at = ? WHERE id = ?", role, now.UTC(), userID)
	return err
}

// SetDisabled disables an account, ending every session of it, or enables it again.
func (s *Store) SetDisabled(ctx context.Context, userID int64, disabled bool, now time.Time) error {
	var disabledAt any
	if disabled {
		disabledAt = now.UTC()
		if err := s.RevokeOtherSessions(ctx, userID, 0, now); err != nil {
			return err
		}
	}
	_, err := s.q.Exec(ctx, "UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?", disabledAt, now.UTC(), userID)
	return err
}

// RecordLogin notes when a user last logged in.
func (s *Store) RecordLogin(ctx context.Context, userID int64, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE users SET last_login_at = ? WHERE id = ?", now.UTC(), userID)
	return err
}

// SetLanguage saves the language of a user's messages and e-mails, and answers whether it
// changed.
func (s *Store) SetLanguage(ctx context.Context, userID int64, lang locale.Lang, now time.Time) (bool, error) {
	res, err := s.q.Exec(ctx, "UPDATE users SET language = ?, updated_at = ? WHERE id = ? AND language <> ?",
		string(lang), now.UTC(), userID, string(lang))
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// UpdateProfileColumns sets the given columns (names from profileField, never from a client).
func (s *Store) UpdateProfileColumns(ctx context.Context, userID int64, fields []profileField, now time.Time) error {
	if len(fields) == 0 {
		return nil
	}
	set := ""
	args := []any{}
	for _, f := range fields {
		set += f.column + " = ?, "
		args = append(args, *f.value)
	}
	args = append(args, now.UTC(), userID)
	_, err := s.q.Exec(ctx, "UPDATE users SET "+set+"updated_at = ? WHERE id = ?", args...)
	return err
}

// session is what a bearer token resolves to.
type session struct {
	ID         int64     `db:"id"`
	UserID     int64     `db:"user_id"`
	UniqueID   string    `db:"unique_id"`
	Role       string    `db:"role"`
	Language   string    `db:"language"`
	LastUsedAt time.Time `db:"last_used_at"`
	ExpiresAt  time.Time `db:"expires_at"`
}

// CreateSession stores a session by its token's hash.
func (s *Store) CreateSession(ctx context.Context, userID int64, tokenHash, userAgent, ip string, now, expires time.Time) (int64, error) {
	// A header is bytes, not text: make it valid UTF-8 (PostgreSQL refuses anything else) and cut
	// it between characters, never inside one.
	userAgent = strings.ToValidUTF8(userAgent, "\uFFFD")
	if utf8.RuneCountInString(userAgent) > 300 {
		userAgent = string([]rune(userAgent)[:300])
	}
	return s.q.InsertID(ctx, `INSERT INTO sessions (user_id, token_hash, user_agent, ip, created_at, last_used_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, userID, tokenHash, userAgent, ip, now.UTC(), now.UTC(), expires.UTC())
}

// LiveSession finds the unexpired, unrevoked session of an enabled user by token hash.
func (s *Store) LiveSession(ctx context.Context, tokenHash string, now time.Time) (session, error) {
	var out session
	err := s.q.Get(ctx, &out, `SELECT s.id, s.user_id, u.unique_id, u.role, u.language, s.last_used_at, s.expires_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.disabled_at IS NULL`, tokenHash, now.UTC())
	return out, err
}

// SessionLive reports whether a user's session still works: not ended, not expired, and the
// account not disabled.
func (s *Store) SessionLive(ctx context.Context, userID, id int64, now time.Time) (bool, error) {
	var n int
	err := s.q.Get(ctx, &n, `SELECT COUNT(*) FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.disabled_at IS NULL`,
		id, userID, now.UTC())
	return n > 0, err
}

// TouchSession records that a session was used.
func (s *Store) TouchSession(ctx context.Context, id int64, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE sessions SET last_used_at = ? WHERE id = ?", now.UTC(), id)
	return err
}

// RevokeSession ends one session.
func (s *Store) RevokeSession(ctx context.Context, id int64, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", now.UTC(), id)
	return err
}

// LiveSessions answers a user's unexpired, unrevoked sessions, the longest signed in first.
func (s *Store) LiveSessions(ctx context.Context, userID int64, now time.Time) ([]liveSession, error) {
	var out []liveSession
	err := s.q.Select(ctx, &out, `SELECT id, user_agent, ip, created_at, last_used_at FROM sessions
		WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at, id`, userID, now.UTC())
	return out, err
}

// EndSession ends a live session of a user, saying why (endedBy...); db.ErrNotFound when the user
// has no such live session.
func (s *Store) EndSession(ctx context.Context, userID, id int64, endedBy string, now time.Time) error {
	res, err := s.q.Exec(ctx, "UPDATE sessions SET revoked_at = ?, ended_by = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL",
		now.UTC(), endedBy, id, userID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return cmp.Or(err, db.ErrNotFound)
	}
	return nil
}

// SignedOutByDeviceLimit answers, for the token of a session the device limit ended, the
// sign-in that ended it: the user's newest later session signed in by the time it ended;
// db.ErrNotFound for any other token.
func (s *Store) SignedOutByDeviceLimit(ctx context.Context, tokenHash string) (liveSession, error) {
	var out liveSession
	err := s.q.Get(ctx, &out, `SELECT n.id, n.user_agent, n.ip, n.created_at, n.last_used_at
		FROM sessions o JOIN sessions n ON n.user_id = o.user_id AND n.id > o.id AND n.created_at <= o.revoked_at
		WHERE o.token_hash = ? AND o.ended_by = ?
		ORDER BY n.created_at DESC, n.id DESC LIMIT 1`, tokenHash, endedByDeviceLimit)
	return out, err
}

// RevokeOtherSessions ends every session of a user except keep (0 ends them all).
func (s *Store) RevokeOtherSessions(ctx context.Context, userID, keep int64, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL",
		now.UTC(), userID, keep)
	return err
}

// CreatePasswordReset stores a reset token's hash. The account's earlier links keep working
// (a request from someone else must not end the link the owner is about to use); using one ends
// them all (EndPasswordResets).
func (s *Store) CreatePasswordReset(ctx context.Context, userID int64, tokenHash string, now, expires time.Time) error {
	_, err := s.q.Exec(ctx, `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		userID, tokenHash, now.UTC(), expires.UTC())
	return err
}

// EndPasswordResets ends every reset link of the account that is still unused.
func (s *Store) EndPasswordResets(ctx context.Context, userID int64, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL", now.UTC(), userID)
	return err
}

// UsePasswordReset marks a live reset token used and answers its user; a used, expired or
// unknown token answers db.ErrNotFound. The single conditional update makes a token usable once
// even when two requests race.
func (s *Store) UsePasswordReset(ctx context.Context, tokenHash string, now time.Time) (int64, error) {
	return s.q.InsertID(ctx, `UPDATE password_resets SET used_at = ?
		WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`, now.UTC(), tokenHash, now.UTC())
}
