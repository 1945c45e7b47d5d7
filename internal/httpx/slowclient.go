package httpx

import (
	"errors"
	"io"
	"net/http"
	"os"
	"sync"
	"time"
)

// BodyPace is the slowest a request body may arrive: Grace to get going, then on average at
// least MinRate bytes a second. The deadline is Grace plus received/MinRate after the request
// began, so a client that was faster than the minimum has banked time and may stall (a phone
// changing masts) without being cut off.
type BodyPace struct {
	Grace   time.Duration
	MinRate int64 // bytes a second
}

// DefaultBodyPace bounds how long a client can hold a connection by dripping its body.
//
// The minimum rate is a rate, not a short fixed deadline, because a learner on a slow phone
// uploading a 20 MB answer PDF needs minutes, and must get them. 2 KB/s (16 kbit/s) is below
// what even GPRS sustains upstream, so any working mobile link passes; a dripping client is
// closed after about 10 s, and an attacker who wants to hold connections has to keep sending
// 2 KB/s on each of them, which costs him as much bandwidth as it costs us. The 10 s of grace
// cover a slow start (TCP slow start on a lossy link, a proxy buffering the first bytes) and a
// handler's own work before it reads the body (the session lookup).
var DefaultBodyPace = BodyPace{Grace: 10 * time.Second, MinRate: 2 << 10}

// ErrBodyTooSlow is what reading a body answers once the client fell below the pace. The
// connection is closed after the answer: its unread bytes cannot be told from the next request.
var ErrBodyTooSlow = Errorf(http.StatusRequestTimeout,
	"The request arrived too slowly. Please check your connection and try again.")

// notSupported is logged once: a writer that cannot reach the connection means the middleware
// sits below one that hides it (see app.New), and slow clients are no longer bounded.
var notSupported sync.Once

// SlowBodies sets a read deadline on the connection of every request with a body and moves it
// on as bytes arrive, at pace. A client that falls behind gets a read error in the handler (and
// a 408 where the handler passes the error on); net/http then closes the connection, also when
// the handler never read the body and the server tries to drain it after the answer.
//
// It must wrap a writer through which http.ResponseController reaches the connection: the
// server's own, or one with Unwrap (Observe's).
func SlowBodies(pace BodyPace, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody || r.ContentLength == 0 {
			next.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		rc := http.NewResponseController(w)
		if err := rc.SetReadDeadline(start.Add(pace.Grace)); err != nil {
			notSupported.Do(func() {
				LoggerFrom(r.Context()).Warn("slow request bodies are not bounded: the response writer does not reach the connection", "err", err)
			})
			next.ServeHTTP(w, r)
			return
		}
		body := &pacedBody{ReadCloser: r.Body, rc: rc, start: start, pace: pace}
		// A shallow copy: the server keeps its own request, whose Body it drains after the answer.
		r = r.WithContext(r.Context())
		r.Body = body
		next.ServeHTTP(w, r)
		if body.tooSlow {
			LoggerFrom(r.Context()).Info("request body too slow: connection closed", "received_bytes", body.received,
				"after_ms", time.Since(start).Milliseconds(), "ip", ClientIP(r))
		}
	})
}

// pacedBody moves the connection's read deadline on by 1/MinRate seconds for each byte read.
// Once the body has been read to its end, net/http clears the deadline itself, for its
// background read that watches for the client going away; the deadline must then be left
// alone, or that read would time out later and cancel the request's context in the middle of
// a handler's work. So it moves only on reads that did not end the body.
type pacedBody struct {
	io.ReadCloser
	rc       *http.ResponseController
	start    time.Time
	pace     BodyPace
	received int64
	tooSlow  bool
}

func (b *pacedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.received += int64(n)
	if n > 0 && err == nil {
		earned := time.Duration(float64(b.received) / float64(b.pace.MinRate) * float64(time.Second))
		_ = b.rc.SetReadDeadline(b.start.Add(b.pace.Grace + earned))
	}
	if err != nil && errors.Is(err, os.ErrDeadlineExceeded) {
		b.tooSlow = true
		return n, ErrBodyTooSlow
	}
	return n, err
}
