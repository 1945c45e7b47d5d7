package demo_test

import (
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// A new language is data (issue 40): the demo learner holds the MPSC series, named in Marathi too,
// whose mock is set in English and Marathi, and every question of its paper, as the learner's
// calls answer it, has a Marathi version in Devanagari with an option for each option, under the
// same option ids (docs/product.md, "Languages of a test").
func TestTheDemoLearnerHasAnMPSCTestInEnglishAndMarathi(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	series := s.Get(t, "/api/v1/modules/subscriptions/mpsc-rajyaseva-test-series-2027", "token", token)
	subscription, _ := series.JSON["responseResult"].(map[string]any)
	if subscription["isSubscribed"] != true {
		t.Fatalf("the demo learner does not hold the MPSC series: %s", series.Body)
	}
	// The series' own texts have their Marathi too (docs/product.md, "Languages of staff texts").
	translations, _ := subscription["translations"].(map[string]any)
	if mr, _ := translations["mr"].(map[string]any); mr["name"] != "एमपीएससी राज्यसेवा टेस्ट सिरीज 2027" {
		t.Fatalf("the series' Marathi texts: %v", translations)
	}
	listed := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%v", subscription["id"]), "token", token)
	var mock map[string]any
	for _, item := range listed.JSON["responseResult"].([]any) {
		if test := item.(map[string]any); test["slug"] == "mpsc-rajyaseva-2027-mock-01" {
			mock = test
		}
	}
	if mock == nil || fmt.Sprint(mock["languages"]) != "[en mr]" || mock["opens_at"] != nil {
		t.Fatalf("the series' MPSC mock, in English and Marathi and always open: %s", listed.Body)
	}
	// The mock is named in Marathi too.
	if mr, _ := mock["translations"].(map[string]any)["mr"].(map[string]any); mr["name"] != "एमपीएससी राज्यसेवा पूर्व परीक्षा 2027: सराव चाचणी 1" {
		t.Fatalf("the mock's Marathi name: %v", mock["translations"])
	}

	if res := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(mock["id"])}, "attemptKey": {"demo-mr"}},
		"token", token); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(mock["id"])}}, "token", token)
	questions := res.JSON["body"].(map[string]any)["data"].([]any)
	if len(questions) < 20 {
		t.Fatalf("%d questions, want at least 20", len(questions))
	}
	for i, item := range questions {
		question := item.(map[string]any)
		translations, _ := question["translations"].(map[string]any)
		mr, _ := translations["mr"].(map[string]any)
		if len(translations) != 1 || mr == nil || !devanagari(fmt.Sprint(mr["description"])) || devanagari(fmt.Sprint(question["description"])) {
			t.Fatalf("question %d is not in English with a Marathi version: %v", i+1, question)
		}
		options, _ := question["options"].([]any)
		marathi, _ := mr["options"].([]any)
		if len(options) != 4 || len(marathi) != len(options) {
			t.Fatalf("question %d: %d options, %d in Marathi", i+1, len(options), len(marathi))
		}
		for j, option := range options {
			version := marathi[j].(map[string]any)
			if version["id"] != option.(map[string]any)["id"] || version["text"] == "" {
				t.Fatalf("question %d option %d: %v in Marathi is %v", i+1, j+1, option, version)
			}
		}
	}
}
