package app_test

// Staff write a course's and a section's texts in Marathi in the console; learners' calls on the
// same server carry them beside the English, and a translation removed leaves the English
// (docs/product.md, "Languages of staff texts").

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/locale/localetest"
)

// marathiOf answers a learner answer's Marathi texts (nil for none).
func marathiOf(t *testing.T, record map[string]any) map[string]any {
	t.Helper()
	texts, ok := record["translations"].(map[string]any)
	if !ok {
		t.Fatalf("no translations in %v", record)
	}
	mr, _ := texts["mr"].(map[string]any)
	return mr
}

func TestStaffTextsInMarathiReachLearnersAndFallBackToEnglish(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	call := func(method, path string, body any) apptest.Response {
		return s.Call(t, method, path, body, "token", admin)
	}
	course := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'csat-test-series-2027'")
	coursePath := fmt.Sprintf("/api/v1/admin/subscriptions/%d", course)
	section := idOf(t, s, "SELECT id FROM categories WHERE slug = 'pcs'")
	sectionPath := fmt.Sprintf("/api/v1/admin/categories/%d", section)

	// Each language's text keeps its English field's rules; a bad one writes nothing at all.
	for key, body := range map[string]url.Values{
		"translations.mr.name":     {"translations.mr.name": {strings.Repeat("क", 201)}, "translations.hi.name": {"सीसैट टेस्ट सीरीज़"}},
		"translations.mr.subtitle": {"translations.mr.subtitle": {"पहिली ओळ\nदुसरी ओळ"}},
		"translations.ta.name":     {"translations.ta.name": {"சிசாட்"}},
		"translations.mr.slug":     {"translations.mr.slug": {"csat"}},
	} {
		if res := call(http.MethodPatch, coursePath, body); res.Status != http.StatusBadRequest || res.FieldError(key) == "" {
			t.Errorf("%s: %d %s", key, res.Status, res.Body)
		}
	}
	if n := idOf(t, s, "SELECT COUNT(*) FROM content_translations WHERE entity = 'subscriptions' AND entity_id = ?", course); n != 0 {
		t.Fatalf("refused writes kept %d translations", n)
	}

	// Staff write the course's name, details and subtitle in Marathi, and the section's label.
	res := call(http.MethodPatch, coursePath, url.Values{
		"subtitle":                      {"Timed tests for Paper II"},
		"discount_info":                 {"Diwali offer: 20% off till 5 Nov"},
		"translations.mr.name":          {"सीसॅट टेस्ट सिरीज 2027"},
		"translations.mr.subtitle":      {"पेपर II साठी वेळेच्या मर्यादेतील चाचण्या"},
		"translations.mr.details":       {"गणित <b>आणि</b> तर्कशक्ती\n\nदर आठवड्याला एक चाचणी"},
		"translations.mr.discount_info": {"दिवाळी ऑफर: 5 नोव्हेंबरपर्यंत 20% सूट"},
	})
	if res.Status != http.StatusOK {
		t.Fatalf("Marathi course texts: %d %s", res.Status, res.Body)
	}
	if got := res.JSON["item"].(map[string]any)["translations"].(map[string]any)["mr"].(map[string]any)["name"]; got != "सीसॅट टेस्ट सिरीज 2027" {
		t.Errorf("the console's answer: %v", res.JSON["item"])
	}
	// A JSON body sends the translations as the record answers them.
	if res := call(http.MethodPatch, sectionPath, map[string]any{"translations": map[string]any{"mr": map[string]string{"name": "राज्यसेवा"}}}); res.Status != http.StatusOK {
		t.Fatalf("Marathi section label: %d %s", res.Status, res.Body)
	}

	// The learner's calls carry them, the details made into HTML as the English is.
	learner, _ := s.NewLearner(t, "Sayali Patil", "csat-test-series-2027")
	page := s.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027", "token", learner)
	if page.Status != http.StatusOK {
		t.Fatalf("course page: %d %s", page.Status, page.Body)
	}
	sub := page.JSON["responseResult"].(map[string]any)
	mr := marathiOf(t, sub)
	if sub["name"] != "CSAT Test Series 2027" || mr["name"] != "सीसॅट टेस्ट सिरीज 2027" || mr["discount_info"] != "दिवाळी ऑफर: 5 नोव्हेंबरपर्यंत 20% सूट" {
		t.Errorf("course page: %v / %v", sub["name"], mr)
	}
	details, _ := mr["details"].(string)
	if strings.Contains(details, "<b>") || !strings.Contains(details, "&lt;b&gt;आणि&lt;/b&gt;") || !strings.Contains(details, "<p>") {
		t.Errorf("the Marathi details are not made as the English: %q", details)
	}
	// My Subscriptions names it in Marathi too, and nothing else of staff's.
	owned := s.Get(t, "/api/v1/modules/subscriptions", "token", learner).JSON["data"].(map[string]any)["subscriptions"].([]any)
	if len(owned) != 1 || marathiOf(t, owned[0].(map[string]any))["name"] != "सीसॅट टेस्ट सिरीज 2027" || len(marathiOf(t, owned[0].(map[string]any))) != 1 {
		t.Errorf("My Subscriptions: %v", owned)
	}
	sections := map[string]map[string]any{}
	for _, section := range list(t, s.Get(t, "/api/v1/modules/sections"), "responseResult") {
		sections[section["slug"].(string)] = section
	}
	if got := marathiOf(t, sections["pcs"]); got["name"] != "राज्यसेवा" || got["title"] != "पीसीएस" {
		t.Errorf("the section in Marathi: %v", got)
	}
	if hindi := sections["pcs"]["translations"].(map[string]any)["hi"].(map[string]any); hindi["name"] != "पीसीएस" {
		t.Errorf("the section's Hindi label went: %v", hindi)
	}

	// The audit log has the before and after of the translations.
	var after string
	if err := s.DB.Get(context.Background(), &after, `SELECT after_json FROM audit_log WHERE entity = 'subscription' AND entity_id = ?
		ORDER BY id DESC LIMIT 1`, course); err != nil || !strings.Contains(after, "सीसॅट टेस्ट सिरीज 2027") {
		t.Errorf("audit: %v %s", err, after)
	}

	// English is the text every record has: no translation of an empty English text.
	if res := call(http.MethodPatch, coursePath, url.Values{"subtitle": {""}}); res.Status != http.StatusBadRequest ||
		res.FieldError("translations.mr.subtitle") == "" {
		t.Errorf("English subtitle cleared under a Marathi one: %d %s", res.Status, res.Body)
	}

	// Staff remove the Marathi name: learners read the English name again.
	if res := call(http.MethodPatch, coursePath, url.Values{"translations.mr.name": {""}}); res.Status != http.StatusOK {
		t.Fatalf("remove the Marathi name: %d %s", res.Status, res.Body)
	}
	cards := s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%d", idOf(t, s, "SELECT type_id FROM subscriptions WHERE id = ?", course)))
	for _, item := range list(t, cards, "responseResult") {
		if item["id"] == float64(course) {
			if mr := marathiOf(t, item); mr["name"] != nil || mr["subtitle"] != "पेपर II साठी वेळेच्या मर्यादेतील चाचण्या" {
				t.Errorf("after removing the Marathi name: %v", mr)
			}
		}
	}

	// An FAQ entry with its Marathi goes with its translations when deleted.
	created := call(http.MethodPost, "/api/v1/admin/faqs", url.Values{"question": {"Is there a Marathi medium?"},
		"answer": {"Yes, for MPSC."}, "translations.mr.question": {"मराठी माध्यम आहे का?"},
		"translations.mr.answer": {"हो, एमपीएससीसाठी."}, "is_active": {"1"}})
	if created.Status != http.StatusCreated {
		t.Fatalf("FAQ: %d %s", created.Status, created.Body)
	}
	faq := int64(created.JSON["item"].(map[string]any)["id"].(float64))
	found := false
	for _, item := range list(t, s.Get(t, "/api/v1/dynamic-content/faqs"), "faqs") {
		if item["id"] == float64(faq) {
			found = marathiOf(t, item)["answer"] == "हो, एमपीएससीसाठी."
		}
	}
	if !found {
		t.Error("the FAQ's Marathi answer is not on the FAQ")
	}
	if res := call(http.MethodDelete, fmt.Sprintf("/api/v1/admin/faqs/%d", faq), nil); res.Status != http.StatusOK {
		t.Fatalf("delete FAQ: %d %s", res.Status, res.Body)
	}
	if n := idOf(t, s, "SELECT COUNT(*) FROM content_translations WHERE entity = 'faqs' AND entity_id = ?", faq); n != 0 {
		t.Errorf("a deleted FAQ left %d translations", n)
	}
}

