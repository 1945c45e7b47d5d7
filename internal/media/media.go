// Package media records the files the product keeps (the files table) and serves the public
// ones (thumbnails, slides, posters) under /files/. Bytes live in a files.Store; keys are made
// here, from a kind and random bytes, never from what a client sent. Paid documents are not
// public: they are served only through the entitlement-checked download call.
package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"slices"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/files"
)

// File is one row of the files table.
type File struct {
	ID           int64     `db:"id"`
	StorageKey   string    `db:"storage_key"`
	ContentType  string    `db:"content_type"`
	SizeBytes    int64     `db:"size_bytes"`
	SHA256       string    `db:"sha256"`
	OriginalName string    `db:"original_name"`
	IsPublic     bool      `db:"is_public"`
	CreatedAt    time.Time `db:"created_at"`
}

// Kind says what a file may be and who may see it.
type Kind struct {
	Folder  string            // first part of the storage key
	Public  bool              // served to anyone under /files/
	Allowed map[string]string // sniffed content type -> file extension
	// Variants lists the content types that are also kept as WebP at ImageWidths.
	Variants []string
}

var (
	// Image: thumbnails, slides, posters, portraits. SVG is refused: it can carry script.
	Image = Kind{Folder: "img", Public: true, Allowed: map[string]string{
		"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/gif": ".gif",
	}, Variants: []string{"image/jpeg", "image/png", "image/webp"}} // a GIF may move: kept as it is
	// Document: PDFs that only entitled learners (or staff) download.
	Document = Kind{Folder: "doc", Public: false, Allowed: map[string]string{"application/pdf": ".pdf"}}
	// Video: lecture files, played by entitled learners through signed addresses only
	// (docs/product.md, "Videos"). MP4 and WebM play in every phone's browser.
	Video = Kind{Folder: "vid", Public: false, Allowed: map[string]string{"video/mp4": ".mp4", "video/webm": ".webm"}}
)

// ErrUnsupportedType: the content is not of a type the kind allows (decided by the bytes,
// not by the name or the declared type).
var ErrUnsupportedType = errors.New("unsupported file type")

// Service saves and finds files.
type Service struct {
	db    *db.DB
	store files.Store
	now   func() time.Time
}

func NewService(d *db.DB, store files.Store, now func() time.Time) *Service {
	return &Service{db: d, store: store, now: now}
}

// Save checks the content against kind, stores it under a fresh key and records it. by is the
// uploading user's id, or 0 for the system.
func (s *Service) Save(ctx context.Context, kind Kind, originalName string, content io.Reader, by int64) (File, error) {
	head := make([]byte, 512)
	n, err := io.ReadFull(content, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return File{}, err
	}
	head = head[:n]
	contentType := sniff(head)
	ext, ok := kind.Allowed[contentType]
	if !ok {
		return File{}, ErrUnsupportedType
	}
	key := newKey(kind.Folder, ext, s.now())
	if !slices.Contains(kind.Variants, contentType) {
		return s.put(ctx, key, contentType, kind.Public, originalName, io.MultiReader(bytes.NewReader(head), content), by)
	}
	// An image is decoded and resized before anything is stored: bytes that only look like an
	// image are refused, and the smaller copies exist from the moment the image does.
	rest, err := io.ReadAll(content)
	if err != nil {
		return File{}, err
	}
	whole := append(head, rest...)
	variants, err := ImageVariants(whole)
	if errors.Is(err, ErrImageTooLarge) {
		return File{}, err
	}
	if err != nil {
		return File{}, fmt.Errorf("%w: %v", ErrUnsupportedType, err)
	}
	// The copies first and the original last: a picture is recorded only with all its copies, and
	// a failure midway (a store that stops answering) takes back what was stored.
	var stored []File
	for width, body := range variants {
		copied, err := s.put(ctx, VariantKey(key, width), "image/webp", kind.Public, originalName, bytes.NewReader(body), by)
		if err != nil {
			s.remove(ctx, stored)
			return File{}, err
		}
		stored = append(stored, copied)
	}
	f, err := s.put(ctx, key, contentType, kind.Public, originalName, bytes.NewReader(whole), by)
	if err != nil {
		s.remove(ctx, stored)
		return File{}, err
	}
	return f, nil
}

// remove takes back files stored by a Save that failed, as far as the store lets it now; what is
// left is never named by anything.
func (s *Service) remove(ctx context.Context, stored []File) {
	for _, f := range stored {
		if _, err := s.db.Exec(ctx, "DELETE FROM files WHERE id = ?", f.ID); err == nil {
			_ = s.store.Delete(ctx, f.StorageKey)
		}
	}
}

// SaveAt stores trusted content (the demo's images) under a chosen key, replacing any file
// recorded there.
func (s *Service) SaveAt(ctx context.Context, key string, public bool, originalName string, content []byte) (File, error) {
	contentType := sniff(content)
	if !files.ValidKey(key) {
		return File{}, fmt.Errorf("invalid key %q", key)
	}
	if _, err := s.db.Exec(ctx, "DELETE FROM files WHERE storage_key = ?", key); err != nil {
		return File{}, err
	}
	return s.put(ctx, key, contentType, public, originalName, bytes.NewReader(content), 0)
}

