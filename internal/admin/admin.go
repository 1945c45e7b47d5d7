// Package admin is the staff side: an API under /api/v1/admin/ for the catalogue, content,
// question banks, leads, orders and learners, which only admins reach (evaluators reach the
// mains evaluation calls, served by the mains package). Every write is recorded in the audit
// log with who, what, when, and the record before and after.
package admin

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sort"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/mains"
	"aspirant/internal/media"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/translations"
)

// Service serves the admin API.
type Service struct {
	db        *db.DB
	media     *media.Service
	now       func() time.Time
	changes   *changes.Feed // tells every server's caches about a write
	bank      QuestionBank
	resources []*Resource
	uploadMax int64
	videoMax  int64
}

// Deps is what the admin API needs.
type Deps struct {
	DB          *db.DB
	Media       *media.Service
	Now         func() time.Time
	Changes     *changes.Feed
	Bank        QuestionBank
	UploadLimit int64
	VideoLimit  int64 // the largest lecture video (ASPIRANT_MAX_VIDEO_MB)
}

func NewService(d Deps) *Service {
	return &Service{db: d.DB, media: d.Media, now: d.Now, changes: d.Changes, bank: d.Bank, resources: Resources(),
		uploadMax: d.UploadLimit, videoMax: d.VideoLimit}
}

// requireAdmin answers the caller when they are an admin: 401 without a session, 403 for
// anyone else (learners and evaluators alike).
func requireAdmin(r *http.Request) (httpx.Identity, error) {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return id, err
	}
	if !id.IsAdmin() {
		return id, httpx.Errorf(http.StatusForbidden, "This is for administrators only.")
	}
	return id, nil
}

// adminOnly wraps a handler with the admin check, so no route can forget it.
func adminOnly(h httpx.Handler) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if _, err := requireAdmin(r); err != nil {
			return err
		}
		return h(w, r)
	}
}

// Routes registers every admin call.
func (s *Service) Routes(mux *httpx.Router) {
	for _, res := range s.resources {
		base := "/api/v1/admin/" + res.Name
		mux.Handle("GET "+base, adminOnly(s.listHandler(res)))
		mux.Handle("POST "+base, adminOnly(s.createHandler(res)))
		mux.Handle("GET "+base+"/{id}", adminOnly(s.getHandler(res)))
		mux.Handle("PATCH "+base+"/{id}", adminOnly(s.updateHandler(res)))
		mux.Handle("DELETE "+base+"/{id}", adminOnly(s.deleteHandler(res)))
	}
	mux.Handle("GET /api/v1/admin/audit", adminOnly(s.auditList))
	s.relationRoutes(mux)
	s.questionRoutes(mux)
	s.duplicateRoutes(mux)
	s.leadRoutes(mux)
	s.learnerRoutes(mux)
	s.videoFileRoutes(mux)
	mux.Handle("POST /api/v1/admin/question-images", adminOnly(s.uploadQuestionImage))
	mux.Handle("GET /api/v1/admin/dashboard", adminOnly(s.dashboard))
}

// changeCatalogue runs a staff write to what learners' pages cache, in one transaction that
// also records the change; after the commit this server's caches forget at once, and the other
// servers hear of it through the change feed.
func (s *Service) changeCatalogue(ctx context.Context, write func(tx *db.Tx) error) error {
	return s.changes.Write(ctx, changes.Catalogue, write)
}

