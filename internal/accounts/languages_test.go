package accounts_test

import (
	"net/url"
	"strings"
	"testing"

	"aspirant/internal/apptest"
)

// docs/product.md, "Languages of the server's messages".

// badSignUp breaks one rule in each of several fields.
func badSignUp() url.Values {
	form := signUpForm()
	form.Set("name", "  ")
	form.Set("email", "not-an-address")
	form.Set("password", "abc12")
	form.Set("mobile", "5876543210")
	form.Set("pincode", "011001")
	form.Set("target_year", "27")
	return form
}

func TestSignUpMessagesFollowTheLanguage(t *testing.T) {
	s := apptest.New(t)
	english := map[string]string{
		"name":        "Name is required.",
		"email":       "Invalid email format.",
		"password":    "Password must be at least 6 characters.",
		"mobile":      "Mobile number must start with 6, 7, 8 or 9.",
		"pincode":     "Pincode cannot start with 0.",
		"target_year": "Target year must be 4 digits.",
	}
	hindi := map[string]string{
		"name":        "नाम आवश्यक है।",
		"email":       "ई-मेल का प्रारूप अमान्य है।",
		"password":    "पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।",
		"mobile":      "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए।",
		"pincode":     "पिनकोड 0 से शुरू नहीं हो सकता।",
		"target_year": "लक्ष्य वर्ष 4 अंकों का होना चाहिए।",
	}
	for _, c := range []struct {
		header  string // Accept-Language; "" sends none
		message string
		fields  map[string]string
	}{
		{"", "Please fix the errors above.", english},
		{"en", "Please fix the errors above.", english},
		{"en-US,en;q=0.9,hi;q=0.5", "Please fix the errors above.", english},
		{"hi", "कृपया ऊपर दी गई त्रुटियाँ ठीक करें।", hindi},
		{"hi-IN,hi;q=0.9,en;q=0.8", "कृपया ऊपर दी गई त्रुटियाँ ठीक करें।", hindi},
	} {
		var header []string
		if c.header != "" {
			header = []string{"Accept-Language", c.header}
		}
		res := s.Call(t, "POST", "/api/v1/register", badSignUp(), header...)
		if res.Status != 400 || res.Message() != c.message {
			t.Errorf("Accept-Language %q: %d %q", c.header, res.Status, res.Message())
		}
		for field, want := range c.fields {
			if got := res.FieldError(field); got != want {
				t.Errorf("Accept-Language %q, %s: %q, want %q", c.header, field, got, want)
			}
		}
	}

	// A formatted message is translated whole, its values kept: the label and the limit.
	long := signUpForm()
	long.Set("name", strings.Repeat("क", 101))
	res := s.Call(t, "POST", "/api/v1/register", long, "Accept-Language", "hi")
	if got := res.FieldError("name"); got != "नाम में अधिकतम 100 अक्षर हो सकते हैं।" {
		t.Errorf("a long name, in Hindi: %q", got)
	}
	res = s.Call(t, "POST", "/api/v1/register", long, "Accept-Language", "en")
	if got := res.FieldError("name"); got != "Name must be at most 100 characters." {
		t.Errorf("a long name, in English: %q", got)
	}
}

func TestLoginFailsInHindi(t *testing.T) {
	s := apptest.New(t)
	res := s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}, "password": {"wrong-password"}},
		"Accept-Language", "hi-IN,hi;q=0.9,en;q=0.8")
	if res.Status != 401 || res.Message() != "ई-मेल या पासवर्ड गलत है।" {
		t.Fatalf("wrong password, in Hindi: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}, "password": {"wrong-password"}})
	if res.Status != 401 || res.Message() != "Invalid email or password." {
		t.Fatalf("wrong password, in English: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}}, "Accept-Language", "hi")
	if res.Status != 400 || res.FieldError("password") != "पासवर्ड आवश्यक है।" {
		t.Fatalf("no password, in Hindi: %d %s", res.Status, res.Body)
	}
}

func TestPasswordRecoveryMailInTheRequestsLanguage(t *testing.T) {
	s := apptest.New(t)
	res := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}, "Accept-Language", "hi")
	if res.Status != 200 || res.Message() != "अगर इस ई-मेल से कोई खाता है, तो हमने उसका पासवर्ड रीसेट करने का लिंक भेज दिया है।" {
		t.Fatalf("recovery, in Hindi: %d %s", res.Status, res.Body)
	}
	mails := s.Mails(t)
	if len(mails) != 1 {
		t.Fatalf("%d e-mails", len(mails))
	}
	m := mails[0]
	if m.To != "demo@aspirant.test" || m.Subject != "अपना Aspirant पासवर्ड रीसेट करें" ||
		!strings.HasPrefix(m.Text, "प्रिय ") || !strings.Contains(m.Text, "यह लिंक केवल एक बार और एक घंटे तक काम करेगा") ||
		!strings.Contains(m.HTML, "अपना पासवर्ड रीसेट करें</a>") {
		t.Fatalf("the reset e-mail is not in Hindi: %+v", m)
	}
	// The Hindi e-mail's link works as the English one's does.
	token := tokenOf(t, resetLink(t, s, "demo@aspirant.test"))
	ok := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {token}, "password": {"brand-new-pass"}},
		"Accept-Language", "hi")
	if ok.Status != 200 || ok.Message() != "पासवर्ड सफलतापूर्वक रीसेट हो गया!" {
		t.Fatalf("reset, in Hindi: %d %s", ok.Status, ok.Body)
	}

	// Asked in English, the e-mail is English, word for word as before.
	s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}, "Accept-Language", "en")
	link := resetLink(t, s, "demo@aspirant.test")
	mails = s.Mails(t)
	want := "Dear Aarav Gupta,\n\nWe received a request to reset the password of your Aspirant account (demo@aspirant.test).\n\n" +
		"Reset your password here (the link works once, for one hour):\n" + link + "\n\n" +
		"If you did not ask for this, ignore this e-mail: your password stays as it is.\n\nAspirant Learning Private Limited\n"
	if m := mails[len(mails)-1]; m.Subject != "Reset your Aspirant password" || strings.ReplaceAll(m.Text, "\r\n", "\n") != want {
		t.Fatalf("the English reset e-mail: %+v", m)
	}
}

