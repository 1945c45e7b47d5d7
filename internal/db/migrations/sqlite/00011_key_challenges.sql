-- Key challenges (docs/product.md, "Key challenges"): for challenge_days after a live test's
-- window closes, a learner who sat it may challenge a question's key with a reason; staff accept
-- (a new key, or the question dropped: everyone gets its marks) or reject, with one reply to all
-- who challenged it. Both dialects say the same.

-- +goose Up
ALTER TABLE prelims_tests ADD COLUMN challenge_days INTEGER NOT NULL DEFAULT 3 CHECK (challenge_days BETWEEN 0 AND 30);
ALTER TABLE prelims_questions ADD COLUMN dropped BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE key_challenges (
    id          INTEGER PRIMARY KEY,
    question_id INTEGER  NOT NULL REFERENCES prelims_questions (id) ON DELETE CASCADE,
    user_id     INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reason      TEXT     NOT NULL,                 -- 10 to 1,000 characters
    status      TEXT     NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
    reply       TEXT     NOT NULL DEFAULT '',      -- staff's word to everyone who challenged it
    decided_by  INTEGER  REFERENCES users (id) ON DELETE SET NULL,
    decided_at  DATETIME,
    created_at  DATETIME NOT NULL,
    updated_at  DATETIME NOT NULL
);
-- One challenge per learner and question: a second one while open rewrites the reason.
CREATE UNIQUE INDEX key_challenges_one_per_learner ON key_challenges (question_id, user_id);
CREATE INDEX key_challenges_status ON key_challenges (status, question_id);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
