package receipts

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"time"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/ratelimit"
)

// VerifyPerIP bounds how many receipts one address may have checked: verifying is public.
var VerifyPerIP = ratelimit.Rule{Name: "receipt-verify-ip", Limit: 120, Window: time.Minute}

// Handler serves the public key and the verification of receipts.
type Handler struct {
	signer  *Signer
	limiter *ratelimit.Limiter
}

func NewHandler(s *Signer, limiter *ratelimit.Limiter) *Handler {
	return &Handler{signer: s, limiter: limiter}
}

// Routes registers the receipt calls.
func (h *Handler) Routes(mux *httpx.Router) {
	mux.Handle("GET /api/v1/receipts/key", httpx.Handler(h.key))
	mux.Handle("POST /api/v1/receipts/verify", httpx.Handler(h.verify))
}

func (h *Handler) key(w http.ResponseWriter, r *http.Request) error {
	httpx.OK(w, httpx.M{"algorithm": "Ed25519", "publicKey": base64.StdEncoding.EncodeToString(h.signer.PublicKey())})
	return nil
}

// verify answers whether a receipt is one this server's key signed, unchanged. Only a body that
// is not a receipt at all is refused; a changed receipt is a valid question answered false.
func (h *Handler) verify(w http.ResponseWriter, r *http.Request) error {
	if err := h.limiter.Hit(r.Context(), VerifyPerIP, ratelimit.AddressKey(httpx.ClientIP(r))); err != nil {
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
	valid := h.signer.Verify(Receipt{AttemptID: *in.AttemptID, TestID: *in.TestID, AnswersSHA256: *in.AnswersSHA256,
		SubmittedAt: *in.SubmittedAt, Signature: *in.Signature})
	httpx.OK(w, httpx.M{"valid": valid})
	return nil
}
