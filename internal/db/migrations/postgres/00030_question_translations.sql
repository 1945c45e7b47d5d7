-- A question's versions in a test's other languages are rows keyed by language (docs/product.md,
-- "Languages of a test"; docs/architecture.md, "Adding a language"), not a column per language:
-- the Hindi columns of 00005 move into them and go. The options stay one set of rows in every
-- language, so an answer is one answer whichever version it was read in; an option's text in a
-- language is a row beside it. The languages of prelims tests, notes, mains tests and videos may
-- be any comma list of the registry's codes, which the server checks (the CHECKs of 00005 and
-- 00008 named two languages): each column is copied and replaced, as 00029 did for users, since
-- both databases drop a column together with its own CHECK. The file of the other database, of
-- the same number, says the same.

-- +goose Up
CREATE TABLE prelims_question_translations (
    question_id      BIGINT NOT NULL REFERENCES prelims_questions (id) ON DELETE CASCADE,
    language         TEXT NOT NULL,
    description_html TEXT NOT NULL DEFAULT '',
    explanation_html TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (question_id, language)
);
CREATE TABLE prelims_option_translations (
    option_id BIGINT NOT NULL REFERENCES prelims_options (id) ON DELETE CASCADE,
    language  TEXT NOT NULL,
    text_html TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (option_id, language)
);

-- A Hindi version was a question's Hindi text with one Hindi text per option (all or none).
INSERT INTO prelims_question_translations (question_id, language, description_html, explanation_html)
    SELECT id, 'hi', description_html_hi, explanation_html_hi FROM prelims_questions WHERE description_html_hi <> '';
INSERT INTO prelims_option_translations (option_id, language, text_html)
    SELECT o.id, 'hi', o.text_html_hi FROM prelims_options o JOIN prelims_questions q ON q.id = o.question_id
    WHERE q.description_html_hi <> '';
ALTER TABLE prelims_options DROP COLUMN text_html_hi;
ALTER TABLE prelims_questions DROP COLUMN explanation_html_hi;
ALTER TABLE prelims_questions DROP COLUMN description_html_hi;

ALTER TABLE prelims_tests ADD COLUMN language_codes TEXT NOT NULL DEFAULT 'en';
UPDATE prelims_tests SET language_codes = languages;
ALTER TABLE prelims_tests DROP COLUMN languages;
ALTER TABLE prelims_tests RENAME COLUMN language_codes TO languages;
ALTER TABLE notes ADD COLUMN language_codes TEXT NOT NULL DEFAULT 'en';
UPDATE notes SET language_codes = languages;
ALTER TABLE notes DROP COLUMN languages;
ALTER TABLE notes RENAME COLUMN language_codes TO languages;
ALTER TABLE mains_tests ADD COLUMN language_codes TEXT NOT NULL DEFAULT 'en';
UPDATE mains_tests SET language_codes = languages;
ALTER TABLE mains_tests DROP COLUMN languages;
ALTER TABLE mains_tests RENAME COLUMN language_codes TO languages;
ALTER TABLE videos ADD COLUMN language_codes TEXT NOT NULL DEFAULT 'en';
UPDATE videos SET language_codes = languages;
ALTER TABLE videos DROP COLUMN languages;
ALTER TABLE videos RENAME COLUMN language_codes TO languages;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
