import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { DepositFacts } from '../../components/pricing/deposit-facts.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { AVAILABILITY_QUERY_ROOT, useAvailability } from '../../lib/availability.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { createBooking } from './api.ts';
import { goToCheckout } from './deposit-payment.tsx';
import { SaveCardConsent } from './save-card-consent.tsx';
import { cancellationPolicyText, dayUnavailableMessage, holdNote, slotOptions } from './booking-copy.ts';
import { bookingFailureFrom, type BookingFailure } from './booking-errors.ts';
import {
  attemptFor,
  bookingRequestFrom,
  newIdempotencyKey,
  orderedProblems,
  type BookingAttempt,
  type BookingField,
  type BookingFieldErrors,
  type BookingFormValues,
} from './booking-form-state.ts';
import { ProblemSummary, type Problem } from './problem-summary.tsx';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';

export interface BookingFormProps {
  quote: PublicQuote;
  token: string;
  today: IsoDate;
  /** Kept by the parent, so closing and reopening the step (or a failed submit) loses nothing. */
  values: BookingFormValues;
  onChange: (values: BookingFormValues) => void;
  requestChangesHref: string;
  /** The booking is made; the browser is on its way to the payment page, or `checkoutError` says why not. */
  onBooked: (booking: PublicBooking, email: string, checkoutError: string | null) => void;
  /** The API says the quote is booked already (in another tab, say): the page asks for it again. */
  onFoundBooked: () => void;
  onClose: () => void;
}

const FAILURE_TITLES: Readonly<Record<BookingFailure['kind'], string>> = {
  invalid: 'Please check your details',
  'slot-taken': 'That time was just booked',
  superseded: 'This quote was updated',
  'already-booked': 'This quote is booked already',
  refused: 'We could not book this cruise online',
  busy: 'Please try again in a minute',
  unreachable: 'Your booking was not sent',
};

/**
 * The booking step of the quote page: the time (with the boat it would get, or the disco's
 * tickets left), the lead guest, the cancellation policy and the amounts due; then
 * POST /api/bookings with an Idempotency-Key per attempt.
 */
