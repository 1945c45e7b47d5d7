// Package notify tells a learner what concerns them (docs/product.md, "Notifications"): in the
// app, under the bell in the header; by e-mail through the mail queue; and by text message (SMS
// or WhatsApp) through a Texter. A domain sends a Notice inside the transaction that makes its
// news (an evaluation saved, a payment settled), so the notice exists if and only if the news
// does; a notice is sent once per learner, kind and key, however many servers try.
package notify

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"net/url"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
)

// Kind is what a notice is about.
type Kind string

const (
	MockOpens            Kind = "mock_opens"            // a live mock's window opens in 24 hours, or in 1 hour
	AnswerEvaluated      Kind = "answer_evaluated"      // a mains answer's evaluated copy is back
	KeyCorrected         Kind = "key_corrected"         // a prelims key was corrected and scores changed
	SubscriptionExpiring Kind = "subscription_expiring" // a subscription ends in 7 days
	PaymentSucceeded     Kind = "payment_succeeded"     // a payment went through
)

// Kinds lists every kind, in the order the profile shows their preferences.
var Kinds = []Kind{MockOpens, AnswerEvaluated, KeyCorrected, SubscriptionExpiring, PaymentSucceeded}

func validKind(k Kind) bool {
	for _, known := range Kinds {
		if k == known {
			return true
		}
	}
	return false
}

// Channel is a way a notice reaches the learner besides the app, which always has it.
type Channel string

const (
	Email Channel = "email"
	Text  Channel = "text" // SMS or WhatsApp, through the Texter
)

// Channels lists the channels a learner may turn off per kind.
var Channels = []Channel{Email, Text}

// Notice is one piece of news for one learner.
type Notice struct {
	UserID int64
	Kind   Kind
	// Key tells notices of one kind apart: the test, the payment, the evaluation. The same
	// (learner, kind, key) is sent once.
	Key string
	// Title and Body are kept as messages: the bell writes them in the language the learner
	// reads when they open it; the e-mail and text go in the language they had saved.
	Title, Body locale.Message
	Link        string // a path in the app the notice opens
	// About names what the notice tells of when that may change after it is sent (a live mock's
	// window: "prelims-test:12"): the bell words it as it stands (Reword), and the learners told
	// can be found (Told). Empty for news that stays as told (a payment).
	About string
	// Email is the e-mail to send, composed by the domain in the learner's language; nil sends
	// the title and body as the e-mail. Its unsubscribe address is added here.
	Email *mail.Message
	// SendAt spreads a large batch's e-mails and texts over time; zero is now.
	SendAt time.Time
}

// Service records and sends notices.
type Service struct {
	mail    *mail.Queue
	baseURL *url.URL
	key     []byte // signs unsubscribe links
	now     func() time.Time
	reword  map[Kind]Current // set up before the server serves, read-only after
}

func NewService(queue *mail.Queue, baseURL *url.URL, unsubscribeKey []byte, now func() time.Time) *Service {
	return &Service{mail: queue, baseURL: baseURL, key: unsubscribeKey, now: now, reword: map[Kind]Current{}}
}

// Current words a kind's notices as what they tell of stands now, when the bell is read: a live
// mock's reminder gives the window as it is, not as it was when it was sent (docs/product.md,
// "Notifications"). It answers the new words of each notice it can word, by id; the others keep
// the words they were sent with.
type Current func(ctx context.Context, q db.Q, notices []Told) (map[int64]Worded, error)

// Worded is a notice worded anew: its body, and its title unless that stays as sent (zero).
type Worded struct{ Title, Body locale.Message }

// Told is a notice as sent: its id, its key and what it is about.
type Told struct {
	ID         int64
	Key, About string
}

// Reword has the bell word a kind's notices that are about something with c. It is called while
// the server is set up, before it serves.
func (s *Service) Reword(kind Kind, c Current) { s.reword[kind] = c }

// ToldAbout answers the learners who were sent a notice of a kind about something (About), each
// once.
func ToldAbout(ctx context.Context, q db.Q, kind Kind, about string) ([]int64, error) {
	var learners []int64
	err := q.Select(ctx, &learners, "SELECT DISTINCT user_id FROM notifications WHERE kind = ? AND about = ? ORDER BY user_id", kind, about)
	return learners, err
}

