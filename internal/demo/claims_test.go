package demo_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"aspirant/internal/access"
	"aspirant/internal/apptest"
)

// numberWords are the counts the demo's texts spell out.
var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "hundred": 100}

// claim finds "40 tests", "4 subject booklets", "Twelve monthly magazines": a count, at most three
// words, and a noun that names items of a library.
var claim = regexp.MustCompile(`(?i)\b(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)\s+((?:[a-z-]+\s+){0,3}?)(tests?|mocks?|lectures?|videos?|booklets?|notes|magazines?|issues|analyses)\b`)

// kindsOf answers the library kinds whose items a noun counts.
func kindsOf(noun string) []string {
	switch n := strings.ToLower(noun); {
	case strings.HasPrefix(n, "test"), strings.HasPrefix(n, "mock"):
		return []string{"tests", "mains-tests"}
	case strings.HasPrefix(n, "lecture"), strings.HasPrefix(n, "video"):
		return []string{"videos"}
	default:
		return []string{"notes"}
	}
}

var tags = regexp.MustCompile(`<[^>]*>`)

// isYear tells a year ("2027") from a count.
func isYear(number string) bool {
	n, err := strconv.Atoi(number)
	return err == nil && len(number) == 4 && n >= 1900 && n <= 2099
}

// Every demo subscription claims only what it has (docs/product.md, "What a course page
// promises"): no text counts more tests, lectures or notes than its libraries hold.
func TestDemoTextsClaimWhatTheLibrariesHold(t *testing.T) {
	s := apptest.New(t)
	ctx := context.Background()
	var subs []struct {
		ID    int64  `db:"id"`
		Slug  string `db:"slug"`
		Texts string `db:"texts"`
	}
	if err := s.DB.Select(ctx, &subs, `SELECT id, slug, name || ' | ' || subtitle || ' | ' || short_details || ' | ' || details_html
			|| ' | ' || delivery_info_html AS texts FROM subscriptions`); err != nil {
		t.Fatal(err)
	}
	if len(subs) == 0 {
		t.Fatal("no demo subscriptions")
	}
	for _, sub := range subs {
		var sizes []struct {
			Kind  string `db:"kind"`
			Items int    `db:"items"`
		}
		if err := s.DB.Select(ctx, &sizes, `SELECT l.kind, `+access.ItemCount("l")+` AS items
			FROM subscription_libraries sl JOIN libraries l ON l.id = sl.library_id WHERE sl.subscription_id = ?`, sub.ID); err != nil {
			t.Fatal(err)
		}
		has := map[string]int{}
		for _, size := range sizes {
			has[size.Kind] += size.Items
		}
		text := sub.Texts
		for _, m := range claim.FindAllStringSubmatch(text, -1) {
			count, ok := numberWords[strings.ToLower(m[1])]
			if !ok {
				count, _ = strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			}
			if isYear(m[1]) {
				continue // "Prelims Test Series 2027 included"
			}
			held := 0
			for _, kind := range kindsOf(m[3]) {
				held += has[kind]
			}
			if count > held {
				t.Errorf("%s says %q but its libraries hold %d such items", sub.Slug, m[0], held)
			}
		}
	}
}

// The demo has a free prelims test series with a full test and a free notes sample with its
// PDFs (docs/product.md, "Free courses").
func TestDemoHasFreeCourses(t *testing.T) {
	s := apptest.New(t)
	free := s.Get(t, "/api/v1/modules/free-subscriptions")
	if free.Status != 200 {
		t.Fatalf("free subscriptions: %d %s", free.Status, free.Body)
	}
	kinds := map[string]bool{}
	for _, item := range free.JSON["responseResult"].([]any) {
		sub := item.(map[string]any)
		if sub["price"] != float64(0) || sub["is_subscribe_button"] != float64(1) {
			t.Errorf("%v: price %v, for sale %v", sub["slug"], sub["price"], sub["is_subscribe_button"])
		}
		for _, lib := range sub["libraries"].([]any) {
			l := lib.(map[string]any)
			if l["count"].(float64) > 0 {
				kinds[l["type"].(string)] = true
			}
		}
	}
	if !kinds["tests"] || !kinds["notes"] {
		t.Fatalf("free libraries with content: %v, want tests and notes", kinds)
	}
	var questions, files int
	if err := s.DB.Get(context.Background(), &questions, `SELECT COUNT(*) FROM prelims_questions q
		JOIN prelims_tests t ON t.id = q.test_id JOIN subscription_libraries sl ON sl.library_id = t.library_id
		JOIN subscriptions s ON s.id = sl.subscription_id WHERE s.price_paise = 0`); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &files, `SELECT COUNT(*) FROM notes n
		JOIN subscription_libraries sl ON sl.library_id = n.library_id JOIN subscriptions s ON s.id = sl.subscription_id
		WHERE s.price_paise = 0 AND n.topic_file_id IS NOT NULL AND n.source_file_id IS NOT NULL AND n.primary_file_id IS NOT NULL`); err != nil {
		t.Fatal(err)
	}
	if questions < 10 || files == 0 {
		t.Fatalf("free test questions %d, free notes with their PDFs %d", questions, files)
	}
}

// The claim finder catches the kinds of promise the demo used to make.
func TestClaimFinder(t *testing.T) {
	for text, want := range map[string]string{
		"40 tests with All-India ranking":                   "40 tests",
		"<li>14 subject booklets, 1,900 pages</li>":         "14 subject booklets",
		"Twelve monthly magazines with questions":           "Twelve monthly magazines",
		"From NCERT level; 60 lectures on the Constitution": "60 lectures",
		"Two essays a paper, all 60 seats are taken":        "",
	} {
		got := ""
		if m := claim.FindStringSubmatch(text); m != nil {
			got = m[0]
		}
		if got != want {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
