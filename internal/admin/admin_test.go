package admin_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/csv"
	"fmt"
	"hash/crc32"
	"image"
	_ "image/jpeg"
	"image/png"
	"mime/multipart"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	_ "golang.org/x/image/webp"

	"aspirant/internal/admin"
	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// Every admin route refuses visitors (401), learners and evaluators (403); only the mains
// evaluation routes let evaluators in.
func TestEveryAdminRouteChecksTheRole(t *testing.T) {
	s := apptest.New(t)
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	param := regexp.MustCompile(`\{[^}]+\}`)
	checked := 0
	for _, pattern := range s.App.Router.Patterns() {
		method, path, _ := strings.Cut(pattern, " ")
		if !strings.HasPrefix(path, "/api/v1/admin/") {
			continue
		}
		path = param.ReplaceAllString(path, "1")
		evaluation := strings.HasPrefix(path, "/api/v1/admin/mains/")
		for _, who := range []struct {
			name, token string
			want        int
		}{{"visitor", "", 401}, {"learner", learner, 403}, {"evaluator", evaluator, 403}} {
			if evaluation && who.name == "evaluator" {
				continue
			}
			res := s.Call(t, method, path, url.Values{}, "token", who.token)
			if res.Status != who.want {
				t.Errorf("%s %s as %s: %d, want %d", method, path, who.name, res.Status, who.want)
			}
		}
		checked++
	}
	if checked < 90 {
		t.Fatalf("only %d admin routes checked", checked)
	}
}

func TestGeneratedOpenAPIIsUpToDate(t *testing.T) {
	raw, err := os.ReadFile(apptest.RepoFile("docs/openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	for _, section := range []struct{ begin, end, text string }{
		{admin.GeneratedBegin, admin.GeneratedEnd, admin.OpenAPIPaths()},
		{admin.GeneratedRecordsBegin, admin.GeneratedRecordsEnd, admin.OpenAPIRecordSchemas()},
	} {
		start, end := strings.Index(doc, section.begin), strings.Index(doc, section.end)
		if start < 0 || end < start || doc[start+len(section.begin):end] != section.text {
			t.Fatalf("docs/openapi.yaml's section %q is out of date: run go run ./cmd/openapi-admin", strings.TrimSpace(section.begin))
		}
	}
}

func form(files map[string][]byte, fields map[string]string) (*bytes.Buffer, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	for name, content := range files {
		part, _ := mw.CreateFormFile(name, name+".bin")
		part.Write(content)
	}
	mw.Close()
	return &body, mw.FormDataContentType()
}

// newDemoSeriesTest makes an unpublished prelims test in the demo's test series through the
// console (+2 / -0.66 / 0, one attempt, ten minutes, unless fields say otherwise), and answers
// its id and the series' subscription, which the demo learner holds.
func newDemoSeriesTest(t *testing.T, s *apptest.Server, admin string, fields url.Values) (testID, subscriptionID int64) {
	t.Helper()
	var library int64
	if err := s.DB.Get(context.Background(), &subscriptionID, "SELECT id FROM subscriptions WHERE slug = 'prelims-test-series-2027'"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &library,
		"SELECT library_id FROM subscription_libraries WHERE subscription_id = ? ORDER BY library_id LIMIT 1", subscriptionID); err != nil {
		t.Fatal(err)
	}
	values := url.Values{"library_id": {fmt.Sprint(library)}, "duration_minutes": {"10"}, "total_attempts": {"1"},
		"marks_correct": {"2"}, "marks_incorrect": {"0.66"}, "marks_unattempted": {"0"}}
	for k, v := range fields {
		values[k] = v
	}
	created := s.Call(t, "POST", "/api/v1/admin/prelims-tests", values, "token", admin)
	if created.Status != 201 {
		t.Fatalf("new test: %d %s", created.Status, created.Body)
	}
	return int64(created.JSON["item"].(map[string]any)["id"].(float64)), subscriptionID
}

// fakeJPEG starts like a JPEG and is not one.
var fakeJPEG = append([]byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 'J', 'F', 'I', 'F', 0}, bytes.Repeat([]byte{1}, 600)...)
var pdf = append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), 600)...)

