package admin_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// Staff find Hindi titles in the console by a Hindi word, on SQLite and on PostgreSQL
// (LOWER(...) LIKE leaves Devanagari as it is on both): the demo's Hindi note, and a subscription
// staff retitle in Hindi. Titles and searches are both read in Unicode's normal form C, so the
// nukta letter ज़ typed as one code point or as ज + ़ finds the title whichever way it was saved.
func TestConsoleSearchFindsHindiTitles(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	search := func(resource, q string) []string {
		t.Helper()
		res := s.Get(t, "/api/v1/admin/"+resource+"?q="+url.QueryEscape(q), "token", admin)
		if res.Status != 200 {
			t.Fatalf("%s?q=%s: %d %s", resource, q, res.Status, res.Body)
		}
		var names []string
		for _, item := range res.JSON["items"].([]any) {
			names = append(names, item.(map[string]any)["name"].(string))
		}
		return names
	}

	const note = "भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार"
	for _, word := range []string{"प्रस्तावना", "मौलिक अधिकार", "राजव्यवस्था"} {
		if got := search("notes", word); len(got) != 1 || got[0] != note {
			t.Errorf("notes?q=%s: %q, want the Hindi note", word, got)
		}
	}
	if got := search("notes", "Polity"); len(got) == 0 || got[0] == note {
		t.Errorf("notes?q=Polity: %q, want the English notes only", got)
	}

	var id int64
	if err := s.DB.Get(context.Background(), &id, "SELECT id FROM subscriptions WHERE slug = 'csat-notes'"); err != nil {
		t.Fatal(err)
	}
	const title = "सीसैट नोट्स: हिन्दी माध्यम सीरीज\u093c" // the nukta as its own sign, as a keyboard types it
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/subscriptions/%d", id), url.Values{"name": {title}}, "token", admin); res.Status != 200 {
		t.Fatalf("retitle: %d %s", res.Status, res.Body)
	}
	for _, word := range []string{"हिन्दी माध्यम", "सीसैट", "सीरीज\u093c", "सीरी\u095b"} {
		if got := search("subscriptions", word); len(got) != 1 || got[0] != title {
			t.Errorf("subscriptions?q=%+q: %q, want the Hindi title", word, got)
		}
	}
	if got := search("subscriptions", "माध्यमिक"); len(got) != 0 {
		t.Errorf("subscriptions?q=माध्यमिक: %q, want none", got)
	}

	// Saved with the one-code-point letter, found by the keyboard's two.
	const composed = "सीसैट नोट्स: हिन्दी माध्यम सीरी\u095b"
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/subscriptions/%d", id), url.Values{"name": {composed}}, "token", admin); res.Status != 200 {
		t.Fatalf("retitle: %d %s", res.Status, res.Body)
	}
	for _, word := range []string{"सीरीज\u093c", "सीरी\u095b"} {
		if got := search("subscriptions", word); len(got) != 1 || got[0] != title {
			t.Errorf("subscriptions?q=%+q after saving the composed letter: %q, want the title in its normal form", word, got)
		}
	}
}
