package admin_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/url"
	"slices"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/testutil"
)

// What staff type is what learners read (docs/product.md, "Staff text"): a question with
// comparisons, quotes, a statement list typed with Windows line breaks and a List I / List II
// table, written in the console, reaches the console's list, the learner's running test and the
// review exactly, in English and Hindi; a course's details too.
func TestStaffTextReachesLearnersAsTyped(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	testID, subscriptionID := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Typed as written"}, "slug": {"typed-as-written"},
		"total_marks": {"4"}, "languages": {"en,hi"}})

	statements := "Consider the following statements:\r\n1. A<B and B<C, so A<C.\r\n2. If C>500 & B = \"0\", then A's value isn't known.\r\n" +
		"\r\nWhich of the statements given above is/are correct?"
	matching := "Match List I with List II:\n| List I (Dam) | List II (River) |\n|---|---|\n| A. Gandhi Sagar | 1. Chambal |\n" +
		"| B. Hirakud | 2. Mahanadi |\nSelect the correct answer using the code given below."
	questions := []map[string]any{
		{"description": statements, "options": []string{"1 only", "2 only", "A<B only", "Neither 1 nor 2"}, "correct": 1,
			"explanation": "Statement 1: < is transitive.\nStatement 2: <b>not</b> known.",
			"translations": map[string]any{"hi": map[string]any{
				"description": "निम्नलिखित कथनों पर विचार कीजिए:\n1. क < ख\n2. ख > ग", "explanation": "कथन 1 सही है: < सकर्मक है।",
				"options": []string{"केवल 1", "केवल 2", "क<ख केवल", "न तो 1 और न ही 2"}}}},
		{"description": matching, "options": []string{"A-1, B-2", "A-2, B-1"}, "correct": 1,
			"translations": map[string]any{"hi": map[string]any{
				"description": "सूची I को सूची II से सुमेलित कीजिए:\n| सूची I | सूची II |\n| A. गांधी सागर | 1. चंबल |",
				"options":     []string{"A-1, B-2", "A-2, B-1"}}}},
	}
	for _, q := range questions {
		res := s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), q, "token", admin)
		if res.Status != 201 {
			t.Fatalf("add question: %d %s", res.Status, res.Body)
		}
	}
	publishTest(t, s, admin, testID) // once it has its questions (docs/product.md, "Results stay possible and fair")

	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID), url.Values{"is_published": {"1"}}, "token", admin); res.Status != 200 {
		t.Fatalf("publish: %d %s", res.Status, res.Body)
	}

	wantStatements := "<p>Consider the following statements:<br>1. A&lt;B and B&lt;C, so A&lt;C.<br>" +
		"2. If C&gt;500 &amp; B = &#34;0&#34;, then A&#39;s value isn&#39;t known.</p><p>Which of the statements given above is/are correct?</p>"
	wantMatching := `<p>Match List I with List II:</p><table><thead><tr><th scope="col">List I (Dam)</th><th scope="col">List II (River)</th></tr></thead>` +
		`<tbody><tr><td>A. Gandhi Sagar</td><td>1. Chambal</td></tr><tr><td>B. Hirakud</td><td>2. Mahanadi</td></tr></tbody></table>` +
		`<p>Select the correct answer using the code given below.</p>`
	wantHindi := "निम्नलिखित कथनों पर विचार कीजिए:<br>1. क &lt; ख<br>2. ख &gt; ग"

	// The console keeps the text as typed (line breaks made one kind) and shows it as learners will.
	bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any)
	first := bank[0].(map[string]any)
	if first["description"] != strings.ReplaceAll(statements, "\r\n", "\n") || first["options"].([]any)[2] != "A<B only" {
		t.Fatalf("the console's stored text: %q %v", first["description"], first["options"])
	}
	shown := first["shown"].(map[string]any)
	if shown["description"] != wantStatements || shown["options"].([]any)[2] != "A&lt;B only" ||
		shown["translations"].(map[string]any)["hi"].(map[string]any)["description"] != wantHindi {
		t.Fatalf("the console's preview: %v", shown)
	}

	start := s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"typed-1"}},
		"token", learner)
	if start.Status != 200 {
		t.Fatalf("start: %d %s", start.Status, start.Body)
	}
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", learner)
	paper := res.JSON["body"].(map[string]any)["data"].([]any)
	q1, q2 := paper[0].(map[string]any), paper[1].(map[string]any)
	if q1["description"] != wantStatements || q2["description"] != wantMatching {
		t.Fatalf("the running test's questions:\n%v\n%v", q1["description"], q2["description"])
	}
	if text := q1["options"].([]any)[2].(map[string]any)["text"]; text != "A&lt;B only" {
		t.Fatalf("the running test's option: %v", text)
	}
	hi := q1["translations"].(map[string]any)["hi"].(map[string]any)
	if hi["description"] != wantHindi || hi["options"].([]any)[2].(map[string]any)["text"] != "क&lt;ख केवल" {
		t.Fatalf("the running test's Hindi version: %v", hi)
	}

	answers, _ := json.Marshal([]map[string]any{{"questionId": q1["id"], "selectedOption": q1["options"].([]any)[0].(map[string]any)["id"]}})
	submitted := s.Call(t, "POST", "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(testID)},
		"answers": {string(answers)}, "attemptKey": {"typed-1"}}, "token", learner)
	if submitted.Status != 200 {
		t.Fatalf("submit: %d %s", submitted.Status, submitted.Body)
	}
	attempt := submitted.JSON["body"].(map[string]any)["attemptId"]
	review := s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attempt), "token", learner)
	reviewed := review.JSON["body"].(map[string]any)["questions"].([]any)
	r1 := reviewed[0].(map[string]any)
	if r1["description"] != wantStatements || r1["explanation"] != "Statement 1: &lt; is transitive.<br>Statement 2: &lt;b&gt;not&lt;/b&gt; known." {
		t.Fatalf("the review: %v / %v", r1["description"], r1["explanation"])
	}
	if hiExplanation := r1["translations"].(map[string]any)["hi"].(map[string]any)["explanation"]; hiExplanation != "कथन 1 सही है: &lt; सकर्मक है।" {
		t.Fatalf("the review's Hindi explanation: %v", hiExplanation)
	}
	if r2 := reviewed[1].(map[string]any); r2["description"] != wantMatching {
		t.Fatalf("the review's matching question: %v", r2["description"])
	}

	// A course's details: typed in the console, read on its page.
	details := "Fees < ₹5,000 & \"no\" hidden costs.\n\n• 4 booklets\n• A<B tests"
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/subscriptions/%d", subscriptionID), url.Values{"details": {details}},
		"token", admin); res.Status != 200 {
		t.Fatalf("details: %d %s", res.Status, res.Body)
	}
	record := s.Get(t, fmt.Sprintf("/api/v1/admin/subscriptions/%d", subscriptionID), "token", admin)
	if got := record.JSON["item"].(map[string]any)["details"]; got != details {
		t.Fatalf("the console's details: %q", got)
	}
	page := s.Get(t, "/api/v1/modules/subscriptions/prelims-test-series-2027", "token", learner)
	if got := page.JSON["responseResult"].(map[string]any)["details"]; got != "<p>Fees &lt; ₹5,000 &amp; &#34;no&#34; hidden costs.</p><ul><li>4 booklets</li><li>A&lt;B tests</li></ul>" {
		t.Fatalf("the course page's details: %v", got)
	}
}

