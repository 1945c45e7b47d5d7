package prelims

// The public receipts API: the server's public key, and whether a receipt is one this server
// signed (docs/product.md, "Receipts"). Signing and checking are receipts' own; this is their
// HTTP side, kept beside the submissions that issue them because platform packages sit below
// httpx.

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/ratelimit"
	"aspirant/internal/platform/receipts"
)

// VerifyReceiptsPerIP bounds how many receipts one address may have checked: verifying is public.
var VerifyReceiptsPerIP = ratelimit.Rule{Name: "receipt-verify-ip", Limit: 120, Window: time.Minute}

func (s *Service) receiptKey(w http.ResponseWriter, r *http.Request) error {
	httpx.Answer(w, &receiptKeyAnswer{Algorithm: "Ed25519", PublicKey: base64.StdEncoding.EncodeToString(s.receipts.PublicKey())})
	return nil
}

// verifyReceipt answers whether a receipt is one this server's key signed, unchanged. Only a
// body that is not a receipt at all is refused; a changed receipt is a valid question answered
// false.
func (s *Service) verifyReceipt(w http.ResponseWriter, r *http.Request) error {
	if err := s.limiter.Hit(r.Context(), VerifyReceiptsPerIP, ratelimit.AddressKey(httpx.ClientIP(r))); err != nil {
		return err
	}
	var in struct {
		AttemptID     *int64  `json:"attemptId"`
		TestID        *int64  `json:"testId"`
		AnswersSHA256 *string `json:"answersSha256"`
		SubmittedAt   *string `json:"submittedAt"`
		Signature     *string `json:"signature"`
	}
	err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10)).Decode(&in)
	if err != nil || in.AttemptID == nil || in.TestID == nil || in.AnswersSHA256 == nil || in.SubmittedAt == nil || in.Signature == nil {
		return httpx.Errorf(http.StatusBadRequest, "Send a receipt as JSON: attemptId, testId, answersSha256, submittedAt and signature.")
	}
	valid := s.receipts.Verify(receipts.Receipt{AttemptID: *in.AttemptID, TestID: *in.TestID, AnswersSHA256: *in.AnswersSHA256,
		SubmittedAt: *in.SubmittedAt, Signature: *in.Signature})
	httpx.Answer(w, &receiptVerdict{Valid: valid})
	return nil
}
