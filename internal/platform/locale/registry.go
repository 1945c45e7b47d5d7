package locale

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"
)

// The language registry (docs/architecture.md, "Adding a language"): every language the product
// speaks is a row of languages.json, and its server messages are messages/<code>.json, keyed by
// the English text as gettext does. Nothing else in Go names a language but English, the language
// every text must have. The web app reads the same rows (web/src/i18n/languages.ts).

// Language is one row of the registry.
type Language struct {
	Code        Lang   `json:"code"`        // ISO 639-1, as Accept-Language and the saved choice carry it
	Name        string `json:"name"`        // in itself, as the language switch offers it
	EnglishName string `json:"englishName"` // for staff and logs
	Script      string `json:"script"`      // ISO 15924 (Latn, Deva): which font draws it
	// Intl is the BCP 47 locale the browser formats numbers with (Indian grouping; Latin digits
	// where the language's default would be its own, as marks and option numbers are printed).
	Intl string `json:"intl"`
	// Months and DayPeriods write a date: "29 नवंबर 2026, सुबह 9:52". Without them a date is
	// written as in English.
	Months     []string    `json:"months,omitempty"`
	DayPeriods []DayPeriod `json:"dayPeriods,omitempty"`
	// ZeroIsMany reads a count of 0 with the plural ('0 पन्ने'), where the language's CLDR rule
	// puts 0 with 1 (Hindi's does): the app's texts take their many form for it.
	ZeroIsMany bool `json:"zeroIsMany,omitempty"`
}

// DayPeriod is the word put before a 12-hour clock time from an hour of the day (India time)
// until the next period's; the last runs through midnight to the first.
type DayPeriod struct {
	From int    `json:"from"`
	Word string `json:"word"`
}

// DayPeriod answers the word for an hour (0-23), or "" for a language without periods.
func (l Language) DayPeriod(hour int) string {
	if len(l.DayPeriods) == 0 {
		return ""
	}
	word := l.DayPeriods[len(l.DayPeriods)-1].Word
	for _, p := range l.DayPeriods {
		if hour >= p.From {
			word = p.Word
		}
	}
	return word
}

//go:embed languages.json messages/*.json
var files embed.FS

// registry is what load read: the rows in order and each language's catalogue.
type registry struct {
	languages  []Language
	byCode     map[Lang]Language
	catalogues map[Lang]map[string]string
}

var current = mustLoad(files)

func mustLoad(fsys fs.FS) registry {
	r, err := load(fsys)
	if err != nil {
		panic(err) // the files are embedded: a broken one fails every test, never a server
	}
	return r
}

var codePattern = regexp.MustCompile(`^[a-z]{2,3}$`)

// load reads a registry: languages.json and messages/<code>.json for every language but English
// (whose texts are the keys). It fails on a row without a code, a name or a script, on English
// missing or not first, on a code twice, and on a catalogue missing or naming an unknown language.
func load(fsys fs.FS) (registry, error) {
	r := registry{byCode: map[Lang]Language{}, catalogues: map[Lang]map[string]string{}}
	raw, err := fs.ReadFile(fsys, "languages.json")
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(raw, &r.languages); err != nil {
		return r, fmt.Errorf("languages.json: %w", err)
	}
	for i, l := range r.languages {
		switch {
		case !codePattern.MatchString(string(l.Code)):
			return r, fmt.Errorf("languages.json row %d: code %q is not an ISO 639 code", i+1, l.Code)
		case l.Name == "" || l.EnglishName == "" || l.Script == "" || l.Intl == "":
			return r, fmt.Errorf("languages.json: %s needs name, englishName, script and intl", l.Code)
		case len(l.Months) != 0 && len(l.Months) != 12:
			return r, fmt.Errorf("languages.json: %s has %d months", l.Code, len(l.Months))
		case (i == 0) != (l.Code == English):
			return r, fmt.Errorf("languages.json: English comes first, once")
		}
		if _, twice := r.byCode[l.Code]; twice {
			return r, fmt.Errorf("languages.json: %s twice", l.Code)
		}
		r.byCode[l.Code] = l
		if l.Code == English {
			continue
		}
		raw, err := fs.ReadFile(fsys, path.Join("messages", string(l.Code)+".json"))
		if err != nil {
			return r, fmt.Errorf("the %s messages: %w", l.EnglishName, err)
		}
		catalogue := map[string]string{}
		if err := json.Unmarshal(raw, &catalogue); err != nil {
			return r, fmt.Errorf("messages/%s.json: %w", l.Code, err)
		}
		r.catalogues[l.Code] = catalogue
	}
	if len(r.languages) == 0 {
		return r, fmt.Errorf("languages.json: no languages")
	}
	extra, _ := fs.Glob(fsys, "messages/*.json")
	for _, file := range extra {
		if _, ok := r.byCode[Lang(strings.TrimSuffix(path.Base(file), ".json"))]; !ok {
			return r, fmt.Errorf("%s: no such language in languages.json", file)
		}
	}
	return r, nil
}

// Languages answers the registry's rows, English first.
func Languages() []Language { return current.languages }

// Codes answers every language's code, English first.
func Codes() []Lang {
	out := make([]Lang, len(current.languages))
	for i, l := range current.languages {
		out[i] = l.Code
	}
	return out
}

// Lookup answers the row of a language.
func Lookup(l Lang) (Language, bool) {
	row, ok := current.byCode[l]
	return row, ok
}

// Choices lists the languages for a learner to choose from, each in itself with its code:
// "English (en), हिन्दी (hi), मराठी (mr)".
func Choices() string {
	names := make([]string, len(current.languages))
	for i, l := range current.languages {
		names[i] = fmt.Sprintf("%s (%s)", l.Name, l.Code)
	}
	return strings.Join(names, ", ")
}
