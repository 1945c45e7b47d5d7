package prelims

// Duplicating a test (docs/product.md, "Duplicating a test"): staff start next year's mock, or a
// second sitting, from a test that is already written. The copy is a new test: it takes the
// paper and its settings, never what learners did with the original.

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"aspirant/internal/db"
)

const (
	copySuffix     = " (copy)"
	copySlugSuffix = "-copy"
	// TestNameMax and SlugMax are the longest a test's name and address may be (the console's
	// fields for them).
	TestNameMax = 200
	SlugMax     = 120
)

// copiedTestColumns are the columns of prelims_tests a copy takes as they are: its text, its
// paper's files, its marking scheme and settings. Left out, so the copy starts afresh: the name
// and slug (its own), publication, the live window (a copy is a new sitting), the discussion
// (a video of the original's sitting, whose uploaded file is deleted with the original), and the
// paper version (a new paper).
const copiedTestColumns = "library_id, description_html, duration_minutes, total_marks, total_attempts, marks_correct, " +
	"marks_incorrect, marks_unattempted, question_file_id, explanation_file_id, languages, position, challenge_days, " +
	"csat_test_id, qualifying_percent"

// DuplicateTest copies a test and its questions in tx, unpublished, and answers the copy's id.
func (s *Service) DuplicateTest(ctx context.Context, tx *db.Tx, testID int64) (int64, error) {
	var original struct {
		Name string `db:"name"`
		Slug string `db:"slug"`
	}
	err := tx.Get(ctx, &original, "SELECT name, slug FROM prelims_tests WHERE id = ?", testID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, errNoTest
	}
	if err != nil {
		return 0, err
	}
	freeSlug, err := unusedSlug(ctx, tx, original.Slug)
	if err != nil {
		return 0, err
	}
	now := s.now().UTC()
	copyID, err := tx.InsertID(ctx, `INSERT INTO prelims_tests (name, slug, is_published, created_at, updated_at, `+copiedTestColumns+`)
		SELECT ?, ?, ?, ?, ?, `+copiedTestColumns+` FROM prelims_tests WHERE id = ? RETURNING id`,
		copyName(original.Name), freeSlug, false, now, now, testID)
	if err != nil {
		return 0, err
	}
	questions, err := bankQuestions(ctx, tx, testID)
	if err != nil || len(questions) == 0 {
		return copyID, err
	}
	// Added as any question is (in order, its images checked, the paper's version moved on), as
	// staff wrote it: texts in every language, options, key, explanation, topic and difficulty.
	// What learners did to the original (a key corrected, a question dropped after a challenge)
	// belongs to the original's sitting.
	inputs := make([]QuestionInput, len(questions))
	for i, q := range questions {
		inputs[i] = q.QuestionInput
	}
	_, err = s.AddQuestions(ctx, tx, copyID, inputs)
	return copyID, err
}

// copyName is the copy's name, "<name> (copy)", shortened at the end of the name when the whole
// would be longer than a test's name may be.
func copyName(name string) string {
	return truncateRunes(name, TestNameMax-utf8.RuneCountInString(copySuffix)) + copySuffix
}

// unusedSlug answers the first of slug-copy, slug-copy-2, slug-copy-3 ... that no test has.
func unusedSlug(ctx context.Context, q db.Q, slug string) (string, error) {
	for n := 1; ; n++ {
		suffix := copySlugSuffix
		if n > 1 {
			suffix = fmt.Sprintf("%s-%d", copySlugSuffix, n)
		}
		candidate := strings.TrimRight(truncateRunes(slug, SlugMax-len(suffix)), "-") + suffix
		var taken int
		if err := q.Get(ctx, &taken, "SELECT COUNT(*) FROM prelims_tests WHERE slug = ?", candidate); err != nil {
			return "", err
		}
		if taken == 0 {
			return candidate, nil
		}
	}
}

// truncateRunes cuts text to at most max characters.
func truncateRunes(text string, max int) string {
	if runes := []rune(text); len(runes) > max {
		return string(runes[:max])
	}
	return text
}
