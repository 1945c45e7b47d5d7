package catalog_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// sectionsOf answers the sections call's sections by slug, in order.
func sectionsOf(t *testing.T, s *apptest.Server) ([]string, map[string]map[string]any) {
	t.Helper()
	list := items(t, s.Get(t, "/api/v1/modules/sections"))
	slugs := make([]string, len(list))
	bySlug := map[string]map[string]any{}
	for i, section := range list {
		slugs[i] = section["slug"].(string)
		bySlug[slugs[i]] = section
	}
	return slugs, bySlug
}

// openingField matches one field of the web app's OPENING_SECTIONS, as prettier writes it, and
// openingTranslation one language's texts of its translations.
var (
	openingField       = regexp.MustCompile(`(?m)^    (id|slug|name|title|description|libraryKind|position): ('(?:[^'\\]|\\.)*'|\d+),$`)
	openingTranslation = regexp.MustCompile(`\b([a-z]{2,3}): \{ name: '([^']*)', title: '([^']*)' \}`)
)

// The six sections the site opened with are rows of the table, with everything the app needs;
// the web app paints its first menu from a copy of them, which must match.
func TestOpeningSections(t *testing.T) {
	s := apptest.New(t)
	answer := items(t, s.Get(t, "/api/v1/modules/sections"))
	source, err := os.ReadFile(apptest.RepoFile("web/src/config/section-categories.ts"))
	if err != nil {
		t.Fatal(err)
	}
	var opening []map[string]any
	_, list, _ := strings.Cut(string(source), "OPENING_SECTIONS")
	for _, block := range strings.Split(list, "\n  {\n")[1:] {
		section, texts := map[string]any{}, map[string]any{}
		for _, m := range openingField.FindAllStringSubmatch(block, -1) {
			if n, err := strconv.Atoi(m[2]); err == nil {
				section[m[1]] = float64(n)
			} else {
				section[m[1]] = m[2][1 : len(m[2])-1]
			}
		}
		for _, m := range openingTranslation.FindAllStringSubmatch(block, -1) {
			texts[m[1]] = map[string]any{"name": m[2], "title": m[3]}
		}
		section["translations"] = texts
		opening = append(opening, section)
	}
	if fmt.Sprint(opening) != fmt.Sprint(answer) {
		t.Errorf("the web app's OPENING_SECTIONS differ from the seeded sections:\n%v\n%v", opening, answer)
	}

	slugs, bySlug := sectionsOf(t, s)
	if fmt.Sprint(slugs) != "[notes prelims-tests mains-tests video-courses optionals pcs]" {
		t.Fatalf("sections %v", slugs)
	}
	for slug, want := range map[string][3]string{
		"notes":         {"Notes", "Notes", "notes"},
		"prelims-tests": {"Prelims Tests", "Prelims Tests", "tests"},
		"mains-tests":   {"Mains Tests", "Mains Tests", "mains-tests"},
		"video-courses": {"Video Courses", "Video Courses", "videos"},
		"optionals":     {"Optionals", "Optional Subjects", "videos"},
		"pcs":           {"PCS", "PCS", "tests"},
	} {
		got := bySlug[slug]
		if got["name"] != want[0] || got["title"] != want[1] || got["libraryKind"] != want[2] ||
			got["description"] == "" || len(got["translations"].(map[string]any)) != 2 {
			t.Errorf("%s: %v", slug, got)
		}
	}
}

