import { CalendarPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingStatus } from './booking-status.tsx';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './booking-form-state.ts';
import '../../styles/booking.css';

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
  /** The lead guest's details this browser already gave (the chat that made the quote), to fill the step's empty fields. */
  keptContact?: () => Partial<Pick<BookingFormValues, 'name' | 'email' | 'phone'>> | null;
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
function withKeptContact(current: BookingFormValues, kept: Partial<Pick<BookingFormValues, 'name' | 'email' | 'phone'>> | null | undefined): BookingFormValues {
  if (!kept) return current;
  return { ...current, name: current.name || kept.name || '', email: current.email || kept.email || '', phone: current.phone || kept.phone || '' };
}

/**
 * The quote page's booking section: a booked quote shows its booking; an active quote offers
 * "Book this cruise", which opens the booking step in place; an updated quote points to its
 * latest version; an expired quote has no section.
 */
export function QuoteBooking({ quote, token, booking, today, requestChangesHref, onBooked, refreshBooking, keptContact }: QuoteBookingProps) {
  const [open, setOpen] = useState(openBookingFromUrl);
  const [values, setValues] = useState<BookingFormValues>(() =>
    openBookingFromUrl() ? withKeptContact(EMPTY_BOOKING_FORM, keptContact?.()) : EMPTY_BOOKING_FORM,
  );
  const [justBooked, setJustBooked] = useState<{ id: string; email: string; checkoutError: string | null } | null>(null);
  const [paymentReturn] = useState(paymentReturnFromUrl);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(0);

  // A booking that appears while the step is open (just made, or found made already on a refused
  // submit) replaces the step: the guest's focus goes to it rather than being lost with the form.
  const bookingId = booking?.id;
  useEffect(() => {
    if (bookingId && open) statusHeading.current?.focus();
  }, [bookingId, open]);

  useEffect(() => {
    if (returnFocus > 0) bookButton.current?.focus();
  }, [returnFocus]);

  const openStep = () => {
    setValues((current) => withKeptContact(current, keptContact?.()));
    setOpen(true);
  };

  // Back from the checkout page, the guest lands on the booking's outcome.
  const bookingStatus = booking?.status;
  useEffect(() => {
    if (paymentReturn && bookingStatus) statusHeading.current?.focus();
  }, [paymentReturn, bookingStatus]);

  if (booking) {
    const fresh = justBooked?.id === booking.id;
    return (
      <BookingStatus
        booking={booking}
        token={token}
        justBooked={fresh}
        email={fresh ? justBooked.email : undefined}
        paymentReturn={paymentReturn}
        checkoutError={fresh ? justBooked.checkoutError : null}
        refreshBooking={refreshBooking}
        headingRef={statusHeading}
      />
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

  if (open) {
    return (
      <BookingForm
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
    );
  }

  return (
    <section className="quote-section booking-start" id="booking" aria-labelledby="booking-heading">
      <h2 id="booking-heading">Ready to book?</h2>
      <p>
        Choose your departure time, give the lead guest's details and pay the {formatMoney(quote.deposit.depositAmount)} deposit by card: it takes about two
        minutes, and the booking is confirmed at once.
      </p>
      <button ref={bookButton} type="button" className="button button--sun" onClick={openStep}>
        <CalendarPlus aria-hidden="true" size={18} /> Book this cruise
      </button>
    </section>
  );
}
