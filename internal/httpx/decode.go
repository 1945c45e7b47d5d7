package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/go-playground/form/v4"

	"aspirant/internal/platform/locale"
)

// BodyLimit is the largest body Decode accepts; uploads say their own limit.
const BodyLimit = 1 << 20

var formDecoder = func() *form.Decoder {
	d := form.NewDecoder()
	d.SetTagName("form")
	d.SetMaxArraySize(1000)
	return d
}()

// Decode reads the request's fields into dst, a pointer to a struct whose fields carry
// `form:"name"` tags. Fields come from the query string and from the body, which may be
// form-urlencoded (the web app's default), JSON or multipart; a body field wins over a query
// field of the same name. In JSON, nested objects and lists of objects arrive as their JSON text
// (the contract's `answers`), lists of plain values as repeated fields.
func Decode(w http.ResponseWriter, r *http.Request, dst any) error {
	return decode(w, r, dst, BodyLimit)
}

// DecodeMultipart is Decode for upload routes, with their own size limit. The files are then
// in r.MultipartForm.
func DecodeMultipart(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	return decode(w, r, dst, limit)
}

// Values reads the request's fields as Decode does, without a struct: for handlers whose
// fields are known only at run time (the admin console's resources). Files, for a multipart
// body, are then in r.MultipartForm.
func Values(w http.ResponseWriter, r *http.Request, limit int64) (url.Values, error) {
	return readValues(w, r, limit)
}

func decode(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	values, err := readValues(w, r, limit)
	if err != nil {
		return err
	}
	if err := decodeForm(dst, values); err != nil {
		var decodeErrs form.DecodeErrors
		if errors.As(err, &decodeErrs) {
			fields := Fields{}
			for name := range decodeErrs {
				fields.Set(name, "This value has the wrong type.")
			}
			return &Error{Status: http.StatusBadRequest, Message: locale.T("Some fields could not be read."), Fields: fields}
		}
		return Errorf(http.StatusBadRequest, "The request could not be read.")
	}
	return nil
}

// decodeForm fills dst from values. The form library panics on some field names a client can
// send (a lone "[" in a key, found by FuzzDecode): such a request is unreadable, not a crash.
func decodeForm(dst any, values url.Values) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("unreadable field names: %v", p)
		}
	}()
	return formDecoder.Decode(dst, values)
}

func readValues(w http.ResponseWriter, r *http.Request, limit int64) (url.Values, error) {
	values := r.URL.Query()
	if r.Body == nil || r.Body == http.NoBody || r.ContentLength == 0 {
		return values, nil
	}
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil && r.Header.Get("Content-Type") != "" {
		return nil, unsupported()
	}
	var body url.Values
	switch mediaType {
	case "application/x-www-form-urlencoded":
		raw, err := io.ReadAll(r.Body)
		if err != nil {
			return nil, readError(err, limit)
		}
		if body, err = url.ParseQuery(string(raw)); err != nil {
			return nil, Errorf(http.StatusBadRequest, "The form body could not be read.")
		}
	case "application/json":
		raw, err := io.ReadAll(r.Body)
		if err != nil {
			return nil, readError(err, limit)
		}
		if body, err = jsonValues(raw); err != nil {
			return nil, err
		}
	case "multipart/form-data":
		// Files beyond 8 MB spill to temporary files; the whole body is capped by limit. The files
		// are removed when the request ends (Observe), whatever the handler answers.
		if err := r.ParseMultipartForm(8 << 20); err != nil {
			return nil, readError(err, limit)
		}
		removeAtEnd(r)
		body = url.Values(r.MultipartForm.Value)
	case "":
		// A body with no type: read it as a form, as browsers and curl -d do.
		raw, err := io.ReadAll(r.Body)
		if err != nil {
			return nil, readError(err, limit)
		}
		if body, err = url.ParseQuery(string(raw)); err != nil {
			return nil, Errorf(http.StatusBadRequest, "The request body could not be read.")
		}
	default:
		return nil, unsupported()
	}
	for name, vs := range body {
		values[name] = vs
	}
	if err := checkText(values); err != nil {
		return nil, err
	}
	return values, nil
}

func unsupported() *Error {
	return Errorf(http.StatusUnsupportedMediaType,
		"Send the body as application/x-www-form-urlencoded, application/json or multipart/form-data.")
}

func readError(err error, limit int64) *Error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) || errors.Is(err, multipart.ErrMessageTooLarge) {
		return TooLarge(limit)
	}
	return Errorf(http.StatusBadRequest, "The request body could not be read.")
}

// TooLarge is the 413 answer for a body over limit bytes.
func TooLarge(limit int64) *Error {
	return Errorf(http.StatusRequestEntityTooLarge, "The request is too large: the limit is %s.", humanBytes(limit))
}

func humanBytes(n int64) locale.Message {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return locale.T("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return locale.T("%d KB", n>>10)
	default:
		return locale.T("%d bytes", n)
	}
}

// jsonValues flattens a JSON object into form values.
func jsonValues(raw []byte) (url.Values, error) {
	if !validJSONText(raw) {
		// Checked on the raw text: decoding would turn invalid UTF-8 into U+FFFD silently, and a
		// NUL inside a nested object would survive as \u0000 in that object's text.
		return nil, errNotText("request")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var obj map[string]any
	if err := dec.Decode(&obj); err != nil || dec.More() {
		return nil, Errorf(http.StatusBadRequest, "The request body is not a valid JSON object.")
	}
	values := url.Values{}
	for name, v := range obj {
		switch v := v.(type) {
		case nil:
			// null means "not sent".
		case []any:
			if allScalars(v) {
				for _, item := range v {
					values.Add(name, scalarText(item))
				}
			} else {
				text, _ := json.Marshal(v)
				values.Set(name, string(text))
			}
		case map[string]any:
			text, _ := json.Marshal(v)
			values.Set(name, string(text))
		default:
			values.Set(name, scalarText(v))
		}
	}
	return values, nil
}

func allScalars(items []any) bool {
	for _, item := range items {
		switch item.(type) {
		case []any, map[string]any, nil:
			return false
		}
	}
	return true
}

func scalarText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case json.Number:
		return v.String()
	case bool:
		if v {
			return "true"
		}
		return "false"
	default:
		return strings.TrimSpace(fmt.Sprint(v))
	}
}

// ReadJSON reads a JSON body of at most BodyLimit bytes into dst, for handlers whose input is
// nested JSON rather than fields. shape is the 400's message when the body is not such JSON.
func ReadJSON(w http.ResponseWriter, r *http.Request, dst any, shape locale.Message) error {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, BodyLimit))
	if err != nil {
		return readError(err, BodyLimit)
	}
	if !validJSONText(raw) {
		return errNotText("request")
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return &Error{Status: http.StatusBadRequest, Message: shape}
	}
	return nil
}

// PositiveID reads an id parameter (from a path, query or form), answering a 400 naming it when
// it is missing or not a positive whole number.
func PositiveID(raw, name string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil || id <= 0 {
		return 0, InvalidField(name, "Give a valid %s.", name)
	}
	return id, nil
}
