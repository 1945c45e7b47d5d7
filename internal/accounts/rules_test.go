package accounts

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestPasswordRules(t *testing.T) {
	const (
		common = "This password is too common: it appears in lists of leaked passwords. Please choose another."
		blank  = "Password cannot be only spaces."
	)
	cases := []struct {
		password      string
		signUp, reset string // the messages of PasswordProblem and newPasswordProblem
	}{
		{"", "Password is required.", "Password is required"},
		{"      ", blank, blank},
		{"   ", blank, blank},
		{"\t\n \u00a0\u2003  ", blank, blank},
		{"abc12", "Password must be at least 6 characters.", "Password must be at least 8 characters"},
		{"upsc27", "", "Password must be at least 8 characters"},
		{"123456", common, "Password must be at least 8 characters"},
		{"dragon", common, "Password must be at least 8 characters"},
		{"password", common, common},
		{"PassWord", common, common},
		{"QWERTY123", common, common},
		{"iloveyou", common, common},
		{" password", "", ""}, // not on the list as typed; a space makes it another password
		{"upsc2027!", "", ""},
		{"monsoon-in-pune-27", "", ""},
		{"मेरा पासवर्ड", "", ""},                                  // twelve characters, whatever their bytes
		{"पासवर्ड", "", "Password must be at least 8 characters"}, // seven characters, 21 bytes
		{strings.Repeat("é", 256), "", ""},
		{strings.Repeat("é", 257), "Password must be at most 256 characters.", "Password must be at most 256 characters"},
	}
	for _, c := range cases {
		if got := PasswordProblem(c.password).String(); got != c.signUp {
			t.Errorf("PasswordProblem(%q) = %q, want %q", c.password, got, c.signUp)
		}
		if got := newPasswordProblem(c.password).String(); got != c.reset {
			t.Errorf("newPasswordProblem(%q) = %q, want %q", c.password, got, c.reset)
		}
	}
}

func TestCommonPasswordList(t *testing.T) {
	set := commonPasswords()
	if len(set) != 10000 {
		t.Fatalf("%d passwords on the list, want 10,000", len(set))
	}
	for word := range set {
		if word == "" || word != strings.ToLower(word) || strings.TrimSpace(word) != word || !utf8.ValidString(word) {
			t.Fatalf("%q is not a lower-cased word", word)
		}
	}
	// The passwords of the demo and of the tests (Go and e2e) that set passwords stay off it.
	for _, ok := range []string{"demo12345", "admin12345", "evaluator12345", "upsc2027!", "brand-new-pass",
		"changed-pass-1", "learner-pass", "pass-word", "s3cret-Passw0rd", "first-pass1", "second-pass2",
		"brand-new-pass3", "another-pass4"} {
		if isCommonPassword(ok) {
			t.Errorf("%q is on the list", ok)
		}
	}
}

func TestPincodes(t *testing.T) {
	for pincode, want := range map[string][2]bool{
		"411001": {false, false}, "110001": {false, false}, "999999": {false, false},
		"000000": {false, true}, "011001": {false, true},
		"41100": {true, false}, "4110011": {true, false}, "41100a": {true, false}, "": {true, false},
	} {
		if notSix, zeroZone := pincodeFault(pincode); notSix != want[0] || zeroZone != want[1] {
			t.Errorf("pincodeFault(%q) = %v, %v; want %v", pincode, notSix, zeroZone, want)
		}
	}
}

func TestTargetYearIsNotPast(t *testing.T) {
	// 31 December 2026, 19:00 UTC is already 1 January 2027 in India.
	newYearInIndia := time.Date(2026, 12, 31, 19, 0, 0, 0, time.UTC)
	lastDayOf2026 := time.Date(2026, 12, 31, 18, 0, 0, 0, time.UTC) // 23:30 in India
	cases := []struct {
		year string
		now  time.Time
		want string
	}{
		{"2026", lastDayOf2026, ""},
		{"2025", lastDayOf2026, "Target year cannot be before 2026."},
		{"2026", newYearInIndia, "Target year cannot be before 2027."},
		{"2027", newYearInIndia, ""},
		{"2099", newYearInIndia, ""},
	}
	for _, c := range cases {
		if got := targetYearProblem(c.year, c.now).String(); got != c.want {
			t.Errorf("targetYearProblem(%s, %v) = %q, want %q", c.year, c.now, got, c.want)
		}
	}
}
