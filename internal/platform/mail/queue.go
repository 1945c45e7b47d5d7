package mail

import (
	"cmp"
	"context"
	"log/slog"
	"time"

	"aspirant/internal/db"
)

// Queue stores messages for the worker to deliver.
type Queue struct {
	now func() time.Time
}

func NewQueue(now func() time.Time) *Queue { return &Queue{now: now} }

// Channels of the queue: e-mail, and text messages (SMS or WhatsApp) whose To is a mobile number.
const (
	ChannelEmail = "email"
	ChannelText  = "text"
)

// Enqueue stores m through q, so it is sent if and only if the caller's transaction commits.
func (qu *Queue) Enqueue(ctx context.Context, q db.Q, m Message) error {
	return qu.EnqueueAt(ctx, q, ChannelEmail, m, time.Time{})
}

// EnqueueAt stores m for a channel, to be sent from at (zero: now): a large batch is spread over
// time so that it never crowds out the site's own work.
func (qu *Queue) EnqueueAt(ctx context.Context, q db.Q, channel string, m Message, at time.Time) error {
	now := qu.now().UTC()
	if at.Before(now) {
		at = now
	}
	_, err := q.Exec(ctx, `INSERT INTO outbound_emails (channel, to_address, subject, body_text, body_html, list_unsubscribe,
		status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
		channel, m.To, m.Subject, m.Text, m.HTML, m.Unsubscribe, at.UTC(), now)
	return err
}

// Worker delivers queued messages of one channel, retrying failures with growing pauses.
type Worker struct {
	DB      *db.DB
	Channel string // ChannelEmail when empty
	Sender  Sender
	Now     func() time.Time
	Log     *slog.Logger
}

// backoff is the pause after the n-th failed attempt; after the last one the message is
// marked failed and stays in the table for an operator.
var backoff = []time.Duration{30 * time.Second, 2 * time.Minute, 10 * time.Minute, 30 * time.Minute, time.Hour, 3 * time.Hour, 6 * time.Hour}

// lease is how long a claimed message is left alone by other workers while one sends it.
const lease = 5 * time.Minute

// Run sends due messages every interval until ctx ends.
func (w *Worker) Run(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		if _, err := w.SendDue(ctx); err != nil && ctx.Err() == nil {
			w.Log.Error("mail worker", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// SendDue delivers every message that is due and answers how many were sent. Each message is
// first claimed with a conditional update, so two server processes never send one twice.
func (w *Worker) SendDue(ctx context.Context) (int, error) {
	now := w.Now().UTC()
	var due []struct {
		ID          int64  `db:"id"`
		To          string `db:"to_address"`
		Subject     string `db:"subject"`
		Text        string `db:"body_text"`
		HTML        string `db:"body_html"`
		Unsubscribe string `db:"list_unsubscribe"`
		Attempts    int    `db:"attempts"`
	}
	channel := cmp.Or(w.Channel, ChannelEmail)
	err := w.DB.Select(ctx, &due, `SELECT id, to_address, subject, body_text, body_html, list_unsubscribe, attempts FROM outbound_emails
		WHERE channel = ? AND status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 50`, channel, now)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, m := range due {
		claimed, err := w.DB.Exec(ctx, `UPDATE outbound_emails SET next_attempt_at = ?
			WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?`, now.Add(lease), m.ID, now)
		if err != nil {
			return sent, err
		}
		if n, _ := claimed.RowsAffected(); n != 1 {
			continue // another worker has it
		}
		sendErr := w.Sender.Send(ctx, Message{To: m.To, Subject: m.Subject, Text: m.Text, HTML: m.HTML, Unsubscribe: m.Unsubscribe})
		if sendErr == nil {
			_, err = w.DB.Exec(ctx, `UPDATE outbound_emails SET status = 'sent', attempts = attempts + 1, sent_at = ?,
				last_error = '' WHERE id = ?`, w.Now().UTC(), m.ID)
			sent++
		} else {
			attempt := m.Attempts + 1
			status, next := "pending", now
			if attempt > len(backoff) {
				status = "failed"
			} else {
				next = now.Add(backoff[attempt-1])
			}
			w.Log.Warn("mail not sent", "to", m.To, "subject", m.Subject, "attempt", attempt, "status", status, "err", sendErr)
			_, err = w.DB.Exec(ctx, `UPDATE outbound_emails SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?
				WHERE id = ?`, status, attempt, next, truncate(sendErr.Error(), 500), m.ID)
		}
		if err != nil {
			return sent, err
		}
	}
	return sent, nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
