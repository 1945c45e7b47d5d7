-- Sections are data (docs/decisions.md, "Sections"): each row of categories says everything the
-- site needs to show a section, so staff add or rename one without a release. The SQLite file
-- of the same number says the same in its dialect.

-- +goose Up

-- name is the menu label; title the heading of the section's page (empty: the name).
ALTER TABLE categories ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN name_hi TEXT NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN description TEXT NOT NULL DEFAULT '';
-- The kind of library the section sells decides which list, details and library pages it
-- uses; a new kind needs code (pages of its own), so the kinds are fixed here.
ALTER TABLE categories ADD COLUMN library_kind TEXT NOT NULL DEFAULT 'notes'
    CHECK (library_kind IN ('notes', 'tests', 'mains-tests', 'videos'));
ALTER TABLE categories ADD COLUMN is_published BOOLEAN NOT NULL DEFAULT TRUE;

-- The six rows were inserted with their ids: new sections number on from the highest.
SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT MAX(id) FROM categories));

UPDATE categories SET title = 'Notes', name_hi = 'नोट्स', library_kind = 'notes',
    description = 'Exam-oriented notes for Prelims and Mains, ready to download from your library.'
    WHERE slug = 'notes';
UPDATE categories SET title = 'Prelims Tests', name_hi = 'प्रारंभिक परीक्षा टेस्ट', library_kind = 'tests',
    description = 'Test series with All-India ranking, explanations and discussion videos.'
    WHERE slug = 'prelims-tests';
UPDATE categories SET title = 'Mains Tests', name_hi = 'मुख्य परीक्षा टेस्ट', library_kind = 'mains-tests',
    description = 'Write, upload and get your answers evaluated by faculty, with model answers.'
    WHERE slug = 'mains-tests';
UPDATE categories SET title = 'Video Courses', name_hi = 'वीडियो कोर्स', library_kind = 'videos',
    description = 'Live and recorded lectures with notes and tests, on any device.'
    WHERE slug = 'video-courses';
UPDATE categories SET title = 'Optional Subjects', name_hi = 'वैकल्पिक विषय', library_kind = 'videos',
    description = 'Complete courses and test series for the optional paper, taught by subject specialists.'
    WHERE slug = 'optionals';
UPDATE categories SET title = 'PCS', name_hi = 'पीसीएस', library_kind = 'tests',
    description = 'Courses and test series for the state civil-services exams.'
    WHERE slug = 'pcs';

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
