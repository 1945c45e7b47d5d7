package mains

// The SQL of mains answer writing, and nothing else: the rules that decide when to run it are in
// the service (mains.go, assignment.go, evaluation.go, secondmarking.go, commentbank.go,
// daily.go, structure.go), the requests in http.go.

import (
	"context"
	"errors"
	"strings"
	"time"

	"aspirant/internal/db"
)

// Comment bank --------------------------------------------------------------------------------

// bankComments answers the shared comments and the owner's own that contain search (lower case;
// "" for all), the owner's first, at most limit.
func bankComments(ctx context.Context, q db.Q, ownerID int64, search string, limit int) ([]BankComment, error) {
	escaped := strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(search)
	out := []BankComment{}
	err := q.Select(ctx, &out, `SELECT id, text, owner_id IS NULL AS shared FROM mains_comment_bank
		WHERE (owner_id IS NULL OR owner_id = ?) AND LOWER(text) LIKE ? ESCAPE '\'
		ORDER BY owner_id IS NULL, text, id LIMIT ?`, ownerID, "%"+escaped+"%", limit)
	return out, err
}

// insertBankComment keeps a comment, the owner's (nil: shared), and answers its id.
func insertBankComment(ctx context.Context, q db.Q, owner *int64, text string, now time.Time) (int64, error) {
	return q.InsertID(ctx, `INSERT INTO mains_comment_bank (owner_id, text, created_at) VALUES (?, ?, ?) RETURNING id`,
		owner, text, now)
}

// bankCommentOwner answers who owns a comment (nil: shared), or db.ErrNotFound.
func bankCommentOwner(ctx context.Context, q db.Q, id int64) (*int64, error) {
	var owner *int64
	err := q.Get(ctx, &owner, `SELECT owner_id FROM mains_comment_bank WHERE id = ?`, id)
	return owner, err
}

func deleteBankComment(ctx context.Context, q db.Q, id int64) error {
	_, err := q.Exec(ctx, `DELETE FROM mains_comment_bank WHERE id = ?`, id)
	return err
}

// Assignment ----------------------------------------------------------------------------------

// earlierAssignee answers who was assigned the learner's current answer to a test, when they
// still evaluate the series; nil otherwise.
func earlierAssignee(ctx context.Context, q db.Q, seriesID, testID, learnerID int64) (*int64, error) {
	var earlier []int64
	err := q.Select(ctx, &earlier, `SELECT u.assigned_to FROM mains_answer_uploads u
		JOIN mains_series_evaluators se ON se.user_id = u.assigned_to AND se.library_id = ?
		WHERE u.mains_test_id = ? AND u.user_id = ? AND u.superseded_at IS NULL`, seriesID, testID, learnerID)
	return first(earlier), err
}

// leastWaitingEvaluator answers the series' evaluator with the fewest answers waiting, the lower
// id among equals; nil when the series has none.
func leastWaitingEvaluator(ctx context.Context, q db.Q, seriesID int64) (*int64, error) {
	var least []int64
	err := q.Select(ctx, &least, `SELECT se.user_id FROM mains_series_evaluators se
		LEFT JOIN (SELECT u.assigned_to, COUNT(*) AS waiting FROM mains_answer_uploads u
				LEFT JOIN mains_evaluations e ON e.upload_id = u.id
				WHERE u.superseded_at IS NULL AND e.id IS NULL AND u.assigned_to IS NOT NULL
				GROUP BY u.assigned_to) w ON w.assigned_to = se.user_id
		WHERE se.library_id = ?
		ORDER BY COALESCE(w.waiting, 0), se.user_id LIMIT 1`, seriesID)
	return first(least), err
}

func first(ids []int64) *int64 {
	if len(ids) == 0 {
		return nil
	}
	return &ids[0]
}

// uploadState is where an upload stands for a call about it: who evaluates it, and whether the
// learner has replaced it since.
type uploadState struct {
	Assignee   *int64     `db:"assigned_to"`
	Superseded *time.Time `db:"superseded_at"`
}

// uploadStateOf answers an upload's state, or db.ErrNotFound.
func uploadStateOf(ctx context.Context, q db.Q, uploadID int64) (uploadState, error) {
	var u uploadState
	err := q.Get(ctx, &u, `SELECT assigned_to, superseded_at FROM mains_answer_uploads WHERE id = ?`, uploadID)
	return u, err
}

