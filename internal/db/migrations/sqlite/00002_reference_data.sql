-- Reference data the spec fixes (section 3's optional subject choices, section 9's target
-- years): forms validate against these rows, so every installation has them, demo or not.
-- Staff may add to them later.

-- +goose Up
INSERT INTO optional_subjects (name, slug, position, is_published, created_at, updated_at) VALUES
    ('Public Administration', 'public-administration', 1, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Geography', 'geography', 2, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('History', 'history', 3, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Political Science & International Relations', 'political-science-international-relations', 4, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Sociology', 'sociology', 5, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Anthropology', 'anthropology', 6, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Economics', 'economics', 7, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Psychology', 'psychology', 8, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Philosophy', 'philosophy', 9, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Law', 'law', 10, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Agriculture', 'agriculture', 11, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Literature', 'literature', 12, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Medical Science', 'medical-science', 13, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Mathematics', 'mathematics', 14, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Physics', 'physics', 15, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Botany', 'botany', 16, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00'),
    ('Chemistry', 'chemistry', 17, TRUE, '2026-01-01 00:00:00+00:00', '2026-01-01 00:00:00+00:00');

INSERT INTO target_years (year, is_default, position) VALUES
    ('2024', FALSE, 1), ('2025', FALSE, 2), ('2026', TRUE, 3), ('2027', FALSE, 4), ('2028', FALSE, 5);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
