-- The whole data model of the product, SQLite dialect. The PostgreSQL file of the same number
-- says the same in its dialect; a test checks both end with the same tables and columns.
-- Conventions: money in paise and scores in hundredths as integers; times are UTC DATETIME
-- written by the application (never CURRENT_TIMESTAMP, so the injectable clock rules);
-- booleans are 0/1; files are referenced by id, never by a path the client sent.

-- +goose Up

-- Platform ---------------------------------------------------------------------------------

CREATE TABLE files (
    id            INTEGER PRIMARY KEY,
    storage_key   TEXT     NOT NULL UNIQUE,           -- server-made key inside the file store
    content_type  TEXT     NOT NULL,
    size_bytes    INTEGER  NOT NULL CHECK (size_bytes >= 0),
    sha256        TEXT     NOT NULL,
    original_name TEXT     NOT NULL DEFAULT '',
    is_public     BOOLEAN  NOT NULL DEFAULT FALSE,    -- public: images under /files/; else download only
    uploaded_by   INTEGER,                            -- user id, kept without a key for audit
    created_at    DATETIME NOT NULL
);

CREATE TABLE outbound_emails (
    id              INTEGER PRIMARY KEY,
    to_address      TEXT     NOT NULL,
    subject         TEXT     NOT NULL,
    body_text       TEXT     NOT NULL,
    body_html       TEXT     NOT NULL DEFAULT '',
    status          TEXT     NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER  NOT NULL DEFAULT 0,
    next_attempt_at DATETIME NOT NULL,
    last_error      TEXT     NOT NULL DEFAULT '',
    created_at      DATETIME NOT NULL,
    sent_at         DATETIME
);
CREATE INDEX outbound_emails_due ON outbound_emails (status, next_attempt_at);

-- Fixed windows counted in the database so that every server process shares them.
CREATE TABLE rate_limit_hits (
    bucket       TEXT    NOT NULL,                    -- e.g. login:ip:203.0.113.5
    window_start INTEGER NOT NULL,                    -- unix seconds
    hits         INTEGER NOT NULL,
    PRIMARY KEY (bucket, window_start)
);

-- Accounts ---------------------------------------------------------------------------------

CREATE TABLE users (
    id               INTEGER PRIMARY KEY,
    unique_id        TEXT     NOT NULL UNIQUE,        -- the student id learners see, e.g. ASP26-7KQ4M9
    name             TEXT     NOT NULL,
    email            TEXT     NOT NULL UNIQUE,        -- stored lower-cased
    password_hash    TEXT     NOT NULL,
    role             TEXT     NOT NULL DEFAULT 'student' CHECK (role IN ('student', 'admin', 'evaluator')),
    mobile           TEXT     NOT NULL DEFAULT '',
    alternate_mobile TEXT     NOT NULL DEFAULT '',
    target_year      TEXT     NOT NULL DEFAULT '',
    optional_subject TEXT     NOT NULL DEFAULT '',
    postal_address   TEXT     NOT NULL DEFAULT '',
    landmark         TEXT     NOT NULL DEFAULT '',
    city             TEXT     NOT NULL DEFAULT '',
    state            TEXT     NOT NULL DEFAULT '',
    pincode          TEXT     NOT NULL DEFAULT '',
    image_file_id    INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    disabled_at      DATETIME,
    last_login_at    DATETIME,
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL
);
CREATE INDEX users_created ON users (created_at);

CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash   TEXT     NOT NULL UNIQUE,            -- SHA-256 of the bearer token; the token is never stored
    user_agent   TEXT     NOT NULL DEFAULT '',
    ip           TEXT     NOT NULL DEFAULT '',
    created_at   DATETIME NOT NULL,
    last_used_at DATETIME NOT NULL,
    expires_at   DATETIME NOT NULL,
    revoked_at   DATETIME
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT     NOT NULL UNIQUE,
    created_at DATETIME NOT NULL,
    expires_at DATETIME NOT NULL,
    used_at    DATETIME
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Catalogue --------------------------------------------------------------------------------

