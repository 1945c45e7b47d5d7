package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/pages"
	"aspirant/internal/seo"
	"aspirant/web"
)

// asset is one file of the built app, held in memory with its gzip form made once at start and
// its Brotli form made at build time.
type asset struct {
	body        []byte
	gzipped     []byte // nil when compressing does not pay
	brotli      []byte // name.br of the build; nil when there is none
	contentType string
	etag        string
}

// spa serves the embedded web app: files by their path, and index.html for every other path so
// that the app's router can show the page (its own 404 included). The page's head is made for
// its address (docs/product.md, "Pages worth sharing"), and an address that names nothing
// answers 404 with the app, which shows its not-found page.
type spa struct {
	assets map[string]*asset
	built  bool
	heads  func(r *http.Request) (seo.Head, error)
	bodies *pages.Renderer // nil: every page's body is left to the app
	log    *slog.Logger
	// index.html around the part of its head that differs between pages, and the head's end up
	// to the body's marker and from it.
	beforeHead, beforeBody, afterBody []byte
	// beforeBody for a page sent with its body: the app's scripts are started by /boot.js once
	// the page is painted, instead of being fetched with it.
	beforeRenderedBody []byte
}

// The app's entry script and the chunks it imports, as Vite writes them into index.html.
var (
	entryScript   = regexp.MustCompile(`<script type="module" crossorigin src="([^"]+)"></script>`)
	modulePreload = regexp.MustCompile(`\s*<link rel="modulepreload" crossorigin href="([^"]+)">`)
)

// startAfterPaint answers the end of index.html's head with the entry script and its preloads
// replaced by /boot.js naming them; nil when the head has no entry script.
func startAfterPaint(head []byte) []byte {
	entry := entryScript.FindSubmatch(head)
	if entry == nil {
		return nil
	}
	var chunks []string
	for _, m := range modulePreload.FindAllSubmatch(head, -1) {
		chunks = append(chunks, string(m[1]))
	}
	boot := fmt.Sprintf(`<script defer src="/boot.js" data-entry="%s" data-chunks="%s"></script>`,
		html.EscapeString(string(entry[1])), html.EscapeString(strings.Join(chunks, " ")))
	head = modulePreload.ReplaceAll(head, nil)
	return entryScript.ReplaceAllLiteral(head, []byte(boot))
}

// The markers in web/index.html around the head that each page gets its own of, and where a
// public page's rendered body goes (inside the app's root element).
const headStart, headEnd, bodyMarker = "<!--page-head-->", "<!--/page-head-->", "<!--page-body-->"

// A web app manifest is JSON of its own type; Go's table does not know its extension.
func init() { _ = mime.AddExtensionType(".webmanifest", "application/manifest+json") }

func newSPA(app fs.FS, bundle []byte, heads func(r *http.Request) (seo.Head, error), log *slog.Logger) *spa {
	s := &spa{assets: map[string]*asset{}, heads: heads, log: log}
	if app == nil {
		app, _ = web.App()
		if bundle == nil {
			bundle, _ = web.ServerBundle()
		}
	}
	if bundle != nil {
		s.bodies = pages.New(bundle, log)
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
	for name, a := range s.assets {
		if compressed, ok := s.assets[name+".br"]; ok {
			a.brotli = compressed.body
		}
	}
	s.built = s.assets["/index.html"] != nil
	if s.built {
		index := s.assets["/index.html"].body
		start, end := bytes.Index(index, []byte(headStart)), bytes.Index(index, []byte(headEnd))
		if start >= 0 && end > start {
			s.beforeHead, s.beforeBody = index[:start], index[end+len(headEnd):]
			if at := bytes.Index(s.beforeBody, []byte(bodyMarker)); at >= 0 {
				s.beforeBody, s.afterBody = s.beforeBody[:at], s.beforeBody[at+len(bodyMarker):]
				s.beforeRenderedBody = startAfterPaint(s.beforeBody)
			}
		} else {
			log.Warn("web/index.html lacks the page-head markers: every page gets the same head")
		}
	}
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
	if s.beforeHead == nil {
		s.write(w, r, s.assets["/index.html"])
		return
	}
	head, err := s.heads(r)
	if err == nil && head.Redirect != "" {
		http.Redirect(w, r, head.Redirect, head.Status)
		return
	}
	var tags []byte
	var answers map[string]string
	if err == nil {
		answers, err = head.Answers()
	}
	if err == nil {
		tags, err = head.HTML(answers)
	}
	if err != nil { // the page still works with the site's head
		s.log.Warn("page head", "path", r.URL.Path, "err", err)
		s.write(w, r, s.assets["/index.html"])
		return
	}
	beforeBody, body := s.beforeBody, s.body(r, head, answers)
	if body != nil {
		beforeBody = s.beforeRenderedBody
	}
	page := slices.Concat(s.beforeHead, tags, beforeBody, body, s.afterBody)
	sum := sha256.Sum256(page)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("ETag", `"`+hex.EncodeToString(sum[:8])+`"`)
	h.Set("Vary", "Accept-Encoding")
	if head.Status != http.StatusOK {
		w.WriteHeader(head.Status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(page)
		}
		return
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(page))
}

// body is the page's body rendered on the server, for a public page (docs/product.md, "Fast on a
// budget phone"); nil leaves it to the app, as when it has not been rendered yet (its render then
// starts, for the next visitor). A learner's or staff's own pages are not rendered: the server
// would draw them for a visitor, and the app replaces them at once.
func (s *spa) body(r *http.Request, head seo.Head, answers map[string]string) []byte {
	if s.bodies == nil || s.beforeRenderedBody == nil || head.NoIndex {
		return nil
	}
	return s.bodies.Prepared(renderedAddress(r.URL), answers)
}

// renderedParameters are the query parameters a public page's body depends on: a section's type
// tab (?type=), an old course address's id (?id=), a library's language filter (?language=).
var renderedParameters = []string{"type", "id", "language"}

// renderedAddress is the page's address with only the parameters its body depends on: a shared
// link's tracking parameters (fbclid differs on every click) and any other made-up parameter
// leave the page rendered once for all of them, so a flood of fresh query strings costs no
// renders (docs/reliability.md, "Bounds").
func renderedAddress(u *url.URL) string {
	query := u.Query()
	for name := range query {
		if !slices.Contains(renderedParameters, name) {
			query.Del(name)
		}
	}
	if len(query) == 0 {
		return u.EscapedPath()
	}
	return u.EscapedPath() + "?" + query.Encode()
}

func (s *spa) write(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("ETag", a.etag)
	h.Set("Vary", "Accept-Encoding")
	body := a.body
	whole := r.Header.Get("Range") == ""
	switch {
	case a.brotli != nil && whole && httpx.Accepts(r, "br"):
		h.Set("Content-Encoding", "br")
		h.Set("ETag", strings.TrimSuffix(a.etag, `"`)+`-br"`) // another representation, another tag
		body = a.brotli
	case a.gzipped != nil && whole && httpx.Accepts(r, "gzip"):
		h.Set("Content-Encoding", "gzip")
		h.Set("ETag", strings.TrimSuffix(a.etag, `"`)+`-gz"`)
		body = a.gzipped
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}
