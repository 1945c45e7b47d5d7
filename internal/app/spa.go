package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"aspirant/web"
)

// asset is one file of the built app, held in memory with its gzip form made once at start.
type asset struct {
	body        []byte
	gzipped     []byte // nil when compressing does not pay
	contentType string
	etag        string
}

// spa serves the embedded web app: files by their path, and index.html for every other path so
// that the app's router can show the page (its own 404 included).
type spa struct {
	assets map[string]*asset
	built  bool
}

func newSPA(app fs.FS, log *slog.Logger) *spa {
	s := &spa{assets: map[string]*asset{}}
	if app == nil {
		app, _ = web.App()
	}
	if app == nil {
		log.Warn("the web app is not built: run `make build`; pages answer a placeholder")
		return s
	}
	err := fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(app, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		a := &asset{body: body, etag: `"` + hex.EncodeToString(sum[:8]) + `"`,
			contentType: mime.TypeByExtension(path.Ext(name))}
		if a.contentType == "" {
			a.contentType = http.DetectContentType(body)
		}
		if compressible(a.contentType) && len(body) > 1024 {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			_, _ = zw.Write(body)
			_ = zw.Close()
			if buf.Len() < len(body)*9/10 {
				a.gzipped = buf.Bytes()
			}
		}
		s.assets["/"+name] = a
		return nil
	})
	if err != nil {
		log.Error("read the embedded web app", "err", err)
	}
	s.built = s.assets["/index.html"] != nil
	return s
}

func compressible(contentType string) bool {
	for _, prefix := range []string{"text/", "application/javascript", "text/javascript", "application/json", "image/svg+xml", "application/manifest+json"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if !s.built {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write([]byte(`<!doctype html><title>Aspirant</title><p>The web app is not built. Run <code>make build</code>.</p>`))
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if a, ok := s.assets[name]; ok && name != "/index.html" {
		// Files under /assets/ carry a content hash in their names: cache them for a year.
		if strings.HasPrefix(name, "/assets/") {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "public, max-age=3600")
		}
		s.write(w, r, a)
		return
	}
	// A missing file (a name with an extension) is a 404, not the app: a stale bundle asking
	// for an old chunk must fail loudly rather than parse HTML as JavaScript.
	if path.Ext(name) != "" && name != "/index.html" {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	s.write(w, r, s.assets["/index.html"])
}

func (s *spa) write(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("ETag", a.etag)
	h.Set("Vary", "Accept-Encoding")
	body := a.body
	if a.gzipped != nil && acceptsGzip(r) && r.Header.Get("Range") == "" {
		h.Set("Content-Encoding", "gzip")
		h.Set("ETag", strings.TrimSuffix(a.etag, `"`)+`-gz"`) // another representation, another tag
		body = a.gzipped
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		if strings.TrimSpace(strings.SplitN(part, ";", 2)[0]) == "gzip" {
			return true
		}
	}
	return false
}
