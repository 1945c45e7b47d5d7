package admin

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"aspirant/internal/accounts"
	"aspirant/internal/billing"
	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/mains"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/csvcell"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/prelims"
)

// page reads ?page= and ?pageSize= (25 by default, at most 200).
func page(r *http.Request) (limit, offset, number int, err error) {
	lq, err := (&Resource{}).listQuery(r.URL.Query())
	return lq.PageSize, (lq.Page - 1) * lq.PageSize, lq.Page, err
}

func (s *Service) learnerRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/learners", adminOnly(s.listLearners))
	mux.Handle("GET /api/v1/admin/learners/{id}", adminOnly(s.getLearner))
	mux.Handle("PATCH /api/v1/admin/learners/{id}", adminOnly(s.updateLearner))
	mux.Handle("POST /api/v1/admin/learners/{id}/grants", adminOnly(s.grant))
	mux.Handle("DELETE /api/v1/admin/learners/{id}/grants/{subscriptionId}", adminOnly(s.revoke))
	mux.Handle("DELETE /api/v1/admin/learners/{id}/devices/{sessionId}", adminOnly(s.signOutDevice))
	mux.Handle("DELETE /api/v1/admin/learners/{id}/devices", adminOnly(s.signOutDevice))
	mux.Handle("GET /api/v1/admin/learners/{id}/prelims-attempts", adminOnly(learnerPage(s, prelims.LearnerAttempts)))
	mux.Handle("GET /api/v1/admin/learners/{id}/mains-answers", adminOnly(learnerPage(s, mains.LearnerAnswers)))
	mux.Handle("GET /api/v1/admin/orders", adminOnly(s.listOrders))
	mux.Handle("POST /api/v1/admin/orders/{id}/refunded", adminOnly(s.markRefunded))
}

// Learner is an account as staff list it: never its password hash.
type Learner struct {
	ID          int64      `db:"id" json:"id"`
	UniqueID    string     `db:"unique_id" json:"uniqueId"`
	Name        string     `db:"name" json:"name"`
	Email       string     `db:"email" json:"email"`
	Mobile      string     `db:"mobile" json:"mobile"`
	Role        string     `db:"role" json:"role"`
	City        string     `db:"city" json:"city"`
	TargetYear  string     `db:"target_year" json:"targetYear"`
	CreatedAt   time.Time  `db:"created_at" json:"createdAt"`
	LastLoginAt *time.Time `db:"last_login_at" json:"lastLoginAt"`
	DisabledAt  *time.Time `db:"disabled_at" json:"disabledAt"`
}

const learnerColumns = "id, unique_id, name, email, mobile, role, city, target_year, created_at, last_login_at, disabled_at"

func (s *Service) listLearners(w http.ResponseWriter, r *http.Request) error {
	limit, offset, number, err := page(r)
	if err != nil {
		return err
	}
	q := "%" + strings.ToLower(strings.TrimSpace(r.URL.Query().Get("q"))) + "%"
	role := r.URL.Query().Get("role")
	where := `(LOWER(name) LIKE ? OR LOWER(email) LIKE ? OR LOWER(unique_id) LIKE ? OR mobile LIKE ?) AND (? = '' OR role = ?)`
	args := []any{q, q, q, q, role, role}
	var total int
	if err := s.db.Get(r.Context(), &total, "SELECT COUNT(*) FROM users WHERE "+where, args...); err != nil {
		return err
	}
	items := []Learner{}
	if err := s.db.Select(r.Context(), &items, "SELECT "+learnerColumns+" FROM users WHERE "+where+" ORDER BY id DESC LIMIT ? OFFSET ?",
		append(args, limit, offset)...); err != nil {
		return err
	}
	httpx.Answer(w, &PageAnswer[Learner]{Items: items, Total: total, Page: number, PageSize: limit})
	return nil
}

// LearnerAnswer is a learner as staff look them up: the account, what they hold and bought, and
// where they are signed in.
type LearnerAnswer struct {
	httpx.Status
	Learner      Learner              `json:"learner"`
	Entitlements []billing.Access     `json:"entitlements"`
	Orders       []billing.StaffOrder `json:"orders"`
	Devices      []accounts.Device    `json:"devices"`
}

func (s *Service) getLearner(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var l Learner
	err = s.db.Get(r.Context(), &l, "SELECT "+learnerColumns+" FROM users WHERE id = ?", id)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "No such learner.")
	}
	if err != nil {
		return err
	}
	holdings, err := billing.AccessOf(r.Context(), s.db, id)
	if err != nil {
		return err
	}
	orders, err := billing.OrdersOf(r.Context(), s.db, id)
	if err != nil {
		return err
	}
	devices, err := accounts.NewStore(s.db).DevicesOf(r.Context(), id, s.now())
	if err != nil {
		return err
	}
	httpx.Answer(w, &LearnerAnswer{Learner: l, Entitlements: holdings, Orders: orders, Devices: devices})
	return nil
}

