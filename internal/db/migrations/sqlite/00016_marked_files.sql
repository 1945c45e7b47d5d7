-- A paid PDF that a learner downloads carries a watermark naming them (docs/product.md,
-- "Protected downloads"). The marked copy is made at the first download and kept, one per
-- learner and file: source_id is the file staff uploaded, file_id the learner's copy (a private
-- file no item holds, so only this table leads to it). Both dialects say the same.

-- +goose Up
CREATE TABLE marked_files (
    source_id  INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    file_id    INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (source_id, user_id)
);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
