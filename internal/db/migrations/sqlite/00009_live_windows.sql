-- A prelims test may have a window (opens_at, closes_at: in the first schema already): an
-- attempt started while it is open is ranked, one started after it closed is practice
-- (docs/product.md, "Live tests"). Whether an attempt is ranked is decided when it starts and
-- kept, so that moving a window later never moves a practice attempt into the rankings. Before
-- windows, a learner's first attempt was the ranked one. The PostgreSQL file of the same number
-- says the same.

-- +goose Up
ALTER TABLE prelims_attempts ADD COLUMN ranked BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE prelims_attempts SET ranked = (attempt_no = 1);
DROP INDEX prelims_attempts_ranking;
CREATE INDEX prelims_attempts_ranking ON prelims_attempts (test_id, ranked, status, score);
-- At most one ranked attempt per learner and test.
CREATE UNIQUE INDEX prelims_attempts_one_ranked ON prelims_attempts (test_id, user_id) WHERE ranked;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