// An institute sets up a subscription with a note and a test from the console alone, and a
// learner sees them after buying.
func TestCatalogueFromTheConsole(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	call := func(method, path string, body any, header ...string) apptest.Response {
		return s.Call(t, method, path, body, append([]string{"token", token}, header...)...)
	}
	types := call("GET", "/api/v1/admin/types?category_id=1&sort=position", nil)
	if types.Status != 200 || types.JSON["total"].(float64) < 1 {
		t.Fatalf("types: %d %s", types.Status, types.Body)
	}
	typ := call("POST", "/api/v1/admin/types", url.Values{"category_id": {"1"}, "name": {"Ethics Notes"}, "slug": {"ethics-notes"},
		"position": {"9"}, "is_published": {"1"}})
	if typ.Status != 201 {
		t.Fatalf("create type: %d %s", typ.Status, typ.Body)
	}
	typeID := fmt.Sprint(typ.JSON["item"].(map[string]any)["id"])

	bad := call("POST", "/api/v1/admin/subscriptions", url.Values{"type_id": {typeID}, "name": {""}, "slug": {"Bad Slug"},
		"price": {"12.345"}, "strike_price": {"10"}})
	if bad.Status != 400 || bad.FieldError("name") == "" || bad.FieldError("slug") == "" || bad.FieldError("price") == "" {
		t.Fatalf("invalid subscription: %d %s", bad.Status, bad.Body)
	}
	jpeg := testutil.PagePhoto(t, 640, 360, 0)
	body, ct := form(map[string][]byte{"thumbnail": jpeg}, map[string]string{"type_id": typeID, "name": "Ethics Notes 2027",
		"slug": "ethics-notes-2027", "price": "1299.50", "strike_price": "1999", "details": "Case studies <script>x()</script>",
		"validity_days": "365"})
	sub := call("POST", "/api/v1/admin/subscriptions", body, "Content-Type", ct)
	if sub.Status != 201 {
		t.Fatalf("create subscription: %d %s", sub.Status, sub.Body)
	}
	item := sub.JSON["item"].(map[string]any)
	subID := fmt.Sprint(item["id"])
	// Staff text is kept as typed (docs/product.md, "Staff text"): the course page shows the tag as text.
	if item["price"] != 1299.5 || item["details"] != "Case studies <script>x()</script>" || item["thumbnail"] == nil {
		t.Fatalf("stored subscription %v", item)
	}
	if dup := call("POST", "/api/v1/admin/subscriptions", url.Values{"type_id": {typeID}, "name": {"Again"}, "slug": {"ethics-notes-2027"},
		"price": {"1"}}); dup.Status != 400 || dup.FieldError("slug") == "" {
		t.Fatalf("duplicate slug: %d %s", dup.Status, dup.Body)
	}

	lib := call("POST", "/api/v1/admin/libraries", url.Values{"kind": {"notes"}, "name": {"Ethics Notes Library"}})
	libID := fmt.Sprint(lib.JSON["item"].(map[string]any)["id"])
	if res := call("PUT", "/api/v1/admin/subscriptions/"+subID+"/libraries", url.Values{"libraryIds": {libID}}); res.Status != 200 {
		t.Fatalf("attach library: %d %s", res.Status, res.Body)
	}
	// On sale and published once it opens a library (docs/product.md, "Visibility").
	if res := call("PATCH", "/api/v1/admin/subscriptions/"+subID, url.Values{"is_for_sale": {"1"}, "is_published": {"1"}}); res.Status != 200 {
		t.Fatalf("publish: %d %s", res.Status, res.Body)
	}
	if res := call("PUT", "/api/v1/admin/subscriptions/"+subID+"/tags", url.Values{"tags": {"#Ethics", "gs4", "ethics"}}); res.Status != 200 {
		t.Fatalf("tags: %d %s", res.Status, res.Body)
	}
	if res := call("GET", "/api/v1/admin/subscriptions/"+subID+"/libraries", nil); res.Status != 200 || fmt.Sprint(res.JSON["libraryIds"]) != "["+libID+"]" {
		t.Fatalf("stored libraries: %d %s", res.Status, res.Body)
	}
	if res := call("GET", "/api/v1/admin/subscriptions/"+subID+"/tags", nil); res.Status != 200 || fmt.Sprint(res.JSON["tags"]) != "[Ethics gs4]" {
		t.Fatalf("stored tags: %d %s", res.Status, res.Body)
	}
	// Clearing the position puts the subscription first rather than breaking the NOT NULL column.
	if res := call("PATCH", "/api/v1/admin/subscriptions/"+subID, url.Values{"position": {""}}); res.Status != 200 ||
		res.JSON["item"].(map[string]any)["position"] != 0.0 {
		t.Fatalf("clear position: %d %s", res.Status, res.Body)
	}
	body, ct = form(map[string][]byte{"topic_pdf": pdf}, map[string]string{"library_id": libID, "name": "Thinkers and Theories", "year": "2027", "is_published": "1"})
	if res := call("POST", "/api/v1/admin/notes", body, "Content-Type", ct); res.Status != 201 {
		t.Fatalf("create note: %d %s", res.Status, res.Body)
	}
	body, ct = form(map[string][]byte{"topic_pdf": jpeg}, map[string]string{"library_id": libID, "name": "Wrong file"})
	if res := call("POST", "/api/v1/admin/notes", body, "Content-Type", ct); res.Status != 400 || res.FieldError("topic_pdf") == "" {
		t.Fatalf("an image as a PDF: %d %s", res.Status, res.Body)
	}

	// The learner buys it on the sandbox and sees the note with its file.
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	pay := s.Call(t, "POST", "/api/v1/payment?"+url.Values{"subscriptionId": {subID}, "success_url": {s.URL + "/my-subscriptions"}}.Encode(), nil, "token", learner)
	if pay.Status != 200 {
		t.Fatalf("checkout: %d %s", pay.Status, pay.Body)
	}
	payURL := pay.JSON["redirectURL"].(string)
	reference := payURL[strings.LastIndex(payURL, "/")+1:]
	if res := s.Call(t, "POST", "/payments/sandbox/"+reference, url.Values{"action": {"pay"}}); res.Status != 303 {
		t.Fatalf("pay: %d", res.Status)
	}
	notes := s.Get(t, "/api/v1/modules/note-library/notes/list?subscriptionId="+subID, "token", learner)
	list := notes.JSON["responseResult"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["topicWiseAttachment"] == nil {
		t.Fatalf("learner's notes: %s", notes.Body)
	}

	// With a buyer, the subscription can be unpublished but not deleted.
	if res := call("DELETE", "/api/v1/admin/subscriptions/"+subID, nil); res.Status != 409 {
		t.Fatalf("delete with buyers: %d", res.Status)
	}
	if res := call("PATCH", "/api/v1/admin/subscriptions/"+subID, url.Values{"is_published": {"0"}}); res.Status != 200 ||
		res.JSON["item"].(map[string]any)["is_published"] != false {
		t.Fatalf("unpublish: %d %s", res.Status, res.Body)
	}
	audit := call("GET", "/api/v1/admin/audit?entity=subscription", nil)
	entries := audit.JSON["items"].([]any)
	if len(entries) < 2 || entries[0].(map[string]any)["action"] != "update" || entries[0].(map[string]any)["actor"] != "admin@aspirant.test" ||
		!strings.Contains(entries[0].(map[string]any)["before"].(string), `"is_published":true`) ||
		!strings.Contains(entries[0].(map[string]any)["after"].(string), `"is_published":false`) {
		t.Fatalf("audit: %s", audit.Body)
	}
}

func csvFile(rows [][]string) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.WriteAll(rows)
	return b.Bytes()
}

