-- A lecture may be a video file in our own store instead of a Google Drive link: learners play it
-- through short-lived signed addresses (docs/product.md, "Videos"). The link stays for lectures
-- that have no file; a file, when there is one, is what plays. Both dialects say the same.

-- +goose Up
ALTER TABLE videos ADD COLUMN video_file_id INTEGER REFERENCES files (id) ON DELETE SET NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
