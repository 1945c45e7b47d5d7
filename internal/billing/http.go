package billing

import (
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"strconv"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/money"
)

// Handler serves the payment calls and the gateways' return routes.
type Handler struct {
	service  *Service
	razorpay *Razorpay // nil unless Razorpay is the provider
}

func NewHandler(s *Service) *Handler {
	h := &Handler{service: s}
	if r, ok := s.provider.(Razorpay); ok {
		h.razorpay = &r
	}
	return h
}

// Routes registers the payment call and every provider's return routes. A provider's routes
// answer 404 while another provider is configured (sandbox orders cannot be paid on a live
// site, Razorpay events are refused on a demo), so the route table is the same everywhere.
func (h *Handler) Routes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/payment", httpx.Handler(h.checkout))
	mux.Handle("GET /payments/sandbox/{reference}", httpx.Handler(h.sandboxPage))
	mux.Handle("POST /payments/sandbox/{reference}", httpx.Handler(h.sandboxAnswer))
	mux.Handle("GET /api/v1/payment/razorpay/callback", httpx.Handler(h.razorpayOnly(h.razorpayCallback)))
	mux.Handle("POST /api/v1/payment/razorpay/webhook", httpx.Handler(h.razorpayOnly(h.razorpayWebhook)))
}

func (h *Handler) razorpayOnly(next httpx.Handler) httpx.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if h.razorpay == nil {
			return httpx.Errorf(http.StatusNotFound, "Razorpay is not the payment provider of this site.")
		}
		return next(w, r)
	}
}

func (h *Handler) checkout(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		SubscriptionID string `form:"subscriptionId"`
		SuccessURL     string `form:"success_url"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	subscriptionID, err := strconv.ParseInt(in.SubscriptionID, 10, 64)
	if err != nil || subscriptionID <= 0 {
		return httpx.InvalidField("subscriptionId", "Choose a subscription to buy.")
	}
	redirect, err := h.service.Checkout(r.Context(), id.UserID, subscriptionID, in.SuccessURL)
	if err != nil {
		return err
	}
	httpx.Answer(w, &checkoutAnswer{RedirectURL: redirect})
	return nil
}

// checkoutAnswer is where the learner goes to pay (or, for a free subscription, back to).
type checkoutAnswer struct {
	httpx.Status
	RedirectURL string `json:"redirectURL"`
}

// withQuery adds a query parameter to a return address we checked when the order was made.
func withQuery(address, key, value string) string {
	u, err := url.Parse(address)
	if err != nil {
		return address
	}
	q := u.Query()
	q.Set(key, value)
	u.RawQuery = q.Encode()
	return u.String()
}

var sandboxPage = template.Must(template.New("sandbox").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · Aspirant</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f9;color:#0b1f4b}
main{max-width:440px;margin:48px auto;padding:0 16px}
.test{background:#fef3c7;border:2px dashed #d97706;color:#92400e;border-radius:12px;padding:12px 16px;font-weight:600;text-align:center}
.card{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(11,31,75,.12);padding:28px;margin-top:20px}
h1{font-size:1.25rem;margin:0 0 4px} .muted{color:#475569;font-size:.9rem}
.amount{font-size:2.25rem;font-weight:800;margin:20px 0}
.row{display:flex;gap:12px;margin-top:8px}
button{flex:1;font:inherit;font-weight:700;border-radius:999px;padding:14px 18px;cursor:pointer;border:2px solid #0b1f4b}
.pay{background:#0b1f4b;color:#fff} .cancel{background:#fff;color:#0b1f4b}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.done{margin-top:16px}
</style></head>
<body><main>
<p class="test" role="note">TEST PAYMENT: this is the demo's sandbox gateway. No money moves and no card is asked for.</p>
<div class="card">
  <p class="muted">Aspirant Learning Private Limited</p>
  <h1>{{.Item}}</h1>
  <p class="muted">Order {{.Reference}}</p>
  <p class="amount">{{.Amount}}</p>
  {{if .Payable}}
  <form method="post">
    <div class="row">
      <button class="pay" type="submit" name="action" value="pay">Pay {{.Amount}}</button>
      <button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
    </div>
  </form>
  {{else}}
  <p class="done">This order is {{.Status}}. <a href="{{.ReturnURL}}">Back to Aspirant</a></p>
  {{end}}
</div>
</main></body></html>`))

// sandboxOrder loads the order a sandbox page is about; the reference in the address is the
// only key, as with a real gateway's payment link.
func (h *Handler) sandboxOrder(r *http.Request) (Order, string, error) {
	o, err := h.service.OrderByReference(r.Context(), r.PathValue("reference"))
	if _, sandbox := h.service.provider.(Sandbox); !sandbox || errors.Is(err, db.ErrNotFound) || (err == nil && o.Provider != "sandbox") {
		return o, "", httpx.Errorf(http.StatusNotFound, "No such order.")
	}
	if err != nil {
		return o, "", err
	}
	p, err := orderStore{q: h.service.db}.productByID(r.Context(), o.SubscriptionID)
	return o, p.Name, err
}

