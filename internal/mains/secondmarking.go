package mains

import (
	"context"
	"errors"
	"math"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/wire"
)

// Second marking (docs/product.md, "Second marking"): a share of each evaluator's copies is
// marked again by another evaluator of the series, who sees the learner's answer but not the
// first marks; a difference over the series' threshold flags the copy for a senior.

// requestSecondMarking, in the transaction of a copy's first evaluation, sends it to second
// marking when it falls in the evaluator's share: the copy that brings their count of evaluated
// copies in the series across the next multiple of 100/share (with 10%, their 10th, 20th, ...),
// so each evaluator's share is exact however few copies they mark. The second evaluator is the
// series' other evaluator with the fewest second markings open.
func requestSecondMarking(ctx context.Context, tx *db.Tx, uploadID, seriesID, firstEvaluator, marks int64, now time.Time) error {
	var share int64
	if err := tx.Get(ctx, &share, `SELECT second_marking_percent FROM libraries WHERE id = ?`, seriesID); err != nil || share == 0 {
		return err
	}
	var evaluated int64
	if err := tx.Get(ctx, &evaluated, `SELECT COUNT(*) FROM mains_evaluations e
			JOIN mains_answer_uploads u ON u.id = e.upload_id JOIN mains_tests t ON t.id = u.mains_test_id
		WHERE e.evaluator_id = ? AND t.library_id = ?`, firstEvaluator, seriesID); err != nil {
		return err
	}
	if evaluated*share/100 == (evaluated-1)*share/100 {
		return nil
	}
	var second []int64
	err := tx.Select(ctx, &second, `SELECT se.user_id FROM mains_series_evaluators se
		LEFT JOIN (SELECT second_evaluator_id, COUNT(*) AS open FROM mains_second_markings WHERE marked_at IS NULL
				GROUP BY second_evaluator_id) w ON w.second_evaluator_id = se.user_id
		WHERE se.library_id = ? AND se.user_id <> ?
		ORDER BY COALESCE(w.open, 0), se.user_id LIMIT 1`, seriesID, firstEvaluator)
	if err != nil || len(second) == 0 {
		return err // a series with one evaluator has nobody to mark again
	}
	_, err = tx.Exec(ctx, `INSERT INTO mains_second_markings (upload_id, first_evaluator_id, second_evaluator_id, first_marks, requested_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (upload_id) DO NOTHING`, uploadID, firstEvaluator, second[0], marks, now)
	return err
}

// settleSecondMarking, in the transaction of a senior's (an admin's) evaluation, settles the
// answer's flagged second marking: the senior's evaluation is now the learner's, so the copy
// leaves the flagged list; the two marks stay on record, as does the flag in the figures.
func (s *Service) settleSecondMarking(r *http.Request, tx *db.Tx, uploadID, senior int64, now time.Time) error {
	res, err := tx.Exec(r.Context(), `UPDATE mains_second_markings SET resolved_at = ?, resolved_by = ?
		WHERE upload_id = ? AND flagged AND resolved_at IS NULL`, now, senior, uploadID)
	if err != nil {
		return err
	}
	if settled, err := res.RowsAffected(); err != nil || settled == 0 {
		return err
	}
	return s.audit.Audit(r.Context(), tx, r, "settle", auditSecondMarking, uploadID,
		httpx.M{"flagged": true, "resolvedAt": nil}, httpx.M{"flagged": true, "resolvedAt": now, "resolvedBy": senior})
}