// A map in a question (docs/product.md, "Staff text"): staff upload it with what it shows, its
// line goes into the question, and the learner's paper draws it where the line was, with that
// description; an image that was never uploaded, or one without a description, is refused.
func TestAMapInAQuestion(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Map work"}, "slug": {"map-work"}, "total_marks": {"2"}})

	upload := func(body []byte, alt string) apptest.Response {
		return s.Call(t, "POST", "/api/v1/admin/question-images?name=ghats.jpg&alt="+url.QueryEscape(alt), strings.NewReader(string(body)),
			"token", admin, "Content-Type", "image/jpeg")
	}
	if res := upload(testutil.PagePhoto(t, 800, 600, 0), ""); res.Status != 400 || res.FieldError("alt") == "" {
		t.Fatalf("an image without a description: %d %s", res.Status, res.Body)
	}
	if res := upload([]byte("%PDF-1.4 not an image"), "A map"); res.Status != 400 || res.FieldError("image") == "" {
		t.Fatalf("a PDF as an image: %d %s", res.Status, res.Body)
	}
	// A few kilobytes that claim a picture of 400 megapixels, or of just over 40, are refused from
	// the header, before the picture is decoded (the one rule of internal/media).
	for _, size := range [][2]uint32{{20000, 20000}, {6400, 6400}} {
		if res := upload(pngClaiming(t, size[0], size[1]), "A map"); res.Status != 400 || !strings.Contains(res.FieldError("image"), "megapixels") {
			t.Fatalf("a picture of %dx%d pixels: %d %s", size[0], size[1], res.Status, res.Body)
		}
	}
	if res := s.Call(t, "POST", "/api/v1/admin/question-images?alt=x", strings.NewReader("x"), "token", learner); res.Status != 403 {
		t.Fatalf("a learner uploaded a question image: %d", res.Status)
	}
	uploaded := upload(testutil.PagePhoto(t, 800, 600, 0), "Map of the Western Ghats with four places marked 1 to 4")
	if uploaded.Status != 201 {
		t.Fatalf("upload: %d %s", uploaded.Status, uploaded.Body)
	}
	key, line := uploaded.JSON["key"].(string), uploaded.JSON["line"].(string)
	if line != "![Map of the Western Ghats with four places marked 1 to 4]("+key+")" {
		t.Fatalf("the image's line: %q", line)
	}
	if res := s.Get(t, "/files/"+key+"?w=320", "Accept", "image/webp"); res.Status != 200 || res.Header.Get("Content-Type") != "image/webp" {
		t.Fatalf("the phone's copy: %d %s", res.Status, res.Header.Get("Content-Type"))
	}

	add := func(description string) apptest.Response {
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), map[string]any{
			"description": description, "options": []string{"1 only", "2 only"}, "correct": 1}, "token", admin)
	}
	if res := add("Which place is marked?\n![](" + key + ")"); res.Status != 400 || res.FieldError("description") == "" {
		t.Fatalf("an image without words: %d %s", res.Status, res.Body)
	}
	if res := add("Which place is marked?\n![A map](img/2026/11/never-uploaded.png)"); res.Status != 400 || res.FieldError("description") == "" {
		t.Fatalf("an image never uploaded: %d %s", res.Status, res.Body)
	}
	if res := add("Consider the following map:\n" + line + "\nWhich of the marked places lies in Kerala?"); res.Status != 201 {
		t.Fatalf("add: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", testID), url.Values{"is_published": {"1"}}, "token", admin); res.Status != 200 {
		t.Fatalf("publish: %d %s", res.Status, res.Body)
	}

	s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"map-1"}}, "token", learner)
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", learner)
	q := res.JSON["body"].(map[string]any)["data"].([]any)[0].(map[string]any)
	want := `<p>Consider the following map:</p><figure><img src="/files/` + key +
		`" alt="Map of the Western Ghats with four places marked 1 to 4"></figure><p>Which of the marked places lies in Kerala?</p>`
	if q["description"] != want {
		t.Fatalf("the learner's question: %v", q["description"])
	}
}

