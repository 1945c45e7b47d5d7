package mains

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// lateCondition is the rule for an answer past its promise (docs/product.md, "Evaluation on
// time"), on an upload u: its recorded promise has passed, or, uploaded before promises were
// recorded, its legacy turnaround has. Its arguments come from lateArgs.
const lateCondition = `(u.due_at < ? OR (u.due_at IS NULL AND u.uploaded_at < ?))`

func lateArgs(now time.Time) []any { return []any{now, now.Add(-legacyTurnaround)} }

// backlogQuery counts the answers waiting for evaluation, and of those the late ones, as the
// console's pending and late lists have them.
var backlogQuery = `SELECT count(*) AS waiting,
		coalesce(sum(CASE WHEN ` + lateCondition + ` THEN 1 ELSE 0 END), 0) AS late
	FROM mains_answer_uploads u LEFT JOIN mains_evaluations e ON e.upload_id = u.id
	WHERE u.superseded_at IS NULL AND e.id IS NULL`

// backlog reports the evaluation backlog to Prometheus, counted when it is scraped, so that an
// operator is warned before promises to learners break (docs/operations.md, "Alerts").
type backlog struct {
	service       *Service
	waiting, late *prometheus.Desc
}

// RegisterMetrics adds the evaluation backlog's gauges to reg.
func (s *Service) RegisterMetrics(reg prometheus.Registerer) {
	reg.MustRegister(&backlog{service: s,
		waiting: prometheus.NewDesc("aspirant_mains_answers_waiting", "Mains answers uploaded and not yet evaluated.", nil, nil),
		late:    prometheus.NewDesc("aspirant_mains_answers_late", "Mains answers not yet evaluated and past the evaluation promised to the learner.", nil, nil),
	})
}

func (b *backlog) Describe(ch chan<- *prometheus.Desc) {
	ch <- b.waiting
	ch <- b.late
}

func (b *backlog) Collect(ch chan<- prometheus.Metric) {
	// A scrape must not hang on a database that is struggling; the gauges are then left out of
	// this scrape (and the readiness alert speaks for the database).
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var counts struct {
		Waiting int64 `db:"waiting"`
		Late    int64 `db:"late"`
	}
	if err := b.service.db.Get(ctx, &counts, backlogQuery, lateArgs(b.service.now().UTC())...); err != nil {
		ch <- prometheus.NewInvalidMetric(b.waiting, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(b.waiting, prometheus.GaugeValue, float64(counts.Waiting))
	ch <- prometheus.MustNewConstMetric(b.late, prometheus.GaugeValue, float64(counts.Late))
}