-- The six sections of the site; fixed, so seeded here.
CREATE TABLE categories (
    id       INTEGER PRIMARY KEY,
    slug     TEXT    NOT NULL UNIQUE,
    name     TEXT    NOT NULL,
    position INTEGER NOT NULL
);

CREATE TABLE optional_subjects (
    id                INTEGER PRIMARY KEY,
    name              TEXT     NOT NULL UNIQUE,
    slug              TEXT     NOT NULL UNIQUE,
    description       TEXT     NOT NULL DEFAULT '',
    thumbnail_file_id INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    position          INTEGER  NOT NULL DEFAULT 0,
    is_published      BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at        DATETIME NOT NULL,
    updated_at        DATETIME NOT NULL
);

-- A type is a tab within a section (e.g. "Prelims Test Series" under prelims-tests); types of
-- the optionals section belong to one optional subject (its resource types).
CREATE TABLE module_types (
    id                  INTEGER PRIMARY KEY,
    category_id         INTEGER  NOT NULL REFERENCES categories (id),
    optional_subject_id INTEGER  REFERENCES optional_subjects (id) ON DELETE CASCADE,
    name                TEXT     NOT NULL,
    slug                TEXT     NOT NULL,
    position            INTEGER  NOT NULL DEFAULT 0,
    is_published        BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at          DATETIME NOT NULL,
    updated_at          DATETIME NOT NULL
);
CREATE UNIQUE INDEX module_types_slug ON module_types (category_id, slug) WHERE optional_subject_id IS NULL;
CREATE UNIQUE INDEX module_types_optional_slug ON module_types (optional_subject_id, slug) WHERE optional_subject_id IS NOT NULL;

CREATE TABLE subscriptions (
    id                 INTEGER PRIMARY KEY,
    type_id            INTEGER  NOT NULL REFERENCES module_types (id),
    name               TEXT     NOT NULL,
    slug               TEXT     NOT NULL UNIQUE,
    subtitle           TEXT     NOT NULL DEFAULT '',
    thumbnail_file_id  INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    short_details      TEXT     NOT NULL DEFAULT '',
    details_html       TEXT     NOT NULL DEFAULT '',
    price_paise        INTEGER  NOT NULL CHECK (price_paise >= 0),
    strike_price_paise INTEGER  CHECK (strike_price_paise IS NULL OR strike_price_paise >= 0),
    delivery_info_html TEXT     NOT NULL DEFAULT '',
    discount_info      TEXT     NOT NULL DEFAULT '',
    seat_limit         INTEGER  CHECK (seat_limit IS NULL OR seat_limit > 0),
    seats_taken        INTEGER  NOT NULL DEFAULT 0 CHECK (seats_taken >= 0),
    validity_days      INTEGER  CHECK (validity_days IS NULL OR validity_days > 0),
    valid_until        DATETIME,                      -- a fixed end (e.g. the exam date), if any
    is_for_sale        BOOLEAN  NOT NULL DEFAULT TRUE,
    show_enquiry       BOOLEAN  NOT NULL DEFAULT FALSE,
    is_popular         BOOLEAN  NOT NULL DEFAULT FALSE,
    is_published       BOOLEAN  NOT NULL DEFAULT TRUE,
    position           INTEGER  NOT NULL DEFAULT 0,
    created_at         DATETIME NOT NULL,
    updated_at         DATETIME NOT NULL,
    CHECK (seat_limit IS NULL OR seats_taken <= seat_limit)
);
CREATE INDEX subscriptions_type ON subscriptions (type_id, position);

CREATE TABLE subscription_tags (
    subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    tag             TEXT    NOT NULL,
    position        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (subscription_id, tag)
);

-- A library holds the content a subscription opens: notes, prelims tests (a test series), mains
-- tests (a mains series) or videos. One library may be sold in several subscriptions.
CREATE TABLE libraries (
    id               INTEGER PRIMARY KEY,
    kind             TEXT     NOT NULL CHECK (kind IN ('notes', 'tests', 'mains-tests', 'videos')),
    name             TEXT     NOT NULL,
    description_html TEXT     NOT NULL DEFAULT '',
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL
);

