package app_test

// A learner is signed in on at most ASPIRANT_MAX_DEVICES devices (3 by default): a fourth
// sign-in signs the first device out, on every server, and says so; the profile lists the
// devices and signs any of them, or all others, out (docs/product.md, "Devices").

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/platform/indiatime"
	"aspirant/internal/platform/locale"
)

// Browsers as they name themselves: a budget Android phone, an iPhone, a Windows laptop and a
// Mac.
const (
	androidChrome  = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
	iPhoneSafari   = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	windowsFirefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
	macChrome      = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
)

func signInOn(t *testing.T, s *apptest.Server, email, agent string) apptest.Response {
	t.Helper()
	res := s.Call(t, http.MethodPost, "/api/v1/login", url.Values{"email": {email}, "password": {"Kesari-Bagh-2027!"}}, "User-Agent", agent)
	if res.Status != http.StatusOK {
		t.Fatalf("sign in on %q: %d %s", agent, res.Status, res.Body)
	}
	return res
}

func tokenOf(res apptest.Response) string {
	return res.JSON["body"].(map[string]any)["session"].(map[string]any)["sessionToken"].(string)
}

func devicesOf(t *testing.T, s *apptest.Server, token string) []map[string]any {
	t.Helper()
	res := s.Get(t, "/api/v1/modules/user/devices", "token", token)
	if res.Status != http.StatusOK {
		t.Fatalf("devices: %d %s", res.Status, res.Body)
	}
	var out []map[string]any
	for _, d := range res.JSON["devices"].([]any) {
		out = append(out, d.(map[string]any))
	}
	return out
}

func TestAFourthSignInSignsTheFirstDeviceOutOnEveryServer(t *testing.T) {
	s, peer := twoServers(t)
	works := func(on *apptest.Server, token string) bool {
		return on.Get(t, "/api/v1/modules/user/profile", "token", token).Status == http.StatusOK
	}
	_, email := s.NewLearner(t, "Kavya Menon", "")
	phone := signInOn(t, s, email, androidChrome)
	if len(phone.JSON["body"].(map[string]any)["signedOutDevices"].([]any)) != 0 {
		// The sign-up's session and this one: two of three.
		t.Fatalf("the second sign-in signed a device out: %s", phone.Body)
	}
	iphone := signInOn(t, s, email, iPhoneSafari)
	// The fourth session of the account, after the sign-up's: that one ends.
	laptop := signInOn(t, s, email, windowsFirefox)
	first := devicesOf(t, s, tokenOf(laptop))
	if len(first) != 3 {
		t.Fatalf("after the sign-up and three sign-ins, %d devices: %v", len(first), first)
	}
	if first[0]["browser"] != "Chrome" || first[0]["os"] != "Android" || first[0]["kind"] != "phone" || first[0]["current"] != false ||
		first[2]["browser"] != "Firefox" || first[2]["os"] != "Windows" || first[2]["kind"] != "computer" || first[2]["current"] != true {
		t.Fatalf("devices, the longest signed in first: %v", first)
	}

	// The phone's session is known to the second server before it ends there.
	if !works(peer, tokenOf(phone)) || !works(peer, tokenOf(iphone)) {
		t.Fatal("the sessions do not work on the second server")
	}
	mac := signInOn(t, s, email, macChrome)
	if msg := mac.Message(); !strings.Contains(msg, "3 devices") {
		t.Errorf("the new device is not told: %q", msg)
	}
	ended := mac.JSON["body"].(map[string]any)["signedOutDevices"].([]any)
	if len(ended) != 1 || ended[0].(map[string]any)["os"] != "Android" || ended[0].(map[string]any)["id"] != first[0]["id"] {
		t.Fatalf("signed out: %v, want the phone", ended)
	}
	if works(s, tokenOf(phone)) {
		t.Error("the phone still works on the server that signed it out")
	}
	eventually(t, "the phone signed out on the second server", func() bool { return !works(peer, tokenOf(phone)) })
	for _, res := range []apptest.Response{iphone, laptop, mac} {
		if !works(peer, tokenOf(res)) {
			t.Errorf("a device within the limit was signed out")
		}
	}

	// From the Mac: sign the iPhone out, then every other device.
	devices := devicesOf(t, peer, tokenOf(mac))
	if len(devices) != 3 || devices[0]["os"] != "iOS" || devices[2]["current"] != true {
		t.Fatalf("devices from the Mac: %v", devices)
	}
	iphoneID := fmt.Sprint(devices[0]["id"])
	if res := peer.Call(t, http.MethodDelete, "/api/v1/modules/user/devices/"+iphoneID, nil, "token", tokenOf(mac)); res.Status != http.StatusOK {
		t.Fatalf("sign the iPhone out: %d %s", res.Status, res.Body)
	}
	eventually(t, "the iPhone signed out on the first server", func() bool { return !works(s, tokenOf(iphone)) })
	if res := peer.Call(t, http.MethodDelete, "/api/v1/modules/user/devices/"+iphoneID, nil, "token", tokenOf(mac)); res.Status != http.StatusNotFound || res.Message() == "" {
		t.Errorf("the iPhone again: %d %s", res.Status, res.Body)
	}
	// Another learner cannot sign this one's device out, nor learn that it exists.
	stranger, _ := s.NewLearner(t, "Arjun Bhatt", "")
	laptopID := fmt.Sprint(devices[1]["id"])
	if res := s.Call(t, http.MethodDelete, "/api/v1/modules/user/devices/"+laptopID, nil, "token", stranger); res.Status != http.StatusNotFound {
		t.Errorf("a stranger signs the laptop out: %d %s", res.Status, res.Body)
	}
	if !works(s, tokenOf(laptop)) {
		t.Fatal("the laptop was signed out by a stranger")
	}
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/user/devices/sign-out-others", nil, "token", tokenOf(mac)); res.Status != http.StatusOK {
		t.Fatalf("sign out the others: %d %s", res.Status, res.Body)
	}
	eventually(t, "the laptop signed out on the second server", func() bool { return !works(peer, tokenOf(laptop)) })
	if left := devicesOf(t, s, tokenOf(mac)); len(left) != 1 || left[0]["current"] != true {
		t.Fatalf("after signing out the others: %v", left)
	}
	if res := s.Get(t, "/api/v1/modules/user/devices"); res.Status != http.StatusUnauthorized {
		t.Errorf("devices without a session: %d", res.Status)
	}
}

