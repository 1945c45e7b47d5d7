package app_test

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"maps"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// headOf reads what a crawler reads of a page: its meta tags by name or property, its title,
// its canonical link and its JSON-LD objects.
type pageHead struct {
	title, canonical string
	meta             map[string]string
	data             []map[string]any
}

var (
	metaTag      = regexp.MustCompile(`<meta (?:name|property)="([^"]+)" content="([^"]*)"`)
	titleTag     = regexp.MustCompile(`<title>([^<]*)</title>`)
	canonicalTag = regexp.MustCompile(`<link rel="canonical" href="([^"]+)"`)
	jsonLD       = regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`)
)

func headOf(t *testing.T, html string) pageHead {
	t.Helper()
	head := pageHead{meta: map[string]string{}}
	for _, m := range metaTag.FindAllStringSubmatch(html, -1) {
		head.meta[m[1]] = unescapeHTML(m[2])
	}
	if m := titleTag.FindStringSubmatch(html); m != nil {
		head.title = unescapeHTML(m[1])
	}
	if m := canonicalTag.FindStringSubmatch(html); m != nil {
		head.canonical = m[1]
	}
	for _, m := range jsonLD.FindAllStringSubmatch(html, -1) {
		var object map[string]any
		if err := json.Unmarshal([]byte(m[1]), &object); err != nil {
			t.Fatalf("JSON-LD %q: %v", m[1], err)
		}
		head.data = append(head.data, object)
	}
	return head
}

func unescapeHTML(s string) string {
	return strings.NewReplacer("&amp;", "&", "&#39;", "'", "&#34;", `"`, "&lt;", "<", "&gt;", ">").Replace(s)
}

func (h pageHead) dataOfType(kind string) map[string]any {
	for _, d := range h.data {
		if d["@type"] == kind {
			return d
		}
	}
	return nil
}

