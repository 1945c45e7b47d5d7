package accounts

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/ratelimit"
)

// Choices answers the values forms may choose from (kept by the content domain).
type Choices interface {
	OptionalSubjectNames(ctx context.Context) ([]string, error)
	TargetYearValues(ctx context.Context) ([]string, error)
}

// Limits are the rate limits of the account calls. The login limits count failed attempts
// only, except LoginPerIP, which counts every attempt.
type Limits struct {
	// LoginPerIP caps every login attempt from one address, right or wrong, because each one
	// costs a password hash (about 28 ms of a core); it is set far above what a classroom behind
	// one address needs.
	LoginPerIP ratelimit.Rule
	// LoginFailuresPerAccountIP stops one address guessing one account's password. It is keyed
	// by address as well as account, so that someone typing wrong passwords for a learner's
	// e-mail elsewhere cannot lock the learner out of an exam.
	LoginFailuresPerAccountIP ratelimit.Rule
	// LoginFailuresPerIP stops one address guessing many accounts' passwords.
	LoginFailuresPerIP ratelimit.Rule

	RegisterPerIP ratelimit.Rule
	// RecoverPerIP and RecoverPerAccountIP are password recovery's limits, as login's: one
	// address asking for many accounts, or for one account again and again, is refused; a
	// learner asking from their own address is not refused for what others asked elsewhere.
	RecoverPerIP, RecoverPerAccountIP ratelimit.Rule
	// RecoverMailsPerEmail bounds the reset e-mails one mailbox gets, whoever asks: past it the
	// answer is the same and nothing is sent, since the links sent already still work.
	RecoverMailsPerEmail  ratelimit.Rule
	PasswordChangePerUser ratelimit.Rule
}

// DefaultLimits: ten wrong passwords for one account from one address, or a hundred for any
// accounts from one address, wait for the end of the quarter hour. Successful logins do not
// count towards them, so a classroom of a few hundred learners behind one address logs in
// freely; docs/decisions.md ("Accounts") gives the reasons for each number.
var DefaultLimits = Limits{
	LoginPerIP:                ratelimit.Rule{Name: "login-ip", Limit: 600, Window: 15 * time.Minute},
	LoginFailuresPerAccountIP: ratelimit.Rule{Name: "login-failed-account-ip", Limit: 10, Window: 15 * time.Minute},
	LoginFailuresPerIP:        ratelimit.Rule{Name: "login-failed-ip", Limit: 100, Window: 15 * time.Minute},
	RegisterPerIP:             ratelimit.Rule{Name: "register-ip", Limit: 20, Window: time.Hour},
	RecoverPerIP:              ratelimit.Rule{Name: "recover-ip", Limit: 10, Window: time.Hour},
	RecoverPerAccountIP:       ratelimit.Rule{Name: "recover-account-ip", Limit: 3, Window: time.Hour},
	RecoverMailsPerEmail:      ratelimit.Rule{Name: "recover-mails", Limit: 5, Window: time.Hour},
	PasswordChangePerUser:     ratelimit.Rule{Name: "password-change-user", Limit: 10, Window: 15 * time.Minute},
}

const (
	// SessionLifetime is how long a login lasts.
	SessionLifetime = 30 * 24 * time.Hour
	// ResetLifetime is how long a password-reset link works.
	ResetLifetime = time.Hour
	// touchEvery limits the writes that record a session's last use.
	touchEvery = time.Hour
)

// Service holds the account rules.
type Service struct {
	db      *db.DB
	store   *Store
	mail    *mail.Queue
	limiter *ratelimit.Limiter
	limits  Limits
	choices Choices
	baseURL *url.URL
	now     func() time.Time
	log     *slog.Logger
	// changes tells every server that sessions changed; sessions is this server's cache of
	// the sessions it has checked, which forgets when they do.
	changes  *changes.Feed
	sessions *sessionCache
	// maxDevices is how many sessions a learner may have at once; 0 is no limit.
	maxDevices int
}

