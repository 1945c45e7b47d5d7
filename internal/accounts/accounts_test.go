package accounts_test

import (
	"context"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"aspirant/internal/accounts"
	"aspirant/internal/apptest"
	"aspirant/internal/platform/ratelimit"
)

func signUpForm() url.Values {
	return url.Values{
		"name": {"Ishita Rao"}, "email": {"Ishita.Rao@Example.com"}, "password": {"upsc2027!"},
		"target_year": {"2027"}, "postal_address": {"22 MG Road"}, "landmark": {"Opposite City Library"},
		"city": {"Pune"}, "state": {"Maharashtra"}, "pincode": {"411001"}, "mobile": {"9876501234"},
		"alternate_mobile": {""}, "optionalSubject": {"Sociology"},
	}
}

func signUp(t *testing.T, s *apptest.Server, form url.Values) string {
	t.Helper()
	res := s.Call(t, "POST", "/api/v1/register", form)
	if res.Status != 200 {
		t.Fatalf("sign-up: %d %s", res.Status, res.Body)
	}
	return res.JSON["token"].(string)
}

func login(t *testing.T, s *apptest.Server, email, password string) (apptest.Response, string) {
	t.Helper()
	res := s.Call(t, "POST", "/api/v1/login", url.Values{"email": {email}, "password": {password}})
	if res.Status != 200 {
		return res, ""
	}
	return res, res.JSON["body"].(map[string]any)["session"].(map[string]any)["sessionToken"].(string)
}

func TestSignUpLogsInWithAStudentID(t *testing.T) {
	s := apptest.New(t)
	res := s.Call(t, "POST", "/api/v1/register", signUpForm())
	if res.Status != 200 || res.Message() == "" {
		t.Fatalf("sign-up: %d %s", res.Status, res.Body)
	}
	token := res.JSON["token"].(string)
	if len(token) < 22 { // 128 bits in base64 at least
		t.Fatalf("token %q is too short", token)
	}
	user := res.JSON["body"].(map[string]any)["user"].(map[string]any)
	if user["email"] != "ishita.rao@example.com" || user["name"] != "Ishita Rao" || user["role"] != "student" {
		t.Fatalf("user %v", user)
	}
	if !regexp.MustCompile(`^ASP-[A-HJ-NP-Z2-9]{7}$`).MatchString(user["unique_id"].(string)) {
		t.Fatalf("student id %q is not readable", user["unique_id"])
	}
	profile := s.Get(t, "/api/v1/modules/user/profile", "token", token)
	if profile.Status != 200 {
		t.Fatalf("the sign-up token does not open the profile: %d", profile.Status)
	}
	basic := profile.JSON["body"].(map[string]any)["basicDetails"].(map[string]any)
	if basic["uniqueUserId"] != user["unique_id"] || basic["mobileNo"] != "9876501234" {
		t.Fatalf("profile %v", basic)
	}
	// The token is stored only as a hash.
	var stored int
	if err := s.DB.Get(context.Background(), &stored, "SELECT COUNT(*) FROM sessions WHERE token_hash = ?", token); err != nil || stored != 0 {
		t.Fatalf("the raw token is in the database (%d rows, %v)", stored, err)
	}
}

func TestSignUpRulesAndMessages(t *testing.T) {
	// More refused sign-ups than one address may send in an hour.
	limits := accounts.DefaultLimits
	limits.RegisterPerIP.Limit = 100
	s := apptest.New(t, apptest.Options{Limits: limits})
	cases := []struct {
		field, value, message string
	}{
		{"name", "", "Name is required."},
		{"email", "", "Email is required."},
		{"email", "ishita@", "Invalid email format."},
		{"password", "", "Password is required."},
		{"password", "abc12", "Password must be at least 6 characters."},
		{"target_year", "", "Target year is required."},
		{"target_year", "27", "Target year must be 4 digits."},
		{"postal_address", "", "Postal address is required."},
		{"landmark", " ", "Landmark is required."},
		{"city", "", "City is required."},
		{"state", "", "State is required."},
		{"pincode", "", "Pincode is required."},
		{"pincode", "4110", "Pincode must be 6 digits."},
		{"pincode", "000000", "Pincode cannot start with 0."},
		{"pincode", "011001", "Pincode cannot start with 0."},
		{"mobile", "", "Mobile number is required."},
		{"mobile", "98765-0123", "Mobile number must be 10 digits."},
		{"mobile", "5876543210", "Mobile number must start with 6, 7, 8 or 9."},
		{"mobile", "+91 12345 67890", "Mobile number must start with 6, 7, 8 or 9."},
		{"mobile", "9999999999", "Mobile number cannot be the same digit ten times."},
		{"alternate_mobile", "12345", "Alternate mobile must be 10 digits."},
		{"alternate_mobile", "4444444444", "Alternate mobile must start with 6, 7, 8 or 9."},
		{"alternate_mobile", "8888888888", "Alternate mobile cannot be the same digit ten times."},
		{"optionalSubject", "Astrology", "Please choose an optional subject from the list."},
	}
	for _, c := range cases {
		form := signUpForm()
		form.Set(c.field, c.value)
		res := s.Call(t, "POST", "/api/v1/register", form)
		if res.Status != 400 || res.FieldError(c.field) != c.message || res.Message() != "Please fix the errors above." {
			t.Errorf("%s=%q: %d %s, want %q", c.field, c.value, res.Status, res.Body, c.message)
		}
	}
	var users int
	if err := s.DB.Get(context.Background(), &users, "SELECT COUNT(*) FROM users WHERE email LIKE 'ishita%'"); err != nil || users != 0 {
		t.Fatalf("a refused sign-up stored %d users (%v)", users, err)
	}
	// The same rules hold for a JSON body.
	res := s.Call(t, "POST", "/api/v1/register", map[string]any{"name": "Ishita", "email": "x@example.com", "password": "long-enough",
		"target_year": 2027, "postal_address": "a", "landmark": "b", "city": "c", "state": "d", "pincode": 411001, "mobile": "98765"})
	if res.Status != 400 || res.FieldError("mobile") != "Mobile number must be 10 digits." || len(res.JSON["errors"].(map[string]any)) != 1 {
		t.Fatalf("JSON sign-up: %d %s", res.Status, res.Body)
	}
}

