package billing

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Payer is who pays, as the gateway's page shows them.
type Payer struct {
	Name, Email, Mobile string
}

// Provider is a payment gateway: it opens a payment for an order and answers the page the
// learner pays on. Confirmation comes back through the provider's own routes.
type Provider interface {
	Name() string
	Start(ctx context.Context, o Order, item string, payer Payer) (gatewayOrderID, payURL string, err error)
}

// Sandbox is the offline gateway of the demo: a checkout page served by this binary, clearly
// marked as a test, where Pay marks the order paid.
type Sandbox struct {
	BaseURL *url.URL
}

func (Sandbox) Name() string { return "sandbox" }

func (s Sandbox) Start(_ context.Context, o Order, _ string, _ Payer) (string, string, error) {
	return "sandbox_" + o.Reference, s.BaseURL.String() + "/payments/sandbox/" + o.Reference, nil
}

// Razorpay opens Payment Links (https://razorpay.com/docs/api/payments/payment-links/).
type Razorpay struct {
	APIURL        string // https://api.razorpay.com, or a test server
	KeyID         string
	KeySecret     string
	WebhookSecret string
	CallbackURL   string // where Razorpay sends the learner back, with the signed result
	Client        *http.Client
}

func (Razorpay) Name() string { return "razorpay" }

// paymentLinkRequest is the body of POST /v1/payment_links.
type paymentLinkRequest struct {
	Amount         int64             `json:"amount"`
	Currency       string            `json:"currency"`
	AcceptPartial  bool              `json:"accept_partial"`
	ReferenceID    string            `json:"reference_id"`
	Description    string            `json:"description"`
	Customer       map[string]string `json:"customer"`
	Notify         map[string]bool   `json:"notify"`
	ReminderEnable bool              `json:"reminder_enable"`
	CallbackURL    string            `json:"callback_url"`
	CallbackMethod string            `json:"callback_method"`
	ExpireBy       int64             `json:"expire_by"`
}

// linkLifetime is how long a payment link stays payable (Razorpay needs at least 15 minutes).
const linkLifetime = 30 * time.Minute

func (r Razorpay) Start(ctx context.Context, o Order, item string, payer Payer) (string, string, error) {
	body, _ := json.Marshal(paymentLinkRequest{
		Amount: int64(o.Amount), Currency: o.Currency, ReferenceID: o.Reference, Description: truncate(item, 2048),
		Customer:    map[string]string{"name": payer.Name, "email": payer.Email, "contact": payer.Mobile},
		Notify:      map[string]bool{"sms": false, "email": false},
		CallbackURL: r.CallbackURL, CallbackMethod: "get", ExpireBy: time.Now().Add(linkLifetime).Unix(),
	})
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(r.APIURL, "/")+"/v1/payment_links", bytes.NewReader(body))
	if err != nil {
		return "", "", err
	}
	req.SetBasicAuth(r.KeyID, r.KeySecret)
	req.Header.Set("Content-Type", "application/json")
	client := r.Client
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(req)
	if err != nil {
		return "", "", fmt.Errorf("razorpay: %w", err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusOK {
		return "", "", fmt.Errorf("razorpay: create payment link answered %d: %s", res.StatusCode, truncate(string(raw), 300))
	}
	var link struct {
		ID       string `json:"id"`
		ShortURL string `json:"short_url"`
	}
	if err := json.Unmarshal(raw, &link); err != nil || link.ID == "" || link.ShortURL == "" {
		return "", "", fmt.Errorf("razorpay: unreadable payment link answer: %s", truncate(string(raw), 300))
	}
	return link.ID, link.ShortURL, nil
}

// CallbackSignatureValid checks the razorpay_signature of a Payment Link callback: the hex
// HMAC-SHA256, with the key secret, of payment_link_id|reference_id|status|payment_id.
func (r Razorpay) CallbackSignatureValid(linkID, referenceID, status, paymentID, signature string) bool {
	return signatureValid(r.KeySecret, linkID+"|"+referenceID+"|"+status+"|"+paymentID, signature)
}

// WebhookSignatureValid checks X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body with
// the webhook secret.
func (r Razorpay) WebhookSignatureValid(body []byte, signature string) bool {
	return signatureValid(r.WebhookSecret, string(body), signature)
}

func signatureValid(secret, message, signature string) bool {
	if secret == "" || signature == "" {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(message))
	want := mac.Sum(nil)
	got, err := hex.DecodeString(signature)
	return err == nil && hmac.Equal(got, want)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
