import { useId } from 'react';
import type { AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';

/**
 * What a cancellation's refunds came to, payment by payment: how much went back to which card (or
 * was handed back), and any that failed with Stripe's reason, so staff know exactly what to settle
 * by hand. Shown on the booking page once the cancellation answers.
 */
export function CancelRefunds({ refund }: { refund: AdminCancelBookingResponse['refund'] }) {
  const id = useId();
  const failed = refund.results.filter((result) => result.status === 'failed');
  return (
    <section className={`admin-alert${failed.length > 0 ? '' : ' admin-alert--success'}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-alert__title">
        {failed.length > 0
          ? `Cancelled: ${formatMoney(refund.refunded)} refunded, ${failed.length} refund${failed.length === 1 ? '' : 's'} failed`
          : `Cancelled: ${formatMoney(refund.refunded)} refunded`}
      </h2>
      <ul>
        {refund.results.map((result) => (
          <li key={result.paymentId}>
            {formatMoney(result.amount)} to {result.to}:{' '}
            {result.status === 'refunded' ? 'refunded' : <strong>not refunded{result.message ? ` (${result.message})` : ''}</strong>}
          </li>
        ))}
      </ul>
      {refund.problem && <p>{refund.problem}</p>}
    </section>
  );
}
