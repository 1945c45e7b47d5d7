package httpx_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
)

// FuzzDecode sends any body, of any of the types a client may claim, through Decode: it must
// answer either the fields as text or a 4xx *httpx.Error, and never panic. `make fuzz` runs it
// for minutes; `make test` runs the seeds.
func FuzzDecode(f *testing.F) {
	for _, seed := range []struct{ contentType, body, query string }{
		{"application/x-www-form-urlencoded", "name=Asha&age=21&agreed=on&tags=a&tags=b", ""},
		{"application/x-www-form-urlencoded", "name=%00&age=x", "source=app"},
		{"application/x-www-form-urlencoded", "name=%ff%fe", ""},
		{"application/json", `{"name":"आशा","age":21,"tags":["a","b"],"answers":[{"questionId":1,"selectedOption":"2"}]}`, ""},
		{"application/json", `{"name":"a\u0000b"}`, ""},
		{"application/json", `{"name":{"nested":[1,{"x":null}]},"age":1e400}`, ""},
		{"application/json", `[1,2,3]`, ""},
		{"application/json", `{"name":"x"} {"name":"y"}`, ""},
		{"multipart/form-data; boundary=XX", "--XX\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nRavi\r\n--XX--\r\n", ""},
		{"multipart/form-data", "--XX\r\n", ""},
		{"", "name=Asha", "age=3"},
		{"text/plain", "hello", ""},
		{"application/x-www-form-urlencoded; charset=\x00", "a=b", ""},
	} {
		f.Add(seed.contentType, seed.body, seed.query)
	}
	f.Fuzz(func(t *testing.T, contentType, body, query string) {
		req, err := http.NewRequest(http.MethodPost, "/api/v1/echo", strings.NewReader(body))
		if err != nil {
			return
		}
		req.URL.RawQuery = query
		req.Header.Set("Content-Type", contentType)
		var into enquiry
		err = httpx.Decode(httptest.NewRecorder(), req, &into)
		if err != nil {
			var e *httpx.Error
			if !errors.As(err, &e) || e.Status < 400 || e.Status > 499 {
				t.Fatalf("Decode answered %v, want a 4xx *httpx.Error", err)
			}
			return
		}
		for _, s := range []string{into.Name, into.Answers, into.Source} {
			if !httpx.ValidText(s) {
				t.Fatalf("Decode let through text that is not text: %q", s)
			}
		}
		for _, s := range into.Tags {
			if !httpx.ValidText(s) {
				t.Fatalf("Decode let through a tag that is not text: %q", s)
			}
		}
	})
}

// FuzzReadJSON checks the reader of handlers whose input is nested JSON.
func FuzzReadJSON(f *testing.F) {
	for _, seed := range []string{`{"description":"Q","options":["a","b"],"correct":1}`, `{"description":"\u0000"}`,
		"{\"description\":\"\xff\"}", `{"options":[1,2]}`, `null`, ``, `{"correct":"1"}`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/admin/questions/1", strings.NewReader(body))
		var into struct {
			Description string   `json:"description"`
			Options     []string `json:"options"`
			Correct     int      `json:"correct"`
		}
		err := httpx.ReadJSON(httptest.NewRecorder(), req, &into, locale.T("Send JSON."))
		if err != nil {
			var e *httpx.Error
			if !errors.As(err, &e) || e.Status < 400 || e.Status > 499 {
				t.Fatalf("ReadJSON answered %v, want a 4xx *httpx.Error", err)
			}
			return
		}
		text := append([]string{into.Description}, into.Options...)
		for _, s := range text {
			if !httpx.ValidText(s) {
				t.Fatalf("ReadJSON let through text that is not text: %q", s)
			}
		}
	})
}