// keptNotice is a notice's title and body as the notifications table keeps them (message).
type keptNotice struct {
	Title json.RawMessage `json:"title"`
	Body  json.RawMessage `json:"body"`
}

func keepNotice(n Notice) (string, error) {
	title, err := locale.Keep(n.Title)
	if err != nil {
		return "", err
	}
	body, err := locale.Keep(n.Body)
	if err != nil {
		return "", err
	}
	out, err := json.Marshal(keptNotice{Title: title, Body: body})
	return string(out), err
}

// Send records n in tx and queues its e-mail and text message on the channels the learner has
// not turned off. A notice already sent (the same learner, kind and key) is left alone.
func (s *Service) Send(ctx context.Context, tx *db.Tx, n Notice) error {
	var learner struct {
		Name     string `db:"name"`
		Email    string `db:"email"`
		Language string `db:"language"`
		Mobile   string `db:"mobile"`
	}
	if err := tx.Get(ctx, &learner, "SELECT name, email, language, mobile FROM users WHERE id = ?", n.UserID); err != nil {
		return fmt.Errorf("notify %d: %w", n.UserID, err)
	}
	lang, _ := locale.Parse(learner.Language)
	now := s.now().UTC()
	message, err := keepNotice(n)
	if err != nil {
		return err
	}
	// title and body as sent, too: what the bell shows should the message not read back.
	res, err := tx.Exec(ctx, `INSERT INTO notifications (user_id, kind, dedupe_key, title, body, message, about, link, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, kind, dedupe_key) DO NOTHING`,
		n.UserID, n.Kind, n.Key, n.Title.In(lang), n.Body.In(lang), message, n.About, n.Link, now)
	if err != nil {
		return err
	}
	if added, err := res.RowsAffected(); err != nil || added == 0 {
		return err // sent before, by this server or another
	}
	off, err := turnedOff(ctx, tx, n.UserID, n.Kind)
	if err != nil {
		return err
	}
	at := n.SendAt
	if at.IsZero() {
		at = now
	}
	if !off[Email] {
		m := s.plainEmail(learner.Name, learner.Email, lang, n)
		if n.Email != nil {
			m = *n.Email
		}
		m.Unsubscribe = s.UnsubscribeURL(n.UserID, n.Kind)
		footer := locale.T("To stop e-mails like this one: %s", m.Unsubscribe).In(lang)
		m.Text += "\n\n-- \n" + footer + "\n"
		if m.HTML != "" {
			// The same sentence, its address a link.
			link := html.EscapeString(m.Unsubscribe)
			m.HTML += `<p style="color:#64748b;font-size:12px">` +
				strings.Replace(html.EscapeString(footer), link, `<a href="`+link+`">`+link+`</a>`, 1) + `</p>`
		}
		if err := s.mail.EnqueueAt(ctx, tx, mail.ChannelEmail, m, at); err != nil {
			return err
		}
	}
	if learner.Mobile != "" && !off[Text] {
		text := mail.Message{To: learner.Mobile, Text: n.Title.In(lang) + ": " + n.Body.In(lang) + " " + s.baseURL.String() + n.Link}
		if err := s.mail.EnqueueAt(ctx, tx, mail.ChannelText, text, at); err != nil {
			return err
		}
	}
	return nil
}

// plainEmail is a notice's e-mail when the domain composes none: its title as the subject, and
// its body with the address it opens.
func (s *Service) plainEmail(name, to string, lang locale.Lang, n Notice) mail.Message {
	text := locale.T("Dear %s,", name).In(lang) + "\n\n" + n.Body.In(lang) + "\n"
	if n.Link != "" {
		text += "\n" + s.baseURL.String() + n.Link + "\n"
	}
	text += "\n" + locale.T("Team Aspirant").In(lang) + "\n"
	return mail.Message{To: to, Subject: n.Title.In(lang), Text: text}
}