// signOutDevice ends one of a learner's sessions, or all of them when no session is named, on
// every server at once (docs/product.md, "A learner in the console").
func (s *Service) signOutDevice(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var sessionID int64
	if raw := r.PathValue("sessionId"); raw != "" {
		if sessionID, err = httpx.PositiveID(raw, "sessionId"); err != nil {
			return err
		}
	}
	err = s.changes.Write(r.Context(), changes.Sessions, func(tx *db.Tx) error {
		ended, err := accounts.NewStore(tx).SignOutByStaff(r.Context(), id, sessionID, s.now())
		if err != nil {
			return err
		}
		if ended == 0 && sessionID != 0 {
			return httpx.Errorf(http.StatusNotFound, "This device is not signed in any more.")
		}
		return s.audit(r.Context(), tx, r, "sign_out", "learner", id, map[string]any{"sessionId": sessionID}, map[string]any{"signedOut": ended})
	})
	if err != nil {
		return err
	}
	message := "The device has been signed out."
	if sessionID == 0 {
		message = "Every device has been signed out."
	}
	say(w, http.StatusOK, message)
	return nil
}

// learnerPage pages through one list of a learner's work, as the console's lists are paged: list
// (prelims.LearnerAttempts, mains.LearnerAnswers) answers limit items from offset, and how many
// there are in all.
func learnerPage[T any](s *Service, list func(context.Context, db.Q, int64, int, int, time.Time) ([]T, int, error)) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r)
		if err != nil {
			return err
		}
		limit, offset, number, err := page(r)
		if err != nil {
			return err
		}
		items, total, err := list(r.Context(), s.db, id, limit, offset, s.now())
		if err != nil {
			return err
		}
		httpx.Answer(w, &PageAnswer[T]{Items: items, Total: total, Page: number, PageSize: limit})
		return nil
	}
}

// updateLearner changes a learner's role or disables the account (which ends its sessions).
func (s *Service) updateLearner(w http.ResponseWriter, r *http.Request) error {
	actor, _ := httpx.IdentityFrom(r.Context())
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Role     *string `form:"role"`
		Disabled *bool   `form:"disabled"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	if in.Role != nil && *in.Role != "student" && *in.Role != "admin" && *in.Role != "evaluator" {
		return httpx.InvalidField("role", "Role must be student, admin or evaluator.")
	}
	if id == actor.UserID && ((in.Role != nil && *in.Role != "admin") || (in.Disabled != nil && *in.Disabled)) {
		return httpx.Errorf(http.StatusConflict, "You cannot take away your own admin access.")
	}
	// A new role or a disabled account changes what the learner's sessions stand for: every
	// server forgets the sessions it has checked.
	err = s.changes.Write(r.Context(), changes.Sessions, func(tx *db.Tx) error {
		var before Learner
		if err := tx.Get(r.Context(), &before, "SELECT "+learnerColumns+" FROM users WHERE id = ?", id); err != nil {
			if errors.Is(err, db.ErrNotFound) {
				return httpx.Errorf(http.StatusNotFound, "No such learner.")
			}
			return err
		}
		now, users := s.now().UTC(), accounts.NewStore(tx)
		if in.Role != nil {
			if err := users.SetRole(r.Context(), id, *in.Role, now); err != nil {
				return err
			}
		}
		if in.Disabled != nil {
			if err := users.SetDisabled(r.Context(), id, *in.Disabled, now); err != nil {
				return err
			}
		}
		return s.audit(r.Context(), tx, r, "update", "learner", id, before, in)
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Saved.")
	return nil
}

// grant gives a learner a subscription by hand (support work), for days or without an end, by
// the sales rules (billing.GrantByStaff).
func (s *Service) grant(w http.ResponseWriter, r *http.Request) error {
	userID, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		SubscriptionID string `form:"subscriptionId"`
		Days           string `form:"days"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	subscriptionID, err := httpx.PositiveID(in.SubscriptionID, "subscriptionId")
	if err != nil {
		return err
	}
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		expires, err := billing.GrantByStaff(r.Context(), tx, userID, subscriptionID, in.Days, s.now())
		if err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "grant", "entitlement", userID, nil, map[string]any{"subscriptionId": subscriptionID, "expiresAt": expires})
	})
	if err != nil {
		return err
	}
	// Grant recorded that entitlements changed: this server drops its copy at once.
	s.changes.CatchUp(r.Context())
	say(w, http.StatusCreated, "Access granted.")
	return nil
}