// A CSV whose row names a map chosen beside it (docs/product.md, "Staff text"): the preview says
// when the image was not chosen, and the commit stores it and puts its key in the question.
func TestAMapNamedInACSV(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Maps from a sheet"}, "slug": {"maps-from-a-sheet"}, "total_marks": {"2"}})
	sheet := csvFile([][]string{{"question", "option_a", "option_b", "correct"},
		{"Consider the following map:\n![Map of the Western Ghats with places marked 1 and 2](Ghats-Map.jpg)\nWhich place is Agumbe?", "1", "2", "A"}})
	send := func(images map[string][]byte, commit string) apptest.Response {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_ = mw.WriteField("commit", commit)
		part, _ := mw.CreateFormFile("file", "questions.csv")
		part.Write(sheet)
		for name, content := range images {
			part, _ := mw.CreateFormFile("images", name)
			part.Write(content)
		}
		mw.Close()
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions/import", testID), &body,
			"token", admin, "Content-Type", mw.FormDataContentType())
	}
	photo := testutil.PagePhoto(t, 900, 600, 0)

	preview := send(map[string][]byte{"other.jpg": photo}, "0")
	problems, _ := preview.JSON["problems"].([]any)
	if preview.Status != 200 || len(problems) != 1 || !strings.Contains(fmt.Sprint(problems[0]), "Ghats-Map.jpg is not among the images") {
		t.Fatalf("a row naming an image not chosen: %d %s", preview.Status, preview.Body)
	}
	if warnings := fmt.Sprint(preview.JSON["warnings"]); !strings.Contains(warnings, "other.jpg was chosen, but no row names it") {
		t.Fatalf("an image no row names: %s", warnings)
	}
	if res := send(map[string][]byte{"ghats-map.jpg": []byte("not a picture at all, only words")}, "1"); res.Status != 400 || res.FieldError("images") == "" {
		t.Fatalf("a file that is not an image: %d %s", res.Status, res.Body)
	}
	if res := send(map[string][]byte{"ghats-map.jpg": photo}, "1"); res.Status != 201 {
		t.Fatalf("import: %d %s", res.Status, res.Body)
	}
	bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any)
	if len(bank) != 1 {
		t.Fatalf("questions after the refused and the good import: %d", len(bank))
	}
	q := bank[0].(map[string]any)
	lines := strings.Split(q["description"].(string), "\n")
	_, key, _ := strings.Cut(strings.TrimSuffix(lines[1], ")"), "](")
	if !strings.HasPrefix(key, "img/") || lines[1] != "![Map of the Western Ghats with places marked 1 and 2]("+key+")" {
		t.Fatalf("the stored question: %q", q["description"])
	}
	if shown := q["shown"].(map[string]any)["description"].(string); !strings.Contains(shown, `<figure><img src="/files/`+key+`" alt="Map of the Western Ghats with places marked 1 and 2"></figure>`) {
		t.Fatalf("as learners will read it: %s", shown)
	}
	if res := s.Get(t, "/files/"+key); res.Status != 200 {
		t.Fatalf("the stored map: %d", res.Status)
	}
}

