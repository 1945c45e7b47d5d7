-- Evaluation with a promise (docs/product.md, "Evaluation on time"): a mains series promises an
-- evaluation within its turnaround; each upload records the moment it was promised for (fixed at
-- upload, so a later change of the turnaround does not move a promise already made) and when an
-- evaluator started on it. Uploads from before this change have no promise recorded (NULL): they
-- are read as due 72 hours after their upload. An evaluation made in the browser keeps the
-- evaluator's annotations and marks per question (JSON, docs/product.md, "Evaluating in the
-- browser"), from which its PDF was drawn; the evaluator's unfinished work on an answer is kept
-- as a draft, saved as they go, until the evaluation is saved. A series has its evaluators; each
-- upload is assigned to one of them (docs/product.md, "Who evaluates which answer"). A share of
-- each evaluator's copies is marked again, blind, by another evaluator of the series; a
-- difference over the series' threshold flags the copy for a senior ("Second marking").
-- A series may name its own rubric criteria. Evaluators keep a bank of comments, shared (owner NULL) or their own ("Evaluating in the
-- browser"). Both dialects say the same.

-- +goose Up
ALTER TABLE libraries ADD COLUMN evaluation_turnaround_hours INTEGER NOT NULL DEFAULT 72
    CHECK (evaluation_turnaround_hours BETWEEN 1 AND 720);
ALTER TABLE libraries ADD COLUMN rubric_criteria TEXT NOT NULL DEFAULT '';  -- one per line; empty: the default rubric
ALTER TABLE libraries ADD COLUMN second_marking_percent INTEGER NOT NULL DEFAULT 0
    CHECK (second_marking_percent BETWEEN 0 AND 100);
ALTER TABLE libraries ADD COLUMN second_marking_threshold_percent INTEGER NOT NULL DEFAULT 10
    CHECK (second_marking_threshold_percent BETWEEN 1 AND 100);
ALTER TABLE mains_answer_uploads ADD COLUMN due_at DATETIME;
ALTER TABLE mains_answer_uploads ADD COLUMN evaluation_started_at DATETIME;
ALTER TABLE mains_evaluations ADD COLUMN annotations TEXT;
ALTER TABLE mains_evaluations ADD COLUMN question_marks TEXT;
CREATE TABLE mains_evaluation_drafts (
    upload_id    INTEGER PRIMARY KEY REFERENCES mains_answer_uploads (id) ON DELETE CASCADE,
    evaluator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    draft        TEXT NOT NULL,
    saved_at     DATETIME NOT NULL
);
CREATE TABLE mains_series_evaluators (
    library_id INTEGER NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (library_id, user_id)
);
ALTER TABLE mains_answer_uploads ADD COLUMN assigned_to INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE mains_answer_uploads ADD COLUMN assigned_at DATETIME;
CREATE INDEX mains_answer_uploads_assignee ON mains_answer_uploads (assigned_to) WHERE superseded_at IS NULL;
CREATE TABLE mains_second_markings (
    upload_id           INTEGER PRIMARY KEY REFERENCES mains_answer_uploads (id) ON DELETE CASCADE,
    first_evaluator_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    second_evaluator_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    first_marks         INTEGER NOT NULL CHECK (first_marks >= 0),   -- hundredths of a mark
    second_marks        INTEGER CHECK (second_marks >= 0),           -- hundredths, once marked
    requested_at        DATETIME NOT NULL,
    marked_at           DATETIME,
    flagged             BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX mains_second_markings_second ON mains_second_markings (second_evaluator_id);
CREATE TABLE mains_comment_bank (
    id         INTEGER PRIMARY KEY,
    owner_id   INTEGER REFERENCES users (id) ON DELETE CASCADE,
    text       TEXT NOT NULL,
    created_at DATETIME NOT NULL
);
CREATE INDEX mains_comment_bank_owner ON mains_comment_bank (owner_id);
CREATE INDEX mains_answer_uploads_due ON mains_answer_uploads (due_at) WHERE superseded_at IS NULL;

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
