package admin

import (
	"context"
	"net/http"

	"aspirant/internal/db"
)

// Audit records a staff write served outside this package (a mains evaluation, a second
// marking) in the same audit log, in the caller's transaction: the mains calls take it as their
// Auditor, so every staff write is found in one place.
func (s *Service) Audit(ctx context.Context, tx db.Q, r *http.Request, action, entity string, id int64, before, after any) error {
	return s.audit(ctx, tx, r, action, entity, id, before, after)
}
