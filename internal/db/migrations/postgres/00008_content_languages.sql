-- The languages of notes, mains tests and videos (docs/product.md, "Languages of notes, tests and
-- videos"): each is in English, in Hindi or in both, stored as prelims tests store theirs
-- (00005): 'en', 'hi' or 'en,hi', English unless staff say otherwise. Both dialects say the same.

-- +goose Up
ALTER TABLE notes ADD COLUMN languages TEXT NOT NULL DEFAULT 'en'
    CHECK (languages IN ('en', 'hi', 'en,hi'));
ALTER TABLE mains_tests ADD COLUMN languages TEXT NOT NULL DEFAULT 'en'
    CHECK (languages IN ('en', 'hi', 'en,hi'));
ALTER TABLE videos ADD COLUMN languages TEXT NOT NULL DEFAULT 'en'
    CHECK (languages IN ('en', 'hi', 'en,hi'));

-- +goose Down
ALTER TABLE videos DROP COLUMN languages;
ALTER TABLE mains_tests DROP COLUMN languages;
ALTER TABLE notes DROP COLUMN languages;