// Staff add a section in the console; it is in the sections call at once on this server and
// within a poll on another, with its type and subscription, and learners see its pages' data.
func TestSectionAddedInTheConsole(t *testing.T) {
	s := apptest.New(t)
	peer := s.Peer(t, apptest.Options{Background: true, ChangesPoll: 50 * time.Millisecond})
	sectionsOf(t, peer) // the other server has the sections cached
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	call := func(method, path string, body url.Values) apptest.Response {
		return s.Call(t, method, path, body, "token", token)
	}

	for field, body := range map[string]url.Values{
		"slug":         {"name": {"Console"}, "slug": {"admin"}, "library_kind": {"tests"}},
		"library_kind": {"name": {"Podcasts"}, "slug": {"podcasts"}, "library_kind": {"podcasts"}},
		"name":         {"slug": {"nameless"}, "library_kind": {"notes"}},
	} {
		if res := call("POST", "/api/v1/admin/categories", body); res.Status != 400 || res.FieldError(field) == "" {
			t.Errorf("bad %s: %d %s", field, res.Status, res.Body)
		}
	}
	// The site's own pages, the learner's areas and the server's paths are not a section's address.
	for _, reserved := range []string{"api", "schedule", "unsubscribe", "quiz", "privacy-policy"} {
		body := url.Values{"name": {"Taken"}, "slug": {reserved}, "library_kind": {"notes"}}
		if res := call("POST", "/api/v1/admin/categories", body); res.Status != 400 || res.FieldError("slug") != "This address is one of the site's own pages; choose another." {
			t.Errorf("a section at /%s: %d %s", reserved, res.Status, res.Body)
		}
	}

	created := call("POST", "/api/v1/admin/categories", url.Values{"name": {"CSAT"}, "slug": {"csat"},
		"library_kind": {"tests"}, "description": {"Aptitude tests for Paper II."}, "position": {"7"}, "is_published": {"1"}})
	if created.Status != http.StatusCreated {
		t.Fatalf("create section: %d %s", created.Status, created.Body)
	}
	sectionID := fmt.Sprint(created.JSON["item"].(map[string]any)["id"])
	typ := call("POST", "/api/v1/admin/types", url.Values{"category_id": {sectionID}, "name": {"CSAT Test Series"},
		"slug": {"csat-test-series"}, "is_published": {"1"}})
	if typ.Status != http.StatusCreated {
		t.Fatalf("create type: %d %s", typ.Status, typ.Body)
	}
	typeID := typ.JSON["item"].(map[string]any)["id"]
	sub := call("POST", "/api/v1/admin/subscriptions", url.Values{"type_id": {fmt.Sprint(typeID)}, "name": {"CSAT Practice 2027"},
		"slug": {"csat-practice-2027"}, "price": {"999"}})
	if sub.Status != http.StatusCreated {
		t.Fatalf("create subscription: %d %s", sub.Status, sub.Body)
	}
	// On sale once it opens a library (docs/product.md, "Results stay possible and fair").
	subPath := fmt.Sprintf("/api/v1/admin/subscriptions/%v", sub.JSON["item"].(map[string]any)["id"])
	var testsLibrary int64
	if err := s.DB.Get(context.Background(), &testsLibrary, "SELECT id FROM libraries WHERE kind = 'tests' ORDER BY id LIMIT 1"); err != nil {
		t.Fatal(err)
	}
	if res := call("PUT", subPath+"/libraries", url.Values{"libraryIds": {fmt.Sprint(testsLibrary)}}); res.Status != http.StatusOK {
		t.Fatalf("libraries: %d %s", res.Status, res.Body)
	}
	if res := call("PATCH", subPath, url.Values{"is_for_sale": {"1"}, "is_published": {"1"}}); res.Status != http.StatusOK {
		t.Fatalf("publish subscription: %d %s", res.Status, res.Body)
	}

	slugs, bySlug := sectionsOf(t, s)
	csat := bySlug["csat"]
	if len(slugs) != 7 || slugs[6] != "csat" || csat["name"] != "CSAT" || csat["title"] != "CSAT" ||
		csat["libraryKind"] != "tests" || csat["description"] != "Aptitude tests for Paper II." {
		t.Fatalf("sections after the add: %v, csat %v", slugs, csat)
	}
	types := items(t, s.Get(t, "/api/v1/modules/types/list?section_category=csat"))
	if len(types) != 1 || types[0]["id"] != typeID || types[0]["name"] != "CSAT Test Series" {
		t.Fatalf("csat types %v", types)
	}
	subs := items(t, s.Get(t, fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%v", typeID)))
	if len(subs) != 1 || subs[0]["slug"] != "csat-practice-2027" || subs[0]["section_category"] != "csat" ||
		subs[0]["is_subscribe_button"] != 1.0 {
		t.Fatalf("csat subscriptions %v", subs)
	}

	// The other server's cache is cleared by the change feed.
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, onPeer := sectionsOf(t, peer); onPeer["csat"] != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the other server still answers the sections without csat")
		}
		time.Sleep(20 * time.Millisecond)
	}

	// A learner's subscription leads where the section's kind would.
	learner, _ := s.NewLearner(t, "Kavya Iyer", "csat-practice-2027")
	owned := s.Get(t, "/api/v1/modules/subscriptions", "token", learner)
	list := owned.JSON["data"].(map[string]any)["subscriptions"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["type"] != "tests" || list[0].(map[string]any)["section_category"] != "csat" {
		t.Fatalf("my subscriptions: %s", owned.Body)
	}

	// Staff rename it; a section with types cannot be deleted; unpublished, it leaves the site.
	if res := call("PATCH", "/api/v1/admin/categories/"+sectionID, url.Values{"title": {"CSAT Paper II"}}); res.Status != 200 {
		t.Fatalf("rename: %d %s", res.Status, res.Body)
	}
	if _, bySlug := sectionsOf(t, s); bySlug["csat"]["title"] != "CSAT Paper II" || bySlug["csat"]["name"] != "CSAT" {
		t.Fatalf("renamed section %v", bySlug["csat"])
	}
	if res := call("DELETE", "/api/v1/admin/categories/"+sectionID, nil); res.Status != http.StatusConflict {
		t.Fatalf("delete a section with types: %d %s", res.Status, res.Body)
	}
	if res := call("PATCH", "/api/v1/admin/categories/"+sectionID, url.Values{"is_published": {"0"}}); res.Status != 200 {
		t.Fatalf("unpublish: %d %s", res.Status, res.Body)
	}
	if _, bySlug := sectionsOf(t, s); bySlug["csat"] != nil {
		t.Fatal("an unpublished section is still in the sections call")
	}
	if res := s.Get(t, "/api/v1/modules/types/list?section_category=csat"); res.Status != 400 {
		t.Fatalf("types of an unpublished section: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/csat-practice-2027"); res.Status != http.StatusNotFound {
		t.Fatalf("a visitor sees a subscription of an unpublished section: %d", res.Status)
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/csat-practice-2027", "token", learner); res.Status != 200 {
		t.Fatalf("its buyer no longer sees it: %d %s", res.Status, res.Body)
	}
}
