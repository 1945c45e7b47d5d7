package admin

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/translations"
)

// Staff write a translated field (Field.Translated) in English and in every other language of
// the registry (docs/product.md, "Languages of staff texts"). A record's answer carries them as
// translations: {"hi": {"name": "..."}, "mr": {...}}; a form sends each as its own field,
// translations.<language>.<field>, and a JSON body may send the same object as the answer. A
// text sent empty removes that translation: learners read the English again.

// translationKey is the form field, and the key of its message, of a field in a language.
func translationKey(language, field string) string {
	return "translations." + language + "." + field
}

func (r *Resource) translatedFields() []Field {
	var out []Field
	for _, f := range r.Fields {
		if f.Translated {
			out = append(out, f)
		}
	}
	return out
}

// translationChanges reads the translations sent, each by the rules of its English field but
// never required (English is the text every record must have), into language -> field -> text.
// Messages go into errs under the translation's key.
func (r *Resource) translationChanges(v url.Values, errs map[string]string) map[string]map[string]string {
	fields := r.translatedFields()
	if len(fields) == 0 {
		return nil
	}
	sent := map[string]string{}
	if raw := v.Get("translations"); raw != "" {
		var texts map[string]map[string]string
		if err := json.Unmarshal([]byte(raw), &texts); err != nil {
			errs["translations"] = `Translations must be an object of languages, each an object of texts: {"hi": {"name": "..."}}.`
			return nil
		}
		for language, byField := range texts {
			for field, text := range byField {
				sent[translationKey(language, field)] = text
			}
		}
	}
	for key, values := range v {
		if strings.HasPrefix(key, "translations.") && len(values) > 0 {
			sent[key] = values[0]
		}
	}
	known := map[string]bool{}
	changes := map[string]map[string]string{}
	for _, language := range translations.Languages() {
		row, _ := locale.Lookup(locale.Lang(language))
		for _, f := range fields {
			key := translationKey(language, f.Name)
			known[key] = true
			raw, ok := sent[key]
			if !ok {
				continue
			}
			f.Label, f.Required, f.Default = labelOf(f)+" in "+row.EnglishName, false, nil
			text, msg := f.parse(raw)
			if msg != "" {
				errs[key] = msg
				continue
			}
			if changes[language] == nil {
				changes[language] = map[string]string{}
			}
			changes[language][f.Name], _ = text.(string)
		}
	}
	for key := range sent {
		if !known[key] {
			errs[key] = "There is no such translated field: give translations.<language>.<field> for a language of the site other than English."
		}
	}
	return changes
}

// withTranslations adds each record's translations to its answer.
func (r *Resource) withTranslations(ctx context.Context, q db.Q, records ...map[string]any) error {
	if len(r.translatedFields()) == 0 || len(records) == 0 {
		return nil
	}
	ids := make([]int64, len(records))
	for i, rec := range records {
		ids[i], _ = asInt(rec["id"])
	}
	texts, err := translations.Of(ctx, q, r.Table, ids...)
	if err != nil {
		return err
	}
	for i, rec := range records {
		rec["translations"] = texts[ids[i]]
	}
	return nil
}

// untranslatedEnglish refuses a record with a translation of a field whose English text is
// empty: English is the text every record has, and the one learners fall back to.
func (r *Resource) untranslatedEnglish(rec map[string]any) error {
	texts, _ := rec["translations"].(translations.Texts)
	errs := map[string]string{}
	for _, f := range r.translatedFields() {
		if english, _ := rec[f.Name].(string); strings.TrimSpace(english) != "" {
			continue
		}
		for language := range texts {
			if texts.Text(language, f.Name) != "" {
				errs[translationKey(language, f.Name)] = "Write the English " + strings.ToLower(labelOf(f)) +
					" first: every text has English, which learners read where their language has none."
			}
		}
	}
	if len(errs) > 0 {
		return invalid(errs)
	}
	return nil
}
