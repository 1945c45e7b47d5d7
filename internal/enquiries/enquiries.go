// Package enquiries takes leads: the subscription enquiry beside a course ("Speak to our
// admission team") and the site-wide Course Enquiry. Each is stored first and e-mailed to the
// admissions team in the same transaction, so a failing mail server never loses a lead.
package enquiries

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mail"
	"aspirant/internal/platform/mobile"
	"aspirant/internal/platform/ratelimit"
)

// Form is either enquiry (docs/product.md, "Enquiries"). The course enquiry adds courseName,
// city and isUpscExamAttempted; subscriptionId is optional on both.
type Form struct {
	Name           string `form:"name"`
	Email          string `form:"email"`
	MobileNumber   string `form:"mobileNumber"`
	SubscriptionID string `form:"subscriptionId"`
	CourseName     string `form:"courseName"`
	City           string `form:"city"`
	UpscAttempted  string `form:"isUpscExamAttempted"`
}

// isCourseEnquiry: the course enquiry is the one that names a course or a city or answers the
// UPSC question; its fields are then all required.
func (f *Form) isCourseEnquiry() bool {
	return f.CourseName != "" || f.City != "" || f.UpscAttempted != ""
}

func (f *Form) trim() {
	for _, v := range []*string{&f.Name, &f.Email, &f.MobileNumber, &f.SubscriptionID, &f.CourseName, &f.City, &f.UpscAttempted} {
		*v = strings.TrimSpace(*v)
	}
	f.Email = mail.NormalizeAddress(f.Email)
	// '98765 43210', '+91 98765 43210' and '098765 43210' are kept as their ten digits.
	f.MobileNumber = mobile.Normalize(f.MobileNumber)
	f.UpscAttempted = strings.ToLower(f.UpscAttempted)
}

// validate answers a message for each field that breaks a rule.
func (f *Form) validate() httpx.Fields {
	errs := httpx.Fields{}
	errs.Text("name", &f.Name, httpx.TextRule{Label: locale.T("Name"), Required: true, Max: 100, OneLine: true})
	if f.Email == "" {
		errs.Set("email", "Email is required.")
	} else if !mail.ValidAddress(f.Email) {
		errs.Set("email", "Invalid email format.")
	}
	if f.MobileNumber == "" {
		errs.Set("mobileNumber", "Mobile number is required.")
	} else if msg := mobile.Problem(locale.T("Mobile number"), f.MobileNumber); !msg.IsZero() {
		errs["mobileNumber"] = msg // the sign-up form's rule and words (docs/product.md, "Enquiries")
	}
	if f.SubscriptionID != "" {
		if id, err := strconv.ParseInt(f.SubscriptionID, 10, 64); err != nil || id <= 0 {
			errs.Set("subscriptionId", "Unknown course.")
		}
	}
	if f.isCourseEnquiry() {
		errs.Text("courseName", &f.CourseName, httpx.TextRule{Label: locale.T("Course"), Required: true, Max: 200, OneLine: true})
		errs.Text("city", &f.City, httpx.TextRule{Label: locale.T("City"), Required: true, Max: 100, OneLine: true})
		if f.UpscAttempted != "yes" && f.UpscAttempted != "no" {
			errs.Set("isUpscExamAttempted", "Please answer yes or no.")
		}
	}
	return errs
}

// PerIP limits how many enquiries one address may send: enough for a family, not for a spammer.
var PerIP = ratelimit.Rule{Name: "enquiry-ip", Limit: 10, Window: time.Hour}

// Service stores enquiries and tells the admissions team.
type Service struct {
	db         *db.DB
	mail       *mail.Queue
	limiter    *ratelimit.Limiter
	admissions string
	now        func() time.Time
}

func NewService(d *db.DB, queue *mail.Queue, limiter *ratelimit.Limiter, admissionsEmail string, now func() time.Time) *Service {
	return &Service{db: d, mail: queue, limiter: limiter, admissions: admissionsEmail, now: now}
}

// Submit validates, stores and queues the e-mail of one enquiry.
func (s *Service) Submit(ctx context.Context, f Form, ip string) error {
	f.trim()
	if err := f.validate().Err(); err != nil {
		return err
	}
	if err := s.limiter.Hit(ctx, PerIP, ip); err != nil {
		return err
	}
	kind := "subscription"
	var attempted any
	if f.isCourseEnquiry() {
		kind, attempted = "course", f.UpscAttempted == "yes"
	}
	now := s.now().UTC()
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		var subscriptionID any
		subscriptionName := ""
		if f.SubscriptionID != "" {
			id, _ := strconv.ParseInt(f.SubscriptionID, 10, 64)
			err := tx.Get(ctx, &subscriptionName, "SELECT name FROM subscriptions WHERE id = ?", id)
			if errors.Is(err, db.ErrNotFound) {
				return httpx.InvalidField("subscriptionId", "Unknown course.")
			}
			if err != nil {
				return err
			}
			subscriptionID = id
		}
		if _, err := tx.Exec(ctx, `INSERT INTO enquiries (kind, name, email, mobile, subscription_id, course_name, city,
			upsc_attempted, status, source_ip, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?)`,
			kind, f.Name, f.Email, f.MobileNumber, subscriptionID, f.CourseName, f.City, attempted, ip, now, now); err != nil {
			return err
		}
		return s.mail.Enqueue(ctx, tx, admissionsMessage(s.admissions, f, subscriptionName))
	})
}

func admissionsMessage(to string, f Form, subscriptionName string) mail.Message {
	var b strings.Builder
	fmt.Fprintf(&b, "A new enquiry from the website.\n\nName: %s\nE-mail: %s\nMobile: %s\n", f.Name, f.Email, f.MobileNumber)
	if subscriptionName != "" {
		fmt.Fprintf(&b, "Subscription: %s\n", subscriptionName)
	}
	if f.isCourseEnquiry() {
		fmt.Fprintf(&b, "Course: %s\nCity: %s\nAppeared for UPSC before: %s\n", f.CourseName, f.City, f.UpscAttempted)
	}
	b.WriteString("\nThe lead is in the enquiries inbox of the admin console.\n")
	subject := "Enquiry: " + f.Name
	if subscriptionName != "" {
		subject += " about " + subscriptionName
	} else if f.CourseName != "" {
		subject += " about " + f.CourseName
	}
	return mail.Message{To: to, Subject: subject, Text: b.String()}
}

// Routes registers the enquiry call.
func (s *Service) Routes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/modules/subscriptionEnquiry", httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		var f Form
		if err := httpx.Decode(w, r, &f); err != nil {
			return err
		}
		if err := s.Submit(r.Context(), f, httpx.ClientIP(r)); err != nil {
			return err
		}
		httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Submitted successfully. Our team will contact you soon."))})
		return nil
	}))
}