// docs/product.md, "Mobile numbers, PIN codes and target years": a number typed with spaces, the
// country code or a leading 0 is kept as its ten digits, at sign-up and in the profile.
func TestMobileNumbersAreStoredAsTenDigits(t *testing.T) {
	s := apptest.New(t)
	for i, typed := range []string{"98765 43210", "+91 98765 43210", "098765 43210", "+91-98765-43210"} {
		form := signUpForm()
		form.Set("email", "learner"+strconv.Itoa(i)+"@example.com")
		form.Set("mobile", typed)
		form.Set("alternate_mobile", "+91 91234 56780")
		res := s.Call(t, "POST", "/api/v1/register", form)
		if res.Status != 200 {
			t.Fatalf("sign-up with %q: %d %s", typed, res.Status, res.Body)
		}
		user := res.JSON["body"].(map[string]any)["user"].(map[string]any)
		if user["mobile"] != "9876543210" || user["alternate_mobile"] != "9123456780" {
			t.Errorf("sign-up with %q answered %v, %v", typed, user["mobile"], user["alternate_mobile"])
		}
		var stored string
		if err := s.DB.Get(context.Background(), &stored, "SELECT mobile FROM users WHERE email = ?", "learner"+strconv.Itoa(i)+"@example.com"); err != nil || stored != "9876543210" {
			t.Errorf("stored %q (%v) for %q", stored, err, typed)
		}
	}

	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	res := s.Call(t, "POST", "/api/v1/modules/user/profile", url.Values{"mobileNo": {"+91 70123 45678"},
		"alternateMobileNo": {"090123 45678"}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	after := profile(t, s, token)
	if after["basicDetails"]["mobileNo"] != "7012345678" || after["postal_address"]["alternateMobileNo"] != "9012345678" {
		t.Fatalf("profile kept %v and %v", after["basicDetails"]["mobileNo"], after["postal_address"]["alternateMobileNo"])
	}
}

// A target year before the current one (in India's time) is refused at sign-up.
func TestSignUpTargetYearIsNotPast(t *testing.T) {
	s := apptest.New(t)
	year := s.Clock.Now().In(time.FixedZone("IST", 5*60*60+30*60)).Year()
	form := signUpForm()
	form.Set("target_year", strconv.Itoa(year-1))
	res := s.Call(t, "POST", "/api/v1/register", form)
	want := "Target year cannot be before " + strconv.Itoa(year) + "."
	if res.Status != 400 || res.FieldError("target_year") != want {
		t.Fatalf("last year: %d %s, want %q", res.Status, res.Body, want)
	}
	form.Set("target_year", strconv.Itoa(year))
	if res := s.Call(t, "POST", "/api/v1/register", form); res.Status != 200 {
		t.Fatalf("this year: %d %s", res.Status, res.Body)
	}
	// On India's New Year's Day (still 31 December in UTC) the old year is past.
	now := s.Clock.Now()
	newYear := time.Date(now.In(time.UTC).Year(), 12, 31, 19, 0, 0, 0, time.UTC)
	if newYear.Before(now) {
		newYear = newYear.AddDate(1, 0, 0)
	}
	s.Clock.Advance(newYear.Sub(now))
	nextYear := newYear.Year() + 1
	form.Set("email", "new-year@example.com")
	form.Set("target_year", strconv.Itoa(nextYear-1))
	res = s.Call(t, "POST", "/api/v1/register", form)
	if want := "Target year cannot be before " + strconv.Itoa(nextYear) + "."; res.Status != 400 || res.FieldError("target_year") != want {
		t.Fatalf("on New Year's Day in India: %d %s, want %q", res.Status, res.Body, want)
	}
}

func TestEmailsAreCaseInsensitive(t *testing.T) {
	s := apptest.New(t)
	signUp(t, s, signUpForm())
	form := signUpForm()
	form.Set("email", "  ISHITA.RAO@example.COM ")
	res := s.Call(t, "POST", "/api/v1/register", form)
	if res.Status != 409 || res.FieldError("email") == "" {
		t.Fatalf("taken e-mail in other case: %d %s", res.Status, res.Body)
	}
	if res, token := login(t, s, "ISHITA.rao@EXAMPLE.com", "upsc2027!"); token == "" {
		t.Fatalf("login in other case: %d %s", res.Status, res.Body)
	}
}

func TestLoginAnswers(t *testing.T) {
	s := apptest.New(t)
	res, token := login(t, s, "demo@aspirant.test", "demo12345")
	if token == "" {
		t.Fatalf("demo login: %d %s", res.Status, res.Body)
	}
	user := res.JSON["body"].(map[string]any)["user"].(map[string]any)
	for _, key := range []string{"name", "email", "unique_id", "optionalSubject", "target_year", "postal_address", "landmark", "city", "state", "pincode", "alternate_mobile", "mobile"} {
		if _, ok := user[key]; !ok {
			t.Errorf("login user lacks %s", key)
		}
	}
	wrongPassword, _ := login(t, s, "demo@aspirant.test", "demo123456")
	unknownEmail, _ := login(t, s, "nobody@aspirant.test", "demo12345")
	if wrongPassword.Status != 401 || unknownEmail.Status != 401 || wrongPassword.Message() != unknownEmail.Message() {
		t.Fatalf("wrong password %d %q, unknown e-mail %d %q: must be the same plain 401",
			wrongPassword.Status, wrongPassword.Message(), unknownEmail.Status, unknownEmail.Message())
	}
	missing := s.Call(t, "POST", "/api/v1/login", url.Values{"email": {""}})
	if missing.Status != 400 || missing.FieldError("email") != "Email is required." || missing.FieldError("password") != "Password is required." {
		t.Fatalf("empty login: %d %s", missing.Status, missing.Body)
	}
}

func TestCallsNeedingASessionAnswer401(t *testing.T) {
	s := apptest.New(t)
	for _, c := range []struct{ method, path string }{
		{"GET", "/api/v1/modules/user/profile"}, {"POST", "/api/v1/modules/user/profile"},
		{"POST", "/api/v1/modules/user/password"}, {"POST", "/api/v1/logout"},
	} {
		for _, token := range []string{"", "made-up-token"} {
			res := s.Call(t, c.method, c.path, url.Values{}, "token", token)
			if res.Status != 401 || res.Message() == "" {
				t.Errorf("%s %s with token %q: %d %s", c.method, c.path, token, res.Status, res.Body)
			}
		}
	}
	// A public call ignores a token that no longer works instead of failing, and says that the
	// session is over, so the app can tell the learner on a page that needs no session.
	res := s.Get(t, "/api/v1/dynamic-content/faqs", "token", "made-up-token")
	if res.Status != 200 || res.Header.Get("Session-Expired") != "true" {
		t.Fatalf("public call with a dead token: %d, Session-Expired %q", res.Status, res.Header.Get("Session-Expired"))
	}
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	if res := s.Get(t, "/api/v1/dynamic-content/faqs", "token", token); res.Header.Get("Session-Expired") != "" {
		t.Fatalf("a working session is called expired: %q", res.Header.Get("Session-Expired"))
	}
	if res := s.Get(t, "/api/v1/dynamic-content/faqs"); res.Header.Get("Session-Expired") != "" {
		t.Fatalf("a visitor without a session is called expired: %q", res.Header.Get("Session-Expired"))
	}
}

func TestLogoutRevokesTheSessionOnTheServer(t *testing.T) {
	s := apptest.New(t)
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	_, other := login(t, s, "demo@aspirant.test", "demo12345")
	if res := s.Call(t, "POST", "/api/v1/logout", nil, "token", token); res.Status != 200 {
		t.Fatalf("logout: %d %s", res.Status, res.Body)
	}
	res := s.Get(t, "/api/v1/modules/user/profile", "token", token)
	if res.Status != 401 || !strings.Contains(res.Message(), "expired") {
		t.Fatalf("after logout: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", other); res.Status != 200 {
		t.Fatalf("logout ended another device's session: %d", res.Status)
	}
}

func TestSessionsExpire(t *testing.T) {
	s := apptest.New(t)
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	s.Clock.Advance(accounts.SessionLifetime - time.Minute)
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", token); res.Status != 200 {
		t.Fatalf("a session before its expiry: %d", res.Status)
	}
	s.Clock.Advance(2 * time.Minute)
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", token); res.Status != 401 {
		t.Fatalf("a session after its expiry: %d", res.Status)
	}
}

// resetLink answers the reset link of the newest e-mail to address.
func resetLink(t *testing.T, s *apptest.Server, address string) string {
	t.Helper()
	mails := s.Mails(t)
	link := regexp.MustCompile(`http://[^\s"<]+/reset-password\?token=[A-Za-z0-9_%-]+`)
	for i := len(mails) - 1; i >= 0; i-- {
		if mails[i].To == address {
			if found := link.FindString(mails[i].Text); found != "" {
				return found
			}
		}
	}
	t.Fatalf("no reset e-mail to %s among %d", address, len(mails))
	return ""
}

func tokenOf(t *testing.T, link string) string {
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

func TestPasswordRecovery(t *testing.T) {
	s := apptest.New(t)
	_, oldSession := login(t, s, "demo@aspirant.test", "demo12345")

	unknown := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"nobody@aspirant.test"}})
	known := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"Demo@Aspirant.test"}})
	if unknown.Status != 200 || known.Status != 200 || unknown.Message() != known.Message() {
		t.Fatalf("recovery answers differ: %d %q / %d %q", unknown.Status, unknown.Message(), known.Status, known.Message())
	}
	if mails := s.Mails(t); len(mails) != 1 {
		t.Fatalf("%d e-mails; want only the one to the real account", len(mails))
	}
	link := resetLink(t, s, "demo@aspirant.test")
	if !strings.HasPrefix(link, s.URL+"/reset-password?token=") {
		t.Fatalf("link %q is not on the base URL", link)
	}
	token := tokenOf(t, link)

	short := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {token}, "password": {"short12"}})
	if short.Status != 400 || short.FieldError("password") != "Password must be at least 8 characters" {
		t.Fatalf("short password: %d %s", short.Status, short.Body)
	}
	ok := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {token}, "password": {"brand-new-pass"}})
	if ok.Status != 200 || ok.Message() != "Password reset successful!" {
		t.Fatalf("reset: %d %s", ok.Status, ok.Body)
	}
	reused := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {token}, "password": {"another-pass"}})
	if reused.Status != 400 || reused.Message() == "" {
		t.Fatalf("reused token: %d %s", reused.Status, reused.Body)
	}
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", oldSession); res.Status != 401 {
		t.Fatalf("a session from before the reset still works: %d", res.Status)
	}
	if res, _ := login(t, s, "demo@aspirant.test", "demo12345"); res.Status != 401 {
		t.Fatalf("the old password still works: %d", res.Status)
	}
	if res, token := login(t, s, "demo@aspirant.test", "brand-new-pass"); token == "" {
		t.Fatalf("the new password does not work: %d %s", res.Status, res.Body)
	}
}