// Deps is what the service needs.
type Deps struct {
	DB      *db.DB
	Mail    *mail.Queue
	Limiter *ratelimit.Limiter
	Limits  Limits
	Choices Choices
	BaseURL *url.URL
	Now     func() time.Time
	Log     *slog.Logger
	// Changes carries "sessions changed" between the servers (changes.Sessions); the caller
	// subscribes ForgetSessions to it.
	Changes *changes.Feed
	// MaxDevices is how many devices a learner may be signed in on at once (ASPIRANT_MAX_DEVICES);
	// 0 is no limit.
	MaxDevices int
}

func NewService(d Deps) *Service {
	return &Service{db: d.DB, store: NewStore(d.DB), mail: d.Mail, limiter: d.Limiter, limits: d.Limits,
		choices: d.Choices, baseURL: d.BaseURL, now: d.Now, log: d.Log, changes: d.Changes, sessions: newSessionCache(),
		maxDevices: d.MaxDevices}
}

// ForgetSessions drops the sessions this server has checked, after sessions changed on any
// server.
func (s *Service) ForgetSessions() { s.sessions.forget() }

// changeSessions runs write in a transaction that tells every server that sessions changed.
func (s *Service) changeSessions(ctx context.Context, write func(store *Store) error) error {
	return s.changes.Write(ctx, changes.Sessions, func(tx *db.Tx) error { return write(NewStore(tx)) })
}

// Client is where a request came from, for sessions and rate limits.
type Client struct {
	IP, UserAgent string
}

var (
	errWrongCredentials = httpx.Errorf(http.StatusUnauthorized, "Invalid email or password.")
	errDisabled         = httpx.Errorf(http.StatusForbidden, "This account has been disabled. Please contact support.")
	errBadResetToken    = httpx.Errorf(http.StatusBadRequest, "This password reset link is invalid or has expired. Please request a new one.")
)

// Register creates a learner's account and logs them in.
func (s *Service) Register(ctx context.Context, in SignUp, client Client) (User, string, error) {
	if err := s.limiter.Hit(ctx, s.limits.RegisterPerIP, ratelimit.AddressKey(client.IP)); err != nil {
		return User{}, "", err
	}
	optionals, err := s.choices.OptionalSubjectNames(ctx)
	if err != nil {
		return User{}, "", err
	}
	if errs := in.validate(optionals, s.now()); len(errs) > 0 {
		return User{}, "", httpx.Invalid(errs)
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return User{}, "", err
	}
	// The language the app signs up in is the learner's first saved choice (docs/product.md,
	// "Languages of the server's messages").
	u := User{Name: in.Name, Email: in.Email, PasswordHash: hash, Role: RoleStudent, Mobile: in.Mobile,
		AlternateMobile: in.AlternateMobile, TargetYear: in.TargetYear, OptionalSubject: in.OptionalSubject,
		PostalAddress: in.PostalAddress, Landmark: in.Landmark, City: in.City, State: in.State, Pincode: in.Pincode,
		Language: string(locale.Of(ctx))}
	var token string
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		store := NewStore(tx)
		if err := store.CreateUser(ctx, &u, s.now()); err != nil {
			return err
		}
		token, err = s.startSession(ctx, store, u.ID, client)
		return err
	})
	if errors.Is(err, ErrEmailTaken) {
		return User{}, "", &httpx.Error{Status: http.StatusConflict, Message: locale.T("An account with this email already exists. Please log in instead."),
			Fields: httpx.Fields{"email": locale.T("An account with this email already exists.")}}
	}
	return u, token, err
}

// dummyHash is checked against when the e-mail is unknown, so that a wrong e-mail takes as long
// as a wrong password and timing does not tell which accounts exist.
var dummyHash = sync.OnceValue(func() string {
	hash, _ := HashPassword("not the password of anyone")
	return hash
})

// SignIn is what a successful login answers: the account, the new session's token, and the
// devices the login signed out to stay within the device limit.
type SignIn struct {
	User      User
	Token     string
	SignedOut []Device
}

