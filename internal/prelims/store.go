package prelims

// The engine's SQL, and nothing else: the rules that decide when to run it are in the service
// (attempts.go, results.go, library.go, bank.go, rescore.go), the requests in http.go.

import (
	"context"
	"errors"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/stafftext"
	"aspirant/internal/wire"
)

const attemptColumns = `id, test_id, user_id, attempt_no, attempt_key, status, started_at, deadline_at, submitted_at,
	finish_reason, score, correct_count, incorrect_count, unattempted_count, rescored_at, ranked, late_answers`

// Attempts ---------------------------------------------------------------------------------

// attemptsOf answers a learner's attempts of a test, first to last.
func attemptsOf(ctx context.Context, q db.Q, testID, userID int64) ([]attempt, error) {
	var out []attempt
	err := q.Select(ctx, &out, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE test_id = ? AND user_id = ? ORDER BY attempt_no", testID, userID)
	return out, err
}

// attemptOf answers one of a learner's attempts (db.ErrNotFound when it is not theirs).
func attemptOf(ctx context.Context, q db.Q, attemptID, userID int64) (attempt, error) {
	var a attempt
	err := q.Get(ctx, &a, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE id = ? AND user_id = ?", attemptID, userID)
	return a, err
}

// attemptCount counts a learner's attempts of a test, running or finished.
func attemptCount(ctx context.Context, q db.Q, testID, userID int64) (int, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ? AND user_id = ?", testID, userID)
	return n, err
}

// insertAttempt stores a new open attempt and sets its id. created is false when the attempt
// number or the key is taken already; the insert then does nothing, so the transaction stays
// usable (a unique violation would abort it on PostgreSQL).
func insertAttempt(ctx context.Context, tx *db.Tx, a *attempt) (created bool, err error) {
	a.ID, err = tx.InsertID(ctx, `INSERT INTO prelims_attempts (test_id, user_id, attempt_no, attempt_key, status, started_at, deadline_at, ranked)
		VALUES (?, ?, ?, ?, 'open', ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`, a.TestID, a.UserID, a.AttemptNo, a.AttemptKey, a.StartedAt,
		a.DeadlineAt, a.Ranked)
	if errors.Is(err, db.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// keyUsedElsewhere reports whether a learner's attempt key names an attempt of another test.
func keyUsedElsewhere(ctx context.Context, q db.Q, userID int64, key string, testID int64) (bool, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_attempts WHERE user_id = ? AND attempt_key = ? AND test_id <> ?", userID, key, testID)
	return n > 0, err
}

// finishAttempt records a result on an open attempt; finished is false when it was not open.
func finishAttempt(ctx context.Context, tx *db.Tx, attemptID int64, r Result, finish string, now time.Time) (finished bool, err error) {
	res, err := tx.Exec(ctx, `UPDATE prelims_attempts SET status = 'submitted', submitted_at = ?, finish_reason = ?, score = ?,
		correct_count = ?, incorrect_count = ?, unattempted_count = ? WHERE id = ? AND status = 'open'`,
		now, finish, r.Score, r.Correct, r.Incorrect, r.Unattempted, attemptID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// dueAttempts answers open attempts whose deadline is before cutoff, in (deadline, id) order after
// the given place.
func dueAttempts(ctx context.Context, q db.Q, cutoff, afterDeadline time.Time, afterID int64, limit int) ([]attempt, error) {
	var due []attempt
	err := q.Select(ctx, &due, "SELECT "+attemptColumns+` FROM prelims_attempts
		WHERE status = 'open' AND deadline_at < ? AND (deadline_at > ? OR (deadline_at = ? AND id > ?))
		ORDER BY deadline_at, id LIMIT ?`, cutoff, afterDeadline, afterDeadline, afterID, limit)
	return due, err
}

// openDeadlines answers the deadlines of a learner's open attempts, by test.
func openDeadlines(ctx context.Context, q db.Q, userID int64) (map[int64]time.Time, error) {
	var rows []struct {
		TestID   int64     `db:"test_id"`
		Deadline time.Time `db:"deadline_at"`
	}
	if err := q.Select(ctx, &rows, "SELECT test_id, deadline_at FROM prelims_attempts WHERE user_id = ? AND status = 'open'", userID); err != nil {
		return nil, err
	}
	out := make(map[int64]time.Time, len(rows))
	for _, r := range rows {
		out[r.TestID] = r.Deadline
	}
	return out, nil
}

// Answers ----------------------------------------------------------------------------------

// savedAnswers answers what an attempt has saved.
func savedAnswers(ctx context.Context, q db.Q, attemptID int64) ([]SavedAnswer, error) {
	out := []SavedAnswer{}
	err := q.Select(ctx, &out, `SELECT question_id, option_id, answer_value, marked_for_review, time_spent_ms, confidence
		FROM prelims_attempt_answers WHERE attempt_id = ? ORDER BY question_id`, attemptID)
	return out, err
}

// answersChosenBy answers the answers chosen no later than cutoff: those an attempt is scored on
// (docs/product.md, "The clock"). An answer saved before choice times were kept was chosen when
// it was saved. Each is a response of its question's kind in p.
func answersChosenBy(ctx context.Context, q db.Q, p *paper, attemptID int64, cutoff time.Time) ([]Answer, error) {
	var rows []SavedAnswer
	if err := q.Select(ctx, &rows, `SELECT question_id, option_id, answer_value, marked_for_review, time_spent_ms FROM prelims_attempt_answers
		WHERE attempt_id = ? AND COALESCE(chosen_at, updated_at) <= ?`, attemptID, cutoff); err != nil {
		return nil, err
	}
	return p.sheetOf(rows), nil
}

// storedChoice is a question's answer as an attempt holds it: its response's columns (both nil:
// none), when it was given, and whether a later answer to it reached the server too late to count.
type storedChoice struct {
	QuestionID int64      `db:"question_id"`
	Option     *int64     `db:"option_id"`
	Value      *string    `db:"answer_value"`
	ChosenAt   *time.Time `db:"chosen_at"`
	UpdatedAt  time.Time  `db:"updated_at"`
	LateAt     *time.Time `db:"late_at"`
}

// chosen answers when the stored choice was made, and false for a row that holds no choice (only
// a time spent, or a mark of a late one). An answer saved before choice times were kept was
// chosen when it was saved.
func (c storedChoice) chosen() (time.Time, bool) {
	if c.ChosenAt != nil {
		return *c.ChosenAt, true
	}
	return c.UpdatedAt, c.Option != nil || c.Value != nil
}

// storedChoices answers an attempt's choices by question. (The times are read as they are, not
// through COALESCE: SQLite gives an expression of a time as text.)
func storedChoices(ctx context.Context, q db.Q, attemptID int64) (map[int64]storedChoice, error) {
	var rows []storedChoice
	if err := q.Select(ctx, &rows, `SELECT question_id, option_id, answer_value, chosen_at, updated_at, late_at FROM prelims_attempt_answers
		WHERE attempt_id = ?`, attemptID); err != nil {
		return nil, err
	}
	out := make(map[int64]storedChoice, len(rows))
	for _, r := range rows {
		out[r.QuestionID] = r
	}
	return out, nil
}

// markLate records that a choice of each given question reached an attempt too late to count,
// leaving the choice that counts as it is (a question without a row gets one with no option),
// and stores on the attempt how many questions have such a choice.
func markLate(ctx context.Context, tx *db.Tx, attemptID int64, questionIDs []int64, lateAnswers int, now time.Time) error {
	for start := 0; start < len(questionIDs); start += answersPerStatement {
		chunk := questionIDs[start:min(start+answersPerStatement, len(questionIDs))]
		rows := strings.TrimSuffix(strings.Repeat("(?, ?, NULL, ?, 0, ?, ?), ", len(chunk)), ", ")
		args := make([]any, 0, 5*len(chunk))
		for _, id := range chunk {
			args = append(args, attemptID, id, false, now, now)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO prelims_attempt_answers (attempt_id, question_id, option_id, marked_for_review, time_spent_ms, updated_at, late_at)
			VALUES `+rows+`
			ON CONFLICT (attempt_id, question_id) DO UPDATE SET late_at = excluded.late_at`, args...); err != nil {
			return err
		}
	}
	_, err := tx.Exec(ctx, "UPDATE prelims_attempts SET late_answers = ? WHERE id = ?", lateAnswers, attemptID)
	return err
}

// setResult records a new result on a submitted attempt whose answers changed (not a re-scoring
// of the key: rescored_at stays as it is).
func setResult(ctx context.Context, tx *db.Tx, attemptID int64, r Result) error {
	_, err := tx.Exec(ctx, `UPDATE prelims_attempts SET score = ?, correct_count = ?, incorrect_count = ?, unattempted_count = ?
		WHERE id = ? AND status = 'submitted'`, r.Score, r.Correct, r.Incorrect, r.Unattempted, attemptID)
	return err
}

// answersPerStatement bounds one upsert's rows: 9 parameters a row stays far below either
// database's parameter limit, and a full paper of 100 questions is one statement.
const answersPerStatement = 200

// upsertAnswers writes answers, a statement per answersPerStatement rows rather than one per
// answer (a submission carries the whole sheet, and statements are what the one writer pays
// for); the time spent only grows, so a delayed save cannot lower it. Each answer is stored as
// chosen at its ChosenAt, or now when it has none. No question may appear twice, which one
// multi-row upsert needs.
func upsertAnswers(ctx context.Context, tx *db.Tx, attemptID int64, answers []Answer, now time.Time) error {
	for start := 0; start < len(answers); start += answersPerStatement {
		chunk := answers[start:min(start+answersPerStatement, len(answers))]
		rows := strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?, ?), ", len(chunk)), ", ")
		args := make([]any, 0, 9*len(chunk))
		for _, a := range chunk {
			chosen := now
			if a.ChosenAt != nil {
				chosen = a.ChosenAt.UTC()
			}
			option, value := a.Response.columns()
			args = append(args, attemptID, a.QuestionID, option, value, a.MarkedForReview, a.TimeSpentMs, a.Confidence, now, chosen)
		}
		_, err := tx.Exec(ctx, `INSERT INTO prelims_attempt_answers (attempt_id, question_id, option_id, answer_value, marked_for_review, time_spent_ms, confidence, updated_at, chosen_at)
			VALUES `+rows+`
			ON CONFLICT (attempt_id, question_id) DO UPDATE SET option_id = excluded.option_id, answer_value = excluded.answer_value,
				marked_for_review = excluded.marked_for_review, confidence = excluded.confidence,
				time_spent_ms = CASE WHEN excluded.time_spent_ms > prelims_attempt_answers.time_spent_ms
					THEN excluded.time_spent_ms ELSE prelims_attempt_answers.time_spent_ms END,
				updated_at = excluded.updated_at, chosen_at = excluded.chosen_at`, args...)
		if err != nil {
			return err
		}
	}
	return nil
}

// recordTimeSpent raises the time spent on questions of an attempt, leaving the chosen options
// and when they were chosen and saved as they are: a late sheet's times must not make a saved
// answer look late. A question without a row gets one with no option.
func recordTimeSpent(ctx context.Context, tx *db.Tx, attemptID int64, answers []Answer, now time.Time) error {
	timed := make([]Answer, 0, len(answers))
	for _, a := range answers {
		if a.TimeSpentMs > 0 {
			timed = append(timed, a)
		}
	}
	for start := 0; start < len(timed); start += answersPerStatement {
		chunk := timed[start:min(start+answersPerStatement, len(timed))]
		rows := strings.TrimSuffix(strings.Repeat("(?, ?, NULL, ?, ?, ?), ", len(chunk)), ", ")
		args := make([]any, 0, 5*len(chunk))
		for _, a := range chunk {
			args = append(args, attemptID, a.QuestionID, false, a.TimeSpentMs, now)
		}
		_, err := tx.Exec(ctx, `INSERT INTO prelims_attempt_answers (attempt_id, question_id, option_id, marked_for_review, time_spent_ms, updated_at)
			VALUES `+rows+`
			ON CONFLICT (attempt_id, question_id) DO UPDATE SET
				time_spent_ms = CASE WHEN excluded.time_spent_ms > prelims_attempt_answers.time_spent_ms
					THEN excluded.time_spent_ms ELSE prelims_attempt_answers.time_spent_ms END`, args...)
		if err != nil {
			return err
		}
	}
	return nil
}

// clearChoices sets the answer of the given questions of an attempt back to none.
func clearChoices(ctx context.Context, tx *db.Tx, attemptID int64, questionIDs []any, now time.Time) error {
	if len(questionIDs) == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `UPDATE prelims_attempt_answers SET option_id = NULL, answer_value = NULL, confidence = '', updated_at = ?, chosen_at = ?
		WHERE attempt_id = ? AND question_id IN (`+db.Placeholders(len(questionIDs))+`)`,
		append([]any{now, now, attemptID}, questionIDs...)...)
	return err
}

// Papers -----------------------------------------------------------------------------------

// loadPaper reads a test, published or not, with its questions, their kinds, options and keys. A
// question of a kind this server does not know fails the load (errUnknownKind).
func loadPaper(ctx context.Context, q db.Q, testID int64) (*paper, error) {
	p := &paper{byID: map[int64]int{}}
	var t struct {
		ID          int64  `db:"id"`
		LibraryID   int64  `db:"library_id"`
		Name        string `db:"name"`
		Slug        string `db:"slug"`
		Duration    int    `db:"duration_minutes"`
		Attempts    int    `db:"total_attempts"`
		Marks       int    `db:"total_marks"`
		Correct     int64  `db:"marks_correct"`
		Incorrect   int64  `db:"marks_incorrect"`
		Unattempted int64  `db:"marks_unattempted"`
		Published   bool   `db:"is_published"`
		Version     int64  `db:"paper_version"`
		Languages   string `db:"languages"`
		window
		ChallengeDays     int    `db:"challenge_days"`
		CSATTestID        *int64 `db:"csat_test_id"`
		QualifyingPercent int    `db:"qualifying_percent"`
		IsCSAT            bool   `db:"is_csat"`
	}
	err := q.Get(ctx, &t, `SELECT id, library_id, name, slug, duration_minutes, total_attempts, total_marks, marks_correct,
		marks_incorrect, marks_unattempted, is_published, paper_version, languages, opens_at, closes_at,
		challenge_days, csat_test_id, qualifying_percent,
		EXISTS (SELECT 1 FROM prelims_tests g WHERE g.csat_test_id = prelims_tests.id) AS is_csat
		FROM prelims_tests WHERE id = ?`, testID)
	if err != nil {
		return nil, err
	}
	p.TestID, p.LibraryID, p.Name, p.Slug, p.Duration, p.Attempts, p.Marks = t.ID, t.LibraryID, t.Name, t.Slug, t.Duration, t.Attempts, t.Marks
	p.Scheme = Scheme{Correct: t.Correct, Incorrect: t.Incorrect, Unattempted: t.Unattempted}
	p.Published, p.Version, p.Languages, p.Window = t.Published, t.Version, wire.SplitLanguages(t.Languages), t.window
	p.ChallengeDays, p.CSATTestID, p.QualifyingPercent, p.IsCSAT = t.ChallengeDays, t.CSATTestID, t.QualifyingPercent, t.IsCSAT
	var rows []struct {
		QuestionID     int64      `db:"question_id"`
		Description    string     `db:"description_html"`
		Explanation    string     `db:"explanation_html"`
		Difficulty     string     `db:"difficulty"`
		Topic          string     `db:"topic"`
		KeyCorrectedAt *time.Time `db:"key_corrected_at"`
		Kind           string     `db:"kind"`
		AnswerKey      *string    `db:"answer_key"`
		OptionID       *int64     `db:"option_id"`
		OptionText     *string    `db:"text_html"`
		IsCorrect      *bool      `db:"is_correct"`
		Dropped        bool       `db:"dropped"`
	}
	// A left join: a question of a kind answered with a value may have no options.
	err = q.Select(ctx, &rows, `SELECT q.id AS question_id, q.description_html, q.explanation_html, q.difficulty, q.topic,
			q.key_corrected_at, q.kind, q.answer_key, o.id AS option_id, o.text_html, o.is_correct, q.dropped
		FROM prelims_questions q LEFT JOIN prelims_options o ON o.question_id = q.id
		WHERE q.test_id = ? ORDER BY q.position, q.id, o.position, o.id`, testID)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		i, ok := p.byID[r.QuestionID]
		if !ok {
			kind, known := kindNamed(r.Kind)
			if !known {
				return nil, errUnknownKind(r.QuestionID, r.Kind)
			}
			i = len(p.Questions)
			p.byID[r.QuestionID] = i
			p.Questions = append(p.Questions, paperQuestion{ID: r.QuestionID, Topic: r.Topic, Kind: kind,
				QuestionKey: QuestionKey{Options: map[int64]bool{}, Answer: deref(r.AnswerKey)}, Description: r.Description,
				Explanation: r.Explanation, Difficulty: r.Difficulty, OptionList: []option{}, KeyCorrectedAt: r.KeyCorrectedAt,
				Dropped: r.Dropped})
		}
		if r.OptionID == nil {
			continue
		}
		pq := &p.Questions[i]
		pq.Options[*r.OptionID] = true
		pq.OptionList = append(pq.OptionList, option{ID: *r.OptionID, Text: deref(r.OptionText)})
		if deref(r.IsCorrect) {
			pq.Correct = *r.OptionID
		}
	}
	versions, err := testVersions(ctx, q, testID)
	if err != nil {
		return nil, err
	}
	for questionID, byLanguage := range versions {
		if i, ok := p.byID[questionID]; ok {
			p.Questions[i].Versions = byLanguage
		}
	}
	renderPaper(p)
	return p, nil
}

// testVersions answers the versions in other languages of a test's questions, by question and
// language: two queries for the whole paper, whatever its length.
func testVersions(ctx context.Context, q db.Q, testID int64) (map[int64]map[locale.Lang]storedVersion, error) {
	var questions []struct {
		QuestionID  int64       `db:"question_id"`
		Language    locale.Lang `db:"language"`
		Description string      `db:"description_html"`
		Explanation string      `db:"explanation_html"`
	}
	err := q.Select(ctx, &questions, `SELECT t.question_id, t.language, t.description_html, t.explanation_html
		FROM prelims_question_translations t JOIN prelims_questions q ON q.id = t.question_id
		WHERE q.test_id = ? ORDER BY t.question_id, t.language`, testID)
	if err != nil || len(questions) == 0 {
		return nil, err
	}
	var options []struct {
		QuestionID int64       `db:"question_id"`
		OptionID   int64       `db:"option_id"`
		Language   locale.Lang `db:"language"`
		Text       string      `db:"text_html"`
	}
	err = q.Select(ctx, &options, `SELECT o.question_id, t.option_id, t.language, t.text_html
		FROM prelims_option_translations t JOIN prelims_options o ON o.id = t.option_id
		JOIN prelims_questions q ON q.id = o.question_id
		WHERE q.test_id = ? ORDER BY o.question_id, o.position, o.id, t.language`, testID)
	if err != nil {
		return nil, err
	}
	out := map[int64]map[locale.Lang]storedVersion{}
	for _, r := range questions {
		if out[r.QuestionID] == nil {
			out[r.QuestionID] = map[locale.Lang]storedVersion{}
		}
		out[r.QuestionID][r.Language] = storedVersion{Description: r.Description, Explanation: r.Explanation, Options: map[int64]string{}}
	}
	for _, r := range options {
		if v, ok := out[r.QuestionID][r.Language]; ok {
			v.Options[r.OptionID] = r.Text
		}
	}
	return out, nil
}

// renderPaper makes every text of a paper the HTML learners read (docs/product.md, "Staff
// text"), once per load rather than for each of a hundred questions on every learner's request
// (docs/performance.md).
func renderPaper(p *paper) {
	for i := range p.Questions {
		q := &p.Questions[i]
		// The other languages' versions first: without images of their own, they show the first's.
		for lang, v := range q.Versions {
			rendered := storedVersion{Description: stafftext.HTML(stafftext.WithImagesOf(v.Description, q.Description)),
				Explanation: stafftext.HTML(stafftext.WithImagesOf(v.Explanation, q.Explanation)), Options: map[int64]string{}}
			for _, o := range q.OptionList {
				rendered.Options[o.ID] = stafftext.InlineHTML(stafftext.WithImagesOf(v.Options[o.ID], o.Text))
			}
			q.Versions[lang] = rendered
		}
		q.Description, q.Explanation = stafftext.HTML(q.Description), stafftext.HTML(q.Explanation)
		for j := range q.OptionList {
			o := &q.OptionList[j]
			o.Text = stafftext.InlineHTML(o.Text)
		}
	}
}

// paperVersion answers a test's stored paper version.
func paperVersion(ctx context.Context, q db.Q, testID int64) (int64, error) {
	var version int64
	err := q.Get(ctx, &version, "SELECT paper_version FROM prelims_tests WHERE id = ?", testID)
	return version, err
}

// movePaperVersion marks a test's paper as changed.
func movePaperVersion(ctx context.Context, tx *db.Tx, testID int64) error {
	_, err := tx.Exec(ctx, "UPDATE prelims_tests SET paper_version = paper_version + 1 WHERE id = ?", testID)
	return err
}

// Lists ------------------------------------------------------------------------------------

type libraryRow struct {
	ID          int64   `db:"id"`
	LibraryID   int64   `db:"library_id"`
	Name        string  `db:"name"`
	Slug        string  `db:"slug"`
	Description string  `db:"description_html"`
	Duration    int     `db:"duration_minutes"`
	TotalMarks  int     `db:"total_marks"`
	Attempts    int     `db:"total_attempts"`
	Questions   int     `db:"question_count"`
	QuestionPDF *string `db:"question_pdf"`
	Explanation *string `db:"explanation_pdf"`
	Discussion  string  `db:"discussion_video_url"`
	// DiscussionFile is the discussion's own video file, which plays instead of the link.
	DiscussionFile *int64 `db:"discussion_file_id"`
	DiscussionType string `db:"discussion_type"`
	AttemptsMade   int    `db:"attempts_made"` // submitted
	Started        int    `db:"attempts_started"`
	Languages      string `db:"languages"`
	window
}

// libraryTests answers the published tests of a test series with a learner's attempts of each.
func libraryTests(ctx context.Context, q db.Q, userID, libraryID int64) ([]libraryRow, error) {
	var rows []libraryRow
	err := q.Select(ctx, &rows, `SELECT t.id, t.library_id, t.name, t.slug, t.description_html, t.duration_minutes,
			t.total_marks, t.total_attempts, q.storage_key AS question_pdf, x.storage_key AS explanation_pdf,
			t.discussion_video_url, t.discussion_file_id, COALESCE(df.content_type, '') AS discussion_type,
			t.languages, t.opens_at, t.closes_at,
			(SELECT COUNT(*) FROM prelims_questions pq WHERE pq.test_id = t.id) AS question_count,
			(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ? AND a.status = 'submitted') AS attempts_made,
			(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?) AS attempts_started
		FROM prelims_tests t
		LEFT JOIN files q ON q.id = t.question_file_id
		LEFT JOIN files x ON x.id = t.explanation_file_id
		LEFT JOIN files df ON df.id = t.discussion_file_id
		WHERE t.library_id = ? AND t.is_published ORDER BY t.position, t.id`, userID, userID, libraryID)
	return rows, err
}

// testRows answers the tests a learner may list: the published ones and those they have an
// attempt of, of one series (seriesID > 0) or with one slug (slug != ""), or all. Admins asking
// for one slug get it published or not: they preview a test before learners see it.
func testRows(ctx context.Context, q db.Q, id httpx.Identity, seriesID int64, slug string) ([]Test, error) {
	query := `SELECT t.id, t.name, t.slug, t.description_html, t.duration_minutes, t.total_marks, t.total_attempts,
			t.marks_correct, t.marks_incorrect, t.marks_unattempted, t.library_id, t.languages AS stored_languages,
			t.opens_at, t.closes_at,
			(SELECT COUNT(*) FROM prelims_questions q WHERE q.test_id = t.id) AS question_count,
			(SELECT COUNT(*) FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?) AS attempts_made
		FROM prelims_tests t
		WHERE (t.is_published OR ? OR EXISTS (SELECT 1 FROM prelims_attempts a WHERE a.test_id = t.id AND a.user_id = ?))`
	args := []any{id.UserID, id.IsAdmin() && slug != "", id.UserID}
	if seriesID > 0 {
		query += " AND t.library_id = ?"
		args = append(args, seriesID)
	}
	if slug != "" {
		query += " AND t.slug = ?"
		args = append(args, slug)
	}
	var rows []Test
	err := q.Select(ctx, &rows, query+" ORDER BY t.library_id, t.position, t.id", args...)
	return rows, err
}

// testFile is a test whose question or explanation PDF is a given file.
type testFile struct {
	ID        int64  `db:"id"`
	LibraryID int64  `db:"library_id"`
	Name      string `db:"name"`
	Question  bool   `db:"is_question"`
	window
}

func testsWithFile(ctx context.Context, q db.Q, fileID int64) ([]testFile, error) {
	var rows []testFile
	err := q.Select(ctx, &rows, `SELECT id, library_id, name, CASE WHEN question_file_id = ? THEN 1 ELSE 0 END AS is_question,
			opens_at, closes_at
		FROM prelims_tests WHERE question_file_id = ? OR explanation_file_id = ?`, fileID, fileID, fileID)
	return rows, err
}

// attemptTally counts a learner's attempts of a test, all and submitted.
func attemptTally(ctx context.Context, q db.Q, testID, userID int64) (started, submitted int, err error) {
	var tally struct {
		Started   int `db:"started"`
		Submitted int `db:"submitted"`
	}
	err = q.Get(ctx, &tally, `SELECT COUNT(*) AS started, COALESCE(SUM(CASE WHEN status = 'submitted' THEN 1 ELSE 0 END), 0) AS submitted
		FROM prelims_attempts WHERE test_id = ? AND user_id = ?`, testID, userID)
	return tally.Started, tally.Submitted, err
}

// Results ----------------------------------------------------------------------------------

// rankedRow is a ranked attempt as the ranking reads it.
type rankedRow struct {
	UserID   int64  `db:"user_id"`
	UniqueID string `db:"unique_id"`
	Score    int64  `db:"score"`
}

// rankedAttempts reads a test's submitted ranked attempts in ranking order (the
// prelims_attempts_ranking index serves it).
func rankedAttempts(ctx context.Context, q db.Q, testID int64) ([]rankedRow, error) {
	var rows []rankedRow
	err := q.Select(ctx, &rows, `SELECT a.user_id, u.unique_id, a.score FROM prelims_attempts a JOIN users u ON u.id = a.user_id
		WHERE a.test_id = ? AND a.ranked AND a.status = 'submitted'
		ORDER BY a.score DESC, a.submitted_at, a.id`, testID)
	return rows, err
}

// rankedScore answers a learner's score on their submitted ranked attempt, if they have one.
func rankedScore(ctx context.Context, q db.Q, testID, userID int64) (int64, bool, error) {
	var score int64
	err := q.Get(ctx, &score, `SELECT score FROM prelims_attempts WHERE test_id = ? AND user_id = ? AND ranked AND status = 'submitted'`,
		testID, userID)
	if errors.Is(err, db.ErrNotFound) {
		return 0, false, nil
	}
	return score, err == nil, err
}

// submittedCount counts a test's submitted attempts.
func submittedCount(ctx context.Context, q db.Q, testID int64) (int, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ? AND status = 'submitted'", testID)
	return n, err
}

// submittedAttempts answers every submitted attempt of a test.
func submittedAttempts(ctx context.Context, q db.Q, testID int64) ([]attempt, error) {
	var out []attempt
	err := q.Select(ctx, &out, "SELECT "+attemptColumns+" FROM prelims_attempts WHERE test_id = ? AND status = 'submitted'", testID)
	return out, err
}

// choice is a submitted attempt with its answer to one question.
type choice struct {
	attempt
	Option int64 `db:"option_id"`
}

// attemptsChoosing answers the submitted attempts of a test whose answer to a question is one
// of options.
func attemptsChoosing(ctx context.Context, q db.Q, testID, questionID int64, options ...int64) ([]choice, error) {
	args := []any{questionID, testID}
	for _, o := range options {
		args = append(args, o)
	}
	var out []choice
	err := q.Select(ctx, &out, "SELECT "+prefixed("a.", attemptColumns)+`, aa.option_id
		FROM prelims_attempts a JOIN prelims_attempt_answers aa ON aa.attempt_id = a.id AND aa.question_id = ?
		WHERE a.test_id = ? AND a.status = 'submitted' AND aa.option_id IN (`+db.Placeholders(len(options))+`)`, args...)
	return out, err
}

// resultsPerStatement bounds one update's rows (5 parameters a row).
const resultsPerStatement = 500

// writeResults stores new results of attempts, many rows a statement, as re-scored at now.
func writeResults(ctx context.Context, tx *db.Tx, results []rescoredAttempt, now time.Time) error {
	for start := 0; start < len(results); start += resultsPerStatement {
		chunk := results[start:min(start+resultsPerStatement, len(results))]
		// Casts give PostgreSQL the VALUES' column types, which it cannot infer from parameters.
		rows := strings.TrimSuffix(strings.Repeat("(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT)), ", len(chunk)), ", ")
		args := make([]any, 0, 5*len(chunk)+1)
		for _, r := range chunk {
			args = append(args, r.id, r.Score, r.Correct, r.Incorrect, r.Unattempted)
		}
		args = append(args, now)
		if _, err := tx.Exec(ctx, `WITH v (id, score, correct, incorrect, unattempted) AS (VALUES `+rows+`)
			UPDATE prelims_attempts SET score = v.score, correct_count = v.correct, incorrect_count = v.incorrect,
				unattempted_count = v.unattempted, rescored_at = ?
			FROM v WHERE prelims_attempts.id = v.id`, args...); err != nil {
			return err
		}
	}
	return nil
}

// prefixed qualifies a column list with a table alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, p := range parts {
		parts[i] = alias + strings.TrimSpace(p)
	}
	return strings.Join(parts, ", ")
}

// The question bank --------------------------------------------------------------------------

// bankQuestions answers a test's questions with their keys, as staff edit them.
func bankQuestions(ctx context.Context, q db.Q, testID int64) ([]BankQuestion, error) {
	var rows []struct {
		ID          int64  `db:"id"`
		Position    int    `db:"position"`
		Description string `db:"description_html"`
		Explanation string `db:"explanation_html"`
		Difficulty  string `db:"difficulty"`
		Topic       string `db:"topic"`
		OptionID    int64  `db:"option_id"`
		Option      string `db:"text_html"`
		IsCorrect   bool   `db:"is_correct"`
	}
	err := q.Select(ctx, &rows, `SELECT q.id, q.position, q.description_html, q.explanation_html, q.difficulty, q.topic,
			o.id AS option_id, o.text_html, o.is_correct
		FROM prelims_questions q JOIN prelims_options o ON o.question_id = q.id
		WHERE q.test_id = ? ORDER BY q.position, q.id, o.position, o.id`, testID)
	if err != nil {
		return nil, err
	}
	versions, err := testVersions(ctx, q, testID)
	if err != nil {
		return nil, err
	}
	out := []BankQuestion{}
	for _, r := range rows {
		if len(out) == 0 || out[len(out)-1].ID != r.ID {
			out = append(out, BankQuestion{ID: r.ID, Position: r.Position, QuestionInput: QuestionInput{Description: r.Description,
				Explanation: r.Explanation, Difficulty: r.Difficulty, Topic: r.Topic, Options: []string{}, Translations: QuestionTranslations{}}})
		}
		q := &out[len(out)-1]
		q.Options = append(q.Options, r.Option)
		if r.IsCorrect {
			q.Correct = len(q.Options)
		}
		for lang, v := range versions[r.ID] {
			t := q.Translations[lang]
			if t == nil {
				t = &QuestionTranslation{Description: v.Description, Explanation: v.Explanation, Options: []string{}}
				q.Translations[lang] = t
			}
			t.Options = append(t.Options, v.Options[r.OptionID])
		}
	}
	return out, nil
}

// testExists reports whether a test exists.
func testExists(ctx context.Context, q db.Q, testID int64) (bool, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_tests WHERE id = ?", testID)
	return n > 0, err
}

// testAttempts counts a test's attempts, running or finished.
func testAttempts(ctx context.Context, q db.Q, testID int64) (int, error) {
	var n int
	err := q.Get(ctx, &n, "SELECT COUNT(*) FROM prelims_attempts WHERE test_id = ?", testID)
	return n, err
}

// questionTest answers the test a question belongs to (db.ErrNotFound for no such question).
func questionTest(ctx context.Context, q db.Q, questionID int64) (int64, error) {
	var testID int64
	err := q.Get(ctx, &testID, "SELECT test_id FROM prelims_questions WHERE id = ?", questionID)
	return testID, err
}

// keyOf answers the id of a question's correct option.
func keyOf(ctx context.Context, q db.Q, questionID int64) (int64, error) {
	var id int64
	err := q.Get(ctx, &id, "SELECT id FROM prelims_options WHERE question_id = ? AND is_correct", questionID)
	return id, err
}

// insertQuestion adds a question at the end of a test. Its text is stored as staff typed it
// (docs/product.md, "Staff text"); it becomes HTML only on the way to a learner.
func insertQuestion(ctx context.Context, tx *db.Tx, testID int64, in QuestionInput, now time.Time) (int64, error) {
	var next int
	if err := tx.Get(ctx, &next, "SELECT COALESCE(MAX(position), 0) + 1 FROM prelims_questions WHERE test_id = ?", testID); err != nil {
		return 0, err
	}
	id, err := tx.InsertID(ctx, `INSERT INTO prelims_questions (test_id, position, description_html, explanation_html, difficulty, topic,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		testID, next, in.Description, in.Explanation, in.Difficulty, in.Topic, now, now)
	if err != nil {
		return 0, err
	}
	if err := insertOptions(ctx, tx, id, in); err != nil {
		return 0, err
	}
	return id, writeTranslations(ctx, tx, id, in.Translations)
}

func insertOptions(ctx context.Context, tx *db.Tx, questionID int64, in QuestionInput) error {
	for i, text := range in.Options {
		if _, err := tx.Exec(ctx, `INSERT INTO prelims_options (question_id, position, text_html, is_correct)
			VALUES (?, ?, ?, ?)`, questionID, i+1, text, i+1 == in.Correct); err != nil {
			return err
		}
	}
	return nil
}

// writeTranslations replaces a question's versions in other languages with these: a language
// left out has none afterwards. The option texts go to the question's options by position.
func writeTranslations(ctx context.Context, tx *db.Tx, questionID int64, versions QuestionTranslations) error {
	if _, err := tx.Exec(ctx, "DELETE FROM prelims_question_translations WHERE question_id = ?", questionID); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `DELETE FROM prelims_option_translations
		WHERE option_id IN (SELECT id FROM prelims_options WHERE question_id = ?)`, questionID); err != nil {
		return err
	}
	if len(versions) == 0 {
		return nil
	}
	var optionIDs []int64
	if err := tx.Select(ctx, &optionIDs, "SELECT id FROM prelims_options WHERE question_id = ? ORDER BY position, id", questionID); err != nil {
		return err
	}
	for _, lang := range sortedLanguages(versions) {
		v := versions[lang]
		if _, err := tx.Exec(ctx, `INSERT INTO prelims_question_translations (question_id, language, description_html, explanation_html)
			VALUES (?, ?, ?, ?)`, questionID, lang, v.Description, v.Explanation); err != nil {
			return err
		}
		for i, text := range v.Options {
			if i >= len(optionIDs) {
				break // Validate asked for as many as the first version has
			}
			if _, err := tx.Exec(ctx, "INSERT INTO prelims_option_translations (option_id, language, text_html) VALUES (?, ?, ?)",
				optionIDs[i], lang, text); err != nil {
				return err
			}
		}
	}
	return nil
}

// updateQuestion rewrites a question's text and options. Options are edited in place by position
// when their number stays, so the answers that point at them keep pointing at the same option.
// keyCorrected records when the key changed under learners' answers.
func updateQuestion(ctx context.Context, tx *db.Tx, questionID int64, in QuestionInput, optionsBefore int, keyCorrected bool, now time.Time) error {
	if _, err := tx.Exec(ctx, `UPDATE prelims_questions SET description_html = ?, explanation_html = ?, difficulty = ?, topic = ?,
		key_corrected_at = CASE WHEN ? THEN ? ELSE key_corrected_at END, updated_at = ? WHERE id = ?`,
		in.Description, in.Explanation, in.Difficulty, in.Topic, keyCorrected, now, now, questionID); err != nil {
		return err
	}
	// Clear the key first: the one-correct-option index holds at every step.
	if _, err := tx.Exec(ctx, "UPDATE prelims_options SET is_correct = ? WHERE question_id = ?", false, questionID); err != nil {
		return err
	}
	if optionsBefore != len(in.Options) {
		if _, err := tx.Exec(ctx, "DELETE FROM prelims_options WHERE question_id = ?", questionID); err != nil {
			return err
		}
		if err := insertOptions(ctx, tx, questionID, in); err != nil {
			return err
		}
		return writeTranslations(ctx, tx, questionID, in.Translations)
	}
	for i, text := range in.Options {
		if _, err := tx.Exec(ctx, `UPDATE prelims_options SET text_html = ?, is_correct = ?
			WHERE question_id = ? AND position = ?`, text, i+1 == in.Correct,
			questionID, i+1); err != nil {
			return err
		}
	}
	return writeTranslations(ctx, tx, questionID, in.Translations)
}

func deleteQuestion(ctx context.Context, tx *db.Tx, questionID int64) error {
	_, err := tx.Exec(ctx, "DELETE FROM prelims_questions WHERE id = ?", questionID)
	return err
}

// setKey makes an option its question's key, as a correction made at now.
func setKey(ctx context.Context, tx *db.Tx, questionID, optionID int64, now time.Time) error {
	// Two statements: one correct option per question holds after each.
	if _, err := tx.Exec(ctx, "UPDATE prelims_options SET is_correct = ? WHERE question_id = ?", false, questionID); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, "UPDATE prelims_options SET is_correct = ? WHERE id = ? AND question_id = ?", true, optionID, questionID); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, "UPDATE prelims_questions SET key_corrected_at = ?, updated_at = ? WHERE id = ?", now, now, questionID)
	return err
}

// dropQuestion marks a question dropped at now.
func dropQuestion(ctx context.Context, tx *db.Tx, questionID int64, now time.Time) error {
	_, err := tx.Exec(ctx, "UPDATE prelims_questions SET dropped = ?, key_corrected_at = ?, updated_at = ? WHERE id = ?",
		true, now, now, questionID)
	return err
}

// answersTo answers every submitted attempt of a test with its answer to one question (null
// columns when it left the question).
func answersTo(ctx context.Context, q db.Q, testID, questionID int64) ([]choiceOrNone, error) {
	var out []choiceOrNone
	err := q.Select(ctx, &out, "SELECT "+prefixed("a.", attemptColumns)+`, aa.option_id, aa.answer_value
		FROM prelims_attempts a LEFT JOIN prelims_attempt_answers aa ON aa.attempt_id = a.id AND aa.question_id = ?
		WHERE a.test_id = ? AND a.status = 'submitted'`, questionID, testID)
	return out, err
}

// choiceOrNone is a submitted attempt with its answer to one question, if any: its response's
// columns.
type choiceOrNone struct {
	attempt
	Option *int64  `db:"option_id"`
	Value  *string `db:"answer_value"`
}
