package billing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/httpx"
	"aspirant/internal/money"
	"aspirant/internal/notify"
	"aspirant/internal/platform/changes"
	"aspirant/internal/platform/htmlsafe"
	"aspirant/internal/platform/locale"
)

// Service sells subscriptions: it opens orders at the gateway and fulfils them when the
// gateway confirms payment.
type Service struct {
	db           *db.DB
	changes      *changes.Feed
	provider     Provider
	entitlements *Entitlements
	payerOf      func(ctx context.Context, userID int64) (Payer, error)
	baseURL      *url.URL
	now          func() time.Time
	log          *slog.Logger
	notify       *notify.Service
}

// Deps is what the service needs.
type Deps struct {
	DB       *db.DB
	Provider Provider
	PayerOf  func(ctx context.Context, userID int64) (Payer, error)
	BaseURL  *url.URL
	Now      func() time.Time
	Log      *slog.Logger
	// Changes tells every server when a payment grants a subscription.
	Changes *changes.Feed
	// Notify tells the learner their payment went through.
	Notify *notify.Service
}

func NewService(d Deps) *Service {
	return &Service{db: d.DB, changes: d.Changes, provider: d.Provider, entitlements: NewEntitlements(d.DB, d.Now), payerOf: d.PayerOf,
		baseURL: d.BaseURL, now: d.Now, log: d.Log, notify: d.Notify}
}

// Entitlements answers who holds what.
func (s *Service) Entitlements() *Entitlements { return s.entitlements }

// inTx runs write in a transaction. A grant inside records that entitlements changed; after the
// commit this server reads the change at once, so the learner who just paid opens the
// subscription on their next call.
func (s *Service) inTx(ctx context.Context, write func(tx *db.Tx) error) error {
	if err := s.db.InTx(ctx, write); err != nil {
		return err
	}
	s.changes.CatchUp(ctx)
	return nil
}

var (
	errNotOnSale      = httpx.Errorf(http.StatusConflict, "This subscription is not on sale.")
	errAlreadyOwned   = httpx.Errorf(http.StatusConflict, "You already have this subscription. Find it in My Subscriptions.")
	errSeatsFull      = httpx.Errorf(http.StatusConflict, "All seats for this course are taken.")
	errGatewayDown    = httpx.Errorf(http.StatusBadGateway, "The payment service is not answering. Please try again in a few minutes.")
	errUnknownProduct = httpx.Errorf(http.StatusNotFound, "Subscription not found")
	errPriceChanged   = httpx.Errorf(http.StatusConflict, "The price of this course has just changed. Please look at it again.")
)

// Checkout opens an order for the learner at the subscription's current price and answers the
// page to pay on. successURL is where the learner returns; it must be on this site.
func (s *Service) Checkout(ctx context.Context, userID, subscriptionID int64, successURL string) (string, error) {
	if err := s.checkReturnAddress(successURL); err != nil {
		return "", err
	}
	p, err := orderStore{q: s.db}.productByID(ctx, subscriptionID)
	if errors.Is(err, db.ErrNotFound) {
		return "", errUnknownProduct
	}
	if err != nil {
		return "", err
	}
	if !p.ForSale {
		return "", errNotOnSale
	}
	owned, err := s.entitlements.Has(ctx, userID, subscriptionID)
	if err != nil {
		return "", err
	}
	if owned {
		return "", errAlreadyOwned
	}
	if p.SeatLimit != nil && p.SeatsTaken >= *p.SeatLimit {
		return "", errSeatsFull
	}
	if p.Price == 0 {
		// Nothing to pay: no gateway, the grant is made now (docs/product.md, "Free courses").
		if err := s.enrolFree(ctx, userID, subscriptionID, successURL); err != nil {
			return "", err
		}
		return successURL, nil
	}
	o, reused, err := s.openOrCreateOrder(ctx, userID, p, successURL)
	if err != nil || reused {
		return o.PayURL, err
	}
	store := orderStore{q: s.db}
	payer, err := s.payerOf(ctx, userID)
	if err != nil {
		_ = store.setUnpaidStatus(ctx, o.ID, StatusFailed, s.now())
		return "", err
	}
	gatewayID, payURL, err := s.provider.Start(ctx, o, p.Name, payer)
	if err != nil {
		s.log.Error("open payment at the gateway", "order", o.Reference, "provider", o.Provider, "err", err)
		_ = store.setUnpaidStatus(ctx, o.ID, StatusFailed, s.now())
		return "", errGatewayDown
	}
	if err := store.setGatewayOrder(ctx, o.ID, gatewayID, payURL, s.now()); err != nil {
		return "", err
	}
	return payURL, nil
}

// errOrderOpening answers a second 'Order Now' that arrives while the first is still asking the
// gateway for its page (a double tap): the first one's answer takes the learner there.
var errOrderOpening = httpx.Errorf(http.StatusConflict, "Your order is being opened. Please wait a moment.")

