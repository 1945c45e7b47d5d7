package app_test

import (
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// bankTexts answers the texts of the caller's comment bank, those containing q.
func bankTexts(t *testing.T, s *apptest.Server, token, q string) []string {
	t.Helper()
	res := s.Get(t, "/api/v1/admin/mains/comments?q="+url.QueryEscape(q), "token", token)
	if res.Status != 200 {
		t.Fatalf("comments: %d %s", res.Status, res.Body)
	}
	var texts []string
	for _, c := range res.JSON["comments"].([]any) {
		texts = append(texts, c.(map[string]any)["text"].(string))
	}
	return texts
}

func TestTheCommentBankHoldsSharedCommentsAndEachEvaluatorsOwn(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	sameer := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	meera, _ := newEvaluator(t, s, admin, "meera.bank@example.com")

	if res := s.Get(t, "/api/v1/admin/mains/comments", "token", learner); res.Status != 403 {
		t.Errorf("a learner read the comment bank: %d", res.Status)
	}
	// The demo's shared comments, searched without regard to case.
	if got := bankTexts(t, s, sameer, "WORD LIMIT"); len(got) != 1 || got[0] != "Stay within the word limit." {
		t.Errorf("search: %q", got)
	}
	if got := bankTexts(t, s, sameer, "100%"); len(got) != 0 {
		t.Errorf("a search for a literal percent sign matched %q", got)
	}

	add := func(token string, values url.Values) apptest.Response {
		return s.Call(t, "POST", "/api/v1/admin/mains/comments", values, "token", token)
	}
	if res := add(sameer, url.Values{"text": {"Link federalism to fiscal devolution (15th FC)."}}); res.Status != 201 {
		t.Fatalf("add: %d %s", res.Status, res.Body)
	}
	if res := add(sameer, url.Values{"text": {"   "}}); res.Status != 400 || res.FieldError("text") == "" {
		t.Errorf("an empty comment: %d %s", res.Status, res.Body)
	}
	// The copy draws Devanagari (Hindi, Marathi) as well as English letters, and no other script.
	if res := add(sameer, url.Values{"text": {"संघवाद को राजकोषीय हस्तांतरण से जोड़ें।"}}); res.Status != 201 {
		t.Errorf("a comment in Hindi: %d %s", res.Status, res.Body)
	}
	if got := bankTexts(t, s, sameer, "राजकोषीय"); len(got) != 1 || got[0] != "संघवाद को राजकोषीय हस्तांतरण से जोड़ें।" {
		t.Errorf("a search in Hindi: %q", got)
	}
	if res := add(sameer, url.Values{"text": {"கூட்டாட்சி"}}); res.Status != 400 || res.FieldError("text") != "Write this comment in English or Devanagari letters." {
		t.Errorf("a comment in Tamil, which the copy cannot show: %d %s", res.Status, res.Body)
	}
	if res := add(sameer, url.Values{"text": {"Everyone's"}, "shared": {"true"}}); res.Status != 403 {
		t.Errorf("an evaluator added a shared comment: %d", res.Status)
	}
	if res := add(admin, url.Values{"text": {"Quote Article 280 for the Finance Commission."}, "shared": {"true"}}); res.Status != 201 {
		t.Fatalf("a shared comment: %d %s", res.Status, res.Body)
	}

	// Sameer sees his own and the shared ones; Meera only the shared ones.
	if got := bankTexts(t, s, sameer, "finance"); len(got) != 1 || got[0] != "Quote Article 280 for the Finance Commission." {
		t.Errorf("Sameer's search for finance: %q", got)
	}
	if got := bankTexts(t, s, sameer, "fiscal"); len(got) != 1 {
		t.Errorf("Sameer's own comment: %q", got)
	}
	if got := bankTexts(t, s, meera, "fiscal"); len(got) != 0 {
		t.Errorf("Meera sees Sameer's own comment: %q", got)
	}

	// Only its owner removes an own comment; only an admin a shared one.
	own := idOf(t, s, "SELECT id FROM mains_comment_bank WHERE text LIKE 'Link federalism%'")
	shared := idOf(t, s, "SELECT id FROM mains_comment_bank WHERE text LIKE 'Quote Article 280%'")
	remove := func(token string, id int64) int {
		return s.Call(t, "DELETE", fmt.Sprintf("/api/v1/admin/mains/comments/%d", id), nil, "token", token).Status
	}
	if status := remove(meera, own); status != 404 {
		t.Errorf("Meera removed Sameer's comment: %d", status)
	}
	if status := remove(sameer, shared); status != 403 {
		t.Errorf("an evaluator removed a shared comment: %d", status)
	}
	if remove(sameer, own) != 200 || remove(admin, shared) != 200 {
		t.Error("owner or admin could not remove")
	}
	if got := bankTexts(t, s, sameer, "federalism"); len(got) != 0 {
		t.Errorf("removed comments remain: %q", got)
	}
}
