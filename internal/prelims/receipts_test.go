package prelims_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"aspirant/internal/apptest"
)

// expectedHash recomputes answersSha256 from the canonical form docs/product.md gives
// ("Receipts"), written here from scratch rather than through the server's code: one line per
// question in ascending id, `questionId:optionId` or `questionId:-`, joined by line feeds.
func (f *fixture) expectedHash(pattern string) string {
	chosen := map[int64]string{}
	for i, c := range pattern {
		switch c {
		case 'c':
			chosen[f.questions[i]] = fmt.Sprint(f.correct[i])
		case 'w':
			chosen[f.questions[i]] = fmt.Sprint(f.options[i][3])
		}
	}
	ids := append([]int64(nil), f.questions...)
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	lines := make([]string, len(ids))
	for i, id := range ids {
		option, ok := chosen[id]
		if !ok {
			option = "-"
		}
		lines[i] = fmt.Sprintf("%d:%s", id, option)
	}
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(sum[:])
}

func receiptOf(t *testing.T, res apptest.Response) map[string]any {
	t.Helper()
	b := body(res)
	if attempt, ok := b["attempt"].(map[string]any); ok {
		b = attempt // the review
	}
	r, ok := b["receipt"].(map[string]any)
	if !ok {
		t.Fatalf("no receipt in %d %s", res.Status, res.Body)
	}
	return r
}

func verify(t *testing.T, s *apptest.Server, receipt any) apptest.Response {
	t.Helper()
	return s.Call(t, "POST", "/api/v1/receipts/verify", receipt)
}

func valid(t *testing.T, s *apptest.Server, receipt any) bool {
	t.Helper()
	res := verify(t, s, receipt)
	if res.Status != 200 {
		t.Fatalf("verify: %d %s", res.Status, res.Body)
	}
	return res.JSON["valid"] == true
}

func review(t *testing.T, f *fixture, attemptID any) apptest.Response {
	t.Helper()
	res := f.s.Get(t, fmt.Sprintf("/api/v1/modules/tests/attempts/%v/review", attemptID), "token", f.token)
	if res.Status != 200 {
		t.Fatalf("review: %d %s", res.Status, res.Body)
	}
	return res
}

const base64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

