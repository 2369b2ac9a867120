import type { AdminCallerBookingResponse } from '#domain/booking/booking.ts';
import type { CallerBookingRequest } from '#domain/booking/booking-schemas.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { Config } from '../../platform/config.ts';
import type { IdempotencyClaim } from '../../adapters/dynamodb/idempotent-create.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { bookQuote } from '../booking/book-quote.ts';
import { writeHandPayment } from './hand-payment.ts';
import { requestPayLink } from './pay-link.ts';

// Staff book a caller (issue 29, decision 068): the quote's cruise through the guest's own
// booking path (bookQuote: the same transaction, inventory guard and 20-minute hold), recorded as
// made by the signed-in staff member, then paid one of three ways. The e-mails are the events'
// (BookingRequested, PaymentSucceeded, BookingConfirmed), so the guest gets what an online
// booking gets. Nothing here talks to Stripe: the card page is opened by its own route
// (checkout.ts's staffCardCheckout) once the booking holds the time, so this route's bundle
// stays within the budget of a function without the Stripe client (decision 015).

export type CallerBookingPayment = AdminCallerBookingResponse['payment'];

export interface CallerBooking {
  record: StoredBooking;
  created: boolean;
  payment: CallerBookingPayment;
}

/**
 * Cash or a check must cover the deposit (it confirms the booking there and then) and not pass
 * what the booking costs; both figures are the ledger module's for the booking as it would be
 * stored, so a bad amount is refused before anything is written.
 */
function vetHandedAmount(amount: number): (draft: StoredBooking) => Refused | null {
  return (draft) => {
    const { depositOutstanding, outstanding } = paymentSummary(draft);
    if (amount > outstanding) {
      return refused('OVERPAYMENT', `The booking costs ${formatMoney(outstanding)}: take no more than that.`, {
        fields: { 'payment.amount': `Enter at most ${formatMoney(outstanding)}.` },
      });
    }
    if (amount < depositOutstanding) {
      return refused(
        'AMOUNT_BELOW_DEPOSIT',
        `The deposit is ${formatMoney(depositOutstanding)}: take at least that to confirm the booking, or send the pay link.`,
        {
          fields: { 'payment.amount': `Enter at least the deposit of ${formatMoney(depositOutstanding)}.` },
        },
      );
    }
    return null;
  };
}

/** Whether the guest has a card page open on the booking (they may have opened theirs since it was made). */
function payLinkOpen(booking: StoredBooking, now: Date): boolean {
  return [booking.checkout, booking.balanceCheckout].some((link) => link !== undefined && Date.parse(link.expiresAt) > now.getTime());
}

/**
 * Cash or a check recorded through the ledger (hand-payment.ts): the deposit, then any more as the
 * balance. A booking the guest has opened a card page on meanwhile is left to the booking's page,
 * whose payment form closes that page first (decision 037).
 */
async function recordHanded(
  config: Config,
  booking: StoredBooking,
  payment: Extract<CallerBookingRequest['payment'], { amount: number }>,
  by: string,
  now: Date,
): Promise<Outcome<StoredBooking>> {
  if (payLinkOpen(booking, now)) {
    return refused('BOOKING_CHANGED', "The guest has opened their card page meanwhile: record the payment from the booking's page, which closes it first.");
  }
  const receivedOn = calendarDateIn(now);
  const note = payment.method === 'check' ? `Check ${payment.reference}` : payment.reference ? `Cash, ${payment.reference}` : undefined;
  const common = { method: payment.method, receivedOn, ...(note ? { note } : {}) };
  const deposit = Math.min(payment.amount, paymentSummary(booking).depositOutstanding);
  let current = booking;
  if (deposit > 0) {
    const recorded = await writeHandPayment(config, current, { ...common, kind: 'deposit', amount: deposit }, by, now);
    if (!recorded.ok) return recorded;
    current = recorded.value;
  }
  const rest = payment.amount - deposit;
  if (rest <= 0) return done(current);
  return writeHandPayment(config, current, { ...common, kind: 'balance', amount: rest }, by, now);
}

/**
 * Books quote `quoteId` at `request.start` for the caller and starts (or records) its payment:
 * the pay link e-mailed, the deposit the card page is to take (the browser opens it next through
 * POST /api/admin/bookings/{id}/card-checkout), or the cash or check recorded. A retry with the
 * same Idempotency-Key finds the booking its first request made and completes what that request
 * may not have: the pay link is sent again (a lost answer may mean it never went), and cash or a
 * check already recorded is not recorded twice.
 */
export async function bookForCaller(
  config: Config,
  quoteId: string,
  request: CallerBookingRequest,
  options: { by: string; now: Date; claim: IdempotencyClaim },
): Promise<Outcome<CallerBooking>> {
  const { by, now, claim } = options;
  const quote = await quotesRepository(config).get(quoteId);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'There is no such quote.');
  const { payment } = request;
  const booked = await bookQuote(
    config,
    { quoteToken: quote.token, start: request.start, leadGuest: request.leadGuest },
    { now, claim, staff: { by, ...('amount' in payment ? { vet: vetHandedAmount(payment.amount) } : {}) } },
  );
  if (!booked.ok) return booked;
  const { record, created } = booked.value;
  const answer = (booking: StoredBooking, paid: CallerBookingPayment): Outcome<CallerBooking> => done({ record: booking, created, payment: paid });

  // A free cruise (a code took the whole price) is confirmed as it is made: nothing to take (cash
  // or a check for it was refused as more than the price before it was booked).
  if (payment.method !== 'cash' && payment.method !== 'check' && paymentSummary(record).outstanding === 0) return answer(record, { method: 'none' });
  switch (payment.method) {
    case 'pay_link': {
      const sent = await requestPayLink(config, record, by, now);
      if (!sent.ok) return sent;
      return answer(record, { method: 'pay_link', sentTo: sent.value.sentTo, amount: sent.value.amount, holdExpiresAt: record.holdExpiresAt ?? null });
    }
    case 'card_form':
      return answer(record, { method: 'card_form', amount: paymentSummary(record).depositOutstanding, holdExpiresAt: record.holdExpiresAt ?? null });
    case 'cash':
    case 'check': {
      // A retry records only what its first request did not get to (the balance after the deposit, say).
      const earlier = created
        ? 0
        : record.payments.filter((made) => made.recordedBy === by && made.method === payment.method).reduce((sum, made) => sum + made.amount, 0);
      const rest = payment.amount - earlier;
      const recorded = rest > 0 ? await recordHanded(config, record, { ...payment, amount: rest }, by, now) : done(record);
      if (!recorded.ok) return recorded;
      return answer(recorded.value, { method: payment.method, amount: payment.amount });
    }
  }
}
