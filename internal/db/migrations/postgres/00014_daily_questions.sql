-- A daily answer-writing question (docs/product.md, "Daily answer writing") is a mains test
-- flagged daily, with its question written out (not a question PDF), the GS paper it belongs
-- to, its directive word and its word limit, and a window of at most a day. Answers to it are
-- uploaded, assigned and evaluated like any other mains answer. Any mains test may carry a
-- written question; only a daily one must. Both dialects say the same.

-- +goose Up
ALTER TABLE mains_tests ADD COLUMN is_daily BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE mains_tests ADD COLUMN question_text TEXT NOT NULL DEFAULT '';
ALTER TABLE mains_tests ADD COLUMN paper TEXT NOT NULL DEFAULT '';
ALTER TABLE mains_tests ADD COLUMN directive_word TEXT NOT NULL DEFAULT '';
ALTER TABLE mains_tests ADD COLUMN word_limit INTEGER NOT NULL DEFAULT 0 CHECK (word_limit BETWEEN 0 AND 3000);
CREATE INDEX mains_tests_daily ON mains_tests (library_id, starts_at) WHERE is_daily;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
