-- A notification is written in the language its learner reads when they open the bell, not the
-- one they had when it was sent, and a live mock's reminder gives the window as it stands
-- (docs/product.md, "Notifications"). message keeps the title and body as the server's message
-- (its English wording, the key of the Hindi, and its values); about names what the notice
-- tells of when that may change after it is sent (a live mock's window: 'prelims-test:12'), so
-- that the learners it told can be found and told again. Rows from before keep their title and
-- body as sent, with both new columns empty. The file of the other database, of the same number,
-- says the same.

-- +goose Up
ALTER TABLE notifications ADD COLUMN message TEXT NOT NULL DEFAULT '';
ALTER TABLE notifications ADD COLUMN about TEXT NOT NULL DEFAULT '';
CREATE INDEX notifications_about ON notifications (kind, about) WHERE about <> '';

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
