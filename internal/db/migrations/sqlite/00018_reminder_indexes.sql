-- The notices found by looking (docs/product.md, "Notifications") read subscriptions about to end
-- and attempts re-scored in the last two days every minute: these indexes keep that to the few
-- rows concerned. Both dialects say the same.

-- +goose Up
CREATE INDEX entitlements_ending ON entitlements (expires_at) WHERE revoked_at IS NULL AND expires_at IS NOT NULL;
CREATE INDEX prelims_attempts_rescored ON prelims_attempts (rescored_at) WHERE rescored_at IS NOT NULL;
CREATE INDEX prelims_tests_opening ON prelims_tests (opens_at) WHERE opens_at IS NOT NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
