// Package mail sends the product's e-mail. Messages are queued in the database inside the
// request's work and delivered by a background worker with retries, so a slow or failing mail
// server never slows a request or loses a message. Delivery is over SMTP when
// ASPIRANT_SMTP_URL is set, else into .eml files in the data folder's outbox/ (the demo works
// offline, and the files can be opened in any mail client).
package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one e-mail to one recipient.
type Message struct {
	To      string
	Subject string
	Text    string // the plain-text body; always sent
	HTML    string // an HTML alternative, optional
	// Unsubscribe is the address that stops e-mails like this one (a notification's), sent as
	// the List-Unsubscribe header with one-click unsubscribe (RFC 8058); empty for none.
	Unsubscribe string
}

// Sender delivers a message now.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// NewSender answers the SMTP sender for smtpURL, or the outbox sender when it is empty.
//
// smtpURL forms: smtp://user:pass@host:587 (STARTTLS required), smtps://user:pass@host:465
// (TLS from the start), smtp://host:25?tls=none (a local relay without TLS).
func NewSender(smtpURL, from, outboxDir string, log *slog.Logger) (Sender, error) {
	if strings.TrimSpace(smtpURL) == "" {
		if err := os.MkdirAll(outboxDir, 0o750); err != nil {
			return nil, fmt.Errorf("create mail outbox: %w", err)
		}
		return &Outbox{Dir: outboxDir, From: from, Log: log}, nil
	}
	return NewSMTP(smtpURL, from)
}

// NormalizeAddress is the form e-mail addresses are stored and compared in: trimmed and
// lower-cased, so sign-up and login agree whatever the learner typed.
func NormalizeAddress(address string) string {
	return strings.ToLower(strings.TrimSpace(address))
}

// ValidAddress reports whether address is a plain e-mail address (no display name) with a dot
// in its domain.
func ValidAddress(address string) bool {
	if len(address) > 254 {
		return false
	}
	a, err := netmail.ParseAddress(address)
	return err == nil && a.Address == address && strings.Contains(address[strings.LastIndexByte(address, '@'):], ".")
}

// ValidFrom checks a sender address such as "Aspirant <no-reply@aspirant.in>".
func ValidFrom(from string) error {
	return gomail.NewMsg().From(from)
}

// build turns m into a MIME message.
func build(from string, m Message, now time.Time) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(from); err != nil {
		return nil, fmt.Errorf("from address %q: %w", from, err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("to address: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetDateWithValue(now)
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if m.Unsubscribe != "" {
		// Mail clients offer one-click unsubscribe for https addresses only; a test site on http
		// still says where, in the same two headers.
		msg.SetListUnsubscribe(m.Unsubscribe)
		msg.SetListUnsubscribePost()
	}
	return msg, nil
}

// Outbox writes each message as an .eml file and logs where it went.
type Outbox struct {
	Dir  string
	From string
	Log  *slog.Logger
}

func (o *Outbox) Send(_ context.Context, m Message) error {
	now := time.Now().UTC()
	msg, err := build(o.From, m, now)
	if err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%s.eml", now.Format("20060102T150405.000000000"), fileSafe(m.To))
	path := filepath.Join(o.Dir, name)
	tmp := path + ".tmp"
	if err := msg.WriteToFile(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	attrs := []any{"to", m.To, "subject", m.Subject, "file", path}
	if link := firstLink(m.Text); link != "" {
		attrs = append(attrs, "link", link) // so the demo's reset links are a log line away
	}
	o.Log.Info("mail saved to the outbox", attrs...)
	return nil
}

// SMTP delivers through a mail server.
type SMTP struct {
	from string
	host string
	opts []gomail.Option
}

// NewSMTP reads an smtp:// or smtps:// address.
func NewSMTP(raw, from string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, errors.New("want smtp://user:pass@host:587, smtps://user:pass@host:465 or smtp://host:25?tls=none")
	}
	s := &SMTP{from: from, host: u.Hostname()}
	s.opts = append(s.opts, gomail.WithTimeout(20*time.Second))
	port := u.Port()
	switch {
	case u.Scheme == "smtps":
		s.opts = append(s.opts, gomail.WithSSL())
		if port == "" {
			port = "465"
		}
	case u.Query().Get("tls") == "none":
		s.opts = append(s.opts, gomail.WithTLSPolicy(gomail.NoTLS))
		if port == "" {
			port = "25"
		}
	default:
		s.opts = append(s.opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
		if port == "" {
			port = "587"
		}
	}
	n, err := strconv.Atoi(port)
	if err != nil {
		return nil, errors.New("the port must be a number")
	}
	s.opts = append(s.opts, gomail.WithPort(n))
	if user := u.User.Username(); user != "" {
		password, _ := u.User.Password()
		s.opts = append(s.opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(user), gomail.WithPassword(password))
	}
	return s, nil
}

func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := build(s.from, m, time.Now().UTC())
	if err != nil {
		return err
	}
	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return err
	}
	return client.DialAndSendWithContext(ctx, msg)
}

func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, s)
}

func firstLink(text string) string {
	for _, field := range strings.Fields(text) {
		if strings.HasPrefix(field, "http://") || strings.HasPrefix(field, "https://") {
			return field
		}
	}
	return ""
}
