package admin

import (
	"errors"
	"net/http"
	"strings"

	"aspirant/internal/billing"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
)

func (s *Service) relationRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/subscriptions/{id}/libraries", adminOnly(listSubscriptionRelation(s,
		"SELECT library_id FROM subscription_libraries WHERE subscription_id = ? ORDER BY position",
		func(ids []int64) any { return &SubscriptionLibraries{LibraryIDs: ids} })))
	mux.Handle("PUT /api/v1/admin/subscriptions/{id}/libraries", adminOnly(s.setLibraries))
	mux.Handle("GET /api/v1/admin/subscriptions/{id}/tags", adminOnly(listSubscriptionRelation(s,
		"SELECT tag FROM subscription_tags WHERE subscription_id = ? ORDER BY position",
		func(tags []string) any { return &SubscriptionTags{Tags: tags} })))
	mux.Handle("PUT /api/v1/admin/subscriptions/{id}/tags", adminOnly(s.setTags))
	mux.Handle("GET /api/v1/admin/libraries/{id}/evaluators", adminOnly(s.seriesEvaluators))
	mux.Handle("PUT /api/v1/admin/libraries/{id}/evaluators", adminOnly(s.setSeriesEvaluators))
}

// mainsSeries answers 404 unless id is a mains test series.
func (s *Service) mainsSeries(r *http.Request, tx db.Q, id int64) error {
	var n int
	if err := tx.Get(r.Context(), &n, "SELECT COUNT(*) FROM libraries WHERE id = ? AND kind = 'mains-tests'", id); err != nil {
		return err
	}
	if n == 0 {
		return httpx.Errorf(http.StatusNotFound, "No such mains test series.")
	}
	return nil
}

// seriesEvaluators answers the accounts that evaluate a mains series' answers: new uploads are
// dealt among them (docs/product.md, "Who evaluates which answer").
func (s *Service) seriesEvaluators(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if err := s.mainsSeries(r, s.db, id); err != nil {
		return err
	}
	ids := []int64{}
	if err := s.db.Select(r.Context(), &ids, "SELECT user_id FROM mains_series_evaluators WHERE library_id = ? ORDER BY user_id", id); err != nil {
		return err
	}
	httpx.Answer(w, &SeriesEvaluators{EvaluatorIDs: ids})
	return nil
}

