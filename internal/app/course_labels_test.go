package app_test

// Staff's discount line (with its translations) and tags reach the learner's catalogue: the cards of a
// type's list, the course page and the home page's popular courses (docs/product.md, "Discount
// lines and tags").

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/translations"
)

func TestDiscountLinesAndTagsReachTheCatalogue(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	id := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'csat-test-series-2027'")
	typeID := idOf(t, s, "SELECT type_id FROM subscriptions WHERE id = ?", id)
	path := fmt.Sprintf("/api/v1/admin/subscriptions/%d", id)

	if res := s.Call(t, http.MethodPatch, path, url.Values{"discount_info": {"Diwali offer: 20% off till 5 Nov"},
		"translations.hi.discount_info": {"दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट"}, "is_popular": {"1"}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("discount line: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPut, path+"/tags", url.Values{"tags": {"Bestseller", "New", "Hindi medium", "bestseller"}},
		"token", admin); res.Status != http.StatusOK {
		t.Fatalf("tags: %d %s", res.Status, res.Body)
	}
	// A line that would not fit a card is refused, and nothing of the write is kept.
	long := url.Values{"translations.hi.discount_info": {fmt.Sprintf("%0201d", 0)}, "discount_info": {"Changed"}}
	if res := s.Call(t, http.MethodPatch, path, long, "token", admin); res.Status != http.StatusBadRequest || res.FieldError("translations.hi.discount_info") == "" {
		t.Errorf("a 201-character line: %d %s", res.Status, res.Body)
	}

	check := func(where string, sub map[string]any) {
		t.Helper()
		hindi := sub["translations"].(map[string]any)["hi"].(map[string]any)
		if sub["discount_info"] != "Diwali offer: 20% off till 5 Nov" || hindi["discount_info"] != "दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट" ||
			fmt.Sprint(sub["tags"]) != "[Bestseller New Hindi medium]" {
			t.Errorf("%s: %v %v %v", where, sub["discount_info"], hindi["discount_info"], sub["tags"])
		}
	}
	learner, _ := s.NewLearner(t, "Ishita Das", "")
	details := s.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027", "token", learner)
	if details.Status != http.StatusOK {
		t.Fatalf("course page: %d %s", details.Status, details.Body)
	}
	check("the course page", details.JSON["responseResult"].(map[string]any))
	list := s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%d", typeID))
	found := false
	for _, item := range list.JSON["responseResult"].([]any) {
		if item := item.(map[string]any); item["id"] == float64(id) {
			found = true
			check("the type's cards", item)
		}
	}
	if !found {
		t.Fatalf("the course is not among its type's cards: %s", list.Body)
	}
	// The home page's popular courses, too.
	found = false
	for _, item := range s.Get(t, "/api/v1/dynamic-content/popular-subs").JSON["popularSubs"].([]any) {
		if item := item.(map[string]any); item["id"] == float64(id) {
			found = true
			check("the home page's card", item)
		}
	}
	if !found {
		t.Error("the course marked popular is not on the home page")
	}
}

// The demo's own discount lines carry their Hindi and Marathi, so neither interface shows an
// English line on a demo course (docs/product.md, "Discount lines and tags").
func TestDemoDiscountLinesHaveTheirHindi(t *testing.T) {
	s := apptest.New(t)
	details := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027")
	if details.Status != http.StatusOK {
		t.Fatalf("course page: %d %s", details.Status, details.Body)
	}
	sub := details.JSON["responseResult"].(map[string]any)
	hindi := sub["translations"].(map[string]any)["hi"].(map[string]any)
	if sub["discount_info"] != "Save 33%" || hindi["discount_info"] != "33% की बचत" {
		t.Errorf("the demo's line: %q, in Hindi %q", sub["discount_info"], hindi["discount_info"])
	}
	for _, language := range translations.Languages() {
		if missing := idOf(t, s, `SELECT COUNT(*) FROM subscriptions s WHERE discount_info <> '' AND NOT EXISTS (SELECT 1 FROM content_translations c
			WHERE c.entity = 'subscriptions' AND c.entity_id = s.id AND c.field = 'discount_info' AND c.language = ?)`, language); missing != 0 {
			t.Errorf("%d demo courses have a discount line with none in %s", missing, language)
		}
	}
}
