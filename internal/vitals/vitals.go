// Package vitals counts the Core Web Vitals that learners' browsers measure (docs/product.md,
// "Fast on a budget phone") in Prometheus histograms, so operators see the site's speed as
// learners meet it, on their phones and networks, beside the server's own timings.
package vitals

import (
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus"

	"aspirant/internal/httpx"
)

// maxBody is a beacon's largest body: a page and five figures fit in a few hundred bytes.
const maxBody = 2 << 10

// Recorder counts the figures browsers send.
type Recorder struct {
	durations *prometheus.HistogramVec
	shifts    *prometheus.HistogramVec
}

// New registers the histograms with the server's registry.
func New(registry prometheus.Registerer) *Recorder {
	r := &Recorder{
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "aspirant_web_vitals_seconds",
			Help: "Core Web Vitals measured in learners' browsers (LCP, INP, FCP, TTFB), by metric and kind of landing page.",
			// Around the thresholds that matter: INP 0.2 and 0.5 s, LCP 2.5 and 4 s.
			Buckets: []float64{.05, .1, .2, .3, .5, .8, 1, 1.5, 2, 2.5, 3, 4, 6, 10},
		}, []string{"metric", "page"}),
		shifts: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "aspirant_web_vitals_cls",
			Help:    "Cumulative layout shift measured in learners' browsers, by kind of landing page.",
			Buckets: []float64{.01, .025, .05, .1, .15, .25, .5, 1},
		}, []string{"page"}),
	}
	registry.MustRegister(r.durations, r.shifts)
	return r
}

// Routes registers the beacon's address.
func (r *Recorder) Routes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/vitals", httpx.Handler(r.record))
}

type beacon struct {
	Page    string `json:"page"`
	Metrics []struct {
		Name  string  `json:"name"`
		Value float64 `json:"value"`
	} `json:"metrics"`
}

// durationMetrics are the figures web-vitals gives in milliseconds, with the largest believable.
var durationMetrics = map[string]float64{"LCP": 120_000, "INP": 60_000, "FCP": 120_000, "TTFB": 120_000}

// record counts one page's figures. Anyone may send them (a page before sign-in is measured
// too): each figure is checked for its name and range, and the page is counted by its kind, not
// its address, so a sender can skew a histogram but not grow the server's series.
func (r *Recorder) record(w http.ResponseWriter, req *http.Request) error {
	mediaType, _, _ := mime.ParseMediaType(req.Header.Get("Content-Type"))
	if mediaType != "application/json" && mediaType != "text/plain" { // text/plain: a beacon of a string
		return httpx.Errorf(http.StatusUnsupportedMediaType, "Send the figures as application/json.")
	}
	var b beacon
	if err := json.NewDecoder(http.MaxBytesReader(w, req.Body, maxBody)).Decode(&b); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return httpx.TooLarge(maxBody)
		}
		return httpx.InvalidField("metrics", "The figures could not be read.")
	}
	if len(b.Metrics) == 0 || len(b.Metrics) > len(durationMetrics)+1 {
		return httpx.InvalidField("metrics", "Send from one to five figures.")
	}
	page := kindOf(b.Page)
	for _, m := range b.Metrics {
		limit, isDuration := durationMetrics[m.Name]
		switch {
		case m.Name == "CLS" && m.Value >= 0 && m.Value <= 10:
		case isDuration && m.Value >= 0 && m.Value <= limit:
		default:
			return httpx.InvalidField("metrics", "%q is not a Web Vital this site measures, or %v is out of its range.", m.Name, m.Value)
		}
	}
	for _, m := range b.Metrics {
		if m.Name == "CLS" {
			r.shifts.WithLabelValues(page).Observe(m.Value)
		} else {
			r.durations.WithLabelValues(m.Name, page).Observe(m.Value / 1000)
		}
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// kindOf names the kind of page an address is, as the app's routes lay them out
// (web/src/app/router.tsx): few enough values to be a metric's label.
func kindOf(path string) string {
	segments := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case segments[0] == "":
		return "home"
	case segments[0] == "quiz" || segments[0] == "admin":
		return segments[0]
	case len(segments) > 1 && (segments[1] == "library" || segments[1] == "list" || segments[1] == "videos"):
		return "library"
	case len(segments) == 1:
		return "list"
	case len(segments) == 2 || segments[0] == "optionals":
		return "details"
	}
	return "other"
}
