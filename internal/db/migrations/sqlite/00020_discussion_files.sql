-- A test's discussion (prelims and mains) may be a video file in our own store instead of a
-- Google Drive link, played through the same short-lived signed addresses as lectures
-- (docs/product.md, "Videos"). The link stays for tests without a file; a file plays instead.
-- Both dialects say the same.

-- +goose Up
ALTER TABLE prelims_tests ADD COLUMN discussion_file_id INTEGER REFERENCES files (id) ON DELETE SET NULL;
ALTER TABLE mains_tests ADD COLUMN discussion_file_id INTEGER REFERENCES files (id) ON DELETE SET NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