CREATE TABLE subscription_libraries (
    subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    library_id      INTEGER NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (subscription_id, library_id)
);
CREATE INDEX subscription_libraries_library ON subscription_libraries (library_id);

-- Content ----------------------------------------------------------------------------------

CREATE TABLE notes (
    id                INTEGER PRIMARY KEY,
    library_id        INTEGER  NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    name              TEXT     NOT NULL,
    description       TEXT     NOT NULL DEFAULT '',
    year              INTEGER,
    thumbnail_file_id INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    topic_file_id     INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    source_file_id    INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    primary_file_id   INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    position          INTEGER  NOT NULL DEFAULT 0,
    is_published      BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at        DATETIME NOT NULL,
    updated_at        DATETIME NOT NULL
);
CREATE INDEX notes_library ON notes (library_id, position);

CREATE TABLE videos (
    id               INTEGER PRIMARY KEY,
    library_id       INTEGER  NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    name             TEXT     NOT NULL,
    description      TEXT     NOT NULL DEFAULT '',
    poster_file_id   INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    video_url        TEXT     NOT NULL,               -- the hosting service's link as staff entered it
    pdf_file_id      INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    duration_seconds INTEGER,
    position         INTEGER  NOT NULL DEFAULT 0,
    is_published     BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL
);
CREATE INDEX videos_library ON videos (library_id, position);

-- Prelims ----------------------------------------------------------------------------------

CREATE TABLE prelims_tests (
    id                   INTEGER PRIMARY KEY,
    library_id           INTEGER  NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    name                 TEXT     NOT NULL,
    slug                 TEXT     NOT NULL UNIQUE,
    description_html     TEXT     NOT NULL DEFAULT '',
    duration_minutes     INTEGER  NOT NULL DEFAULT 60 CHECK (duration_minutes > 0),
    total_marks          INTEGER  NOT NULL DEFAULT 100 CHECK (total_marks >= 0),
    total_attempts       INTEGER  NOT NULL DEFAULT 1 CHECK (total_attempts > 0),
    marks_correct        INTEGER  NOT NULL DEFAULT 200,  -- hundredths of a mark
    marks_incorrect      INTEGER  NOT NULL DEFAULT 66,   -- hundredths deducted for a wrong answer
    marks_unattempted    INTEGER  NOT NULL DEFAULT 0,    -- hundredths, deducted when positive
    question_file_id     INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    explanation_file_id  INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    discussion_video_url TEXT     NOT NULL DEFAULT '',
    opens_at             DATETIME,
    closes_at            DATETIME,
    position             INTEGER  NOT NULL DEFAULT 0,
    is_published         BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at           DATETIME NOT NULL,
    updated_at           DATETIME NOT NULL
);
CREATE INDEX prelims_tests_library ON prelims_tests (library_id, position);

CREATE TABLE prelims_questions (
    id               INTEGER PRIMARY KEY,
    test_id          INTEGER  NOT NULL REFERENCES prelims_tests (id) ON DELETE CASCADE,
    position         INTEGER  NOT NULL DEFAULT 0,
    description_html TEXT     NOT NULL,
    explanation_html TEXT     NOT NULL DEFAULT '',
    difficulty       TEXT     NOT NULL DEFAULT 'medium' CHECK (difficulty IN ('easy', 'medium', 'hard')),
    topic            TEXT     NOT NULL DEFAULT '',
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL
);
CREATE INDEX prelims_questions_test ON prelims_questions (test_id, position);

