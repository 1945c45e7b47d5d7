package app_test

// Whatever a client sends, the answer is a clear 4xx with a message, never a 500 (apptest fails
// any test that receives one), on both databases.

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

func TestTextThatIsNotTextIsRefused(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	nul, badUTF8 := "Ra\x00hul", "Ra\xffhul"
	for _, bad := range []string{nul, badUTF8} {
		cases := map[string]apptest.Response{
			"login form": s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {"a" + bad + "@example.com"}, "password": {"x"}}),
			"login JSON": s.Call(t, http.MethodPost, "/api/v1/login", strings.NewReader(`{"email":"a`+bad+`@example.com","password":"x"}`),
				"Content-Type", "application/json"),
			"register":     s.Call(t, http.MethodPost, "/api/v1/register", url.Values{"name": {bad}, "email": {"new@example.com"}}),
			"enquiry":      s.Call(t, http.MethodPost, "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {bad}, "email": {"lead@example.com"}, "mobileNumber": {"9876543210"}}),
			"slug in path": s.Get(t, "/api/v1/modules/subscriptions/"+url.PathEscape("gs"+bad)),
			"query":        s.Get(t, "/api/v1/modules/subscriptions/list?typeId="+url.QueryEscape("1"+bad)),
			"admin search": s.Get(t, "/api/v1/admin/subscriptions?q="+url.QueryEscape(bad), "token", admin),
			"admin JSON": s.Call(t, http.MethodPost, "/api/v1/admin/prelims-tests/1/questions",
				strings.NewReader(`{"description":"`+bad+`","options":["a","b"],"correct":1}`), "token", admin, "Content-Type", "application/json"),
		}
		for name, res := range cases {
			if res.Status != 400 || res.Message() == "" {
				t.Errorf("%s with %q: %d %s", name, bad, res.Status, res.Body)
			}
		}
	}
	// JSON's own escape for NUL is refused too.
	if res := s.Call(t, http.MethodPost, "/api/v1/login", strings.NewReader(`{"email":"a\u0000@example.com","password":"x"}`),
		"Content-Type", "application/json"); res.Status != 400 {
		t.Errorf("login with an escaped NUL: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/subscriptions/list?typeId=%zz"); res.Status != 400 {
		t.Errorf("a query string that cannot be read: %d %s", res.Status, res.Body)
	}
}

func TestMalformedParametersAreA400(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	for path, field := range map[string]string{
		"/api/v1/admin/subscriptions?type_id=abc":                     "type_id",
		"/api/v1/admin/subscriptions?is_published=sure":               "is_published",
		"/api/v1/admin/prelims-tests?library_id=-3":                   "library_id",
		"/api/v1/admin/libraries?kind=podcasts":                       "kind",
		"/api/v1/admin/types?category_id=1e3":                         "category_id",
		"/api/v1/admin/subscriptions?q=" + strings.Repeat("x", 50000): "q",
		"/api/v1/admin/learners?q=" + strings.Repeat("x", 50000):      "q",
	} {
		res := s.Get(t, path, "token", admin)
		if res.Status != 400 || res.FieldError(field) == "" {
			t.Errorf("%.60s: %d %s", path, res.Status, res.Body)
		}
	}
	if res := s.Get(t, "/api/v1/admin/subscriptions?type_id=1&is_published=true", "token", admin); res.Status != 200 {
		t.Errorf("good filters: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/admin/subscriptions?q="+url.QueryEscape("सामान्य अध्ययन"), "token", admin); res.Status != 200 {
		t.Errorf("a Hindi search: %d %s", res.Status, res.Body)
	}
}

func TestLinksThatLeaveTheSiteAreRefused(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	banner := func(link string) apptest.Response {
		return s.Call(t, http.MethodPost, "/api/v1/admin/banners", url.Values{"content": {"Mock test on Sunday"},
			"redirect_url": {link}, "start_date": {"2026-11-01T09:00"}, "end_date": {"2026-12-01T09:00"}}, "token", admin)
	}
	for _, link := range []string{`/\evil.example`, "//evil.example", "/\t/evil.example", `\\evil.example`,
		"https://aspirant.in@evil.example", "javascript:alert(1)", "http://evil.example"} {
		if res := banner(link); res.Status != 400 || res.FieldError("redirect_url") == "" {
			t.Errorf("banner link %q: %d %s", link, res.Status, res.Body)
		}
	}
	for _, link := range []string{"/prelims_tests?type=2", "https://aspirant.in/offer"} {
		if res := banner(link); res.Status != 201 {
			t.Errorf("banner link %q: %d %s", link, res.Status, res.Body)
		}
	}
	learner := s.Login(t, "demo@aspirant.test", "demo12345")
	for _, back := range []string{s.URL + `/\evil.example`, s.URL + "\\@evil.example", "http://evil.example/"} {
		res := s.Call(t, http.MethodPost, "/api/v1/payment", url.Values{"subscriptionId": {"1"}, "success_url": {back}}, "token", learner)
		if res.Status != 400 || res.FieldError("success_url") == "" {
			t.Errorf("payment return %q: %d %s", back, res.Status, res.Body)
		}
	}
}

func TestHindiTextWithinItsLimitIsAccepted(t *testing.T) {
	s := apptest.New(t)
	name := "अनुराधा कृष्णमूर्ति शर्मा वर्मा" // 29 characters, 83 bytes
	city := strings.Repeat("प्रयागराज ", 9)   // 90 characters, 252 bytes: over 100 bytes, within 100 characters
	res := s.Call(t, http.MethodPost, "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {name}, "email": {"anuradha@example.com"},
		"mobileNumber": {"9876543210"}, "courseName": {"सामान्य अध्ययन फाउंडेशन"}, "city": {city}, "isUpscExamAttempted": {"no"}})
	if res.Status != 200 && res.Status != 201 {
		t.Fatalf("a Hindi enquiry: %d %s", res.Status, res.Body)
	}
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	leads := s.Get(t, "/api/v1/admin/enquiries", "token", admin)
	if !strings.Contains(string(leads.Body), name) {
		t.Errorf("the lead lost its Hindi name: %s", leads.Body)
	}
	long := fmt.Sprintf("%s%s", strings.Repeat("क", 100), "ख")
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {long}, "email": {"a@example.com"},
		"mobileNumber": {"9876543210"}}); res.Status != 400 || res.FieldError("name") == "" {
		t.Errorf("101 characters: %d %s", res.Status, res.Body)
	}
}