func (h *Handler) sandboxPage(w http.ResponseWriter, r *http.Request) error {
	o, item, err := h.sandboxOrder(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	return sandboxPage.Execute(w, map[string]any{"Item": item, "Reference": o.Reference, "Amount": o.Amount.Display(),
		"Payable": o.Status == StatusCreated, "Status": o.Status, "ReturnURL": o.SuccessURL})
}

func (h *Handler) sandboxAnswer(w http.ResponseWriter, r *http.Request) error {
	o, _, err := h.sandboxOrder(r)
	if err != nil {
		return err
	}
	var in struct {
		Action string `form:"action"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	switch in.Action {
	case "pay":
		if o.Status == StatusCreated {
			err = h.service.Fulfil(r.Context(), Payment{Reference: o.Reference, Provider: "sandbox",
				PaymentID: "sandbox_pay_" + o.Reference, Amount: o.Amount, Currency: o.Currency})
			if err != nil {
				return err
			}
		}
		http.Redirect(w, r, withQuery(o.SuccessURL, "payment", "success"), http.StatusSeeOther)
	case "cancel":
		if _, err := h.service.Cancel(r.Context(), o.Reference); err != nil {
			return err
		}
		http.Redirect(w, r, withQuery(o.SuccessURL, "payment", "cancelled"), http.StatusSeeOther)
	default:
		return httpx.InvalidField("action", "Choose pay or cancel.")
	}
	return nil
}

// razorpayCallback is where Razorpay returns the learner after the payment page, with the
// result signed by the key secret.
func (h *Handler) razorpayCallback(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	linkID, reference := q.Get("razorpay_payment_link_id"), q.Get("razorpay_payment_link_reference_id")
	status, paymentID := q.Get("razorpay_payment_link_status"), q.Get("razorpay_payment_id")
	if !h.razorpay.CallbackSignatureValid(linkID, reference, status, paymentID, q.Get("razorpay_signature")) {
		return httpx.Errorf(http.StatusBadRequest, "The payment result could not be verified.")
	}
	o, err := h.service.OrderByReference(r.Context(), reference)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.Errorf(http.StatusNotFound, "No such order.")
	}
	if err != nil {
		return err
	}
	if status != "paid" {
		http.Redirect(w, r, withQuery(o.SuccessURL, "payment", "failed"), http.StatusSeeOther)
		return nil
	}
	// The signature vouches for the link, which we opened for this order's amount.
	err = h.service.Fulfil(r.Context(), Payment{Reference: reference, Provider: "razorpay", GatewayOrderID: linkID,
		PaymentID: paymentID, Amount: o.Amount, Currency: o.Currency})
	if err != nil {
		return err
	}
	http.Redirect(w, r, withQuery(o.SuccessURL, "payment", "success"), http.StatusSeeOther)
	return nil
}

// webhookEvent is the part of a Razorpay webhook body we read.
type webhookEvent struct {
	Event   string `json:"event"`
	Payload struct {
		PaymentLink struct {
			Entity struct {
				ID          string `json:"id"`
				ReferenceID string `json:"reference_id"`
				AmountPaid  int64  `json:"amount_paid"`
				Currency    string `json:"currency"`
				Status      string `json:"status"`
			} `json:"entity"`
		} `json:"payment_link"`
		Payment struct {
			Entity struct {
				ID       string `json:"id"`
				Amount   int64  `json:"amount"`
				Currency string `json:"currency"`
			} `json:"entity"`
		} `json:"payment"`
	} `json:"payload"`
}

// razorpayWebhook takes Razorpay's server-to-server events. The signature is checked on the raw
// body before anything is parsed; each event id is handled once, in the same transaction as
// its effect, so a retried or reordered event changes nothing.
func (h *Handler) razorpayWebhook(w http.ResponseWriter, r *http.Request) error {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, httpx.BodyLimit))
	if err != nil {
		return httpx.TooLarge(httpx.BodyLimit)
	}
	if !h.razorpay.WebhookSignatureValid(raw, r.Header.Get("X-Razorpay-Signature")) {
		return httpx.Errorf(http.StatusBadRequest, "Invalid signature.")
	}
	eventID := r.Header.Get("X-Razorpay-Event-Id")
	var ev webhookEvent
	if err := json.Unmarshal(raw, &ev); err != nil || eventID == "" {
		return httpx.Errorf(http.StatusBadRequest, "Unreadable event.")
	}
	err = h.service.HandleGatewayEvent(r.Context(), "razorpay", eventID, ev.Event, raw, func() (Payment, bool) {
		if ev.Event != "payment_link.paid" {
			return Payment{}, false
		}
		link, pay := ev.Payload.PaymentLink.Entity, ev.Payload.Payment.Entity
		return Payment{Reference: link.ReferenceID, Provider: "razorpay", GatewayOrderID: link.ID, PaymentID: pay.ID,
			Amount: money.Paise(pay.Amount), Currency: pay.Currency}, true
	})
	if errors.Is(err, db.ErrNotFound) {
		// Not our order (another integration on the same account): nothing to do, and no retry.
		httpx.LoggerFrom(r.Context()).Warn("razorpay event for an unknown order", "event", eventID, "err", err)
	} else if err != nil {
		return err // answered 500: Razorpay retries later
	}
	httpx.Answer(w, &httpx.Said{Message: "ok"})
	return nil
}