// openOrCreateOrder answers the learner's open order of the subscription, reused (true) when one
// can still be paid, or a new one to open at the gateway (docs/product.md, "Orders"). The
// subscription's row is locked for the look and the insert, so two requests at once make one
// order; the gateway is asked after the commit, so a slow gateway holds no lock.
func (s *Service) openOrCreateOrder(ctx context.Context, userID int64, p product, successURL string) (Order, bool, error) {
	var o Order
	reused := false
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		store := orderStore{q: tx}
		now := s.now().UTC()
		if err := store.lockProduct(ctx, p.ID); err != nil {
			return err
		}
		open, err := store.openOrder(ctx, userID, p.ID, p.Price, now)
		switch {
		case err == nil && open.PayURL == "":
			return errOrderOpening
		case err == nil:
			o, reused = open, true
			o.SuccessURL = successURL
			return store.setReturnAddress(ctx, o.ID, successURL, now)
		case !errors.Is(err, db.ErrNotFound):
			return err
		}
		o = Order{Reference: orderReference(), UserID: userID, SubscriptionID: p.ID, Amount: p.Price,
			Currency: "INR", Status: StatusCreated, Provider: s.provider.Name(), SuccessURL: successURL, CreatedAt: now}
		return store.create(ctx, &o)
	})
	return o, reused, err
}

// checkReturnAddress refuses a return address off this site, so the payment flow cannot be
// used to send learners to another one.
func (s *Service) checkReturnAddress(raw string) error {
	invalid := httpx.InvalidField("success_url", "The return address must be a page of this site.")
	u, err := url.Parse(raw)
	if err != nil || !htmlsafe.Unambiguous(raw) || u.Scheme != s.baseURL.Scheme || u.Host != s.baseURL.Host || u.User != nil {
		return invalid
	}
	if base := s.baseURL.Path; base != "" && u.Path != base && !strings.HasPrefix(u.Path, base+"/") {
		return invalid
	}
	return nil
}

// enrolFree grants a free subscription in one transaction: its seat, a zero-amount order
// recorded as paid, and the entitlement. The subscription's row is locked first, so two
// enrolments of one learner at once (two tabs, two servers) grant once: the second sees the
// first's entitlement and is refused, as a second purchase would be. Nothing is recorded for a
// refused enrolment.
func (s *Service) enrolFree(ctx context.Context, userID, subscriptionID int64, successURL string) error {
	return s.inTx(ctx, func(tx *db.Tx) error {
		store := orderStore{q: tx}
		now := s.now().UTC()
		if err := store.lockProduct(ctx, subscriptionID); err != nil {
			return err
		}
		p, err := store.productByID(ctx, subscriptionID)
		if err != nil {
			return err
		}
		if !p.ForSale {
			return errNotOnSale
		}
		if p.Price != 0 {
			return errPriceChanged
		}
		owned, err := holds(ctx, tx, userID, subscriptionID, now)
		if err != nil {
			return err
		}
		if owned {
			return errAlreadyOwned
		}
		seated, err := store.takeSeat(ctx, subscriptionID)
		if err != nil {
			return err
		}
		if !seated {
			return errSeatsFull
		}
		o := Order{Reference: orderReference(), UserID: userID, SubscriptionID: subscriptionID, Amount: 0, Currency: "INR",
			Status: StatusCreated, Provider: "free", SuccessURL: successURL, CreatedAt: now}
		if err := store.create(ctx, &o); err != nil {
			return err
		}
		if _, err := store.markPaid(ctx, o.ID, "free_"+o.Reference, now); err != nil {
			return err
		}
		orderID := o.ID
		// The zero-amount order is its payment: the entitlement's source says so, as for a paid one.
		return Grant(ctx, tx, userID, subscriptionID, "payment", &orderID, now, accessEnd(p, now), now)
	})
}

// Payment is a gateway's confirmation that an order was paid.
type Payment struct {
	Reference      string // our order reference
	Provider       string
	GatewayOrderID string // when the gateway names the order too (Razorpay's payment link id)
	PaymentID      string
	Amount         money.Paise
	Currency       string
}

// Fulfil records a confirmed payment and grants the subscription, in one transaction. It is
// safe to call any number of times for one payment: after the first, it changes nothing. A
// payment that cannot be honoured (the learner already has the subscription, or the last seat
// went to someone else) is recorded and flagged for refund, never granted twice. A
// confirmation that does not match its order (amount, currency, gateway order) grants nothing
// and flags the order for staff.
func (s *Service) Fulfil(ctx context.Context, p Payment) error {
	return s.inTx(ctx, func(tx *db.Tx) error { return s.fulfil(ctx, tx, p) })
}

