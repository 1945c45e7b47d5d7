// Package mobile holds the one rule of an Indian mobile number (docs/product.md, "Mobile numbers,
// PIN codes and target years"): how people type it, and when it cannot be one. Sign-up, the
// profile and the enquiry forms apply it; each words its messages in its own style.
package mobile

import (
	"aspirant/internal/platform/locale"
	"strings"
)

// Normalize answers the ten digits of a mobile number as people type it: with spaces or
// hyphens between the digits ('98765 43210', '98765-43210'), after the country code ('+91 98765
// 43210', '91 9876543210') or after the trunk prefix 0 ('098765 43210'). Anything else comes back
// as it was typed (trimmed), for the rules to refuse with their message.
func Normalize(typed string) string {
	typed = strings.TrimSpace(typed)
	digits := strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return r
		case r == ' ' || r == '-' || r == '\u00a0':
			return -1 // separators people type between groups of digits
		}
		return 'x' // anything else stays and keeps the number from passing as digits
	}, strings.TrimPrefix(typed, "+"))
	plus := strings.HasPrefix(typed, "+")
	switch {
	case !allDigits(digits):
		return typed
	case len(digits) == 12 && strings.HasPrefix(digits, "91"):
		return digits[2:]
	case plus: // another country's code
		return typed
	case len(digits) == 11 && strings.HasPrefix(digits, "0"):
		return digits[1:]
	case len(digits) == 10:
		return digits
	}
	return typed
}

// Fault is what is wrong with a number after Normalize.
type Fault int

const (
	Valid    Fault = iota
	NotTen         // not exactly ten digits
	BadStart       // Indian mobile numbers start with 6, 7, 8 or 9
	OneDigit       // 9999999999 and the like are placeholders, not numbers
)

// Check answers what is wrong with a number already through Normalize.
func Check(number string) Fault {
	switch {
	case len(number) != 10 || !allDigits(number):
		return NotTen
	case number[0] < '6':
		return BadStart
	case strings.Count(number, number[:1]) == len(number):
		return OneDigit
	}
	return Valid
}

// Problem answers the sign-up form's message for a mobile number (already through
// Normalize) that is not a valid Indian mobile, or no message. label starts the message
// ("Mobile number", "Alternate mobile"); the enquiry forms use the same words.
func Problem(label locale.Message, number string) locale.Message {
	switch Check(number) {
	case NotTen:
		return locale.T("%s must be 10 digits.", label)
	case BadStart:
		return locale.T("%s must start with 6, 7, 8 or 9.", label)
	case OneDigit:
		return locale.T("%s cannot be the same digit ten times.", label)
	}
	return locale.Message{}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Masked shows only a number's last four digits, "******3210": enough to recognise one's own
// number in a watermark or a log line, too little to call it.
func Masked(number string) string {
	if len(number) <= 4 {
		return ""
	}
	return strings.Repeat("*", len(number)-4) + number[len(number)-4:]
}
