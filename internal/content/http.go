package content

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/cache"
)

// Handler serves the dynamic-content calls. Every answer is the same for every visitor, so it
// is cached for a few seconds here and may be cached for a minute by browsers and proxies.
type Handler struct {
	store   *Store
	now     func() time.Time
	answers *cache.TTL[httpx.M]
}

// CacheFor is how long an answer may be stale after staff change content.
const CacheFor = 10 * time.Second

func NewHandler(store *Store, now func() time.Time) *Handler {
	return &Handler{store: store, now: now, answers: cache.New[httpx.M](CacheFor, now)}
}

// contentList is one GET /api/v1/dynamic-content/{path} call: its answer's list key and loader.
type contentList struct {
	key  string
	load func(h *Handler, ctx context.Context) (any, error)
}

// lists are the dynamic-content calls of the contract, plus faqs and top-performers, an addition
// of ours: served rather than fixed in the app, so that staff can change them.
var lists = map[string]contentList{
	"carousels":             {"carousels", func(h *Handler, ctx context.Context) (any, error) { return h.store.Slides(ctx) }},
	"banners":               {"banners", func(h *Handler, ctx context.Context) (any, error) { return h.store.Banners(ctx, h.now()) }},
	"our-offerings":         {"ourOfferings", func(h *Handler, ctx context.Context) (any, error) { return h.store.Offerings(ctx) }},
	"testimonials":          {"carousels", func(h *Handler, ctx context.Context) (any, error) { return h.store.Testimonials(ctx) }},
	"testimonials/playback": {"videoPlayBackUrl", (*Handler).playback},
	"top-performers":        {"topPerformers", func(h *Handler, ctx context.Context) (any, error) { return h.store.TopPerformers(ctx) }},
	"faqs":                  {"faqs", func(h *Handler, ctx context.Context) (any, error) { return h.store.FAQs(ctx) }},
	"popular-subs":          {"popularSubs", func(h *Handler, ctx context.Context) (any, error) { return h.store.PopularSubscriptions(ctx) }},
	"popover-ads":           {"popoverAds", func(h *Handler, ctx context.Context) (any, error) { return h.store.PopoverAds(ctx, h.now()) }},
	"app-menu":              {"appMenu", func(h *Handler, ctx context.Context) (any, error) { return h.store.AppMenu(ctx) }},
	"target-years":          {"targetYears", func(h *Handler, ctx context.Context) (any, error) { return h.store.TargetYears(ctx) }},
	"display-optionals":     {"displayOptionals", func(h *Handler, ctx context.Context) (any, error) { return h.store.OptionalSubjects(ctx) }},
}

// Routes registers GET /api/v1/dynamic-content/{path} for each list, answering {status, <key>: [...]}.
func (h *Handler) Routes(mux *httpx.Router) {
	for path := range lists {
		mux.Handle("GET "+Path(path), httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
			answer, err := h.answer(r.Context(), path)
			if err != nil {
				return err
			}
			w.Header().Set("Cache-Control", "public, max-age=60")
			httpx.OK(w, answer)
			return nil
		}))
	}
}

// Path is the address of the dynamic-content call for path ("banners").
func Path(path string) string { return "/api/v1/dynamic-content/" + path }

// Carried answers what GET Path(path) answers, for a page to carry from its first byte (docs/
// product.md, "Fast on a budget phone"), from the same cache as the call.
func (h *Handler) Carried(path string) func(ctx context.Context) (any, error) {
	return func(ctx context.Context) (any, error) { return h.answer(ctx, path) }
}

// answer is the (cached) answer of GET /api/v1/dynamic-content/{path}.
func (h *Handler) answer(ctx context.Context, path string) (httpx.M, error) {
	list, ok := lists[path]
	if !ok {
		return nil, fmt.Errorf("content: no list %q", path)
	}
	return h.answers.Get(ctx, path, func(ctx context.Context) (httpx.M, error) {
		items, err := list.load(h, ctx)
		key := list.key
		// The status is part of the cached map so that writing it never mutates shared state.
		return httpx.M{"status": http.StatusOK, key: items}, err
	})
}

// FAQs answers the FAQ from the same cache as GET /api/v1/dynamic-content/faqs: the home page's
// head carries it, and the home page is the most requested page.
func (h *Handler) FAQs(ctx context.Context) ([]FAQ, error) {
	answer, err := h.answer(ctx, "faqs")
	if err != nil {
		return nil, err
	}
	faqs, _ := answer["faqs"].([]FAQ)
	return faqs, nil
}

// Forget drops the cached answers, after staff change content.
func (h *Handler) Forget() { h.answers.Forget() }

func (h *Handler) playback(ctx context.Context) (any, error) {
	testimonials, err := h.store.Testimonials(ctx)
	if err != nil {
		return nil, err
	}
	out := []Playback{}
	for _, t := range testimonials {
		if url := EmbedURL(t.VideoID); url != "" {
			out = append(out, Playback{ID: t.ID, Name: t.Name, URL: url})
		}
	}
	return out, nil
}
