package app_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/media"
	"aspirant/internal/testutil"
)

func count(t *testing.T, s *apptest.Server, query string) int {
	t.Helper()
	var n int
	if err := s.DB.Get(context.Background(), &n, query); err != nil {
		t.Fatal(err)
	}
	return n
}

func list(t *testing.T, res apptest.Response, key string) []map[string]any {
	t.Helper()
	items, ok := res.JSON[key].([]any)
	if res.Status != 200 || !ok {
		t.Fatalf("status %d, no list %q: %s", res.Status, key, res.Body)
	}
	out := make([]map[string]any, len(items))
	for i, item := range items {
		out[i] = item.(map[string]any)
	}
	return out
}

// Each dynamic-content call answers, under the contract's key, what the database holds.
func TestDynamicContentServesTheDatabase(t *testing.T) {
	s := apptest.New(t)
	cases := []struct {
		path, key, query string
	}{
		{"carousels", "carousels", "SELECT COUNT(*) FROM carousels WHERE is_active"},
		{"our-offerings", "ourOfferings", "SELECT COUNT(*) FROM offerings WHERE is_active"},
		{"testimonials", "carousels", "SELECT COUNT(*) FROM testimonials WHERE is_active"},
		{"testimonials/playback", "videoPlayBackUrl", "SELECT COUNT(*) FROM testimonials WHERE is_active"},
		{"top-performers", "topPerformers", "SELECT COUNT(*) FROM top_performers WHERE is_active"},
		{"faqs", "faqs", "SELECT COUNT(*) FROM faqs WHERE is_active"},
		{"popular-subs", "popularSubs", "SELECT COUNT(*) FROM subscriptions WHERE is_popular AND is_published"},
		{"popover-ads", "popoverAds", "SELECT COUNT(*) FROM popover_ads WHERE is_active"},
		{"app-menu", "appMenu", "SELECT COUNT(*) FROM app_menu"},
		{"target-years", "targetYears", "SELECT COUNT(*) FROM target_years"},
		{"display-optionals", "displayOptionals", "SELECT COUNT(*) FROM optional_subjects WHERE is_published"},
		{"banners", "banners", "SELECT COUNT(*) FROM banners WHERE is_active"},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			items := list(t, s.Get(t, "/api/v1/dynamic-content/"+c.path), c.key)
			if want := count(t, s, c.query); want == 0 || len(items) != want {
				t.Fatalf("%d items, the database holds %d", len(items), want)
			}
		})
	}

	// Spot checks of the shapes the app relies on.
	first := list(t, s.Get(t, "/api/v1/dynamic-content/carousels"), "carousels")[0]
	var title string
	if err := s.DB.Get(context.Background(), &title, "SELECT title FROM carousels ORDER BY position LIMIT 1"); err != nil {
		t.Fatal(err)
	}
	if first["title"] != title {
		t.Fatalf("first slide %v, want title %q", first, title)
	}
	img := s.Get(t, "/files/"+first["image"].(string))
	if img.Status != 200 || img.Header.Get("Content-Type") != "image/jpeg" || len(img.Body) < 1000 {
		t.Fatalf("slide image: %d %s, %d bytes", img.Status, img.Header.Get("Content-Type"), len(img.Body))
	}

	testimonial := list(t, s.Get(t, "/api/v1/dynamic-content/testimonials"), "carousels")[0]
	if snippet := testimonial["youtubeUrl"].(string); !strings.HasPrefix(snippet, `<iframe src="https://www.youtube-nocookie.com/embed/`) {
		t.Fatalf("testimonial embed %q", snippet)
	}
	popular := list(t, s.Get(t, "/api/v1/dynamic-content/popular-subs"), "popularSubs")[0]
	var pricePaise int64
	if err := s.DB.Get(context.Background(), &pricePaise, "SELECT price_paise FROM subscriptions WHERE id = ?", int64(popular["id"].(float64))); err != nil {
		t.Fatal(err)
	}
	if popular["price"].(float64)*100 != float64(pricePaise) || popular["section_category"] == "" {
		t.Fatalf("popular subscription %v, price in paise %d", popular, pricePaise)
	}
}