// Login checks an e-mail and password and opens a session. Wrong passwords are throttled per
// address (see Limits), never per account alone; an unknown e-mail counts as a wrong password
// and takes as long. A learner's sign-in on one device more than the limit signs out the
// session signed in longest ago.
func (s *Service) Login(ctx context.Context, email, password string, client Client) (SignIn, error) {
	fields := httpx.Fields{}
	fields.Text("email", &email, emailRule)
	email = NormalizeEmail(email)
	if password == "" { // taken as typed: a password is never trimmed
		fields.Set("password", "Password is required.")
	}
	if err := fields.Err(); err != nil {
		return SignIn{}, err
	}
	address := ratelimit.AddressKey(client.IP)
	if err := s.limiter.Hit(ctx, s.limits.LoginPerIP, address); err != nil {
		return SignIn{}, err
	}
	accountKey := loginAccountKey(email, address)
	if err := s.limiter.Check(ctx, s.limits.LoginFailuresPerIP, address); err != nil {
		return SignIn{}, err
	}
	if err := s.limiter.Check(ctx, s.limits.LoginFailuresPerAccountIP, accountKey); err != nil {
		return SignIn{}, err
	}
	u, ok, err := s.checkCredentials(ctx, email, password)
	if err != nil {
		return SignIn{}, err
	}
	if !ok {
		if err := s.limiter.Record(ctx, s.limits.LoginFailuresPerIP, address); err != nil {
			return SignIn{}, err
		}
		if err := s.limiter.Record(ctx, s.limits.LoginFailuresPerAccountIP, accountKey); err != nil {
			return SignIn{}, err
		}
		return SignIn{}, errWrongCredentials
	}
	if u.DisabledAt != nil {
		return SignIn{}, errDisabled
	}
	// The language the app logs in with becomes the saved choice, so that e-mails sent later
	// follow the language the learner last used.
	lang, stated := locale.Stated(ctx)
	in := SignIn{User: u}
	// A new saved language changes what the learner's other sessions stand for, and a session
	// signed out must stop working on every server.
	err = s.changes.WriteIf(ctx, changes.Sessions, func(tx *db.Tx) (bool, error) {
		store := NewStore(tx)
		if err := store.RecordLogin(ctx, u.ID, s.now()); err != nil {
			return false, err
		}
		changed := false
		if stated {
			if changed, err = store.SetLanguage(ctx, u.ID, lang, s.now()); err != nil {
				return false, err
			}
			in.User.Language = string(lang)
		}
		if in.Token, err = s.startSession(ctx, store, u.ID, client); err != nil {
			return false, err
		}
		in.SignedOut, err = s.endOldestSessions(ctx, store, u, s.maxDevices)
		return changed || len(in.SignedOut) > 0, err
	})
	if err != nil {
		return SignIn{}, err
	}
	return in, nil
}

// checkCredentials reports whether password is that of the account with this e-mail. An
// unknown e-mail is checked against dummyHash.
func (s *Service) checkCredentials(ctx context.Context, email, password string) (User, bool, error) {
	u, err := s.store.UserByEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) {
		_, _ = CheckPassword(dummyHash(), password)
		return User{}, false, nil
	}
	if err != nil {
		return User{}, false, err
	}
	ok, err := CheckPassword(u.PasswordHash, password)
	if err != nil {
		return User{}, false, fmt.Errorf("check password of user %d: %w", u.ID, err)
	}
	return u, ok, nil
}

// loginAccountKey names the bucket of one account's failures from one address. The e-mail is
// hashed: people sometimes type their password in the e-mail field, and a bucket name is kept
// in the database in clear for a day.
func loginAccountKey(email, address string) string {
	return address + " " + HashToken(email)[:32]
}

func (s *Service) startSession(ctx context.Context, store *Store, userID int64, client Client) (string, error) {
	token, hash := newToken()
	now := s.now()
	_, err := store.CreateSession(ctx, userID, hash, client.UserAgent, client.IP, now, now.Add(SessionLifetime))
	return token, err
}

