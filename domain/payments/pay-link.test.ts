import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '../booking/booking-record.ts';
import { payLinkDue } from './pay-link.ts';

// Decision 080: the route that sends a pay link and the assistant's card that proposes it read the
// same rule, so the card says what the route then sends.

const NOW = new Date('2036-07-01T17:00:00.000Z');

function booking(fields: { status: StoredBooking['status']; paid: number; holdExpiresAt?: string }): StoredBooking {
  return {
    status: fields.status,
    price: { totalPrice: 200_000 },
    deposit: { depositAmount: 50_000, remainingBalanceDueAt: '2036-07-17' },
    payments: fields.paid > 0 ? [{ id: 'p1', amount: fields.paid }] : [],
    ...(fields.holdExpiresAt ? { holdExpiresAt: fields.holdExpiresAt } : {}),
  } as unknown as StoredBooking;
}

describe('payLinkDue', () => {
  it('asks for the deposit while it is awaited and the hold runs, else the balance with its due day', () => {
    expect(payLinkDue(booking({ status: 'pending_deposit', paid: 0, holdExpiresAt: '2036-07-01T18:00:00.000Z' }), NOW)).toMatchObject({
      ok: true,
      due: { what: 'deposit', amount: 50_000 },
    });
    expect(payLinkDue(booking({ status: 'confirmed', paid: 50_000 }), NOW)).toEqual({
      ok: true,
      due: { what: 'balance', amount: 150_000, by: '2036-07-17' },
      total: 200_000,
      paid: 50_000,
    });
  });

  it('says why none can be sent: ended, paid in full, or the hold run out', () => {
    expect(payLinkDue(booking({ status: 'cancelled', paid: 0 }), NOW)).toMatchObject({ ok: false, code: 'BOOKING_ENDED' });
    expect(payLinkDue(booking({ status: 'confirmed', paid: 200_000 }), NOW)).toMatchObject({ ok: false, code: 'NOTHING_OWED' });
    expect(payLinkDue(booking({ status: 'pending_deposit', paid: 0, holdExpiresAt: '2036-07-01T16:00:00.000Z' }), NOW)).toMatchObject({
      ok: false,
      code: 'HOLD_ENDED',
    });
  });
});
