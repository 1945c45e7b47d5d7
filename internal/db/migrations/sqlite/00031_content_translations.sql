-- Staff-written texts in the learners' other languages (docs/product.md, "Languages of staff
-- texts"; docs/decisions.md, "Translations of staff texts are rows"): one row per record, field
-- and language, so a language of the registry needs no column and no migration. English stays in
-- the record's own columns, the text every record must have. The two Hindi columns there were
-- (a section's menu label, a course's discount line) become rows and go; a section's Hindi label
-- was its Hindi page heading too, so it is both. The six sections the site opened with, where
-- staff have not renamed them, gain their Marathi label and heading. The file of the other
-- database, of the same number, says the same.

-- +goose Up
CREATE TABLE content_translations (
    entity    TEXT NOT NULL,  -- the record's table, such as subscriptions
    entity_id INTEGER NOT NULL,
    field     TEXT NOT NULL,  -- the console's name of the field, such as discount_info
    language  TEXT NOT NULL,  -- a code of the registry other than en
    text      TEXT NOT NULL CHECK (text <> ''),
    PRIMARY KEY (entity, entity_id, field, language)
);

INSERT INTO content_translations (entity, entity_id, field, language, text)
    SELECT 'categories', id, 'name', 'hi', name_hi FROM categories WHERE name_hi <> '';
INSERT INTO content_translations (entity, entity_id, field, language, text)
    SELECT 'categories', id, 'title', 'hi', name_hi FROM categories WHERE name_hi <> '';
INSERT INTO content_translations (entity, entity_id, field, language, text)
    SELECT 'subscriptions', id, 'discount_info', 'hi', discount_info_hi FROM subscriptions WHERE discount_info_hi <> '';
WITH marathi (slug, name, label) AS (VALUES
        ('notes', 'Notes', 'नोट्स'),
        ('prelims-tests', 'Prelims Tests', 'पूर्व परीक्षा चाचण्या'),
        ('mains-tests', 'Mains Tests', 'मुख्य परीक्षा चाचण्या'),
        ('video-courses', 'Video Courses', 'व्हिडिओ कोर्स'),
        ('optionals', 'Optionals', 'वैकल्पिक विषय'),
        ('pcs', 'PCS', 'पीसीएस')),
    fields (field) AS (VALUES ('name'), ('title'))
INSERT INTO content_translations (entity, entity_id, field, language, text)
    SELECT 'categories', c.id, fields.field, 'mr', marathi.label
    FROM categories c JOIN marathi ON marathi.slug = c.slug AND marathi.name = c.name CROSS JOIN fields;
ALTER TABLE categories DROP COLUMN name_hi;
ALTER TABLE subscriptions DROP COLUMN discount_info_hi;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