func TestResetLinksExpireAndUsingOneEndsTheRest(t *testing.T) {
	s := apptest.New(t)
	ask := func() string {
		if res := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}); res.Status != 200 {
			t.Fatalf("recover: %d", res.Status)
		}
		return tokenOf(t, resetLink(t, s, "demo@aspirant.test"))
	}
	first := ask()
	s.Clock.Advance(time.Second)
	second := ask()
	if first == second {
		t.Fatal("two requests gave the same token")
	}
	// A later request (perhaps someone else's) leaves the earlier link working; using it ends the later one.
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {first}, "password": {"brand-new-pass"}}); res.Status != 200 {
		t.Fatalf("the earlier link after a later request: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {second}, "password": {"other-new-pass"}}); res.Status != 400 {
		t.Fatalf("the later link after the earlier one was used: %d", res.Status)
	}
	third := ask()
	s.Clock.Advance(accounts.ResetLifetime + time.Second)
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {third}, "password": {"brand-new-pass"}}); res.Status != 400 {
		t.Fatalf("an expired link still works: %d", res.Status)
	}
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {"made-up"}, "password": {"brand-new-pass"}}); res.Status != 400 {
		t.Fatalf("a made-up token: %d", res.Status)
	}
}

func TestChangePasswordRevokesOtherSessions(t *testing.T) {
	s := apptest.New(t)
	_, here := login(t, s, "demo@aspirant.test", "demo12345")
	_, elsewhere := login(t, s, "demo@aspirant.test", "demo12345")
	wrong := s.Call(t, "POST", "/api/v1/modules/user/password", url.Values{"currentPassword": {"guess"}, "newPassword": {"changed-pass-1"}}, "token", here)
	if wrong.Status != 400 || wrong.FieldError("currentPassword") == "" {
		t.Fatalf("wrong current password: %d %s", wrong.Status, wrong.Body)
	}
	res := s.Call(t, "POST", "/api/v1/modules/user/password", map[string]string{"current_password": "demo12345", "new_password": "changed-pass-1"}, "token", here)
	if res.Status != 200 {
		t.Fatalf("change: %d %s", res.Status, res.Body)
	}
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", elsewhere); res.Status != 401 {
		t.Fatalf("the other session survived a password change: %d", res.Status)
	}
	if res := s.Get(t, "/api/v1/modules/user/profile", "token", here); res.Status != 200 {
		t.Fatalf("the session that changed the password was ended: %d", res.Status)
	}
	if res, token := login(t, s, "demo@aspirant.test", "changed-pass-1"); token == "" {
		t.Fatalf("new password: %d", res.Status)
	}
}

