package app_test

import (
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

func TestBrowsersFieldMeasurementsAreCountedForOperators(t *testing.T) {
	s := apptest.New(t)
	beacon := func(contentType, body string) apptest.Response {
		return s.Call(t, "POST", "/api/v1/vitals", strings.NewReader(body), "Content-Type", contentType)
	}
	// A phone landing on a course page, then one on the home page (a beacon of a string is
	// text/plain), as the app sends them when the page is hidden.
	if res := beacon("application/json", `{"page":"/mains-tests/mains-test-series-2026","metrics":[
		{"name":"LCP","value":1830.5},{"name":"CLS","value":0.02},{"name":"INP","value":96},{"name":"TTFB","value":210}]}`); res.Status != 204 {
		t.Fatalf("beacon: %d %s", res.Status, res.Body)
	}
	if res := beacon("text/plain;charset=UTF-8", `{"page":"/","metrics":[{"name":"LCP","value":3100}]}`); res.Status != 204 {
		t.Fatalf("text beacon: %d %s", res.Status, res.Body)
	}
	for _, refused := range []struct{ contentType, body string }{
		{"application/json", `{"page":"/","metrics":[{"name":"FID","value":10}]}`},
		{"application/json", `{"page":"/","metrics":[{"name":"LCP","value":-5}]}`},
		{"application/json", `{"page":"/","metrics":[{"name":"CLS","value":50}]}`},
		{"application/json", `{"page":"/","metrics":[]}`},
		{"application/json", `not json`},
	} {
		if res := beacon(refused.contentType, refused.body); res.Status != 400 || res.FieldError("metrics") == "" {
			t.Errorf("%s: %d %s", refused.body, res.Status, res.Body)
		}
	}
	if res := beacon("application/xml", `<x/>`); res.Status != 415 {
		t.Errorf("xml: %d", res.Status)
	}
	if res := beacon("application/json", `{"page":"/","metrics":[{"name":"LCP","value":1}],"pad":"`+strings.Repeat("x", 4096)+`"}`); res.Status != 413 {
		t.Errorf("a large body: %d", res.Status)
	}

	text := metricsText(s)
	for _, want := range []string{
		`aspirant_web_vitals_seconds_bucket{metric="LCP",page="details",le="2"} 1`,
		`aspirant_web_vitals_seconds_bucket{metric="LCP",page="home",le="2.5"} 0`,
		`aspirant_web_vitals_seconds_bucket{metric="LCP",page="home",le="4"} 1`,
		`aspirant_web_vitals_seconds_bucket{metric="INP",page="details",le="0.1"} 1`,
		`aspirant_web_vitals_seconds_count{metric="TTFB",page="details"} 1`,
		`aspirant_web_vitals_cls_bucket{page="details",le="0.025"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if strings.Contains(text, "mains-test-series-2026") || strings.Contains(text, "FID") {
		t.Error("a page's address or a refused figure became a label")
	}
}