func TestQuestionImport(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	var library, satTestID int64
	if err := s.DB.Get(context.Background(), &library, `SELECT id FROM libraries WHERE kind = 'tests' ORDER BY id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &satTestID, `SELECT test_id FROM prelims_attempts ORDER BY id LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	created := s.Call(t, "POST", "/api/v1/admin/prelims-tests", url.Values{"library_id": {fmt.Sprint(library)}, "name": {"Mock Test 9"},
		"slug": {"mock-test-9"}, "duration_minutes": {"120"}, "total_marks": {"200"}, "total_attempts": {"1"},
		"marks_correct": {"2"}, "marks_incorrect": {"0.66"}, "marks_unattempted": {"0"}}, "token", token)
	if created.Status != 201 {
		t.Fatalf("new test: %d %s", created.Status, created.Body)
	}
	testID := int64(created.JSON["item"].(map[string]any)["id"].(float64))
	path := fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID)
	before := s.Get(t, path, "token", token).JSON["items"].([]any)

	template := s.Get(t, "/api/v1/admin/questions/template.csv", "token", token)
	if !strings.HasPrefix(string(template.Body), "\ufeffquestion,option_a,option_b,option_c,option_d,correct,explanation,topic,difficulty") {
		t.Fatalf("template: %s", template.Body)
	}
	header := []string{"question", "option_a", "option_b", "option_c", "option_d", "correct", "explanation", "topic", "difficulty"}
	bad := csvFile([][]string{header,
		{"Which river is called the Dakshin Ganga?", "Godavari", "Krishna", "Kaveri", "Narmada", "A", "The Godavari is the longest peninsular river.", "Geography", "easy"},
		{"", "x", "y", "", "", "E", "", "", "tricky"},
	})
	upload := func(content []byte, commit string) apptest.Response {
		body, ct := form(map[string][]byte{"file": content}, map[string]string{"commit": commit})
		return s.Call(t, "POST", path+"/import", body, "token", token, "Content-Type", ct)
	}
	preview := upload(bad, "0")
	problems := preview.JSON["problems"].([]any)
	if preview.Status != 200 || len(problems) != 1 || problems[0].(map[string]any)["row"] != float64(3) {
		t.Fatalf("preview: %d %s", preview.Status, preview.Body)
	}
	rowErrors := problems[0].(map[string]any)["errors"].(map[string]any)
	for _, field := range []string{"description", "correct", "difficulty"} {
		if rowErrors[field] == nil {
			t.Errorf("row 3 has no %s problem: %v", field, rowErrors)
		}
	}
	if read := preview.JSON["questions"].([]any); len(read) != 2 || read[1].(map[string]any)["row"] != float64(3) {
		t.Errorf("the preview's questions should carry their rows: %s", preview.Body)
	}
	if res := upload(bad, "1"); res.Status != 400 {
		t.Fatalf("commit with problems: %d", res.Status)
	}
	if now := s.Get(t, path, "token", token).JSON["items"].([]any); len(now) != len(before) {
		t.Fatal("a refused import added questions")
	}
	good := csvFile([][]string{header,
		{"Which river is called the Dakshin Ganga?", "Godavari", "Krishna", "Kaveri", "Narmada", "A", "The Godavari is the longest peninsular river.", "Geography", "easy"},
		{"The Tropic of Cancer does not pass through which state?", "Rajasthan", "Odisha", "Tripura", "Mizoram", "B", "It passes through eight states; Odisha is not one.", "Geography", "medium"},
	})
	if res := upload(good, "1"); res.Status != 201 || res.JSON["committed"] != true {
		t.Fatalf("import: %d %s", res.Status, res.Body)
	}
	after := s.Get(t, path, "token", token).JSON["items"].([]any)
	last := after[len(after)-1].(map[string]any)
	if len(after) != len(before)+2 || last["correct"] != float64(2) || last["options"].([]any)[1] != "Odisha" {
		t.Fatalf("after import: %d questions, last %v", len(after), last)
	}

	// A test learners have sat takes no new questions: their totals would no longer match.
	satPath := fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", satTestID)
	satBefore := s.Get(t, satPath, "token", token).JSON["items"].([]any)
	body, ct := form(map[string][]byte{"file": good}, map[string]string{"commit": "1"})
	res := s.Call(t, "POST", satPath+"/import", body, "token", token, "Content-Type", ct)
	if res.Status != 409 || !strings.Contains(res.Message(), "new test") {
		t.Fatalf("import into a sat test: %d %s", res.Status, res.Body)
	}
	one := map[string]any{"description": "One more?", "options": []string{"Yes", "No"}, "correct": 1}
	if res := s.Call(t, "POST", satPath, one, "token", token); res.Status != 409 {
		t.Fatalf("adding a question to a sat test: %d %s", res.Status, res.Body)
	}
	if now := s.Get(t, satPath, "token", token).JSON["items"].([]any); len(now) != len(satBefore) {
		t.Fatal("a refused import changed the sat test")
	}
}