func profile(t *testing.T, s *apptest.Server, token string) map[string]map[string]any {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/user/profile", "token", token)
	body := res.JSON["body"].(map[string]any)
	out := map[string]map[string]any{}
	for k, v := range body {
		out[k] = v.(map[string]any)
	}
	return out
}

func TestProfileUpdatesOnlyWhatIsSent(t *testing.T) {
	s := apptest.New(t)
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	before := profile(t, s, token)

	// The profile page's payload; name and e-mail are ignored.
	res := s.Call(t, "POST", "/api/v1/modules/user/profile", url.Values{
		"targetYear": {"2028"}, "addressLine": {"7 Lodhi Estate"}, "city": {"New Delhi"}, "mobileNo": {"9123456780"},
		"alternateMobileNo": {""}, "name": {"Someone Else"}, "email": {"else@aspirant.test"},
	}, "token", token)
	if res.Status != 200 || res.Message() != "Profile updated successfully!" {
		t.Fatalf("update: %d %s", res.Status, res.Body)
	}
	after := profile(t, s, token)
	if after["additionalInfo"]["targetYear"] != "2028" || after["postal_address"]["addressLine"] != "7 Lodhi Estate" ||
		after["basicDetails"]["mobileNo"] != "9123456780" {
		t.Fatalf("not changed: %v", after)
	}
	if after["basicDetails"]["name"] != before["basicDetails"]["name"] || after["basicDetails"]["email"] != before["basicDetails"]["email"] ||
		after["basicDetails"]["uniqueUserId"] != before["basicDetails"]["uniqueUserId"] {
		t.Fatalf("name, e-mail or student id changed: %v -> %v", before["basicDetails"], after["basicDetails"])
	}
	if after["postal_address"]["pincode"] != before["postal_address"]["pincode"] || after["additionalInfo"]["optionalSubject"] != before["additionalInfo"]["optionalSubject"] {
		t.Fatal("fields that were not sent changed")
	}

	// The generic payload, as JSON.
	res = s.Call(t, "POST", "/api/v1/modules/user/profile", map[string]string{"target_year": "2025", "mobile": "9000000001",
		"postal_address": "Flat 3, Baner Road", "optionalSubject": "Geography"}, "token", token)
	if res.Status != 200 {
		t.Fatalf("generic update: %d %s", res.Status, res.Body)
	}
	after = profile(t, s, token)
	if after["additionalInfo"]["targetYear"] != "2025" || after["basicDetails"]["mobileNo"] != "9000000001" ||
		after["postal_address"]["addressLine"] != "Flat 3, Baner Road" || after["additionalInfo"]["optionalSubject"] != "Geography" {
		t.Fatalf("generic payload not applied: %v", after)
	}
}