CREATE TABLE prelims_options (
    id          INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES prelims_questions (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL DEFAULT 0,
    text_html   TEXT    NOT NULL,
    is_correct  BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX prelims_options_question ON prelims_options (question_id, position);
CREATE UNIQUE INDEX prelims_options_one_correct ON prelims_options (question_id) WHERE is_correct;

CREATE TABLE prelims_attempts (
    id                INTEGER PRIMARY KEY,
    test_id           INTEGER  NOT NULL REFERENCES prelims_tests (id) ON DELETE CASCADE,
    user_id           INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    attempt_no        INTEGER  NOT NULL CHECK (attempt_no > 0),
    attempt_key       TEXT,                           -- the app's idempotency key for submit
    status            TEXT     NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted')),
    started_at        DATETIME NOT NULL,
    deadline_at       DATETIME NOT NULL,
    submitted_at      DATETIME,
    finish_reason     TEXT     CHECK (finish_reason IN ('submitted', 'time_up', 'late')),
    score             INTEGER,                        -- hundredths of a mark
    correct_count     INTEGER,
    incorrect_count   INTEGER,
    unattempted_count INTEGER,
    UNIQUE (test_id, user_id, attempt_no),
    UNIQUE (user_id, attempt_key)
);
CREATE INDEX prelims_attempts_due ON prelims_attempts (status, deadline_at);
CREATE INDEX prelims_attempts_ranking ON prelims_attempts (test_id, attempt_no, status, score);

CREATE TABLE prelims_attempt_answers (
    attempt_id        INTEGER  NOT NULL REFERENCES prelims_attempts (id) ON DELETE CASCADE,
    -- No foreign keys to the paper: see the PostgreSQL schema for why.
    question_id       INTEGER  NOT NULL,
    option_id         INTEGER,
    marked_for_review BOOLEAN  NOT NULL DEFAULT FALSE,
    time_spent_ms     INTEGER  NOT NULL DEFAULT 0,
    updated_at        DATETIME NOT NULL,
    PRIMARY KEY (attempt_id, question_id)
) WITHOUT ROWID; -- rows live in the key's b-tree: one tree to write per answer, not two

-- Mains ------------------------------------------------------------------------------------

CREATE TABLE mains_tests (
    id                    INTEGER PRIMARY KEY,
    library_id            INTEGER  NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    name                  TEXT     NOT NULL,
    description_html      TEXT     NOT NULL DEFAULT '',
    starts_at             DATETIME NOT NULL,
    ends_at               DATETIME NOT NULL,
    maximum_score         INTEGER  NOT NULL DEFAULT 250 CHECK (maximum_score > 0),
    question_file_id      INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    model_answer_file_id  INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    discussion_video_url  TEXT     NOT NULL DEFAULT '',
    show_enquiry          BOOLEAN  NOT NULL DEFAULT FALSE,
    position              INTEGER  NOT NULL DEFAULT 0,
    is_published          BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at            DATETIME NOT NULL,
    updated_at            DATETIME NOT NULL
);
CREATE INDEX mains_tests_library ON mains_tests (library_id, position);

-- Every upload is kept for audit; the latest one (superseded_at NULL) is the answer.
CREATE TABLE mains_answer_uploads (
    id            INTEGER PRIMARY KEY,
    mains_test_id INTEGER  NOT NULL REFERENCES mains_tests (id) ON DELETE CASCADE,
    user_id       INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    file_id       INTEGER  NOT NULL REFERENCES files (id),
    uploaded_at   DATETIME NOT NULL,
    superseded_at DATETIME
);
CREATE UNIQUE INDEX mains_answer_uploads_current ON mains_answer_uploads (mains_test_id, user_id) WHERE superseded_at IS NULL;
CREATE INDEX mains_answer_uploads_user ON mains_answer_uploads (user_id);

CREATE TABLE mains_evaluations (
    id                INTEGER PRIMARY KEY,
    upload_id         INTEGER  NOT NULL UNIQUE REFERENCES mains_answer_uploads (id) ON DELETE CASCADE,
    evaluator_id      INTEGER  REFERENCES users (id) ON DELETE SET NULL,
    marks             INTEGER  NOT NULL CHECK (marks >= 0),  -- hundredths of a mark
    evaluated_file_id INTEGER  REFERENCES files (id),
    remarks           TEXT     NOT NULL DEFAULT '',
    evaluated_at      DATETIME NOT NULL
);

-- Leads ------------------------------------------------------------------------------------

CREATE TABLE enquiries (
    id              INTEGER PRIMARY KEY,
    kind            TEXT     NOT NULL CHECK (kind IN ('subscription', 'course')),
    name            TEXT     NOT NULL,
    email           TEXT     NOT NULL,
    mobile          TEXT     NOT NULL,
    subscription_id INTEGER  REFERENCES subscriptions (id) ON DELETE SET NULL,
    course_name     TEXT     NOT NULL DEFAULT '',
    city            TEXT     NOT NULL DEFAULT '',
    upsc_attempted  BOOLEAN,
    status          TEXT     NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'enrolled', 'closed')),
    staff_notes     TEXT     NOT NULL DEFAULT '',
    source_ip       TEXT     NOT NULL DEFAULT '',
    created_at      DATETIME NOT NULL,
    updated_at      DATETIME NOT NULL
);
CREATE INDEX enquiries_status ON enquiries (status, created_at);

