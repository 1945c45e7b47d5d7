package httpx

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// Encoded is a 200 JSON answer encoded and compressed once, for an answer that thousands of
// callers get alike (a test's questions at an all-India opening): the server then neither
// encodes nor compresses it per request (docs/performance.md).
type Encoded struct {
	json, gzip []byte
}

// Encode encodes a named answer type (a pointer to a struct embedding Status) as a 200, as
// Answer would write it, and its gzip.
func Encode(answer interface{ answeredWith(int) }) (Encoded, error) {
	answer.answeredWith(http.StatusOK)
	raw, err := json.Marshal(answer)
	if err != nil {
		return Encoded{}, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression) // once, so the smallest
	if err != nil {
		return Encoded{}, err
	}
	if _, err := zw.Write(raw); err != nil {
		return Encoded{}, err
	}
	if err := zw.Close(); err != nil {
		return Encoded{}, err
	}
	return Encoded{json: raw, gzip: buf.Bytes()}, nil
}

// Write sends the answer, compressed when the client takes gzip. The compression middleware
// leaves an answer that already has a Content-Encoding alone.
func (e Encoded) Write(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Add("Vary", "Accept-Encoding")
	body := e.json
	if Accepts(r, "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = e.gzip
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

// Accepts reads the request's Accept-Encoding: the coding (gzip, br) or * listed without q=0.
func Accepts(r *http.Request, coding string) bool {
	return listed(r.Header.Get("Accept-Encoding"), coding, "*")
}

// AcceptsType reads the request's Accept: the media type (image/webp) named outright without
// q=0. Wildcards do not count: a browser that sends only */* may not decode the type.
func AcceptsType(r *http.Request, mediaType string) bool {
	return listed(r.Header.Get("Accept"), mediaType)
}

// listed reports whether a comma-separated header lists one of names without q=0.
func listed(header string, names ...string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if !slices.Contains(names, name) {
			continue
		}
		q := strings.ReplaceAll(strings.ToLower(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
