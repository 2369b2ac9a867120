import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AdminCallerBookingResponse } from '#domain/booking/booking.ts';
import { CALLER_PAYMENT_METHODS } from '#domain/booking/booking-schemas.ts';
import type { AdminQuote } from '#domain/people/back-office.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { plural } from '../shared/format.ts';
import { startCardCheckout, useBookCaller, useCallerAvailability } from './booking-api.ts';
import { bookingPath, cruiseDate } from './booking-format.ts';
import { DAY_UNAVAILABLE_REASONS, moveOptions } from './move-options.ts';
import {
  CALLER_BOOKING_FIELDS,
  CALLER_PAYMENT_LABELS,
  callerBookingDefaults,
  callerBookingErrorsFrom,
  checkCallerBooking,
  isCallerPaymentMethod,
  type CallerBookingErrors,
  type CallerBookingField,
  type CallerBookingValues,
} from './caller-booking-values.ts';
import type { CallerBookedState } from '../shared/navigation-state.ts';

/**
 * Where the browser goes once the booking holds the time: Stripe's card page (asked for now), or
 * the booking's own page saying what was done, and why the card page did not open if it did not
 * (its Take the card button tries again).
 */
function useAfterBooking() {
  const navigate = useNavigate();
  return async (response: AdminCallerBookingResponse) => {
    let booked: CallerBookedState['callerBooked'];
    if (response.payment.method === 'card_form') {
      try {
        window.location.assign((await startCardCheckout(response.booking.id)).url);
        return;
      } catch (failure) {
        booked = { ...response.payment, problem: apiProblem(failure).message };
      }
    } else booked = response.payment;
    const state: CallerBookedState = { callerBooked: booked };
    void navigate(bookingPath(response.booking.id), { state });
  };
}

/**
 * Book the quote's cruise for a caller (issue 29): a free time on the quote's date (today's too),
 * the lead guest, and how the money is taken: the pay link e-mailed now, Stripe's card page for
 * the card the caller reads out (never typed into our page), or cash or a check taken there and
 * then. The booking is the guest's own (the same hold and inventory check); a time taken
 * meanwhile is refused and the times are asked for again.
 */
