package httpx_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"aspirant/internal/httpx"
)

type enquiry struct {
	Name    string   `form:"name"`
	Age     int      `form:"age"`
	Agreed  bool     `form:"agreed"`
	Tags    []string `form:"tags"`
	Answers string   `form:"answers"`
	Source  string   `form:"source"`
}

// echo decodes the request and answers what it read, the way every handler will.
func echo(limit int64) http.Handler {
	return httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		var in enquiry
		var err error
		if limit > 0 {
			err = httpx.DecodeMultipart(w, r, &in, limit)
		} else {
			err = httpx.Decode(w, r, &in)
		}
		if err != nil {
			return err
		}
		httpx.OK(w, httpx.M{"in": in})
		return nil
	})
}

func call(t *testing.T, h http.Handler, method, target, contentType string, body io.Reader) (int, map[string]any) {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	req, _ := http.NewRequest(method, srv.URL+target, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("answer is %q, not JSON", ct)
	}
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("answer is not JSON: %v", err)
	}
	if int(out["status"].(float64)) != res.StatusCode {
		t.Fatalf("body status %v differs from HTTP status %d", out["status"], res.StatusCode)
	}
	return res.StatusCode, out
}

func TestDecodeReadsEveryBodyKind(t *testing.T) {
	var multi bytes.Buffer
	mw := multipart.NewWriter(&multi)
	_ = mw.WriteField("name", "Meera")
	_ = mw.WriteField("age", "24")
	_ = mw.WriteField("agreed", "1")
	_ = mw.WriteField("tags", "gs")
	_ = mw.WriteField("tags", "csat")
	_ = mw.WriteField("answers", `[{"questionId":1,"selectedOption":2}]`)
	mw.Close()

	cases := []struct {
		name, contentType string
		body              string
	}{
		{"form", "application/x-www-form-urlencoded", "name=Meera&age=24&agreed=1&tags=gs&tags=csat&answers=%5B%7B%22questionId%22%3A1%2C%22selectedOption%22%3A2%7D%5D"},
		{"json", "application/json", `{"name":"Meera","age":24,"agreed":true,"tags":["gs","csat"],"answers":[{"questionId":1,"selectedOption":2}],"ignored":null}`},
		{"multipart", mw.FormDataContentType(), multi.String()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, out := call(t, echo(0), "POST", "/?source=query&name=Overridden", c.contentType, strings.NewReader(c.body))
			if status != 200 {
				t.Fatalf("status %d: %v", status, out)
			}
			in := out["in"].(map[string]any)
			if in["Name"] != "Meera" || in["Age"].(float64) != 24 || in["Agreed"] != true || in["Source"] != "query" {
				t.Fatalf("read %v", in)
			}
			if tags := in["Tags"].([]any); len(tags) != 2 || tags[0] != "gs" || tags[1] != "csat" {
				t.Fatalf("tags %v", in["Tags"])
			}
			var answers []map[string]any
			if err := json.Unmarshal([]byte(in["Answers"].(string)), &answers); err != nil || len(answers) != 1 || answers[0]["selectedOption"].(float64) != 2 {
				t.Fatalf("answers %q: %v", in["Answers"], err)
			}
		})
	}
}

