package accounts

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mobile"
)

// The rules of docs/product.md, "Sign-up", "Passwords" and "Profile", with their messages. The
// web app checks the same rules first; the server checks them again because a client can send
// anything.

// Length limits count characters, not bytes: a Devanagari letter takes three bytes, and a
// Hindi name must fit as well as an English one.
const (
	maxNameLength = 100
	maxTextLength = 300 // address lines, landmark, city, state
)

var fourDigits = regexp.MustCompile(`^[0-9]{4}$`)

// SignUp is the sign-up form (docs/product.md, "Sign-up"). confirmPassword is checked by the
// app and not sent.
type SignUp struct {
	Name            string `form:"name"`
	Email           string `form:"email"`
	Password        string `form:"password"`
	TargetYear      string `form:"target_year"`
	PostalAddress   string `form:"postal_address"`
	Landmark        string `form:"landmark"`
	City            string `form:"city"`
	State           string `form:"state"`
	Pincode         string `form:"pincode"`
	Mobile          string `form:"mobile"`
	AlternateMobile string `form:"alternate_mobile"`
	OptionalSubject string `form:"optionalSubject"`
}

// emailRule reads an e-mail field of any form (its format is checked apart: ValidEmail).
var emailRule = httpx.TextRule{Label: locale.T("Email"), Required: true, Max: 254, OneLine: true}

// addressLine is the rule of the address fields, with the product's message for a long one.
func addressLine(label locale.Message, required bool, missing locale.Message) httpx.TextRule {
	return httpx.TextRule{Label: label, Required: required, Max: maxTextLength, Missing: missing,
		TooLong: locale.T("This is too long (300 characters at most).")}
}

// validate trims every field but the password (taken as typed), reduces the mobile numbers to
// their ten digits, and answers the product's message for every field that breaks a rule.
// optionals is the list of optional subjects a learner may choose; now decides the current year.
func (s *SignUp) validate(optionals []string, now time.Time) httpx.Fields {
	errs := httpx.Fields{}
	errs.Text("name", &s.Name, httpx.TextRule{Label: locale.T("Name"), Required: true, Max: maxNameLength, OneLine: true})
	if errs.Text("email", &s.Email, emailRule) && !ValidEmail(NormalizeEmail(s.Email)) {
		errs.Set("email", "Invalid email format.")
	}
	if msg := PasswordProblem(s.Password); !msg.IsZero() {
		errs["password"] = msg
	}
	if errs.Text("target_year", &s.TargetYear, httpx.TextRule{Label: locale.T("Target year"), Required: true}) {
		if !fourDigits.MatchString(s.TargetYear) {
			errs.Set("target_year", "Target year must be 4 digits.")
		} else if msg := targetYearProblem(s.TargetYear, now); !msg.IsZero() {
			errs["target_year"] = msg
		}
	}
	errs.Text("postal_address", &s.PostalAddress, addressLine(locale.T("Postal address"), true, locale.Message{}))
	errs.Text("landmark", &s.Landmark, addressLine(locale.T("Landmark"), true, locale.Message{}))
	errs.Text("city", &s.City, addressLine(locale.T("City"), true, locale.Message{}))
	errs.Text("state", &s.State, addressLine(locale.T("State"), true, locale.Message{}))
	if errs.Text("pincode", &s.Pincode, httpx.TextRule{Label: locale.T("Pincode"), Required: true}) {
		if notSix, zeroZone := pincodeFault(s.Pincode); notSix {
			errs.Set("pincode", "Pincode must be 6 digits.")
		} else if zeroZone {
			errs.Set("pincode", msgPincodeZone)
		}
	}
	if errs.Text("mobile", &s.Mobile, httpx.TextRule{Label: locale.T("Mobile number"), Required: true}) {
		s.Mobile = mobile.Normalize(s.Mobile)
		if msg := mobile.Problem(locale.T("Mobile number"), s.Mobile); !msg.IsZero() {
			errs["mobile"] = msg
		}
	}
	if errs.Text("alternate_mobile", &s.AlternateMobile, httpx.TextRule{Label: locale.T("Alternate mobile")}) && s.AlternateMobile != "" {
		s.AlternateMobile = mobile.Normalize(s.AlternateMobile)
		if msg := mobile.Problem(locale.T("Alternate mobile"), s.AlternateMobile); !msg.IsZero() {
			errs["alternate_mobile"] = msg
		}
	}
	if errs.Text("optionalSubject", &s.OptionalSubject, httpx.TextRule{Label: locale.T("Optional subject")}) &&
		s.OptionalSubject != "" && !slices.Contains(optionals, s.OptionalSubject) {
		errs.Set("optionalSubject", "Please choose an optional subject from the list.")
	}
	return errs
}

