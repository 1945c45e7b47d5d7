package prelims_test

// Preview as a learner (docs/product.md): staff walk a test through the learner's screens and
// get the review a learner would, and nothing of it is stored or enters a figure.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

func (f *fixture) preview(t *testing.T, token, answers string) apptest.Response {
	t.Helper()
	return f.s.Call(t, "POST", fmt.Sprintf("/api/v1/admin/prelims-tests/%d/preview", f.testID), url.Values{"answers": {answers}}, "token", token)
}

// counts answers how many attempts and saved answers the database holds, in all.
func counts(t *testing.T, s *apptest.Server) string {
	t.Helper()
	var attempts, answers int
	if err := s.DB.Get(context.Background(), &attempts, "SELECT COUNT(*) FROM prelims_attempts"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &answers, "SELECT COUNT(*) FROM prelims_attempt_answers"); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d attempts, %d answers", attempts, answers)
}

func TestAPreviewAsALearnerRecordsNothing(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 2, 60)
	admin := adminToken(t, s)
	learner, _ := s.NewLearner(t, "Only Learner", "prelims-test-series-2027")
	if res := f.submit(t, learner, f.sheet("ccc--"), "learner-first"); res.Status != http.StatusOK {
		t.Fatalf("learner submit: %d %s", res.Status, res.Body)
	}
	before := counts(t, s)

	// Staff read the paper through the learner's own call, then preview with four right, one wrong.
	if res := s.Call(t, "POST", "/api/v1/modules/questions", url.Values{"testId": {fmt.Sprint(f.testID)}}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("staff read the paper: %d %s", res.Status, res.Body)
	}
	res := f.preview(t, admin, f.sheet("ccccw"))
	if res.Status != http.StatusOK {
		t.Fatalf("preview: %d %s", res.Status, res.Body)
	}
	review := body(res)
	analysis := review["analysis"].(map[string]any)
	attempt := review["attempt"].(map[string]any)
	// 4 × 2 − 0.66 = 7.34, placed where it would stand beside the one learner (6 marks).
	if review["preview"] != true || attempt["score"] != 7.34 || attempt["correctAnswers"] != 4.0 ||
		analysis["ranked"] != false || analysis["staff"] != true || analysis["rank"] != 1.0 || analysis["participants"] != 2.0 {
		t.Fatalf("the preview's review: attempt %v, analysis %v", attempt, analysis)
	}
	questions := review["questions"].([]any)
	last := questions[4].(map[string]any)
	if last["outcome"] != "incorrect" || last["correctOption"] != float64(f.correct[4]) || last["explanation"] != "Because of fact 5." {
		t.Fatalf("the preview's last question: %v", last)
	}
	if review["challenges"] != nil || attempt["receipt"] != nil {
		t.Fatalf("a preview offers a challenge or a receipt: %v %v", review["challenges"], attempt["receipt"])
	}

	// Nothing was stored, and every figure learners see is as it was.
	if after := counts(t, s); after != before {
		t.Fatalf("the preview stored something: %s, then %s", before, after)
	}
	if rankings := f.rankings(t, learner); rankings.JSON["totalParticipants"] != 1.0 || rankings.JSON["highestScore"] != 6.0 {
		t.Fatalf("rankings after the preview: %s", rankings.Body)
	}
	if item := f.itemStats(t, admin); item["takers"] != 1.0 {
		t.Fatalf("item statistics count %v takers after the preview", item["takers"])
	}

	// A sheet that does not fit the paper is refused as a learner's is; learners cannot preview.
	if res := f.preview(t, admin, `[{"questionId": 999999, "selectedOption": 1}]`); res.Status != http.StatusBadRequest || res.JSON["message"] == "" {
		t.Fatalf("a foreign question in a preview: %d %s", res.Status, res.Body)
	}
	if res := f.preview(t, learner, f.sheet("ccccc")); res.Status != http.StatusForbidden {
		t.Fatalf("a learner's preview: %d %s", res.Status, res.Body)
	}
	// An evaluator's access is what evaluating needs: no preview either.
	if res := f.preview(t, s.Login(t, "evaluator@aspirant.test", "evaluator12345"), f.sheet("ccccc")); res.Status != http.StatusForbidden {
		t.Fatalf("an evaluator's preview: %d %s", res.Status, res.Body)
	}
}

// The preview is for a test before learners see it: an unpublished test previews too.
func TestAnUnpublishedTestCanBePreviewed(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 3, 200, 66, 0, 2, 60)
	admin := adminToken(t, s)
	if res := s.Call(t, "PATCH", fmt.Sprintf("/api/v1/admin/prelims-tests/%d", f.testID), map[string]any{"is_published": false}, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("unpublish: %d %s", res.Status, res.Body)
	}
	// Staff find it by its address, as the preview's screens ask; to a learner it is not there.
	if res := s.Call(t, "POST", "/api/v1/modules/tests", url.Values{"slug": {f.slug}}, "token", admin); res.Status != http.StatusOK ||
		len(res.JSON["body"].(map[string]any)["data"].([]any)) != 1 {
		t.Fatalf("staff ask for an unpublished test by its address: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/tests", url.Values{"slug": {f.slug}}, "token", f.token); res.Status != http.StatusNotFound {
		t.Fatalf("a learner asks for an unpublished test by its address: %d %s", res.Status, res.Body)
	}
	if res := f.preview(t, admin, f.sheet("c--")); res.Status != http.StatusOK || body(res)["attempt"].(map[string]any)["score"] != 2.0 {
		t.Fatalf("preview of an unpublished test: %d %s", res.Status, res.Body)
	}
	if res := f.preview(t, f.token, f.sheet("c--")); res.Status != http.StatusForbidden {
		t.Fatalf("a learner's preview of an unpublished test: %d %s", res.Status, res.Body)
	}
}