// setSeriesEvaluators replaces a mains series' evaluators. Answers already assigned stay with
// whoever has them; an admin reassigns them from the queue.
func (s *Service) setSeriesEvaluators(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		EvaluatorIDs []string `form:"evaluatorIds"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	ids := make([]int64, 0, len(in.EvaluatorIDs))
	for _, raw := range in.EvaluatorIDs {
		user, err := httpx.PositiveID(raw, "evaluatorIds")
		if err != nil {
			return err
		}
		ids = append(ids, user)
	}
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		if err := s.mainsSeries(r, tx, id); err != nil {
			return err
		}
		var before []int64
		if err := tx.Select(r.Context(), &before, "SELECT user_id FROM mains_series_evaluators WHERE library_id = ? ORDER BY user_id", id); err != nil {
			return err
		}
		if _, err := tx.Exec(r.Context(), "DELETE FROM mains_series_evaluators WHERE library_id = ?", id); err != nil {
			return err
		}
		for _, user := range ids {
			var role string
			err := tx.Get(r.Context(), &role, "SELECT role FROM users WHERE id = ?", user)
			if errors.Is(err, db.ErrNotFound) || (err == nil && role != "evaluator" && role != "admin") {
				return httpx.InvalidField("evaluatorIds", "Choose evaluator or admin accounts.")
			}
			if err != nil {
				return err
			}
			if _, err := tx.Exec(r.Context(), "INSERT INTO mains_series_evaluators (library_id, user_id) VALUES (?, ?)", id, user); err != nil {
				if errors.Is(err, db.ErrConflict) {
					return httpx.InvalidField("evaluatorIds", "An evaluator is listed twice.")
				}
				return err
			}
		}
		return s.audit(r.Context(), tx, r, "update", "series evaluators", id, before, ids)
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Evaluators saved.")
	return nil
}

// SeriesEvaluators answers the accounts that evaluate a mains series' answers.
type SeriesEvaluators struct {
	httpx.Status
	EvaluatorIDs []int64 `json:"evaluatorIds"`
}

// SubscriptionLibraries answers the libraries a subscription opens, in order.
type SubscriptionLibraries struct {
	httpx.Status
	LibraryIDs []int64 `json:"libraryIds"`
}

// SubscriptionTags answers a subscription's tags, in order.
type SubscriptionTags struct {
	httpx.Status
	Tags []string `json:"tags"`
}

// listSubscriptionRelation answers one column of a subscription's related rows, in order, as
// answer makes it: what the PUT beside it replaces, so the form starts from what is stored.
func listSubscriptionRelation[T int64 | string](s *Service, query string, answer func([]T) any) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r)
		if err != nil {
			return err
		}
		var exists int
		if err := s.db.Get(r.Context(), &exists, "SELECT COUNT(*) FROM subscriptions WHERE id = ?", id); err != nil {
			return err
		}
		if exists == 0 {
			return httpx.Errorf(http.StatusNotFound, "No such subscription.")
		}
		values := []T{}
		if err := s.db.Select(r.Context(), &values, query, id); err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, answer(values))
		return nil
	}
}

// setLibraries replaces the libraries a subscription opens, in the order given.
func (s *Service) setLibraries(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		LibraryIDs []string `form:"libraryIds"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	ids := make([]int64, 0, len(in.LibraryIDs))
	for _, raw := range in.LibraryIDs {
		lib, err := httpx.PositiveID(raw, "libraryIds")
		if err != nil {
			return err
		}
		ids = append(ids, lib)
	}
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		if err := billing.RefuseEmptyLibraries(r.Context(), tx, id, ids); err != nil {
			return err
		}
		var before []int64
		if err := tx.Select(r.Context(), &before, "SELECT library_id FROM subscription_libraries WHERE subscription_id = ? ORDER BY position", id); err != nil {
			return err
		}
		if _, err := tx.Exec(r.Context(), "DELETE FROM subscription_libraries WHERE subscription_id = ?", id); err != nil {
			return err
		}
		for i, lib := range ids {
			if _, err := tx.Exec(r.Context(), "INSERT INTO subscription_libraries (subscription_id, library_id, position) VALUES (?, ?, ?)", id, lib, i); err != nil {
				if errors.Is(err, db.ErrReference) {
					return httpx.Errorf(http.StatusNotFound, "No such subscription or library.")
				}
				if errors.Is(err, db.ErrConflict) {
					return httpx.InvalidField("libraryIds", "A library is listed twice.")
				}
				return err
			}
		}
		return s.audit(r.Context(), tx, r, "update", "subscription libraries", id, before, ids)
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Libraries saved.")
	return nil
}

// setTags replaces a subscription's tags, in the order given.
func (s *Service) setTags(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Tags []string `form:"tags"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	var tags []string
	seen := map[string]bool{}
	errs := httpx.Fields{}
	for _, t := range in.Tags {
		t = strings.TrimPrefix(strings.TrimSpace(t), "#")
		if !errs.Text("tags", &t, httpx.TextRule{Label: locale.T("A tag"), Max: 40, OneLine: true}) {
			return errs.Err()
		}
		// Kept as typed ('Hindi medium', 'Bestseller'): the cards show them so (docs/product.md,
		// "Discount lines and tags"). One of a kind, whatever its case.
		key := strings.ToLower(t)
		if t == "" || seen[key] {
			continue
		}
		seen[key] = true
		tags = append(tags, t)
	}
	err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
		var exists int
		if err := tx.Get(r.Context(), &exists, "SELECT COUNT(*) FROM subscriptions WHERE id = ?", id); err != nil {
			return err
		}
		if exists == 0 {
			return httpx.Errorf(http.StatusNotFound, "No such subscription.")
		}
		if _, err := tx.Exec(r.Context(), "DELETE FROM subscription_tags WHERE subscription_id = ?", id); err != nil {
			return err
		}
		for i, t := range tags {
			if _, err := tx.Exec(r.Context(), "INSERT INTO subscription_tags (subscription_id, tag, position) VALUES (?, ?, ?)", id, t, i); err != nil {
				return err
			}
		}
		return s.audit(r.Context(), tx, r, "update", "subscription tags", id, nil, tags)
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Tags saved.")
	return nil
}
