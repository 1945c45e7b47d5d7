package db_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/testutil"
)

// A database that stored staff text as HTML (before migration 21) holds, after the upgrade, the
// text staff would have typed: paragraphs, lists and tables as lines, entities as characters
// (docs/product.md, "Staff text").
func TestStoredHTMLBecomesTypedText(t *testing.T) {
	ctx := context.Background()
	var d *db.DB
	if testutil.Kind() == "postgres" {
		d, _ = testutil.NewPostgresSchema(t)
	} else {
		var err error
		if d, err = db.Open(ctx, "sqlite:"+filepath.Join(t.TempDir(), "old.db")); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
	}
	if err := d.MigrateUpTo(ctx, 20); err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	library, err := d.InsertID(ctx, `INSERT INTO libraries (kind, name, description_html, created_at, updated_at)
		VALUES ('tests', 'Series', '<p>Ten tests &amp; a review.</p>', ?, ?) RETURNING id`, now, now)
	if err != nil {
		t.Fatal(err)
	}
	test, err := d.InsertID(ctx, `INSERT INTO prelims_tests (library_id, name, slug, description_html, created_at, updated_at)
		VALUES (?, 'Mock', 'mock', 'No markup here', ?, ?) RETURNING id`, library, now, now)
	if err != nil {
		t.Fatal(err)
	}
	question, err := d.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, explanation_html,
		description_html_hi, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?, ?) RETURNING id`, test,
		`<p>Consider the following statements:</p><p>1. A &lt; B</p><p>2. <strong>C</strong> &gt; D</p>`,
		`<ul><li>One</li><li>Two</li></ul>`, `<p>कथन 1</p><p>कथन 2</p>`, now, now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Exec(ctx, `INSERT INTO prelims_options (question_id, position, text_html, text_html_hi, is_correct)
		VALUES (?, 1, 'A &amp; B', 'क &amp; ख', ?)`, question, true); err != nil {
		t.Fatal(err)
	}
	english, err := d.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, created_at, updated_at)
		VALUES (?, 2, 'English only', ?, ?) RETURNING id`, test, now, now)
	if err != nil {
		t.Fatal(err)
	}

	if err := d.Migrate(ctx, testutil.Logger()); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Library     string `db:"library"`
		Test        string `db:"test"`
		Description string `db:"description_html"`
		Explanation string `db:"explanation_html"`
		Hindi       string `db:"hindi"`
		Option      string `db:"text_html"`
		HindiOption string `db:"hindi_option"`
	}
	// The Hindi version, typed text since migration 21, is in the translation rows since 30.
	if err := d.Get(ctx, &got, `SELECT l.description_html AS library, t.description_html AS test, q.description_html,
			q.explanation_html, qt.description_html AS hindi, o.text_html, ot.text_html AS hindi_option
		FROM prelims_questions q JOIN prelims_tests t ON t.id = q.test_id JOIN libraries l ON l.id = t.library_id
		JOIN prelims_options o ON o.question_id = q.id
		JOIN prelims_question_translations qt ON qt.question_id = q.id AND qt.language = 'hi'
		JOIN prelims_option_translations ot ON ot.option_id = o.id AND ot.language = 'hi'`); err != nil {
		t.Fatal(err)
	}
	want := []string{"Ten tests & a review.", "No markup here", "Consider the following statements:\n\n1. A < B\n\n2. C > D",
		"• One\n• Two", "कथन 1\n\nकथन 2", "A & B", "क & ख"}
	var versions int
	if err := d.Get(ctx, &versions, "SELECT COUNT(*) FROM prelims_question_translations WHERE question_id = ?", english); err != nil || versions != 0 {
		t.Errorf("a question without a Hindi version has %d versions (%v)", versions, err)
	}
	for i, have := range []string{got.Library, got.Test, got.Description, got.Explanation, got.Hindi, got.Option, got.HindiOption} {
		if have != want[i] {
			t.Errorf("column %d: %q, want %q", i, have, want[i])
		}
	}
}
