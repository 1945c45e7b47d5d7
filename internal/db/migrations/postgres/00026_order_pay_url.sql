-- The page where an order is paid (the sandbox page, a Razorpay payment link), kept so that a
-- learner who presses 'Order Now' again while the order is open gets the same page, not a
-- second order (docs/product.md, "Orders"). Empty for orders made before, which are not reused.
-- The file of the other database, of the same number, says the same.

-- +goose Up
ALTER TABLE orders ADD COLUMN pay_url TEXT NOT NULL DEFAULT '';

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
