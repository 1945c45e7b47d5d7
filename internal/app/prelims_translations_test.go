package app_test

// Staff name a prelims test in Marathi in the console; the learner's calls that name the test
// (the library, the start page's test, the attempts and the review) carry it beside the English,
// and once removed the learner reads the English again (docs/product.md, "Languages of staff
// texts").

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

func TestAPrelimsTestsMarathiNameReachesLearnersAndFallsBackToEnglish(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	var test struct {
		ID   int64  `db:"id"`
		Sub  int64  `db:"sub"`
		Name string `db:"name"`
		Slug string `db:"slug"`
	}
	if err := s.DB.Get(context.Background(), &test, `SELECT t.id, s.id AS sub, t.name, t.slug FROM prelims_tests t
		JOIN subscription_libraries sl ON sl.library_id = t.library_id JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE s.slug = 'prelims-test-series-2027' AND t.opens_at IS NULL AND t.is_published
		AND EXISTS (SELECT 1 FROM prelims_questions q WHERE q.test_id = t.id) ORDER BY t.position, t.id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	testPath := fmt.Sprintf("/api/v1/admin/prelims-tests/%d", test.ID)
	marathi := "सामान्य अध्ययन सराव चाचणी 1"

	// Staff write the name and the description in Marathi.
	res := s.Call(t, http.MethodPatch, testPath, url.Values{
		"description":                 {"Polity and history."},
		"translations.mr.name":        {marathi},
		"translations.mr.description": {"राज्यव्यवस्था <b>आणि</b> इतिहास."},
	}, "token", admin)
	if res.Status != http.StatusOK {
		t.Fatalf("the Marathi name: %d %s", res.Status, res.Body)
	}

	learner, _ := s.NewLearner(t, "Sayali Kulkarni", "prelims-test-series-2027")
	library := func() map[string]any {
		t.Helper()
		res := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/library?subscriptionId=%d", test.Sub), "token", learner)
		if res.Status != http.StatusOK {
			t.Fatalf("library: %d %s", res.Status, res.Body)
		}
		for _, item := range res.JSON["responseResult"].([]any) {
			if entry := item.(map[string]any); entry["id"] == float64(test.ID) {
				return entry
			}
		}
		t.Fatalf("test %d not in the library: %s", test.ID, res.Body)
		return nil
	}
	startPage := func() map[string]any {
		t.Helper()
		res := s.Call(t, http.MethodPost, "/api/v1/modules/tests", url.Values{"slug": {test.Slug}}, "token", learner)
		if res.Status != http.StatusOK {
			t.Fatalf("the start page's test: %d %s", res.Status, res.Body)
		}
		return res.JSON["body"].(map[string]any)["data"].([]any)[0].(map[string]any)
	}

	// The library and the start page carry the name and the description (made HTML as the
	// English is), the English unchanged beside them.
	for call, entry := range map[string]map[string]any{"library": library(), "start page": startPage()} {
		mr := marathiOf(t, entry)
		if entry["name"] != test.Name || mr["name"] != marathi || mr["description"] != "राज्यव्यवस्था &lt;b&gt;आणि&lt;/b&gt; इतिहास." {
			t.Errorf("%s: %v", call, entry)
		}
	}

	// After an attempt, the attempts page and the review name the test in Marathi too.
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(test.ID)}, "attemptKey": {"mr-name"}},
		"token", learner); res.Status != http.StatusOK {
		t.Fatalf("start: %d %s", res.Status, res.Body)
	}
	submitted := s.Call(t, http.MethodPost, "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(test.ID)},
		"answers": {"[]"}, "attemptKey": {"mr-name"}}, "token", learner)
	if submitted.Status != http.StatusOK {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attempted := s.Call(t, http.MethodPost, "/api/v1/modules/tests/attempted", url.Values{"testId": {fmt.Sprint(test.ID)}}, "token", learner)
	if attempted.Status != http.StatusOK {
		t.Fatalf("attempted: %d %s", attempted.Status, attempted.Body)
	}
	if got := marathiOf(t, attempted.JSON["getTest"].(map[string]any)); got["name"] != marathi {
		t.Errorf("the attempts page's test: %v", attempted.JSON["getTest"])
	}
	attemptID := idOf(t, s, "SELECT id FROM prelims_attempts WHERE test_id = ? ORDER BY id DESC LIMIT 1", test.ID)
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%d/review", attemptID), "token", learner)
	if review.Status != http.StatusOK {
		t.Fatalf("review: %d %s", review.Status, review.Body)
	}
	if got := marathiOf(t, review.JSON["body"].(map[string]any)["test"].(map[string]any)); got["name"] != marathi {
		t.Errorf("the review's test: %v", review.JSON["body"])
	}

	// Staff remove the Marathi name: the learner reads the English, the description stays.
	if res := s.Call(t, http.MethodPatch, testPath, url.Values{"translations.mr.name": {""}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("removing the Marathi name: %d %s", res.Status, res.Body)
	}
	for call, entry := range map[string]map[string]any{"library": library(), "start page": startPage()} {
		mr := marathiOf(t, entry)
		if _, named := mr["name"]; named || mr["description"] == nil || entry["name"] != test.Name {
			t.Errorf("%s after the removal: %v", call, entry)
		}
	}
}
