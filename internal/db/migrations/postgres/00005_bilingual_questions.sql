-- Prelims questions in Hindi and English (docs/product.md, "Languages of a test"): a question may
-- carry a Hindi version of its text, options and explanation beside the first one. The option
-- rows are shared, so an answer is one answer in either language. A test declares the languages
-- it is set in; its first language is the one of the main columns. Both dialects say the same.

-- +goose Up
ALTER TABLE prelims_tests ADD COLUMN languages TEXT NOT NULL DEFAULT 'en'
    CHECK (languages IN ('en', 'hi', 'en,hi'));
ALTER TABLE prelims_questions ADD COLUMN description_html_hi TEXT NOT NULL DEFAULT '';
ALTER TABLE prelims_questions ADD COLUMN explanation_html_hi TEXT NOT NULL DEFAULT '';
ALTER TABLE prelims_options ADD COLUMN text_html_hi TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE prelims_options DROP COLUMN text_html_hi;
ALTER TABLE prelims_questions DROP COLUMN explanation_html_hi;
ALTER TABLE prelims_questions DROP COLUMN description_html_hi;
ALTER TABLE prelims_tests DROP COLUMN languages;
