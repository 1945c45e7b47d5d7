package content

import (
	"context"
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

// Routes registers the dynamic-content calls of the contract, plus faqs and top-performers,
// an addition of ours: served rather than fixed in the app, so that staff can change them.
func (h *Handler) Routes(mux *httpx.Router) {
	h.list(mux, "carousels", "carousels", func(ctx context.Context) (any, error) { return h.store.Slides(ctx) })
	h.list(mux, "banners", "banners", h.banners)
	h.list(mux, "our-offerings", "ourOfferings", func(ctx context.Context) (any, error) { return h.store.Offerings(ctx) })
	h.list(mux, "testimonials", "carousels", func(ctx context.Context) (any, error) { return h.store.Testimonials(ctx) })
	h.list(mux, "testimonials/playback", "videoPlayBackUrl", h.playback)
	h.list(mux, "top-performers", "topPerformers", func(ctx context.Context) (any, error) { return h.store.TopPerformers(ctx) })
	h.list(mux, "faqs", "faqs", h.faqs)
	h.list(mux, "popular-subs", "popularSubs", func(ctx context.Context) (any, error) { return h.store.PopularSubscriptions(ctx) })
	h.list(mux, "popover-ads", "popoverAds", func(ctx context.Context) (any, error) { return h.store.PopoverAds(ctx, h.now()) })
	h.list(mux, "app-menu", "appMenu", func(ctx context.Context) (any, error) { return h.store.AppMenu(ctx) })
	h.list(mux, "target-years", "targetYears", func(ctx context.Context) (any, error) { return h.store.TargetYears(ctx) })
	h.list(mux, "display-optionals", "displayOptionals", func(ctx context.Context) (any, error) { return h.store.OptionalSubjects(ctx) })
}

// list registers GET /api/v1/dynamic-content/{path}, answering {status, <key>: [...]}.
func (h *Handler) list(mux *httpx.Router, path, key string, load func(context.Context) (any, error)) {
	mux.Handle("GET /api/v1/dynamic-content/"+path, httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		answer, err := h.answer(r.Context(), path, key, load)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "public, max-age=60")
		httpx.OK(w, answer)
		return nil
	}))
}

// answer is the (cached) answer of GET /api/v1/dynamic-content/{path}.
func (h *Handler) answer(ctx context.Context, path, key string, load func(context.Context) (any, error)) (httpx.M, error) {
	return h.answers.Get(ctx, path, func(ctx context.Context) (httpx.M, error) {
		items, err := load(ctx)
		// The status is part of the cached map so that writing it never mutates shared state.
		return httpx.M{"status": http.StatusOK, key: items}, err
	})
}

func (h *Handler) banners(ctx context.Context) (any, error) { return h.store.Banners(ctx, h.now()) }

// BannersPath is the announcements' call, which every page shows above its content.
const BannersPath = "/api/v1/dynamic-content/banners"

// Banners answers what GET BannersPath answers, for a page to carry from its first byte so that
// the strip does not push the page down when it arrives (docs/product.md, "Fast on a budget phone").
func (h *Handler) Banners(ctx context.Context) (any, error) {
	return h.answer(ctx, "banners", "banners", h.banners)
}

func (h *Handler) faqs(ctx context.Context) (any, error) { return h.store.FAQs(ctx) }

// FAQs answers the FAQ from the same cache as GET /api/v1/dynamic-content/faqs: the home page's
// head carries it, and the home page is the most requested page.
func (h *Handler) FAQs(ctx context.Context) ([]FAQ, error) {
	answer, err := h.answer(ctx, "faqs", "faqs", h.faqs)
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