func (s *Service) fulfil(ctx context.Context, tx *db.Tx, p Payment) error {
	store := orderStore{q: tx}
	now := s.now().UTC()
	o, err := store.byReference(ctx, p.Reference)
	if err != nil {
		return fmt.Errorf("order %s: %w", p.Reference, err)
	}
	if o.Provider != p.Provider || o.Amount != p.Amount || o.Currency != p.Currency ||
		(p.GatewayOrderID != "" && (o.ProviderOrderID == nil || *o.ProviderOrderID != p.GatewayOrderID)) {
		s.log.Error("payment does not match its order", "order", o.Reference, "provider", p.Provider,
			"amount", int64(p.Amount), "currency", p.Currency, "gateway_order", p.GatewayOrderID)
		return store.flagRefund(ctx, o.ID, fmt.Sprintf("payment %s of %s %s does not match the order", p.PaymentID, p.Amount.Rupees(), p.Currency), now)
	}
	if o.Status == StatusPaid {
		if o.ProviderPaymentID != nil && *o.ProviderPaymentID != p.PaymentID && o.RefundStatus == RefundNone {
			// A second, different payment for the same order: keep the money's trail and flag it.
			s.log.Warn("second payment for a paid order", "order", o.Reference, "payment", p.PaymentID)
			return store.flagRefund(ctx, o.ID, "second payment "+p.PaymentID+" for an order already paid", now)
		}
		return nil // a replayed confirmation
	}
	changed, err := store.markPaid(ctx, o.ID, p.PaymentID, now)
	if err != nil || !changed {
		return err
	}
	// Locked before asking who holds it, so two payments of one learner at once grant once.
	if err := store.lockProduct(ctx, o.SubscriptionID); err != nil {
		return err
	}
	owned, err := holds(ctx, tx, o.UserID, o.SubscriptionID, now)
	if err != nil {
		return err
	}
	if owned {
		s.log.Warn("duplicate payment flagged for refund", "order", o.Reference)
		return store.flagRefund(ctx, o.ID, "duplicate payment: the learner already has this subscription", now)
	}
	seated, err := store.takeSeat(ctx, o.SubscriptionID)
	if err != nil {
		return err
	}
	if !seated {
		s.log.Warn("paid after the last seat was taken; flagged for refund", "order", o.Reference)
		return store.flagRefund(ctx, o.ID, "all seats were taken before the payment arrived", now)
	}
	prod, err := store.productByID(ctx, o.SubscriptionID)
	if err != nil {
		return err
	}
	orderID := o.ID
	if err := Grant(ctx, tx, o.UserID, o.SubscriptionID, "payment", &orderID, now, accessEnd(prod, now), now); err != nil {
		return err
	}
	return s.notify.Send(ctx, tx, notify.Notice{UserID: o.UserID, Kind: notify.PaymentSucceeded, Key: o.Reference,
		Title: locale.T("Payment received"),
		Body:  locale.T("%s paid for %s (order %s). It is in My Subscriptions now.", o.Amount.Display(), prod.Name, o.Reference),
		Link:  notify.SubscriptionLink(o.SubscriptionID)})
}

// accessEnd is when access bought now ends: the validity in days, or the subscription's fixed
// end, whichever comes first; nil for access without an end.
func accessEnd(p product, now time.Time) *time.Time {
	var end *time.Time
	if p.ValidityDays != nil {
		t := now.AddDate(0, 0, *p.ValidityDays)
		end = &t
	}
	if p.ValidUntil != nil && (end == nil || p.ValidUntil.Before(*end)) {
		t := p.ValidUntil.UTC()
		end = &t
	}
	return end
}

// HandleGatewayEvent applies a gateway's event once: the event is recorded and its payment (if
// it carries one) fulfilled in one transaction, so an event seen before changes nothing and a
// failure leaves no half-applied event behind.
func (s *Service) HandleGatewayEvent(ctx context.Context, provider, eventID, eventType string, payload []byte, payment func() (Payment, bool)) error {
	return s.inTx(ctx, func(tx *db.Tx) error {
		p, applies := payment()
		var orderID *int64
		if applies {
			o, err := orderStore{q: tx}.byReference(ctx, p.Reference)
			if err != nil {
				return fmt.Errorf("event %s names order %q: %w", eventID, p.Reference, err)
			}
			orderID = &o.ID
		}
		fresh, err := orderStore{q: tx}.recordEvent(ctx, provider, eventID, eventType, orderID, payload, s.now())
		if err != nil || !fresh || !applies {
			return err
		}
		return s.fulfil(ctx, tx, p)
	})
}

// Cancel marks an unpaid order cancelled (the learner left the payment page).
func (s *Service) Cancel(ctx context.Context, reference string) (Order, error) {
	store := orderStore{q: s.db}
	o, err := store.byReference(ctx, reference)
	if err != nil {
		return o, err
	}
	return o, store.setUnpaidStatus(ctx, o.ID, StatusCancelled, s.now())
}

// OrderByReference finds an order.
func (s *Service) OrderByReference(ctx context.Context, reference string) (Order, error) {
	return orderStore{q: s.db}.byReference(ctx, reference)
}