// audit records one admin write in the caller's transaction.
func (s *Service) audit(ctx context.Context, tx db.Q, r *http.Request, action, entity string, id int64, before, after any) error {
	actor, _ := httpx.IdentityFrom(r.Context())
	encode := func(v any) string {
		if v == nil {
			return ""
		}
		b, _ := json.Marshal(v)
		return string(b)
	}
	var entityID any
	if id > 0 {
		entityID = id
	}
	_, err := tx.Exec(ctx, `INSERT INTO audit_log (actor_id, action, entity, entity_id, before_json, after_json, ip, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, actor.UserID, action, entity, entityID, encode(before), encode(after), httpx.ClientIP(r), s.now().UTC())
	return err
}

func pathID(r *http.Request) (int64, error) {
	return httpx.PositiveID(r.PathValue("id"), "id")
}

func (s *Service) listHandler(res *Resource) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		lq, err := res.listQuery(r.URL.Query())
		if err != nil {
			return err
		}
		items, total, err := res.list(r.Context(), s.db, lq)
		if err != nil {
			return err
		}
		httpx.Answer(w, &PageAnswer[Record]{Items: items, Total: total, Page: lq.Page, PageSize: lq.PageSize})
		return nil
	}
}

func (s *Service) getHandler(res *Resource) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r)
		if err != nil {
			return err
		}
		rec, err := res.read(r.Context(), s.db, id)
		if err != nil {
			return err
		}
		httpx.Answer(w, &ItemAnswer[Record]{Item: rec})
		return nil
	}
}

// writeError turns the database's refusals into clear 4xx answers.
func writeError(res *Resource, err error) error {
	switch {
	case errors.Is(err, db.ErrConflict):
		field := "the record"
		for _, f := range res.Fields {
			if strings.Contains(err.Error(), f.column()) {
				return httpx.InvalidField(f.Name, "%s is already used by another %s.", labelOf(f), res.Entity)
			}
		}
		return httpx.Errorf(http.StatusConflict, "This %s conflicts with %s.", res.Entity, field)
	case errors.Is(err, db.ErrReference):
		return httpx.Errorf(http.StatusBadRequest, "This %s refers to a record that does not exist.", res.Entity)
	case errors.Is(err, db.ErrCheck):
		return httpx.Errorf(http.StatusBadRequest, "This %s breaks a rule of the catalogue (for example seats taken above the seat limit).", res.Entity)
	}
	return err
}

func (s *Service) createHandler(res *Resource) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		actor, _ := httpx.IdentityFrom(r.Context())
		values, err := httpx.Values(w, r, s.uploadMax)
		if err != nil {
			return err
		}
		cols, texts, err := res.changes(r.Context(), s.media, values, r.MultipartForm, true, actor.UserID)
		if err != nil {
			return err
		}
		if err := checkRecord(res, cols); err != nil {
			return err
		}
		now := s.now().UTC()
		if res.Timestamps {
			cols["created_at"], cols["updated_at"] = now, now
		}
		names := sortedKeys(cols)
		args := make([]any, len(names))
		for i, n := range names {
			args[i] = cols[n]
		}
		var rec Record
		err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
			if res.CheckStored != nil {
				if err := res.CheckStored(r.Context(), tx, 0, cols); err != nil {
					return err
				}
			}
			if res.CheckChange != nil {
				if err := res.CheckChange(r.Context(), tx, s, 0, nil, cols, confirmedByStaff(values)); err != nil {
					return err
				}
			}
			id, err := tx.InsertID(r.Context(), "INSERT INTO "+res.Table+" ("+strings.Join(names, ", ")+") VALUES ("+
				db.Placeholders(len(names))+") RETURNING id", args...)
			if err != nil {
				return writeError(res, err)
			}
			if err := translations.Change(r.Context(), tx, res.Table, id, texts); err != nil {
				return err
			}
			if rec, err = res.read(r.Context(), tx, id); err != nil {
				return err
			}
			if err := res.untranslatedEnglish(rec); err != nil {
				return err
			}
			return s.audit(r.Context(), tx, r, "create", res.Entity, id, nil, rec)
		})
		if err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusCreated, &ItemAnswer[Record]{Item: rec})
		return nil
	}
}

// checkRecord applies a resource's rules across fields.
func checkRecord(res *Resource, cols map[string]any) error {
	if res.Check == nil {
		return nil
	}
	if errs := res.Check(cols); len(errs) > 0 {
		return invalid(errs)
	}
	return nil
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (s *Service) updateHandler(res *Resource) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		actor, _ := httpx.IdentityFrom(r.Context())
		id, err := pathID(r)
		if err != nil {
			return err
		}
		values, err := httpx.Values(w, r, s.uploadMax)
		if err != nil {
			return err
		}
		cols, texts, err := res.changes(r.Context(), s.media, values, r.MultipartForm, false, actor.UserID)
		if err != nil {
			return err
		}
		var after Record
		err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
			before, err := res.read(r.Context(), tx, id)
			if err != nil {
				return err
			}
			if res.Check != nil || res.CheckStored != nil || res.CheckChange != nil {
				stored := storedColumns(res, before)
				merged := storedColumns(res, before)
				for k, v := range cols {
					merged[k] = v
				}
				if err := checkRecord(res, merged); err != nil {
					return err
				}
				if res.CheckStored != nil {
					if err := res.CheckStored(r.Context(), tx, id, merged); err != nil {
						return err
					}
				}
				if res.CheckChange != nil {
					if err := res.CheckChange(r.Context(), tx, s, id, stored, merged, confirmedByStaff(values)); err != nil {
						return err
					}
				}
			}
			if len(cols) > 0 || (len(texts) > 0 && res.Timestamps) {
				if res.Timestamps {
					cols["updated_at"] = s.now().UTC()
				}
				names := sortedKeys(cols)
				sets := make([]string, len(names))
				args := make([]any, 0, len(names)+1)
				for i, n := range names {
					sets[i] = n + " = ?"
					args = append(args, cols[n])
				}
				if _, err := tx.Exec(r.Context(), "UPDATE "+res.Table+" SET "+strings.Join(sets, ", ")+" WHERE id = ?", append(args, id)...); err != nil {
					return writeError(res, err)
				}
			}
			if err := translations.Change(r.Context(), tx, res.Table, id, texts); err != nil {
				return err
			}
			if after, err = res.read(r.Context(), tx, id); err != nil {
				return err
			}
			if err := res.untranslatedEnglish(after); err != nil {
				return err
			}
			if err := s.audit(r.Context(), tx, r, "update", res.Entity, id, before, after); err != nil {
				return err
			}
			if res.AfterUpdate != nil {
				return res.AfterUpdate(r.Context(), tx, s, r, id, before, after)
			}
			return nil
		})
		if err != nil {
			return err
		}
		httpx.Answer(w, &ItemAnswer[Record]{Item: after})
		return nil
	}
}

// storedColumns turns an API record back into column values for cross-field checks.
func storedColumns(res *Resource, rec map[string]any) map[string]any {
	out := map[string]any{}
	for _, f := range res.Fields {
		v := rec[f.Name]
		if f.Kind == Money || f.Kind == Marks {
			switch n := v.(type) {
			case interface{ Rupees() string }:
				v, _ = parseHundredths(n.Rupees())
			case float64:
				v = int64(n*100 + 0.5)
			}
		}
		out[f.column()] = v
	}
	return out
}

func (s *Service) deleteHandler(res *Resource) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r)
		if err != nil {
			return err
		}
		var videoFile *int64 // a lecture's or a discussion's file in the store: deleted with the record
		err = s.changeCatalogue(r.Context(), func(tx *db.Tx) error {
			before, err := res.read(r.Context(), tx, id)
			if err != nil {
				return err
			}
			if res.CanDelete != nil {
				if err := res.CanDelete(r.Context(), tx, id); err != nil {
					return err
				}
			}
			if videoFile, err = videoFileOf(r.Context(), tx, res, id); err != nil {
				return err
			}
			if _, err := tx.Exec(r.Context(), "DELETE FROM "+res.Table+" WHERE id = ?", id); err != nil {
				if errors.Is(err, db.ErrReference) {
					return httpx.Errorf(http.StatusConflict, "Other records still use this %s; remove or move them first.", res.Entity)
				}
				return err
			}
			if err := translations.Delete(r.Context(), tx, res.Table, id); err != nil {
				return err
			}
			return s.audit(r.Context(), tx, r, "delete", res.Entity, id, before, nil)
		})
		if err != nil {
			return err
		}
		if videoFile != nil {
			s.media.Discard(r.Context(), *videoFile)
		}
		say(w, http.StatusOK, "Deleted.")
		return nil
	}
}

// AuditEntry is one write of the audit log, with the record before and after as JSON text.
type AuditEntry struct {
	ID       int64     `db:"id" json:"id"`
	Actor    *string   `db:"actor" json:"actor"`
	Action   string    `db:"action" json:"action"`
	Entity   string    `db:"entity" json:"entity"`
	EntityID *int64    `db:"entity_id" json:"entityId"`
	Before   string    `db:"before_json" json:"before"`
	After    string    `db:"after_json" json:"after"`
	IP       string    `db:"ip" json:"ip"`
	At       time.Time `db:"created_at" json:"at"`
}

// auditList answers the newest audit entries, of one entity when ?entity= is given.
func (s *Service) auditList(w http.ResponseWriter, r *http.Request) error {
	rows := []AuditEntry{}
	entity := r.URL.Query().Get("entity")
	err := s.db.Select(r.Context(), &rows, `SELECT a.id, u.email AS actor, a.action, a.entity, a.entity_id, a.before_json, a.after_json,
			a.ip, a.created_at FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
		WHERE ? = '' OR a.entity = ? ORDER BY a.id DESC LIMIT 200`, entity, entity)
	if err != nil {
		return err
	}
	// An admin who is to mark an answer again sees that it was evaluated, not by whom nor with
	// what marks, until their own are in (docs/product.md, "Second marking").
	caller, _ := httpx.IdentityFrom(r.Context())
	blind, err := mains.BlindTo(r.Context(), s.db, caller.UserID)
	if err != nil {
		return err
	}
	for i := range rows {
		if mains.BlindAuditEntry(blind, rows[i].Entity, rows[i].EntityID) {
			rows[i].Actor, rows[i].Before, rows[i].After, rows[i].IP = nil, "null", "null", ""
		}
	}
	httpx.Answer(w, &ItemsAnswer[AuditEntry]{Items: rows})
	return nil
}
