import { describe, expect, it } from 'vitest';
import { PAYMENT_HOLD_MINUTES, cancellationIsRefundable, cancellationTerms, holdExpiresAt } from './booking.ts';
import { paymentSummary } from '../payments/booking-money.ts';
import { calendarDateIn, instantAt } from '../shared/dates.ts';

const NOW = new Date('2026-11-22T18:00:00.000Z');

describe('booking rules', () => {
  it('holds an unpaid booking for the minutes card checkout takes, whatever the deposit', () => {
    expect(PAYMENT_HOLD_MINUTES).toBe(20);
    expect(holdExpiresAt(NOW)).toBe('2026-11-22T18:20:00.000Z');
  });

  it('sums payments against the deposit and the total', () => {
    const booking = { price: { totalPrice: 100_000 }, deposit: { depositAmount: 25_000 }, payments: [{ amount: 20_000 }, { amount: 10_000 }] as never };
    expect(paymentSummary(booking)).toEqual({
      price: 100_000,
      adjusted: 0,
      total: 100_000,
      paid: 30_000,
      refunded: 0,
      depositOutstanding: 0,
      outstanding: 70_000,
      fullyPaid: false,
    });
  });

  it('private cruises cancel free until 30 days before; disco tickets refund within 48 hours of booking', () => {
    const privateTerms = cancellationTerms('private', '2027-03-10', NOW);
    expect(privateTerms.freeCancellationUntil).toBe('2027-02-08');
    expect(cancellationIsRefundable(privateTerms, NOW, '2027-02-08')).toBe(true);
    expect(cancellationIsRefundable(privateTerms, NOW, '2027-02-09')).toBe(false);
    const disco = cancellationTerms('disco', '2027-03-12', NOW);
    expect(cancellationIsRefundable(disco, new Date(NOW.getTime() + 47 * 3_600_000), '2026-11-24')).toBe(true);
    expect(cancellationIsRefundable(disco, new Date(NOW.getTime() + 49 * 3_600_000), '2026-11-24')).toBe(false);
  });

  it('offers no free-cancellation date that has passed: booked inside the window, the terms say so', () => {
    // NOW is in late November 2026: a cruise on December 20 is inside the 30 days.
    const late = cancellationTerms('private', '2026-12-20', NOW);
    expect(late.summary).toBe(
      'Your cruise is less than 30 days away, past the free-cancellation window (up to 30 days before): if you cancel, the deposit is not refunded.',
    );
    expect(cancellationIsRefundable(late, NOW, calendarDateIn(NOW))).toBe(false);
    expect(cancellationTerms('private', '2027-03-10', NOW).summary).toContain('(through 02/08/2027)');
  });

  it('places a departure at the right instant in Austin, summer or winter', () => {
    expect(instantAt('2027-07-10', '13:30').toISOString()).toBe('2027-07-10T18:30:00.000Z');
    expect(instantAt('2027-01-16', '13:30').toISOString()).toBe('2027-01-16T19:30:00.000Z');
    // The day the clocks go back: a morning departure is already on standard time.
    expect(instantAt('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });
});