func TestLeadsAndLearners(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {"=HYPERLINK(\"x\")"}, "email": {"lead@example.com"},
		"mobileNumber": {"9876543210"}, "courseName": {"GS Foundation"}, "city": {"Lucknow"}, "isUpscExamAttempted": {"yes"}})
	leads := s.Get(t, "/api/v1/admin/enquiries?status=new", "token", token)
	items := leads.JSON["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("leads: %s", leads.Body)
	}
	id := fmt.Sprint(items[0].(map[string]any)["id"])
	if res := s.Call(t, "PATCH", "/api/v1/admin/enquiries/"+id, url.Values{"status": {"contacted"}, "staff_notes": {"Called; sending brochure."}}, "token", token); res.Status != 200 {
		t.Fatalf("update lead: %d %s", res.Status, res.Body)
	}
	export := s.Get(t, "/api/v1/admin/enquiries.csv?status=contacted", "token", token)
	if !strings.Contains(string(export.Body), "'=HYPERLINK") || !strings.Contains(string(export.Body), "sending brochure") {
		t.Fatalf("export: %s", export.Body)
	}

	found := s.Get(t, "/api/v1/admin/learners?q=demo@aspirant", "token", token)
	learners := found.JSON["items"].([]any)
	if len(learners) != 1 || strings.Contains(string(found.Body), "argon2") {
		t.Fatalf("learner search: %s", found.Body)
	}
	learnerID := fmt.Sprint(learners[0].(map[string]any)["id"])
	var subID int64
	s.DB.Get(context.Background(), &subID, "SELECT id FROM subscriptions WHERE slug = 'csat-notes'")
	if res := s.Call(t, "POST", "/api/v1/admin/learners/"+learnerID+"/grants", url.Values{"subscriptionId": {fmt.Sprint(subID)}, "days": {"30"}}, "token", token); res.Status != 201 {
		t.Fatalf("grant: %d %s", res.Status, res.Body)
	}
	learnerToken := s.Login(t, "demo@aspirant.test", "demo12345")
	if sub := s.Get(t, "/api/v1/modules/subscriptions/csat-notes", "token", learnerToken); sub.JSON["responseResult"].(map[string]any)["isSubscribed"] != true {
		t.Fatal("granted access does not show")
	}
	if res := s.Call(t, "DELETE", fmt.Sprintf("/api/v1/admin/learners/%s/grants/%d", learnerID, subID), nil, "token", token); res.Status != 200 {
		t.Fatalf("revoke: %d", res.Status)
	}
	if sub := s.Get(t, "/api/v1/modules/subscriptions/csat-notes", "token", learnerToken); sub.JSON["responseResult"].(map[string]any)["isSubscribed"] != false {
		t.Fatal("revoked access still shows")
	}
	if res := s.Call(t, "PATCH", "/api/v1/admin/learners/"+learnerID, url.Values{"disabled": {"true"}}, "token", token); res.Status != 200 {
		t.Fatalf("disable: %d", res.Status)
	}
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", learnerToken); res.Status != 401 {
		t.Fatalf("a disabled learner's session still works: %d", res.Status)
	}
	dash := s.Get(t, "/api/v1/admin/dashboard?days=7", "token", token)
	if dash.Status != 200 || dash.JSON["learners"].(float64) < 1 || len(dash.JSON["enquiries"].([]any)) != 1 {
		t.Fatalf("dashboard: %s", dash.Body)
	}
}

