package receipts

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestKeyKeptInTheDataFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	first, err := LoadOrCreate(dir)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(dir, KeyFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v, want mode 0600", info, err)
	}
	again, err := LoadOrCreate(dir)
	if err != nil || !again.PublicKey().Equal(first.PublicKey()) {
		t.Fatalf("a second start made another key (%v)", err)
	}
	seed, _ := os.ReadFile(filepath.Join(dir, KeyFile))
	given, err := ParseSeed(string(seed))
	if err != nil || !given.PublicKey().Equal(first.PublicKey()) {
		t.Fatalf("the kept seed given as ASPIRANT_RECEIPT_KEY makes another key (%v)", err)
	}
	if _, err := ParseSeed(base64.StdEncoding.EncodeToString([]byte("short"))); err == nil {
		t.Error("a short seed was accepted")
	}
}

func TestSignAndVerify(t *testing.T) {
	s, other := Generate(), Generate()
	one, two := "11", "22"
	at := time.Date(2026, 11, 25, 10, 0, 0, 123456789, time.FixedZone("IST", 19800))
	r := s.Sign(7, 3, []Choice{{QuestionID: 20, Answer: two}, {QuestionID: 10, Answer: one}, {QuestionID: 30}}, at)
	if got := AnswersText([]Choice{{QuestionID: 20, Answer: two}, {QuestionID: 10, Answer: one}, {QuestionID: 30}}); got != "10:11\n20:22\n30:-" {
		t.Errorf("canonical answers %q", got)
	}
	if r.SubmittedAt != "2026-11-25T04:30:00.123456Z" {
		t.Errorf("submittedAt %q, want UTC to the microsecond", r.SubmittedAt)
	}
	if !s.Verify(r) || other.Verify(r) {
		t.Fatal("a receipt verifies only with its own key")
	}
	for _, change := range []func(*Receipt){
		func(r *Receipt) { r.AttemptID++ }, func(r *Receipt) { r.TestID++ },
		func(r *Receipt) { r.AnswersSHA256 = AnswersSHA256(nil) }, func(r *Receipt) { r.SubmittedAt = "2026-11-25T04:30:00.123457Z" },
		func(r *Receipt) { r.Signature = "bm90IGEgc2lnbmF0dXJl" },
	} {
		changed := r
		change(&changed)
		if s.Verify(changed) {
			t.Errorf("a changed receipt verifies: %+v", changed)
		}
	}
}
