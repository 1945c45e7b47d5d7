package enquiries_test

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"aspirant/internal/apptest"
	"aspirant/internal/enquiries"
)

func courseEnquiry() url.Values {
	return url.Values{"name": {"Ravi Kumar"}, "email": {"Ravi.Kumar@Example.com"}, "mobileNumber": {"9876543210"},
		"courseName": {"GS Foundation 2027"}, "city": {"Patna"}, "isUpscExamAttempted": {"no"}}
}

func TestCourseEnquiryIsStoredAndMailed(t *testing.T) {
	s := apptest.New(t)
	res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", courseEnquiry())
	if res.Status != 200 || res.Message() != "Submitted successfully. Our team will contact you soon." {
		t.Fatalf("%d %s", res.Status, res.Body)
	}
	var row struct {
		Kind      string `db:"kind"`
		Email     string `db:"email"`
		City      string `db:"city"`
		Attempted bool   `db:"upsc_attempted"`
		Status    string `db:"status"`
	}
	if err := s.DB.Get(context.Background(), &row, "SELECT kind, email, city, upsc_attempted, status FROM enquiries"); err != nil {
		t.Fatal(err)
	}
	if row.Kind != "course" || row.Email != "ravi.kumar@example.com" || row.City != "Patna" || row.Attempted || row.Status != "new" {
		t.Fatalf("stored %+v", row)
	}
	mails := s.Mails(t)
	if len(mails) != 1 || mails[0].To != "admissions@aspirant.in" || !strings.Contains(mails[0].Text, "Ravi Kumar") ||
		!strings.Contains(mails[0].Text, "9876543210") || !strings.Contains(mails[0].Subject, "GS Foundation 2027") {
		t.Fatalf("mails %+v", mails)
	}
}

func TestSubscriptionEnquiryNamesTheSubscription(t *testing.T) {
	s := apptest.New(t)
	var id int64
	if err := s.DB.Get(context.Background(), &id, "SELECT id FROM subscriptions WHERE slug = 'ras-foundation'"); err != nil {
		t.Fatal(err)
	}
	res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", map[string]any{"name": "Meena", "email": "meena@example.com",
		"mobileNumber": "9123456789", "subscriptionId": id})
	if res.Status != 200 {
		t.Fatalf("%d %s", res.Status, res.Body)
	}
	mails := s.Mails(t)
	if len(mails) != 1 || !strings.Contains(mails[0].Text, "RAS Foundation") {
		t.Fatalf("mail does not name the subscription: %+v", mails)
	}
	res = s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", url.Values{"name": {"Meena"}, "email": {"meena@example.com"},
		"mobileNumber": {"9123456789"}, "subscriptionId": {"999999"}})
	if res.Status != 400 || res.FieldError("subscriptionId") == "" {
		t.Fatalf("unknown subscription: %d %s", res.Status, res.Body)
	}
}

func TestEnquiryRules(t *testing.T) {
	s := apptest.New(t)
	cases := []struct {
		field, value, message string
	}{
		{"name", "", "Name is required."},
		{"email", "", "Email is required."},
		{"email", "ravi@", "Invalid email format."},
		{"mobileNumber", "", "Mobile number is required."},
		{"mobileNumber", "98765", "Mobile number must be 10 digits."},
		{"mobileNumber", "5876543210", "Mobile number must start with 6, 7, 8 or 9."},
		{"mobileNumber", "0000000000", "Mobile number must start with 6, 7, 8 or 9."},
		{"mobileNumber", "9999999999", "Mobile number cannot be the same digit ten times."},
		{"courseName", "", "Course is required."},
		{"city", "", "City is required."},
		{"isUpscExamAttempted", "maybe", "Please answer yes or no."},
	}
	for _, c := range cases {
		form := courseEnquiry()
		form.Set(c.field, c.value)
		res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", form)
		if res.Status != 400 || res.FieldError(c.field) != c.message {
			t.Errorf("%s=%q: %d %s", c.field, c.value, res.Status, res.Body)
		}
	}
	var stored int
	if err := s.DB.Get(context.Background(), &stored, "SELECT COUNT(*) FROM enquiries"); err != nil || stored != 0 {
		t.Fatalf("%d refused enquiries stored (%v)", stored, err)
	}
}

// docs/product.md, "Enquiries": the mobile number is kept as its ten digits, however it was typed.
func TestEnquiryMobileIsStoredAsTenDigits(t *testing.T) {
	s := apptest.New(t)
	for _, typed := range []string{"98765 43210", "+91 98765 43210", "098765 43210"} {
		form := courseEnquiry()
		form.Set("mobileNumber", typed)
		if res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", form); res.Status != 200 {
			t.Fatalf("%q: %d %s", typed, res.Status, res.Body)
		}
	}
	var mobiles []string
	if err := s.DB.Select(context.Background(), &mobiles, "SELECT mobile FROM enquiries ORDER BY id"); err != nil {
		t.Fatal(err)
	}
	if strings.Join(mobiles, ",") != "9876543210,9876543210,9876543210" {
		t.Fatalf("stored %v", mobiles)
	}
	if mails := s.Mails(t); len(mails) != 3 || !strings.Contains(mails[2].Text, "Mobile: 9876543210") || strings.Contains(mails[2].Text, "+91") {
		t.Fatalf("the e-mail does not carry the ten digits: %+v", mails)
	}
}

func TestEnquiryRateLimit(t *testing.T) {
	s := apptest.New(t)
	for i := 0; i < enquiries.PerIP.Limit; i++ {
		form := courseEnquiry()
		form.Set("name", "Visitor "+strconv.Itoa(i))
		if res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", form); res.Status != 200 {
			t.Fatalf("enquiry %d: %d", i, res.Status)
		}
	}
	res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", courseEnquiry())
	if res.Status != 429 || res.Header.Get("Retry-After") == "" {
		t.Fatalf("over the limit: %d", res.Status)
	}
}

// The lead is kept even when the mail server is down: the e-mail waits in the queue.
func TestLeadIsKeptWhenMailFails(t *testing.T) {
	s := apptest.New(t)
	if res := s.Call(t, "POST", "/api/v1/modules/subscriptionEnquiry", courseEnquiry()); res.Status != 200 {
		t.Fatalf("%d", res.Status)
	}
	var pending, leads int
	if err := s.DB.Get(context.Background(), &pending, "SELECT COUNT(*) FROM outbound_emails WHERE status = 'pending'"); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.Get(context.Background(), &leads, "SELECT COUNT(*) FROM enquiries"); err != nil {
		t.Fatal(err)
	}
	if pending != 1 || leads != 1 {
		t.Fatalf("before delivery: %d queued, %d leads", pending, leads)
	}
}