// A CSV import that does not commit leaves no image behind (docs/product.md, "Staff text"): not
// when a later image is not one, and not when the transaction refuses a row after the images
// were stored (a row naming a stored image's key that no upload made).
func TestARefusedImportLeavesNoImages(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Maps refused"}, "slug": {"maps-refused"}, "total_marks": {"4"}})
	send := func(rows [][]string, images map[string][]byte) apptest.Response {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_ = mw.WriteField("commit", "1")
		part, _ := mw.CreateFormFile("file", "questions.csv")
		part.Write(csvFile(append([][]string{{"question", "option_a", "option_b", "correct"}}, rows...)))
		for name, content := range images {
			part, _ := mw.CreateFormFile("images", name)
			part.Write(content)
		}
		mw.Close()
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions/import", testID), &body,
			"token", admin, "Content-Type", mw.FormDataContentType())
	}
	var filesBefore int
	if err := s.DB.Get(context.Background(), &filesBefore, "SELECT COUNT(*) FROM files"); err != nil {
		t.Fatal(err)
	}
	storedBefore := s.StoredFiles(t)
	leftAsItWas := func(what string) {
		t.Helper()
		var files int
		if err := s.DB.Get(context.Background(), &files, "SELECT COUNT(*) FROM files"); err != nil {
			t.Fatal(err)
		}
		stored := s.StoredFiles(t)
		left := slices.DeleteFunc(slices.Clone(stored), func(key string) bool { return slices.Contains(storedBefore, key) })
		if files != filesBefore || len(stored) != len(storedBefore) {
			t.Fatalf("%s left %d records (before %d) and the files %v", what, files, filesBefore, left)
		}
	}
	photo := testutil.PagePhoto(t, 900, 600, 0)
	mapRow := []string{"![Map of India with four places marked](india.jpg)\nWhich marked place is Shillong?", "1", "2", "A"}

	res := send([][]string{mapRow, {"![A bar graph of rainfall](graph.png)\nWhich month is wettest?", "1", "2", "A"}},
		map[string][]byte{"india.jpg": photo, "graph.png": []byte("not a picture at all, only words")})
	if res.Status != 400 || res.FieldError("images") == "" {
		t.Fatalf("an import whose second image is not one: %d %s", res.Status, res.Body)
	}
	leftAsItWas("an import whose second image is not one")

	res = send([][]string{mapRow, {"![A map](img/2026/11/never-uploaded.png)\nWhich place?", "1", "2", "A"}},
		map[string][]byte{"india.jpg": photo})
	if res.Status != 400 || res.FieldError("description") == "" {
		t.Fatalf("an import the transaction refuses: %d %s", res.Status, res.Body)
	}
	leftAsItWas("an import the transaction refused")
	if bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any); len(bank) != 0 {
		t.Fatalf("questions after two refused imports: %d", len(bank))
	}
}