// roleOf answers an account's role, or db.ErrNotFound.
func roleOf(ctx context.Context, q db.Q, userID int64) (string, error) {
	var role string
	err := q.Get(ctx, &role, `SELECT role FROM users WHERE id = ?`, userID)
	return role, err
}

func setAssignee(ctx context.Context, q db.Q, uploadID int64, evaluator *int64, now time.Time) error {
	_, err := q.Exec(ctx, `UPDATE mains_answer_uploads SET assigned_to = ?, assigned_at = ? WHERE id = ?`, evaluator, now, uploadID)
	return err
}

// assignableStaff answers the accounts an answer can be assigned to, by name.
func assignableStaff(ctx context.Context, q db.Q) ([]Person, error) {
	people := []Person{}
	err := q.Select(ctx, &people, `SELECT id, name FROM users WHERE role IN ('evaluator', 'admin') ORDER BY name, id`)
	return people, err
}

// Second marking ------------------------------------------------------------------------------

// secondMarkingShare answers the percent of each evaluator's copies a series marks again.
func secondMarkingShare(ctx context.Context, q db.Q, seriesID int64) (int64, error) {
	var share int64
	err := q.Get(ctx, &share, `SELECT second_marking_percent FROM libraries WHERE id = ?`, seriesID)
	return share, err
}

// evaluatedInSeries counts the copies an evaluator has evaluated in a series.
func evaluatedInSeries(ctx context.Context, q db.Q, evaluatorID, seriesID int64) (int64, error) {
	var n int64
	err := q.Get(ctx, &n, `SELECT COUNT(*) FROM mains_evaluations e
			JOIN mains_answer_uploads u ON u.id = e.upload_id JOIN mains_tests t ON t.id = u.mains_test_id
		WHERE e.evaluator_id = ? AND t.library_id = ?`, evaluatorID, seriesID)
	return n, err
}

// leastBusySecondMarker answers the series' evaluator other than first with the fewest second
// markings open, the lower id among equals; nil when there is none.
func leastBusySecondMarker(ctx context.Context, q db.Q, seriesID, firstEvaluator int64) (*int64, error) {
	var second []int64
	err := q.Select(ctx, &second, `SELECT se.user_id FROM mains_series_evaluators se
		LEFT JOIN (SELECT second_evaluator_id, COUNT(*) AS open FROM mains_second_markings WHERE marked_at IS NULL
				GROUP BY second_evaluator_id) w ON w.second_evaluator_id = se.user_id
		WHERE se.library_id = ? AND se.user_id <> ?
		ORDER BY COALESCE(w.open, 0), se.user_id LIMIT 1`, seriesID, firstEvaluator)
	return first(second), err
}

func insertSecondMarking(ctx context.Context, q db.Q, uploadID, first, second, firstMarks int64, now time.Time) error {
	_, err := q.Exec(ctx, `INSERT INTO mains_second_markings (upload_id, first_evaluator_id, second_evaluator_id, first_marks, requested_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (upload_id) DO NOTHING`, uploadID, first, second, firstMarks, now)
	return err
}