func (s *Service) revoke(w http.ResponseWriter, r *http.Request) error {
	userID, err := pathID(r)
	if err != nil {
		return err
	}
	subscriptionID, err := httpx.PositiveID(r.PathValue("subscriptionId"), "subscriptionId")
	if err != nil {
		return err
	}
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		revoked, err := billing.Revoke(r.Context(), tx, userID, subscriptionID, s.now().UTC())
		if err != nil {
			return err
		}
		if !revoked {
			return httpx.Errorf(http.StatusNotFound, "This learner has no access to that subscription.")
		}
		return s.audit(r.Context(), tx, r, "revoke", "entitlement", userID, map[string]any{"subscriptionId": subscriptionID}, nil)
	})
	if err != nil {
		return err
	}
	s.changes.CatchUp(r.Context())
	say(w, http.StatusOK, "Access revoked.")
	return nil
}

func (s *Service) listOrders(w http.ResponseWriter, r *http.Request) error {
	limit, offset, number, err := page(r)
	if err != nil {
		return err
	}
	v := r.URL.Query()
	items, total, err := billing.FindOrders(r.Context(), s.db, billing.OrderFilter{Status: v.Get("status"), RefundStatus: v.Get("refund_status"), Q: v.Get("q")},
		limit, offset)
	if err != nil {
		return err
	}
	httpx.Answer(w, &PageAnswer[billing.StaffOrder]{Items: items, Total: total, Page: number, PageSize: limit})
	return nil
}

// markRefunded records that staff refunded a flagged payment (docs/product.md, "Refunds").
func (s *Service) markRefunded(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	err = s.db.InTx(r.Context(), func(tx *db.Tx) error {
		if err := billing.MarkRefunded(r.Context(), tx, id, s.now()); err != nil {
			return err
		}
		return s.audit(r.Context(), tx, r, "refund", "order", id, map[string]any{"refundStatus": billing.RefundFlagged},
			map[string]any{"refundStatus": billing.RefundRefunded})
	})
	if err != nil {
		return err
	}
	say(w, http.StatusOK, "Marked refunded.")
	return nil
}

func (s *Service) leadRoutes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/admin/enquiries.csv", adminOnly(s.exportLeads))
}

// exportLeads writes the enquiries (with ?status= and ?kind= filters) as CSV.
func (s *Service) exportLeads(w http.ResponseWriter, r *http.Request) error {
	status, kind := r.URL.Query().Get("status"), r.URL.Query().Get("kind")
	var rows []struct {
		CreatedAt    time.Time `db:"created_at"`
		Kind         string    `db:"kind"`
		Status       string    `db:"status"`
		Name         string    `db:"name"`
		Email        string    `db:"email"`
		Mobile       string    `db:"mobile"`
		Subscription *string   `db:"subscription"`
		Course       string    `db:"course_name"`
		City         string    `db:"city"`
		Attempted    *bool     `db:"upsc_attempted"`
		Notes        string    `db:"staff_notes"`
	}
	err := s.db.Select(r.Context(), &rows, `SELECT e.created_at, e.kind, e.status, e.name, e.email, e.mobile, s.name AS subscription,
			e.course_name, e.city, e.upsc_attempted, e.staff_notes
		FROM enquiries e LEFT JOIN subscriptions s ON s.id = e.subscription_id
		WHERE (? = '' OR e.status = ?) AND (? = '' OR e.kind = ?) ORDER BY e.id DESC`, status, status, kind, kind)
	if err != nil {
		return err
	}
	cw := csvcell.Download(w, "enquiries-"+s.now().In(indiatime.Zone).Format("2006-01-02")+".csv")
	_ = cw.Write([]string{"received", "kind", "status", "name", "email", "mobile", "subscription", "course", "city", "appeared_for_upsc", "notes"})
	for _, e := range rows {
		sub, attempted := "", ""
		if e.Subscription != nil {
			sub = *e.Subscription
		}
		if e.Attempted != nil {
			attempted = map[bool]string{true: "yes", false: "no"}[*e.Attempted]
		}
		_ = cw.Write([]string{e.CreatedAt.In(indiatime.Zone).Format("2006-01-02 15:04"), e.Kind, e.Status, e.Name, e.Email, e.Mobile,
			sub, e.Course, e.City, attempted, e.Notes})
	}
	return cw.Flush()
}