// Authenticate answers the identity a bearer token stands for. ok is false for an unknown,
// expired or revoked token, or a disabled user.
func (s *Service) Authenticate(ctx context.Context, token string) (httpx.Identity, bool, error) {
	if token == "" || len(token) > 100 {
		return httpx.Identity{}, false, nil
	}
	now, hash := s.now(), HashToken(token)
	// Taken first: whatever this call puts back is dropped if sessions changed meanwhile.
	generation := s.sessions.currentGeneration()
	cached, ok := s.sessions.get(hash, now)
	if !ok {
		sess, err := s.store.LiveSession(ctx, hash, now)
		if errors.Is(err, db.ErrNotFound) {
			return httpx.Identity{}, false, nil
		}
		if err != nil {
			return httpx.Identity{}, false, err
		}
		cached = cachedSession{identity: httpx.Identity{UserID: sess.UserID, UniqueID: sess.UniqueID, Role: sess.Role,
			SessionID: sess.ID, Language: sess.Language}, expiresAt: sess.ExpiresAt, checkedAt: now, lastUsedAt: sess.LastUsedAt}
		s.sessions.put(hash, cached, generation)
	}
	if now.Sub(cached.lastUsedAt) > touchEvery {
		if err := s.store.TouchSession(ctx, cached.identity.SessionID, now); err != nil {
			s.log.Warn("record session use", "err", err)
		}
		cached.lastUsedAt = now
		s.sessions.put(hash, cached, generation)
	}
	return cached.identity, true, nil
}

// SessionLive reports whether a user's session still works, for an address made for that
// session that is used without its token (a video's playback address).
func (s *Service) SessionLive(ctx context.Context, userID, sessionID int64) (bool, error) {
	return s.store.SessionLive(ctx, userID, sessionID, s.now())
}

// Logout revokes the caller's session.
func (s *Service) Logout(ctx context.Context, id httpx.Identity) error {
	return s.changeSessions(ctx, func(store *Store) error { return store.RevokeSession(ctx, id.SessionID, s.now()) })
}

// RequestPasswordReset e-mails a reset link when the address belongs to an account. It answers
// the same whether or not it does, so the call cannot be used to find accounts.
func (s *Service) RequestPasswordReset(ctx context.Context, email string, client Client) error {
	fields := httpx.Fields{}
	if fields.Text("email", &email, emailRule) && !ValidEmail(NormalizeEmail(email)) {
		fields.Set("email", "Invalid email format.")
	}
	if err := fields.Err(); err != nil {
		return err
	}
	email = NormalizeEmail(email)
	address := ratelimit.AddressKey(client.IP)
	if err := s.limiter.Hit(ctx, s.limits.RecoverPerIP, address); err != nil {
		return err
	}
	if err := s.limiter.Hit(ctx, s.limits.RecoverPerAccountIP, loginAccountKey(email, address)); err != nil {
		return err
	}
	// From here the answer is the same whether or not the address has an account, and so is
	// its time: the work for an account (a token stored, an e-mail queued) would otherwise tell
	// the two apart (docs/decisions.md, "Accounts").
	defer waitOut(ctx, time.Now(), recoveryAnswerTime)
	var limited *ratelimit.TooMany
	if err := s.limiter.Hit(ctx, s.limits.RecoverMailsPerEmail, email); errors.As(err, &limited) {
		s.log.Info("password reset asked for an address that has had its reset e-mails this hour")
		return nil
	} else if err != nil {
		return err
	}
	u, err := s.store.UserByEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) || (err == nil && u.DisabledAt != nil) {
		s.log.Info("password reset asked for an address without an active account")
		return nil
	}
	if err != nil {
		return err
	}
	token, hash := newToken()
	now := s.now()
	link := s.baseURL.String() + "/reset-password?token=" + url.QueryEscape(token)
	// The learner asked for this e-mail just now: it is in the language they asked in, or their
	// saved one when the request named none.
	lang, stated := locale.Stated(ctx)
	if !stated {
		lang, _ = locale.Parse(u.Language)
	}
	msg, err := emails.Message("reset_password", lang, u.Email, struct{ Name, Email, Link string }{u.Name, u.Email, link})
	if err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := NewStore(tx).CreatePasswordReset(ctx, u.ID, hash, now, now.Add(ResetLifetime)); err != nil {
			return err
		}
		return s.mail.Enqueue(ctx, tx, msg)
	})
}

// recoveryAnswerTime is the least time a recovery request takes once it is accepted: well above
// what storing a token and queueing its e-mail take on a busy server.
const recoveryAnswerTime = 250 * time.Millisecond

// waitOut returns once least has passed since started (by the real clock), or ctx is done.
func waitOut(ctx context.Context, started time.Time, least time.Duration) {
	timer := time.NewTimer(least - time.Since(started))
	defer timer.Stop()
	select {
	case <-timer.C:
	case <-ctx.Done():
	}
}

