package admin

import (
	"net/http"
	"strconv"
	"time"

	"aspirant/internal/billing"
	"aspirant/internal/httpx"
	"aspirant/internal/money"
	"aspirant/internal/platform/indiatime"
)

// DayCount is one day of a daily series: sign-ups and enquiries are counted, sales also summed
// (billing.DayTotal, the same shape).
type DayCount = billing.DayTotal

// Dashboard is the console's first page: the daily series of the last days, and what waits.
type Dashboard struct {
	httpx.Status
	Days            int        `json:"days"`
	Since           time.Time  `json:"since"`
	Signups         []DayCount `json:"signups"`
	Sales           []DayCount `json:"sales"`
	Enquiries       []DayCount `json:"enquiries"`
	Refunded        Refunded   `json:"refunded"`
	TestsTaken      int        `json:"testsTaken"`
	AnswersAwaiting int        `json:"answersAwaiting"`
	NewLeads        int        `json:"newLeads"`
	RefundsFlagged  int        `json:"refundsFlagged"`
	Learners        int        `json:"learners"`
}

// Refunded is the payments of the period that staff refunded, left out of the sales.
type Refunded struct {
	Count  int         `json:"count"`
	Amount money.Paise `json:"amount"`
}

// dashboard answers the daily sign-ups, sales and enquiries of the last ?days= days (30 by
// default, India time), tests taken and answers awaiting evaluation.
func (s *Service) dashboard(w http.ResponseWriter, r *http.Request) error {
	days := 30
	if raw := r.URL.Query().Get("days"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > 365 {
			return httpx.InvalidField("days", "Days must be from 1 to 365.")
		}
		days = n
	}
	now := s.now().In(indiatime.Zone)
	since := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, indiatime.Zone).AddDate(0, 0, -(days - 1)).UTC()
	ctx := r.Context()
	series := func(query string, args ...any) ([]DayCount, error) {
		out := []DayCount{}
		err := s.db.Select(ctx, &out, query, args...)
		return out, err
	}
	signups, err := series(`SELECT `+s.db.DayInIndia("created_at")+` AS day, COUNT(*) AS n, 0 AS amount FROM users
		WHERE created_at >= ? AND role = 'student' GROUP BY 1 ORDER BY 1`, since)
	if err != nil {
		return err
	}
	// Sales are net of refunds, which are counted apart (billing.Sales).
	sales, refunded, err := billing.Sales(ctx, s.db, since)
	if err != nil {
		return err
	}
	enquiries, err := series(`SELECT `+s.db.DayInIndia("created_at")+` AS day, COUNT(*) AS n, 0 AS amount FROM enquiries
		WHERE created_at >= ? GROUP BY 1 ORDER BY 1`, since)
	if err != nil {
		return err
	}
	var counts struct {
		TestsTaken      int `db:"tests_taken"`
		AnswersAwaiting int `db:"answers_awaiting"`
		NewLeads        int `db:"new_leads"`
		RefundsFlagged  int `db:"refunds_flagged"`
		Learners        int `db:"learners"`
	}
	err = s.db.Get(ctx, &counts, `SELECT
		(SELECT COUNT(*) FROM prelims_attempts WHERE status = 'submitted' AND submitted_at >= ?) AS tests_taken,
		(SELECT COUNT(*) FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
			WHERE u.superseded_at IS NULL AND e.id IS NULL) AS answers_awaiting,
		(SELECT COUNT(*) FROM enquiries WHERE status = 'new') AS new_leads,
		(SELECT COUNT(*) FROM orders WHERE refund_status = 'flagged') AS refunds_flagged,
		(SELECT COUNT(*) FROM users WHERE role = 'student') AS learners`, since)
	if err != nil {
		return err
	}
	httpx.Answer(w, &Dashboard{Days: days, Since: since, Signups: signups, Sales: sales, Enquiries: enquiries,
		TestsTaken: counts.TestsTaken, AnswersAwaiting: counts.AnswersAwaiting, NewLeads: counts.NewLeads,
		RefundsFlagged: counts.RefundsFlagged, Learners: counts.Learners,
		Refunded: Refunded{Count: refunded.Count, Amount: refunded.Amount}})
	return nil
}
