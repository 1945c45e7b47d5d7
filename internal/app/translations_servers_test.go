package app_test

// Staff save a translation through one server's console and a learner reads it in that language
// through another server sharing the database, whose caches held the answer before the write
// (docs/architecture.md, "How the layers meet": every staff write records its change, and every
// server's caches follow). On PostgreSQL the second server polls once an hour (twoServers), so
// only the write's notification can tell it in time.

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"aspirant/internal/testutil"
)

func TestATranslationSavedOnOneServerIsReadOnAnother(t *testing.T) {
	s, peer := twoServers(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	slide := idOf(t, s, "SELECT id FROM carousels ORDER BY position, id LIMIT 1")
	course := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'csat-test-series-2027'")
	section := idOf(t, s, "SELECT id FROM categories WHERE slug = 'pcs'")

	// What a Marathi learner reads on the second server, each from a call that server caches.
	slideTitle := func() string {
		return translationOf(t, itemWithID(t, list(t, peer.Get(t, "/api/v1/dynamic-content/carousels"), "carousels"), slide), "mr", "title")
	}
	courseName := func() string {
		res := peer.Get(t, "/api/v1/modules/subscriptions/csat-test-series-2027")
		if res.Status != http.StatusOK {
			t.Fatalf("course page: %d %s", res.Status, res.Body)
		}
		return translationOf(t, res.JSON["responseResult"].(map[string]any), "mr", "name")
	}
	sectionLabel := func() string {
		return translationOf(t, itemWithID(t, list(t, peer.Get(t, "/api/v1/modules/sections"), "responseResult"), section), "mr", "name")
	}
	// The second server answers, and so keeps, the texts before the change.
	before := [3]string{slideTitle(), courseName(), sectionLabel()}
	if before[0] == "" || before[1] != "" {
		t.Fatalf("before: the slide %q, the course %q", before[0], before[1])
	}

	for path, texts := range map[string]url.Values{
		fmt.Sprintf("/api/v1/admin/carousels/%d", slide):      {"translations.mr.title": {"मुख्य परीक्षा 2027: उत्तरलेखनाचा सराव"}},
		fmt.Sprintf("/api/v1/admin/subscriptions/%d", course): {"translations.mr.name": {"सीसॅट टेस्ट सिरीज 2027"}},
		fmt.Sprintf("/api/v1/admin/categories/%d", section):   {"translations.mr.name": {"राज्यसेवा परीक्षा"}},
	} {
		if res := s.Call(t, http.MethodPatch, path, texts, "token", admin); res.Status != http.StatusOK {
			t.Fatalf("%s: %d %s", path, res.Status, res.Body)
		}
	}

	took := eventually(t, "the Marathi texts on the second server", func() bool {
		return slideTitle() == "मुख्य परीक्षा 2027: उत्तरलेखनाचा सराव" && courseName() == "सीसॅट टेस्ट सिरीज 2027" &&
			sectionLabel() == "राज्यसेवा परीक्षा"
	})
	t.Logf("the translations reached the second server (%s) in %s", testutil.Kind(), took.Round(time.Millisecond))

	// Cleared on the first, the second server's learner reads the English again.
	if res := s.Call(t, http.MethodPatch, fmt.Sprintf("/api/v1/admin/subscriptions/%d", course),
		url.Values{"translations.mr.name": {""}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("clear the course's Marathi name: %d %s", res.Status, res.Body)
	}
	eventually(t, "the English name on the second server", func() bool { return courseName() == "" })
}
