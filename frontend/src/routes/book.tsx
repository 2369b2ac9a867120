import { CalendarCheck } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, DAY_TYPE_LABELS, dayTypeFor, formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { EVENT_TYPES, isEventTypeKey } from '#domain/booking/event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { isPackageKey, packageKind } from '#domain/booking/quote-choices.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { FieldError } from '../components/forms/field-error.tsx';
import {
  bookEntryFrom,
  bookFieldErrorsFrom,
  bookIdempotencyKey,
  bookQuoteRequest,
  bookTotal,
  groupSizeOf,
  type BookField,
  type BookFieldErrors,
  type BookValues,
} from '../features/book/book-request.ts';
import { OPEN_BOOKING_SEARCH } from '../features/booking/quote-booking.tsx';
import { ProblemSummary } from '../features/booking/problem-summary.tsx';
import { createQuote } from '../features/chat/api.ts';
import { DateStep } from '../features/chat/date-step.tsx';
import { keepContactForQuote } from '../features/chat/kept-contact-store.ts';
import { referralCodeFrom } from '../features/partners/referral.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import { ApiError } from '../lib/api-client.ts';
import { loadOnUse } from '../lib/load-on-use.ts';
import { randomUuid } from '../lib/random-id.ts';
import '../styles/booking.css';
// The date step is the chat's calendar, styled there (as the portal's move page does).
import '../styles/chat.css';
import '../styles/quote.css';

const FIELD_ORDER: readonly BookField[] = ['packageKey', 'groupSize', 'eventType', 'eventDate', 'name', 'email', 'phone'];
/** The fields a guest may fill in before React owns the prerendered form (the date needs the calendar, which needs React). */
const TYPED_FIELDS = ['packageKey', 'groupSize', 'eventType', 'name', 'email', 'phone'] as const satisfies readonly BookField[];

const noSubscription = () => () => undefined;
/**
 * False while the page is prerendered and while React hydrates it, true from then on (and at once
 * when the page is rendered in the browser): the calendar depends on the visitor's today, which
 * the build cannot know, so it is drawn only then and hydration matches the prerendered HTML.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What the guest typed into the prerendered form before React took it over, as values. */
function typedBeforeHydration(form: HTMLFormElement, values: BookValues): Partial<BookValues> {
  const typed: Partial<BookValues> = {};
  for (const field of TYPED_FIELDS) {
    const element = form.elements.namedItem(field);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || element.value === values[field]) continue;
    if (field === 'packageKey') typed.packageKey = isPackageKey(element.value) ? element.value : '';
    else if (field === 'eventType') typed.eventType = isEventTypeKey(element.value) ? element.value : '';
    else typed[field] = element.value;
  }
  return typed;
}

// The request's schema (zod and the booking schemas) loads when the guest starts on the form, not
// with the page: the engine prices the form as it is filled; the schema is needed only on submit.
const loadQuoteSchema = loadOnUse(() => import('#domain/booking/schemas.ts'));
const unreachable = `We could not save your choices just now. Try again in a moment, or call us on ${businessFacts.phone.display}.`;

/**
 * /book (spec: `?package=&groupSize=&boat=&dayType=`): for a guest who already knows what they
 * want. One form (cruise, group, occasion, date from live availability, contact), priced by the
 * engine as it is filled; it saves the quote (source 'book'), then the quote page opens its
 * booking step at once: the time, and the deposit by card. GET QUOTE keeps going to /chat.
 */
