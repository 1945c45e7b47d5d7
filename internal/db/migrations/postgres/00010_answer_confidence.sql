-- How sure the learner was of an answer (docs/product.md, "Confidence tags"): 'sure', 'fifty'
-- (down to two options) or 'guess', tagged while answering and saved with the autosave; '' when
-- the answer carries no tag. The review's analysis reads it; scoring and the receipt do not.
-- Both dialects say the same.

-- +goose Up
ALTER TABLE prelims_attempt_answers ADD COLUMN confidence TEXT NOT NULL DEFAULT ''
    CHECK (confidence IN ('', 'sure', 'fifty', 'guess'));

-- +goose Down
ALTER TABLE prelims_attempt_answers DROP COLUMN confidence;
