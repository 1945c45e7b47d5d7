-- A course's discount line in Hindi (docs/product.md, "Discount lines and tags"): the cards and
-- the course page show it to a learner reading Hindi, and the English line where staff gave no
-- Hindi. Empty, as every course before it. The file of the other database, of the same number,
-- says the same.

-- +goose Up
ALTER TABLE subscriptions ADD COLUMN discount_info_hi TEXT NOT NULL DEFAULT '';

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
