import { holdsInventory } from '../booking/booking.ts';
import type { StoredBooking } from '../booking/booking-record.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { Cents } from '../shared/money.ts';
import { paymentSummary } from './booking-money.ts';

// What a pay link sent now asks the guest for (decision 020): the deposit while the booking waits
// for it, else the balance. One rule for the route that sends it and for the staff assistant's
// proposal to send it (decision 080), so the card says exactly what the route will then send.

export type PayLinkDue = { what: 'deposit'; amount: Cents } | { what: 'balance'; amount: Cents; by: IsoDate };

export type PayLinkCheck =
  | { ok: true; due: PayLinkDue; total: Cents; paid: Cents }
  | { ok: false; code: 'BOOKING_ENDED' | 'NOTHING_OWED' | 'HOLD_ENDED'; message: string };

/** What a pay link sent at `now` would ask for, or why none can be sent. */
export function payLinkDue(booking: StoredBooking, now: Date): PayLinkCheck {
  if (!holdsInventory(booking.status))
    return { ok: false, code: 'BOOKING_ENDED', message: `This booking was ${booking.status} already: there is nothing to pay.` };
  const payments = paymentSummary(booking);
  if (payments.outstanding === 0) return { ok: false, code: 'NOTHING_OWED', message: 'This booking is paid in full: there is nothing to pay.' };
  if (booking.status === 'pending_deposit' && (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now.getTime())) {
    return {
      ok: false,
      code: 'HOLD_ENDED',
      message: 'The time to pay the deposit has run out; the booking is being released. Book it again for the guest instead.',
    };
  }
  const due: PayLinkDue =
    booking.status === 'pending_deposit'
      ? { what: 'deposit', amount: payments.depositOutstanding }
      : { what: 'balance', amount: payments.outstanding, by: booking.deposit.remainingBalanceDueAt };
  return { ok: true, due, total: payments.total, paid: payments.paid };
}
