package httpx

import (
	"bytes"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// Text a client sends must be text: valid UTF-8 without NUL bytes. No form can type either;
// PostgreSQL refuses to store them, and SQLite would store what no page can show. Such input is
// refused with a 400 wherever it arrives: the path, the query string, a form, JSON or multipart
// field (decode.go), or a JSON body a handler reads itself (ReadJSON).

// ValidText reports whether s is text a field may hold.
func ValidText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

func validJSONText(raw []byte) bool {
	return utf8.Valid(raw) && !bytes.Contains(raw, []byte(`\u0000`))
}

// errNotText is the answer for a field that is not text.
func errNotText(field string) *Error {
	if !ValidText(field) {
		field = "request"
	}
	return &Error{Status: http.StatusBadRequest, Message: locale.T("Some fields contain characters that are not text."),
		Fields: Fields{field: locale.T("This field contains characters that are not text (invalid UTF-8 or a NUL byte).")}}
}

// checkText refuses values whose names or contents are not text.
func checkText(values url.Values) error {
	for name, vs := range values {
		if !ValidText(name) {
			return errNotText(name)
		}
		for _, v := range vs {
			if !ValidText(v) {
				return errNotText(name)
			}
		}
	}
	return nil
}

// RefuseBadText answers 400 to an API request whose path or query string is not text, or whose
// query string cannot be read, before any handler sees it: handlers read path values and query
// parameters directly, and a NUL in a slug or a search must not reach the database.
func RefuseBadText(next http.Handler) http.Handler {
	return Handler(func(w http.ResponseWriter, r *http.Request) error {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return nil
		}
		if !ValidText(r.URL.Path) {
			return errNotText("path")
		}
		query, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return Errorf(http.StatusBadRequest, "The query string could not be read.")
		}
		if err := checkText(query); err != nil {
			return err
		}
		next.ServeHTTP(w, r)
		return nil
	})
}

// MaxSearchLength bounds search text. Nobody searches with more; a LIKE pattern of tens of
// thousands of characters is refused by SQLite ("pattern too complex") and costs a scan of
// the table per character on every database.
const MaxSearchLength = 100

// CleanText is how stored and searched text is read: trimmed, its line breaks one kind (\n, as a
// browser, Word or a CSV saved on Windows may send \r\n), and in Unicode's normal form C.
// Keyboards and pasted text write some Hindi letters in two ways (the nukta letter ज़ as one code
// point or as ज + ़); in one form a title saved one way is found by a word typed the other way.
// Text that is not valid UTF-8 is only trimmed: the callers refuse it.
func CleanText(raw string) string {
	text := stafftext.Normalize(strings.TrimSpace(raw))
	if !utf8.ValidString(text) {
		return text
	}
	return norm.NFC.String(text)
}

// SearchText reads a search parameter (CleanText), at most MaxSearchLength characters.
func SearchText(raw, name string) (string, error) {
	text := CleanText(raw)
	if utf8.RuneCountInString(text) > MaxSearchLength {
		return "", InvalidField(name, "Search text must be at most %d characters.", MaxSearchLength)
	}
	return text, nil
}

// TooLong answers whether s has more than limit characters (not bytes: a Hindi name takes
// three bytes a letter).
func TooLong(s string, limit int) bool {
	return utf8.RuneCountInString(s) > limit
}

// TextRule is how a text field of a form is read: every decoder that checks text fields reads
// them through Fields.Text, so trimming, the UTF-8 and NUL check, counting characters and the
// messages are one rule.
type TextRule struct {
	Label    locale.Message // names the field in the default messages ("Name")
	Required bool
	Max      int  // characters; 0: no limit
	OneLine  bool // no line breaks
	// Missing and TooLong replace the default messages ("Name is required.", "Name must be at
	// most 100 characters.") where the product words them otherwise.
	Missing, TooLong locale.Message
}

// Check answers value cleaned (CleanText), or the field's message when it breaks the rule (a zero Message
// when it does not).
func (r TextRule) Check(value string) (string, locale.Message) {
	value = CleanText(value)
	switch {
	case !ValidText(value):
		return value, locale.T("%s contains characters that are not text.", r.Label)
	case value == "" && r.Required:
		if !r.Missing.IsZero() {
			return value, r.Missing
		}
		return value, locale.T("%s is required.", r.Label)
	case r.Max > 0 && TooLong(value, r.Max):
		if !r.TooLong.IsZero() {
			return value, r.TooLong
		}
		return value, locale.T("%s must be at most %s characters.", r.Label, thousands(r.Max))
	case r.OneLine && strings.ContainsAny(value, "\r\n"):
		return value, locale.T("%s must be one line.", r.Label)
	}
	return value, locale.Message{}
}

// Fields collects a form's messages, one per field, as its fields are read.
type Fields map[string]locale.Message

// Set records a field's message (locale.T's format and arguments).
func (f Fields) Set(name, format string, args ...any) { f[name] = locale.T(format, args...) }

// In answers the messages in language l, as the answer's "errors" object.
func (f Fields) In(l locale.Lang) map[string]string {
	out := make(map[string]string, len(f))
	for name, m := range f {
		out[name] = m.In(l)
	}
	return out
}

// Text trims the field *value in place and records its message when it breaks the rule. It
// answers whether the field is fine (so that further checks, such as a format, can follow).
func (f Fields) Text(name string, value *string, rule TextRule) bool {
	var msg locale.Message
	*value, msg = rule.Check(*value)
	if !msg.IsZero() {
		f[name] = msg
		return false
	}
	return true
}

// Err answers the 400 for the messages collected, or nil when there are none.
func (f Fields) Err() error {
	if len(f) == 0 {
		return nil
	}
	return Invalid(f)
}

// thousands writes n with commas between thousands: 20000 is "20,000".
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
