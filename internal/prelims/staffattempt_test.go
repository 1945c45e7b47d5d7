package prelims_test

// A staff member's own attempt (docs/product.md, "Rankings" and "How others did"): staff may sit
// a test and see their result, marked as not ranked, and it enters no figure learners see.

import (
	"net/http"
	"testing"

	"aspirant/internal/apptest"
)

func TestAStaffAttemptEntersNoFigureLearnersSee(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 2, 60)
	admin := adminToken(t, s)

	// Staff sit the test first and get everything right: 10 marks, which would top the test.
	staffRes := f.submit(t, admin, f.sheet("ccccc"), "staff-first")
	if staffRes.Status != http.StatusOK {
		t.Fatalf("staff submit: %d %s", staffRes.Status, staffRes.Body)
	}
	learner, _ := s.NewLearner(t, "Only Learner", "prelims-test-series-2027")
	learnerRes := f.submit(t, learner, f.sheet("ccc--"), "learner-first")
	if learnerRes.Status != http.StatusOK {
		t.Fatalf("learner submit: %d %s", learnerRes.Status, learnerRes.Body)
	}

	// The learner's review: one participant, who tops the test with their own 6 marks.
	a := f.review(t, s, learner, body(learnerRes)["attemptId"])["analysis"].(map[string]any)
	if a["ranked"] != true || a["rank"] != 1.0 || a["participants"] != 1.0 || a["topperScore"] != 6.0 ||
		a["averageScore"] != 6.0 || a["percentile"] != 100.0 {
		t.Fatalf("learner's analysis counts the staff attempt: %v", a)
	}
	// How others did: the learner alone answered question 4 (left blank), so nobody did.
	if got := reviewStats(f.review(t, s, learner, body(learnerRes)["attemptId"])); got != "100/100 100/100 100/100 0/0 0/0" {
		t.Fatalf("learner's review stats %s", got)
	}
	// The rankings: the learner alone.
	rankings := f.rankings(t, learner)
	if rankings.JSON["totalParticipants"] != 1.0 || rankings.JSON["highestScore"] != 6.0 ||
		len(rankings.JSON["getUserTestAttempted"].([]any)) != 1 {
		t.Fatalf("rankings with the staff attempt: %s", rankings.Body)
	}
	// Staff's item statistics count the one learner.
	if item := f.itemStats(t, admin); item["takers"] != 1.0 {
		t.Fatalf("item statistics count %v takers", item["takers"])
	}

	// Staff see their own result, marked as not ranked, placed where it would stand.
	mine := f.review(t, s, admin, body(staffRes)["attemptId"])["analysis"].(map[string]any)
	if mine["ranked"] != false || mine["staff"] != true || mine["score"] != 10.0 || mine["rank"] != 1.0 || mine["participants"] != 2.0 {
		t.Fatalf("staff's own analysis: %v", mine)
	}
	if you := f.rankings(t, admin).JSON["you"]; you != nil {
		t.Fatalf("staff have a row of their own in the rankings: %v", you)
	}
}
