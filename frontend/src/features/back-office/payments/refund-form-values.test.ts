import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { ANY_PAYMENT_CHOICE, checkRefund, paymentChoiceLabel, refundablePayments } from './refund-form-values.ts';

const booking = {
  paymentsRecorded: [
    {
      id: 'card-1',
      kind: 'deposit',
      amount: 62_900,
      method: 'card',
      receivedOn: '2027-03-01',
      recordedBy: 'Stripe',
      recordedAt: '2027-03-01T15:00:00Z',
      card: { provider: 'stripe', paymentIntentId: 'pi_1', chargeId: 'ch_1', brand: 'visa', last4: '4242' },
    },
    {
      id: 'cash-1',
      kind: 'balance',
      amount: 10_000,
      method: 'cash',
      receivedOn: '2027-03-05',
      recordedBy: 'alex@example.com',
      recordedAt: '2027-03-05T15:00:00Z',
    },
  ],
  refundsRecorded: [
    { id: 're_1', paymentId: 'card-1', amount: 2_900, method: 'card', reason: 'Late', refundedBy: 'alex@example.com', refundedAt: '2027-03-06T15:00:00Z' },
  ],
} as Pick<AdminBooking, 'paymentsRecorded' | 'refundsRecorded'>;

describe('the refund form', () => {
  it('offers each payment with its day and what is left of it, newest first, as "Any payment, newest first" takes them', () => {
    expect(refundablePayments(booking).map((charge) => paymentChoiceLabel(booking, charge))).toEqual([
      'Cash, $100.00 on 03/05/2027 ($100.00 left to refund)',
      'Visa ending 4242, $629.00 on 03/01/2027 ($600.00 left to refund)',
    ]);
    expect(ANY_PAYMENT_CHOICE).toBe('Any payment, newest first');
    // Refunding everything from no payment in particular takes them in the order listed.
    const all = checkRefund({ paymentId: '', amount: '700', reason: 'x', kind: 'mistake' }, booking);
    if (!('where' in all)) throw new Error(JSON.stringify(all.errors));
    expect(all.where.slice(0, 2).map((part) => (part.includes('cash') ? 'cash-1' : 'card-1'))).toEqual(
      refundablePayments(booking).map((charge) => charge.paymentId),
    );
  });

  it('makes the request in whole cents and says where each part goes, the newest payment first', () => {
    const checked = checkRefund({ paymentId: '', amount: '$150.00', reason: ' The DJ was late. ', kind: 'mistake' }, booking);
    if (!('request' in checked)) throw new Error(JSON.stringify(checked.errors));
    expect(checked.request).toEqual({ amount: 15_000, reason: 'The DJ was late.', kind: 'mistake' });
    expect(checked.where).toEqual([
      '$100.00 of the cash payment: hand it back to the guest yourself',
      '$50.00 back to Visa ending 4242 through Stripe',
      'Paid by mistake: the price stays, so what the guest owes goes up by $150.00.',
    ]);
    const named = checkRefund({ paymentId: 'card-1', amount: '20', reason: 'x', kind: 'goodwill' }, booking);
    expect('request' in named && named.request).toEqual({ amount: 2_000, reason: 'x', chargeId: 'card-1', kind: 'goodwill' });
    expect('where' in named && named.where.at(-1)).toBe("Goodwill: the booking's price falls by $20.00, so what the guest still owes does not change.");
  });

  it('explains an amount that is not dollars and cents, more than is left, and a missing reason', () => {
    expect(checkRefund({ paymentId: '', amount: '12.345', reason: 'x', kind: 'mistake' }, booking)).toEqual({
      errors: { amount: 'Enter the amount in dollars and cents, like 50.00.' },
    });
    expect(checkRefund({ paymentId: 'card-1', amount: '600.01', reason: 'x', kind: 'mistake' }, booking)).toEqual({
      errors: { amount: 'At most $600.00 can be refunded of that payment.' },
    });
    expect(checkRefund({ paymentId: '', amount: '700.01', reason: 'x', kind: 'mistake' }, booking)).toEqual({
      errors: { amount: 'At most $700.00 can be refunded.' },
    });
    const missing = checkRefund({ paymentId: '', amount: '10', reason: '  ', kind: '' }, booking);
    expect('errors' in missing && missing.errors.reason).toMatch(/Say why/);
    // What the refund is must be said: it decides whether what the guest owes rises.
    expect('errors' in missing && missing.errors.kind).toMatch(/goodwill/);
  });
});
