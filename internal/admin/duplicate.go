package admin

// Duplicating a prelims test (docs/product.md, "Duplicating a test"): staff start next year's
// mock, or a second sitting, from a test that is already written. The copy is a new test: it
// takes the paper and its settings, never what learners did with the original.

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/prelims"
)

const (
	copySuffix     = " (copy)"
	copySlugSuffix = "-copy"
	testNameMax    = 200 // the prelims test's name field (resources.go)
	slugMax        = 120 // Field.parse's limit for a Slug
)

// copiedTestColumns are the columns of prelims_tests a copy takes as they are: its text, its
// paper's files, its marking scheme and settings. Left out, so the copy starts afresh: the name
// and slug (its own), publication, the live window (a copy is a new sitting), the discussion
// (a video of the original's sitting, whose uploaded file is deleted with the original), and the
// paper version (a new paper).
var copiedTestColumns = "library_id, description_html, duration_minutes, total_marks, total_attempts, marks_correct, " +
	"marks_incorrect, marks_unattempted, question_file_id, explanation_file_id, languages, position, challenge_days, " +
	"csat_test_id, qualifying_percent"

func (s *Service) duplicateRoutes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/duplicate", adminOnly(s.duplicateTest))
}

// duplicateTest copies a prelims test with its questions in one transaction, and answers the
// copy as the console's record of it.
func (s *Service) duplicateTest(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	tests := s.resource("prelims-tests")
	var copied map[string]any
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		original, err := tests.read(r.Context(), tx, id)
		if err != nil {
			return err
		}
		copyID, err := s.copyTest(r.Context(), tx, id, original)
		if err != nil {
			return writeError(tests, err)
		}
		if copied, err = tests.read(r.Context(), tx, copyID); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "duplicate", tests.Entity, copyID, nil,
			map[string]any{"copiedFrom": id, "record": copied})
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, httpx.M{"item": copied})
	return nil
}

// copyTest inserts the copy of the test and of its questions, and answers the copy's id.
func (s *Service) copyTest(ctx context.Context, tx *db.Tx, id int64, original map[string]any) (int64, error) {
	name, _ := original["name"].(string)
	slug, _ := original["slug"].(string)
	freeSlug, err := unusedSlug(ctx, tx, slug)
	if err != nil {
		return 0, err
	}
	now := s.now().UTC()
	copyID, err := tx.InsertID(ctx, `INSERT INTO prelims_tests (name, slug, is_published, created_at, updated_at, `+copiedTestColumns+`)
		SELECT ?, ?, ?, ?, ?, `+copiedTestColumns+` FROM prelims_tests WHERE id = ? RETURNING id`,
		copyName(name), freeSlug, false, now, now, id)
	if err != nil {
		return 0, err
	}
	questions, err := s.bank.Questions(ctx, tx, id)
	if err != nil || len(questions) == 0 {
		return copyID, err
	}
	// Through the question bank, so a copied question is stored as any added one is (in order,
	// its images checked, the paper's version moved on).
	_, err = s.bank.AddQuestions(ctx, tx, copyID, questionInputs(questions))
	return copyID, err
}

// questionInputs answers the questions as staff wrote them: texts in every language, options,
// key, explanation, topic and difficulty. What learners did to them (a key corrected, a question
// dropped after a challenge) belongs to the original's sitting.
func questionInputs(questions []prelims.BankQuestion) []prelims.QuestionInput {
	inputs := make([]prelims.QuestionInput, len(questions))
	for i, q := range questions {
		inputs[i] = q.QuestionInput
	}
	return inputs
}

// copyName is the copy's name, "<name> (copy)", shortened at the end of the name when the whole
// would be longer than a test's name may be.
func copyName(name string) string {
	return truncateRunes(name, testNameMax-utf8.RuneCountInString(copySuffix)) + copySuffix
}

// unusedSlug answers the first of slug-copy, slug-copy-2, slug-copy-3 ... that no test has.
func unusedSlug(ctx context.Context, q db.Q, slug string) (string, error) {
	for n := 1; ; n++ {
		suffix := copySlugSuffix
		if n > 1 {
			suffix = fmt.Sprintf("%s-%d", copySlugSuffix, n)
		}
		candidate := strings.TrimRight(truncateRunes(slug, slugMax-len(suffix)), "-") + suffix
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

// resource answers the generic resource called name.
func (s *Service) resource(name string) *Resource {
	for _, res := range s.resources {
		if res.Name == name {
			return res
		}
	}
	panic("admin: no resource " + name)
}