// SecondMarking is a copy sent to second marking. The first evaluator and marks are filled for
// admins only, and never for the second evaluator while the copy waits for their marks: they mark
// blind, whoever they are.
type SecondMarking struct {
	UploadID     int64         `db:"upload_id" json:"uploadId"`
	TestName     string        `db:"test_name" json:"testName"`
	SeriesName   string        `db:"series_name" json:"seriesName"`
	MaxScore     int           `db:"maximum_score" json:"maximumScore"`
	LearnerID    string        `db:"unique_id" json:"learnerId"`
	AnswerKey    string        `db:"answer_key" json:"-"`
	AnswerPDF    *wire.FileRef `db:"-" json:"answerPDF"`
	RequestedAt  time.Time     `db:"requested_at" json:"requestedAt"`
	MarkedAt     *time.Time    `db:"marked_at" json:"markedAt"`
	SecondID     *int64        `db:"second_id" json:"-"`
	YoursToMark  bool          `db:"-" json:"yoursToMark"` // the caller marks it again, and has not yet
	SecondName   *string       `db:"second_name" json:"secondEvaluator"`
	FirstName    *string       `db:"first_name" json:"firstEvaluator,omitempty"`
	FirstMarks   int64         `db:"first_marks" json:"-"`
	SecondMarks  *int64        `db:"second_marks" json:"-"`
	First        *float64      `db:"-" json:"firstMarks,omitempty"`
	Second       *float64      `db:"-" json:"secondMarks"`
	Flagged      bool          `db:"flagged" json:"flagged"`
	ResolvedAt   *time.Time    `db:"resolved_at" json:"resolvedAt"` // a senior evaluated the flagged copy again
	ThresholdPct int           `db:"threshold" json:"thresholdPercent"`
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

// secondMarkings lists copies in second marking: an evaluator's own open ones, or for an admin
// every one, status=open (the default), flagged or all.
func (s *Service) secondMarkings(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	query, args := secondMarkingsQuery, []any{}
	switch r.URL.Query().Get("status") {
	case "", "open":
		query += ` AND m.marked_at IS NULL`
	case "flagged": // until a senior has evaluated the copy again
		query += ` AND m.flagged AND m.resolved_at IS NULL`
	case "all":
	default:
		return httpx.InvalidField("status", "Choose open, flagged or all.")
	}
	admin := caller.IsAdmin()
	if !admin {
		query += ` AND m.second_evaluator_id = ?`
		args = append(args, caller.UserID)
	}
	out := []SecondMarking{}
	if err := s.db.Select(r.Context(), &out, query+` ORDER BY m.requested_at, m.upload_id LIMIT 500`, args...); err != nil {
		return err
	}
	for i := range out {
		out[i].complete(caller)
	}
	httpx.OK(w, httpx.M{"responseResult": out})
	return nil
}

func (m *SecondMarking) complete(caller httpx.Identity) {
	key := m.AnswerKey
	m.AnswerPDF = wire.FileFor(&key, true)
	m.Second = marksOf(m.SecondMarks)
	m.ResolvedAt = utc(m.ResolvedAt)
	m.YoursToMark = m.MarkedAt == nil && m.SecondID != nil && *m.SecondID == caller.UserID
	if caller.IsAdmin() && !m.YoursToMark {
		m.First = marksOf(&m.FirstMarks)
	} else {
		m.FirstName = nil
	}
}

// markAgain records the second evaluator's marks, once; the copy is flagged when they differ
// from the first by more than the series' threshold, in percent of the test's maximum.
func (s *Service) markAgain(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	uploadID, err := httpx.PositiveID(r.PathValue("uploadId"), "uploadId")
	if err != nil {
		return err
	}
	var in struct {
		Marks string `form:"marks"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	var found SecondMarking
	err = s.db.Get(r.Context(), &found, secondMarkingsQuery+` AND m.upload_id = ?`, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "Answer not found")
	}
	if err != nil {
		return err
	}
	if found.SecondID == nil || *found.SecondID != caller.UserID {
		return httpx.Errorf(http.StatusForbidden, "This answer is assigned to another evaluator.")
	}
	if found.MarkedAt != nil {
		return httpx.Errorf(http.StatusConflict, "You have marked this answer already.")
	}
	marks, err := strconv.ParseFloat(strings.TrimSpace(in.Marks), 64)
	if err != nil || math.IsNaN(marks) || marks < 0 || marks > float64(found.MaxScore) {
		return httpx.InvalidField("marks", "Give marks from 0 to %d.", found.MaxScore)
	}
	second := int64(math.Round(marks * 100))
	difference := math.Abs(float64(second-found.FirstMarks)) / 100
	flagged := difference > float64(found.MaxScore)*float64(found.ThresholdPct)/100
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		now := s.now().UTC()
		if _, err := tx.Exec(r.Context(), `UPDATE mains_second_markings SET second_marks = ?, marked_at = ?, flagged = ?
			WHERE upload_id = ? AND marked_at IS NULL`, second, now, flagged, uploadID); err != nil {
			return err
		}
		return s.audit.Audit(r.Context(), tx, r, "mark again", auditSecondMarking, uploadID,
			httpx.M{"secondMarks": nil}, httpx.M{"secondMarks": float64(second) / 100, "markedAt": now, "flagged": flagged})
	})
	if err != nil {
		return err
	}
	httpx.OK(w, httpx.M{"message": httpx.Say(r, locale.T("Marks saved.")), "flagged": flagged})
	return nil
}

// EvaluatorStats is how an evaluator marks beside the others: over their evaluations of the last
// 90 days, the average marks in percent of the maximum and the average hours from upload to
// evaluation; and how their copies fared in second marking.
type EvaluatorStats struct {
	Evaluator      Person  `json:"evaluator"`
	Evaluated      int     `json:"evaluated"`
	AveragePercent float64 `json:"averagePercent"`
	AverageHours   float64 `json:"averageTurnaroundHours"`
	SecondMarked   int     `json:"secondMarked"`
	Flagged        int     `json:"flagged"`
}

// statsWindow is how far back the evaluators' figures look.
const statsWindow = 90 * 24 * time.Hour

func (s *Service) evaluatorStats(w http.ResponseWriter, r *http.Request) error {
	caller, err := requireStaff(r)
	if err != nil {
		return err
	}
	if !caller.IsAdmin() {
		return httpx.Errorf(http.StatusForbidden, "Only admins see every evaluator's figures.")
	}
	var rows []struct {
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
	err = s.db.Select(r.Context(), &rows, `SELECT e.upload_id, ev.id, ev.name, e.marks, t.maximum_score, u.uploaded_at, e.evaluated_at,
			m.upload_id IS NOT NULL AND m.marked_at IS NOT NULL AS second, COALESCE(m.flagged, FALSE) AS flagged
		FROM mains_evaluations e
		JOIN users ev ON ev.id = e.evaluator_id
		JOIN mains_answer_uploads u ON u.id = e.upload_id
		JOIN mains_tests t ON t.id = u.mains_test_id
		LEFT JOIN mains_second_markings m ON m.upload_id = e.upload_id
		WHERE e.evaluated_at >= ?`, s.now().Add(-statsWindow).UTC())
	if err != nil {
		return err
	}
	// A copy the caller is to mark again stays out until they have: one copy's figures are its marks.
	blind, err := BlindTo(r.Context(), s.db, caller.UserID)
	if err != nil {
		return err
	}
	byID := map[int64]*EvaluatorStats{}
	for _, row := range rows {
		if blind[row.UploadID] {
			continue
		}
		stats := byID[row.ID]
		if stats == nil {
			stats = &EvaluatorStats{Evaluator: Person{ID: row.ID, Name: row.Name}}
			byID[row.ID] = stats
		}
		stats.Evaluated++
		stats.AveragePercent += float64(row.Marks) / float64(row.Maximum)
		stats.AverageHours += row.Evaluated.Sub(row.Uploaded).Hours()
		if row.Second {
			stats.SecondMarked++
		}
		if row.Flagged {
			stats.Flagged++
		}
	}
	out := make([]EvaluatorStats, 0, len(byID))
	for _, stats := range byID {
		n := float64(stats.Evaluated)
		stats.AveragePercent = math.Round(stats.AveragePercent/n*10) / 10 // hundredths over the maximum are percent
		stats.AverageHours = math.Round(stats.AverageHours/n*10) / 10
		out = append(out, *stats)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Evaluator.Name < out[j].Evaluator.Name })
	httpx.OK(w, httpx.M{"responseResult": out})
	return nil
}

// Marking blind (docs/product.md, "Second marking"): whoever is to mark a copy again, an admin
// too, gets nothing of its first evaluation until their marks are saved: not the marks, the
// marks per question and their rubric, the remarks, the evaluated copy, nor who made it. Every
// call that would show them asks BlindTo.

// BlindTo answers the answers the caller is to mark again and has not yet.
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

// hideFirstMarking leaves out of an answer what its first evaluation says, and who it is with.
func (a *Answer) hideFirstMarking() {
	a.Marks, a.MarksOut, a.Remarks, a.Evaluated, a.EvalPDF, a.EvalAt = nil, nil, nil, nil, nil, nil
	a.AssigneeID, a.AssigneeNm, a.Assignee = nil, nil, nil
	a.MarkingAgain = true
}

// errMarkingBlind refuses the evaluation screen's calls to the copy's second evaluator.
var errMarkingBlind = httpx.Errorf(http.StatusForbidden,
	"You are marking this answer again, blind: enter your marks on Second marking; its first evaluation opens to you once they are saved.")

// blindToEvaluatedFile reports whether a file is the evaluated copy of an answer the caller is to
// mark again and has not yet.
func (s *Service) blindToEvaluatedFile(ctx context.Context, userID, fileID int64) (bool, error) {
	var n int
	err := s.db.Get(ctx, &n, `SELECT COUNT(*) FROM mains_evaluations e
		JOIN mains_second_markings m ON m.upload_id = e.upload_id
		WHERE e.evaluated_file_id = ? AND m.second_evaluator_id = ? AND m.marked_at IS NULL`, fileID, userID)
	return n > 0, err
}

// BlindAuditEntry reports whether an audit log entry records the first evaluation of an answer
// the caller is to mark again (blind, from BlindTo): the log shows that it happened, not what it says.
func BlindAuditEntry(blind map[int64]bool, entity string, id *int64) bool {
	return entity == auditEvaluation && id != nil && blind[*id]
}
