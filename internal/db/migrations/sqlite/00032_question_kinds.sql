-- Question kinds (docs/product.md, "Question kinds"; docs/architecture.md, "Adding a question
-- kind"): a question has a kind, and an answer is a value of its question's kind. The kinds are
-- a registry in Go (prelims.RegisterKind), not a CHECK here, so a new kind needs no migration.
-- Every question until now is single choice. A single-choice answer stays in option_id and its
-- key in the options' is_correct; an answer of any other kind is its text in answer_value, and
-- its key the question's answer_key. Both new columns of the answers are nullable without a
-- default: adding them rewrites no row of a table of millions. The file of the other database,
-- of the same number, says the same.

-- +goose Up
ALTER TABLE prelims_questions ADD COLUMN kind TEXT NOT NULL DEFAULT 'single_choice';
ALTER TABLE prelims_questions ADD COLUMN answer_key TEXT;
ALTER TABLE prelims_attempt_answers ADD COLUMN answer_value TEXT;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