// The Hindi version of a question whose English text has a map shows that map when its own
// text has none, in the same place, in the learner's running test and in the console's preview;
// a Hindi text with its own image line (a Hindi description) keeps its own (docs/product.md,
// "Staff text").
func TestTheHindiVersionShowsTheEnglishMap(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	testID, _ := newDemoSeriesTest(t, s, admin, url.Values{"name": {"Maps in two languages"}, "slug": {"maps-in-two-languages"},
		"total_marks": {"4"}, "languages": {"en,hi"}})
	uploaded := s.Call(t, "POST", "/api/v1/admin/question-images?name=india.jpg&alt="+url.QueryEscape("Outline map of India with four places marked 1 to 4"),
		strings.NewReader(string(testutil.PagePhoto(t, 800, 600, 0))), "token", admin, "Content-Type", "image/jpeg")
	if uploaded.Status != 201 {
		t.Fatalf("upload: %d %s", uploaded.Status, uploaded.Body)
	}
	key, line := uploaded.JSON["key"].(string), uploaded.JSON["line"].(string)
	add := func(hindi string) apptest.Response {
		return s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), map[string]any{
			"description": "Consider the outline map of India:\n" + line + "\nWhich of the marked places is Shillong?",
			"options":     []string{"1", "2"}, "correct": 1,
			"translations": map[string]any{"hi": map[string]any{"description": hindi, "options": []string{"1", "2"}}}}, "token", admin)
	}
	borrowed := add("भारत के रेखा-मानचित्र पर विचार कीजिए:\nचिह्नित स्थानों में से शिलांग कौन-सा है?")
	if borrowed.Status != 201 {
		t.Fatalf("add: %d %s", borrowed.Status, borrowed.Body)
	}
	ownLine := "![चार चिह्नित स्थानों वाला भारत का रेखा-मानचित्र](" + key + ")"
	if res := add("भारत का रेखा-मानचित्र:\n" + ownLine + "\nशिलांग कौन-सा है?"); res.Status != 201 {
		t.Fatalf("add: %d %s", res.Status, res.Body)
	}
	figure := `<figure><img src="/files/` + key + `" alt="Outline map of India with four places marked 1 to 4"></figure>`
	wantBorrowed := "<p>भारत के रेखा-मानचित्र पर विचार कीजिए:</p>" + figure + "<p>चिह्नित स्थानों में से शिलांग कौन-सा है?</p>"
	wantOwn := `<p>भारत का रेखा-मानचित्र:</p><figure><img src="/files/` + key + `" alt="चार चिह्नित स्थानों वाला भारत का रेखा-मानचित्र"></figure><p>शिलांग कौन-सा है?</p>`

	bank := s.Get(t, fmt.Sprintf("/api/v1/admin/prelims-tests/%d/questions", testID), "token", admin).JSON["items"].([]any)
	if shown := bank[0].(map[string]any)["shown"].(map[string]any)["translations"].(map[string]any)["hi"].(map[string]any)["description"]; shown != wantBorrowed {
		t.Fatalf("the console's preview of the Hindi version: %v", shown)
	}
	if stored := hindiOf(bank[0])["description"]; strings.Contains(stored.(string), key) {
		t.Fatalf("the map was copied into the stored Hindi text: %v", stored)
	}
	publishTest(t, s, admin, testID)
	s.Call(t, "POST", "/api/v1/modules/tests/start", url.Values{"testId": {fmt.Sprint(testID)}, "attemptKey": {"hindi-map-1"}}, "token", learner)
	res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"test_id": {fmt.Sprint(testID)}}, "token", learner)
	paper := res.JSON["body"].(map[string]any)["data"].([]any)
	hindi := func(i int) any {
		return paper[i].(map[string]any)["translations"].(map[string]any)["hi"].(map[string]any)["description"]
	}
	if hindi(0) != wantBorrowed || hindi(1) != wantOwn {
		t.Fatalf("the running test's Hindi versions:\n%v\n%v", hindi(0), hindi(1))
	}
}
