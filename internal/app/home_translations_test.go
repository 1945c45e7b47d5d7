package app_test

// The home page's carousel slides and pop-over ad in the learner's language: the demo's in Hindi
// and Marathi, and staff's through the console, read back through the learner's calls on the same
// server; a translation cleared leaves the English (docs/product.md, "Languages of staff texts").

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// translationOf answers a learner answer's text of a field in a language ("" for none).
func translationOf(t *testing.T, record map[string]any, language, field string) string {
	t.Helper()
	texts, ok := record["translations"].(map[string]any)
	if !ok {
		t.Fatalf("no translations in %v", record)
	}
	inLanguage, _ := texts[language].(map[string]any)
	text, _ := inLanguage[field].(string)
	return text
}

// itemWithID answers the item of a learner's list with the id.
func itemWithID(t *testing.T, items []map[string]any, id int64) map[string]any {
	t.Helper()
	for _, item := range items {
		if item["id"] == float64(id) {
			return item
		}
	}
	t.Fatalf("no item %d in %v", id, items)
	return nil
}

func TestTheHomeCarouselAndPopoverAdInTheLearnersLanguage(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	call := func(method, path string, body any) apptest.Response {
		return s.Call(t, method, path, body, "token", admin)
	}
	slides := func() []map[string]any { return list(t, s.Get(t, "/api/v1/dynamic-content/carousels"), "carousels") }
	ads := func() []map[string]any { return list(t, s.Get(t, "/api/v1/dynamic-content/popover-ads"), "popoverAds") }

	// The demo's slides and ad come in Hindi and Marathi.
	first := idOf(t, s, "SELECT id FROM carousels ORDER BY position, id LIMIT 1")
	slide := itemWithID(t, slides(), first)
	if slide["title"] != "UPSC Prelims Test Series 2027" || translationOf(t, slide, "hi", "title") != "यूपीएससी प्रारंभिक परीक्षा टेस्ट सीरीज़ 2027" ||
		translationOf(t, slide, "mr", "title") != "यूपीएससी पूर्व परीक्षा टेस्ट सिरीज 2027" {
		t.Errorf("the demo's first slide: %v", slide)
	}
	ad := idOf(t, s, "SELECT id FROM popover_ads ORDER BY position, id LIMIT 1")
	if got := translationOf(t, itemWithID(t, ads(), ad), "mr", "title"); !strings.HasPrefix(got, "जीएस फाउंडेशन 2027") {
		t.Errorf("the demo's ad in Marathi: %q", got)
	}

	// A translation keeps its English field's rules, and a refused one writes nothing.
	slidePath := fmt.Sprintf("/api/v1/admin/carousels/%d", first)
	if res := call(http.MethodPatch, slidePath, url.Values{"translations.mr.title": {strings.Repeat("क", 201)}}); res.Status != http.StatusBadRequest ||
		res.FieldError("translations.mr.title") == "" {
		t.Errorf("a long Marathi title: %d %s", res.Status, res.Body)
	}

	// Staff rewrite the slide's Marathi title; the learner's call carries it at once.
	if res := call(http.MethodPatch, slidePath, url.Values{"translations.mr.title": {"पूर्व परीक्षा 2027: दर रविवारी सराव चाचणी"}}); res.Status != http.StatusOK {
		t.Fatalf("the slide's Marathi title: %d %s", res.Status, res.Body)
	}
	if got := translationOf(t, itemWithID(t, slides(), first), "mr", "title"); got != "पूर्व परीक्षा 2027: दर रविवारी सराव चाचणी" {
		t.Errorf("the slide in Marathi after the change: %q", got)
	}

	// Staff rewrite the ad's Hindi title, then clear its Marathi one: a Marathi learner reads the
	// English again, a Hindi learner the new Hindi.
	adPath := fmt.Sprintf("/api/v1/admin/popover-ads/%d", ad)
	if res := call(http.MethodPatch, adPath, url.Values{"translations.hi.title": {"मेन्स मेंटरशिप 2027: केवल दस सीटें बाकी"},
		"translations.mr.title": {""}}); res.Status != http.StatusOK {
		t.Fatalf("the ad's translations: %d %s", res.Status, res.Body)
	}
	got := itemWithID(t, ads(), ad)
	if translationOf(t, got, "hi", "title") != "मेन्स मेंटरशिप 2027: केवल दस सीटें बाकी" || translationOf(t, got, "mr", "title") != "" ||
		!strings.HasPrefix(got["title"].(string), "GS Foundation 2027") {
		t.Errorf("the ad after the change: %v", got)
	}
}