func TestASharedCourseLinkShowsItsOwnTitleDescriptionAndPicture(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	// Staff write the course's words in the console; the page a crawler fetches says them.
	id := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'mains-test-series-2026'")
	res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/subscriptions/%d", id), url.Values{
		"short_details": {`Write, upload & get it back evaluated: "fast" <b>within days</b>`},
		"price":         {"8999"}}, "token", admin)
	if res.Status != 200 {
		t.Fatalf("console edit: %d %s", res.Status, res.Body)
	}
	page := s.Get(t, "/mains-tests/mains-test-series-2026")
	if page.Status != 200 || !strings.Contains(page.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("course page: %d %s", page.Status, page.Header.Get("Content-Type"))
	}
	html := string(page.Body)
	if strings.Contains(html, "<b>within") || strings.Count(html, "<title>") != 1 || !strings.Contains(html, `<div id=root>`) {
		t.Fatalf("the page's head is not escaped, or not the app's: %s", html)
	}
	head := headOf(t, html)
	want := `Write, upload & get it back evaluated: "fast" <b>within days</b>`
	if head.title != "Mains Test Series 2027 (GS I to III) | Aspirant" || head.meta["description"] != want ||
		head.meta["og:description"] != want || head.meta["og:title"] != head.title || head.meta["og:type"] != "product" ||
		head.meta["twitter:card"] != "summary_large_image" {
		t.Errorf("course head: %q %v", head.title, head.meta)
	}
	if head.canonical != s.URL+"/mains-tests/mains-test-series-2026" || head.meta["og:url"] != head.canonical {
		t.Errorf("canonical %q, og:url %q", head.canonical, head.meta["og:url"])
	}
	thumbnail := head.meta["og:image"]
	if !strings.HasPrefix(thumbnail, s.URL+"/files/") || head.meta["twitter:image"] != thumbnail {
		t.Fatalf("course picture %q", thumbnail)
	}
	if img := s.Get(t, strings.TrimPrefix(thumbnail, s.URL)); img.Status != 200 || !strings.HasPrefix(img.Header.Get("Content-Type"), "image/") {
		t.Errorf("the picture a link preview fetches: %d %s", img.Status, img.Header.Get("Content-Type"))
	}
	course := head.dataOfType("Course")
	offer, _ := course["offers"].(map[string]any)
	if course == nil || course["name"] != "Mains Test Series 2027 (GS I to III)" || offer["price"] != "8999" ||
		offer["priceCurrency"] != "INR" || course["provider"].(map[string]any)["@type"] != "Organization" {
		t.Errorf("Course JSON-LD: %v", head.data)
	}
	// The picture's real size and its text go with it, so a preview lays the card out at once.
	if head.meta["og:image:width"] != "640" || head.meta["og:image:height"] != "360" ||
		head.meta["og:image:alt"] != "Mains Test Series 2027 (GS I to III)" || head.meta["twitter:image:alt"] != head.meta["og:image:alt"] {
		t.Errorf("course picture's size and text: %v", head.meta)
	}
	// A page with the site's picture says its size and text too.
	if home := headOf(t, string(s.Get(t, "/privacy-policy").Body)); home.meta["og:image:width"] != "1200" ||
		home.meta["og:image:height"] != "630" || !strings.HasPrefix(home.meta["og:image:alt"], "Aspirant: UPSC and State PCS preparation") {
		t.Errorf("the site's picture: %v", home.meta)
	}
	// The same course by its id is sent for good to its slug's address, keeping what the address
	// asked of the page (docs/product.md, "Details pages").
	for path, want := range map[string]string{
		fmt.Sprintf("/mains-tests/%d", id):                   "/mains-tests/mains-test-series-2026",
		fmt.Sprintf("/mains-tests/%d?payment=cancelled", id): "/mains-tests/mains-test-series-2026?payment=cancelled",
	} {
		if res := s.Get(t, path); res.Status != 301 || res.Header.Get("Location") != want {
			t.Errorf("by id %s: %d %q", path, res.Status, res.Header.Get("Location"))
		}
	}

	// A course in another section's address, or one that does not exist, is a 404 with the app.
	for _, path := range []string{"/mains-tests/no-such-course", "/notes/mains-test-series-2026", "/no-such-section",
		"/optionals/999/999", "/pcs_section_details?id=no-such-course"} {
		res := s.Get(t, path)
		if res.Status != 404 || !strings.Contains(string(res.Body), `<div id=root>`) || headOf(t, string(res.Body)).meta["robots"] != "noindex" {
			t.Errorf("%s: %d %.200s", path, res.Status, res.Body)
		}
	}
	// An address that names a course only roughly, as old links do, is sent to its own address.
	for _, rough := range []string{"/mains-tests/Mains-Test-Series-2026", "/mains-tests/mains-test-series-2026-gs",
		"/mains-tests/Mains%20Test%20Series%202026%20(GS%20I%20to%20III)"} {
		res := s.Get(t, rough)
		if res.Status != 301 || res.Header.Get("Location") != "/mains-tests/mains-test-series-2026" {
			t.Errorf("%s: %d %q", rough, res.Status, res.Header.Get("Location"))
		}
	}
	// Pages that exist answer 200: the home page, a section, a policy, a learner's page (kept out
	// of the index), an old address the app redirects.
	for path, title := range map[string]string{
		"/": "Aspirant — Civil services preparation, done right", "/prelims-tests": "", "/privacy-policy": "Privacy Policy | Aspirant",
		"/my-subscriptions": "My Subscriptions | Aspirant", "/prelims_tests": "", "/notes/library/abc": "",
	} {
		res := s.Get(t, path)
		head := headOf(t, string(res.Body))
		if res.Status != 200 || title != "" && head.title != title {
			t.Errorf("%s: %d %q", path, res.Status, head.title)
		}
	}
	if learner := headOf(t, string(s.Get(t, "/my-subscriptions").Body)); learner.meta["robots"] != "noindex" || learner.canonical != "" {
		t.Errorf("a learner's page is indexable: %v", learner.meta)
	}
	section := headOf(t, string(s.Get(t, "/prelims-tests").Body))
	if !strings.HasSuffix(section.title, " | Aspirant") || section.meta["description"] == "" || section.canonical != s.URL+"/prelims-tests" {
		t.Errorf("section head: %q %q %v", section.title, section.canonical, section.meta)
	}

	// The announcements every page shows are carried in it as the API answers them, so the
	// strip is drawn with the page rather than pushing it down later.
	carried := regexp.MustCompile(`<script type="application/json" data-preload="/api/v1/dynamic-content/banners">(.*?)</script>`).
		FindStringSubmatch(html)
	var inPage map[string]any
	if carried == nil || json.Unmarshal([]byte(carried[1]), &inPage) != nil {
		t.Fatalf("the page does not carry the announcements: %s", html)
	}
	api := s.Get(t, "/api/v1/dynamic-content/banners").JSON
	if fmt.Sprint(inPage) != fmt.Sprint(api) || len(api["banners"].([]any)) == 0 {
		t.Errorf("announcements in the page %v, from the API %v", inPage, api)
	}

	// Every page carries the sections of its menu, and the home page the lists of its sections,
	// as the API answers them: the page the server renders from them is then the app's.
	for path, calls := range map[string][]string{
		"/prelims-tests": {"/api/v1/modules/sections"},
		"/": {"/api/v1/modules/sections", "/api/v1/dynamic-content/popular-subs", "/api/v1/dynamic-content/faqs",
			"/api/v1/dynamic-content/top-performers", "/api/v1/dynamic-content/our-offerings"},
	} {
		answers := preloadedAnswers(t, string(s.Get(t, path).Body))
		for _, call := range calls {
			api := s.Get(t, call).JSON
			if fmt.Sprint(answers[call]) != fmt.Sprint(api) {
				t.Errorf("%s carries %s as %v, the API answers %v", path, call, answers[call], api)
			}
		}
	}

	// The home page names the organisation and carries the FAQ the console keeps, its answers
	// as staff typed them (docs/product.md, "Staff text").
	admin = s.Login(t, "admin@aspirant.test", "admin12345")
	var faqID int64
	if err := s.DB.Get(t.Context(), &faqID, "SELECT id FROM faqs WHERE is_active ORDER BY position, id LIMIT 1"); err != nil {
		t.Fatal(err)
	}
	typed := "Fees < ₹5,000 & \"no\" hidden costs:\nsee <b>Refunds</b>."
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/faqs/%d", faqID), url.Values{"answer": {typed}}, "token", admin); res.Status != 200 {
		t.Fatalf("faq: %d %s", res.Status, res.Body)
	}
	home := headOf(t, string(s.Get(t, "/").Body))
	faq := home.dataOfType("FAQPage")
	if home.dataOfType("Organization") == nil || faq == nil {
		t.Fatalf("home JSON-LD: %v", home.data)
	}
	questions := faq["mainEntity"].([]any)
	if n := count(t, s, "SELECT COUNT(*) FROM faqs WHERE is_active"); len(questions) != n || n == 0 {
		t.Errorf("FAQPage has %d questions, the console %d", len(questions), n)
	}
	if answer := fmt.Sprint(questions[0].(map[string]any)["acceptedAnswer"].(map[string]any)["text"]); answer != `Fees < ₹5,000 & "no" hidden costs: see <b>Refunds</b>.` {
		t.Errorf("FAQPage's first answer: %q", answer)
	}
}