func (s *Service) put(ctx context.Context, key, contentType string, public bool, originalName string, content io.Reader, by int64) (File, error) {
	stored, err := s.store.Put(ctx, key, content)
	if err != nil {
		return File{}, err
	}
	f := File{StorageKey: key, ContentType: contentType, SizeBytes: stored.Size, SHA256: stored.SHA256,
		OriginalName: cleanName(originalName), IsPublic: public, CreatedAt: s.now().UTC()}
	if err := insertFile(ctx, s.db, &f, by); err != nil {
		_ = s.store.Delete(ctx, key)
		return File{}, err
	}
	return f, nil
}

// newKey makes a fresh storage key in a folder: the month it was made and random bytes, never
// anything a client sent.
func newKey(folder, ext string, now time.Time) string {
	var random [12]byte
	_, _ = rand.Read(random[:])
	return fmt.Sprintf("%s/%s/%s%s", folder, now.UTC().Format("2006/01"), hex.EncodeToString(random[:]), ext)
}

// fileColumns are the files table's columns as File reads them, from the table aliased f.
const fileColumns = "f.id, f.storage_key, f.content_type, f.size_bytes, f.sha256, f.original_name, f.is_public, f.created_at"

// insertFile records a stored file and sets its id; by is the uploader (0: none).
func insertFile(ctx context.Context, q db.Q, f *File, by int64) error {
	var uploadedBy any
	if by > 0 {
		uploadedBy = by
	}
	var err error
	f.ID, err = q.InsertID(ctx, `INSERT INTO files
		(storage_key, content_type, size_bytes, sha256, original_name, is_public, uploaded_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		f.StorageKey, f.ContentType, f.SizeBytes, f.SHA256, f.OriginalName, f.IsPublic, uploadedBy, f.CreatedAt)
	return err
}

// Read answers the bytes of a stored file, refusing one larger than limit (the server reads
// only files it stored within its limits, so a larger one is damage, not a learner's file).
func (s *Service) Read(ctx context.Context, key string, limit int64) ([]byte, error) {
	content, err := s.store.Open(ctx, key)
	if err != nil {
		return nil, err
	}
	defer content.Close()
	data, err := io.ReadAll(io.LimitReader(content, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = fmt.Errorf("media: %s: %w (%d bytes)", key, ErrTooLarge, limit)
	}
	return data, err
}

// ErrTooLarge: a stored file is larger than the reader asked for (stored under a higher limit).
var ErrTooLarge = errors.New("file larger than the limit")

// PublicByKey finds a public file by its storage key.
func (s *Service) PublicByKey(ctx context.Context, key string) (File, error) {
	var f File
	err := s.db.Get(ctx, &f, `SELECT id, storage_key, content_type, size_bytes, sha256, original_name, is_public, created_at
		FROM files WHERE storage_key = ? AND is_public`, key)
	return f, err
}

// ServePublic answers GET /files/{key...}: the public file, or 404 for anything else (an
// unknown key, a private document, a key that tries to climb out of the store).
func (s *Service) ServePublic(w http.ResponseWriter, r *http.Request) error {
	key := r.PathValue("key")
	if !files.ValidKey(key) {
		return httpx.Errorf(http.StatusNotFound, "File not found")
	}
	if r.URL.Query().Has("w") {
		// The answer to ?w= depends on whether the browser takes WebP.
		w.Header().Add("Vary", "Accept")
		if variant, ok := s.variantFor(r, key); ok {
			return s.serve(w, r, variant, "")
		}
	}
	f, err := s.PublicByKey(r.Context(), key)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "File not found")
	}
	if err != nil {
		return err
	}
	return s.serve(w, r, f, "")
}

// Discard removes a file that nothing names any more (a lecture's video replaced by a new
// upload): its record, then its bytes. A failure leaves bytes no record leads to, and is logged.
func (s *Service) Discard(ctx context.Context, fileID int64) {
	var key string
	if err := s.db.Get(ctx, &key, "SELECT storage_key FROM files WHERE id = ?", fileID); err != nil {
		httpx.LoggerFrom(ctx).Warn("discard a file: not found", "file", fileID, "err", err)
		return
	}
	s.remove(ctx, []File{{ID: fileID, StorageKey: key}})
}

// DiscardImage removes an image that nothing names (one stored for a question import that did not
// commit): its copies and itself, records then bytes, as Discard does. A failure is logged.
func (s *Service) DiscardImage(ctx context.Context, key string) {
	keys := []any{key}
	for _, width := range ImageWidths {
		keys = append(keys, VariantKey(key, width))
	}
	var stored []File
	err := s.db.Select(ctx, &stored, `SELECT `+fileColumns+` FROM files f WHERE f.storage_key IN (`+
		strings.TrimSuffix(strings.Repeat("?, ", len(keys)), ", ")+`)`, keys...)
	if err != nil {
		httpx.LoggerFrom(ctx).Warn("discard an image", "key", key, "err", err)
		return
	}
	s.remove(ctx, stored)
}

// ServeVideo answers a lecture's video file for a playback address that works until `until`:
// ranges from this server, or, with a store that signs addresses, a redirect to the store's own
// address, which ends no later than the playback address does.
func (s *Service) ServeVideo(w http.ResponseWriter, r *http.Request, fileID int64, until time.Time) error {
	var f File
	err := s.db.Get(r.Context(), &f, `SELECT `+fileColumns+` FROM files f WHERE f.id = ? AND NOT f.is_public`, fileID)
	if errors.Is(err, db.ErrNotFound) || (err == nil && Video.Allowed[f.ContentType] == "") {
		return httpx.Errorf(http.StatusNotFound, "Video information not found")
	}
	if err != nil {
		return err
	}
	// Another site's page may not play it, even with a copied address.
	w.Header().Set("Cross-Origin-Resource-Policy", "same-origin")
	return s.serveFor(w, r, f, "inline", until.Sub(s.now()))
}

// SignedURLTTL is how long the address of a paid file in an S3 store works: long enough to
// start a download on a slow phone, too short to be worth sharing.
const SignedURLTTL = 5 * time.Minute

// serve writes a stored file with range support. downloadName, when set, makes the browser
// save it under that name. A paid file in a store that signs addresses (S3) is not sent
// through this server: the caller, already checked, is sent to a short-lived address at which
// the store serves it, so large PDFs and videos do not load the application servers.
func (s *Service) serve(w http.ResponseWriter, r *http.Request, f File, downloadName string) error {
	disposition := ""
	if downloadName != "" {
		disposition = mime.FormatMediaType("attachment", map[string]string{"filename": downloadName})
	}
	return s.serveFor(w, r, f, disposition, SignedURLTTL)
}

// MaxRanges is how many byte ranges one request may ask for. A video player or a PDF reader
// asks for one at a time; thousands in one request would have the server cut and frame the file
// thousands of times for one call (docs/reliability.md, "Bounds").
const MaxRanges = 8

// tooManyRanges reports whether a Range header asks for more than MaxRanges ranges.
func tooManyRanges(header string) bool {
	spec, ok := strings.CutPrefix(header, "bytes=")
	return ok && strings.Count(spec, ",") >= MaxRanges
}

// serveFor writes a stored file with its Content-Disposition; a private file in a store that
// signs addresses is a redirect to an address that works for ttl.
func (s *Service) serveFor(w http.ResponseWriter, r *http.Request, f File, disposition string, ttl time.Duration) error {
	if tooManyRanges(r.Header.Get("Range")) {
		return httpx.Errorf(http.StatusRequestedRangeNotSatisfiable, "Ask for at most %d parts of a file at a time.", MaxRanges)
	}
	if signer, ok := s.store.(files.Signer); ok && !f.IsPublic {
		address, err := signer.SignedURL(r.Context(), f.StorageKey, max(ttl, time.Second), f.ContentType, disposition)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "private, no-store")
		http.Redirect(w, r, address, http.StatusTemporaryRedirect)
		return nil
	}
	content, err := s.store.Open(r.Context(), f.StorageKey)
	if errors.Is(err, files.ErrNotFound) {
		httpx.LoggerFrom(r.Context()).Error("file recorded but missing from the store", "key", f.StorageKey)
		return httpx.Errorf(http.StatusNotFound, "File not found")
	}
	if err != nil {
		return err
	}
	defer content.Close()
	h := w.Header()
	h.Set("Content-Type", f.ContentType)
	h.Set("ETag", `"`+f.SHA256+`"`)
	// Public keys never change content (a new upload gets a new key), so caches may keep them.
	if f.IsPublic {
		h.Set("Cache-Control", "public, max-age=604800")
	} else {
		h.Set("Cache-Control", "private, no-store")
	}
	// A stored file is never a page: no scripts, no plugins, even if a browser were fooled.
	h.Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
	if disposition != "" {
		h.Set("Content-Disposition", disposition)
	}
	http.ServeContent(w, r, "", content.ModTime(), content)
	return nil
}

// sniff decides the content type from the bytes alone.
func sniff(head []byte) string {
	ct := http.DetectContentType(head)
	if i := strings.IndexByte(ct, ';'); i >= 0 {
		ct = ct[:i]
	}
	return ct
}

// cleanName keeps a readable original name for staff screens, without path parts or control
// characters.
func cleanName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Map(func(r rune) rune {
		if r < 32 || r == 127 {
			return -1
		}
		return r
	}, strings.ToValidUTF8(name, "\uFFFD"))
	if runes := []rune(name); len(runes) > 200 {
		name = string(runes[:200])
	}
	return name
}
