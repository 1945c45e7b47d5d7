-- The language a learner reads the server's messages and e-mails in (docs/product.md, "Languages
-- of the server's messages"): English or Hindi, chosen in the app and noted again at every
-- sign-up and login from the language the app asks in. E-mails that the learner's own request
-- does not trigger (an evaluation returned) are written in it. Both dialects say the same.

-- +goose Up
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));

-- +goose Down
ALTER TABLE users DROP COLUMN language;
