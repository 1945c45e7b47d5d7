package admin

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"aspirant/internal/httpx"
)

// FuzzParseQuestionsCSV feeds any file to the question import: every row it reads either has
// its problems listed or is a question the console would accept, and a file it cannot read is a
// 400; never a panic.
func FuzzParseQuestionsCSV(f *testing.F) {
	header := strings.Join(csvColumns(), ",") + "\n"
	for _, seed := range []string{
		header + "Which Article guarantees equality before law?,Article 12,Article 14,Article 19,Article 21,B,Article 14.,Polity,easy\n",
		"\ufeff" + header + "संविधान का कौन-सा अनुच्छेद?,अनुच्छेद 12,अनुच्छेद 14,,,b,,राजव्यवस्था,\n",
		header + "\"unclosed,quote\n", header + ",,,,,,,,\n", header + "Q,a,b,c,d,Z,,,\n", "question\n", "", "\n\n",
		header + "Q,a,b,c,d,7,,,\n", "option_a,question,correct,option_b\nb,Q,A,c\n", header + "Q\x00,a,b,,,A,,,\n",
		// What Excel writes when a file is not saved as 'CSV UTF-8', and what the product's own files escape.
		"\xff\xfeq\x00u\x00", header + "\x93Q\x94,a,b,,,A,,,\n", header + "Q,a,b,,,A,,,,???? ??,?,?,,,\n", header + "'=Q,'-5,b,,,A,,,\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, file string) {
		questions, problems, err := parseQuestionsCSV([]byte(file))
		if err != nil {
			var e *httpx.Error
			if !errors.As(err, &e) || e.Status != http.StatusBadRequest {
				t.Fatalf("answered %v, want a 400", err)
			}
			return
		}
		bad := map[int]bool{}
		for _, p := range problems {
			bad[p.Row] = true
		}
		for _, q := range questions {
			if bad[q.Row] {
				continue
			}
			input := q.QuestionInput
			input.Options = append([]string(nil), input.Options...)
			if errs := input.Validate(); len(errs) > 0 {
				t.Fatalf("row %d has no problems listed but does not validate: %v", q.Row, errs)
			}
		}
	})
}

// FuzzSlug checks the slug rule staff's addresses go through: what it accepts is lower-case
// words and digits joined by single dashes, at most 120 characters, safe in a URL path as it is.
func FuzzSlug(f *testing.F) {
	for _, seed := range []string{"prelims-test-series-2027", "GS-2027", "a--b", "-a", "a-", "सामान्य-अध्ययन", "a/b", "a b",
		"../etc", strings.Repeat("a", 121), "a\x00"} {
		f.Add(seed)
	}
	field := Field{Name: "slug", Kind: Slug, Required: true}
	f.Fuzz(func(t *testing.T, raw string) {
		value, msg := field.parse(raw)
		if msg != "" {
			return
		}
		slug := value.(string)
		if len(slug) > 120 || strings.Contains(slug, "--") || strings.HasPrefix(slug, "-") || strings.HasSuffix(slug, "-") ||
			strings.ContainsFunc(slug, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') }) {
			t.Fatalf("slug %q accepted", slug)
		}
	})
}
