package prelims_test

import (
	"errors"
	"net/http"
	"testing"

	"aspirant/internal/httpx"
	"aspirant/internal/prelims"
)

// FuzzParseAnswers feeds any text as the answers list of autosave and submit: it is read into
// answers with positive ids and no negative time, or refused with a 400; never a panic.
func FuzzParseAnswers(f *testing.F) {
	for _, seed := range []string{
		`[{"questionId":1,"selectedOption":2}]`,
		`[{"questionId":"12","selectedOption":"7","markedForReview":true,"timeSpentMs":1500}]`,
		`[{"questionId":1,"selectedOption":null},{"questionId":2,"selectedOption":""}]`,
		`[{"questionId":-1}]`, `[{"questionId":1,"timeSpentMs":-5}]`, `[{"questionId":1e309}]`,
		`[{"questionId":9223372036854775808}]`, `{"questionId":1}`, `[null]`, `[[]]`, ``, `   `, `[]`,
		`[{"questionId":"1\u0000"}]`, `[{"questionId":1,"markedForReview":"yes"}]`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		answers, err := prelims.ParseAnswers(raw)
		if err != nil {
			var e *httpx.Error
			if !errors.As(err, &e) || e.Status != http.StatusBadRequest {
				t.Fatalf("ParseAnswers(%q) answered %v, want a 400", raw, err)
			}
			return
		}
		for _, a := range answers {
			if a.QuestionID <= 0 || a.Response.Option < 0 || a.TimeSpentMs < 0 {
				t.Fatalf("ParseAnswers(%q) let through %+v", raw, a)
			}
		}
	})
}