export function CallerBookingForm({ quote, initialStart }: { quote: AdminQuote; initialStart: string }) {
  const id = useId();
  const { selection } = quote;
  const [values, setValues] = useState<CallerBookingValues>(() =>
    callerBookingDefaults(
      { name: quote.contact.name, email: quote.contact.email, phone: quote.contact.phone },
      quote.deposit?.depositAmount ?? null,
      initialStart,
    ),
  );
  const [errors, setErrors] = useState<CallerBookingErrors>({});
  const [formProblems, setFormProblems] = useState<SummaryProblem[]>([]);
  const [shown, setShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const availability = useCallerAvailability(selection.kind, selection.groupSize, selection.eventDate, true);
  const bookCaller = useBookCaller(quote.id);
  const afterBooking = useAfterBooking();

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const day = availability.data?.days[0];
  const options = day ? moveOptions(day, { date: '', start: '' }) : [];
  const handed = values.method === 'cash' || values.method === 'check';
  const inputId = (field: CallerBookingField) => {
    if (field === 'start') return `${id}-start-${values.start || options.find((option) => option.available)?.start || 'none'}`;
    if (field === 'method') return `${id}-method-${values.method}`;
    return `${id}-${field}`;
  };
  const set = <K extends CallerBookingField>(field: K, value: CallerBookingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const show = (found: CallerBookingErrors, other: SummaryProblem[]) => {
    setErrors(found);
    setFormProblems(other);
    setShown((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bookCaller.isPending) return;
    const checked = checkCallerBooking(values);
    if ('errors' in checked) return show(checked.errors, []);
    try {
      await afterBooking(await bookCaller.mutateAsync({ request: checked.request, key: crypto.randomUUID() }));
    } catch (failure) {
      const problem = apiProblem(failure);
      // The time went meanwhile: the times are asked for again, and the choice is cleared.
      if (problem.code === 'SLOT_TAKEN') {
        setValues((current) => ({ ...current, start: '' }));
        void availability.refetch();
      }
      const { errors: found, other } = callerBookingErrorsFrom(problem.fields);
      const fields = Object.keys(found) as CallerBookingField[];
      // A refusal about one field (an amount below the deposit) is one problem in the summary: its
      // message, which says why, links to the field, whose own message says what to enter.
      const lead: SummaryProblem[] =
        problem.code === 'VALIDATION_FAILED' && fields.length > 0
          ? []
          : [{ message: problem.message, ...(fields.length === 1 && other.length === 0 ? { target: inputId(fields[0]!) } : {}) }];
      show(found, [...lead, ...other.map((message) => ({ message }))]);
    }
  };

  const problems: SummaryProblem[] = [
    ...CALLER_BOOKING_FIELDS.flatMap((field) =>
      errors[field] && !formProblems.some((problem) => problem.target === inputId(field)) ? [{ target: inputId(field), message: errors[field] }] : [],
    ),
    ...formProblems,
  ];
  const fieldError = (field: CallerBookingField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;
  const describedByFor = (field: CallerBookingField, hint = false) => describedBy(hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`);
  const textField = (field: 'name' | 'email' | 'phone', label: string, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedByFor(field)}
      />
      {fieldError(field)}
    </div>
  );

  let times: ReactNode;
  if (availability.isPending) times = <Spinner label="Finding the free times..." />;
  else if (availability.isError)
    times = (
      <p className="admin-alert admin-alert--error" role="alert">
        {apiProblem(availability.error).message}{' '}
        <button type="button" className="button button--small" onClick={() => void availability.refetch()}>
          Try again
        </button>
      </p>
    );
  else if (!day || options.length === 0) times = <p className="admin-hint">{DAY_UNAVAILABLE_REASONS[day?.reason ?? 'closed']}</p>;
  else
    times = (
      <fieldset className="admin-choice" aria-describedby={describedByFor('start', true)}>
        <legend>Time on {cruiseDate(day.date)}</legend>
        <p id={`${id}-start-hint`} className="admin-hint">
          {selection.kind === 'private'
            ? `A private cruise takes the smallest free boat that carries ${plural(selection.groupSize, 'guest')}.`
            : `${plural(selection.groupSize, 'ticket')} on a disco sailing.`}
        </p>
        <div className="admin-choice__options admin-choice__options--slots">
          {options.map((option) => (
            <label key={option.start} className="admin-option" data-checked={values.start === option.start}>
              <input
                id={`${id}-start-${option.start}`}
                type="radio"
                name={`${id}-start`}
                value={option.start}
                checked={values.start === option.start}
                disabled={!option.available}
                onChange={() => set('start', option.start)}
              />
              <span className="admin-option__text">
                <span className="admin-option__name">{option.label}</span>
                <span className="admin-option__detail">{option.detail}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError('start')}
      </fieldset>
    );

  return (
    <form className="admin-booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Book a time for the caller
      </h3>
      <ErrorSummary ref={summary} problems={problems} />
      <p className="visually-hidden" role="status">
        {day ? `${plural(options.filter((option) => option.available).length, 'free time')} on ${cruiseDate(day.date)}.` : ''}
      </p>
      {times}

      <fieldset className="admin-fieldset">
        <legend>Lead guest</legend>
        <div className="admin-form-grid">
          {textField('name', 'Name', 'text', 'off')}
          {textField('email', 'E-mail', 'email', 'off')}
          {textField('phone', 'Phone', 'tel', 'off')}
        </div>
      </fieldset>

      <fieldset className="admin-choice" aria-describedby={describedByFor('method')}>
        <legend>Payment</legend>
        <div className="admin-choice__options">
          {CALLER_PAYMENT_METHODS.map((method) => (
            <label key={method} className="admin-option" data-checked={values.method === method}>
              <input
                id={`${id}-method-${method}`}
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={values.method === method}
                onChange={(event) => isCallerPaymentMethod(event.target.value) && set('method', event.target.value)}
              />
              <span className="admin-option__text">
                <span className="admin-option__name">{CALLER_PAYMENT_LABELS[method].name}</span>
                <span className="admin-option__detail">{CALLER_PAYMENT_LABELS[method].detail}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError('method')}
      </fieldset>

      {handed && (
        <div className="admin-form-grid">
          <div className="field">
            <label htmlFor={`${id}-amount`}>Amount taken ($)</label>
            <p id={`${id}-amount-hint`} className="admin-seo__hint">
              Dollars and cents, like 250.00.
              {quote.deposit ? ` The deposit is ${formatMoney(quote.deposit.depositAmount)} of ${formatMoney(quote.price.totalPrice)}.` : ''}
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
            <label htmlFor={`${id}-reference`}>
              {values.method === 'check' ? 'Check number' : 'Reference'}
              {values.method === 'cash' && <span className="field__optional"> (optional)</span>}
            </label>
            <input
              id={`${id}-reference`}
              name="reference"
              autoComplete="off"
              maxLength={100}
              value={values.reference}
              onChange={(event) => set('reference', event.target.value)}
              aria-invalid={errors.reference ? true : undefined}
              aria-describedby={describedByFor('reference')}
            />
            {fieldError('reference')}
          </div>
        </div>
      )}

      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={bookCaller.isPending}>
          {bookCaller.isPending ? 'Booking...' : values.method === 'card_form' ? 'Book and open the card page' : 'Book'}
        </button>
      </div>
    </form>
  );
}
