-- Staff edits reach every server, and a corrected answer key re-scores (docs/product.md,
-- "Key corrections"). The SQLite file of the same number says the same in its dialect.

-- +goose Up

-- One counter per kind of cached data; a write that changes such data bumps its counter in the
-- same transaction, and every server clears its caches when a counter moves.
CREATE TABLE change_counters (
    topic   TEXT    PRIMARY KEY,
    counter BIGINT NOT NULL DEFAULT 0
);

-- Bumped by every change to a test's questions, options or marking scheme: scoring compares it
-- with the paper it holds, so an attempt is never scored against a key that has changed.
ALTER TABLE prelims_tests ADD COLUMN paper_version BIGINT NOT NULL DEFAULT 1;
-- When staff last changed which option is correct, for the learners' review.
ALTER TABLE prelims_questions ADD COLUMN key_corrected_at TIMESTAMPTZ;
-- When a key correction or a new marking scheme last changed this attempt's result.
ALTER TABLE prelims_attempts ADD COLUMN rescored_at TIMESTAMPTZ;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
