package app_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"aspirant/internal/apptest"
)

// The home page's calls, through the whole handler (middleware, cache, JSON), as a crowd of
// visitors makes them.
func BenchmarkHomePageCalls(b *testing.B) {
	s := apptest.New(b)
	handler := s.App.Handler
	paths := []string{"carousels", "popular-subs", "top-performers", "our-offerings", "testimonials", "faqs", "banners", "popover-ads"}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			req := httptest.NewRequest("GET", "/api/v1/dynamic-content/"+paths[i%len(paths)], nil)
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				b.Fatalf("status %d", rec.Code)
			}
			i++
		}
	})
}