func TestReceiptOfASubmission(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 5, 200, 66, 0, 1, 10)
	f.start(t, f.token, "r1")
	s.Clock.Advance(3*time.Minute + 1234567*time.Nanosecond)
	pattern := "cw- c"
	res := f.submit(t, f.token, f.sheet(pattern), "r1")
	if res.Status != 200 {
		t.Fatalf("submit: %d %s", res.Status, res.Body)
	}
	r := receiptOf(t, res)
	if r["attemptId"] != body(res)["attemptId"] || r["testId"] != float64(f.testID) {
		t.Errorf("receipt names attempt %v of test %v, want %v of %d", r["attemptId"], r["testId"], body(res)["attemptId"], f.testID)
	}
	if r["answersSha256"] != f.expectedHash(pattern) {
		t.Errorf("answersSha256 = %v, want %s from the canonical form", r["answersSha256"], f.expectedHash(pattern))
	}
	submitted, err := time.Parse(time.RFC3339Nano, r["submittedAt"].(string))
	if err != nil || !strings.HasSuffix(r["submittedAt"].(string), "Z") || !submitted.Equal(s.Clock.Now().Truncate(time.Microsecond)) {
		t.Errorf("submittedAt = %v (%v), want %v in UTC", r["submittedAt"], err, s.Clock.Now())
	}

	// The signature checks against the published key, over the documented serialisation.
	key := s.Get(t, "/api/v1/receipts/key")
	if key.Status != 200 || key.JSON["algorithm"] != "Ed25519" {
		t.Fatalf("key: %d %s", key.Status, key.Body)
	}
	public, _ := base64.StdEncoding.DecodeString(key.JSON["publicKey"].(string))
	signature, _ := base64.StdEncoding.DecodeString(r["signature"].(string))
	message := fmt.Sprintf("aspirant-receipt-v1\nattemptId=%v\ntestId=%v\nanswersSha256=%v\nsubmittedAt=%v",
		r["attemptId"], r["testId"], r["answersSha256"], r["submittedAt"])
	if len(public) != ed25519.PublicKeySize || !ed25519.Verify(public, []byte(message), signature) {
		t.Errorf("the signature does not verify with the published key over %q", message)
	}

	if !valid(t, s, r) {
		t.Fatalf("the receipt as given does not verify: %v", r)
	}
	changes := map[string]any{
		"attemptId":     r["attemptId"].(float64) + 1,
		"testId":        r["testId"].(float64) + 1,
		"answersSha256": f.expectedHash("ccccc"),
		"submittedAt":   submitted.Add(-time.Second).UTC().Format(time.RFC3339Nano),
		"signature":     base64.StdEncoding.EncodeToString(append(signature[:63:63], signature[63]^1)),
	}
	for field, changed := range changes {
		tampered := map[string]any{}
		for k, v := range r {
			tampered[k] = v
		}
		tampered[field] = changed
		if valid(t, s, tampered) {
			t.Errorf("a receipt with %s changed still verifies", field)
		}
	}
	// The same signature bytes spelled otherwise (the unused bits of the last character set, a
	// line break inside) is not the receipt: a receipt has one form.
	spelled := r["signature"].(string)
	last := strings.IndexByte(base64Alphabet, spelled[len(spelled)-3])
	respelled := []string{spelled[:40] + "\n" + spelled[40:], spelled[:40] + "\r\n" + spelled[40:]}
	for bits := 1; bits < 16; bits++ {
		respelled = append(respelled, spelled[:len(spelled)-3]+string(base64Alphabet[last^bits])+"==")
	}
	for _, other := range respelled {
		if same, err := base64.StdEncoding.DecodeString(other); err != nil || !bytes.Equal(same, signature) {
			t.Fatalf("%q is not a spelling of the signature's bytes (%v)", other, err)
		}
		tampered := map[string]any{}
		for k, v := range r {
			tampered[k] = v
		}
		tampered["signature"] = other
		if valid(t, s, tampered) {
			t.Errorf("the signature spelled %q verifies", other)
		}
	}
	for _, notReceipt := range []any{strings.NewReader("not json"), map[string]any{"attemptId": 1}, []int{1, 2}} {
		if res := verify(t, s, notReceipt); res.Status != 400 {
			t.Errorf("verify %v: %d %s, want 400", notReceipt, res.Status, res.Body)
		}
	}

	// Later, the review and a retried submit answer the very same receipt.
	if again := receiptOf(t, review(t, f, r["attemptId"])); !reflect.DeepEqual(again, r) {
		t.Errorf("the review's receipt %v differs from the submit's %v", again, r)
	}
	s.Clock.Advance(time.Minute)
	if again := receiptOf(t, f.submit(t, f.token, f.sheet("ccccc"), "r1")); !reflect.DeepEqual(again, r) {
		t.Errorf("the retried submit's receipt %v differs from the first %v", again, r)
	}

	// A second server sharing the key verifies it too.
	if peer := s.Peer(t); !valid(t, peer, r) {
		t.Error("a peer server sharing the key does not verify the receipt")
	}
}

// A receipt is over what was scored: a late sheet's answers do not count, nor do they in the
// receipt; an attempt the server finished has its receipt in the review.
func TestReceiptIsOverTheAnswersScored(t *testing.T) {
	s := apptest.New(t)
	f := newFixture(t, s, 4, 200, 66, 0, 1, 10)
	attemptID := fmt.Sprint(body(f.start(t, f.token, "late"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {f.sheet("cw")}}, "token", f.token)
	s.Clock.Advance(20 * time.Minute)
	res := f.submit(t, f.token, f.sheet("cccc"), "late")
	if body(res)["finishReason"] != "late" {
		t.Fatalf("late submit: %d %s", res.Status, res.Body)
	}
	r := receiptOf(t, res)
	if r["answersSha256"] != f.expectedHash("cw") {
		t.Errorf("late receipt hashes %v, want the saved answers' %s", r["answersSha256"], f.expectedHash("cw"))
	}
	if again := receiptOf(t, review(t, f, attemptID)); !reflect.DeepEqual(again, r) || !valid(t, s, again) {
		t.Errorf("late: the review's receipt %v differs from the submit's %v, or does not verify", again, r)
	}

	g := newFixture(t, s, 3, 200, 66, 0, 1, 10)
	attemptID = fmt.Sprint(body(g.start(t, g.token, "abandoned"))["attempt"].(map[string]any)["attemptId"])
	s.Call(t, "POST", "/api/v1/modules/tests/answers", url.Values{"attemptId": {attemptID}, "answers": {g.sheet("-w")}}, "token", g.token)
	s.Clock.Advance(20 * time.Minute)
	if n, err := s.App.Prelims().FinishAbandoned(context.Background()); err != nil || n != 1 {
		t.Fatalf("finisher: %d %v", n, err)
	}
	r = receiptOf(t, review(t, g, attemptID))
	if r["answersSha256"] != g.expectedHash("-w") || !valid(t, s, r) {
		t.Errorf("finished by the server: receipt %v, want a valid one hashing %s", r, g.expectedHash("-w"))
	}
}
