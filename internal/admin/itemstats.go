package admin

// A prelims test's item statistics (docs/product.md, "How others did"): per question, its
// difficulty and discrimination among the test's takers, and how often each option was chosen
// (the wrong ones' shares show which distractors pulled). The figures are the test engine's
// (prelims.Service), from the same cache that answers the learners' reviews.

import (
	"net/http"

	"aspirant/internal/httpx"
	"aspirant/internal/prelims"
)

func (s *Service) itemStatsRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/prelims-tests/{id}/item-stats", adminOnly(s.itemStats))
}

func (s *Service) itemStats(w http.ResponseWriter, r *http.Request) error {
	testID, err := pathID(r)
	if err != nil {
		return err
	}
	stats, err := s.bank.ItemStats(r.Context(), testID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &ItemAnswer[prelims.ItemStats]{Item: stats})
	return nil
}
