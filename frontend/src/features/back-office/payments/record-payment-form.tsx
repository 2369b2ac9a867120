import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_KINDS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type AdminBooking, type PaymentKind } from '#domain/booking/booking.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { centsToDecimalString, formatMoney } from '#domain/shared/money.ts';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useRecordPayment } from '../booking/booking-api.ts';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import {
  checkPayment,
  isPaymentKind,
  isPaymentMethod,
  owedFor,
  PAYMENT_KIND_LABELS,
  paymentDefaults,
  paymentErrorsFrom,
  type PaymentErrors,
  type PaymentField,
  type PaymentFormValues,
} from './payment-form.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';

const FIELD_ORDER: readonly PaymentField[] = ['kind', 'amount', 'method', 'receivedOn', 'note'];

/**
 * Record a deposit or balance payment staff took by hand. The amount is typed in dollars and sent
 * in whole cents; the first payments that cover the deposit confirm the booking. On any failure
 * the form keeps what was typed and says what to do.
 */
export function RecordPaymentForm({
  booking,
  onRecorded,
  onClose,
  onStale,
}: {
  booking: AdminBooking;
  onRecorded: (after: AdminBooking, amount: number, kind: PaymentKind) => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [values, setValues] = useState<PaymentFormValues>(() => paymentDefaults(booking, today));
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const record = useRecordPayment(booking.id);

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const inputId = (field: PaymentField) => (field === 'kind' ? `${id}-kind-${values.kind}` : `${id}-${field}`);
  const set = <K extends PaymentField>(field: K, value: PaymentFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Switching deposit/balance moves the suggested amount along, unless staff typed their own.
      if (field === 'kind' && current.amount === centsToDecimalString(owedFor(current.kind, booking)))
        next.amount = centsToDecimalString(owedFor(value as PaymentKind, booking));
      return next;
    });
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const show = (found: PaymentErrors, other: string[]) => {
    setErrors(found);
    setFormProblems(other);
    setShown((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const checked = checkPayment(values, booking.payments.outstanding, today);
    if ('errors' in checked) return show(checked.errors, []);
    try {
      const { booking: after } = await record.mutateAsync(checked.request);
      onRecorded(after, checked.request.amount, checked.request.kind);
    } catch (failure) {
      const problem = apiProblem(failure);
      if (isStaleBooking(problem)) {
        onStale();
        return show({}, [STALE_MESSAGE]);
      }
      const { errors: found, other } = paymentErrorsFrom(problem.fields);
      // "The request body is not valid" adds nothing to the fields' own messages; OVERPAYMENT's does.
      const lead = problem.code === 'VALIDATION_FAILED' && Object.keys(found).length > 0 ? [] : [problem.message];
      show(found, [...lead, ...other]);
    }
  };

  const problems: SummaryProblem[] = [
    ...FIELD_ORDER.flatMap((field) => (errors[field] ? [{ target: inputId(field), message: errors[field] }] : [])),
    ...formProblems.map((message) => ({ message })),
  ];
  const describedByFor = (field: PaymentField, hint = false) => describedBy(hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`);
  const fieldError = (field: PaymentField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;

  return (
    <form className="admin-booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Record a payment
      </h3>
      <ErrorSummary ref={summary} problems={problems} />
      <fieldset className="admin-choice" aria-describedby={describedByFor('kind')}>
        <legend>Payment for</legend>
        <div className="admin-choice__options">
          {PAYMENT_KINDS.map((kind) => (
            <label key={kind} className="admin-option" data-checked={values.kind === kind}>
              <input
                id={`${id}-kind-${kind}`}
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={(event) => isPaymentKind(event.target.value) && set('kind', event.target.value)}
              />
              <span className="admin-option__text">
                <span className="admin-option__name">{PAYMENT_KIND_LABELS[kind]}</span>
                <span className="admin-option__detail">{formatMoney(owedFor(kind, booking))} owed</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError('kind')}
      </fieldset>
      <div className="admin-form-grid">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount received ($)</label>
          <p id={`${id}-amount-hint`} className="admin-seo__hint">
            Dollars and cents, like 250.00. {formatMoney(booking.payments.outstanding)} is still owed in all.
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
          {fieldError('amount')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>Method</label>
          <select
            id={`${id}-method`}
            name="method"
            value={values.method}
            onChange={(event) => isPaymentMethod(event.target.value) && set('method', event.target.value)}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={describedByFor('method')}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          {fieldError('method')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-receivedOn`}>Received on</label>
          <input
            id={`${id}-receivedOn`}
            name="receivedOn"
            type="date"
            max={today}
            value={values.receivedOn}
            onChange={(event) => set('receivedOn', event.target.value)}
            aria-invalid={errors.receivedOn ? true : undefined}
            aria-describedby={describedByFor('receivedOn')}
          />
          {fieldError('receivedOn')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note <span className="field__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={500}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedByFor('note')}
        />
        {fieldError('note')}
      </div>
      <SubmitOrClose label="Record payment" pendingLabel="Recording..." pending={record.isPending} onClose={onClose} />
    </form>
  );
}