export function BookingForm({ quote, token, today, values, onChange, requestChangesHref, onBooked, onFoundBooked, onClose }: BookingFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const { selection } = quote;
  const deposit = quote.deposit!;
  const free = deposit.depositAmount === 0;
  const availabilityRequest = { from: selection.eventDate, to: selection.eventDate, groupSize: selection.groupSize, type: selection.kind } as const;
  const availability = useAvailability(availabilityRequest);
  const day = availability.data?.days.find((d) => d.date === selection.eventDate);
  const options = day ? slotOptions(day, selection.groupSize) : [];
  const soldOut = day ? dayUnavailableMessage(day, selection.kind, selection.groupSize) : null;

  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState(false);
  // The consent to charge the balance to this card on its due date (decision 019): off unless ticked.
  const [saveCard, setSaveCard] = useState(false);
  const attempt = useRef<BookingAttempt | null>(null);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);

  const inputId = (field: BookingField) => `${id}-${field}`;
  const errorId = (field: BookingField) => `${id}-${field}-error`;

  // The step opens on the guest's click: their focus follows it to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  // One time on offer (the disco's one sailing, say) is chosen for the guest; a chosen time that
  // is no longer on offer is let go, so the form never sends a time it shows as taken. Only a new
  // answer from the API runs this: typing in the form must not change the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the API runs this, as said above
  useEffect(() => {
    if (!day) return;
    const open = options.filter((option) => option.available);
    const chosen = options.find((option) => option.start === values.start);
    if (values.start !== '' && !chosen?.available) onChange({ ...values, start: '' });
    else if (values.start === '' && open.length === 1) onChange({ ...values, start: open[0]!.start });
  }, [day]);

  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => onChange({ ...values, [field]: value });

  const fail = (found: BookingFieldErrors, reason: BookingFailure | null) => {
    setErrors(found);
    setFailure(reason);
    setSummaryFocus((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const built = bookingRequestFrom(token, values);
    if (!built.ok) {
      fail(built.errors, null);
      return;
    }
    const current = attemptFor(attempt.current, built.request, newIdempotencyKey);
    attempt.current = current;
    inFlight.current = true;
    setSending(true);
    try {
      const { booking } = await createBooking(current.body, current.key);
      setErrors({});
      setFailure(null);
      // Calendars and other quotes' booking steps must not offer what was just taken.
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_QUERY_ROOT] });
      // A cruise a promo code made free is confirmed already: there is no deposit to pay (decision 027).
      if (booking.status === 'confirmed') {
        onBooked(booking, current.body.leadGuest.email, null);
        return;
      }
      // Straight on to the deposit; the booking shows here only if the payment page cannot open.
      setPaying(true);
      const checkoutError = await goToCheckout(token, saveCard);
      if (checkoutError === null) return;
      onBooked(booking, current.body.leadGuest.email, checkoutError);
    } catch (error) {
      const reason = bookingFailureFrom(error, selection.eventDate);
      if (reason.kind === 'slot-taken') void availability.refetch();
      if (reason.kind === 'already-booked') onFoundBooked();
      fail(reason.kind === 'invalid' ? reason.fields : {}, reason);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const chooseTime = (start: string) => {
    onChange({ ...values, start });
    setErrors(({ start: _chosen, ...rest }) => rest);
    // The time is chosen; what is left is to book, so the guest goes back to the times to check it.
    requestAnimationFrame(() => document.getElementById(`${inputId('start')}-${start}`)?.focus());
  };

  const firstOpenTime = options.find((option) => option.available);
  const problems: Problem[] = orderedProblems(errors).map(({ field, message }) => ({
    target: field === 'start' ? (firstOpenTime ? `${inputId('start')}-${firstOpenTime.start}` : `${id}-times`) : inputId(field),
    message,
  }));
  const showSummary = problems.length > 0 || failure !== null;
  const { phone } = businessFacts;

  const describedByFor = (field: BookingField, hint?: string) => describedBy(hint, errors[field] && errorId(field));
  const fieldError = (field: BookingField) => <FieldError id={errorId(field)} message={errors[field]} />;

  const textInput = (field: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={inputId(field)}>{label}</label>
      {hint && (
        <p id={`${inputId(field)}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={inputId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedByFor(field, hint ? `${inputId(field)}-hint` : undefined)}
        onChange={(event) => set(field, event.target.value)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <section className="quote-section booking-step" id="booking" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        Book your cruise
      </h2>
      <p className="booking-step__intro">
        {formatLongDate(selection.eventDate)}, {selection.groupSize} guests. Choose your time and tell us who is in charge; then pay the deposit by card on the
        next page while we hold the boat for you.
      </p>

      {showSummary && (
        <ProblemSummary
          ref={summaryRef}
          title={failure ? FAILURE_TITLES[failure.kind] : problems.length === 1 ? 'There is a problem' : `There are ${problems.length} problems`}
          problems={problems}
        >
          {failure && <FailureHelp failure={failure} eventDate={selection.eventDate} requestChangesHref={requestChangesHref} onChooseTime={chooseTime} />}
        </ProblemSummary>
      )}

      {soldOut ? (
        <div className="booking-step__closed" role="note">
          <p className="booking-step__closed-title">{soldOut}</p>
          <p>
            Request changes to price another date in the quote builder, or call us on <a href={phone.href}>{phone.display}</a>.
          </p>
          <p className="booking-step__actions">
            <a className="button button--primary" href={requestChangesHref}>
              Request changes
            </a>
            <button type="button" className="button" onClick={onClose}>
              Back to the quote
            </button>
          </p>
        </div>
      ) : (
        <form className="booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
          <fieldset className="booking-form__times" id={`${id}-times`} tabIndex={-1} aria-describedby={errors.start ? errorId('start') : undefined}>
            <legend>Departure time on {formatLongDate(selection.eventDate)}</legend>
            {fieldError('start')}
            {availability.isPending ? (
              <Spinner label="Checking what is free on your date..." />
            ) : availability.isError ? (
              <div className="form-alert" role="alert">
                <p>We could not check the times just now.</p>
                <button type="button" className="button button--small" onClick={() => void availability.refetch()} disabled={availability.isFetching}>
                  {availability.isFetching ? 'Checking again...' : 'Try again'}
                </button>
              </div>
            ) : (
              <ul className="booking-slots">
                {options.map((option) => {
                  const optionId = `${inputId('start')}-${option.start}`;
                  return (
                    <li key={option.start}>
                      <input
                        type="radio"
                        id={optionId}
                        name="start"
                        value={option.start}
                        checked={values.start === option.start}
                        disabled={!option.available}
                        aria-invalid={errors.start ? true : undefined}
                        onChange={() => set('start', option.start)}
                      />
                      <label htmlFor={optionId} className="booking-slot" data-available={option.available}>
                        <span className="booking-slot__time">{option.label}</span>
                        <span className="booking-slot__detail">{option.detail}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>

          <fieldset className="booking-form__guest">
            <legend>Lead guest</legend>
            <p className="booking-form__note">The person we call about the deposit and the day. Only the first name shows on this shared page.</p>
            <div className="booking-form__grid">
              {textInput('name', 'Full name', 'text', 'name')}
              {textInput('email', 'E-mail', 'email', 'email', 'Your booking and its calendar file go here.')}
              {textInput('phone', 'Phone', 'tel', 'tel', 'We call this number only if something about your cruise changes.')}
            </div>
          </fieldset>

          <div className="booking-form__due">
            <h3 className="quote-section__subheading">To pay</h3>
            <DepositFacts deposit={deposit} className="quote-money" formatDue={formatLongDate} />
            <p className="quote-section__note">{holdNote(deposit, selection.kind)}</p>
          </div>

          <div className="booking-form__policy">
            <h3 className="quote-section__subheading">Cancellation policy</h3>
            <p id={`${id}-policy`}>
              {cancellationPolicyText(selection.kind, selection.eventDate, today)}{' '}
              <a href="/terms#cancellations" target="_blank" rel="noopener">
                Read the full terms (opens in a new tab)
              </a>
            </p>
            <div className="booking-check">
              <input
                id={inputId('acceptCancellationPolicy')}
                type="checkbox"
                name="acceptCancellationPolicy"
                required
                checked={values.acceptCancellationPolicy}
                aria-invalid={errors.acceptCancellationPolicy ? true : undefined}
                aria-describedby={describedByFor('acceptCancellationPolicy', `${id}-policy`)}
                onChange={(event) => set('acceptCancellationPolicy', event.target.checked)}
              />
              <label htmlFor={inputId('acceptCancellationPolicy')}>I accept the cancellation policy</label>
            </div>
            {fieldError('acceptCancellationPolicy')}
          </div>

          {/* A cruise a promo code made free has no deposit and no balance: no card to save (decision 027). */}
          {!free && <SaveCardConsent balance={deposit.balanceDue} dueOn={deposit.remainingBalanceDueAt} checked={saveCard} onChange={setSaveCard} />}

          <div className="booking-step__actions">
            <button type="submit" className="button button--sun" disabled={sending}>
              {paying
                ? 'Opening the payment page...'
                : sending
                  ? 'Booking your cruise...'
                  : free
                    ? 'Book my cruise (nothing to pay)'
                    : 'Book and pay the deposit'}
            </button>
            <button type="button" className="button" onClick={onClose} disabled={sending}>
              Not now
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** What the guest can do about a refusal from the server, beside its message. */
function FailureHelp({
  failure,
  eventDate,
  requestChangesHref,
  onChooseTime,
}: {
  failure: BookingFailure;
  eventDate: IsoDate;
  requestChangesHref: string;
  onChooseTime: (start: string) => void;
}) {
  const { phone } = businessFacts;
  const call = (
    <>
      call us on <a href={phone.href}>{phone.display}</a>
    </>
  );
  switch (failure.kind) {
    case 'invalid':
      return null;
    case 'slot-taken':
      return (
        <>
          <p>{failure.message} Everything you entered is kept.</p>
          {failure.sameDay.length > 0 && (
            <>
              <p>Still free on {formatLongDate(eventDate)}:</p>
              <ul className="booking-problems__choices">
                {failure.sameDay.map((slot) => (
                  <li key={slot.start}>
                    <button type="button" className="button button--small" onClick={() => onChooseTime(slot.start)}>
                      Choose {slot.label}
                      {slot.boatName ? ` on ${slot.boatName}` : ''}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {failure.otherDays.length > 0 && (
            <>
              <p>Free on other days (a new date needs a new quote, as the price depends on the day):</p>
              <ul>
                {failure.otherDays.map(({ date, slot }) => (
                  <li key={`${date}-${slot.start}`}>
                    {formatLongDate(date)}, {slot.label}
                  </li>
                ))}
              </ul>
              <p>
                <a href={requestChangesHref}>Request changes</a> to price one of them, or {call}.
              </p>
            </>
          )}
          {failure.sameDay.length === 0 && failure.otherDays.length === 0 && (
            <p>Nothing else is free for your group in the next two weeks: {call} and we will find you a cruise.</p>
          )}
        </>
      );
    case 'superseded':
      return (
        <>
          <p>{failure.message}</p>
          {failure.latestVersionPath && (
            <p>
              <a className="button button--primary button--small" href={failure.latestVersionPath}>
                Open the latest version
              </a>
            </p>
          )}
        </>
      );
    case 'already-booked':
      return <p>{failure.message} The booking shows on this page in a moment.</p>;
    case 'refused':
      return (
        <>
          <p>{failure.message}</p>
          <p>
            Our number is <a href={phone.href}>{phone.display}</a>.
          </p>
        </>
      );
    case 'busy':
    case 'unreachable':
      return (
        <p>
          {failure.message} If it keeps happening, {call}.
        </p>
      );
  }
}
