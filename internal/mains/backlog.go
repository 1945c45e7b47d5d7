package mains

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

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
	waiting, late, err := backlogCounts(ctx, b.service.db, b.service.now().UTC())
	if err != nil {
		ch <- prometheus.NewInvalidMetric(b.waiting, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(b.waiting, prometheus.GaugeValue, float64(waiting))
	ch <- prometheus.MustNewConstMetric(b.late, prometheus.GaugeValue, float64(late))
}
