-- A mains test's questions, set once by staff (docs/product.md, "A test's questions"): one line
-- per question or run of alike questions, "1-10 | 10 | 150 | Discuss | Content 4; Structure 3;
-- Examples 3", read by mains.ParseStructure. Empty, as every test before it: the evaluator names
-- the questions and their maxima on the annotation screen. The file of the other database, of the
-- same number, says the same.

-- +goose Up
ALTER TABLE mains_tests ADD COLUMN question_structure TEXT NOT NULL DEFAULT '';

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
