package admin

// The languages an item is set in, as the console writes and names them (docs/product.md,
// "Languages of a test" and "Languages of notes, tests and videos"): any list of the registry's
// languages, the first first, so that a language added to the registry is offered without a
// change here (docs/architecture.md, "Adding a language").

import (
	"fmt"
	"slices"
	"strings"

	"aspirant/internal/platform/locale"
	"aspirant/internal/wire"
)

// languageList checks a sent list of languages ("en,hi") against the registry and answers it as
// stored, or the field's message.
func languageList(label, raw string) (string, string) {
	var codes []string
	for _, part := range strings.Split(raw, ",") {
		code, ok := locale.Parse(strings.TrimSpace(part))
		if !ok {
			return "", fmt.Sprintf("%s must be languages of %s, separated by commas, such as en,hi.", label, registryCodes())
		}
		if slices.Contains(codes, string(code)) {
			return "", fmt.Sprintf("%s names %s twice.", label, code)
		}
		codes = append(codes, string(code))
	}
	return strings.Join(codes, ","), ""
}

// registryCodes lists the registry's codes: "en, hi, mr".
func registryCodes() string {
	codes := make([]string, 0, len(locale.Languages()))
	for _, l := range locale.Languages() {
		codes = append(codes, string(l.Code))
	}
	return strings.Join(codes, ", ")
}

// languageChoices are the lists the console's form offers: each language alone, English with
// each other language, and English with all of them.
func languageChoices() []Choice {
	var choices []Choice
	var others []string
	add := func(codes ...string) {
		stored := strings.Join(codes, ",")
		choices = append(choices, Choice{stored, languagesLabel(stored)})
	}
	for _, l := range locale.Languages() {
		add(string(l.Code))
		if l.Code != locale.English {
			others = append(others, string(l.Code))
		}
	}
	for _, other := range others {
		add(wire.English, other)
	}
	if len(others) > 1 {
		add(append([]string{wire.English}, others...)...)
	}
	return choices
}

// languagesLabel names stored languages as staff read them: "English, Hindi and Marathi".
func languagesLabel(stored string) string {
	var names []string
	for _, code := range wire.SplitLanguages(stored) {
		name := code
		if row, ok := locale.Lookup(locale.Lang(code)); ok {
			name = row.EnglishName
		}
		names = append(names, name)
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
