package admin

import (
	"net/http"
	"strconv"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/money"
	"aspirant/internal/platform/indiatime"
)

// DayCount is one day of a daily series.
type DayCount struct {
	Day    string      `db:"day" json:"day"`
	Count  int         `db:"n" json:"count"`
	Amount money.Paise `db:"amount" json:"amount"`
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
	// Sales are net of refunds: a payment staff refunded is money the institute does not have
	// (docs/product.md, "Refunds"); the refunded ones are counted apart.
	sales, err := series(`SELECT `+s.db.DayInIndia("paid_at")+` AS day, COUNT(*) AS n, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS amount FROM orders
		WHERE status = 'paid' AND refund_status <> 'refunded' AND paid_at >= ? GROUP BY 1 ORDER BY 1`, since)
	if err != nil {
		return err
	}
	var refunded DayCount
	if err := s.db.Get(ctx, &refunded, `SELECT '' AS day, COUNT(*) AS n, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS amount FROM orders
		WHERE status = 'paid' AND refund_status = 'refunded' AND paid_at >= ?`, since); err != nil {
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
	httpx.OK(w, httpx.M{"days": days, "since": since, "signups": signups, "sales": sales, "enquiries": enquiries,
		"testsTaken": counts.TestsTaken, "answersAwaiting": counts.AnswersAwaiting, "newLeads": counts.NewLeads,
		"refundsFlagged": counts.RefundsFlagged, "learners": counts.Learners,
		"refunded": httpx.M{"count": refunded.Count, "amount": refunded.Amount}})
	return nil
}
