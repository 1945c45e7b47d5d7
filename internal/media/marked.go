package media

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"runtime"
	"strings"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/mobile"
	"aspirant/internal/platform/pdfmark"
)

// A paid PDF that a learner downloads is a copy marked with who they are (docs/product.md,
// "Protected downloads"), made at their first download of it and kept: every later download,
// on any server, is that same copy.

// Holder is the learner a marked copy names.
type Holder struct {
	Name, StudentID, Email, Mobile string
}

// HolderOf answers the learner a user id stands for.
type HolderOf func(ctx context.Context, userID int64) (Holder, error)

// Parts are what a watermark says about the learner: their name, their student id, and enough
// of their e-mail and mobile number to tell who shared a copy without printing either whole.
func (h Holder) Parts() []string {
	parts := []string{}
	for _, part := range []string{h.Name, h.StudentID, maskEmail(h.Email), mobile.Masked(h.Mobile)} {
		if part = strings.TrimSpace(part); part != "" {
			parts = append(parts, part)
		}
	}
	return parts
}

// markLine is a PDF watermark's text, a name in Devanagari as written. A part the PDF's fonts
// cannot draw (a name in Tamil letters) is left out: the student id still names the account.
func (h Holder) markLine() string {
	parts := []string{}
	for _, part := range h.Parts() {
		if drawable, err := pdfmark.Writable(part); err == nil && drawable != "" {
			parts = append(parts, drawable)
		}
	}
	return "Licensed to " + strings.Join(parts, " · ")
}

// maskEmail keeps the first two letters and the domain: "as***@gmail.com".
func maskEmail(email string) string {
	local, domain, ok := strings.Cut(email, "@")
	if !ok || local == "" {
		return ""
	}
	return string([]rune(local)[:min(2, len([]rune(local)))]) + "***@" + domain
}

// marking bounds the copies being made at once on this server: making one reads and rewrites a
// whole PDF, and a class downloading the notes before a test must not take every core.
var marking = make(chan struct{}, max(1, runtime.NumCPU()/2))

// serveAllowed serves a file the caller may have: a paid PDF as the caller's marked copy (an
// evaluator's too: a copy forwarded from an evaluator's account is as lost as a learner's);
// an admin's downloads, a learner's own work (and the answers an evaluator marks) and other
// kinds of file as they are.
func (d *Downloads) serveAllowed(w http.ResponseWriter, r *http.Request, f File, decision Decision) error {
	id, signedIn := httpx.IdentityFrom(r.Context())
	if !signedIn || id.IsAdmin() || decision.Personal || f.ContentType != "application/pdf" {
		return d.media.serve(w, r, f, decision.Name)
	}
	marked, err := d.markedCopy(r.Context(), f, id.UserID)
	if errors.Is(err, pdfmark.ErrUnreadable) {
		// Staff uploaded a PDF the library cannot rewrite (locked with a password, or damaged):
		// the learner still gets what they paid for, and the operator hears of it.
		httpx.LoggerFrom(r.Context()).Error("a paid PDF cannot be watermarked; served unmarked", "key", f.StorageKey)
		return d.media.serve(w, r, f, decision.Name)
	}
	if err != nil {
		return err
	}
	return d.media.serve(w, r, marked, decision.Name)
}

// markedCopy answers the learner's marked copy of source, making it at the first call. Two
// first downloads at once may both make one; the first recorded is kept and the other removed.
func (d *Downloads) markedCopy(ctx context.Context, source File, userID int64) (File, error) {
	if f, err := d.recordedCopy(ctx, source.ID, userID); !errors.Is(err, db.ErrNotFound) {
		return f, err
	}
	holder, err := d.holderOf(ctx, userID)
	if err != nil {
		return File{}, err
	}
	select {
	case marking <- struct{}{}:
		defer func() { <-marking }()
	case <-ctx.Done():
		return File{}, ctx.Err()
	}
	original, err := d.media.Read(ctx, source.StorageKey, source.SizeBytes)
	if err != nil {
		return File{}, err
	}
	marked, err := pdfmark.Watermark(original, holder.markLine())
	if err != nil {
		return File{}, err
	}
	f, err := d.media.saveMarked(ctx, source, userID, marked)
	if errors.Is(err, db.ErrConflict) {
		return d.recordedCopy(ctx, source.ID, userID)
	}
	return f, err
}

func (d *Downloads) recordedCopy(ctx context.Context, sourceID, userID int64) (File, error) {
	var f File
	err := d.media.db.Get(ctx, &f, `SELECT `+fileColumns+` FROM marked_files m JOIN files f ON f.id = m.file_id
		WHERE m.source_id = ? AND m.user_id = ?`, sourceID, userID)
	return f, err
}

// saveMarked stores a learner's marked copy of source and records it; db.ErrConflict when one
// was recorded meanwhile (this copy is then removed).
func (s *Service) saveMarked(ctx context.Context, source File, userID int64, content []byte) (File, error) {
	key := newKey(Document.Folder, ".pdf", s.now())
	stored, err := s.store.Put(ctx, key, bytes.NewReader(content))
	if err != nil {
		return File{}, err
	}
	f := File{StorageKey: key, ContentType: source.ContentType, SizeBytes: stored.Size, SHA256: stored.SHA256,
		OriginalName: source.OriginalName, CreatedAt: s.now().UTC()}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := insertFile(ctx, tx, &f, 0); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "INSERT INTO marked_files (source_id, user_id, file_id, created_at) VALUES (?, ?, ?, ?)",
			source.ID, userID, f.ID, f.CreatedAt)
		return err
	})
	if err != nil {
		_ = s.store.Delete(ctx, key)
		return File{}, err
	}
	return f, nil
}
