package videos

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/httpx"
)

// StreamPath is where a lecture's video file is played from, /api/v1/media/videos/{video}?grant=G.
// The signed grant is in the query, which the request log leaves out, as it does reset and
// unsubscribe tokens: a log line must not be a way to watch.
const StreamPath = "/api/v1/media/videos/"

// grant is what a playback address allows: one video's file, to one learner's session, until a
// time (docs/product.md, "Videos"). It travels in the address because a <video> element sends
// no Authorization header; the signature makes it unforgeable and the session ties it to the
// learner: a device signed out (by the device limit, or from the profile) stops playing.
type grant struct {
	VideoID, FileID, UserID, SessionID int64
	Expires                            time.Time
}

// grantVersion starts every signed grant, so that a later layout can tell its own from these.
const grantVersion = "v1"

func (g grant) payload() string {
	return fmt.Sprintf("%s.%d.%d.%d.%d.%d", grantVersion, g.VideoID, g.FileID, g.UserID, g.SessionID, g.Expires.Unix())
}

// Links signs and reads playback grants with a key every server shares.
type Links struct {
	key []byte
	ttl time.Duration
}

// NewLinks signs grants with key that work for ttl (ASPIRANT_VIDEO_LINK_TTL).
func NewLinks(key []byte, ttl time.Duration) *Links { return &Links{key: key, ttl: ttl} }

func (l *Links) mac(payload string) string {
	h := hmac.New(sha256.New, l.key)
	h.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// sign answers the grant's token: its payload and the payload's HMAC.
func (l *Links) sign(g grant) string {
	payload := g.payload()
	return payload + "." + l.mac(payload)
}

var (
	errBadAddress = httpx.Errorf(http.StatusForbidden, "This video address is not valid. Please press Play again.")
	errExpired    = httpx.Errorf(http.StatusForbidden, "This video address has expired. Please press Play again.")
	errSignedOut  = httpx.Errorf(http.StatusForbidden, "This device has been signed out. Please log in again to watch.")
)

// read checks a token's signature and answers its grant; whether it has expired is the caller's
// question.
func (l *Links) read(token string) (grant, error) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 || len(token) > 300 {
		return grant{}, errBadAddress
	}
	payload, mac := token[:i], token[i+1:]
	if !hmac.Equal([]byte(mac), []byte(l.mac(payload))) {
		return grant{}, errBadAddress
	}
	parts := strings.Split(payload, ".")
	if len(parts) != 6 || parts[0] != grantVersion {
		return grant{}, errBadAddress
	}
	var n [5]int64
	for i, part := range parts[1:] {
		v, err := strconv.ParseInt(part, 10, 64)
		if err != nil {
			return grant{}, errBadAddress
		}
		n[i] = v
	}
	return grant{VideoID: n[0], FileID: n[1], UserID: n[2], SessionID: n[3], Expires: time.Unix(n[4], 0)}, nil
}

// SessionLive reports whether a learner's session still works.
type SessionLive func(ctx context.Context, userID, sessionID int64) (bool, error)

// stream answers GET /api/v1/media/videos/{video}?grant=G: the video file's bytes, with ranges,
// for as long as the grant has not expired and its session still works. Checked on every
// request, so a seek after the device was signed out fails too.
func (s *Service) stream(w http.ResponseWriter, r *http.Request) error {
	g, err := s.links.read(r.URL.Query().Get("grant"))
	if err != nil {
		return err
	}
	if r.PathValue("video") != strconv.FormatInt(g.VideoID, 10) {
		return errBadAddress
	}
	if !s.now().Before(g.Expires) {
		return errExpired
	}
	live, err := s.sessionLive(r.Context(), g.UserID, g.SessionID)
	if err != nil {
		return err
	}
	if !live {
		return errSignedOut
	}
	return s.media.ServeVideo(w, r, g.FileID, g.Expires)
}

// filePlayback answers the playback of a lecture's own video file: a signed address for the
// caller's session, when it stops working, and the line the player shows over the picture.
func (s *Service) filePlayback(ctx context.Context, id httpx.Identity, v videoRow) (httpx.M, error) {
	holder, err := s.holderOf(ctx, id.UserID)
	if err != nil {
		return nil, err
	}
	g := grant{VideoID: v.ID, FileID: *v.FileID, UserID: id.UserID, SessionID: id.SessionID,
		Expires: s.now().Add(s.links.ttl).Truncate(time.Second)}
	return httpx.M{
		"videoPlayBackUrl": StreamPath + strconv.FormatInt(g.VideoID, 10) + "?" + url.Values{"grant": {s.links.sign(g)}}.Encode(),
		"kind":             "file",
		"contentType":      v.FileType,
		"expiresAt":        g.Expires.UTC(),
		"watermark":        strings.Join(holder.Parts(), " · "),
	}, nil
}
