package mobile

import (
	"testing"

	"aspirant/internal/platform/locale"
)

func TestMobileNumbers(t *testing.T) {
	cases := []struct {
		typed, stored, signUp string // what Normalize keeps, and sign-up's message
	}{
		{"9876543210", "9876543210", ""},
		{"98765 43210", "9876543210", ""},
		{" 98765-43210 ", "9876543210", ""},
		{"+91 98765 43210", "9876543210", ""},
		{"+91-98765-43210", "9876543210", ""},
		{"+919876543210", "9876543210", ""},
		{"91 98765 43210", "9876543210", ""},
		{"098765 43210", "9876543210", ""},
		{"09876543210", "9876543210", ""},
		{"6000012345", "6000012345", ""},
		{"98765", "98765", "Mobile number must be 10 digits."},
		{"98765-0123", "98765-0123", "Mobile number must be 10 digits."},
		{"+1 202 555 0100", "+1 202 555 0100", "Mobile number must be 10 digits."},
		{"+44 7911 123456", "+44 7911 123456", "Mobile number must be 10 digits."},
		{"98765 4321O", "98765 4321O", "Mobile number must be 10 digits."},
		{"९८७६५४३२१०", "९८७६५४३२१०", "Mobile number must be 10 digits."}, // Devanagari digits are not typed on a phone's number pad
		{"5876543210", "5876543210", "Mobile number must start with 6, 7, 8 or 9."},
		{"0123456789", "0123456789", "Mobile number must start with 6, 7, 8 or 9."},
		{"+91 12345 67890", "1234567890", "Mobile number must start with 6, 7, 8 or 9."},
		{"9999999999", "9999999999", "Mobile number cannot be the same digit ten times."},
		{"+91 77777 77777", "7777777777", "Mobile number cannot be the same digit ten times."},
	}
	for _, c := range cases {
		got := Normalize(c.typed)
		if got != c.stored {
			t.Errorf("Normalize(%q) = %q, want %q", c.typed, got, c.stored)
		}
		if msg := Problem(locale.T("Mobile number"), got).String(); msg != c.signUp {
			t.Errorf("Problem(%q) = %q, want %q", got, msg, c.signUp)
		}
	}
}

func TestMaskedShowsTheLastFourDigitsOnly(t *testing.T) {
	for number, want := range map[string]string{"9876543210": "******3210", "3210": "", "": ""} {
		if got := Masked(number); got != want {
			t.Errorf("Masked(%q) = %q, want %q", number, got, want)
		}
	}
}
