import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useRefundBooking } from '../booking/booking-api.ts';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import {
  ANY_PAYMENT_CHOICE,
  checkRefund,
  paymentChoiceLabel,
  refundablePayments,
  type RefundErrors,
  type RefundField,
  type RefundFormValues,
  type RefundRequest,
} from './refund-form-values.ts';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';
import { ConfirmStep } from '../../../admin/kit/confirm-step.tsx';

const FIELD_ORDER: readonly RefundField[] = ['kind', 'paymentId', 'amount', 'reason'];

/**
 * Refund money to the guest in two steps (decision 020): which payment, how much and why, then a
 * confirmation that says where the money goes (a card through Stripe; cash or a check by hand).
 * The confirmed request carries its own Idempotency-Key, so a retry refunds once.
 */
export function RefundForm({
  booking,
  onRefunded,
  onClose,
  onStale,
}: {
  booking: AdminBooking;
  onRefunded: (after: AdminBooking, amount: number) => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const payments = refundablePayments(booking);
  const [values, setValues] = useState<RefundFormValues>({ paymentId: '', amount: '', reason: '', kind: '' });
  const [errors, setErrors] = useState<RefundErrors>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  const [confirming, setConfirming] = useState<{ request: RefundRequest; where: string[]; key: string } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const refund = useRefundBooking(booking.id);
  const left = payments.reduce((sum, charge) => sum + charge.refundable, 0);

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const set = (field: RefundField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const show = (found: RefundErrors, other: string[]) => {
    setErrors(found);
    setFormProblems(other);
    setShown((count) => count + 1);
  };

  const toConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRefund(values, booking);
    if ('errors' in checked) return show(checked.errors, []);
    setFormProblems([]);
    setConfirming({ ...checked, key: crypto.randomUUID() });
  };

  const confirm = async () => {
    if (!confirming || refund.isPending) return;
    try {
      const { booking: after } = await refund.mutateAsync({ request: confirming.request, key: confirming.key });
      onRefunded(after, confirming.request.amount);
    } catch (failure) {
      const problem = apiProblem(failure);
      if (isStaleBooking(problem)) onStale();
      setConfirming(null);
      const found: RefundErrors = {};
      if (problem.fields['amount']) found.amount = problem.fields['amount'];
      if (problem.fields['reason']) found.reason = problem.fields['reason'];
      if (problem.fields['kind']) found.kind = problem.fields['kind'];
      if (problem.fields['chargeId']) found.paymentId = problem.fields['chargeId'];
      show(found, Object.keys(found).length > 0 && problem.code !== 'REFUND_REFUSED' ? [] : [isStaleBooking(problem) ? STALE_MESSAGE : problem.message]);
    }
  };

  if (payments.length === 0) {
    return (
      <div className="admin-booking-form">
        <p className="admin-empty">Nothing is left to refund on this booking.</p>
        <div className="admin-editor__actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  if (confirming) {
    return (
      <ConfirmStep
        id={id}
        heading={`Refund ${formatMoney(confirming.request.amount)} to ${booking.leadGuest.name}?`}
        busy={refund.isPending}
        confirmLabel={`Yes, refund ${formatMoney(confirming.request.amount)}`}
        busyLabel="Refunding..."
        onConfirm={() => void confirm()}
        onBack={() => setConfirming(null)}
      >
        <ul>
          {confirming.where.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          Reason: <q>{confirming.request.reason}</q>. The guest is e-mailed a refund receipt. A card refund cannot be undone.
        </p>
      </ConfirmStep>
    );
  }

  const problems: SummaryProblem[] = [
    ...FIELD_ORDER.flatMap((field) => (errors[field] ? [{ target: `${id}-${field}`, message: errors[field] }] : [])),
    ...formProblems.map((message) => ({ message })),
  ];
  const describedByFor = (field: RefundField, hint = false) => describedBy(hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`);

  return (
    <form className="admin-booking-form" noValidate onSubmit={toConfirm} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Refund the guest
      </h3>
      <ErrorSummary ref={summary} problems={problems} />
      <fieldset className="field admin-choice" aria-describedby={describedByFor('kind')}>
        <legend>What is this refund?</legend>
        <label>
          <input type="radio" id={`${id}-kind`} name="kind" value="mistake" checked={values.kind === 'mistake'} onChange={() => set('kind', 'mistake')} /> Money
          paid by mistake: the price stays, so the guest owes it again
        </label>
        <label>
          <input type="radio" name="kind" value="goodwill" checked={values.kind === 'goodwill'} onChange={() => set('kind', 'goodwill')} /> Goodwill: the price
          falls by the same amount, so what the guest owes stays the same
        </label>
        <FieldError id={`${id}-kind-error`} message={errors.kind} />
      </fieldset>
      <div className="admin-form-grid">
        <div className="field">
          <label htmlFor={`${id}-paymentId`}>From payment</label>
          <select
            id={`${id}-paymentId`}
            name="paymentId"
            value={values.paymentId}
            onChange={(event) => set('paymentId', event.target.value)}
            aria-invalid={errors.paymentId ? true : undefined}
            aria-describedby={describedByFor('paymentId')}
          >
            <option value="">{ANY_PAYMENT_CHOICE}</option>
            {payments.map((charge) => (
              <option key={charge.paymentId} value={charge.paymentId}>
                {paymentChoiceLabel(booking, charge)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-paymentId-error`} message={errors.paymentId} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount to refund ($)</label>
          <p id={`${id}-amount-hint`} className="admin-seo__hint">
            Dollars and cents, like 50.00. Up to {formatMoney(left)} in all.
          </p>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedByFor('amount', true)}
          />
          <FieldError id={`${id}-amount-error`} message={errors.amount} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason (the guest sees it on the receipt)</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          maxLength={400}
          value={values.reason}
          onChange={(event) => set('reason', event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedByFor('reason')}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      <SubmitOrClose label="Continue" onClose={onClose} />
    </form>
  );
}
