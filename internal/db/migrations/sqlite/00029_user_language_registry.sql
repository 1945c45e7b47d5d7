-- The language of a learner's messages is any language of the registry (docs/architecture.md,
-- "Adding a language"), which the server checks when a learner chooses one; the column's list
-- of two languages goes, so that adding a language is a row of configuration, not a migration.
-- Both databases drop a column together with its own CHECK, so the column is copied and
-- replaced. The file of the other database, of the same number, says the same.

-- +goose Up
ALTER TABLE users ADD COLUMN language_code TEXT NOT NULL DEFAULT 'en';
UPDATE users SET language_code = language;
ALTER TABLE users DROP COLUMN language;
ALTER TABLE users RENAME COLUMN language_code TO language;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
