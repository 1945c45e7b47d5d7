package app_test

// Staff open a learner in the console and see their devices, prelims attempts and mains
// answers; signing a device out there ends it for the learner on every server, and is
// audit-logged (docs/product.md, "A learner in the console").

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
)

func TestTheConsoleShowsALearnersDevicesAttemptsAndAnswersAndSignsDevicesOut(t *testing.T) {
	s, peer := twoServers(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	signUpToken, email := s.NewLearner(t, "Ritu Sharma", "prelims-test-series-2027")
	learnerID := idOf(t, s, "SELECT id FROM users WHERE email = ?", email)
	mainsTest := openMainsTest(t, s)
	if res := s.Call(t, http.MethodPost, fmt.Sprintf("/api/v1/admin/learners/%d/grants", learnerID),
		url.Values{"subscriptionId": {fmt.Sprint(mainsTest.subscription)}}, "token", admin); res.Status != http.StatusCreated {
		t.Fatalf("grant mains: %d %s", res.Status, res.Body)
	}
	phone := tokenOf(signInOn(t, s, email, androidChrome))

	// A prelims attempt submitted, and a mains answer uploaded and evaluated, from the phone.
	attemptID, questions := startDemoTest(t, s, phone)
	testID := idOf(t, s, "SELECT test_id FROM prelims_attempts WHERE id = ?", attemptID)
	if res := s.Call(t, http.MethodPost, "/api/v1/modules/tests/submitResult", url.Values{"testId": {fmt.Sprint(testID)},
		"answers": {answerJSON(questions[0])}, "attemptKey": {"outage"}}, "token", phone); res.Status != http.StatusOK {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	if res := uploadAnswer(t, s, phone, mainsTest.test, "answer.pdf", pdfBytes("essay")); res.Status != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE user_id = ? AND superseded_at IS NULL", learnerID)

	page := fmt.Sprintf("/api/v1/admin/learners/%d", learnerID)
	answers := s.Get(t, page+"/mains-answers", "token", admin)
	if answers.Status != http.StatusOK || answers.JSON["total"] != 1.0 {
		t.Fatalf("mains answers: %d %s", answers.Status, answers.Body)
	}
	waiting := answers.JSON["items"].([]any)[0].(map[string]any)
	if waiting["uploadId"] != float64(uploadID) || waiting["status"] != "waiting" || waiting["marks"] != nil {
		t.Errorf("the answer before evaluation: %v", waiting)
	}
	if res := evaluateInBrowser(t, s, admin, uploadID, map[string]any{"marks": "32.5", "remarks": "Well argued."}, pdfBytes("evaluated")); res.Status != http.StatusOK {
		t.Fatalf("evaluate: %d %s", res.Status, res.Body)
	}
	evaluated := s.Get(t, page+"/mains-answers", "token", admin).JSON["items"].([]any)[0].(map[string]any)
	if evaluated["status"] != "evaluated" || evaluated["marks"] != 32.5 || evaluated["evaluator"] == nil || evaluated["testId"] != float64(mainsTest.test) {
		t.Errorf("the evaluated answer: %v", evaluated)
	}

	attempts := s.Get(t, page+"/prelims-attempts?pageSize=1", "token", admin)
	if attempts.Status != http.StatusOK || attempts.JSON["total"] != 1.0 || attempts.JSON["pageSize"] != 1.0 {
		t.Fatalf("prelims attempts: %d %s", attempts.Status, attempts.Body)
	}
	attempt := attempts.JSON["items"].([]any)[0].(map[string]any)
	if fmt.Sprint(attempt["id"]) != attemptID || attempt["testId"] != float64(testID) || attempt["status"] != "submitted" ||
		attempt["score"] == nil || attempt["ranked"] != true || attempt["rank"] == nil {
		t.Errorf("the attempt: %v", attempt)
	}
	if res := s.Get(t, page+"/prelims-attempts?page=0", "token", admin); res.Status != http.StatusBadRequest || res.Message() == "" {
		t.Errorf("page 0: %d %s", res.Status, res.Body)
	}

	// The devices: the sign-up's and the phone's. Only an admin sees them.
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	for _, who := range []string{evaluator, phone} {
		for _, path := range []string{page, page + "/prelims-attempts", page + "/mains-answers"} {
			if res := s.Get(t, path, "token", who); res.Status != http.StatusForbidden {
				t.Errorf("%s by a non-admin: %d", path, res.Status)
			}
		}
		if res := s.Call(t, http.MethodDelete, page+"/devices", nil, "token", who); res.Status != http.StatusForbidden {
			t.Errorf("sign-out by a non-admin: %d", res.Status)
		}
	}
	detail := s.Get(t, page, "token", admin)
	devices := detail.JSON["devices"].([]any)
	if len(devices) != 2 || devices[1].(map[string]any)["os"] != "Android" || devices[1].(map[string]any)["kind"] != "phone" {
		t.Fatalf("devices: %v", devices)
	}
	works := func(token string) bool {
		return peer.Get(t, "/api/v1/modules/user/profile", "token", token).Status == http.StatusOK
	}
	if !works(phone) || !works(signUpToken) {
		t.Fatal("the sessions do not work on the second server")
	}
	phoneID := fmt.Sprint(devices[1].(map[string]any)["id"])
	if res := s.Call(t, http.MethodDelete, page+"/devices/"+phoneID, nil, "token", admin); res.Status != http.StatusOK || res.Message() == "" {
		t.Fatalf("sign the phone out: %d %s", res.Status, res.Body)
	}
	eventually(t, "the phone signed out on the second server", func() bool { return !works(phone) })
	refused := peer.Get(t, "/api/v1/modules/user/profile", "token", phone)
	if refused.Status != http.StatusUnauthorized || refused.Message() != "Your session has expired. Please log in again." ||
		refused.Header.Get("Session-Expired") != "true" {
		t.Errorf("the phone's next call: %d %q %s", refused.Status, refused.Header.Get("Session-Expired"), refused.Body)
	}
	if !works(signUpToken) {
		t.Error("signing the phone out ended the other device")
	}
	if res := s.Call(t, http.MethodDelete, page+"/devices/"+phoneID, nil, "token", admin); res.Status != http.StatusNotFound || res.Message() == "" {
		t.Errorf("the phone again: %d %s", res.Status, res.Body)
	}
	if res := s.Call(t, http.MethodDelete, page+"/devices/abc", nil, "token", admin); res.Status != http.StatusBadRequest {
		t.Errorf("a device id that is no number: %d %s", res.Status, res.Body)
	}

	// Every device at once.
	if res := s.Call(t, http.MethodDelete, page+"/devices", nil, "token", admin); res.Status != http.StatusOK {
		t.Fatalf("sign out every device: %d %s", res.Status, res.Body)
	}
	eventually(t, "every device signed out on the second server", func() bool { return !works(signUpToken) })
	if devices := s.Get(t, page, "token", admin).JSON["devices"].([]any); len(devices) != 0 {
		t.Errorf("devices after signing out all: %v", devices)
	}
	signOuts := 0
	for _, row := range auditOf(t, s, admin, "learner") {
		if row["action"] == "sign_out" {
			signOuts++
		}
	}
	if signOuts != 2 {
		t.Errorf("%d sign-outs in the audit log, want 2", signOuts)
	}
	// The learner signs in again: a fresh device works.
	if fresh := tokenOf(signInOn(t, s, email, iPhoneSafari)); !works(fresh) {
		t.Error("a fresh sign-in after staff signed every device out does not work")
	}
}
