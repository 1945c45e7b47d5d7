// Package receipts signs what a learner submitted, so that the learner holds proof of it that
// anyone can check against the server's public key (docs/product.md, "Receipts"). The key is an
// Ed25519 key pair: its seed is given by ASPIRANT_RECEIPT_KEY, or kept in the data folder.
package receipts

import (
	"bytes"
	"cmp"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// KeyFile is the file in the data folder that keeps the seed (base64) when ASPIRANT_RECEIPT_KEY
// does not give one.
const KeyFile = "receipt-key"

// Receipt is a signed record of one submission. Every field is as the learner receives it, so
// that the signature covers exactly what they hold.
type Receipt struct {
	AttemptID     int64  `json:"attemptId"`
	TestID        int64  `json:"testId"`
	AnswersSHA256 string `json:"answersSha256"`
	SubmittedAt   string `json:"submittedAt"`
	Signature     string `json:"signature"`
}

// Signer signs and verifies receipts with one key.
type Signer struct {
	key ed25519.PrivateKey
}

// FromSeed makes a signer from a 32-byte seed.
func FromSeed(seed []byte) (*Signer, error) {
	if len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("want a %d-byte Ed25519 seed, got %d bytes", ed25519.SeedSize, len(seed))
	}
	return &Signer{key: ed25519.NewKeyFromSeed(seed)}, nil
}

// ParseSeed makes a signer from a base64 seed (standard or URL alphabet, padded or not).
func ParseSeed(text string) (*Signer, error) {
	text = strings.TrimSpace(text)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if seed, err := enc.DecodeString(text); err == nil {
			return FromSeed(seed)
		}
	}
	return nil, errors.New("want a base64 Ed25519 seed of 32 bytes, such as the output of `openssl rand -base64 32`")
}

// Generate makes a signer with a fresh random key (tests, and the first start of a server).
func Generate() *Signer {
	seed := make([]byte, ed25519.SeedSize)
	if _, err := rand.Read(seed); err != nil {
		panic(err) // crypto/rand never fails on supported systems
	}
	s, _ := FromSeed(seed)
	return s
}

// LoadOrCreate reads the seed kept in dir, or creates it (readable by the owner only) when the
// file is missing.
func LoadOrCreate(dir string) (*Signer, error) {
	path := filepath.Join(dir, KeyFile)
	text, err := os.ReadFile(path)
	if err == nil {
		s, err := ParseSeed(string(text))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return s, nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	s := Generate()
	seed := base64.StdEncoding.EncodeToString(s.key.Seed()) + "\n"
	// O_EXCL: two processes starting at once on one data folder keep the first one's key.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return LoadOrCreate(dir)
	}
	if err != nil {
		return nil, err
	}
	if _, err := f.WriteString(seed); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return nil, err
	}
	return s, f.Close()
}

// DerivedKey answers a secret for another purpose (an HMAC of the seed with the purpose's name),
// so that every server holding the same ASPIRANT_RECEIPT_KEY shares it without another setting,
// and no purpose's secret tells anything of the signing key or of another purpose's.
func (s *Signer) DerivedKey(purpose string) []byte {
	m := hmac.New(sha256.New, s.key.Seed())
	m.Write([]byte("aspirant " + purpose))
	return m.Sum(nil)
}

// PublicKey answers the key that verifies this signer's receipts.
func (s *Signer) PublicKey() ed25519.PublicKey { return s.key.Public().(ed25519.PublicKey) }

// Choice is one question of a test and the learner's answer as its kind writes it (for a
// single-choice question the option's id; "": unanswered).
type Choice struct {
	QuestionID int64
	Answer     string
}

// AnswersText is the canonical form of an answer sheet: one line per question of the test, in
// ascending question id, `questionId:answer` (for a single-choice question `questionId:optionId`)
// or `questionId:-` when unanswered, joined by a line feed with none after the last line.
func AnswersText(choices []Choice) string {
	sorted := slices.Clone(choices)
	slices.SortFunc(sorted, func(a, b Choice) int { return cmp.Compare(a.QuestionID, b.QuestionID) })
	var b strings.Builder
	for i, c := range sorted {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(strconv.FormatInt(c.QuestionID, 10))
		b.WriteByte(':')
		if c.Answer == "" {
			b.WriteByte('-')
		} else {
			b.WriteString(c.Answer)
		}
	}
	return b.String()
}

// AnswersSHA256 is the lowercase hex SHA-256 of AnswersText.
func AnswersSHA256(choices []Choice) string {
	sum := sha256.Sum256([]byte(AnswersText(choices)))
	return hex.EncodeToString(sum[:])
}

// Timestamp writes a submission time as receipts carry it: RFC 3339 in UTC, to the microsecond
// (what both databases keep), trailing zeros of the fraction dropped.
func Timestamp(t time.Time) string {
	return t.UTC().Truncate(time.Microsecond).Format(time.RFC3339Nano)
}

// Message is the canonical serialisation that the signature covers: the line
// `aspirant-receipt-v1`, then `attemptId=`, `testId=`, `answersSha256=` and `submittedAt=` lines
// with the values exactly as the receipt carries them, joined by line feeds, none at the end.
func Message(r Receipt) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "aspirant-receipt-v1\nattemptId=%d\ntestId=%d\nanswersSha256=%s\nsubmittedAt=%s",
		r.AttemptID, r.TestID, r.AnswersSHA256, r.SubmittedAt)
	return b.Bytes()
}

// Sign makes the receipt of a submission.
func (s *Signer) Sign(attemptID, testID int64, choices []Choice, submittedAt time.Time) Receipt {
	r := Receipt{AttemptID: attemptID, TestID: testID, AnswersSHA256: AnswersSHA256(choices), SubmittedAt: Timestamp(submittedAt)}
	r.Signature = base64.StdEncoding.EncodeToString(ed25519.Sign(s.key, Message(r)))
	return r
}

// Verify reports whether r was signed by this signer's key and is unchanged. The signature is
// taken only in the spelling Sign writes: the decoder would also take line breaks and other
// final characters that decode to the same bytes, and a receipt has one form.
func (s *Signer) Verify(r Receipt) bool {
	sig, err := base64.StdEncoding.DecodeString(r.Signature)
	if err != nil || len(sig) != ed25519.SignatureSize || base64.StdEncoding.EncodeToString(sig) != r.Signature {
		return false
	}
	return ed25519.Verify(s.PublicKey(), Message(r), sig)
}
