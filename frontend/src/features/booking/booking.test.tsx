import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { BookingStatus } from './booking-status.tsx';
import { TEST_TOKEN, testBooking, testQuote } from '../../testing/quote-fixtures.ts';
import { countdownLabel } from './deposit-payment.tsx';
import { preloadBookingSteps, QuoteBooking } from './quote-booking.tsx';

const TODAY = '2027-02-01';
const selection = { kind: 'private', eventType: 'birthday', groupSize: 60, eventDate: '2027-03-16', packageType: 'essentials', lilyPad: false } as const;
const quote = testQuote(selection, { issuedOn: TODAY });
const booking = testBooking(quote, { start: '13:30', end: '17:30', boatId: 'boat_clever_girl', bookedAt: new Date('2027-02-01T17:00:00Z'), today: TODAY });
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe('paying the deposit', () => {
  it('says in plain words why the last card failed, and that the boat is still held', () => {
    const declined = {
      ...booking,
      lastPaymentFailure: { message: 'Your card was declined by your bank. Try another card, or call your bank and try again.', at: '2027-02-01T17:02:00Z' },
    };
    const html = renderToStaticMarkup(<BookingStatus booking={declined} token={TEST_TOKEN} refreshBooking={() => undefined} justBooked={false} />);
    expect(html).toContain('<div class="form-alert" role="alert"><p><strong>Your payment did not go through.</strong> Your card was declined by your bank.');
    expect(html).toContain('Nothing was charged, and the boat is still held for you.');
    expect(html).toContain(`We hold it for you until ${formatInstant(booking.holdExpiresAt!)} while you pay`);
  });

  it('counts the hold down in minutes and seconds', () => {
    expect(countdownLabel(20 * 60_000)).toBe('20:00');
    expect(countdownLabel(65_400)).toBe('1:06');
    expect(countdownLabel(-5)).toBe('0:00');
  });

  it('shows a confirmed booking without a payment step', () => {
    const confirmed = testBooking(quote, {
      start: '13:30',
      end: '17:30',
      boatId: 'boat_clever_girl',
      bookedAt: new Date('2027-02-01T17:00:00Z'),
      today: TODAY,
      status: 'confirmed',
      paid: booking.deposit.depositAmount,
    });
    const html = renderToStaticMarkup(
      <BookingStatus booking={confirmed} token={TEST_TOKEN} refreshBooking={() => undefined} justBooked={false} paymentReturn="done" />,
    );
    expect(html).toContain('>Your cruise is confirmed</h2>');
    expect(html).toContain('data-status="confirmed">Confirmed</strong>');
    expect(html).not.toContain('deposit</button>');
    expect(html).not.toContain('role="timer"');
  });
});

describe('the confirmation', () => {
  const html = renderToStaticMarkup(
    <BookingStatus booking={booking} token={TEST_TOKEN} refreshBooking={() => undefined} justBooked email="maya@example.com" />,
  );

  it('leads with the outcome in a focusable heading: reference and status', () => {
    // Reserved, not booked: until the deposit is paid it is a hold, and the page says until when.
    expect(html).toContain('<h2 id="booking-heading" tabindex="-1">Your cruise is reserved</h2>');
    expect(html).toContain(
      `Thank you, Maya! Booking ${booking.reference} is <strong class="booking-status__badge" data-status="pending_deposit">Pending deposit</strong>.`,
    );
    expect(html).toContain(
      `It is not confirmed yet: your boat is held for you until ${formatInstant(booking.holdExpiresAt!)}, and paying the deposit by card confirms it at once.`,
    );
    expect(html).not.toContain('booked</h2>');
  });

  it('gives the date, time and boat, the deposit with the end of the hold, and the balance with its date', () => {
    expect(html).toContain(`<dd>${formatLongDate(booking.slot.date)}</dd>`);
    expect(html).toContain('<dd>1:30 PM – 5:30 PM</dd>');
    expect(html).toContain('<dd>Clever Girl</dd>');
    expect(html).toContain(`<dd>${formatMoney(booking.deposit.depositAmount)}</dd>`);
    expect(html).toContain(`<dd>${formatInstant(booking.holdExpiresAt!)}</dd>`);
    expect(html).toContain(`<dd>${formatMoney(booking.deposit.balanceDue)}</dd>`);
    expect(html).toContain(`<dd>By ${formatLongDate(booking.deposit.remainingBalanceDueAt)}</dd>`);
  });

  it('says what happens next and the cancellation terms the guest accepted', () => {
    expect(html).toContain(`Pay the ${formatMoney(booking.deposit.depositAmount)} deposit by card before`);
    expect(html).toContain(`Pay the ${formatMoney(booking.deposit.depositAmount)} deposit</button>`);
    expect(html).toContain('calendar file for the cruise, is on its way to maya@example.com');
    expect(html).toContain(escaped(booking.cancellation.summary));
  });

  it('sends a guest who wants to move or cancel to their trip in the portal, which does both, before the phone', () => {
    expect(html).toContain(`To move or cancel, open <a href="/portal/trips/${booking.id}">your trip</a> in your account`);
    expect(html).not.toContain('To change or cancel, call us');
  });

  it('on a later visit, shows the booking without the thanks or the e-mail address', () => {
    const later = renderToStaticMarkup(<BookingStatus booking={booking} token={TEST_TOKEN} refreshBooking={() => undefined} justBooked={false} />);
    expect(later).toContain('>Your booking</h2>');
    expect(later).not.toContain('Thank you');
    expect(later).not.toContain('@example.com');
  });
});

describe('the booking section', () => {
  // A booking's panel loads when there is one (issue 27): loaded first, as the page does, it renders in place.
  beforeAll(() => preloadBookingSteps());

  const render = (props: Partial<Parameters<typeof QuoteBooking>[0]>) =>
    renderToStaticMarkup(
      <QuoteBooking
        quote={quote}
        token={TEST_TOKEN}
        booking={null}
        today={TODAY}
        requestChangesHref="/chat?x"
        onBooked={() => undefined}
        refreshBooking={() => undefined}
        {...props}
      />,
    );

  it('offers a button that opens the booking step (no e-mail link)', () => {
    const html = render({});
    expect(html).toMatch(/<button type="button" class="button button--sun">.*Book this cruise<\/button>/);
    expect(html).not.toContain('mailto:');
  });

  it('shows the booking once there is one, and nothing for an expired quote', () => {
    expect(render({ booking })).toContain('Your booking</h2>');
    expect(render({ quote: testQuote(selection, { issuedOn: TODAY, expired: true }) })).toBe('');
  });
});
