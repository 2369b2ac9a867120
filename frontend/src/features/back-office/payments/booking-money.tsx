import { ADJUSTMENT_KIND_LABELS } from '#domain/payments/booking-money.ts';
import { paymentMethodLabel, type AdminBooking } from '#domain/booking/booking.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingLedger, refundableCharges, stripeDashboardUrl } from '#domain/payments/refunds.ts';
import { formatDateTime } from '../shared/format.ts';
import { PAYMENT_KIND_LABELS } from './payment-form.ts';

// A booking's money as staff see it (decision 020): every payment with its method, card, status
// and Stripe link, and every refund with where it went, why and who gave it.

function StripeLink({ paymentIntentId, livemode, label }: { paymentIntentId: string; livemode: boolean | undefined; label: string }) {
  return (
    <a href={stripeDashboardUrl(paymentIntentId, livemode)} target="_blank" rel="noreferrer" aria-label={`${label} in Stripe's dashboard (opens in a new tab)`}>
      <code>{paymentIntentId}</code>
    </a>
  );
}

/** Every payment, oldest first: what was refunded of each says its status. */
export function BookingPayments({ booking }: { booking: AdminBooking }) {
  if (booking.paymentsRecorded.length === 0) return <p className="admin-empty">No payments recorded yet.</p>;
  const charges = new Map(
    refundableCharges(bookingLedger({ payments: booking.paymentsRecorded, refunds: booking.refundsRecorded })).map((charge) => [charge.paymentId, charge]),
  );
  return (
    // Focusable, as a region, so a keyboard can scroll it where the page's column is narrow.
    <div className="admin-table-wrap" role="region" aria-label={`Payments for ${booking.reference}`} tabIndex={0}>
      <table className="admin-table">
        <caption>Payments for {booking.reference}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Received on</th>
            <th scope="col">For</th>
            <th scope="col" className="admin-table__number">
              Amount
            </th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Recorded by</th>
          </tr>
        </thead>
        <tbody>
          {booking.paymentsRecorded.map((payment) => {
            const refunded = charges.get(payment.id)?.refunded ?? 0;
            const status = refunded === 0 ? 'Paid' : refunded >= payment.amount ? 'Refunded' : `Paid, ${formatMoney(refunded)} refunded`;
            return (
              <tr key={payment.id}>
                <th scope="row" data-label="Received on">
                  {formatDate(payment.receivedOn)}
                </th>
                <td data-label="For">
                  {PAYMENT_KIND_LABELS[payment.kind]}
                  {payment.share ? <span className="admin-table__sub">Share paid by {payment.share.name}</span> : null}
                </td>
                <td data-label="Amount" className="admin-table__number">
                  {formatMoney(payment.amount)}
                </td>
                <td data-label="Method" className="admin-money__method">
                  {paymentMethodLabel(payment)}
                  <span className="admin-table__sub">
                    {payment.card ? (
                      <StripeLink
                        paymentIntentId={payment.card.paymentIntentId}
                        livemode={payment.card.livemode}
                        label={`Payment of ${formatMoney(payment.amount)}`}
                      />
                    ) : (
                      'Not in Stripe (taken by staff)'
                    )}
                  </span>
                  {payment.note ? <span className="admin-table__sub">{payment.note}</span> : null}
                </td>
                <td data-label="Status">{status}</td>
                <td data-label="Recorded by" className="admin-money__who">
                  <span>{payment.recordedBy}</span>
                  <span className="admin-table__sub">
                    <time dateTime={payment.recordedAt}>{formatDateTime(payment.recordedAt)}</time>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Every refund, oldest first. */
export function BookingRefunds({ booking }: { booking: AdminBooking }) {
  if (booking.refundsRecorded.length === 0) return <p className="admin-empty">No refunds.</p>;
  const payments = new Map(booking.paymentsRecorded.map((payment) => [payment.id, payment]));
  return (
    <div className="admin-table-wrap" role="region" aria-label={`Refunds for ${booking.reference}`} tabIndex={0}>
      <table className="admin-table">
        <caption>Refunds for {booking.reference}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Refunded</th>
            <th scope="col" className="admin-table__number">
              Amount
            </th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Reason</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {booking.refundsRecorded.map((refund) => {
            const payment = payments.get(refund.paymentId);
            return (
              <tr key={refund.id}>
                <th scope="row" data-label="Refunded">
                  <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time>
                </th>
                <td data-label="Amount" className="admin-table__number">
                  {formatMoney(refund.amount)}
                </td>
                <td data-label="To" className="admin-money__method">
                  {payment ? paymentMethodLabel(payment) : refund.method}
                  {refund.stripe ? (
                    <span className="admin-table__sub">
                      <StripeLink
                        paymentIntentId={refund.stripe.paymentIntentId}
                        livemode={payment?.card?.livemode}
                        label={`Refund of ${formatMoney(refund.amount)}`}
                      />{' '}
                      <code>{refund.stripe.refundId}</code>
                    </span>
                  ) : (
                    <span className="admin-table__sub">Handed back by staff</span>
                  )}
                </td>
                <td data-label="Status">
                  {refund.returned
                    ? 'Refunded at once: the booking had no room for it'
                    : refund.stripe
                      ? refund.stripe.status === 'succeeded'
                        ? 'Refunded'
                        : `Stripe: ${refund.stripe.status}`
                      : 'Recorded'}
                </td>
                <td data-label="Reason" className="admin-table__message">
                  {refund.reason}
                </td>
                <td data-label="By" className="admin-money__who">
                  {refund.refundedBy}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Every discount, credit and goodwill refund, oldest first (decision 037): each lowered what the booking costs. */
export function BookingAdjustments({ booking }: { booking: AdminBooking }) {
  if (booking.adjustments.length === 0) return <p className="admin-empty">None: the booking costs the price booked.</p>;
  return (
    <div className="admin-table-wrap" role="region" aria-label={`Discounts and credits for ${booking.reference}`} tabIndex={0}>
      <table className="admin-table">
        <caption>Discounts and credits for {booking.reference}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Given</th>
            <th scope="col">What</th>
            <th scope="col" className="admin-table__number">
              Amount
            </th>
            <th scope="col">Reason</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {booking.adjustments.map((adjustment) => (
            <tr key={adjustment.id}>
              <th scope="row" data-label="Given">
                <time dateTime={adjustment.at}>{formatDateTime(adjustment.at)}</time>
              </th>
              <td data-label="What">{ADJUSTMENT_KIND_LABELS[adjustment.kind]}</td>
              <td data-label="Amount" className="admin-table__number">
                -{formatMoney(adjustment.amount)}
              </td>
              <td data-label="Reason" className="admin-table__message">
                {adjustment.reason}
              </td>
              <td data-label="By" className="admin-money__who">
                {adjustment.by}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
