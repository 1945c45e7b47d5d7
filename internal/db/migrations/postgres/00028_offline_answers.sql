-- Answers chosen offline (docs/product.md, "The clock"): each answer keeps when the learner chose
-- it, on the server's clock, so that one reaching the server after the deadline counts when it
-- was chosen in time; an answer whose choice reached the server too late to count is marked, and
-- the attempt keeps how many there were, for its result to say so. Answers saved before this
-- migration keep none (null): they were all saved by their deadline, and the server takes their
-- choice time to be when they were saved (a null costs nothing on a table of millions). The
-- file of the other database, of the same number, says the same.

-- +goose Up
ALTER TABLE prelims_attempt_answers ADD COLUMN chosen_at TIMESTAMPTZ;
ALTER TABLE prelims_attempt_answers ADD COLUMN late_at TIMESTAMPTZ;
ALTER TABLE prelims_attempts ADD COLUMN late_answers INTEGER NOT NULL DEFAULT 0;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
