import { CalendarPlus } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { Spinner } from '../../components/spinner.tsx';
import { lazyStep, preloadOnIntent, usePreloadIfHeadedFor } from '../../lib/lazy-step.ts';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './booking-form-values.ts';
import '../../styles/booking.css';

// The quote paints without the steps' code (issue 27): the booking step (its form, the checks
// the API makes, the checkout) loads when the guest opens it, asked for as they head for its
// button; a booking's own panel (the deposit, the balance, the group's shares) when there is one.
const bookingForm = lazyStep(() => import('./booking-form.tsx').then((module) => module.BookingForm));
const bookingStatus = lazyStep(() => import('./booking-status.tsx').then((module) => module.BookingStatus));

/** The booking step's code and a booking's panel's, as opening the step asks for them. */
export function preloadBookingSteps(): Promise<unknown> {
  return Promise.all([bookingForm.preload(), bookingStatus.preload()]);
}

/** The lead guest's details this browser already gave (the chat that made the quote). */
export type KeptContact = Partial<Pick<BookingFormValues, 'name' | 'email' | 'phone'>>;

export interface QuoteBookingProps {
  quote: PublicQuote;
  token: string;
  /** The quote's live booking, as GET /api/quotes/by-token answered (or as booking just made it). */
  booking: PublicBooking | null;
  today: IsoDate;
  requestChangesHref: string;
  /** A booking was just made: the page shows it in place of this step (the quote's data holds it). */
  onBooked: (booking: PublicBooking) => void;
  /**
   * Asks the API for the quote and its booking again (the route's query): when the quote turns
   * out to be booked already, and while a paid checkout waits for its confirmation.
   */
  refreshBooking: () => void;
  /**
   * The lead guest's details this browser already gave (the chat that made the quote), to fill the
   * step's empty fields: read as the step opens, its code loaded with the step's.
   */
  keptContact?: () => Promise<KeptContact | null>;
}

/** `?book=now` on a quote page opens its booking step at once: /book sends the guest there with the quote it made. */
export const OPEN_BOOKING_SEARCH = 'book=now';

function openBookingFromUrl(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('book') === 'now';
}

/** Where Stripe's checkout sent the guest back to: `?payment=done` or `?payment=cancelled` (decision 018), `?payment=balance-paid` (decision 019). */
function paymentReturnFromUrl(): 'done' | 'cancelled' | 'balance-paid' | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('payment');
  return value === 'done' || value === 'cancelled' || value === 'balance-paid' ? value : null;
}

/** Only into empty fields: what the guest typed in the step before closing it stays. */
function withKeptContact(current: BookingFormValues, kept: KeptContact | null | undefined): BookingFormValues {
  if (!kept) return current;
  return { ...current, name: current.name || kept.name || '', email: current.email || kept.email || '', phone: current.phone || kept.phone || '' };
}

/**
 * The quote page's booking section: a booked quote shows its booking; an active quote offers
 * "Book this cruise", which opens the booking step in place; an updated quote points to its
 * latest version; an expired quote has no section.
 */
