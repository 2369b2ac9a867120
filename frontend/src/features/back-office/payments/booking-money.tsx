import { ADJUSTMENT_KIND_LABELS } from '#domain/payments/booking-money.ts';
import { paymentMethodLabel, type AdminBooking } from '#domain/booking/booking.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingLedger, refundableCharges, stripeDashboardUrl } from '#domain/payments/refunds.ts';
import { formatDateTime } from '../shared/format.ts';
import { MoneyTable } from '../../../admin/kit/money-table.tsx';
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
  const charges = new Map(
    refundableCharges(bookingLedger({ payments: booking.paymentsRecorded, refunds: booking.refundsRecorded })).map((charge) => [charge.paymentId, charge]),
  );
  const status = (payment: AdminBooking['paymentsRecorded'][number]) => {
    const refunded = charges.get(payment.id)?.refunded ?? 0;
    return refunded === 0 ? 'Paid' : refunded >= payment.amount ? 'Refunded' : `Paid, ${formatMoney(refunded)} refunded`;
  };
  return (
    // A region, so a keyboard can scroll it where the page's column is narrow.
    <MoneyTable
      caption={`Payments for ${booking.reference}, oldest first`}
      region={`Payments for ${booking.reference}`}
      empty="No payments recorded yet."
      rows={booking.paymentsRecorded}
      rowKey={(payment) => payment.id}
      columns={[
        { label: 'Received on', cell: (payment) => formatDate(payment.receivedOn) },
        {
          label: 'For',
          cell: (payment) => (
            <>
              {PAYMENT_KIND_LABELS[payment.kind]}
              {payment.share ? <span className="admin-table__sub">Share paid by {payment.share.name}</span> : null}
            </>
          ),
        },
        { label: 'Amount', amount: (payment) => payment.amount },
        {
          label: 'Method',
          className: 'admin-money__method',
          cell: (payment) => (
            <>
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
            </>
          ),
        },
        { label: 'Status', cell: status },
        {
          label: 'Recorded by',
          className: 'admin-money__who',
          cell: (payment) => (
            <>
              <span>{payment.recordedBy}</span>
              <span className="admin-table__sub">
                <time dateTime={payment.recordedAt}>{formatDateTime(payment.recordedAt)}</time>
              </span>
            </>
          ),
        },
      ]}
    />
  );
}

/** Every refund, oldest first. */
export function BookingRefunds({ booking }: { booking: AdminBooking }) {
  const payments = new Map(booking.paymentsRecorded.map((payment) => [payment.id, payment]));
  return (
    <MoneyTable
      caption={`Refunds for ${booking.reference}, oldest first`}
      region={`Refunds for ${booking.reference}`}
      empty="No refunds."
      rows={booking.refundsRecorded}
      rowKey={(refund) => refund.id}
      columns={[
        { label: 'Refunded', cell: (refund) => <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time> },
        { label: 'Amount', amount: (refund) => refund.amount },
        {
          label: 'To',
          className: 'admin-money__method',
          cell: (refund) => {
            const payment = payments.get(refund.paymentId);
            return (
              <>
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
              </>
            );
          },
        },
        {
          label: 'Status',
          cell: (refund) =>
            refund.returned
              ? 'Refunded at once: the booking had no room for it'
              : refund.stripe
                ? refund.stripe.status === 'succeeded'
                  ? 'Refunded'
                  : `Stripe: ${refund.stripe.status}`
                : 'Recorded',
        },
        { label: 'Reason', className: 'admin-table__message', cell: (refund) => refund.reason },
        { label: 'By', className: 'admin-money__who', cell: (refund) => refund.refundedBy },
      ]}
    />
  );
}

/** Every discount, credit and goodwill refund, oldest first (decision 037): each lowered what the booking costs. */
export function BookingAdjustments({ booking }: { booking: AdminBooking }) {
  return (
    <MoneyTable
      caption={`Discounts and credits for ${booking.reference}, oldest first`}
      region={`Discounts and credits for ${booking.reference}`}
      empty="None: the booking costs the price booked."
      rows={booking.adjustments}
      rowKey={(adjustment) => adjustment.id}
      columns={[
        { label: 'Given', cell: (adjustment) => <time dateTime={adjustment.at}>{formatDateTime(adjustment.at)}</time> },
        { label: 'What', cell: (adjustment) => ADJUSTMENT_KIND_LABELS[adjustment.kind] },
        { label: 'Amount', amount: (adjustment) => adjustment.amount, negative: true },
        { label: 'Reason', className: 'admin-table__message', cell: (adjustment) => adjustment.reason },
        { label: 'By', className: 'admin-money__who', cell: (adjustment) => adjustment.by },
      ]}
    />
  );
}
