package accounts

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/mileusna/useragent"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// A learner's devices are their live sessions: one per sign-in (docs/product.md, "Devices").

// Device is a live session as its learner sees it on the profile.
type Device struct {
	ID         int64     `json:"id"`
	Browser    string    `json:"browser"` // Chrome, Firefox, Safari... or empty when unknown
	OS         string    `json:"os"`      // Android, iOS, Windows... or empty when unknown
	Kind       string    `json:"kind"`    // phone, tablet, computer, or empty when unknown
	Address    string    `json:"address"` // the network address it signed in from
	SignedInAt time.Time `json:"signedInAt"`
	LastSeenAt time.Time `json:"lastSeenAt"` // to within an hour (touchEvery)
	Current    bool      `json:"current"`    // the session of the call that lists them
}

// liveSession is a row of a learner's live sessions.
type liveSession struct {
	ID         int64     `db:"id"`
	UserAgent  string    `db:"user_agent"`
	IP         string    `db:"ip"`
	CreatedAt  time.Time `db:"created_at"`
	LastUsedAt time.Time `db:"last_used_at"`
}

func (l liveSession) device(current int64) Device {
	ua := useragent.Parse(l.UserAgent)
	kind := ""
	switch {
	case ua.Tablet:
		kind = "tablet"
	case ua.Mobile:
		kind = "phone"
	case ua.Desktop:
		kind = "computer"
	}
	return Device{ID: l.ID, Browser: ua.Name, OS: ua.OS, Kind: kind, Address: l.IP,
		SignedInAt: l.CreatedAt, LastSeenAt: l.LastUsedAt, Current: l.ID == current}
}

// Ways a session ends besides expiring, kept in sessions.ended_by.
const (
	endedByDeviceLimit = "device_limit" // a sign-in on one device more than MaxDevices
	endedByLearner     = "learner"      // signed out from another device's list
)

// limitsDevices reports whether a role's sign-ins count against MaxDevices: learners' do,
// since a paid account shared by a group is what the limit is for; staff's do not.
func limitsDevices(role string) bool { return role == RoleStudent }

// endOldestSessions signs a learner out of their longest-signed-in sessions until at most max
// are live, and answers the devices it signed out. max 0 is no limit.
func (s *Service) endOldestSessions(ctx context.Context, store *Store, u User, max int) ([]Device, error) {
	if max <= 0 || !limitsDevices(u.Role) {
		return nil, nil
	}
	now := s.now()
	live, err := store.LiveSessions(ctx, u.ID, now)
	if err != nil || len(live) <= max {
		return nil, err
	}
	var ended []Device
	for _, l := range live[:len(live)-max] {
		if err := store.EndSession(ctx, u.ID, l.ID, endedByDeviceLimit, now); err != nil {
			return nil, err
		}
		ended = append(ended, l.device(0))
	}
	return ended, nil
}

// ReasonDeviceLimit is the 401's reason for a token signed out by the device limit.
const ReasonDeviceLimit = "device_limit"

// name is how the device is named to its learner, as the profile's list names it ("Chrome on
// Android").
func (d Device) name() locale.Message {
	switch {
	case d.Browser != "" && d.OS != "":
		return locale.T("%s on %s", d.Browser, d.OS)
	case d.Browser != "" || d.OS != "":
		return locale.Raw(d.Browser + d.OS)
	}
	return locale.T("Unknown device")
}

// whySignedOut answers the 401 for a token the device limit signed out: which sign-in did it,
// and where to see the devices (docs/product.md, "Devices"); nil for any other token, so a
// made-up one hears only that the session has expired. It is asked only when a rejected
// token's call needs a session.
func (s *Service) whySignedOut(ctx context.Context, token string) *httpx.Error {
	newer, err := s.store.SignedOutByDeviceLimit(ctx, HashToken(token))
	if err != nil {
		if !errors.Is(err, db.ErrNotFound) {
			s.log.Warn("find why a session ended", "err", err)
		}
		return nil
	}
	d := newer.device(0)
	return &httpx.Error{Status: http.StatusUnauthorized,
		Message: locale.T("You were signed out because your account was signed in on another device: %s, %s. See your devices in your profile.",
			d.name(), indiatime.At(d.SignedInAt)),
		Details: httpx.M{"reason": ReasonDeviceLimit, "device": signingInDevice{
			Browser: d.Browser, OS: d.OS, Kind: d.Kind, SignedInAt: d.SignedInAt}}}
}

// signingInDevice is the device whose sign-in signed a session out, as that session's 401 names
// it: what the learner can recognise, not where it is.
type signingInDevice struct {
	Browser    string    `json:"browser"`
	OS         string    `json:"os"`
	Kind       string    `json:"kind"`
	SignedInAt time.Time `json:"signedInAt"`
}

// Devices answers the caller's live sessions, the longest signed in first.
func (s *Service) Devices(ctx context.Context, id httpx.Identity) ([]Device, error) {
	live, err := s.store.LiveSessions(ctx, id.UserID, s.now())
	if err != nil {
		return nil, err
	}
	out := make([]Device, 0, len(live))
	for _, l := range live {
		out = append(out, l.device(id.SessionID))
	}
	return out, nil
}

var errNoSuchDevice = httpx.Errorf(http.StatusNotFound, "This device is not signed in any more.")

// SignOutDevice ends one of the caller's sessions, on every server at once; another learner's
// session, or one that has ended, is errNoSuchDevice.
func (s *Service) SignOutDevice(ctx context.Context, id httpx.Identity, sessionID int64) error {
	err := s.changes.Write(ctx, changes.Sessions, func(tx *db.Tx) error {
		return NewStore(tx).EndSession(ctx, id.UserID, sessionID, endedByLearner, s.now())
	})
	if errors.Is(err, db.ErrNotFound) {
		return errNoSuchDevice
	}
	return err
}

// SignOutOtherDevices ends every session of the caller but the one making the call.
func (s *Service) SignOutOtherDevices(ctx context.Context, id httpx.Identity) error {
	return s.changeSessions(ctx, func(store *Store) error {
		return store.RevokeOtherSessions(ctx, id.UserID, id.SessionID, s.now())
	})
}

// DevicesOf answers a learner's live sessions as staff see them on the console's learner page,
// the longest signed in first; none is the current one.
func (s *Store) DevicesOf(ctx context.Context, userID int64, now time.Time) ([]Device, error) {
	live, err := s.LiveSessions(ctx, userID, now)
	if err != nil {
		return nil, err
	}
	out := make([]Device, 0, len(live))
	for _, l := range live {
		out = append(out, l.device(0))
	}
	return out, nil
}

// SignOutByStaff ends one live session of a learner (sessionID), or all of them (0), as staff
// do from the console; the learner's next call on such a device hears that the session has
// expired. It answers how many sessions ended. The caller records the change of sessions
// (changes.Sessions) so that every server forgets them.
func (s *Store) SignOutByStaff(ctx context.Context, userID, sessionID int64, now time.Time) (int64, error) {
	res, err := s.q.Exec(ctx, `UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND (? = 0 OR id = ?)
		AND revoked_at IS NULL AND expires_at > ?`, now.UTC(), userID, sessionID, sessionID, now.UTC())
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
