package httpx

import (
	"net/http"
	"slices"
)

// Router is the server's http.ServeMux that also remembers the patterns registered on it, so
// a test can check that docs/openapi.yaml describes every route.
type Router struct {
	*http.ServeMux
	patterns []string
}

func NewRouter() *Router { return &Router{ServeMux: http.NewServeMux()} }

func (r *Router) Handle(pattern string, h http.Handler) {
	r.patterns = append(r.patterns, pattern)
	r.ServeMux.Handle(pattern, h)
}

func (r *Router) HandleFunc(pattern string, h func(http.ResponseWriter, *http.Request)) {
	r.Handle(pattern, http.HandlerFunc(h))
}

// Patterns answers every registered pattern, sorted.
func (r *Router) Patterns() []string {
	out := slices.Clone(r.patterns)
	slices.Sort(out)
	return out
}