func TestTheSavedLanguage(t *testing.T) {
	s := apptest.New(t)
	// Signing up in Hindi saves Hindi.
	form := signUpForm()
	res := s.Call(t, "POST", "/api/v1/register", form, "Accept-Language", "hi")
	if res.Status != 200 || res.Message() != "साइन अप सफल रहा।" {
		t.Fatalf("sign-up in Hindi: %d %s", res.Status, res.Body)
	}
	token := res.JSON["token"].(string)
	if lang := res.JSON["body"].(map[string]any)["user"].(map[string]any)["language"]; lang != "hi" {
		t.Fatalf("the user object says %v", lang)
	}
	profile := s.Get(t, "/api/v1/modules/user/profile", "token", token)
	if lang := profile.JSON["body"].(map[string]any)["additionalInfo"].(map[string]any)["language"]; lang != "hi" {
		t.Fatalf("the profile says %v", lang)
	}
	// A call that names no language is answered in the saved one; one that names it, in that.
	change := url.Values{"currentPassword": {"upsc2027!"}, "newPassword": {"short"}}
	if res := s.Call(t, "POST", "/api/v1/modules/user/password", change, "token", token); res.FieldError("newPassword") != "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए" {
		t.Fatalf("no header, saved Hindi: %s", res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/user/password", change, "token", token, "Accept-Language", "en"); res.FieldError("newPassword") != "Password must be at least 8 characters" {
		t.Fatalf("English asked, Hindi saved: %s", res.Body)
	}

	// Logging in with English saves English.
	res = s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"ishita.rao@example.com"}, "password": {"upsc2027!"}},
		"Accept-Language", "en-GB,en;q=0.9")
	if res.Status != 200 || res.Message() != "Logged in." || res.JSON["body"].(map[string]any)["user"].(map[string]any)["language"] != "en" {
		t.Fatalf("login in English: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/user/password", change, "token", token); res.FieldError("newPassword") != "Password must be at least 8 characters" {
		t.Fatalf("saved English: %s", res.Body)
	}
	// A login that names no language leaves the saved one alone.
	if _, tok := login(t, s, "ishita.rao@example.com", "upsc2027!"); tok == "" {
		t.Fatal("login")
	}

	// The app saves the learner's switch; the answer is in the language chosen.
	set := s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"hi"}}, "token", token, "Accept-Language", "en")
	if set.Status != 200 || set.JSON["language"] != "hi" || set.Message() != "भाषा सहेज ली गई।" {
		t.Fatalf("save Hindi: %d %s", set.Status, set.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/modules/user/password", change, "token", token); res.FieldError("newPassword") != "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए" {
		t.Fatalf("switched to Hindi: %s", res.Body)
	}
	// The recovery e-mail of a request that names no language is in the saved one.
	s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"ishita.rao@example.com"}})
	if mails := s.Mails(t); len(mails) != 1 || mails[0].Subject != "अपना Aspirant पासवर्ड रीसेट करें" {
		t.Fatalf("recovery without a header, Hindi saved: %+v", mails)
	}

	// Marathi, a row of the language registry like Hindi: saved, and its e-mail in Marathi.
	set = s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"mr"}}, "token", token)
	if set.Status != 200 || set.JSON["language"] != "mr" {
		t.Fatalf("save Marathi: %d %s", set.Status, set.Body)
	}
	s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"ishita.rao@example.com"}})
	if mails := s.Mails(t); len(mails) != 2 || mails[1].Subject != "तुमचा Aspirant पासवर्ड पुन्हा सेट करा" {
		t.Fatalf("recovery without a header, Marathi saved: %+v", mails)
	}

	bad := s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"fr"}}, "token", token, "Accept-Language", "en")
	if bad.Status != 400 || bad.FieldError("language") != "Choose one of these languages: English (en), हिन्दी (hi), मराठी (mr)." {
		t.Fatalf("French: %d %s", bad.Status, bad.Body)
	}
	if res := s.Call(t, "PUT", "/api/v1/modules/user/language", url.Values{"language": {"en"}}); res.Status != 401 {
		t.Fatalf("a visitor saved a language: %d", res.Status)
	}
}
