-- Notifications (docs/product.md, "Notifications"). A notice is one row per learner, kind and
-- key (the test, the payment, the evaluation): the unique key makes sending it idempotent, on
-- one server or several. Its e-mail and text message go through the outbound queue, which now
-- carries text messages too (channel) and an e-mail's one-click unsubscribe address. A learner's
-- preferences keep only what they turned off; everything is on until then. Both dialects say
-- the same.

-- +goose Up
CREATE TABLE notifications (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL,
    dedupe_key  TEXT NOT NULL,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    link        TEXT NOT NULL DEFAULT '',
    created_at  DATETIME NOT NULL,
    read_at     DATETIME,
    UNIQUE (user_id, kind, dedupe_key)
);
CREATE INDEX notifications_recent ON notifications (user_id, created_at);

CREATE TABLE notification_preferences (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind    TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'text')),
    enabled BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, kind, channel)
);

ALTER TABLE outbound_emails ADD COLUMN channel TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'text'));
ALTER TABLE outbound_emails ADD COLUMN list_unsubscribe TEXT NOT NULL DEFAULT '';
DROP INDEX outbound_emails_due;
CREATE INDEX outbound_emails_due ON outbound_emails (channel, status, next_attempt_at);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