// turnedOff answers the channels the learner has turned off for a kind.
func turnedOff(ctx context.Context, q db.Q, userID int64, kind Kind) (map[Channel]bool, error) {
	var channels []Channel
	err := q.Select(ctx, &channels, "SELECT channel FROM notification_preferences WHERE user_id = ? AND kind = ? AND NOT enabled", userID, kind)
	off := map[Channel]bool{}
	for _, c := range channels {
		off[c] = true
	}
	return off, err
}

// UnsubscribeURL is the address that turns a kind's e-mails off for one learner without signing
// in. Opened, it is the app's page that asks to confirm (a link checker that follows it changes
// nothing); a mail client's one-click POST to it (List-Unsubscribe-Post) turns them off at once.
func (s *Service) UnsubscribeURL(userID int64, kind Kind) string {
	q := url.Values{"u": {strconv.FormatInt(userID, 10)}, "k": {string(kind)}, "t": {s.unsubscribeToken(userID, kind)}}
	return s.baseURL.String() + "/unsubscribe?" + q.Encode()
}

func (s *Service) unsubscribeToken(userID int64, kind Kind) string {
	m := hmac.New(sha256.New, s.key)
	fmt.Fprintf(m, "unsubscribe %d %s", userID, kind)
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// Source answers notices that are due and not yet sent, at most limit of them: the reminders a
// domain finds by looking (a mock's window about to open, a subscription about to end, scores a
// key correction changed), as opposed to news told at the moment it happens.
type Source func(ctx context.Context, now time.Time, limit int) ([]Notice, error)

// Batches bound a run's work: at most batchSize notices from a source, and their e-mails and
// texts given times batchSpacing apart, so that 20,000 reminders leave over minutes and never
// crowd out the site (docs/product.md, "Notifications").
const (
	batchSize    = 2000
	batchSpacing = 25 * time.Millisecond
)

// SendDue sends one batch of a source's due notices in one transaction and answers how many it
// found.
func (s *Service) SendDue(ctx context.Context, d *db.DB, source Source) (int, error) {
	now := s.now().UTC()
	due, err := source(ctx, now, batchSize)
	if err != nil || len(due) == 0 {
		return 0, err
	}
	err = d.InTx(ctx, func(tx *db.Tx) error {
		for i, n := range due {
			n.SendAt = now.Add(time.Duration(i) * batchSpacing)
			if err := s.Send(ctx, tx, n); err != nil {
				return err
			}
		}
		return nil
	})
	return len(due), err
}

// NotSent is the SQL condition that a learner (userColumn) has no notice of kind with the key
// (keyExpression): what a source's query adds so that it finds only notices still to send.
func NotSent(userColumn string, kind Kind, keyExpression string) string {
	return fmt.Sprintf("NOT EXISTS (SELECT 1 FROM notifications sent WHERE sent.user_id = %s AND sent.kind = '%s' AND sent.dedupe_key = %s)",
		userColumn, kind, keyExpression)
}

// word writes the bell's notices in the language the learner reads now (lang), from the messages
// kept when they were sent, and words anew those that tell of something as it stands (Reword).
// A notice from before messages were kept shows its title and body as sent.
func (s *Service) word(ctx context.Context, q db.Q, notices []noticeJSON, lang locale.Lang) error {
	about := map[Kind][]Told{}
	for _, n := range notices {
		if n.About != "" && s.reword[n.Kind] != nil {
			about[n.Kind] = append(about[n.Kind], Told{ID: n.ID, Key: n.Key, About: n.About})
		}
	}
	reworded := map[int64]Worded{}
	for kind, told := range about {
		current, err := s.reword[kind](ctx, q, told)
		if err != nil {
			return err
		}
		maps.Copy(reworded, current)
	}
	for i, n := range notices {
		if n.Message == "" {
			continue
		}
		var kept keptNotice
		if err := json.Unmarshal([]byte(n.Message), &kept); err != nil {
			continue // as sent
		}
		title, titleErr := locale.Kept(kept.Title)
		body, bodyErr := locale.Kept(kept.Body)
		if current, ok := reworded[n.ID]; ok {
			body, bodyErr = current.Body, nil
			if !current.Title.IsZero() {
				title, titleErr = current.Title, nil
			}
		}
		if titleErr == nil && bodyErr == nil {
			notices[i].Title, notices[i].Body = title.In(lang), body.In(lang)
		}
	}
	return nil
}