// The device the limit signed out hears why on its next call that needs a session: which sign-in
// did it, and when, in the learner's language; no one else learns it.
func TestADeviceSignedOutByTheLimitIsToldWhichDeviceSignedIn(t *testing.T) {
	s := apptest.New(t)
	first, email := s.NewLearner(t, "Meera Pillai", "")
	signInOn(t, s, email, androidChrome)
	iphone := signInOn(t, s, email, iPhoneSafari)
	laptop := signInOn(t, s, email, windowsFirefox) // the fourth session: the sign-up's ends
	newer := devicesOf(t, s, tokenOf(laptop))[2]
	signedIn, err := time.Parse(time.RFC3339Nano, newer["signedInAt"].(string))
	if err != nil {
		t.Fatal(err)
	}

	res := s.Get(t, "/api/v1/modules/user/profile", "token", first)
	device, _ := res.JSON["device"].(map[string]any)
	if res.Status != http.StatusUnauthorized || res.JSON["reason"] != "device_limit" || device == nil ||
		device["browser"] != "Firefox" || device["os"] != "Windows" || device["kind"] != "computer" || device["signedInAt"] != newer["signedInAt"] {
		t.Fatalf("the signed-out device: %d %s", res.Status, res.Body)
	}
	want := "You were signed out because your account was signed in on another device: Firefox on Windows, " +
		indiatime.Format(signedIn) + ". See your devices in your profile."
	if res.Message() != want {
		t.Errorf("message %q, want %q", res.Message(), want)
	}
	hindi := s.Get(t, "/api/v1/modules/user/profile", "token", first, "Accept-Language", "hi")
	if msg := hindi.Message(); hindi.Status != http.StatusUnauthorized ||
		!strings.Contains(msg, "Windows पर Firefox, "+indiatime.At(signedIn).In(locale.Lang("hi"))+"।") || !strings.Contains(msg, "प्रोफ़ाइल") {
		t.Errorf("in Hindi: %d %q", hindi.Status, msg)
	}

	// A token no session had, and one its learner signed out from the devices list, hear only
	// that the session has expired.
	iphoneID := fmt.Sprint(devicesOf(t, s, tokenOf(laptop))[1]["id"])
	if res := s.Call(t, http.MethodDelete, "/api/v1/modules/user/devices/"+iphoneID, nil, "token", tokenOf(laptop)); res.Status != http.StatusOK {
		t.Fatalf("sign the iPhone out: %d %s", res.Status, res.Body)
	}
	for name, token := range map[string]string{"made up": strings.Repeat("ab", 32), "signed out from the list": tokenOf(iphone)} {
		res := s.Get(t, "/api/v1/modules/user/profile", "token", token)
		if res.Status != http.StatusUnauthorized || res.Message() != "Your session has expired. Please log in again." ||
			res.JSON["reason"] != nil || res.JSON["device"] != nil {
			t.Errorf("a token %s: %d %s", name, res.Status, res.Body)
		}
	}
}

func TestStaffAndUnlimitedServersSignInOnAnyNumberOfDevices(t *testing.T) {
	s := apptest.New(t, apptest.Options{Env: map[string]string{"ASPIRANT_MAX_DEVICES": "0"}})
	_, email := s.NewLearner(t, "Farhan Qureshi", "")
	var tokens []string
	for range 5 {
		tokens = append(tokens, tokenOf(signInOn(t, s, email, androidChrome)))
	}
	admins := []string{}
	for range 5 {
		admins = append(admins, s.Login(t, "admin@aspirant.test", "admin12345"))
	}
	for _, token := range append(tokens, admins...) {
		if res := s.Get(t, "/api/v1/modules/user/profile", "token", token); res.Status != http.StatusOK {
			t.Fatalf("a session was signed out without a limit: %d", res.Status)
		}
	}

	// On a server with the default limit, staff are not limited either.
	limited := apptest.New(t)
	admins = admins[:0]
	for range 5 {
		admins = append(admins, limited.Login(t, "admin@aspirant.test", "admin12345"))
	}
	if res := limited.Get(t, "/api/v1/modules/user/profile", "token", admins[0]); res.Status != http.StatusOK {
		t.Fatalf("a fifth staff sign-in signed the first out: %d", res.Status)
	}
}
