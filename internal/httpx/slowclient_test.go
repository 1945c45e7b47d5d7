package httpx_test

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"aspirant/internal/httpx"
)

// testPace is DefaultBodyPace shrunk so the test takes seconds: half a second to start, then
// at least 100 bytes a second.
var testPace = httpx.BodyPace{Grace: 500 * time.Millisecond, MinRate: 100}

// slowBodyServer is a real HTTP server with the middleware placed as app.New places it (inside
// Observe, whose writer the ResponseController must see through).
func slowBodyServer(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.Handle("POST /read", httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		raw, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		if d, _ := time.ParseDuration(r.URL.Query().Get("work")); d > 0 {
			time.Sleep(d) // the handler's work after reading, longer than the grace
			if err := r.Context().Err(); err != nil {
				return fmt.Errorf("the request was cancelled during the handler's work: %w", err)
			}
		}
		httpx.OK(w, httpx.M{"bytes": len(raw)})
		return nil
	}))
	mux.Handle("POST /refuse", httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		return httpx.Errorf(http.StatusUnauthorized, "Please log in.") // without reading the body
	}))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	s := httptest.NewServer(httpx.Observe(log, httpx.NewMetrics(), httpx.SlowBodies(testPace, mux)))
	t.Cleanup(s.Close)
	return s
}

// drip opens a connection, sends the headers of a POST announcing size bytes, then one byte
// every interval, and answers the status line the server sent (if any) and how long after the
// headers the server closed the connection. It runs beside the test, so it fails by error.
func drip(s *httptest.Server, path string, size int, every time.Duration) (status string, closedAfter time.Duration, err error) {
	conn, err := net.Dial("tcp", s.Listener.Addr().String())
	if err != nil {
		return "", 0, err
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: test\r\nContent-Type: application/octet-stream\r\nContent-Length: %d\r\n\r\n", path, size)
	start := time.Now()
	go func() {
		for range size {
			time.Sleep(every)
			if _, err := conn.Write([]byte{'x'}); err != nil {
				return
			}
		}
	}()
	_ = conn.SetReadDeadline(start.Add(5 * time.Second)) // the test's own bound, far beyond the pace's
	status, _ = bufio.NewReader(conn).ReadString('\n')
	_, err = io.Copy(io.Discard, conn)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return "", 0, fmt.Errorf("%s: the server kept a dripping connection open for 5 s", path)
	}
	return strings.TrimSpace(status), time.Since(start), nil
}

// A client that sends its headers and then a byte now and then is cut off once it falls behind
// the pace, whether the handler is reading its body or has already answered; other clients are
// served meanwhile.
func TestSlowBodyIsClosed(t *testing.T) {
	s := slowBodyServer(t)
	for _, c := range []struct{ path, status string }{
		{"/read", "HTTP/1.1 408 Request Timeout"}, // the handler is stuck reading
		{"/refuse", "HTTP/1.1 401 Unauthorized"},  // net/http drains the body after the answer
	} {
		t.Run(c.path, func(t *testing.T) {
			t.Parallel()
			type result struct {
				status string
				took   time.Duration
				err    error
			}
			done := make(chan result, 1)
			go func() {
				status, took, err := drip(s, c.path, 1000, 200*time.Millisecond) // 5 bytes a second
				done <- result{status, took, err}
			}()

			time.Sleep(100 * time.Millisecond)
			began := time.Now()
			res, err := http.Post(s.URL+"/read", "text/plain", strings.NewReader("a normal request"))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != 200 || time.Since(began) > 400*time.Millisecond {
				t.Errorf("a normal request while another client drips: %d after %s", res.StatusCode, time.Since(began))
			}

			r := <-done
			if r.err != nil {
				t.Fatal(r.err)
			}
			// The deadline is grace + received/MinRate: 500 ms + a few bytes' worth.
			if r.took < testPace.Grace-50*time.Millisecond || r.took > testPace.Grace+time.Second {
				t.Errorf("dripping client closed after %s, want about %s", r.took, testPace.Grace)
			}
			if r.status != c.status {
				t.Errorf("dripping client got %q, want %q", r.status, c.status)
			}
		})
	}
}

// An upload that is slow but above the minimum rate finishes, however long it takes beyond the
// grace; and once a body is read, the handler may work past the deadline without its request
// being cancelled.
func TestSteadyUploadSucceeds(t *testing.T) {
	s := slowBodyServer(t)
	t.Run("steady", func(t *testing.T) {
		t.Parallel()
		// 20 bytes every 100 ms: 200 bytes a second, twice the minimum, for 2 s (4 graces).
		body := &pacedReader{left: 400, chunk: 20, every: 100 * time.Millisecond}
		req, _ := http.NewRequest(http.MethodPost, s.URL+"/read", body)
		req.ContentLength = 400
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(raw), `"bytes":400`) {
			t.Fatalf("steady upload: %d %s", res.StatusCode, raw)
		}
	})
	t.Run("work after reading", func(t *testing.T) {
		t.Parallel()
		res, err := http.Post(s.URL+"/read?work=1500ms", "text/plain", strings.NewReader("answer sheet"))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("handler working past the body's deadline: %d %s", res.StatusCode, raw)
		}
	})
}

// pacedReader yields chunk bytes every interval until left runs out.
type pacedReader struct {
	left, chunk int
	every       time.Duration
}

func (p *pacedReader) Read(b []byte) (int, error) {
	if p.left == 0 {
		return 0, io.EOF
	}
	time.Sleep(p.every)
	n := min(p.chunk, p.left, len(b))
	for i := range n {
		b[i] = 'x'
	}
	p.left -= n
	return n, nil
}
