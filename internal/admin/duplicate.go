package admin

// Duplicating a prelims test (docs/product.md, "Duplicating a test"): what a copy takes is the
// test engine's rule (prelims.Service.DuplicateTest); the console answers the copy as its record.

import (
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
)

func (s *Service) duplicateRoutes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/admin/prelims-tests/{id}/duplicate", adminOnly(s.duplicateTest))
}

// duplicateTest copies a prelims test with its questions in one transaction, and answers the
// copy as the console's record of it.
func (s *Service) duplicateTest(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	tests := s.resourceNamed("prelims-tests")
	var copied Record
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		copyID, err := s.bank.DuplicateTest(r.Context(), tx, id)
		if err != nil {
			return writeError(tests, err)
		}
		if copied, err = tests.read(r.Context(), tx, copyID); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "duplicate", tests.Entity, copyID, nil,
			map[string]any{"copiedFrom": id, "record": copied})
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, &ItemAnswer[Record]{Item: copied})
	return nil
}