// ProfileUpdate is the profile form. Both payloads of docs/openapi.yaml's ProfileUpdate are
// accepted, the profile page's (targetYear, addressLine, mobileNo, ...) and the generic one
// (target_year, postal_address, mobile, ...). A nil field was not sent and does not change.
type ProfileUpdate struct {
	TargetYear             *string `form:"targetYear"`
	TargetYearGeneric      *string `form:"target_year"`
	AddressLine            *string `form:"addressLine"`
	PostalAddress          *string `form:"postal_address"`
	Landmark               *string `form:"landmark"`
	City                   *string `form:"city"`
	State                  *string `form:"state"`
	Pincode                *string `form:"pincode"`
	AlternateMobile        *string `form:"alternateMobileNo"`
	AlternateMobileGeneric *string `form:"alternate_mobile"`
	Mobile                 *string `form:"mobileNo"`
	MobileGeneric          *string `form:"mobile"`
	OptionalSubject        *string `form:"optionalSubject"`
}

// profileField is one editable column with the names it arrives under.
type profileField struct {
	column string
	value  *string
	field  string // the name errors are reported under (the profile page's)
}

// fields merges the two payloads: the profile page's name wins when both are sent.
func (p *ProfileUpdate) fields() []profileField {
	pick := func(a, b *string) *string {
		if a != nil {
			return a
		}
		return b
	}
	out := []profileField{
		{"target_year", pick(p.TargetYear, p.TargetYearGeneric), "targetYear"},
		{"postal_address", pick(p.AddressLine, p.PostalAddress), "addressLine"},
		{"landmark", p.Landmark, "landmark"},
		{"city", p.City, "city"},
		{"state", p.State, "state"},
		{"pincode", p.Pincode, "pincode"},
		{"alternate_mobile", pick(p.AlternateMobile, p.AlternateMobileGeneric), "alternateMobileNo"},
		{"mobile", pick(p.Mobile, p.MobileGeneric), "mobileNo"},
		{"optional_subject", p.OptionalSubject, "optionalSubject"},
	}
	sent := out[:0]
	for _, f := range out {
		if f.value != nil {
			v := strings.TrimSpace(*f.value)
			f.value = &v
			sent = append(sent, f)
		}
	}
	return sent
}

// validateProfile applies the profile-edit rules (docs/product.md, "Profile") to the fields sent,
// reducing mobile numbers to their ten digits. targetYears and optionals are the allowed choices.
func validateProfile(fields []profileField, targetYears, optionals []string) httpx.Fields {
	errs := httpx.Fields{}
	for _, f := range fields {
		v := *f.value
		switch f.column {
		case "mobile", "alternate_mobile":
			if v == "" && f.column == "alternate_mobile" {
				break
			}
			*f.value = mobile.Normalize(v)
			if msg := profileMobileProblem(*f.value); !msg.IsZero() {
				errs[f.field] = msg
			}
		case "target_year":
			if !slices.Contains(targetYears, v) {
				errs.Set(f.field, "Please choose a target year from %s", strings.Join(targetYears, ", "))
			}
		case "pincode":
			if notSix, zeroZone := pincodeFault(v); notSix {
				errs.Set(f.field, "Please enter a valid 6-digit pincode")
			} else if zeroZone {
				errs.Set(f.field, msgPincodeZoneProfile)
			}
		case "postal_address", "city", "state":
			label := map[string]locale.Message{"postal_address": locale.T("Address"), "city": locale.T("City"),
				"state": locale.T("State")}[f.column]
			errs.Text(f.field, &v, addressLine(label, true, locale.T("%s is required", label)))
		case "landmark":
			errs.Text(f.field, &v, addressLine(locale.T("Landmark"), false, locale.Message{}))
		case "optional_subject":
			if v != "" && !slices.Contains(optionals, v) {
				errs.Set(f.field, "Please choose an optional subject from the list.")
			}
		}
	}
	return errs
}

// MinResetPasswordLength is the reset screen's rule (docs/product.md, "Passwords"); a changed
// password obeys it too.
const MinResetPasswordLength = 8

// newPasswordProblem answers the reset screen's message for a new password, or "". Beyond the
// length it obeys the same rules as PasswordProblem.
func newPasswordProblem(password string) locale.Message { return resetPassword.problem(password) }
