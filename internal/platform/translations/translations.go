// Package translations keeps what staff wrote in the learners' other languages: a record's
// texts beside its English ones, as rows of content_translations keyed by record, field and
// language (docs/decisions.md, "Translations of staff texts are rows"). English stays in the
// record's own columns: every text has it, and a learner reads it where their language has none
// (docs/product.md, "Languages of staff texts"). A language of the registry needs nothing here.
package translations

import (
	"context"
	"slices"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
)

// Texts are one record's translations: language code, then field, then text. Its JSON is the
// wire's `translations` beside a record's English texts: {"hi": {"name": "..."}, "mr": {...}}.
type Texts map[string]map[string]string

// Text answers the text of a field in a language, or "".
func (t Texts) Text(language, field string) string { return t[language][field] }

// Put sets a field's text in a language; an empty text is none.
func (t Texts) Put(language, field, text string) {
	if text == "" {
		return
	}
	if t[language] == nil {
		t[language] = map[string]string{}
	}
	t[language][field] = text
}

// Only answers the texts of the given fields, each made into what a learner reads by show (the
// same as the field's English text, such as sanitised HTML), under the wire's names: fields maps
// a stored field's name to the name the answer gives it.
func (t Texts) Only(fields map[string]string, show func(field, text string) string) Texts {
	out := Texts{}
	for language, texts := range t {
		for field, text := range texts {
			if name, ok := fields[field]; ok {
				if show != nil {
					text = show(field, text)
				}
				out.Put(language, name, text)
			}
		}
	}
	return out
}

// Languages answers the codes of the languages a text may be translated into: every language of
// the registry but English, in the registry's order.
func Languages() []string {
	var out []string
	for _, code := range locale.Codes() {
		if code != locale.English {
			out = append(out, string(code))
		}
	}
	return out
}

// Of answers the translations of records of an entity (its table, such as subscriptions), by id;
// a record without any answers an empty Texts.
func Of(ctx context.Context, q db.Q, entity string, ids ...int64) (map[int64]Texts, error) {
	out := make(map[int64]Texts, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := []any{entity}
	for _, id := range ids {
		args = append(args, id)
		out[id] = Texts{}
	}
	var rows []struct {
		ID       int64  `db:"entity_id"`
		Field    string `db:"field"`
		Language string `db:"language"`
		Text     string `db:"text"`
	}
	err := q.Select(ctx, &rows, `SELECT entity_id, field, language, text FROM content_translations
		WHERE entity = ? AND entity_id IN (`+db.Placeholders(len(ids))+`)`, args...)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID].Put(r.Language, r.Field, r.Text)
	}
	return out, nil
}

// Change writes a record's translations that were sent, in the caller's transaction: each text
// replaces the stored one, and an empty text removes it (the learner reads the English again).
// Fields and languages not in changes stay as they are.
func Change(ctx context.Context, q db.Q, entity string, id int64, changes map[string]map[string]string) error {
	for language, texts := range changes {
		for field, text := range texts {
			if _, err := q.Exec(ctx, `DELETE FROM content_translations WHERE entity = ? AND entity_id = ? AND field = ? AND language = ?`,
				entity, id, field, language); err != nil {
				return err
			}
			if strings.TrimSpace(text) == "" {
				continue
			}
			if _, err := q.Exec(ctx, `INSERT INTO content_translations (entity, entity_id, field, language, text) VALUES (?, ?, ?, ?, ?)`,
				entity, id, field, language, text); err != nil {
				return err
			}
		}
	}
	return nil
}

// Delete removes every translation of a record, in the transaction that deletes the record.
func Delete(ctx context.Context, q db.Q, entity string, id int64) error {
	_, err := q.Exec(ctx, `DELETE FROM content_translations WHERE entity = ? AND entity_id = ?`, entity, id)
	return err
}

// Fill sets the translations of each of items, records of an entity: of the given fields only
// (stored name -> the answer's name), each made into what a learner reads by show (nil: as
// written). at answers an item's id and where its translations go.
func Fill[T any](ctx context.Context, q db.Q, entity string, items []T, fields map[string]string,
	show func(field, text string) string, at func(item *T) (int64, *Texts)) error {
	ids := make([]int64, len(items))
	for i := range items {
		ids[i], _ = at(&items[i])
	}
	texts, err := Of(ctx, q, entity, ids...)
	if err != nil {
		return err
	}
	for i := range items {
		id, to := at(&items[i])
		*to = texts[id].Only(fields, show)
	}
	return nil
}

// Same names each field as itself: the fields of Fill whose answer keeps the stored names.
func Same(fields ...string) map[string]string {
	out := make(map[string]string, len(fields))
	for _, f := range fields {
		out[f] = f
	}
	return out
}

// Formatted is the show of Fill for records whose given fields are formatted text: those are made
// into sanitised HTML, as their English is (stafftext.HTML); the others stay as written.
func Formatted(fields ...string) func(field, text string) string {
	return func(field, text string) string {
		if slices.Contains(fields, field) {
			return stafftext.HTML(text)
		}
		return text
	}
}
