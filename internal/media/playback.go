package media

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/httpx"
)

// StreamPath is where a video file in the store is played from, /api/v1/media/videos/{subject}?grant=G.
// The signed grant is in the query, which the request log leaves out, as it does reset and
// unsubscribe tokens: a log line must not be a way to watch.
const StreamPath = "/api/v1/media/videos/"

// A subject names what a grant plays, and is the address's last segment: a lecture's id ("12"),
// or a test's discussion ("prelims-4", "mains-7"). The grant's fields are joined with dots.
var subjectPattern = regexp.MustCompile(`^[a-z0-9-]{1,40}$`)

// grant is what a playback address allows: one subject's file, to one learner's session, until
// a time (docs/product.md, "Videos"). It travels in the address because a <video> element sends
// no Authorization header; the signature makes it unforgeable and the session ties it to the
// learner: a device signed out (by the device limit, or from the profile) stops playing.
type grant struct {
	Subject                   string
	FileID, UserID, SessionID int64
	Expires                   time.Time
}

// grantVersion starts every signed grant, so that a later layout can tell its own from these.
const grantVersion = "v1"

func (g grant) payload() string {
	return fmt.Sprintf("%s.%s.%d.%d.%d.%d", grantVersion, g.Subject, g.FileID, g.UserID, g.SessionID, g.Expires.Unix())
}

var (
	errBadAddress  = httpx.Errorf(http.StatusForbidden, "This video address is not valid. Please press Play again.")
	errExpired     = httpx.Errorf(http.StatusForbidden, "This video address has expired. Please press Play again.")
	errSignedOut   = httpx.Errorf(http.StatusForbidden, "This device has been signed out. Please log in again to watch.")
	errAccessEnded = httpx.Errorf(http.StatusForbidden, "Your access to this video has ended. Subscribe to watch it again.")
)

// SessionLive reports whether a learner's session still works.
type SessionLive func(ctx context.Context, userID, sessionID int64) (bool, error)

// Entitled reports whether a user may still watch what a subject names: a refund, a revoked
// grant or an ended subscription stops a playback address at its next request, not at its expiry.
type Entitled func(ctx context.Context, userID int64, subject string) (bool, error)

// Player hands out and honours the short-lived signed addresses of video files in the store:
// lectures and tests' discussions alike.
type Player struct {
	files       *Service
	key         []byte
	ttl         time.Duration
	sessionLive SessionLive
	entitled    Entitled
	holderOf    HolderOf
	now         func() time.Time
}

// NewPlayer signs grants with key (shared by every server) that work for ttl
// (ASPIRANT_VIDEO_LINK_TTL); sessionLive, entitled and holderOf tie them to the learner.
func NewPlayer(files *Service, key []byte, ttl time.Duration, sessionLive SessionLive, entitled Entitled, holderOf HolderOf,
	now func() time.Time) *Player {
	return &Player{files: files, key: key, ttl: ttl, sessionLive: sessionLive, entitled: entitled, holderOf: holderOf, now: now}
}

// Routes registers the stream every playback address points at.
func (p *Player) Routes(mux *httpx.Router) {
	mux.Handle("GET "+StreamPath+"{subject}", httpx.Handler(p.stream))
}

func (p *Player) mac(payload string) string {
	h := hmac.New(sha256.New, p.key)
	h.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// sign answers the grant's token: its payload and the payload's HMAC.
func (p *Player) sign(g grant) string {
	payload := g.payload()
	return payload + "." + p.mac(payload)
}

// read checks a token's signature and answers its grant; whether it has expired is the caller's
// question.
func (p *Player) read(token string) (grant, error) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 || len(token) > 300 {
		return grant{}, errBadAddress
	}
	payload, mac := token[:i], token[i+1:]
	if !hmac.Equal([]byte(mac), []byte(p.mac(payload))) {
		return grant{}, errBadAddress
	}
	parts := strings.Split(payload, ".")
	if len(parts) != 6 || parts[0] != grantVersion || !subjectPattern.MatchString(parts[1]) {
		return grant{}, errBadAddress
	}
	var n [4]int64
	for i, part := range parts[2:] {
		v, err := strconv.ParseInt(part, 10, 64)
		if err != nil {
			return grant{}, errBadAddress
		}
		n[i] = v
	}
	return grant{Subject: parts[1], FileID: n[0], UserID: n[1], SessionID: n[2], Expires: time.Unix(n[3], 0)}, nil
}

// stream answers GET /api/v1/media/videos/{subject}?grant=G: the video file's bytes, with
// ranges, for as long as the grant has not expired and its session still works. Checked on
// every request, so a seek after the device was signed out fails too.
func (p *Player) stream(w http.ResponseWriter, r *http.Request) error {
	g, err := p.read(r.URL.Query().Get("grant"))
	if err != nil {
		return err
	}
	if r.PathValue("subject") != g.Subject {
		return errBadAddress
	}
	if !p.now().Before(g.Expires) {
		return errExpired
	}
	live, err := p.sessionLive(r.Context(), g.UserID, g.SessionID)
	if err != nil {
		return err
	}
	if !live {
		return errSignedOut
	}
	entitled, err := p.entitled(r.Context(), g.UserID, g.Subject)
	if err != nil {
		return err
	}
	if !entitled {
		return errAccessEnded
	}
	return p.files.ServeVideo(w, r, g.FileID, g.Expires)
}

// Playback is how a video file in the store plays for one learner: the signed address, what
// kind of file it is, when the address stops working, and the line the player shows over the
// picture. The learner API sends it as is (docs/openapi.yaml, FilePlayback).
type Playback struct {
	URL         string    `json:"videoPlayBackUrl"`
	Kind        string    `json:"kind"` // "file"
	ContentType string    `json:"contentType"`
	ExpiresAt   time.Time `json:"expiresAt"`
	Watermark   string    `json:"watermark"`
}

// Grants signs playback addresses for one caller's session; the watermark line is looked up
// once, at the first address, so that a list with several videos costs one lookup.
type Grants struct {
	player    *Player
	caller    httpx.Identity
	watermark *string
}

// For answers the grants of the caller's session.
func (p *Player) For(caller httpx.Identity) *Grants { return &Grants{player: p, caller: caller} }

// Playback answers the signed playback of fileID (of contentType) under subject. The caller
// must already be allowed to watch it: the grant only carries that permission to the stream.
func (g *Grants) Playback(ctx context.Context, subject string, fileID int64, contentType string) (*Playback, error) {
	if !subjectPattern.MatchString(subject) {
		return nil, fmt.Errorf("media: %q is not a playback subject", subject)
	}
	if g.watermark == nil {
		holder, err := g.player.holderOf(ctx, g.caller.UserID)
		if err != nil {
			return nil, err
		}
		line := strings.Join(holder.Parts(), " · ")
		g.watermark = &line
	}
	p := g.player
	gr := grant{Subject: subject, FileID: fileID, UserID: g.caller.UserID, SessionID: g.caller.SessionID,
		Expires: p.now().Add(p.ttl).Truncate(time.Second)}
	return &Playback{
		URL:         StreamPath + subject + "?" + url.Values{"grant": {p.sign(gr)}}.Encode(),
		Kind:        "file",
		ContentType: contentType,
		ExpiresAt:   gr.Expires.UTC(),
		Watermark:   *g.watermark,
	}, nil
}
