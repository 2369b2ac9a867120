import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { checkAdjustment, type AdjustmentErrors, type AdjustmentField, type AdjustmentFormValues } from './adjust-booking-values.ts';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useAdjustBooking } from '../booking/booking-api.ts';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';

const FIELD_ORDER: readonly AdjustmentField[] = ['kind', 'amount', 'reason'];

/**
 * Lower what a booking costs without moving money (decision 037): a discount, or a credit the
 * business owes the guest. Never more than is owed; the guest is e-mailed the new figures. Each
 * submission carries its own Idempotency-Key, so a retry gives it once.
 */
export function AdjustBookingForm({
  booking,
  onAdjusted,
  onClose,
  onStale,
}: {
  booking: AdminBooking;
  onAdjusted: (after: AdminBooking, amount: number, kind: 'discount' | 'credit') => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<AdjustmentFormValues>({ kind: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  const [key] = useState(() => crypto.randomUUID());
  const summary = useRef<HTMLDivElement>(null);
  const adjust = useAdjustBooking(booking.id);
  const owed = booking.payments.outstanding;

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const set = (field: AdjustmentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const show = (found: AdjustmentErrors, other: string[]) => {
    setErrors(found);
    setFormProblems(other);
    setShown((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const checked = checkAdjustment(values, owed);
    if ('errors' in checked) return show(checked.errors, []);
    try {
      const { booking: after } = await adjust.mutateAsync({ request: checked.request, key });
      onAdjusted(after, checked.request.amount, checked.request.kind);
    } catch (failure) {
      const problem = apiProblem(failure);
      if (isStaleBooking(problem)) {
        onStale();
        return show({}, [STALE_MESSAGE]);
      }
      const found: AdjustmentErrors = {};
      for (const field of FIELD_ORDER) if (problem.fields[field]) found[field] = problem.fields[field];
      show(found, Object.keys(found).length > 0 ? [] : [problem.message]);
    }
  };

  const problems: SummaryProblem[] = [
    ...FIELD_ORDER.flatMap((field) => (errors[field] ? [{ target: field === 'kind' ? `${id}-kind-discount` : `${id}-${field}`, message: errors[field] }] : [])),
    ...formProblems.map((message) => ({ message })),
  ];
  const describedByFor = (field: AdjustmentField, hint = false) => describedBy(hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`);

  if (owed <= 0) {
    return (
      <div className="admin-booking-form">
        <p className="admin-empty">
          Nothing is owed on this booking, so there is nothing to discount or credit. To give money back, use Refund and choose goodwill.
        </p>
        <div className="admin-editor__actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="admin-booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Give a discount or a credit
      </h3>
      <ErrorSummary ref={summary} problems={problems} />
      <fieldset className="admin-choice" aria-describedby={describedByFor('kind')}>
        <legend>What is it?</legend>
        <div className="admin-choice__options">
          {(
            [
              ['discount', 'Lower the price', 'The booking costs less'],
              ['credit', 'Give a credit', 'Money we owe the guest, counted toward this booking'],
            ] as const
          ).map(([kind, name, detail]) => (
            <label key={kind} className="admin-option" data-checked={values.kind === kind}>
              <input
                id={`${id}-kind-${kind}`}
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              <span className="admin-option__text">
                <span className="admin-option__name">{name}</span>
                <span className="admin-option__detail">{detail}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-kind-error`} message={errors.kind} />
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount ($)</label>
        <p id={`${id}-amount-hint`} className="admin-seo__hint">
          Dollars and cents, like 50.00. Up to {formatMoney(owed)}, what the guest still owes.
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
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason (the guest sees it in their e-mail)</label>
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
      <SubmitOrClose label="Save" pendingLabel="Saving..." pending={adjust.isPending} onClose={onClose} />
    </form>
  );
}
