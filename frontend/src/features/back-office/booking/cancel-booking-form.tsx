import '../../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { cancellationIsRefundable, type AdminBooking, type AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import { cancelBookingSchema } from '#domain/booking/booking-schemas.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useCancelBooking } from './booking-api.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';
import { ConfirmStep } from '../../../admin/kit/confirm-step.tsx';

/** What cancelling now means for the guest's money, under the terms they accepted when booking. */
export function refundOutlook(booking: Pick<AdminBooking, 'cancellation' | 'payments'>, now: Date): { withinTerms: boolean; refundDue: boolean; text: string } {
  const paid = booking.payments.paid;
  const withinTerms = cancellationIsRefundable(booking.cancellation, now, calendarDateIn(now));
  if (paid === 0) return { withinTerms, refundDue: false, text: 'Nothing has been paid, so there is nothing to refund.' };
  if (withinTerms)
    return {
      withinTerms,
      refundDue: true,
      text: `Cancelling now is within the terms: the ${formatMoney(paid)} paid is refunded as you confirm, each payment the way it came (cards through Stripe, to the card that paid).`,
    };
  return { withinTerms, refundDue: false, text: `Cancelling now is outside the terms: no refund is due. The guest has paid ${formatMoney(paid)}.` };
}

/** What staff see while the cancellation and its refunds run. */
export function cancelProgress(booking: Pick<AdminBooking, 'cancellation' | 'payments' | 'paymentsRecorded'>, now = new Date()): string {
  const { refundDue } = refundOutlook(booking, now);
  const count = booking.paymentsRecorded.length;
  if (!refundDue || count === 0) return 'Cancelling...';
  return `Cancelling and refunding ${count === 1 ? 'the payment' : `${count} payments, each to the card (or the way) it was paid`}...`;
}

/**
 * Cancel a booking in two steps: the reason (required), then a confirmation that says whether a
 * refund is due under the terms. The boat or the tickets go back on sale at once.
 */
export function CancelBookingForm({
  booking,
  onCancelled,
  onClose,
  onStale,
}: {
  booking: AdminBooking;
  onCancelled: (after: AdminBooking, refund: AdminCancelBookingResponse['refund']) => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const cancel = useCancelBooking(booking.id);
  const outlook = refundOutlook(booking, new Date());

  const toConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = cancelBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why the booking is cancelled.');
      reasonInput.current?.focus();
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const back = () => {
    setConfirming(false);
    // The reason box comes back once React has rendered it.
    requestAnimationFrame(() => reasonInput.current?.focus());
  };

  const confirm = async () => {
    if (cancel.isPending) return;
    try {
      const { booking: after, refund } = await cancel.mutateAsync({ reason: reason.trim() });
      onCancelled(after, refund);
    } catch (failure) {
      const problem = apiProblem(failure);
      if (isStaleBooking(problem)) onStale();
      setConfirming(false);
      setError(isStaleBooking(problem) ? STALE_MESSAGE : (problem.fields['reason'] ?? problem.message));
      requestAnimationFrame(() => reasonInput.current?.focus());
    }
  };

  if (confirming) {
    return (
      <ConfirmStep
        id={id}
        heading={`Cancel booking ${booking.reference}?`}
        busy={cancel.isPending}
        confirmLabel="Yes, cancel the booking"
        busyLabel="Cancelling..."
        onConfirm={() => void confirm()}
        onBack={back}
      >
        <p className={`admin-refund admin-refund--${outlook.refundDue ? 'due' : 'none'}`}>
          <strong>{outlook.refundDue ? 'Refund due.' : 'No refund due.'}</strong> {outlook.text}
        </p>
        <p>The terms the guest accepted: {booking.cancellation.summary}</p>
        <p>
          Reason: <q>{reason.trim()}</q>. The {booking.slot.kind === 'disco' ? 'tickets go' : 'boat goes'} back on sale as soon as you confirm, and this cannot
          be undone.
        </p>
        {/* Each payment is refunded on its own, to the card that paid: say it is under way. */}
        <p role="status" className="admin-hint">
          {cancel.isPending ? cancelProgress(booking) : ''}
        </p>
      </ConfirmStep>
    );
  }

  return (
    <form className="admin-booking-form" noValidate onSubmit={toConfirm} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Cancel the booking
      </h3>
      <p className="admin-hint">{outlook.text}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason for cancelling</label>
        <textarea
          id={`${id}-reason`}
          ref={reasonInput}
          name="reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} message={error} alert />
      </div>
      <SubmitOrClose label="Continue" onClose={onClose} />
    </form>
  );
}