// settleFlagged settles an answer's flagged second marking, if it has one not yet settled.
func settleFlagged(ctx context.Context, q db.Q, uploadID, senior int64, now time.Time) (settled bool, err error) {
	res, err := q.Exec(ctx, `UPDATE mains_second_markings SET resolved_at = ?, resolved_by = ?
		WHERE upload_id = ? AND flagged AND resolved_at IS NULL`, now, senior, uploadID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

const secondMarkingsQuery = `SELECT m.upload_id, t.name AS test_name, l.name AS series_name, t.maximum_score, us.unique_id,
		af.storage_key AS answer_key, m.requested_at, m.marked_at, m.second_evaluator_id AS second_id,
		se.name AS second_name, fe.name AS first_name, m.first_marks, m.second_marks, m.flagged, m.resolved_at,
		l.second_marking_threshold_percent AS threshold
	FROM mains_second_markings m
	JOIN mains_answer_uploads u ON u.id = m.upload_id
	JOIN mains_tests t ON t.id = u.mains_test_id
	JOIN libraries l ON l.id = t.library_id
	JOIN users us ON us.id = u.user_id
	JOIN files af ON af.id = u.file_id
	LEFT JOIN users se ON se.id = m.second_evaluator_id
	LEFT JOIN users fe ON fe.id = m.first_evaluator_id
	WHERE 1 = 1`

// secondMarkingStatus picks second markings by where they stand.
type secondMarkingStatus string

const (
	secondMarkingOpen    secondMarkingStatus = "open"    // waiting for the second marks
	secondMarkingFlagged secondMarkingStatus = "flagged" // flagged, until a senior has evaluated the copy again
	secondMarkingAll     secondMarkingStatus = "all"
)

// secondMarkingsOf answers copies in second marking of a status, those of one second evaluator
// when secondEvaluator is not nil, oldest first.
func secondMarkingsOf(ctx context.Context, q db.Q, status secondMarkingStatus, secondEvaluator *int64) ([]SecondMarking, error) {
	query, args := secondMarkingsQuery, []any{}
	switch status {
	case secondMarkingOpen:
		query += ` AND m.marked_at IS NULL`
	case secondMarkingFlagged:
		query += ` AND m.flagged AND m.resolved_at IS NULL`
	}
	if secondEvaluator != nil {
		query += ` AND m.second_evaluator_id = ?`
		args = append(args, *secondEvaluator)
	}
	out := []SecondMarking{}
	err := q.Select(ctx, &out, query+` ORDER BY m.requested_at, m.upload_id LIMIT 500`, args...)
	return out, err
}

// secondMarkingOf answers an answer's second marking, or db.ErrNotFound.
func secondMarkingOf(ctx context.Context, q db.Q, uploadID int64) (SecondMarking, error) {
	var found SecondMarking
	err := q.Get(ctx, &found, secondMarkingsQuery+` AND m.upload_id = ?`, uploadID)
	return found, err
}

// recordSecondMarks records the second marks of a copy not yet marked again.
func recordSecondMarks(ctx context.Context, q db.Q, uploadID, marks int64, flagged bool, now time.Time) error {
	_, err := q.Exec(ctx, `UPDATE mains_second_markings SET second_marks = ?, marked_at = ?, flagged = ?
		WHERE upload_id = ? AND marked_at IS NULL`, marks, now, flagged, uploadID)
	return err
}

// markedCopy is one evaluation, as an evaluator's figures count it.
type markedCopy struct {
	UploadID  int64     `db:"upload_id"`
	ID        int64     `db:"id"`
	Name      string    `db:"name"`
	Marks     int64     `db:"marks"`
	Maximum   int       `db:"maximum_score"`
	Uploaded  time.Time `db:"uploaded_at"`
	Evaluated time.Time `db:"evaluated_at"`
	Second    bool      `db:"second"`
	Flagged   bool      `db:"flagged"`
}

// evaluationsSince answers the evaluations made since a time, with their second marking.
func evaluationsSince(ctx context.Context, q db.Q, since time.Time) ([]markedCopy, error) {
	var rows []markedCopy
	err := q.Select(ctx, &rows, `SELECT e.upload_id, ev.id, ev.name, e.marks, t.maximum_score, u.uploaded_at, e.evaluated_at,
			m.upload_id IS NOT NULL AND m.marked_at IS NOT NULL AS second, COALESCE(m.flagged, FALSE) AS flagged
		FROM mains_evaluations e
		JOIN users ev ON ev.id = e.evaluator_id
		JOIN mains_answer_uploads u ON u.id = e.upload_id
		JOIN mains_tests t ON t.id = u.mains_test_id
		LEFT JOIN mains_second_markings m ON m.upload_id = e.upload_id
		WHERE e.evaluated_at >= ?`, since)
	return rows, err
}

// BlindTo answers the answers the caller is to mark again and has not yet (docs/product.md,
// "Second marking").
func BlindTo(ctx context.Context, q db.Q, userID int64) (map[int64]bool, error) {
	var ids []int64
	if err := q.Select(ctx, &ids, `SELECT upload_id FROM mains_second_markings
		WHERE second_evaluator_id = ? AND marked_at IS NULL`, userID); err != nil {
		return nil, err
	}
	blind := make(map[int64]bool, len(ids))
	for _, id := range ids {
		blind[id] = true
	}
	return blind, nil
}

// blindToEvaluatedFile reports whether a file is the evaluated copy of an answer the caller is to
// mark again and has not yet.
func blindToEvaluatedFile(ctx context.Context, q db.Q, userID, fileID int64) (bool, error) {
	var n int
	err := q.Get(ctx, &n, `SELECT COUNT(*) FROM mains_evaluations e
		JOIN mains_second_markings m ON m.upload_id = e.upload_id
		WHERE e.evaluated_file_id = ? AND m.second_evaluator_id = ? AND m.marked_at IS NULL`, fileID, userID)
	return n > 0, err
}

// Evaluation ----------------------------------------------------------------------------------

// evaluatedUploadOf answers an answer with who wrote it, and the evaluator's name, or
// db.ErrNotFound.
func evaluatedUploadOf(ctx context.Context, q db.Q, uploadID, evaluatorID int64) (evaluatedUpload, error) {
	var upload evaluatedUpload
	err := q.Get(ctx, &upload, `SELECT u.id, u.user_id, t.library_id, t.id AS test_id, t.name AS test_name, t.maximum_score, t.question_structure, u.superseded_at,
			us.name AS learner_name, us.unique_id, us.email, us.language, f.storage_key AS answer_key,
			ev.name AS evaluator_name
		FROM mains_answer_uploads u JOIN mains_tests t ON t.id = u.mains_test_id JOIN users us ON us.id = u.user_id
			JOIN files f ON f.id = u.file_id JOIN users ev ON ev.id = ?
		WHERE u.id = ?`, evaluatorID, uploadID)
	return upload, err
}

// evaluationOf answers the evaluation saved for an answer, or nil before its first.
func evaluationOf(ctx context.Context, q db.Q, uploadID int64) (*madeEvaluation, error) {
	var made madeEvaluation
	err := q.Get(ctx, &made, `SELECT evaluator_id, marks, remarks, evaluated_file_id FROM mains_evaluations WHERE upload_id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	made.Marks = float64(made.Hundredths) / 100
	return &made, err
}

// upsertEvaluation writes an evaluation over any earlier one; annotations and questions are
// JSON or nil.
func upsertEvaluation(ctx context.Context, q db.Q, uploadID int64, made madeEvaluation, now time.Time, annotations, questions any) error {
	_, err := q.Exec(ctx, `INSERT INTO mains_evaluations (upload_id, evaluator_id, marks, evaluated_file_id, remarks,
			evaluated_at, annotations, question_marks)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (upload_id) DO UPDATE SET evaluator_id = excluded.evaluator_id, marks = excluded.marks,
			evaluated_file_id = excluded.evaluated_file_id, remarks = excluded.remarks, evaluated_at = excluded.evaluated_at,
			annotations = excluded.annotations, question_marks = excluded.question_marks`,
		uploadID, made.EvaluatorID, made.Hundredths, made.FileID, made.Remarks, now, annotations, questions)
	return err
}

// holdAnswer marks a current answer as being evaluated, if it was not yet, and reports whether it
// is still current; the write holds its row until the transaction ends.
func holdAnswer(ctx context.Context, tx *db.Tx, uploadID int64, now time.Time) (bool, error) {
	res, err := tx.Exec(ctx, `UPDATE mains_answer_uploads SET evaluation_started_at = COALESCE(evaluation_started_at, ?)
		WHERE id = ? AND superseded_at IS NULL`, now, uploadID)
	if err != nil {
		return false, err
	}
	held, err := res.RowsAffected()
	return held > 0, err
}

// subscriptionOpening answers the learner's subscription that opens the series now, the lowest
// id among several, or db.ErrNotFound.
func subscriptionOpening(ctx context.Context, q db.Q, userID, seriesID int64, now time.Time) (int64, error) {
	var subscriptionID int64
	err := q.Get(ctx, &subscriptionID, `SELECT e.subscription_id FROM entitlements e
		JOIN subscription_libraries sl ON sl.subscription_id = e.subscription_id
		WHERE e.user_id = ? AND sl.library_id = ? AND e.revoked_at IS NULL AND e.starts_at <= ?
			AND (e.expires_at IS NULL OR e.expires_at > ?)
		ORDER BY e.subscription_id LIMIT 1`, userID, seriesID, now, now)
	return subscriptionID, err
}

// answerOf answers one current answer as evaluators see it, or db.ErrNotFound.
func answerOf(ctx context.Context, q db.Q, uploadID int64) (Answer, error) {
	var found Answer
	err := q.Get(ctx, &found, answersQuery+` AND u.id = ?`, uploadID)
	return found, err
}

// savedWork is what the annotation screen opens an answer with, besides the answer: the draft,
// the evaluation made, the rubric and the test's questions.
type savedWork struct {
	Draft       *string `db:"draft"`
	Annotations *string `db:"annotations"`
	Questions   *string `db:"question_marks"`
	Remarks     *string `db:"remarks"`
	Rubric      string  `db:"rubric_criteria"`
	Structure   string  `db:"question_structure"`
	WrittenQuestion
}

func savedWorkOf(ctx context.Context, q db.Q, uploadID int64) (savedWork, error) {
	var saved savedWork
	err := q.Get(ctx, &saved, `SELECT d.draft, e.annotations, e.question_marks, e.remarks, l.rubric_criteria,
			t.question_structure, t.question_text, t.paper, t.directive_word, t.word_limit
		FROM mains_answer_uploads u
		JOIN mains_tests t ON t.id = u.mains_test_id
		JOIN libraries l ON l.id = t.library_id
		LEFT JOIN mains_evaluation_drafts d ON d.upload_id = u.id
		LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.id = ?`, uploadID)
	return saved, err
}

func upsertDraft(ctx context.Context, q db.Q, uploadID, evaluatorID int64, draft string, now time.Time) error {
	_, err := q.Exec(ctx, `INSERT INTO mains_evaluation_drafts (upload_id, evaluator_id, draft, saved_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (upload_id) DO UPDATE SET evaluator_id = excluded.evaluator_id, draft = excluded.draft, saved_at = excluded.saved_at`,
		uploadID, evaluatorID, draft, now)
	return err
}

func deleteDraft(ctx context.Context, q db.Q, uploadID int64) error {
	_, err := q.Exec(ctx, `DELETE FROM mains_evaluation_drafts WHERE upload_id = ?`, uploadID)
	return err
}

// startedUpload is when an answer's evaluation started, and whether it has been replaced.
type startedUpload struct {
	At         *time.Time `db:"evaluation_started_at"`
	Superseded *time.Time `db:"superseded_at"`
}

// markStarted records that an answer's evaluation started, unless it had or the answer has been
// replaced, and answers the answer's state after; db.ErrNotFound for none.
func markStarted(ctx context.Context, tx *db.Tx, uploadID int64, now time.Time) (startedUpload, error) {
	var started startedUpload
	if _, err := tx.Exec(ctx, `UPDATE mains_answer_uploads SET evaluation_started_at = ?
		WHERE id = ? AND evaluation_started_at IS NULL AND superseded_at IS NULL`, now, uploadID); err != nil {
		return started, err
	}
	err := tx.Get(ctx, &started, `SELECT evaluation_started_at, superseded_at FROM mains_answer_uploads WHERE id = ?`, uploadID)
	return started, err
}

// Tests and answers ---------------------------------------------------------------------------

// testsOfSeries answers a series' published tests in their order, with the learner's current
// answer and its evaluation.
func testsOfSeries(ctx context.Context, q db.Q, seriesID, userID int64) ([]testRow, error) {
	var rows []testRow
	err := q.Select(ctx, &rows, `SELECT t.id, t.library_id, t.name, t.description_html, t.starts_at, t.ends_at,
			t.maximum_score, q.storage_key AS question_pdf, m.storage_key AS model_pdf, t.discussion_video_url,
			t.discussion_file_id, COALESCE(df.content_type, '') AS discussion_type, t.show_enquiry,
			af.storage_key AS answer_pdf, u.uploaded_at, u.due_at, u.evaluation_started_at, e.evaluated_at,
			ef.storage_key AS evaluated_pdf, e.marks, e.remarks, e.question_marks, e.annotations, t.languages,
			t.is_daily, t.question_text, t.paper, t.directive_word, t.word_limit
		FROM mains_tests t
		LEFT JOIN files q ON q.id = t.question_file_id
		LEFT JOIN files m ON m.id = t.model_answer_file_id
		LEFT JOIN files df ON df.id = t.discussion_file_id
		LEFT JOIN mains_answer_uploads u ON u.mains_test_id = t.id AND u.user_id = ? AND u.superseded_at IS NULL
		LEFT JOIN files af ON af.id = u.file_id
		LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		LEFT JOIN files ef ON ef.id = e.evaluated_file_id
		WHERE t.library_id = ? AND t.is_published ORDER BY t.position, t.starts_at, t.id`, userID, seriesID)
	return rows, err
}

// publishedTest answers a published test with its series' turnaround, or db.ErrNotFound.
func publishedTest(ctx context.Context, q db.Q, id int64) (testRow, error) {
	var t testRow
	err := q.Get(ctx, &t, `SELECT t.id, t.library_id, t.name, t.description_html, t.starts_at, t.ends_at, t.maximum_score,
		t.discussion_video_url, t.show_enquiry, l.evaluation_turnaround_hours AS turnaround_hours
		FROM mains_tests t JOIN libraries l ON l.id = t.library_id WHERE t.id = ? AND t.is_published`, id)
	return t, err
}

// currentAnswerOf answers whether the learner has a current answer to a test, and whether it is
// evaluated.
func currentAnswerOf(ctx context.Context, q db.Q, testID, userID int64) (currentAnswer, error) {
	var c currentAnswer
	err := q.Get(ctx, &c, `SELECT COUNT(*) AS answers, COUNT(e.id) AS evaluated
		FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.mains_test_id = ? AND u.user_id = ? AND u.superseded_at IS NULL`, testID, userID)
	return c, err
}

// supersedeAnswer marks the learner's current answer to a test superseded at now, and answers
// what it was (read after the write, so an evaluation saved meanwhile is seen).
func supersedeAnswer(ctx context.Context, tx *db.Tx, testID, userID int64, now time.Time) (currentAnswer, error) {
	var replaced currentAnswer
	if _, err := tx.Exec(ctx, `UPDATE mains_answer_uploads SET superseded_at = ?
		WHERE mains_test_id = ? AND user_id = ? AND superseded_at IS NULL`, now, testID, userID); err != nil {
		return replaced, err
	}
	err := tx.Get(ctx, &replaced, `SELECT COUNT(*) AS answers, COUNT(e.id) AS evaluated
		FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.mains_test_id = ? AND u.user_id = ? AND u.superseded_at = ?`, testID, userID, now)
	return replaced, err
}

// dropOlderCopies deletes the learner's superseded answers to a test but the latest, and answers
// their files.
func dropOlderCopies(ctx context.Context, tx *db.Tx, testID, userID int64) ([]int64, error) {
	const olderCopies = `FROM mains_answer_uploads WHERE mains_test_id = ? AND user_id = ? AND superseded_at IS NOT NULL
		AND id < (SELECT MAX(id) FROM mains_answer_uploads WHERE mains_test_id = ? AND user_id = ? AND superseded_at IS NOT NULL)`
	var older []int64
	if err := tx.Select(ctx, &older, `SELECT file_id `+olderCopies, testID, userID, testID, userID); err != nil {
		return nil, err
	}
	_, err := tx.Exec(ctx, `DELETE `+olderCopies, testID, userID, testID, userID)
	return older, err
}

// insertUpload records a learner's current answer, assigned (when assignee is not nil) as it
// comes in.
func insertUpload(ctx context.Context, tx *db.Tx, testID, userID, fileID int64, assignee *int64, now, due time.Time) error {
	var assignedAt any
	if assignee != nil {
		assignedAt = now
	}
	_, err := tx.Exec(ctx, `INSERT INTO mains_answer_uploads (mains_test_id, user_id, file_id, uploaded_at, due_at,
			assigned_to, assigned_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, testID, userID, fileID, now, due, assignee, assignedAt)
	return err
}

// answersQuery reads current answers as evaluators see them; callers add conditions.
const answersQuery = `SELECT u.id AS upload_id, t.id AS test_id, t.name AS test_name, l.name AS series_name, t.maximum_score,
		us.unique_id, us.name AS learner_name, u.uploaded_at, u.due_at, u.evaluation_started_at,
		u.assigned_to AS assignee_id, ae.name AS assignee_name, af.storage_key AS answer_key, e.marks,
		ef.storage_key AS evaluated_key, e.evaluated_at, e.remarks
	FROM mains_answer_uploads u
	JOIN mains_tests t ON t.id = u.mains_test_id
	JOIN libraries l ON l.id = t.library_id
	JOIN users us ON us.id = u.user_id
	JOIN files af ON af.id = u.file_id
	LEFT JOIN users ae ON ae.id = u.assigned_to
	LEFT JOIN mains_evaluations e ON e.upload_id = u.id
	LEFT JOIN files ef ON ef.id = e.evaluated_file_id
	WHERE u.superseded_at IS NULL`

// answerStatus picks current answers by where they stand.
type answerStatus string

const (
	answersPending   answerStatus = "pending"
	answersLate      answerStatus = "late" // pending and past its promise
	answersEvaluated answerStatus = "evaluated"
	answersAll       answerStatus = "all"
)

// answerScope is which current answers to read: of a status, of an assignee or the unassigned,
// of a test (0: every test), at most limit (0: all), oldest first.
type answerScope struct {
	status     answerStatus
	assignee   *int64
	unassigned bool
	testID     int64
	now        time.Time // for late
	limit      int
}

func answersIn(ctx context.Context, q db.Q, scope answerScope) ([]Answer, error) {
	query, args := answersQuery, []any{}
	switch scope.status {
	case answersPending:
		query += ` AND e.id IS NULL`
	case answersLate:
		query += ` AND e.id IS NULL AND ` + lateCondition
		args = append(args, lateArgs(scope.now)...)
	case answersEvaluated:
		query += ` AND e.id IS NOT NULL`
	}
	switch {
	case scope.assignee != nil:
		query += ` AND u.assigned_to = ?`
		args = append(args, *scope.assignee)
	case scope.unassigned:
		query += ` AND u.assigned_to IS NULL`
	}
	if scope.testID != 0 {
		query += ` AND t.id = ?`
		args = append(args, scope.testID)
	}
	query += ` ORDER BY u.uploaded_at, u.id`
	if scope.limit > 0 {
		query += ` LIMIT ?`
		args = append(args, scope.limit)
	}
	out := []Answer{}
	err := q.Select(ctx, &out, query, args...)
	return out, err
}

// lateCondition is the rule for an answer past its promise (docs/product.md, "Evaluation on
// time"), on an upload u: its recorded promise has passed, or, uploaded before promises were
// recorded, its legacy turnaround has. Its arguments come from lateArgs.
const lateCondition = `(u.due_at < ? OR (u.due_at IS NULL AND u.uploaded_at < ?))`

func lateArgs(now time.Time) []any { return []any{now, now.Add(-legacyTurnaround)} }

// backlogCounts counts the answers waiting for evaluation, and of those the late ones, as the
// console's pending and late lists have them.
func backlogCounts(ctx context.Context, q db.Q, now time.Time) (waiting, late int64, err error) {
	var counts struct {
		Waiting int64 `db:"waiting"`
		Late    int64 `db:"late"`
	}
	err = q.Get(ctx, &counts, `SELECT count(*) AS waiting,
			coalesce(sum(CASE WHEN `+lateCondition+` THEN 1 ELSE 0 END), 0) AS late
		FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.superseded_at IS NULL AND e.id IS NULL`, lateArgs(now)...)
	return counts.Waiting, counts.Late, err
}

// A learner's answers in the console --------------------------------------------------------

func learnerAnswerCount(ctx context.Context, q db.Q, userID int64) (int, error) {
	var total int
	err := q.Get(ctx, &total, `SELECT COUNT(*) FROM mains_answer_uploads WHERE user_id = ? AND superseded_at IS NULL`, userID)
	return total, err
}

// learnerAnswerPage answers a page of a learner's current answers, the latest uploaded first.
func learnerAnswerPage(ctx context.Context, q db.Q, userID int64, limit, offset int) ([]Answer, error) {
	var rows []Answer
	err := q.Select(ctx, &rows, answersQuery+` AND u.user_id = ? ORDER BY u.uploaded_at DESC, u.id DESC LIMIT ? OFFSET ?`,
		userID, limit, offset)
	return rows, err
}

// learnerEvaluators answers who evaluated each of a learner's current answers, by upload.
func learnerEvaluators(ctx context.Context, q db.Q, userID int64) (map[int64]string, error) {
	var evaluators []struct {
		UploadID int64  `db:"upload_id"`
		Name     string `db:"name"`
	}
	if err := q.Select(ctx, &evaluators, `SELECT e.upload_id, ev.name FROM mains_evaluations e
		JOIN mains_answer_uploads u ON u.id = e.upload_id JOIN users ev ON ev.id = e.evaluator_id
		WHERE u.user_id = ? AND u.superseded_at IS NULL`, userID); err != nil {
		return nil, err
	}
	evaluatedBy := make(map[int64]string, len(evaluators))
	for _, e := range evaluators {
		evaluatedBy[e.UploadID] = e.Name
	}
	return evaluatedBy, nil
}

// Downloads -----------------------------------------------------------------------------------

// personalFile is a learner's answer or its evaluated copy, with who may have it.
type personalFile struct {
	UserID   int64     `db:"user_id"`
	Assignee *int64    `db:"assigned_to"`
	Second   *int64    `db:"second_evaluator_id"`
	Name     string    `db:"name"`
	Learner  string    `db:"learner"`
	MadeAt   time.Time `db:"made_at"`
	Kind     string    `db:"kind"`
}

// personalFilesOf answers the answer or evaluated copy a file is, if it is one.
func personalFilesOf(ctx context.Context, q db.Q, fileID int64) ([]personalFile, error) {
	var own []personalFile
	err := q.Select(ctx, &own, `SELECT u.user_id, u.assigned_to, m.second_evaluator_id, t.name, us.name AS learner,
				u.uploaded_at AS made_at, 'answer' AS kind
			FROM mains_answer_uploads u JOIN mains_tests t ON t.id = u.mains_test_id JOIN users us ON us.id = u.user_id
			LEFT JOIN mains_second_markings m ON m.upload_id = u.id WHERE u.file_id = ?
		UNION ALL
		SELECT u.user_id, u.assigned_to, NULL, t.name, us.name AS learner, e.evaluated_at AS made_at, 'evaluated' AS kind
			FROM mains_evaluations e
			JOIN mains_answer_uploads u ON u.id = e.upload_id JOIN mains_tests t ON t.id = u.mains_test_id
			JOIN users us ON us.id = u.user_id
			WHERE e.evaluated_file_id = ?`, fileID, fileID)
	return own, err
}

// testFile is a test whose question paper or model answer a file is.
type testFile struct {
	ID        int64     `db:"id"`
	LibraryID int64     `db:"library_id"`
	Name      string    `db:"name"`
	StartsAt  time.Time `db:"starts_at"`
	EndsAt    time.Time `db:"ends_at"`
	Question  bool      `db:"is_question"`
}

func testsWithFile(ctx context.Context, q db.Q, fileID int64) ([]testFile, error) {
	var tests []testFile
	err := q.Select(ctx, &tests, `SELECT id, library_id, name, starts_at, ends_at, CASE WHEN question_file_id = ? THEN 1 ELSE 0 END AS is_question
		FROM mains_tests WHERE question_file_id = ? OR model_answer_file_id = ?`, fileID, fileID, fileID)
	return tests, err
}

// answerEvaluated reports whether the user's current answer to a test has been evaluated.
func answerEvaluated(ctx context.Context, q db.Q, testID, userID int64) (bool, error) {
	if userID == 0 {
		return false, nil
	}
	var n int
	err := q.Get(ctx, &n, `SELECT COUNT(*) FROM mains_answer_uploads u JOIN mains_evaluations e ON e.upload_id = u.id
		WHERE u.mains_test_id = ? AND u.user_id = ? AND u.superseded_at IS NULL`, testID, userID)
	return n > 0, err
}

// Staff's checks of a test record ----------------------------------------------------------

// dailyQuestionOpen answers the name and opening of a daily question of the series, other than
// the record id, open at some time between opens and closes; db.ErrNotFound for none.
func dailyQuestionOpen(ctx context.Context, q db.Q, seriesID any, id int64, opens, closes time.Time) (name string, at time.Time, err error) {
	var other struct {
		Name     string    `db:"name"`
		StartsAt time.Time `db:"starts_at"`
	}
	err = q.Get(ctx, &other, `SELECT name, starts_at FROM mains_tests
		WHERE library_id = ? AND is_daily AND id <> ? AND starts_at <= ? AND ends_at >= ?
		ORDER BY starts_at LIMIT 1`, seriesID, id, closes, opens)
	return other.Name, other.StartsAt, err
}

// evaluatedAnswersTo counts the evaluated answers to a test.
func evaluatedAnswersTo(ctx context.Context, q db.Q, testID int64) (int, error) {
	var evaluated int
	err := q.Get(ctx, &evaluated, `SELECT COUNT(*) FROM mains_evaluations e
		JOIN mains_answer_uploads u ON u.id = e.upload_id WHERE u.mains_test_id = ?`, testID)
	return evaluated, err
}