-- Billing ----------------------------------------------------------------------------------

CREATE TABLE orders (
    id                  INTEGER PRIMARY KEY,
    reference           TEXT     NOT NULL UNIQUE,     -- random, sent to the gateway as our order id
    user_id             INTEGER  NOT NULL REFERENCES users (id),
    subscription_id     INTEGER  NOT NULL REFERENCES subscriptions (id),
    amount_paise        INTEGER  NOT NULL CHECK (amount_paise >= 0),
    currency            TEXT     NOT NULL DEFAULT 'INR',
    status              TEXT     NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'cancelled')),
    provider            TEXT     NOT NULL,
    provider_order_id   TEXT,                         -- e.g. the Razorpay payment link id
    provider_payment_id TEXT,
    success_url         TEXT     NOT NULL DEFAULT '',
    refund_status       TEXT     NOT NULL DEFAULT 'none' CHECK (refund_status IN ('none', 'flagged', 'refunded')),
    refund_reason       TEXT     NOT NULL DEFAULT '',
    created_at          DATETIME NOT NULL,
    paid_at             DATETIME,
    updated_at          DATETIME NOT NULL,
    UNIQUE (provider, provider_order_id)
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_refunds ON orders (refund_status);

-- Each gateway event is handled once, however often it arrives.
CREATE TABLE payment_events (
    id          INTEGER PRIMARY KEY,
    provider    TEXT     NOT NULL,
    event_id    TEXT     NOT NULL,
    event_type  TEXT     NOT NULL,
    order_id    INTEGER  REFERENCES orders (id),
    payload     TEXT     NOT NULL,
    received_at DATETIME NOT NULL,
    UNIQUE (provider, event_id)
);

CREATE TABLE entitlements (
    id              INTEGER PRIMARY KEY,
    user_id         INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    subscription_id INTEGER  NOT NULL REFERENCES subscriptions (id),
    order_id        INTEGER  REFERENCES orders (id),
    source          TEXT     NOT NULL CHECK (source IN ('payment', 'grant', 'demo')),
    starts_at       DATETIME NOT NULL,
    expires_at      DATETIME,
    revoked_at      DATETIME,
    created_at      DATETIME NOT NULL,
    updated_at      DATETIME NOT NULL,
    UNIQUE (user_id, subscription_id)
);
CREATE INDEX entitlements_subscription ON entitlements (subscription_id);

-- Dynamic content (the marketing side of the home page) ----------------------------------

CREATE TABLE carousels (
    id            INTEGER PRIMARY KEY,
    image_file_id INTEGER  NOT NULL REFERENCES files (id),
    title         TEXT     NOT NULL,
    redirect_url  TEXT     NOT NULL DEFAULT '',
    position      INTEGER  NOT NULL DEFAULT 0,
    is_active     BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at    DATETIME NOT NULL,
    updated_at    DATETIME NOT NULL
);

