-- A learner is signed in on a limited number of devices (docs/product.md, "Devices"): a sign-in
-- on one more ends the session signed in longest ago. ended_by says why a session ended when
-- not by logging out on it: 'device_limit', or 'learner' (signed out from another device).
-- The index serves the count of a learner's live sessions at every sign-in. Both dialects say
-- the same.

-- +goose Up
ALTER TABLE sessions ADD COLUMN ended_by TEXT CHECK (ended_by IN ('device_limit', 'learner'));
CREATE INDEX sessions_user_live ON sessions (user_id, created_at) WHERE revoked_at IS NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
