// Package locale is the language of the server's words to a learner: which language a request
// asks for (Accept-Language, else the learner's saved choice), and the messages a learner reads
// (validation, errors, success notes, e-mail) in each language of the registry (registry.go;
// docs/product.md, "Languages of the server's messages").
//
// A message is written once, in English, where its rule is; the English text is its key in each
// language's catalogue (messages/<code>.json), as gettext does. A message with values in it keeps its
// format and arguments until it is written out, so each language's format is filled with the same
// values: nothing is translated by picking a finished sentence apart.
package locale

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"golang.org/x/text/language"
)

// Lang is a language the server writes in: the code of a row of the registry.
type Lang string

// English is the language every text has, and the one used when nothing else is asked for.
const English Lang = "en"

// Parse reads a saved or sent language code ("en", "hi"); ok is false for a code the registry
// does not have.
func Parse(code string) (Lang, bool) {
	l := Lang(strings.ToLower(strings.TrimSpace(code)))
	if _, ok := current.byCode[l]; ok {
		return l, true
	}
	return English, false
}

// FromAcceptLanguage answers the language an Accept-Language header prefers among the registry's,
// by its q-values: "hi-IN,hi;q=0.9,en;q=0.8" is Hindi, "en-US,en;q=0.9,hi;q=0.5" English.
// ok is false when the header names none of them (or cannot be read): the request states
// no preference, and English is the answer.
func FromAcceptLanguage(header string) (Lang, bool) {
	if strings.TrimSpace(header) == "" || len(header) > 1000 {
		return English, false
	}
	tags, _, err := language.ParseAcceptLanguage(header) // sorted by q, highest first; q=0 dropped
	if err != nil {
		return English, false
	}
	for _, tag := range tags {
		base, _ := tag.Base()
		if l, ok := Parse(base.String()); ok {
			return l, true
		}
	}
	return English, false
}

type ctxKey int

const langKey ctxKey = 0

// choice is a request's language and whether the request stated it (its header), as opposed
// to the default: a stated language wins over the learner's saved choice.
type choice struct {
	lang   Lang
	stated bool
}

// Negotiate puts the language of each request's Accept-Language header into its context.
func Negotiate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		lang, stated := FromAcceptLanguage(r.Header.Get("Accept-Language"))
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), langKey, choice{lang, stated})))
	})
}

// With answers ctx in language l, as if the request had stated it.
func With(ctx context.Context, l Lang) context.Context {
	return context.WithValue(ctx, langKey, choice{l, true})
}

// WithSaved answers ctx in the learner's saved language, unless the request stated its own.
func WithSaved(ctx context.Context, saved string) context.Context {
	l, ok := Parse(saved)
	if c, _ := ctx.Value(langKey).(choice); !ok || c.stated {
		return ctx
	}
	return context.WithValue(ctx, langKey, choice{l, false})
}

// Of answers the language of the request ctx belongs to: English unless it asked otherwise.
func Of(ctx context.Context) Lang {
	c, _ := ctx.Value(langKey).(choice)
	if c.lang == "" {
		return English
	}
	return c.lang
}

// Stated answers the language the request's header asked for, and whether it asked for one.
func Stated(ctx context.Context) (Lang, bool) {
	c, _ := ctx.Value(langKey).(choice)
	return c.lang, c.stated
}

// Message is a text a learner reads: its English format, which is its key in the catalogue,
// and the values of its placeholders. Arguments that are Messages themselves (a field's label,
// "5 minutes"), or other Localized values (a date), are written in the message's language too.
type Message struct {
	format  string
	args    []any
	raw     bool   // format is finished text, not a format (Raw)
	english string // the message in English, made once
}

// T is a message: English format and arguments, as fmt.Sprintf takes them (go vet checks its
// calls as it checks Sprintf's). Every literal passed to T is a key of the catalogue; a test
// fails when a learner's message is missing from a catalogue.
func T(format string, args ...any) Message {
	return Message{format: format, args: args, english: fmt.Sprintf(format, args...)}
}

// Raw is a message of finished English text (a label or a message built elsewhere), looked up
// in the catalogue as it is and never read as a format.
func Raw(text string) Message { return Message{format: text, raw: true, english: text} }

// IsZero reports whether m is no message.
func (m Message) IsZero() bool { return m.format == "" && m.english == "" }

// String is the message in English.
func (m Message) String() string { return m.english }

// In is the message in language l; text without a translation stays English.
func (m Message) In(l Lang) string {
	if l == English {
		return m.english
	}
	format := Translate(l, m.format)
	if m.raw {
		return format
	}
	args := make([]any, len(m.args))
	for i, a := range m.args {
		if inner, ok := a.(Localized); ok {
			args[i] = inner.In(l)
		} else {
			args[i] = a
		}
	}
	return fmt.Sprintf(format, args...)
}

// MarshalText writes the message in English (logs, and JSON written without a request).
func (m Message) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Translate answers english in language l, or english itself when the catalogue has no entry.
func Translate(l Lang, english string) string {
	if text, ok := current.catalogues[l][english]; ok {
		return text
	}
	return english
}

// Has reports whether the catalogue of language l has english.
func Has(l Lang, english string) bool {
	_, ok := current.catalogues[l][english]
	return ok
}