func TestBannersLeaveOutEndedAndInactiveOnes(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	now := s.Clock.Now()
	if _, err := s.DB.Exec(ctx, "DELETE FROM banners"); err != nil {
		t.Fatal(err)
	}
	insert := `INSERT INTO banners (content, start_date, end_date, is_active, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`
	for _, b := range []struct {
		content    string
		start, end time.Duration
		active     bool
	}{
		{"ended", -48 * time.Hour, -24 * time.Hour, true},
		{"switched off", -time.Hour, time.Hour, false},
		{"running", -time.Hour, time.Hour, true},
		{"upcoming", time.Hour, 2 * time.Hour, true},
	} {
		if _, err := s.DB.Exec(ctx, insert, b.content, now.Add(b.start), now.Add(b.end), b.active, 0, now, now); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	for _, b := range list(t, s.Get(t, "/api/v1/dynamic-content/banners"), "banners") {
		got = append(got, b["content"].(string))
	}
	if strings.Join(got, ",") != "running,upcoming" {
		t.Fatalf("banners %v, want running and upcoming (the app picks by date)", got)
	}
}

func TestUnknownAndWrongMethodAPICallsAnswerJSON(t *testing.T) {
	s := apptest.New(t)
	if res := s.Get(t, "/api/v1/no-such-call"); res.Status != 404 || res.Message() == "" {
		t.Fatalf("unknown call: %d %s", res.Status, res.Body)
	}
	res := s.Call(t, "POST", "/api/v1/dynamic-content/carousels", map[string]any{})
	if res.Status != 405 || res.Header.Get("Allow") != "GET" || res.Message() == "" {
		t.Fatalf("wrong method: %d allow=%q %s", res.Status, res.Header.Get("Allow"), res.Body)
	}
}

// A malformed or oversized body on a real route answers 400 or 413 as JSON, never a 500.
func TestBadBodiesOnARealRoute(t *testing.T) {
	s := apptest.New(t)
	cases := []struct {
		contentType, body string
		status            int
	}{
		{"application/json", `{"email": "demo@aspirant.test", "password":`, 400},
		{"application/json", `"just a string"`, 400},
		{"application/x-www-form-urlencoded", "email=%zz", 400},
		{"application/json", `{"email":"` + strings.Repeat("a", 2<<20) + `"}`, 413},
		{"text/csv", "email,password", 415},
	}
	for _, c := range cases {
		res := s.Call(t, "POST", "/api/v1/login", strings.NewReader(c.body), "Content-Type", c.contentType)
		if res.Status != c.status || res.Message() == "" {
			t.Errorf("%s %.40q: %d %s, want %d", c.contentType, c.body, res.Status, res.Body, c.status)
		}
	}
}

func TestPublicFilesOnly(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	pdf := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), 600)...)
	doc, err := s.App.Media.Save(ctx, media.Document, "answer.pdf", bytes.NewReader(pdf), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.App.Media.Save(ctx, media.Image, "evil.jpg", strings.NewReader("<svg onload=alert(1)>"), 0); err != media.ErrUnsupportedType {
		t.Fatalf("an SVG named .jpg was accepted as an image: %v", err)
	}
	for _, path := range []string{
		"/files/" + doc.StorageKey,   // a private document
		"/files/demo/nothing.jpg",    // unknown
		"/files/demo/../aspirant.db", // climbing out
		"/files/%2e%2e/%2e%2e/etc/passwd",
		"/files/DEMO/carousel/hero-pcs.jpg",
	} {
		res, err := http.Get(s.URL + path) // follows the mux's redirect to the cleaned path
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 404 {
			t.Errorf("%s: %d", path, res.StatusCode)
		}
	}
	res := s.Get(t, "/files/demo/carousel/hero-pcs.jpg", "Range", "bytes=0-99")
	if res.Status != 206 || len(res.Body) != 100 {
		t.Fatalf("range request: %d, %d bytes", res.Status, len(res.Body))
	}
	if !strings.Contains(res.Header.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("stored files must be sandboxed: %q", res.Header.Get("Content-Security-Policy"))
	}
}

