package mail_test

import (
	"bufio"
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/platform/mail"
	"aspirant/internal/testutil"
)

// flakySender fails its first n sends, as a mail server that is down would.
type flakySender struct {
	mu       sync.Mutex
	failures int
	sent     []mail.Message
}

func (f *flakySender) Send(_ context.Context, m mail.Message) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.failures > 0 {
		f.failures--
		return errors.New("connection refused")
	}
	f.sent = append(f.sent, m)
	return nil
}

func TestQueuedMailIsRetriedUntilSent(t *testing.T) {
	d := testutil.NewDB(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	sender := &flakySender{failures: 2}
	worker := &mail.Worker{DB: d, Sender: sender, Now: clock, Log: testutil.Logger()}
	queue := mail.NewQueue(clock)

	// A message enqueued in a transaction that rolls back is never sent.
	_ = d.InTx(ctx, func(tx *db.Tx) error {
		if err := queue.Enqueue(ctx, tx, mail.Message{To: "lost@example.com", Subject: "x", Text: "x"}); err != nil {
			t.Fatal(err)
		}
		return errors.New("the request failed")
	})
	if err := queue.Enqueue(ctx, d, mail.Message{To: "meera@example.com", Subject: "Reset", Text: "link"}); err != nil {
		t.Fatal(err)
	}

	for attempt := 1; attempt <= 2; attempt++ {
		if n, err := worker.SendDue(ctx); err != nil || n != 0 {
			t.Fatalf("attempt %d: sent %d, %v", attempt, n, err)
		}
		var row struct {
			Attempts int    `db:"attempts"`
			Error    string `db:"last_error"`
			Status   string `db:"status"`
		}
		if err := d.Get(ctx, &row, "SELECT attempts, last_error, status FROM outbound_emails"); err != nil {
			t.Fatal(err)
		}
		if row.Attempts != attempt || row.Status != "pending" || !strings.Contains(row.Error, "refused") {
			t.Fatalf("after failure %d: %+v", attempt, row)
		}
		// Not due again at once: the pause grows.
		if n, _ := worker.SendDue(ctx); n != 0 || len(sender.sent) != 0 {
			t.Fatal("retried without a pause")
		}
		now = now.Add(time.Hour)
	}
	if n, err := worker.SendDue(ctx); err != nil || n != 1 {
		t.Fatalf("third attempt: sent %d, %v", n, err)
	}
	if len(sender.sent) != 1 || sender.sent[0].To != "meera@example.com" {
		t.Fatalf("sent %+v", sender.sent)
	}
	now = now.Add(24 * time.Hour)
	if n, _ := worker.SendDue(ctx); n != 0 {
		t.Fatal("a sent message was sent again")
	}
}

func TestOutboxWritesEmlFiles(t *testing.T) {
	dir := t.TempDir()
	sender, err := mail.NewSender("", "Aspirant <no-reply@aspirant.in>", dir, testutil.Logger())
	if err != nil {
		t.Fatal(err)
	}
	if err := sender.Send(context.Background(), mail.Message{To: "demo@aspirant.test", Subject: "Hello",
		Text: "Reset here: https://aspirant.in/reset-password?token=abc", HTML: "<p>Hi</p>"}); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("%d files", len(files))
	}
	raw, _ := os.ReadFile(files[0])
	for _, want := range []string{"To: <demo@aspirant.test>", "Subject: Hello", "multipart/alternative", "text/html"} {
		if !strings.Contains(string(raw), want) {
			t.Errorf("message lacks %q", want)
		}
	}
}

// smtpServer is a minimal mail server speaking enough SMTP (RFC 5321) for one delivery: the
// real protocol, in place of a mail provider that is out of reach here.
func smtpServer(t *testing.T) (addr string, received chan string) {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })
	received = make(chan string, 1)
	go func() {
		conn, err := listener.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		r := bufio.NewReader(conn)
		say := func(line string) { _, _ = conn.Write([]byte(line + "\r\n")) }
		say("220 test.local ESMTP")
		var transcript strings.Builder
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			cmd := strings.ToUpper(strings.TrimSpace(line))
			transcript.WriteString(line)
			switch {
			case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
				say("250-test.local")
				say("250 8BITMIME")
			case strings.HasPrefix(cmd, "MAIL FROM"), strings.HasPrefix(cmd, "RCPT TO"), cmd == "RSET", cmd == "NOOP":
				say("250 OK")
			case cmd == "DATA":
				say("354 go ahead")
				for {
					l, err := r.ReadString('\n')
					if err != nil {
						return
					}
					if l == ".\r\n" {
						break
					}
					transcript.WriteString(l)
				}
				say("250 queued")
			case cmd == "QUIT":
				say("221 bye")
				received <- transcript.String()
				return
			default:
				say("502 not implemented")
			}
		}
	}()
	return listener.Addr().String(), received
}

func TestSMTPDelivery(t *testing.T) {
	addr, received := smtpServer(t)
	sender, err := mail.NewSender("smtp://"+addr+"?tls=none", "Aspirant <no-reply@aspirant.in>", t.TempDir(), testutil.Logger())
	if err != nil {
		t.Fatal(err)
	}
	err = sender.Send(context.Background(), mail.Message{To: "meera@example.com", Subject: "Your reset link", Text: "Hello Meera"})
	if err != nil {
		t.Fatalf("send: %v", err)
	}
	select {
	case transcript := <-received:
		for _, want := range []string{"MAIL FROM:<no-reply@aspirant.in>", "RCPT TO:<meera@example.com>", "Subject: Your reset link", "Hello Meera"} {
			if !strings.Contains(transcript, want) {
				t.Errorf("the server did not receive %q:\n%s", want, transcript)
			}
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the mail server received nothing")
	}
}

func TestSMTPAddresses(t *testing.T) {
	for _, bad := range []string{"http://mail.example.com", "smtp://", "smtp://mail.example.com:abc"} {
		if _, err := mail.NewSMTP(bad, "a@b.c"); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
	for _, good := range []string{"smtp://user:pass@mail.example.com:587", "smtps://mail.example.com", "smtp://relay:25?tls=none"} {
		if _, err := mail.NewSMTP(good, "a@b.c"); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
}