func TestProfileRulesAndMessages(t *testing.T) {
	s := apptest.New(t)
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	cases := []struct {
		field, value, message string
	}{
		{"mobileNo", "", "Please enter a valid 10-digit mobile number"},
		{"mobileNo", "12345", "Please enter a valid 10-digit mobile number"},
		{"alternateMobileNo", "98765", "Please enter a valid 10-digit mobile number"},
		{"pincode", "", "Please enter a valid 6-digit pincode"},
		{"pincode", "11000", "Please enter a valid 6-digit pincode"},
		{"pincode", "000000", "Pincode cannot start with 0"},
		{"mobileNo", "5123456789", "Mobile number must start with 6, 7, 8 or 9"},
		{"mobileNo", "6666666666", "Mobile number cannot be the same digit ten times"},
		{"alternateMobileNo", "+91 99999 99999", "Mobile number cannot be the same digit ten times"},
		{"targetYear", "2031", "Please choose a target year from 2024, 2025, 2026, 2027, 2028"},
		{"addressLine", "", "Address is required"},
		{"city", " ", "City is required"},
		{"state", "", "State is required"},
		{"optionalSubject", "Cooking", "Please choose an optional subject from the list."},
	}
	before := profile(t, s, token)
	for _, c := range cases {
		form := url.Values{c.field: {c.value}}
		if c.field != "city" {
			form.Set("city", "Mumbai") // a valid change that must not happen when another field is refused
		}
		res := s.Call(t, "POST", "/api/v1/modules/user/profile", form, "token", token)
		if res.Status != 400 || res.FieldError(c.field) != c.message {
			t.Errorf("%s=%q: %d %s, want %q", c.field, c.value, res.Status, res.Body, c.message)
		}
	}
	if after := profile(t, s, token); after["postal_address"]["city"] != before["postal_address"]["city"] {
		t.Fatal("a refused update changed a valid field sent with it")
	}
}

