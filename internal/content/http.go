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
	answers *cache.TTL[any] // each list's answer type, by value (below)
}

// CacheFor is how long an answer may be stale after staff change content.
const CacheFor = 10 * time.Second

func NewHandler(store *Store, now func() time.Time) *Handler {
	return &Handler{store: store, now: now, answers: cache.New[any](CacheFor, now)}
}

// The answers of the dynamic-content calls, {status, <key>: [...]}, one type for each list's key
// and items. They are cached and written by value with their status already set, so that writing
// one never changes an answer shared between requests.
type (
	slidesAnswer struct {
		httpx.Status
		Carousels []Slide `json:"carousels"`
	}
	bannersAnswer struct {
		httpx.Status
		Banners []Banner `json:"banners"`
	}
	offeringsAnswer struct {
		httpx.Status
		OurOfferings []Offering `json:"ourOfferings"`
	}
	testimonialsAnswer struct {
		httpx.Status
		Carousels []Testimonial `json:"carousels"` // the contract's key, as the slides'
	}
	playbackAnswer struct {
		httpx.Status
		VideoPlayBackURL []Playback `json:"videoPlayBackUrl"`
	}
	topPerformersAnswer struct {
		httpx.Status
		TopPerformers []TopPerformer `json:"topPerformers"`
	}
	faqsAnswer struct {
		httpx.Status
		FAQs []FAQ `json:"faqs"`
	}
	popularSubsAnswer struct {
		httpx.Status
		PopularSubs []PopularSubscription `json:"popularSubs"`
	}
	popoverAdsAnswer struct {
		httpx.Status
		PopoverAds []PopoverAd `json:"popoverAds"`
	}
	appMenuAnswer struct {
		httpx.Status
		AppMenu []MenuEntry `json:"appMenu"`
	}
	targetYearsAnswer struct {
		httpx.Status
		TargetYears []TargetYear `json:"targetYears"`
	}
	displayOptionalsAnswer struct {
		httpx.Status
		DisplayOptionals []OptionalSubject `json:"displayOptionals"`
	}
)

// answered is the status every content answer carries.
var answered = httpx.Status{Status: http.StatusOK}

// lists are the dynamic-content calls of the contract, plus faqs and top-performers, an addition
// of ours: served rather than fixed in the app, so that staff can change them. Each loads its
// answer.
var lists = map[string]func(h *Handler, ctx context.Context) (any, error){
	"carousels": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.Slides(ctx)
		return slidesAnswer{answered, items}, err
	},
	"banners": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.Banners(ctx, h.now())
		return bannersAnswer{answered, items}, err
	},
	"our-offerings": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.Offerings(ctx)
		return offeringsAnswer{answered, items}, err
	},
	"testimonials": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.Testimonials(ctx)
		return testimonialsAnswer{answered, items}, err
	},
	"testimonials/playback": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.playback(ctx)
		return playbackAnswer{answered, items}, err
	},
	"top-performers": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.TopPerformers(ctx)
		return topPerformersAnswer{answered, items}, err
	},
	"faqs": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.FAQs(ctx)
		return faqsAnswer{answered, items}, err
	},
	"popular-subs": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.PopularSubscriptions(ctx)
		return popularSubsAnswer{answered, items}, err
	},
	"popover-ads": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.PopoverAds(ctx, h.now())
		return popoverAdsAnswer{answered, items}, err
	},
	"app-menu": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.AppMenu(ctx)
		return appMenuAnswer{answered, items}, err
	},
	"target-years": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.TargetYears(ctx)
		return targetYearsAnswer{answered, items}, err
	},
	"display-optionals": func(h *Handler, ctx context.Context) (any, error) {
		items, err := h.store.OptionalSubjects(ctx)
		return displayOptionalsAnswer{answered, items}, err
	},
}

// Routes registers GET /api/v1/dynamic-content/{path} for each list.
func (h *Handler) Routes(mux *httpx.Router) {
	for path := range lists {
		mux.Handle("GET "+Path(path), httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
			answer, err := h.answer(r.Context(), path)
			if err != nil {
				return err
			}
			w.Header().Set("Cache-Control", "public, max-age=60")
			httpx.WriteJSON(w, http.StatusOK, answer)
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
func (h *Handler) answer(ctx context.Context, path string) (any, error) {
	load, ok := lists[path]
	if !ok {
		return nil, fmt.Errorf("content: no list %q", path)
	}
	return h.answers.Get(ctx, path, func(ctx context.Context) (any, error) { return load(h, ctx) })
}

// FAQs answers the FAQ from the same cache as GET /api/v1/dynamic-content/faqs: the home page's
// head carries it, and the home page is the most requested page.
func (h *Handler) FAQs(ctx context.Context) ([]FAQ, error) {
	answer, err := h.answer(ctx, "faqs")
	if err != nil {
		return nil, err
	}
	return answer.(faqsAnswer).FAQs, nil
}

// Forget drops the cached answers, after staff change content.
func (h *Handler) Forget() { h.answers.Forget() }

func (h *Handler) playback(ctx context.Context) ([]Playback, error) {
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
