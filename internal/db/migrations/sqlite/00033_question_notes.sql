-- A learner's report of an error in a question and a challenge of its key are one mechanism with
-- two kinds (docs/product.md, "Reporting an error in a question"): one table of learners' notes
-- about a question, filed from the review and closed by staff with a reply. Every report and challenge
-- moves in with its state; a report keeps its id (learners' reviews name it), the challenges are
-- numbered after the reports. The PostgreSQL file of the same number says the same in its dialect.

-- +goose Up
CREATE TABLE question_notes (
    id          INTEGER PRIMARY KEY,
    kind        TEXT     NOT NULL CHECK (kind IN ('error_report', 'key_challenge')),
    question_id INTEGER  NOT NULL REFERENCES prelims_questions (id) ON DELETE CASCADE,
    user_id     INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    category    TEXT     NOT NULL DEFAULT '',     -- a report's: what is wrong; a challenge has none
    note        TEXT     NOT NULL DEFAULT '',     -- the learner's words: a report's note, a challenge's reason
    status      TEXT     NOT NULL DEFAULT 'open',
    reply       TEXT     NOT NULL DEFAULT '',     -- staff's word to the learner when they close it
    closed_by   INTEGER  REFERENCES users (id) ON DELETE SET NULL,
    closed_at   DATETIME,
    created_at  DATETIME NOT NULL,
    updated_at  DATETIME NOT NULL,                -- a note rewritten while open
    CHECK ((kind = 'error_report' AND category IN ('wrong_key', 'translation', 'typo', 'other')
            AND status IN ('open', 'resolved', 'dismissed'))
        OR (kind = 'key_challenge' AND category = '' AND status IN ('open', 'accepted', 'rejected')))
);
-- One open note of a kind per learner and question: another one while it is open rewrites it.
CREATE UNIQUE INDEX question_notes_one_open ON question_notes (kind, question_id, user_id) WHERE status = 'open';
-- One challenge per learner and question, ever: once decided, it is not made again.
CREATE UNIQUE INDEX question_notes_one_challenge ON question_notes (question_id, user_id) WHERE kind = 'key_challenge';
CREATE INDEX question_notes_status ON question_notes (kind, status, question_id);
CREATE INDEX question_notes_user ON question_notes (user_id, question_id);

INSERT INTO question_notes (id, kind, question_id, user_id, category, note, status, reply, closed_by, closed_at,
        created_at, updated_at)
    SELECT id, 'error_report', question_id, user_id, kind, note, status, reply, resolved_by, resolved_at, created_at,
        updated_at
    FROM question_reports ORDER BY id;
INSERT INTO question_notes (kind, question_id, user_id, note, status, reply, closed_by, closed_at, created_at, updated_at)
    SELECT 'key_challenge', question_id, user_id, reason, status, reply, decided_by, decided_at, created_at, updated_at
    FROM key_challenges ORDER BY id;

DROP TABLE question_reports;
DROP TABLE key_challenges;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