func TestRateLimits(t *testing.T) {
	limits := accounts.DefaultLimits
	limits.LoginFailuresPerAccountIP = ratelimit.Rule{Name: "login-failed-account-ip", Limit: 3, Window: 15 * time.Minute}
	limits.RecoverPerAccountIP = ratelimit.Rule{Name: "recover-account-ip", Limit: 2, Window: time.Hour}
	limits.RegisterPerIP = ratelimit.Rule{Name: "register-ip", Limit: 2, Window: time.Hour}
	s := apptest.New(t, apptest.Options{Limits: limits})

	for i := 0; i < 3; i++ {
		if res, _ := login(t, s, "demo@aspirant.test", "wrong-guess"); res.Status != 401 {
			t.Fatalf("guess %d: %d", i+1, res.Status)
		}
	}
	res, _ := login(t, s, "DEMO@aspirant.test", "demo12345")
	retry, _ := strconv.Atoi(res.Header.Get("Retry-After"))
	if res.Status != 429 || res.Message() == "" || retry <= 0 || retry > 15*60 {
		t.Fatalf("over the login limit: %d %q Retry-After %q", res.Status, res.Message(), res.Header.Get("Retry-After"))
	}
	s.Clock.Advance(15 * time.Minute)
	if res, token := login(t, s, "demo@aspirant.test", "demo12345"); token == "" {
		t.Fatalf("after the window: %d", res.Status)
	}

	for i := 0; i < 2; i++ {
		s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}})
	}
	if res := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}); res.Status != 429 || res.Header.Get("Retry-After") == "" {
		t.Fatalf("over the recovery limit: %d", res.Status)
	}

	for i := 0; i < 2; i++ {
		form := signUpForm()
		form.Set("email", "learner"+strconv.Itoa(i)+"@example.com")
		signUp(t, s, form)
	}
	form := signUpForm()
	form.Set("email", "learner9@example.com")
	if res := s.Call(t, "POST", "/api/v1/register", form); res.Status != 429 {
		t.Fatalf("over the sign-up limit: %d", res.Status)
	}
}

// behindProxy is a server that believes X-Forwarded-For from the test client, as a real one
// believes it from its load balancer: the honest way to send requests from several addresses.
func behindProxy(t *testing.T, limits accounts.Limits) *apptest.Server {
	return apptest.New(t, apptest.Options{Limits: limits, Env: map[string]string{"ASPIRANT_TRUSTED_PROXIES": "127.0.0.1, ::1"}})
}

// loginFrom logs in as a client at address.
func loginFrom(t *testing.T, s *apptest.Server, address, email, password string) apptest.Response {
	t.Helper()
	return s.Call(t, "POST", "/api/v1/login", url.Values{"email": {email}, "password": {password}}, "X-Forwarded-For", address)
}

var waitMessage = regexp.MustCompile(`^Too many attempts\. Please try again in (a minute|1 minute|[0-9]+ minutes)\.$`)

// checkTooMany fails unless res is a 429 that says how long to wait, in words and in Retry-After.
func checkTooMany(t *testing.T, res apptest.Response, window time.Duration, what string) {
	t.Helper()
	retry, _ := strconv.Atoi(res.Header.Get("Retry-After"))
	if res.Status != 429 || !waitMessage.MatchString(res.Message()) || retry <= 0 || time.Duration(retry)*time.Second > window {
		t.Fatalf("%s: %d %q Retry-After %q, want a 429 naming the wait", what, res.Status, res.Message(), res.Header.Get("Retry-After"))
	}
}

// Recovery is limited as login is (docs/decisions.md, "Accounts"): requests from elsewhere for a
// learner's address use up the askers' allowances, not the learner's, and the learner's mailbox
// gets a bounded number of links an hour, each of which works.
func TestRecoveryAskedElsewhereDoesNotStopTheOwner(t *testing.T) {
	s := behindProxy(t, accounts.Limits{}) // the default limits
	ask := func(address string) apptest.Response {
		return s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}, "X-Forwarded-For", address)
	}
	attackers := []string{"203.0.113.7", "203.0.113.8", "203.0.113.9"}
	for _, attacker := range attackers {
		for i := 0; i < 3; i++ {
			if res := ask(attacker); res.Status != 200 {
				t.Fatalf("request %d from %s: %d %s", i+1, attacker, res.Status, res.Body)
			}
		}
		checkTooMany(t, ask(attacker), time.Hour, "a fourth request for one account from one address")
	}
	if res := ask("198.51.100.4"); res.Status != 200 {
		t.Fatalf("the owner's own request after nine from elsewhere: %d %s", res.Status, res.Body)
	}
	mails := 0
	for _, m := range s.Mails(t) {
		if m.To == "demo@aspirant.test" {
			mails++
		}
	}
	if mails != 5 {
		t.Fatalf("%d reset e-mails after ten requests, want the mailbox's 5 an hour", mails)
	}
	// The newest link in the mailbox works, whoever asked for it.
	token := tokenOf(t, resetLink(t, s, "demo@aspirant.test"))
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {token}, "password": {"brand-new-pass"}}); res.Status != 200 {
		t.Fatalf("the owner's link: %d %s", res.Status, res.Body)
	}
}

