-- Learners report an error in a question from the review of a test they have submitted; staff
-- resolve or dismiss the reports in the console (docs/product.md, "Reporting an error in a
-- question"). The PostgreSQL file of the same number says the same in its dialect.

-- +goose Up
CREATE TABLE question_reports (
    id          INTEGER PRIMARY KEY,
    question_id INTEGER  NOT NULL REFERENCES prelims_questions (id) ON DELETE CASCADE,
    user_id     INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind        TEXT     NOT NULL CHECK (kind IN ('wrong_key', 'translation', 'typo', 'other')),
    note        TEXT     NOT NULL DEFAULT '',     -- at most 1,000 characters; required for 'other'
    status      TEXT     NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    reply       TEXT     NOT NULL DEFAULT '',     -- staff's word to the learner when they close it
    resolved_by INTEGER  REFERENCES users (id) ON DELETE SET NULL,
    resolved_at DATETIME,
    created_at  DATETIME NOT NULL,
    updated_at  DATETIME NOT NULL                 -- a second report while open rewrites kind and note
);
-- One open report per learner per question: a second report updates it.
CREATE UNIQUE INDEX question_reports_one_open ON question_reports (question_id, user_id) WHERE status = 'open';
CREATE INDEX question_reports_status ON question_reports (status, question_id);
CREATE INDEX question_reports_user ON question_reports (user_id, question_id);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
