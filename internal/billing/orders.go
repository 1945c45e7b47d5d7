package billing

import (
	"context"
	"crypto/rand"
	"time"

	"aspirant/internal/db"
	"aspirant/internal/money"
)

// Order states. An order moves from created to paid, failed or cancelled; a payment that
// arrives for a failed or cancelled order still makes it paid (the money came).
const (
	StatusCreated   = "created"
	StatusPaid      = "paid"
	StatusFailed    = "failed"
	StatusCancelled = "cancelled"
)

// Refund states: a paid order whose payment must go back (a duplicate payment, or the last
// seat went to someone else) is flagged, and staff mark it refunded once they have.
const (
	RefundNone     = "none"
	RefundFlagged  = "flagged"
	RefundRefunded = "refunded"
)

// Order is one attempt to buy a subscription, at the price of that moment.
type Order struct {
	ID                int64       `db:"id"`
	Reference         string      `db:"reference"`
	UserID            int64       `db:"user_id"`
	SubscriptionID    int64       `db:"subscription_id"`
	Amount            money.Paise `db:"amount_paise"`
	Currency          string      `db:"currency"`
	Status            string      `db:"status"`
	Provider          string      `db:"provider"`
	ProviderOrderID   *string     `db:"provider_order_id"`
	ProviderPaymentID *string     `db:"provider_payment_id"`
	SuccessURL        string      `db:"success_url"`
	PayURL            string      `db:"pay_url"`
	RefundStatus      string      `db:"refund_status"`
	RefundReason      string      `db:"refund_reason"`
	CreatedAt         time.Time   `db:"created_at"`
	PaidAt            *time.Time  `db:"paid_at"`
}

const orderColumns = `id, reference, user_id, subscription_id, amount_paise, currency, status, provider, provider_order_id,
	provider_payment_id, success_url, pay_url, refund_status, refund_reason, created_at, paid_at`

// product is what billing needs to know of a subscription to sell it.
type product struct {
	ID           int64       `db:"id"`
	Name         string      `db:"name"`
	Price        money.Paise `db:"price_paise"`
	ForSale      bool        `db:"for_sale"`
	SeatLimit    *int        `db:"seat_limit"`
	SeatsTaken   int         `db:"seats_taken"`
	ValidityDays *int        `db:"validity_days"`
	ValidUntil   *time.Time  `db:"valid_until"`
}

// orderStore holds the orders' SQL; it runs on the database or in a transaction.
type orderStore struct {
	q db.Q
}

// productByID reads a subscription's commercial side. Seats and prices are billing's concern,
// so billing reads these columns itself.
func (s orderStore) productByID(ctx context.Context, id int64) (product, error) {
	var p product
	err := s.q.Get(ctx, &p, `SELECT s.id, s.name, s.price_paise, (s.is_for_sale AND s.is_published AND t.is_published) AS for_sale,
			s.seat_limit, s.seats_taken, s.validity_days, s.valid_until
		FROM subscriptions s JOIN module_types t ON t.id = s.type_id WHERE s.id = ?`, id)
	return p, err
}

func (s orderStore) create(ctx context.Context, o *Order) error {
	var err error
	o.ID, err = s.q.InsertID(ctx, `INSERT INTO orders (reference, user_id, subscription_id, amount_paise, currency, status,
		provider, success_url, refund_status, refund_reason, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'none', '', ?, ?) RETURNING id`,
		o.Reference, o.UserID, o.SubscriptionID, o.Amount, o.Currency, o.Status, o.Provider, o.SuccessURL, o.CreatedAt, o.CreatedAt)
	return err
}

func (s orderStore) byReference(ctx context.Context, reference string) (Order, error) {
	var o Order
	err := s.q.Get(ctx, &o, "SELECT "+orderColumns+" FROM orders WHERE reference = ?", reference)
	return o, err
}

func (s orderStore) setGatewayOrder(ctx context.Context, id int64, gatewayID, payURL string, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE orders SET provider_order_id = ?, pay_url = ?, updated_at = ? WHERE id = ?", gatewayID, payURL, now.UTC(), id)
	return err
}