CREATE TABLE banners (
    id           INTEGER PRIMARY KEY,
    content      TEXT     NOT NULL,
    redirect_url TEXT,
    start_date   DATETIME NOT NULL,
    end_date     DATETIME NOT NULL,
    is_active    BOOLEAN  NOT NULL DEFAULT TRUE,
    position     INTEGER  NOT NULL DEFAULT 0,
    created_at   DATETIME NOT NULL,
    updated_at   DATETIME NOT NULL
);

CREATE TABLE offerings (
    id           INTEGER PRIMARY KEY,
    title        TEXT     NOT NULL,
    redirect_url TEXT     NOT NULL DEFAULT '',
    position     INTEGER  NOT NULL DEFAULT 0,
    is_active    BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at   DATETIME NOT NULL,
    updated_at   DATETIME NOT NULL
);

CREATE TABLE testimonials (
    id               INTEGER PRIMARY KEY,
    image_file_id    INTEGER  REFERENCES files (id) ON DELETE SET NULL,
    name             TEXT     NOT NULL,
    rank             TEXT     NOT NULL DEFAULT '',    -- as shown, e.g. "AIR 14"
    year             TEXT     NOT NULL DEFAULT '',
    youtube_video_id TEXT     NOT NULL DEFAULT '',    -- the embed snippet is built from it, never stored raw
    position         INTEGER  NOT NULL DEFAULT 0,
    is_active        BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL
);

CREATE TABLE top_performers (
    id                    INTEGER PRIMARY KEY,
    title                 TEXT     NOT NULL,
    desktop_image_file_id INTEGER  NOT NULL REFERENCES files (id),
    mobile_image_file_id  INTEGER  NOT NULL REFERENCES files (id),
    position              INTEGER  NOT NULL DEFAULT 0,
    is_active             BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at            DATETIME NOT NULL,
    updated_at            DATETIME NOT NULL
);

CREATE TABLE faqs (
    id         INTEGER PRIMARY KEY,
    question   TEXT     NOT NULL,
    answer     TEXT     NOT NULL,
    position   INTEGER  NOT NULL DEFAULT 0,
    is_active  BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL
);

CREATE TABLE popover_ads (
    id            INTEGER PRIMARY KEY,
    image_file_id INTEGER  NOT NULL REFERENCES files (id),
    title         TEXT     NOT NULL,
    redirect_url  TEXT     NOT NULL DEFAULT '',
    starts_at     DATETIME,
    ends_at       DATETIME,
    position      INTEGER  NOT NULL DEFAULT 0,
    is_active     BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at    DATETIME NOT NULL,
    updated_at    DATETIME NOT NULL
);

CREATE TABLE app_menu (
    id       INTEGER PRIMARY KEY,
    title    TEXT    NOT NULL,
    path     TEXT    NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE target_years (
    id         INTEGER PRIMARY KEY,
    year       TEXT    NOT NULL UNIQUE CHECK (length(year) = 4),
    is_default BOOLEAN NOT NULL DEFAULT FALSE,
    position   INTEGER NOT NULL DEFAULT 0
);

-- Staff ------------------------------------------------------------------------------------

CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY,
    actor_id    INTEGER  REFERENCES users (id) ON DELETE SET NULL,
    action      TEXT     NOT NULL,                    -- create, update, delete, grant, ...
    entity      TEXT     NOT NULL,                    -- table-like name, e.g. subscription
    entity_id   INTEGER,
    before_json TEXT     NOT NULL DEFAULT '',
    after_json  TEXT     NOT NULL DEFAULT '',
    ip          TEXT     NOT NULL DEFAULT '',
    created_at  DATETIME NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

-- The six sections never change without a code change, so they are part of the schema.
INSERT INTO categories (id, slug, name, position) VALUES
    (1, 'notes', 'Notes', 1),
    (2, 'prelims-tests', 'Prelims Tests', 2),
    (3, 'mains-tests', 'Mains Tests', 3),
    (4, 'video-courses', 'Video Courses', 4),
    (5, 'optionals', 'Optionals', 5),
    (6, 'pcs', 'PCS', 6);

-- +goose Down
-- Down migrations are not supported: restore from a backup instead (docs/operations.md).
