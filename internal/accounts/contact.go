package accounts

import (
	"regexp"
	"strconv"
	"time"

	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
	"aspirant/internal/platform/mobile"
)

// The rules of a PIN code and a target year, and the profile's wording of the mobile rule
// (internal/platform/mobile), as docs/product.md says under "Mobile numbers, PIN codes and target
// years".

// profileMobileProblem is the profile page's wording of the same rule (its messages have no
// full stop, and the length message is the page's own).
func profileMobileProblem(number string) locale.Message {
	switch mobile.Check(number) {
	case mobile.NotTen:
		return locale.T("Please enter a valid 10-digit mobile number")
	case mobile.BadStart:
		return locale.T("Mobile number must start with 6, 7, 8 or 9")
	case mobile.OneDigit:
		return locale.T("Mobile number cannot be the same digit ten times")
	}
	return locale.Message{}
}

var sixDigits = regexp.MustCompile(`^[0-9]{6}$`)

// pincodeFault: a PIN code has six digits, and the first (the postal zone) is 1 to 9.
func pincodeFault(pincode string) (notSix, zeroZone bool) {
	if !sixDigits.MatchString(pincode) {
		return true, false
	}
	return false, pincode[0] == '0'
}

// msgPincodeZone is the message for a PIN code starting with 0 (sign-up's wording; the
// profile's is the same without the full stop).
const (
	msgPincodeZone        = "Pincode cannot start with 0."
	msgPincodeZoneProfile = "Pincode cannot start with 0"
)

// targetYearProblem answers sign-up's message for a target year (four digits) before the current
// year in India, or "". A learner signs up for an exam still ahead of them.
func targetYearProblem(year string, now time.Time) locale.Message {
	current := now.In(indiatime.Zone).Year()
	if y, err := strconv.Atoi(year); err == nil && y < current {
		return locale.T("Target year cannot be before %d.", current)
	}
	return locale.Message{}
}