// openOrderLifetime is how long an unpaid order is offered again to the learner who made it
// (docs/product.md, "Orders"). A Razorpay link stays payable for linkLifetime from its making,
// so a reused one leaves the learner at least ten minutes to pay.
const openOrderLifetime = linkLifetime - 10*time.Minute

// gatewayWait is longer than a gateway call may take (Razorpay's is cut at 15 seconds): an order
// still without its payment page after it was never given one (the server stopped mid-call).
const gatewayWait = time.Minute

// openOrder finds the learner's newest order of the subscription that can still be paid: made
// less than openOrderLifetime ago, at the price asked now, not paid, failed or cancelled. Its
// pay_url is empty while another request is asking the gateway for it.
func (s orderStore) openOrder(ctx context.Context, userID, subscriptionID int64, price money.Paise, now time.Time) (Order, error) {
	var o Order
	err := s.q.Get(ctx, &o, "SELECT "+orderColumns+` FROM orders WHERE user_id = ? AND subscription_id = ? AND status = 'created'
		AND amount_paise = ? AND created_at > ? AND (pay_url <> '' OR created_at > ?) ORDER BY id DESC LIMIT 1`,
		userID, subscriptionID, price, now.Add(-openOrderLifetime).UTC(), now.Add(-gatewayWait).UTC())
	return o, err
}

// setReturnAddress points a reused order's return at the page the learner ordered from this time.
func (s orderStore) setReturnAddress(ctx context.Context, id int64, successURL string, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE orders SET success_url = ?, updated_at = ? WHERE id = ?", successURL, now.UTC(), id)
	return err
}

// setStatus moves an order that is not paid to another unpaid state.
func (s orderStore) setUnpaidStatus(ctx context.Context, id int64, status string, now time.Time) error {
	_, err := s.q.Exec(ctx, "UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status <> 'paid'", status, now.UTC(), id)
	return err
}

// markPaid moves an order to paid, answering false when it already was (a replay).
func (s orderStore) markPaid(ctx context.Context, id int64, paymentID string, now time.Time) (bool, error) {
	res, err := s.q.Exec(ctx, `UPDATE orders SET status = 'paid', provider_payment_id = ?, paid_at = ?, updated_at = ?
		WHERE id = ? AND status <> 'paid'`, paymentID, now.UTC(), now.UTC(), id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (s orderStore) flagRefund(ctx context.Context, id int64, reason string, now time.Time) error {
	_, err := s.q.Exec(ctx, `UPDATE orders SET refund_status = 'flagged', refund_reason = ?, updated_at = ? WHERE id = ?`,
		reason, now.UTC(), id)
	return err
}

// lockProduct takes the subscription's row lock until the transaction ends (a no-op update, the
// same statement on both databases), so that checks made after it (does the learner hold it
// already?) see every grant committed before. On SQLite the one writer orders transactions anyway.
func (s orderStore) lockProduct(ctx context.Context, subscriptionID int64) error {
	_, err := s.q.Exec(ctx, `UPDATE subscriptions SET seats_taken = seats_taken WHERE id = ?`, subscriptionID)
	return err
}

// takeSeat counts one more seat sold, answering false when none is left. The single
// conditional update is the whole race protection: on SQLite writes are serialised, on
// PostgreSQL the row lock makes the second updater re-check the condition.
func (s orderStore) takeSeat(ctx context.Context, subscriptionID int64) (bool, error) {
	res, err := s.q.Exec(ctx, `UPDATE subscriptions SET seats_taken = seats_taken + 1
		WHERE id = ? AND (seat_limit IS NULL OR seats_taken < seat_limit)`, subscriptionID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// recordEvent stores a gateway event once, answering false when it was already stored.
func (s orderStore) recordEvent(ctx context.Context, provider, eventID, eventType string, orderID *int64, payload []byte, now time.Time) (bool, error) {
	res, err := s.q.Exec(ctx, `INSERT INTO payment_events (provider, event_id, event_type, order_id, payload, received_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (provider, event_id) DO NOTHING`, provider, eventID, eventType, orderID, string(payload), now.UTC())
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// orderReference is our order id at the gateway: unguessable, and short enough for Razorpay's
// 40-character reference_id.
func orderReference() string {
	const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
	b := make([]byte, 20)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "ORD" + string(b)
}
