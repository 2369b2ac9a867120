import { CalendarCheck } from 'lucide-react';
import type { Ref } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { portalTripPath } from '#domain/portal/portal.ts';
import { businessFacts } from '#domain/site/business.ts';
import { formatInstant } from '#domain/shared/dates.ts';
import { bookingFacts, bookingMoney, bookingNextSteps, statusLabel } from './booking-copy.ts';
import { BalancePayment } from './balance-payment.tsx';
import { SharePanel } from './share-panel.tsx';
import { DepositPayment } from './deposit-payment.tsx';

/**
 * A quote's booking: the confirmation straight after booking, and what the quote's link shows
 * from then on. Its heading takes focus after booking, so the guest (and a screen reader) lands on
 * the outcome.
 */
export interface BookingStatusProps {
  booking: PublicBooking;
  token: string;
  justBooked: boolean;
  email?: string | undefined;
  /** Back from the checkout page: 'done' (paid, the confirmation may be a moment behind) or 'cancelled'. */
  paymentReturn?: 'done' | 'cancelled' | 'balance-paid' | null;
  /** Why the payment page could not be opened straight after booking. */
  checkoutError?: string | null;
  /** Asks the API for the booking again (after a paid checkout, until the confirmation shows). */
  refreshBooking: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function BookingStatus({
  booking,
  token,
  justBooked,
  email,
  paymentReturn = null,
  checkoutError = null,
  refreshBooking,
  headingRef,
}: BookingStatusProps) {
  const { phone } = businessFacts;
  const pending = booking.status === 'pending_deposit';
  const confirmed = booking.status === 'confirmed';
  const name = booking.leadGuestFirstName.trim();
  // Say exactly what is true: a pending booking is reserved (held), not booked or confirmed.
  const heading =
    confirmed && (paymentReturn === 'done' || justBooked) ? 'Your cruise is confirmed' : pending && justBooked ? 'Your cruise is reserved' : 'Your booking';
  const held = booking.slot.kind === 'disco' ? 'tickets are' : 'boat is';
  return (
    <section className="quote-section booking-status" id="booking" aria-labelledby="booking-heading">
      <h2 id="booking-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="booking-status__lead">
        <CalendarCheck aria-hidden="true" size={22} />
        <span>
          {justBooked || (confirmed && paymentReturn === 'done') ? `Thank you${name ? `, ${name}` : ''}! ` : ''}
          Booking {booking.reference} is{' '}
          <strong className="booking-status__badge" data-status={booking.status}>
            {statusLabel(booking)}
          </strong>
          .{' '}
          {pending
            ? `It is not confirmed yet: your ${held} held for you${booking.holdExpiresAt ? ` until ${formatInstant(booking.holdExpiresAt)}` : ''}, and paying the deposit by card confirms it at once.`
            : confirmed
              ? booking.payments.total === 0
                ? 'There is nothing to pay: see you on the water!'
                : booking.payments.fullyPaid
                  ? 'Paid in full: see you on the water!'
                  : 'We have your deposit: see you on the water!'
              : ''}
        </span>
      </p>
      {confirmed && <BalancePayment booking={booking} token={token} returnedPaid={paymentReturn === 'balance-paid'} refreshBooking={refreshBooking} />}
      {pending && (
        <DepositPayment booking={booking} token={token} returnedPaid={paymentReturn === 'done'} refreshBooking={refreshBooking} initialError={checkoutError} />
      )}

      <dl className="quote-facts booking-status__facts">
        {bookingFacts(booking).map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>

      <h3 className="quote-section__subheading">Payments</h3>
      <dl className="quote-money booking-status__money">
        {bookingMoney(booking).map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>

      {(pending || confirmed) && <SharePanel booking={booking} token={token} onChanged={refreshBooking} />}

      <h3 className="quote-section__subheading">What happens next</h3>
      <ol className="steps booking-status__steps">
        {bookingNextSteps(booking, { email }).map((step) => (
          <li key={step.title} className="steps__item">
            <h4 className="steps__title">{step.title}</h4>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>

      <h3 className="quote-section__subheading">Cancellation terms</h3>
      <p className="booking-status__terms">{booking.cancellation.summary}</p>
      <p className="quote-section__note">
        To move or cancel, open <a href={portalTripPath(booking.id)}>your trip</a> in your account (we e-mail you a code to sign in), or call us on{' '}
        <a href={phone.href}>{phone.display}</a> with your reference, {booking.reference}.
      </p>
    </section>
  );
}