// A thumbnail uploaded in the console is also kept as WebP at the widths the web app asks for
// (docs/performance.md, "Images"): a phone that takes WebP gets the small copy, another browser
// the original, and bytes that only look like an image are refused.
func TestAnUploadedImageIsAlsoServedAsSmallerWebP(t *testing.T) {
	s := apptest.New(t)
	token := s.Login(t, "admin@aspirant.test", "admin12345")
	fields := map[string]string{"type_id": "1", "name": "Ethics Notes 2028", "slug": "ethics-notes-2028", "price": "999",
		"validity_days": "365"}

	body, ct := form(map[string][]byte{"thumbnail": fakeJPEG}, fields)
	if res := s.Call(t, "POST", "/api/v1/admin/subscriptions", body, "token", token, "Content-Type", ct); res.Status != 400 ||
		res.FieldError("thumbnail") == "" {
		t.Fatalf("a file that only starts like a JPEG: %d %s", res.Status, res.Body)
	}

	// A small file that claims a picture of 400 megapixels is refused before it is decoded.
	body, ct = form(map[string][]byte{"thumbnail": pngClaiming(t, 20000, 20000)}, fields)
	if res := s.Call(t, "POST", "/api/v1/admin/subscriptions", body, "token", token, "Content-Type", ct); res.Status != 400 ||
		!strings.Contains(res.FieldError("thumbnail"), "megapixels") {
		t.Fatalf("a picture of 400 megapixels: %d %s", res.Status, res.Body)
	}

	body, ct = form(map[string][]byte{"thumbnail": testutil.PagePhoto(t, 1200, 675, 0)}, fields)
	res := s.Call(t, "POST", "/api/v1/admin/subscriptions", body, "token", token, "Content-Type", ct)
	if res.Status != 201 {
		t.Fatalf("create with a thumbnail: %d %s", res.Status, res.Body)
	}
	key := res.JSON["item"].(map[string]any)["thumbnail"].(map[string]any)["key"].(string)

	const chromium = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
	for _, c := range []struct {
		query, accept, wantType string
		wantWidth               int
	}{
		{"?w=640", chromium, "image/webp", 640},
		{"?w=960", chromium, "image/webp", 960},
		{"?w=1440", chromium, "image/webp", 1200},                           // never blown up: its own size
		{"?w=640", "image/png,image/*;q=0.8,*/*;q=0.5", "image/jpeg", 1200}, // no WebP: the original
		{"?w=700", chromium, "image/jpeg", 1200},                            // not a width that is kept
		{"", chromium, "image/jpeg", 1200},
	} {
		got := s.Get(t, "/files/"+key+c.query, "Accept", c.accept)
		if got.Status != 200 || got.Header.Get("Content-Type") != c.wantType {
			t.Fatalf("%s with Accept %q: %d %s", c.query, c.accept, got.Status, got.Header.Get("Content-Type"))
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(got.Body))
		if err != nil || cfg.Width != c.wantWidth {
			t.Fatalf("%s with Accept %q: %v, %d px wide, want %d", c.query, c.accept, err, cfg.Width, c.wantWidth)
		}
		if c.query != "" && !strings.Contains(strings.Join(got.Header.Values("Vary"), ","), "Accept") {
			t.Fatalf("%s: the answer depends on Accept but Vary says %q", c.query, got.Header.Values("Vary"))
		}
	}
}

// pngClaiming answers a 1×1 PNG whose header says width×height, its checksum mended: what a
// decompression bomb looks like to a reader of the header.
func pngClaiming(t *testing.T, width, height uint32) []byte {
	t.Helper()
	var out bytes.Buffer
	if err := png.Encode(&out, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	b := out.Bytes()
	// The signature (8 bytes), then IHDR: length (4), type (4), width and height (4 each).
	binary.BigEndian.PutUint32(b[16:], width)
	binary.BigEndian.PutUint32(b[20:], height)
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}
