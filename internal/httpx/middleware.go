package httpx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"mime/multipart"
	"net/http"
	"regexp"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

type ctxKey int

const (
	loggerKey ctxKey = iota
	requestIDKey
	routeKey
	formsKey
)

// forms are the multipart forms read while serving one request. Go's server removes the
// temporary files of the request it passed in, but a handler parses a copy (each WithContext
// makes one), whose files would stay in the temporary folder for ever: Observe removes them.
type forms struct{ list []*multipart.Form }

// removeAtEnd notes r's parsed multipart form, so that its temporary files are removed when the
// request ends, refused or not.
func removeAtEnd(r *http.Request) {
	if f, ok := r.Context().Value(formsKey).(*forms); ok && r.MultipartForm != nil {
		f.list = append(f.list, r.MultipartForm)
	}
}

// route carries the mux pattern that served a request back out to Observe, past middleware
// that replaced the request (each WithContext makes a new one).
type route struct{ pattern string }

// RecordRoute wraps the mux: after it has matched the request, the pattern is noted for the
// logs and metrics.
func RecordRoute(mux http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() { // deferred, so a panicking handler is still counted under its route
			if rt, ok := r.Context().Value(routeKey).(*route); ok {
				rt.pattern = r.Pattern
			}
		}()
		mux.ServeHTTP(w, r)
	})
}

// LoggerFrom answers the request's logger (it carries the request id), or the default one.
func LoggerFrom(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// RequestID answers the id of the request being served.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// A client's X-Request-Id is kept only when it looks like an id, so logs cannot be forged.
var requestIDPattern = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

// statusWriter remembers the status and size of an answer for logs and metrics.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer (flush, deadlines).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Observe gives every request an id and a logger, logs it when it ends, recovers a panic into
// a logged 500, and records the route's count and latency in metrics. The route label is the
// mux pattern (noted by RecordRoute), so metrics never grow with the paths clients invent.
func Observe(base *slog.Logger, metrics *Metrics, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if !requestIDPattern.MatchString(id) {
			var b [8]byte
			_, _ = rand.Read(b[:])
			id = hex.EncodeToString(b[:])
		}
		w.Header().Set("X-Request-Id", id)
		log := base.With("request_id", id)
		rt := &route{}
		uploads := &forms{}
		ctx := context.WithValue(context.WithValue(context.WithValue(r.Context(), loggerKey, log), requestIDKey, id), routeKey, rt)
		ctx = context.WithValue(ctx, formsKey, uploads)
		r = r.WithContext(ctx)
		sw := &statusWriter{ResponseWriter: w}

		defer func() {
			for _, form := range uploads.list {
				_ = form.RemoveAll()
			}
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p) // the server's own way to abort a response; not ours to swallow
				}
				log.Error("panic while serving", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				if sw.status == 0 {
					WriteError(sw, r, Errorf(http.StatusInternalServerError, "Something went wrong on our side. Please try again."))
				}
			}
			pattern := rt.pattern
			if pattern == "" {
				pattern = "unmatched"
			}
			took := time.Since(start)
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			metrics.observe(pattern, r.Method, status, took)
			// A 503 is the server saying "not now" during an outage, already logged with its cause
			// (WriteError): thousands of them are one incident, not thousands of errors.
			level := slog.LevelInfo
			switch {
			case status == http.StatusServiceUnavailable:
				level = slog.LevelWarn
			case status >= 500:
				level = slog.LevelError
			}
			log.Log(ctx, level, "request", "method", r.Method, "path", r.URL.Path, "route", pattern,
				"status", status, "bytes", sw.bytes, "took_ms", took.Milliseconds(), "ip", ClientIP(r))
		}()
		next.ServeHTTP(sw, r)
	})
}

// Metrics are the server's Prometheus series.
type Metrics struct {
	Registry *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

// NewMetrics registers the request series and the Go runtime collectors.
func NewMetrics() *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "aspirant_http_requests_total",
			Help: "HTTP requests served, by route pattern, method and status code.",
		}, []string{"route", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "aspirant_http_request_duration_seconds",
			Help:    "Time to serve HTTP requests, by route pattern.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route"}),
	}
	m.Registry.MustRegister(m.requests, m.latency)
	return m
}

func (m *Metrics) observe(route, method string, status int, took time.Duration) {
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route).Observe(took.Seconds())
}

// SecurityHeaders sets the headers every answer carries. The policy allows exactly what the
// app uses: its own scripts and styles (inline styles for animations), images from itself,
// and video embeds from YouTube and Google Drive. fileOrigin, when not empty, is the S3 store
// that paid files are downloaded from at signed addresses: the app fetches, shows and plays
// them from there.
func SecurityHeaders(hsts bool, fileOrigin string, next http.Handler) http.Handler {
	files := ""
	if fileOrigin != "" {
		files = " " + fileOrigin
	}
	// connect-src names YouTube too: before a testimonial's player is mounted the app asks YouTube
	// whether it answers at all (an opaque HEAD, nothing read), so that a network that cannot
	// reach it gets a message instead of the browser's grey error page (docs/product.md, "Testimonials").
	csp := "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:" + files + "; font-src 'self' data:; connect-src 'self'" + files +
		" https://www.youtube-nocookie.com https://www.youtube.com; " +
		"frame-src https://www.youtube-nocookie.com https://www.youtube.com https://drive.google.com; " +
		"media-src 'self'" + files + "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}