export function QuoteBooking({ quote, token, booking, today, requestChangesHref, onBooked, refreshBooking, keptContact }: QuoteBookingProps) {
  const [open, setOpen] = useState(false);
  // Between "Book this cruise" and the step's code (and the kept details) being in: the button
  // says so, where the guest's focus is. `?book=now` starts there.
  const [opening, setOpening] = useState(openBookingFromUrl);
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const [justBooked, setJustBooked] = useState<{ id: string; email: string; checkoutError: string | null } | null>(null);
  const [paymentReturn] = useState(paymentReturnFromUrl);
  const bookButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(0);
  // The step's code, asked for as the guest heads for "Book this cruise" (set below, once the quote is known to take a booking).
  const preloadRef = useRef<() => Promise<unknown>>(undefined);
  usePreloadIfHeadedFor(bookButton, () => preloadRef.current?.() ?? Promise.resolve());

  // The booking's heading takes the guest's focus when it shows; its code may still be loading
  // when asked, so its heading takes the focus as it mounts.
  const statusHeading = useRef<HTMLHeadingElement | null>(null);
  const focusStatusWhenShown = useRef(false);
  const statusHeadingRef = useCallback((heading: HTMLHeadingElement | null) => {
    statusHeading.current = heading;
    if (heading && focusStatusWhenShown.current) {
      focusStatusWhenShown.current = false;
      heading.focus();
    }
  }, []);
  const focusStatus = useCallback(() => {
    if (statusHeading.current) statusHeading.current.focus();
    else focusStatusWhenShown.current = true;
  }, []);

  // A booking that appears while the step is open (just made, or found made already on a refused
  // submit) replaces the step: the guest's focus goes to it rather than being lost with the form.
  const bookingId = booking?.id;
  useEffect(() => {
    if (bookingId && open) focusStatus();
  }, [bookingId, open, focusStatus]);

  useEffect(() => {
    if (returnFocus > 0) bookButton.current?.focus();
  }, [returnFocus]);

  // The step opens once its code is in, with the details this browser kept filled in, so its
  // fields never show empty and then fill. A booking made in it shows its panel: that loads next.
  useEffect(() => {
    if (!opening) return;
    let live = true;
    const show = (kept: KeptContact | null) => {
      if (!live) return;
      setValues((entered) => withKeptContact(entered, kept));
      setOpen(true);
      setOpening(false);
    };
    Promise.all([bookingForm.preload(), keptContact?.().catch(() => null) ?? null]).then(
      ([, kept]) => {
        show(kept);
        void bookingStatus.preload().catch(() => undefined);
      },
      // The step's code did not load: rendering it shows the page's error, with its way to reload.
      () => show(null),
    );
    return () => {
      live = false;
    };
  }, [opening, keptContact]);

  // Back from the checkout page, the guest lands on the booking's outcome.
  const bookingStatusValue = booking?.status;
  useEffect(() => {
    if (paymentReturn && bookingStatusValue) focusStatus();
  }, [paymentReturn, bookingStatusValue, focusStatus]);

  if (booking) {
    const fresh = justBooked?.id === booking.id;
    return (
      <Suspense fallback={<BookingStatusLoading />}>
        <bookingStatus.Component
          booking={booking}
          token={token}
          justBooked={fresh}
          email={fresh ? justBooked.email : undefined}
          paymentReturn={paymentReturn}
          checkoutError={fresh ? justBooked.checkoutError : null}
          refreshBooking={refreshBooking}
          headingRef={statusHeadingRef}
        />
      </Suspense>
    );
  }

  if (quote.latestVersionPath) {
    return (
      <section className="quote-section" id="booking" aria-labelledby="booking-heading">
        <h2 id="booking-heading">Book this cruise</h2>
        <p>
          This is an earlier version of your quote. <a href={quote.latestVersionPath}>Book from the latest version</a>: it has the price we now offer.
        </p>
      </section>
    );
  }

  if (quote.status !== 'active' || !quote.deposit) return null;

  // As the guest heads for the button: the step's code, and the details kept for it.
  const preloadStep = () => Promise.all([bookingForm.preload(), keptContact?.()]);
  preloadRef.current = preloadStep;
  if (open) {
    return (
      <Suspense fallback={<BookingStart deposit={quote.deposit.depositAmount} opening preload={preloadStep} />}>
        <bookingForm.Component
          quote={quote}
          token={token}
          today={today}
          values={values}
          onChange={setValues}
          requestChangesHref={requestChangesHref}
          onBooked={(made, email, checkoutError) => {
            setJustBooked({ id: made.id, email, checkoutError });
            onBooked(made);
          }}
          onFoundBooked={refreshBooking}
          onClose={() => {
            setOpen(false);
            setReturnFocus((n) => n + 1);
          }}
        />
      </Suspense>
    );
  }
  return <BookingStart ref={bookButton} deposit={quote.deposit.depositAmount} opening={opening} onOpen={() => setOpening(true)} preload={preloadStep} />;
}

/**
 * "Ready to book?" and its button; while the step's code loads, the same section with the button
 * saying so (busy, and pressing it again does nothing), so nothing moves until the step shows.
 */
function BookingStart({
  ref,
  deposit,
  opening,
  onOpen,
  preload,
}: {
  ref?: Ref<HTMLButtonElement>;
  /** The deposit that books it, in cents. */
  deposit: number;
  opening: boolean;
  onOpen?: () => void;
  preload: () => Promise<unknown>;
}) {
  return (
    <section className="quote-section booking-start" id="booking" aria-labelledby="booking-heading" aria-busy={opening || undefined}>
      <h2 id="booking-heading">Ready to book?</h2>
      <p>
        Choose your departure time, give the lead guest's details and pay the {formatMoney(deposit)} deposit by card: it takes about two minutes, and the
        booking is confirmed at once.
      </p>
      <button
        ref={ref}
        type="button"
        className="button button--sun"
        aria-disabled={opening || undefined}
        onClick={opening ? undefined : onOpen}
        {...preloadOnIntent(preload)}
      >
        <CalendarPlus aria-hidden="true" size={18} /> {opening ? 'Opening the booking step...' : 'Book this cruise'}
      </button>
    </section>
  );
}

/**
 * A booking's place while its panel's code loads: the panel's frame, busy, saying what is coming.
 * No heading: the panel's own ("Your booking") stands for the booking once it is there.
 */
function BookingStatusLoading() {
  return (
    <section className="quote-section booking-loading" id="booking" aria-label="Your booking" aria-busy="true">
      <Spinner label="Loading your booking..." />
    </section>
  );
}