func TestWrongPasswordsElsewhereDoNotLockTheOwnerOut(t *testing.T) {
	s := behindProxy(t, accounts.Limits{}) // the default limits
	const attacker, owner = "203.0.113.7", "198.51.100.4"
	refused := 0
	for i := 0; i < 30 && refused == 0; i++ {
		switch res := loginFrom(t, s, attacker, "Demo@Aspirant.test", "guess-"+strconv.Itoa(i)); res.Status {
		case 401:
		case 429:
			checkTooMany(t, res, 15*time.Minute, "the attacker's address")
			refused = i + 1
		default:
			t.Fatalf("guess %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	if refused == 0 {
		t.Fatal("30 wrong passwords for one account from one address were never refused")
	}
	// From the attacker's address the account stays closed, even to the right password.
	checkTooMany(t, loginFrom(t, s, attacker, "demo@aspirant.test", "demo12345"), 15*time.Minute, "the right password from the attacker's address")

	if res := loginFrom(t, s, owner, "demo@aspirant.test", "demo12345"); res.Status != 200 {
		t.Fatalf("the owner, elsewhere, is locked out by the attacker: %d %s", res.Status, res.Body)
	}
	// The owner's own typing mistake is an ordinary wrong password, not a lockout.
	if res := loginFrom(t, s, owner, "demo@aspirant.test", "demo1234"); res.Status != 401 {
		t.Fatalf("the owner's first wrong password: %d %s", res.Status, res.Body)
	}
	if res := loginFrom(t, s, owner, "demo@aspirant.test", "demo12345"); res.Status != 200 {
		t.Fatalf("the owner after one mistake: %d %s", res.Status, res.Body)
	}
}

func TestFailedLoginsAreThrottledPerAddress(t *testing.T) {
	limits := accounts.DefaultLimits
	limits.LoginFailuresPerAccountIP = ratelimit.Rule{Name: "login-failed-account-ip", Limit: 3, Window: 15 * time.Minute}
	limits.LoginFailuresPerIP = ratelimit.Rule{Name: "login-failed-ip", Limit: 5, Window: 15 * time.Minute}
	s := behindProxy(t, limits)
	const classroom, guesser, elsewhere = "192.0.2.10", "192.0.2.66", "192.0.2.20"

	// A classroom behind one address: successful logins do not count, however many.
	for i := 0; i < 12; i++ {
		if res := loginFrom(t, s, classroom, "demo@aspirant.test", "demo12345"); res.Status != 200 {
			t.Fatalf("classroom login %d: %d %s", i+1, res.Status, res.Body)
		}
	}

	// One address tries one password on many accounts, known and unknown (an unknown e-mail is
	// a failure too): each account is tried once, under its own limit, yet the address is stopped.
	for i := 0; i < 5; i++ {
		email := "learner" + strconv.Itoa(i) + "@example.com"
		if i == 0 {
			email = "demo@aspirant.test"
		}
		if res := loginFrom(t, s, guesser, email, "password1"); res.Status != 401 {
			t.Fatalf("guess %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	checkTooMany(t, loginFrom(t, s, guesser, "admin@aspirant.test", "password1"), 15*time.Minute, "a sixth account from the same address")
	checkTooMany(t, loginFrom(t, s, guesser, "evaluator@aspirant.test", "evaluator12345"), 15*time.Minute, "a right password from the same address")

	// Other addresses, and the accounts that were guessed at, are untouched.
	if res := loginFrom(t, s, elsewhere, "demo@aspirant.test", "demo12345"); res.Status != 200 {
		t.Fatalf("another address: %d %s", res.Status, res.Body)
	}
	if res := loginFrom(t, s, classroom, "admin@aspirant.test", "admin12345"); res.Status != 200 {
		t.Fatalf("the classroom after the guessing: %d %s", res.Status, res.Body)
	}
	s.Clock.Advance(15 * time.Minute)
	if res := loginFrom(t, s, guesser, "evaluator@aspirant.test", "evaluator12345"); res.Status != 200 {
		t.Fatalf("the guessing address after the window: %d %s", res.Status, res.Body)
	}
}

func TestFailedLoginsFromOneIPv6NetworkCountTogether(t *testing.T) {
	limits := accounts.DefaultLimits
	limits.LoginFailuresPerAccountIP = ratelimit.Rule{Name: "login-failed-account-ip", Limit: 3, Window: 15 * time.Minute}
	s := behindProxy(t, limits)
	// An internet line gets a whole /64: moving within it does not start a fresh count.
	for i := 1; i <= 3; i++ {
		if res := loginFrom(t, s, "2001:db8:5:6::"+strconv.Itoa(i), "demo@aspirant.test", "wrong-guess"); res.Status != 401 {
			t.Fatalf("guess %d: %d %s", i, res.Status, res.Body)
		}
	}
	checkTooMany(t, loginFrom(t, s, "2001:db8:5:6:ffff::9", "demo@aspirant.test", "wrong-guess"), 15*time.Minute, "the same /64")
	if res := loginFrom(t, s, "2001:db8:5:7::1", "demo@aspirant.test", "demo12345"); res.Status != 200 {
		t.Fatalf("another /64: %d %s", res.Status, res.Body)
	}
}

const (
	commonPasswordMessage = "This password is too common: it appears in lists of leaked passwords. Please choose another."
	blankPasswordMessage  = "Password cannot be only spaces."
)

func TestCommonAndBlankPasswordsAreRefused(t *testing.T) {
	s := apptest.New(t)
	for password, message := range map[string]string{
		"Password1":    commonPasswordMessage, // on the list in lower case
		"qwerty123":    commonPasswordMessage,
		"iloveyou":     commonPasswordMessage,
		"        ":     blankPasswordMessage,
		" \t \u00a0  ": blankPasswordMessage,
	} {
		form := signUpForm()
		form.Set("password", password)
		res := s.Call(t, "POST", "/api/v1/register", form)
		if res.Status != 400 || res.FieldError("password") != message {
			t.Errorf("sign-up with %q: %d %s, want %q", password, res.Status, res.Body, message)
		}
	}
	signUp(t, s, signUpForm()) // upsc2027! is fine

	// Changing and resetting a password obey the same rules.
	_, token := login(t, s, "demo@aspirant.test", "demo12345")
	res := s.Call(t, "POST", "/api/v1/modules/user/password", url.Values{"currentPassword": {"demo12345"}, "newPassword": {"Password123"}}, "token", token)
	if res.Status != 400 || res.FieldError("newPassword") != commonPasswordMessage {
		t.Fatalf("change to a common password: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, "POST", "/api/v1/modules/user/password", url.Values{"currentPassword": {"demo12345"}, "newPassword": {"          "}}, "token", token)
	if res.Status != 400 || res.FieldError("newPassword") != blankPasswordMessage {
		t.Fatalf("change to spaces: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, "POST", "/api/v1/auth/recover-account", url.Values{"email": {"demo@aspirant.test"}}); res.Status != 200 {
		t.Fatalf("recover: %d", res.Status)
	}
	reset := tokenOf(t, resetLink(t, s, "demo@aspirant.test"))
	res = s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {reset}, "password": {"SUNSHINE1"}})
	if res.Status != 400 || res.FieldError("password") != commonPasswordMessage {
		t.Fatalf("reset to a common password: %d %s", res.Status, res.Body)
	}
	// The refused attempt did not use up the link.
	if res := s.Call(t, "POST", "/api/v1/auth/update-password", url.Values{"token": {reset}, "password": {"monsoon-in-pune-27"}}); res.Status != 200 {
		t.Fatalf("reset to a good password: %d %s", res.Status, res.Body)
	}
}

func TestLengthLimitsCountCharactersNotBytes(t *testing.T) {
	s := apptest.New(t)
	const name = "अनन्या सुब्रह्मण्यम लक्ष्मीनारायण गुप्ता" // 40 characters, 114 bytes
	if n := utf8.RuneCountInString(name); n != 40 {
		t.Fatalf("the test name has %d characters", n)
	}
	form := signUpForm()
	form.Set("name", name)
	form.Set("city", "पुणे")
	form.Set("postal_address", strings.Repeat("फ्लैट ३, बानेर रोड, ", 10)) // 199 characters, 479 bytes
	token := signUp(t, s, form)
	if got := profile(t, s, token)["basicDetails"]["name"]; got != name {
		t.Fatalf("stored name %q", got)
	}

	long := []rune(strings.Repeat(name+" ", 3))
	for _, c := range []struct {
		runes  int
		status int
	}{{100, 200}, {101, 400}} {
		form := signUpForm()
		form.Set("name", string(long[:c.runes]))
		form.Set("email", "name"+strconv.Itoa(c.runes)+"@example.com")
		res := s.Call(t, "POST", "/api/v1/register", form)
		if res.Status != c.status || (c.status == 400 && res.FieldError("name") != "Name must be at most 100 characters.") {
			t.Errorf("a name of %d Hindi characters: %d %s, want %d", c.runes, res.Status, res.Body, c.status)
		}
	}
	// The profile's address lines count characters too.
	res := s.Call(t, "POST", "/api/v1/modules/user/profile", url.Values{"landmark": {strings.Repeat("गांधी चौक के पास ", 17)}}, "token", token)
	if res.Status != 200 {
		t.Fatalf("a Hindi landmark of 288 characters: %d %s", res.Status, res.Body)
	}
	res = s.Call(t, "POST", "/api/v1/modules/user/profile", url.Values{"landmark": {strings.Repeat("गांधी चौक के पास ", 18)}}, "token", token)
	if res.Status != 400 || res.FieldError("landmark") != "This is too long (300 characters at most)." {
		t.Fatalf("a Hindi landmark of 305 characters: %d %s", res.Status, res.Body)
	}
}

func TestLongUserAgentsAreCutBetweenCharacters(t *testing.T) {
	s := apptest.New(t)
	// 13 bytes, then Devanagari (3 bytes a character): byte 300 falls inside a character. A
	// header is bytes, not text: the stray one must not reach PostgreSQL, which takes only UTF-8.
	agent := "Mozilla/5.0 \xff" + strings.Repeat("ब्राउज़र", 40)
	res := s.Call(t, "POST", "/api/v1/login", url.Values{"email": {"demo@aspirant.test"}, "password": {"demo12345"}}, "User-Agent", agent)
	if res.Status != 200 {
		t.Fatalf("a long non-ASCII user agent: %d %s", res.Status, res.Body)
	}
	var stored string
	if err := s.DB.Get(context.Background(), &stored, "SELECT user_agent FROM sessions ORDER BY id DESC LIMIT 1"); err != nil ||
		!utf8.ValidString(stored) || utf8.RuneCountInString(stored) != 300 || !strings.HasPrefix(stored, "Mozilla/5.0 \uFFFDब्राउज़र") {
		t.Fatalf("stored user agent %q (%d characters), %v", stored, utf8.RuneCountInString(stored), err)
	}
}
