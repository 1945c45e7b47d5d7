package catalog

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"aspirant/internal/httpx"
)

// The addresses of the catalogue calls a public page makes first, as the web app writes them
// (its query parameters included): a page can carry their answers (seo, "Preloaded") under the
// same address the app would ask.
const (
	typesPath   = "/api/v1/modules/types/list"
	listPath    = "/api/v1/modules/subscriptions/list"
	detailsPath = "/api/v1/modules/subscriptions/"
)

// TypesCall is the address of a section's types call.
func TypesCall(section string) string {
	return typesPath + "?" + url.Values{"section_category": {section}}.Encode()
}

// ListCall is the address of a type's subscriptions call.
func ListCall(typeID int64) string {
	return listPath + "?typeId=" + strconv.FormatInt(typeID, 10)
}

// DetailsCall is the address of one subscription's call.
func DetailsCall(idOrSlug string) string { return detailsPath + url.PathEscape(idOrSlug) }

// Answered is a catalogue call's answer, {status, responseResult}: the same whether the call
// writes it or a page carries it.
type Answered[Result any] struct {
	httpx.Status
	ResponseResult Result `json:"responseResult"`
}

// Answer answers result as a catalogue call does. Its status is set here, not by the writer,
// because a page carries it as it is.
func Answer[Result any](result Result) *Answered[Result] {
	return &Answered[Result]{Status: httpx.Status{Status: http.StatusOK}, ResponseResult: result}
}

// The answers of the calls that do not answer a responseResult alone.
type (
	// ownedAnswer is My Subscriptions' answer, {status, data: {subscriptions}}.
	ownedAnswer struct {
		httpx.Status
		Data struct {
			Subscriptions []Owned `json:"subscriptions"`
		} `json:"data"`
	}
	optionalCourseAnswer struct {
		httpx.Status
		Optional       OptionalSubject `json:"optional"`
		Type           OptionalType    `json:"type"`
		ResponseResult []Subscription  `json:"responseResult"`
	}
)

// Handler serves the catalogue calls.
type Handler struct {
	service *Service
}

func NewHandler(s *Service) *Handler { return &Handler{service: s} }

// Routes registers the catalogue calls.
func (h *Handler) Routes(mux *httpx.Router) {
	mux.Handle("GET "+SectionsCall, httpx.Handler(h.sections))
	mux.Handle("GET "+typesPath, httpx.Handler(h.types))
	mux.Handle("GET "+listPath, httpx.Handler(h.subscriptionsOfType))
	mux.Handle("GET "+detailsPath+"{idOrSlug}", httpx.Handler(h.subscription))
	mux.Handle("GET /api/v1/modules/subscriptions", httpx.Handler(h.owned))
	mux.Handle("GET /api/v1/modules/free-subscriptions", httpx.Handler(h.free))
	mux.Handle("GET /api/v1/modules/optionals/list", httpx.Handler(h.optionals))
	mux.Handle("GET /api/v1/modules/optionals/{optionalId}/types/{typeId}", httpx.Handler(h.optionalCourse))
}

// SectionsCall is the address of the sections call, which every page's menu shows.
const SectionsCall = "/api/v1/modules/sections"

func (h *Handler) sections(w http.ResponseWriter, r *http.Request) error {
	sections, err := h.service.Sections(r.Context())
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(sections))
	return nil
}

// SectionsAnswer answers what GET SectionsCall answers, for every page to carry (docs/product.md,
// "Fast on a budget phone"): the menu the server renders is then the one the app draws.
func (s *Service) SectionsAnswer(ctx context.Context) (any, error) {
	sections, err := s.Sections(ctx)
	if err != nil {
		return nil, err
	}
	return Answer(sections), nil
}

func (h *Handler) types(w http.ResponseWriter, r *http.Request) error {
	types, err := h.service.Types(r.Context(), r.URL.Query().Get("section_category"))
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(types))
	return nil
}

func (h *Handler) subscriptionsOfType(w http.ResponseWriter, r *http.Request) error {
	typeID, err := httpx.PositiveID(r.URL.Query().Get("typeId"), "typeId")
	if err != nil {
		return err
	}
	subs, err := h.service.SubscriptionsOfType(r.Context(), typeID)
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(subs))
	return nil
}

func (h *Handler) subscription(w http.ResponseWriter, r *http.Request) error {
	sub, err := h.service.Subscription(r.Context(), r.PathValue("idOrSlug"))
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(sub))
	return nil
}

func (h *Handler) free(w http.ResponseWriter, r *http.Request) error {
	subs, err := h.service.FreeSubscriptions(r.Context())
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(subs))
	return nil
}

func (h *Handler) owned(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	owned, err := h.service.Owned(r.Context(), id.UserID)
	if err != nil {
		return err
	}
	answer := &ownedAnswer{}
	answer.Data.Subscriptions = owned
	httpx.Answer(w, answer)
	return nil
}

func (h *Handler) optionals(w http.ResponseWriter, r *http.Request) error {
	subjects, err := h.service.OptionalSubjects(r.Context())
	if err != nil {
		return err
	}
	httpx.Answer(w, Answer(subjects))
	return nil
}

func (h *Handler) optionalCourse(w http.ResponseWriter, r *http.Request) error {
	subjectID, err := httpx.PositiveID(r.PathValue("optionalId"), "optionalId")
	if err != nil {
		return err
	}
	typeID, err := httpx.PositiveID(r.PathValue("typeId"), "typeId")
	if err != nil {
		return err
	}
	subject, typ, subs, err := h.service.OptionalCourse(r.Context(), subjectID, typeID)
	if err != nil {
		return err
	}
	httpx.Answer(w, &optionalCourseAnswer{Optional: subject, Type: typ, ResponseResult: subs})
	return nil
}