func TestWebAppRoutingAndCaching(t *testing.T) {
	s := apptest.New(t)
	res := s.Get(t, "/prelims-tests/library/abc")
	if res.Status != 200 || !strings.Contains(string(res.Body), `<div id=root>`) || res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("deep link: %d %q %.80s", res.Status, res.Header.Get("Cache-Control"), res.Body)
	}
	res = s.Get(t, "/assets/index-abc123.js", "Accept-Encoding", "gzip")
	if res.Status != 200 || res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("hashed asset: %d %q %q", res.Status, res.Header.Get("Cache-Control"), res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(res.Body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if string(plain) != string(apptest.WebApp["assets/index-abc123.js"].Data) {
		t.Fatal("gzipped asset does not decompress to the file")
	}
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("asset type %q", res.Header.Get("Content-Type"))
	}
	if again := s.Get(t, "/assets/index-abc123.js", "Accept-Encoding", "gzip", "If-None-Match", res.Header.Get("ETag")); again.Status != 304 {
		t.Fatalf("conditional request: %d", again.Status)
	}
	// A browser that takes Brotli gets the build's .br form; a range request gets the plain bytes.
	br := s.Get(t, "/assets/index-abc123.js", "Accept-Encoding", "gzip, deflate, br")
	if br.Status != 200 || br.Header.Get("Content-Encoding") != "br" || string(br.Body) != string(apptest.WebApp["assets/index-abc123.js.br"].Data) ||
		br.Header.Get("ETag") == res.Header.Get("ETag") || !strings.Contains(br.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("brotli: %d %q %q", br.Status, br.Header.Get("Content-Encoding"), br.Header.Get("ETag"))
	}
	if part := s.Get(t, "/assets/index-abc123.js", "Accept-Encoding", "br", "Range", "bytes=0-6"); part.Status != 206 || string(part.Body) != "console" {
		t.Fatalf("range: %d %q", part.Status, part.Body)
	}
	if res := s.Get(t, "/assets/index-old999.js"); res.Status != 404 {
		t.Fatalf("a missing chunk must be a 404, not the app: %d", res.Status)
	}
	if res := s.Get(t, "/index.html"); res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("index.html must never be cached: %q", res.Header.Get("Cache-Control"))
	}
	if res := s.Call(t, "POST", "/notes", strings.NewReader("x"), "Content-Type", "text/plain"); res.Status != 405 {
		t.Fatalf("POST to a page: %d", res.Status)
	}
}

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	s := apptest.New(t)
	for _, path := range []string{"/", "/api/v1/dynamic-content/carousels", "/api/v1/nope", "/files/demo/carousel/hero-pcs.jpg"} {
		res := s.Get(t, path)
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") && !strings.Contains(csp, "sandbox") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" || res.Header.Get("X-Request-Id") == "" {
			t.Errorf("%s: headers %v", path, res.Header)
		}
	}
}

// metricsText is what Prometheus scrapes from the operator's address.
func metricsText(s *apptest.Server) string {
	rec := httptest.NewRecorder()
	s.App.Metrics.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	return rec.Body.String()
}

func TestHealthReadinessAndMetrics(t *testing.T) {
	s := apptest.New(t)
	if res := s.Get(t, "/healthz"); res.Status != 200 {
		t.Fatalf("healthz %d", res.Status)
	}
	if res := s.Get(t, "/readyz"); res.Status != 200 || res.JSON["database"] != testutil.Kind() {
		t.Fatalf("readyz %d %s", res.Status, res.Body)
	}
	s.Get(t, "/api/v1/dynamic-content/faqs")
	s.Get(t, "/api/v1/made-up/path/123")
	s.Get(t, "/api/v1/modules/user/profile", "token", "not-a-session")
	// Metrics are served on the operator's own address, never on the public one.
	if res := s.Get(t, "/metrics"); res.Status != http.StatusNotFound {
		t.Fatalf("public /metrics: %d, want 404", res.Status)
	}
	text := metricsText(s)
	for _, want := range []string{
		`aspirant_http_requests_total{code="200",method="GET",route="GET /api/v1/dynamic-content/faqs"} 1`,
		`aspirant_http_request_duration_seconds_bucket{route="GET /api/v1/dynamic-content/faqs",le="0.5"} 1`,
		`aspirant_http_requests_total{code="404",method="GET",route="/api/"} 1`,
		`aspirant_http_requests_total{code="401",method="GET",route="GET /api/v1/modules/user/profile"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if strings.Contains(text, "made-up") {
		t.Error("metrics must label by route pattern, not by the path a client sent")
	}

	// Readiness follows the database.
	s.DB.Close()
	if res := s.Get(t, "/readyz"); res.Status != 503 || res.Message() == "" {
		t.Fatalf("readyz with the database closed: %d %s", res.Status, res.Body)
	}
}
