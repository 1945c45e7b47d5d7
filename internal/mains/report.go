package mains

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"aspirant/internal/platform/csvcell"
	"aspirant/internal/platform/indiatime"
)

// Where an answer stands, as the report says it (docs/product.md, "Evaluation on time").
func standing(a Answer, now time.Time) string {
	switch {
	case a.EvalAt != nil:
		return "evaluated"
	case now.After(a.ExpectedBy):
		return "late"
	case a.StartedAt != nil:
		return "being evaluated"
	}
	return "waiting"
}

// writeReport writes current answers (from Answers) as a CSV file for staff to sort and share: one
// row per answer with where it stands, its age in hours (to its evaluation, or to now while it
// waits), its promise and its evaluator.
func writeReport(w http.ResponseWriter, rows []Answer, now time.Time) error {
	when := func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.In(indiatime.Zone).Format("2006-01-02 15:04")
	}
	cw := csvcell.Download(w, "mains-answers-"+now.In(indiatime.Zone).Format("2006-01-02")+".csv")
	_ = cw.Write([]string{"upload_id", "learner_id", "learner", "test", "series", "uploaded", "promised_by", "status",
		"age_hours", "evaluator", "evaluated", "marks", "maximum"})
	for i := range rows {
		a := &rows[i]
		end := now
		if a.EvalAt != nil {
			end = *a.EvalAt
		}
		evaluator, marks := "", ""
		if a.Assignee != nil {
			evaluator = a.Assignee.Name
		}
		if a.MarksOut != nil {
			marks = strconv.FormatFloat(*a.MarksOut, 'f', -1, 64)
		}
		uploaded, promised := a.UploadedAt, a.ExpectedBy
		_ = cw.Write([]string{strconv.FormatInt(a.UploadID, 10), a.UniqueID, a.Learner, a.TestName, a.SeriesName,
			when(&uploaded), when(&promised), standing(*a, now),
			strconv.FormatFloat(math.Round(end.Sub(a.UploadedAt).Hours()*10)/10, 'f', -1, 64), evaluator,
			when(a.EvalAt), marks, strconv.Itoa(a.MaxScore)})
	}
	return cw.Flush()
}
