package demo_test

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"aspirant/internal/apptest"
)

// The demo learner holds a series with a bilingual test of at least 20 questions, each with a
// Hindi version written in Devanagari (docs/product.md, "Languages of a test"), one of them on an
// outline map whose description is in each language.
func TestTheDemoLearnerHasABilingualTest(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "demo@aspirant.test", "demo12345")
	series := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027", "token", token)
	subscription := series.JSON["responseResult"].(map[string]any)
	if subscription["isSubscribed"] != true {
		t.Fatalf("the demo learner does not hold the series: %s", series.Body)
	}
	listed := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%v", subscription["id"]), "token", token)
	var testID any
	most := 0.0 // the series has a short bilingual CSAT paper too: take the longest bilingual test
	for _, item := range listed.JSON["responseResult"].([]any) {
		test := item.(map[string]any)
		if count, _ := test["total_question_count"].(float64); fmt.Sprint(test["languages"]) == "[en hi]" && count > most {
			testID, most = test["id"], count
		}
	}
	if testID == nil {
		t.Fatalf("no bilingual test in the series: %s", listed.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"demo-hi"}},
		"token", token); res.Status != 200 {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", token)
	questions := res.JSON["body"].(map[string]any)["data"].([]any)
	if len(questions) < 20 {
		t.Fatalf("%d questions, want at least 20", len(questions))
	}
	maps := 0
	for i, item := range questions {
		translations, _ := item.(map[string]any)["translations"].(map[string]any)
		hi, _ := translations["hi"].(map[string]any)
		if hi == nil || !devanagari(fmt.Sprint(hi["description"])) {
			t.Fatalf("question %d has no Hindi version in Devanagari: %v", i+1, item)
		}
		// A map question, its picture stored as an uploaded one is, with words in each language.
		english, hindi := fmt.Sprint(item.(map[string]any)["description"]), fmt.Sprint(hi["description"])
		if !strings.Contains(english, "<img") {
			continue
		}
		maps++
		src := regexp.MustCompile(`<img src="(/files/img/[^"]+)" alt="([^"]+)">`)
		en, hi2 := src.FindStringSubmatch(english), src.FindStringSubmatch(hindi)
		if en == nil || hi2 == nil || en[1] != hi2[1] || !devanagari(hi2[2]) || devanagari(en[2]) {
			t.Fatalf("question %d's map in English and Hindi:\n%s\n%s", i+1, english, hindi)
		}
		if picture := s.Get(t, en[1]+"?w=640", "Accept", "image/webp"); picture.Status != 200 || picture.Header.Get("Content-Type") != "image/webp" {
			t.Fatalf("question %d's map for a phone: %d %s", i+1, picture.Status, picture.Header.Get("Content-Type"))
		}
	}
	if maps != 1 {
		t.Fatalf("%d questions with a map, want 1", maps)
	}
}

func devanagari(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Devanagari, r) {
			return true
		}
	}
	return false
}
