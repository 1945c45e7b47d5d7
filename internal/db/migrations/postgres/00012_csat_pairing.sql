-- CSAT (docs/product.md, "CSAT"): a GS paper may name the CSAT paper of its series that goes with
-- it; a CSAT paper is qualifying, at qualifying_percent of its total marks (33 in UPSC prelims).
-- Both dialects say the same.

-- +goose Up
ALTER TABLE prelims_tests ADD COLUMN csat_test_id BIGINT REFERENCES prelims_tests (id) ON DELETE SET NULL;
ALTER TABLE prelims_tests ADD COLUMN qualifying_percent INTEGER NOT NULL DEFAULT 33 CHECK (qualifying_percent BETWEEN 0 AND 100);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
