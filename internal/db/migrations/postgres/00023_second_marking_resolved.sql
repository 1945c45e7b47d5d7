-- A flagged second marking is settled when a senior (an admin) evaluates the answer again
-- (docs/product.md, "Second marking"): it then leaves the flagged list, and who settled it and
-- when are kept beside the two marks. The file of the other database, of the same number, says
-- the same.

-- +goose Up
ALTER TABLE mains_second_markings ADD COLUMN resolved_at TIMESTAMPTZ;
ALTER TABLE mains_second_markings ADD COLUMN resolved_by BIGINT REFERENCES users (id) ON DELETE SET NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
