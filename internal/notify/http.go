package notify

import (
	"context"
	"crypto/hmac"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/mobile"
)

// Handler serves the bell, the preferences and the unsubscribe address.
type Handler struct {
	service *Service
	db      *db.DB
}

func NewHandler(s *Service, d *db.DB) *Handler { return &Handler{service: s, db: d} }

// Routes registers the notification calls.
func (h *Handler) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/notifications", httpx.Handler(h.list))
	mux.Handle("POST /api/v1/modules/notifications/read", httpx.Handler(h.markRead))
	mux.Handle("GET /api/v1/modules/user/notification-preferences", httpx.Handler(h.preferences))
	mux.Handle("PUT /api/v1/modules/user/notification-preferences", httpx.Handler(h.setPreference))
	mux.Handle("POST /api/v1/notifications/unsubscribe", httpx.Handler(h.unsubscribe))
	// The e-mails' List-Unsubscribe address is the app's page; a mail client's one-click
	// unsubscribe POSTs to that same address (RFC 8058).
	mux.Handle("POST /unsubscribe", httpx.Handler(h.unsubscribe))
}

// listed is how many notices the bell shows: the newest.
const listed = 30

type noticeJSON struct {
	ID        int64      `json:"id" db:"id"`
	Kind      Kind       `json:"kind" db:"kind"`
	Title     string     `json:"title" db:"title"`
	Body      string     `json:"body" db:"body"`
	Link      string     `json:"link" db:"link"`
	CreatedAt time.Time  `json:"createdAt" db:"created_at"`
	ReadAt    *time.Time `json:"readAt" db:"read_at"`
	Key       string     `json:"-" db:"dedupe_key"`
	Message   string     `json:"-" db:"message"`
	About     string     `json:"-" db:"about"`
}

// The answers of the notification calls (docs/openapi.yaml, tag "notifications").
type (
	notificationsAnswer struct {
		httpx.Status
		Unread        int          `json:"unread"`
		Notifications []noticeJSON `json:"notifications"`
	}
	unreadAnswer struct {
		httpx.Status
		Unread int `json:"unread"`
	}
	// preferencesAnswer has a message after a change.
	preferencesAnswer struct {
		httpx.Status
		Message     string           `json:"message,omitempty"`
		Preferences []preferenceJSON `json:"preferences"`
	}
)

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	notices := []noticeJSON{}
	if err := h.db.Select(r.Context(), &notices, `SELECT id, kind, title, body, link, created_at, read_at, dedupe_key, message, about
		FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, id.UserID, listed); err != nil {
		return err
	}
	if err := h.service.word(r.Context(), h.db, notices, locale.Of(r.Context())); err != nil {
		return err
	}
	unread, err := h.unread(r.Context(), id.UserID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &notificationsAnswer{Unread: unread, Notifications: notices})
	return nil
}

func (h *Handler) unread(ctx context.Context, userID int64) (int, error) {
	var n int
	err := h.db.Get(ctx, &n, "SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL", userID)
	return n, err
}

// markRead marks one notice read (id), or all of the caller's (no id).
func (h *Handler) markRead(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		ID int64 `form:"id"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	now := h.service.now().UTC()
	if in.ID > 0 {
		_, err = h.db.Exec(r.Context(), "UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL", now, in.ID, id.UserID)
	} else {
		_, err = h.db.Exec(r.Context(), "UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL", now, id.UserID)
	}
	if err != nil {
		return err
	}
	unread, err := h.unread(r.Context(), id.UserID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &unreadAnswer{Unread: unread})
	return nil
}

type preferenceJSON struct {
	Kind  Kind `json:"kind"`
	Email bool `json:"email"`
	Text  bool `json:"text"`
}

func (h *Handler) preferencesOf(ctx context.Context, userID int64) ([]preferenceJSON, error) {
	var off []struct {
		Kind    Kind    `db:"kind"`
		Channel Channel `db:"channel"`
	}
	if err := h.db.Select(ctx, &off, "SELECT kind, channel FROM notification_preferences WHERE user_id = ? AND NOT enabled", userID); err != nil {
		return nil, err
	}
	out := make([]preferenceJSON, 0, len(Kinds))
	for _, k := range Kinds {
		p := preferenceJSON{Kind: k, Email: true, Text: true}
		for _, o := range off {
			if o.Kind == k {
				p.Email = p.Email && o.Channel != Email
				p.Text = p.Text && o.Channel != Text
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func (h *Handler) preferences(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	prefs, err := h.preferencesOf(r.Context(), id.UserID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &preferencesAnswer{Preferences: prefs})
	return nil
}

// setPreference turns one kind's e-mails or text messages on or off.
func (h *Handler) setPreference(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		Kind    string `form:"kind"`
		Channel string `form:"channel"`
		Enabled string `form:"enabled"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	fields := httpx.Fields{}
	if !validKind(Kind(in.Kind)) {
		fields.Set("kind", "Choose a kind of notification.")
	}
	if in.Channel != string(Email) && in.Channel != string(Text) {
		fields.Set("channel", "Choose e-mail or text messages.")
	}
	enabled, parseErr := strconv.ParseBool(in.Enabled)
	if parseErr != nil {
		fields.Set("enabled", "Say true or false.")
	}
	if err := fields.Err(); err != nil {
		return err
	}
	if err := setPreference(r.Context(), h.db, id.UserID, Kind(in.Kind), Channel(in.Channel), enabled); err != nil {
		return err
	}
	prefs, err := h.preferencesOf(r.Context(), id.UserID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &preferencesAnswer{Message: httpx.Say(r, locale.T("Notification settings saved.")), Preferences: prefs})
	return nil
}

func setPreference(ctx context.Context, q db.Q, userID int64, kind Kind, channel Channel, enabled bool) error {
	_, err := q.Exec(ctx, `INSERT INTO notification_preferences (user_id, kind, channel, enabled) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = excluded.enabled`, userID, kind, channel, enabled)
	return err
}

var errBadUnsubscribe = httpx.Errorf(http.StatusBadRequest, "This unsubscribe link is not valid. Change your notification settings on your profile instead.")

// unsubscribe turns one kind's e-mails off for the learner an e-mail's link names, without a
// session: the link's signature is the permission.
func (h *Handler) unsubscribe(w http.ResponseWriter, r *http.Request) error {
	query := r.URL.Query()
	userID, err := strconv.ParseInt(query.Get("u"), 10, 64)
	kind := Kind(query.Get("k"))
	if err != nil || !validKind(kind) || !hmac.Equal([]byte(query.Get("t")), []byte(h.service.unsubscribeToken(userID, kind))) {
		return errBadUnsubscribe
	}
	err = setPreference(r.Context(), h.db, userID, kind, Email, false)
	if errors.Is(err, db.ErrConflict) || errors.Is(err, db.ErrNotFound) {
		return errBadUnsubscribe // an account deleted since
	}
	if err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Unsubscribed. You will get no more e-mails of this kind; the notifications stay in the app."))})
	return nil
}

// LogTexter is the text-message sender when no provider is set up: it logs what it would send,
// so the rest of the path (preferences, the queue, sending once) works and can be checked.
type LogTexter struct{ Log *slog.Logger }

func (t LogTexter) Send(ctx context.Context, m mail.Message) error {
	// The number's last four digits only: logs travel further than the database.
	t.Log.InfoContext(ctx, "text message (no sender set up; logged only)", "to", mobile.Masked(m.To), "text", m.Text)
	return nil
}
