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
	share, err := secondMarkingShare(ctx, tx, seriesID)
	if err != nil || share == 0 {
		return err
	}
	evaluated, err := evaluatedInSeries(ctx, tx, firstEvaluator, seriesID)
	if err != nil {
		return err
	}
	if evaluated*share/100 == (evaluated-1)*share/100 {
		return nil
	}
	second, err := leastBusySecondMarker(ctx, tx, seriesID, firstEvaluator)
	if err != nil || second == nil {
		return err // a series with one evaluator has nobody to mark again
	}
	return insertSecondMarking(ctx, tx, uploadID, firstEvaluator, *second, marks, now)
}

// settleSecondMarking, in the transaction of a senior's (an admin's) evaluation, settles the
// answer's flagged second marking: the senior's evaluation is now the learner's, so the copy
// leaves the flagged list; the two marks stay on record, as does the flag in the figures.
func settleSecondMarking(ctx context.Context, tx *db.Tx, audit auditFunc, uploadID, senior int64, now time.Time) error {
	settled, err := settleFlagged(ctx, tx, uploadID, senior, now)
	if err != nil || !settled {
		return err
	}
	return audit(ctx, tx, "settle", auditSecondMarking, uploadID,
		settlementRecord{Flagged: true}, settlementRecord{Flagged: true, ResolvedAt: &now, ResolvedBy: senior})
}

// The audit log's records of a second marking, before and after: the second marks given, and the
// flagged copy settled by a senior.
type (
	secondMarksRecord struct {
		SecondMarks *float64   `json:"secondMarks"`
		MarkedAt    *time.Time `json:"markedAt,omitempty"`
		Flagged     *bool      `json:"flagged,omitempty"`
	}
	settlementRecord struct {
		Flagged    bool       `json:"flagged"`
		ResolvedAt *time.Time `json:"resolvedAt"`
		ResolvedBy int64      `json:"resolvedBy,omitempty"` // a user's id: 0 only before
	}
)

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

// SecondMarkings lists copies in second marking: an evaluator's own, or for an admin every one,
// of status open (the default, ""), flagged or all.
func (s *Service) SecondMarkings(ctx context.Context, caller httpx.Identity, status string) ([]SecondMarking, error) {
	chosen := secondMarkingStatus(status)
	switch chosen {
	case "":
		chosen = secondMarkingOpen
	case secondMarkingOpen, secondMarkingFlagged, secondMarkingAll:
	default:
		return nil, httpx.InvalidField("status", "Choose open, flagged or all.")
	}
	var own *int64
	if !caller.IsAdmin() {
		own = &caller.UserID
	}
	out, err := secondMarkingsOf(ctx, s.db, chosen, own)
	for i := range out {
		out[i].complete(caller)
	}
	return out, err
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

// MarkAgain records the second evaluator's marks (as typed), once; the copy is flagged when they
// differ from the first by more than the series' threshold, in percent of the test's maximum.
// It answers whether the copy is flagged.
func (s *Service) MarkAgain(ctx context.Context, caller httpx.Identity, audit auditFunc, uploadID int64, typed string) (bool, error) {
	found, err := secondMarkingOf(ctx, s.db, uploadID)
	if errors.Is(err, db.ErrNotFound) {
		return false, errAnswerNotFound
	}
	if err != nil {
		return false, err
	}
	if found.SecondID == nil || *found.SecondID != caller.UserID {
		return false, httpx.Errorf(http.StatusForbidden, "This answer is assigned to another evaluator.")
	}
	if found.MarkedAt != nil {
		return false, httpx.Errorf(http.StatusConflict, "You have marked this answer already.")
	}
	marks, err := strconv.ParseFloat(strings.TrimSpace(typed), 64)
	if err != nil || math.IsNaN(marks) || marks < 0 || marks > float64(found.MaxScore) {
		return false, httpx.InvalidField("marks", "Give marks from 0 to %d.", found.MaxScore)
	}
	second := hundredths(marks)
	flagged := marksApart(second, found.FirstMarks, found.MaxScore, found.ThresholdPct)
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		now := s.now().UTC()
		if err := recordSecondMarks(ctx, tx, uploadID, second, flagged, now); err != nil {
			return err
		}
		secondMarks := float64(second) / 100
		return audit(ctx, tx, "mark again", auditSecondMarking, uploadID,
			secondMarksRecord{}, secondMarksRecord{SecondMarks: &secondMarks, MarkedAt: &now, Flagged: &flagged})
	})
	return flagged, err
}

// marksApart reports whether two marks (in hundredths) differ by more than the threshold, in
// percent of the test's maximum.
func marksApart(second, first int64, maxScore, thresholdPct int) bool {
	difference := math.Abs(float64(second-first)) / 100
	return difference > float64(maxScore)*float64(thresholdPct)/100
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

// EvaluatorStats answers every evaluator's figures, by name (for admins).
func (s *Service) EvaluatorStats(ctx context.Context, caller httpx.Identity) ([]EvaluatorStats, error) {
	rows, err := evaluationsSince(ctx, s.db, s.now().Add(-statsWindow).UTC())
	if err != nil {
		return nil, err
	}
	// A copy the caller is to mark again stays out until they have: one copy's figures are its marks.
	blind, err := BlindTo(ctx, s.db, caller.UserID)
	if err != nil {
		return nil, err
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
	return out, nil
}

// Marking blind (docs/product.md, "Second marking"): whoever is to mark a copy again, an admin
// too, gets nothing of its first evaluation until their marks are saved: not the marks, the
// marks per question and their rubric, the remarks, the evaluated copy, nor who made it. Every
// call that would show them asks BlindTo.

// hideFirstMarking leaves out of an answer what its first evaluation says, and who it is with.
func (a *Answer) hideFirstMarking() {
	a.Marks, a.MarksOut, a.Remarks, a.Evaluated, a.EvalPDF, a.EvalAt = nil, nil, nil, nil, nil, nil
	a.AssigneeID, a.AssigneeNm, a.Assignee = nil, nil, nil
	a.MarkingAgain = true
}

// errMarkingBlind refuses the evaluation screen's calls to the copy's second evaluator.
var errMarkingBlind = httpx.Errorf(http.StatusForbidden,
	"You are marking this answer again, blind: enter your marks on Second marking; its first evaluation opens to you once they are saved.")

// BlindAuditEntry reports whether an audit log entry records the first evaluation of an answer
// the caller is to mark again (blind, from BlindTo): the log shows that it happened, not what it says.
func BlindAuditEntry(blind map[int64]bool, entity string, id *int64) bool {
	return entity == auditEvaluation && id != nil && blind[*id]
}
