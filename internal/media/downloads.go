package media

import (
	"context"
	"errors"
	"net/http"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/files"
	"aspirant/internal/platform/locale"
)

// Decision is a domain's answer about a stored file: whether one of its items holds the file,
// whether the caller may have it, and the name to save it under.
type Decision struct {
	Found   bool
	Allowed bool
	Name    string
	Refusal locale.Message // why a subscriber may not have it yet (e.g. before submitting the test)
	// Personal: the caller's own work (a mains answer and its evaluated copy), served as it is
	// rather than watermarked.
	Personal bool
}

// Resolver asks one domain about a file; the caller's identity is in ctx.
type Resolver func(ctx context.Context, fileID int64) (Decision, error)

// Downloads serves paid files through GET /api/v1/modules/download?filePath=P. The path is a
// storage key looked up in the files table, never joined onto a disk path; the domains that
// hold the file decide who may have it.
type Downloads struct {
	media     *Service
	holderOf  HolderOf
	resolvers []Resolver
}

// NewDownloads serves the files the resolvers hold; holderOf names the learner in their
// watermarked copies.
func NewDownloads(m *Service, holderOf HolderOf, resolvers ...Resolver) *Downloads {
	return &Downloads{media: m, holderOf: holderOf, resolvers: resolvers}
}

// Routes registers the download call.
func (d *Downloads) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/modules/download", httpx.Handler(d.download))
}

var (
	errFileNotFound = httpx.Errorf(http.StatusNotFound, "File not found")
	errLoginToView  = httpx.Errorf(http.StatusUnauthorized, "Please login to view this content")
)

func (d *Downloads) download(w http.ResponseWriter, r *http.Request) error {
	key := r.URL.Query().Get("filePath")
	if !files.ValidKey(key) {
		return errFileNotFound
	}
	var f File
	err := d.media.db.Get(r.Context(), &f, `SELECT `+fileColumns+` FROM files f WHERE f.storage_key = ?`, key)
	if errors.Is(err, db.ErrNotFound) {
		return errFileNotFound
	}
	if err != nil {
		return err
	}
	for _, resolve := range d.resolvers {
		decision, err := resolve(r.Context(), f.ID)
		if err != nil {
			return err
		}
		if !decision.Found {
			continue
		}
		if !decision.Allowed {
			if _, ok := httpx.IdentityFrom(r.Context()); !ok {
				return errLoginToView
			}
			if !decision.Refusal.IsZero() {
				return &httpx.Error{Status: http.StatusForbidden, Message: decision.Refusal}
			}
			return httpx.Errorf(http.StatusForbidden, "Subscribe to access this file.")
		}
		return d.serveAllowed(w, r, f, decision)
	}
	if f.IsPublic {
		return d.media.serve(w, r, f, f.OriginalName)
	}
	return errFileNotFound // a private file no item holds any more
}