// emails are the account e-mails, in every language (emails/*.tmpl).
//
//go:embed emails/*.tmpl
var emailFiles embed.FS

var emails = mail.MustParseTemplates(emailFiles, "emails")

// SetLanguage saves the language of the caller's messages and e-mails: a code of the registry.
func (s *Service) SetLanguage(ctx context.Context, id httpx.Identity, code string) (locale.Lang, error) {
	lang, ok := locale.Parse(code)
	if !ok {
		return "", httpx.InvalidField("language", "Choose one of these languages: %s.", locale.Choices())
	}
	return lang, s.changes.WriteIf(ctx, changes.Sessions, func(tx *db.Tx) (bool, error) {
		return NewStore(tx).SetLanguage(ctx, id.UserID, lang, s.now())
	})
}

// ResetPassword sets a new password with a reset token, once, and logs the account out
// everywhere (whoever asked for the reset may not be the only one who knew the old password).
func (s *Service) ResetPassword(ctx context.Context, token, password string) error {
	if msg := newPasswordProblem(password); !msg.IsZero() {
		return httpx.Invalid(httpx.Fields{"password": msg})
	}
	if strings.TrimSpace(token) == "" {
		return errBadResetToken
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	now := s.now()
	return s.changes.Write(ctx, changes.Sessions, func(tx *db.Tx) error {
		store := NewStore(tx)
		userID, err := store.UsePasswordReset(ctx, HashToken(token), now)
		if errors.Is(err, db.ErrNotFound) {
			return errBadResetToken
		}
		if err != nil {
			return err
		}
		// The account's other links go with it: each worked until one was used.
		if err := store.EndPasswordResets(ctx, userID, now); err != nil {
			return err
		}
		if err := store.UpdatePassword(ctx, userID, hash, now); err != nil {
			return err
		}
		return store.RevokeOtherSessions(ctx, userID, 0, now)
	})
}

// ChangePassword replaces the caller's password after checking the current one, and logs out
// every other session.
func (s *Service) ChangePassword(ctx context.Context, id httpx.Identity, current, next string) error {
	fields := httpx.Fields{}
	if current == "" {
		fields.Set("currentPassword", "Current password is required.")
	}
	if msg := newPasswordProblem(next); !msg.IsZero() {
		fields["newPassword"] = msg
	}
	if err := fields.Err(); err != nil {
		return err
	}
	if err := s.limiter.Hit(ctx, s.limits.PasswordChangePerUser, fmt.Sprint(id.UserID)); err != nil {
		return err
	}
	u, err := s.store.UserByID(ctx, id.UserID)
	if err != nil {
		return err
	}
	if ok, err := CheckPassword(u.PasswordHash, current); err != nil || !ok {
		return httpx.InvalidField("currentPassword", "Current password is incorrect.")
	}
	hash, err := HashPassword(next)
	if err != nil {
		return err
	}
	now := s.now()
	return s.changes.Write(ctx, changes.Sessions, func(tx *db.Tx) error {
		store := NewStore(tx)
		if err := store.UpdatePassword(ctx, u.ID, hash, now); err != nil {
			return err
		}
		return store.RevokeOtherSessions(ctx, u.ID, id.SessionID, now)
	})
}

// Profile answers the caller's account.
func (s *Service) Profile(ctx context.Context, id httpx.Identity) (User, error) {
	return s.store.UserByID(ctx, id.UserID)
}

// UpdateProfile changes the fields sent, after checking them; name, e-mail and student id are
// not among the fields that can change.
func (s *Service) UpdateProfile(ctx context.Context, id httpx.Identity, in ProfileUpdate) (User, error) {
	fields := in.fields()
	optionals, err := s.choices.OptionalSubjectNames(ctx)
	if err != nil {
		return User{}, err
	}
	years, err := s.choices.TargetYearValues(ctx)
	if err != nil {
		return User{}, err
	}
	if errs := validateProfile(fields, years, optionals); len(errs) > 0 {
		return User{}, httpx.Invalid(errs)
	}
	if err := s.store.UpdateProfileColumns(ctx, id.UserID, fields, s.now()); err != nil {
		return User{}, err
	}
	return s.store.UserByID(ctx, id.UserID)
}