func TestTheSitemapListsEveryPublicPageAndRobotsPointToIt(t *testing.T) {
	s := apptest.New(t)
	res := s.Get(t, "/sitemap.xml")
	if res.Status != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap: %d %s", res.Status, res.Header.Get("Content-Type"))
	}
	var set struct {
		URLs []struct {
			Loc     string `xml:"loc"`
			LastMod string `xml:"lastmod"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(res.Body, &set); err != nil {
		t.Fatal(err)
	}
	listed := map[string]string{}
	for _, u := range set.URLs {
		listed[strings.TrimPrefix(u.Loc, s.URL)] = u.LastMod
	}
	// Every published course with a page of its own is listed, each page of the list answers
	// 200, and nothing private is.
	var courses []struct {
		Slug    string `db:"slug"`
		Section string `db:"section"`
	}
	if err := s.DB.Select(t.Context(), &courses, `SELECT s.slug, c.slug AS section FROM subscriptions s
		JOIN module_types t ON t.id = s.type_id JOIN categories c ON c.id = t.category_id
		WHERE s.is_published AND c.is_published AND c.slug NOT IN ('optionals', 'pcs') AND t.optional_subject_id IS NULL`); err != nil {
		t.Fatal(err)
	}
	if len(courses) < 10 {
		t.Fatalf("only %d courses in the demo", len(courses))
	}
	for _, c := range courses {
		if lastmod, ok := listed["/"+c.Section+"/"+c.Slug]; !ok || lastmod == "" {
			t.Errorf("course %s/%s: listed %v, lastmod %q", c.Section, c.Slug, ok, lastmod)
		}
	}
	for _, page := range []string{"/", "/notes", "/prelims-tests", "/mains-tests", "/privacy-policy"} {
		if _, ok := listed[page]; !ok {
			t.Errorf("%s is not in the sitemap", page)
		}
	}
	for loc := range listed {
		if res := s.Get(t, loc); res.Status != 200 {
			t.Errorf("the sitemap lists %s, which answers %d", loc, res.Status)
		}
		if strings.HasPrefix(loc, "/admin") || strings.HasPrefix(loc, "/api") || strings.HasPrefix(loc, "/my-") {
			t.Errorf("the sitemap lists a private page %s", loc)
		}
	}

	robots := string(s.Get(t, "/robots.txt").Body)
	// Every private page of the app is kept from crawlers, the comparison and unsubscribe pages too.
	for _, line := range []string{"Disallow: /admin", "Disallow: /api", "Disallow: /my-subscriptions", "Disallow: /quiz",
		"Disallow: /compare", "Disallow: /unsubscribe", "Disallow: /login",
		"Sitemap: " + s.URL + "/sitemap.xml"} {
		if !strings.Contains(robots, line+"\n") {
			t.Errorf("robots.txt lacks %q:\n%s", line, robots)
		}
	}
}

// The server puts each page's head between markers of the app's index.html: the real one must
// have them, or every page gets the same head.
func TestTheAppsIndexMarksTheHeadEachPageGets(t *testing.T) {
	index, err := os.ReadFile("../../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	start, end := strings.Index(string(index), "<!--page-head-->"), strings.Index(string(index), "<!--/page-head-->")
	if start < 0 || end < start || !strings.Contains(string(index)[start:end], "<title>") {
		t.Fatal("web/index.html lacks <!--page-head--> ... <!--/page-head--> around its title and description")
	}
	if strings.Contains(string(index)[end:], `name="description"`) {
		t.Error("web/index.html has a description outside the page-head markers: pages would have two")
	}
	if !strings.Contains(string(index), `<div id="root"><!--page-body--></div>`) {
		t.Error("web/index.html lacks <!--page-body--> in its root element: no page would come with its body")
	}
}

var (
	preloadedAnswer = regexp.MustCompile(`<script type="application/json" data-preload="([^"]+)">(.*?)</script>`)
	picturePreload  = regexp.MustCompile(`<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high"`)
)