export default function BookPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [entry] = useState(() => bookEntryFrom(new URLSearchParams(location.search)));
  // A partner's link (?ref=CODE) is carried onto the quote, as /chat and the embed do (decision 028).
  const [affiliateCode] = useState(() => referralCodeFrom(location.search));
  const [formId] = useState(randomUuid);
  const [values, setValues] = useState<BookValues>(entry.values);
  const [errors, setErrors] = useState<BookFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inBrowser = useInBrowser();
  const id = useId();
  const inputId = (field: BookField) => `${id}-${field}`;
  const errorId = (field: BookField) => `${id}-${field}-error`;
  usePrivatePageHead(`Book your cruise | ${businessFacts.name}`);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  // The form is prerendered (decision 055): what was typed or chosen before React owned it is in
  // the fields, not in the state, and the next render would wipe it. Read before the browser
  // paints, and before a submission held until hydration is replayed.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, entry.values);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [entry]);

  const set = (field: BookField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const total = bookTotal(values, today);
  const groupSize = groupSizeOf(values);
  const cruiseKind = values.packageKey ? packageKind(values.packageKey) : undefined;
  const problems = FIELD_ORDER.flatMap((field) => (errors[field] ? [{ target: inputId(field), message: errors[field] }] : []));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schemas: Awaited<ReturnType<typeof loadQuoteSchema>>;
    try {
      schemas = await loadQuoteSchema();
    } catch {
      setFailure(unreachable);
      setSummaryFocus((n) => n + 1);
      return;
    }
    const built = bookQuoteRequest(values, schemas.quoteRequestSchema);
    setFailure(null);
    if (!built.ok) {
      setErrors(built.errors);
      setSummaryFocus((n) => n + 1);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const request = affiliateCode ? { ...built.request, affiliateCode } : built.request;
      const saved = await createQuote(request, bookIdempotencyKey(formId, request));
      keepContactForQuote(saved.token, { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
      await navigate(`${saved.path}?${OPEN_BOOKING_SEARCH}`);
    } catch (error) {
      setSending(false);
      const body = error instanceof ApiError ? (error.body as { error?: { message?: string; fields?: Record<string, string> } } | undefined) : undefined;
      const fields = body?.error?.fields ? bookFieldErrorsFrom(body.error.fields) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : (body?.error?.message ?? unreachable));
      setSummaryFocus((n) => n + 1);
    }
  };

  const describedBy = (field: BookField, hint?: string) => [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = (field: BookField) => (errors[field] ? true : undefined);

  const textInput = (field: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={inputId(field)}>{label}</label>
      <input
        id={inputId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        onChange={(event) => set(field, event.target.value)}
      />
      <FieldError id={errorId(field)} message={errors[field]} />
    </div>
  );

  return (
    <main id="main" className="quote-page book-page">
      <div className="section__inner">
        <h1>Book your cruise</h1>
        <p className="book-page__intro">
          Pick your cruise, group and date, and we will hold the boat while you choose a time and pay the deposit. Still deciding?{' '}
          <a href="/chat">Get an instant quote</a> instead.
        </p>
        <form
          ref={formRef}
          className="booking-step book-page__form"
          aria-labelledby={`${id}-heading`}
          onFocus={() => void loadQuoteSchema().catch(() => undefined)}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          {/* Named for screen readers: the legends below say each part, and the problems' heading sits under this one. */}
          <h2 id={`${id}-heading`} className="visually-hidden">
            Your cruise, date and details
          </h2>
          {(problems.length > 0 || failure) && (
            <ProblemSummary
              ref={summaryRef}
              title={failure ? 'We could not save your choices' : problems.length === 1 ? 'There is a problem' : `There are ${problems.length} problems`}
              problems={problems}
            >
              {failure && <p>{failure}</p>}
            </ProblemSummary>
          )}

          <fieldset className="book-page__group">
            <legend>Your cruise</legend>
            <div className="field">
              <label htmlFor={inputId('packageKey')}>Cruise</label>
              <select
                id={inputId('packageKey')}
                name="packageKey"
                value={values.packageKey}
                aria-invalid={invalid('packageKey')}
                aria-describedby={describedBy('packageKey')}
                onChange={(event) => set('packageKey', isPackageKey(event.target.value) ? event.target.value : '')}
              >
                <option value="">Choose a cruise</option>
                <optgroup label="Private charter: the whole boat for your group">
                  {PRIVATE_PACKAGE_TYPES.map((key) => (
                    <option key={key} value={key}>
                      {PRIVATE_PACKAGE_NAMES[key]}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="ATX Disco Cruise: tickets per person (Fridays and Saturdays)">
                  {DISCO_PACKAGE_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {DISCO_PACKAGES[key].name}
                    </option>
                  ))}
                </optgroup>
              </select>
              <FieldError id={errorId('packageKey')} message={errors.packageKey} />
            </div>
            <div className="field">
              <label htmlFor={inputId('groupSize')}>Number of guests</label>
              {entry.boat && (
                <p id={`${inputId('groupSize')}-hint`} className="field__hint">
                  {entry.boat.displayName} takes up to {entry.boat.capacity} guests; we seat your group on the boat that fits it.
                </p>
              )}
              <input
                id={inputId('groupSize')}
                name="groupSize"
                type="number"
                inputMode="numeric"
                min={PRIVATE_MIN_GUESTS}
                max={PRIVATE_MAX_GUESTS}
                value={values.groupSize}
                aria-invalid={invalid('groupSize')}
                aria-describedby={describedBy('groupSize', entry.boat ? `${inputId('groupSize')}-hint` : undefined)}
                onChange={(event) => set('groupSize', event.target.value)}
              />
              <FieldError id={errorId('groupSize')} message={errors.groupSize} />
            </div>
            <div className="field">
              <label htmlFor={inputId('eventType')}>Occasion</label>
              <select
                id={inputId('eventType')}
                name="eventType"
                value={values.eventType}
                aria-invalid={invalid('eventType')}
                aria-describedby={describedBy('eventType')}
                onChange={(event) => set('eventType', isEventTypeKey(event.target.value) ? event.target.value : '')}
              >
                <option value="">Choose the occasion</option>
                {EVENT_TYPES.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.label}
                  </option>
                ))}
              </select>
              <FieldError id={errorId('eventType')} message={errors.eventType} />
            </div>
          </fieldset>

          <fieldset className="book-page__group">
            <legend id={inputId('eventDate')} tabIndex={-1}>
              Date
            </legend>
            {entry.dayType && (
              <p className="field__hint">You asked about {DAY_TYPE_LABELS[entry.dayType]} cruises: the calendar shows each day's type and price level.</p>
            )}
            {inBrowser ? (
              <DateStep
                today={today}
                value={values.eventDate || undefined}
                groupSize={groupSize}
                cruiseKind={cruiseKind}
                onSelect={(date: IsoDate) => set('eventDate', date)}
              />
            ) : (
              <p className="book-page__calendar-waiting">The calendar appears as soon as you start using the page.</p>
            )}
            <p className="book-page__chosen" aria-live="polite">
              {values.eventDate
                ? `Chosen: ${formatWrittenDate(values.eventDate)} (${DAY_TYPE_LABELS[dayTypeFor(values.eventDate)]} rate)`
                : 'No date chosen yet.'}
            </p>
            <FieldError id={errorId('eventDate')} message={errors.eventDate} />
          </fieldset>

          <fieldset className="book-page__group">
            <legend>Who is in charge</legend>
            {textInput('name', 'Full name', 'text', 'name')}
            {textInput('email', 'E-mail', 'email', 'email')}
            {textInput('phone', 'Phone', 'tel', 'tel')}
          </fieldset>

          <div className="book-page__total" aria-live="polite">
            {total === null ? (
              <p>Your total shows here once the cruise, group and date are chosen.</p>
            ) : (
              <p>
                Total: <strong>{formatMoney(total)}</strong> with tax and gratuity. You choose the time and pay the deposit next.
              </p>
            )}
          </div>
          <button type="submit" className="button button--sun" disabled={sending}>
            <CalendarCheck aria-hidden="true" size={18} /> {sending ? 'Saving your choices...' : 'Choose a time and book'}
          </button>
        </form>
      </div>
    </main>
  );
}