func TestDecodeRefusesBadBodies(t *testing.T) {
	big := strings.Repeat("a", httpx.BodyLimit+1)
	cases := []struct {
		name, contentType, body string
		limit                   int64
		status                  int
		field                   string
	}{
		{"malformed JSON", "application/json", `{"name": "Meera"`, 0, 400, ""},
		{"JSON that is not an object", "application/json", `["Meera"]`, 0, 400, ""},
		{"two JSON values", "application/json", `{"name":"a"}{"name":"b"}`, 0, 400, ""},
		{"malformed form", "application/x-www-form-urlencoded", "name=%zz", 0, 400, ""},
		{"number field with text", "application/x-www-form-urlencoded", "age=twenty", 0, 400, "age"},
		{"oversized form", "application/x-www-form-urlencoded", "name=" + big, 0, 413, ""},
		{"oversized JSON", "application/json", `{"name":"` + big + `"}`, 0, 413, ""},
		{"oversized multipart", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"f\"; filename=\"a.pdf\"\r\n\r\n" + strings.Repeat("b", 2048) + "\r\n--x--\r\n", 1024, 413, ""},
		{"unknown type", "text/xml", "<name>Meera</name>", 0, 415, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, out := call(t, echo(c.limit), "POST", "/", c.contentType, strings.NewReader(c.body))
			if status != c.status {
				t.Fatalf("status %d, want %d: %v", status, c.status, out)
			}
			if msg, _ := out["message"].(string); msg == "" {
				t.Fatalf("no message: %v", out)
			}
			if c.field != "" {
				if errs, _ := out["errors"].(map[string]any); errs[c.field] == nil {
					t.Fatalf("no error for field %s: %v", c.field, out)
				}
			}
		})
	}
}

func TestPlainErrorsBecomeSafe500s(t *testing.T) {
	var logged bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logged, nil))
	h := httpx.Observe(log, httpx.NewMetrics(), httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		return errors.New("pq: password authentication failed for user secret")
	}))
	status, out := call(t, h, "GET", "/", "", nil)
	if status != 500 || strings.Contains(out["message"].(string), "secret") {
		t.Fatalf("status %d, body %v", status, out)
	}
	if !strings.Contains(logged.String(), "password authentication failed") || !strings.Contains(logged.String(), "request_id=") {
		t.Fatalf("the cause was not logged with the request id: %s", logged.String())
	}
}

func TestPanicsAreRecoveredAndLogged(t *testing.T) {
	var logged bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logged, nil))
	h := httpx.Observe(log, httpx.NewMetrics(), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m map[string]int
		m["boom"]++ // a nil-map write: a real bug, not a staged panic value
	}))
	status, out := call(t, h, "GET", "/", "", nil)
	if status != 500 || out["message"] == "" {
		t.Fatalf("status %d, body %v", status, out)
	}
	if !strings.Contains(logged.String(), "panic while serving") || !strings.Contains(logged.String(), "assignment to entry in nil map") {
		t.Fatalf("panic not logged: %s", logged.String())
	}
}

func TestRequestIDIsKeptOnlyWhenItLooksLikeOne(t *testing.T) {
	h := httpx.Observe(slog.New(slog.DiscardHandler), httpx.NewMetrics(), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, httpx.RequestID(r.Context()))
	}))
	for given, keep := range map[string]bool{"abc123-def456": true, "bad id\nforged=log": false, "": false} {
		req := httptest.NewRequest("GET", "/", nil)
		req.Header.Set("X-Request-Id", given)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		got := rec.Body.String()
		if (got == given) != keep || got == "" || rec.Header().Get("X-Request-Id") != got {
			t.Errorf("given %q: request id %q", given, got)
		}
	}
}

func TestClientIPBelievesOnlyTrustedProxies(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	cases := []struct {
		remote, forwarded, want string
		trusted                 []netip.Prefix
	}{
		{"203.0.113.9:5000", "1.2.3.4", "203.0.113.9", nil},                 // no proxies trusted: header ignored
		{"203.0.113.9:5000", "1.2.3.4", "203.0.113.9", trusted},             // not from a trusted proxy
		{"10.0.0.2:5000", "1.2.3.4", "1.2.3.4", trusted},                    // one trusted hop
		{"10.0.0.2:5000", "6.6.6.6, 1.2.3.4, 10.0.0.7", "1.2.3.4", trusted}, // forged left part skipped
		{"10.0.0.2:5000", "garbage", "10.0.0.2", trusted},
	}
	for _, c := range cases {
		var got string
		h := httpx.TrustProxies(c.trusted, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = httpx.ClientIP(r) }))
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = c.remote
		req.Header.Set("X-Forwarded-For", c.forwarded)
		h.ServeHTTP(httptest.NewRecorder(), req)
		if got != c.want {
			t.Errorf("remote %s, forwarded %q: client %s, want %s", c.remote, c.forwarded, got, c.want)
		}
	}
}
