-- A staff member's own attempt is never ranked (docs/product.md, "Rankings"): staff see every
-- key, and rankings, percentiles, topper and average figures and "How others did" count learners
-- only. New attempts follow the rule when they start; this takes the attempts staff made before
-- it out of the rankings. The file of the other database, of the same number, says the same.

-- +goose Up
UPDATE prelims_attempts SET ranked = FALSE
WHERE ranked AND user_id IN (SELECT id FROM users WHERE role IN ('admin', 'evaluator'));

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
