package accounts

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The rules of spec section 5, with its messages. The web app checks the same rules first; the
// server checks them again because a client can send anything.

// Length limits count characters, not bytes: a Devanagari letter takes three bytes, and a
// Hindi name must fit as well as an English one.
const (
	maxNameLength = 100
	maxTextLength = 300 // address lines, landmark, city, state
)

var (
	fourDigits = regexp.MustCompile(`^[0-9]{4}$`)
	sixDigits  = regexp.MustCompile(`^[0-9]{6}$`)
	tenDigits  = regexp.MustCompile(`^[0-9]{10}$`)
)

// SignUp is the sign-up form (spec section 3). confirmPassword is checked by the app and not
// sent, as the spec says.
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

// trim removes the spaces around every field except the password, which is taken as typed.
func (s *SignUp) trim() {
	for _, f := range []*string{&s.Name, &s.Email, &s.TargetYear, &s.PostalAddress, &s.Landmark, &s.City, &s.State,
		&s.Pincode, &s.Mobile, &s.AlternateMobile, &s.OptionalSubject} {
		*f = strings.TrimSpace(*f)
	}
}

// validate answers the spec's message for every field that breaks a rule. optionals is the list
// of optional subjects a learner may choose.
func (s *SignUp) validate(optionals []string) map[string]string {
	errs := map[string]string{}
	required := func(field, value, message string) bool {
		if value == "" {
			errs[field] = message
			return false
		}
		return true
	}
	required("name", s.Name, "Name is required.")
	if utf8.RuneCountInString(s.Name) > maxNameLength {
		errs["name"] = "Name must be at most 100 characters."
	}
	if required("email", s.Email, "Email is required.") && !ValidEmail(NormalizeEmail(s.Email)) {
		errs["email"] = "Invalid email format."
	}
	if msg := PasswordProblem(s.Password); msg != "" {
		errs["password"] = msg
	}
	if required("target_year", s.TargetYear, "Target year is required.") && !fourDigits.MatchString(s.TargetYear) {
		errs["target_year"] = "Target year must be 4 digits."
	}
	required("postal_address", s.PostalAddress, "Postal address is required.")
	required("landmark", s.Landmark, "Landmark is required.")
	required("city", s.City, "City is required.")
	required("state", s.State, "State is required.")
	if required("pincode", s.Pincode, "Pincode is required.") && !sixDigits.MatchString(s.Pincode) {
		errs["pincode"] = "Pincode must be 6 digits."
	}
	if required("mobile", s.Mobile, "Mobile number is required.") && !tenDigits.MatchString(s.Mobile) {
		errs["mobile"] = "Mobile number must be 10 digits."
	}
	if s.AlternateMobile != "" && !tenDigits.MatchString(s.AlternateMobile) {
		errs["alternate_mobile"] = "Alternate mobile must be 10 digits."
	}
	if s.OptionalSubject != "" && !slices.Contains(optionals, s.OptionalSubject) {
		errs["optionalSubject"] = "Please choose an optional subject from the list."
	}
	for field, value := range map[string]string{"postal_address": s.PostalAddress, "landmark": s.Landmark, "city": s.City, "state": s.State} {
		if utf8.RuneCountInString(value) > maxTextLength {
			errs[field] = "This is too long (300 characters at most)."
		}
	}
	return errs
}

// ProfileUpdate is the profile form. Both payloads of spec section 3 are accepted, the profile
// page's (targetYear, addressLine, mobileNo, ...) and the generic one (target_year,
// postal_address, mobile, ...). A nil field was not sent and does not change.
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

// validateProfile applies the profile-edit rules of spec section 5 to the fields sent.
// targetYears and optionals are the allowed choices.
func validateProfile(fields []profileField, targetYears, optionals []string) map[string]string {
	errs := map[string]string{}
	for _, f := range fields {
		v := *f.value
		switch f.column {
		case "mobile":
			if !tenDigits.MatchString(v) {
				errs[f.field] = "Please enter a valid 10-digit mobile number"
			}
		case "alternate_mobile":
			if v != "" && !tenDigits.MatchString(v) {
				errs[f.field] = "Please enter a valid 10-digit mobile number"
			}
		case "target_year":
			if !slices.Contains(targetYears, v) {
				errs[f.field] = "Please choose a target year from " + strings.Join(targetYears, ", ")
			}
		case "pincode":
			if !sixDigits.MatchString(v) {
				errs[f.field] = "Please enter a valid 6-digit pincode"
			}
		case "postal_address", "city", "state":
			if v == "" {
				errs[f.field] = map[string]string{"postal_address": "Address is required", "city": "City is required",
					"state": "State is required"}[f.column]
			} else if utf8.RuneCountInString(v) > maxTextLength {
				errs[f.field] = "This is too long (300 characters at most)."
			}
		case "landmark":
			if utf8.RuneCountInString(v) > maxTextLength {
				errs[f.field] = "This is too long (300 characters at most)."
			}
		case "optional_subject":
			if v != "" && !slices.Contains(optionals, v) {
				errs[f.field] = "Please choose an optional subject from the list."
			}
		}
	}
	return errs
}

// MinResetPasswordLength is the reset screen's rule (spec section 5); a changed password obeys
// it too.
const MinResetPasswordLength = 8

// newPasswordProblem answers the reset screen's message for a new password, or "". Beyond the
// length it obeys the same rules as PasswordProblem.
func newPasswordProblem(password string) string {
	switch {
	case password == "":
		return "Password is required"
	case isBlank(password):
		return msgBlankPassword
	case utf8.RuneCountInString(password) < MinResetPasswordLength:
		return "Password must be at least 8 characters"
	case utf8.RuneCountInString(password) > maxPasswordLength:
		return "Password must be at most 256 characters"
	case isCommonPassword(password):
		return msgCommonPassword
	}
	return ""
}