// preloadedAnswers are the API answers a page carries, by the address the app would ask.
func preloadedAnswers(t *testing.T, html string) map[string]any {
	t.Helper()
	answers := map[string]any{}
	for _, m := range preloadedAnswer.FindAllStringSubmatch(html, -1) {
		var answer any
		if err := json.Unmarshal([]byte(m[2]), &answer); err != nil {
			t.Fatalf("carried answer of %s: %v", m[1], err)
		}
		answers[unescapeHTML(m[1])] = answer
	}
	return answers
}

// A list or course page carries the answers of the calls the app makes for it first, as the API
// answers a visitor, so its cards are drawn at the first render; and it names its largest picture
// so the browser fetches it with the page.
func TestAListOrCoursePageCarriesItsFirstAnswersAndPreloadsItsPicture(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	// A staff edit in the console is in the next page a visitor opens.
	id := idOf(t, s, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'")
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/subscriptions/%d", id),
		url.Values{"name": {"Prelims Test Series 2027 <New batch>"}}, "token", admin); res.Status != 200 {
		t.Fatalf("console edit: %d %s", res.Status, res.Body)
	}

	sameAsTheAPI := func(t *testing.T, page string, want ...string) map[string]any {
		t.Helper()
		res := s.Get(t, page)
		if res.Status != 200 {
			t.Fatalf("%s: %d", page, res.Status)
		}
		answers := preloadedAnswers(t, string(res.Body))
		for _, path := range want {
			if _, ok := answers[path]; !ok {
				t.Errorf("%s does not carry %s; it carries %v", page, path, slices.Collect(maps.Keys(answers)))
			}
		}
		for path, carried := range answers {
			asked := s.Get(t, path) // as a visitor: a page's answers are nobody's own
			var answer any
			if err := json.Unmarshal(asked.Body, &answer); err != nil || asked.Status != 200 {
				t.Fatalf("GET %s: %d %v", path, asked.Status, err)
			}
			if !reflect.DeepEqual(carried, answer) {
				t.Errorf("%s carries for %s\n%v\nbut the API answers\n%v", page, path, carried, answer)
			}
		}
		return answers
	}

	answers := sameAsTheAPI(t, "/prelims-tests", "/api/v1/modules/types/list?section_category=prelims-tests")
	types := answers["/api/v1/modules/types/list?section_category=prelims-tests"].(map[string]any)["responseResult"].([]any)
	if len(types) < 2 {
		t.Fatalf("prelims types: %v", types)
	}
	var firstList []any
	for i, each := range types {
		path := fmt.Sprintf("/api/v1/modules/subscriptions/list?typeId=%v", each.(map[string]any)["id"])
		list, ok := answers[path].(map[string]any)
		if !ok {
			t.Fatalf("the page does not carry %s", path)
		}
		if i == 0 {
			firstList = list["responseResult"].([]any)
		}
	}
	if !strings.Contains(fmt.Sprint(answers), "Prelims Test Series 2027 <New batch>") {
		t.Error("the page does not carry the console's edit")
	}

	// The first tab's first card's picture, with the app's copies by width and its card sizes.
	page := string(s.Get(t, "/prelims-tests").Body)
	m := picturePreload.FindStringSubmatch(page)
	if m == nil || len(firstList) == 0 {
		t.Fatalf("no picture preload (%d cards): %.3000s", len(firstList), page)
	}
	thumbnail := "/files/" + firstList[0].(map[string]any)["thumbnail"].(string)
	srcset := unescapeHTML(m[2])
	if m[1] != thumbnail || !strings.HasPrefix(srcset, thumbnail+"?w=320 320w, "+thumbnail+"?w=640 640w") ||
		unescapeHTML(m[3]) != "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" {
		t.Errorf("picture preload %q %q %q, want %s", m[1], srcset, m[3], thumbnail)
	}
	smallest := strings.Fields(srcset)[0]
	if img := s.Get(t, smallest, "Accept", "image/avif,image/webp,*/*"); img.Status != 200 || img.Header.Get("Content-Type") != "image/webp" {
		t.Errorf("%s: %d %s", smallest, img.Status, img.Header.Get("Content-Type"))
	}
	// An address naming a tab may show another first card: no picture is guessed.
	if named := string(s.Get(t, "/prelims-tests?type=Sectional").Body); picturePreload.MatchString(named) {
		t.Error("a page naming its tab preloads the first tab's picture")
	}

	course := sameAsTheAPI(t, "/mains-tests/mains-test-series-2026", "/api/v1/modules/subscriptions/mains-test-series-2026")
	details := course["/api/v1/modules/subscriptions/mains-test-series-2026"].(map[string]any)["responseResult"].(map[string]any)
	coursePage := string(s.Get(t, "/mains-tests/mains-test-series-2026").Body)
	if m := picturePreload.FindStringSubmatch(coursePage); m == nil || m[1] != "/files/"+details["thumbnail"].(string) ||
		unescapeHTML(m[3]) != "(min-width: 768px) 50vw, 100vw" {
		t.Errorf("course picture preload: %v", m)
	}
}