// A language added to the registry needs nothing for staff texts (docs/architecture.md, "Adding
// a language"): staff write a course's name in it, and learners' calls carry it.
func TestAFixtureLanguageReachesStaffTexts(t *testing.T) {
	localetest.Register(t, locale.Language{Code: "ta", Name: "தமிழ்", EnglishName: "Tamil", Script: "Taml", Intl: "ta-IN"}, nil)
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	course := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'csat-test-series-2027'")
	path := fmt.Sprintf("/api/v1/admin/subscriptions/%d", course)
	if res := s.Call(t, http.MethodPatch, path, url.Values{"translations.ta.name": {strings.Repeat("த", 201)}}, "token", admin); res.Status != http.StatusBadRequest ||
		!strings.HasPrefix(res.FieldError("translations.ta.name"), "Name in Tamil") {
		t.Errorf("a long Tamil name: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodPatch, path, url.Values{"translations.ta.name": {"சிசாட் தேர்வுத் தொடர் 2027"}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("a Tamil name: %d %s", res.Status, res.Body)
	}
	sub := s.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027").JSON["responseResult"].(map[string]any)
	if tamil, _ := sub["translations"].(map[string]any)["ta"].(map[string]any); tamil["name"] != "சிசாட் தேர்வுத் தொடர் 2027" {
		t.Errorf("the course in Tamil: %v", sub["translations"])
	}
}

// A mains test's name and description reach the learner in the language staff wrote them, the
// description made as its English is, and the English again once staff clear them.
func TestAMainsTestsMarathiNameAndDescriptionReachTheLearner(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	path := fmt.Sprintf("/api/v1/admin/mains-tests/%d", mains.test)
	marathiName := "सामान्य अध्ययन पेपर II: राज्यव्यवस्था आणि शासन"
	if res := s.Call(t, http.MethodPatch, path, url.Values{"translations.mr.name": {marathiName},
		"translations.mr.description": {"उत्तरे <b>250</b> शब्दांत"}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("Marathi name: %d %s", res.Status, res.Body)
	}
	mine := mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)
	mr := marathiOf(t, mine)
	description, _ := mr["description"].(string)
	if mr["name"] != marathiName || mine["name"] == marathiName || strings.Contains(description, "<b>") || !strings.Contains(description, "&lt;b&gt;250&lt;/b&gt;") {
		t.Errorf("the learner's mains test: %v / %v", mine["name"], mr)
	}

	if res := s.Call(t, http.MethodPatch, path, url.Values{"translations.mr.name": {""}, "translations.mr.description": {""}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("clear the Marathi: %d %s", res.Status, res.Body)
	}
	if mr := marathiOf(t, mainsTestOf(t, s, owner, mains.subscription, mains.series, mains.test)); len(mr) != 0 {
		t.Errorf("after clearing, Marathi texts remain: %v", mr)
	}
}
