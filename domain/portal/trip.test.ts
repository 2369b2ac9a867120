import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../booking/booking.ts';
import { calculateDepositSchedule } from '../pricing/deposit.ts';
import {
  cancelEligibility,
  forecastDue,
  lastSelfServiceMoveDay,
  movedCancellationTerms,
  movedDepositSchedule,
  moveEligibility,
  moveSettlement,
  bookingMoveSettlement,
} from './trip.ts';

const PHONE = '(512) 555-0142';

describe('the guest changing their own trip', () => {
  it('moves a confirmed trip online through 30 days before the cruise, then sends the guest to the phone', () => {
    const booking = { status: 'confirmed' as const, slot: { date: '2027-06-12' } };
    expect(lastSelfServiceMoveDay('2027-06-12')).toBe('2027-05-13');
    expect(moveEligibility(booking, '2027-05-13', PHONE)).toEqual({ allowed: true, until: '2027-05-13' });
    const refused = moveEligibility(booking, '2027-05-14', PHONE);
    expect(refused).toMatchObject({ allowed: false, reason: 'too-close' });
    expect(refused.allowed ? '' : refused.message).toContain(PHONE);
  });

  it('does not move an unpaid, ended or past booking', () => {
    expect(moveEligibility({ status: 'pending_deposit', slot: { date: '2027-06-12' } }, '2027-01-01', PHONE)).toMatchObject({
      allowed: false,
      reason: 'not-confirmed',
    });
    expect(moveEligibility({ status: 'cancelled', slot: { date: '2027-06-12' } }, '2027-01-01', PHONE)).toMatchObject({ allowed: false, reason: 'ended' });
    expect(moveEligibility({ status: 'released', slot: { date: '2027-06-12' } }, '2027-01-01', PHONE)).toMatchObject({ allowed: false, reason: 'ended' });
    expect(moveEligibility({ status: 'confirmed', slot: { date: '2027-06-12' } }, '2027-06-13', PHONE)).toMatchObject({ allowed: false, reason: 'past' });
  });

  it('lets a live booking be cancelled up to its day, whatever the refund', () => {
    expect(cancelEligibility({ status: 'confirmed', slot: { date: '2027-06-12' } }, '2027-06-12')).toEqual({ allowed: true, until: null });
    expect(cancelEligibility({ status: 'pending_deposit', slot: { date: '2027-06-12' } }, '2027-06-01')).toEqual({ allowed: true, until: null });
    expect(cancelEligibility({ status: 'cancelled', slot: { date: '2027-06-12' } }, '2027-06-01')).toMatchObject({ allowed: false, reason: 'ended' });
    expect(cancelEligibility({ status: 'confirmed', slot: { date: '2027-06-12' } }, '2027-06-13')).toMatchObject({ allowed: false, reason: 'past' });
  });

  it('settles a move: a dearer date raises what is owed, a cheaper one refunds what was paid beyond the new total', () => {
    expect(moveSettlement(100_000, 120_000, 25_000)).toEqual({
      oldTotal: 100_000,
      newTotal: 120_000,
      difference: 20_000,
      paid: 25_000,
      refund: 0,
      outstanding: 95_000,
    });
    expect(moveSettlement(100_000, 80_000, 25_000)).toEqual({
      oldTotal: 100_000,
      newTotal: 80_000,
      difference: -20_000,
      paid: 25_000,
      refund: 0,
      outstanding: 55_000,
    });
    expect(moveSettlement(100_000, 80_000, 100_000)).toEqual({
      oldTotal: 100_000,
      newTotal: 80_000,
      difference: -20_000,
      paid: 100_000,
      refund: 20_000,
      outstanding: 0,
    });
  });

  it("a moved booking keeps its discounts and credits: both totals are the booking's money's (decision 037)", () => {
    const booking = { price: { totalPrice: 100_000 }, deposit: { depositAmount: 25_000 }, payments: [{ amount: 25_000 }], adjustments: [{ amount: 10_000 }] };
    expect(bookingMoveSettlement(booking, 120_000)).toEqual({
      oldTotal: 90_000,
      newTotal: 110_000,
      difference: 20_000,
      paid: 25_000,
      refund: 0,
      outstanding: 85_000,
    });
  });

  it('keeps the deposit paid as it was and moves the balance, and its due date, with the cruise', () => {
    const booked = calculateDepositSchedule({ totalPrice: 100_000, eventDate: '2027-06-12', today: '2027-01-10' });
    expect(booked.depositAmount).toBe(25_000);
    const dearer = movedDepositSchedule(booked, 120_001, '2027-02-01', '2027-01-10');
    expect(dearer).toMatchObject({
      depositPercent: 25,
      depositAmount: 25_000,
      balanceDue: 95_001,
      remainingBalanceDueAt: '2027-01-10',
      isUrgentBooking: false,
    });
    expect(movedDepositSchedule(booked, 90_000, '2027-08-14', '2027-01-10')).toMatchObject({
      depositAmount: 25_000,
      balanceDue: 65_000,
      remainingBalanceDueAt: '2027-07-15',
    });
    expect(movedDepositSchedule(booked, 20_000, '2027-08-14', '2027-01-10')).toMatchObject({ depositAmount: 20_000, balanceDue: 0 });
  });

  it('moves a private cruise’s free-cancellation date with it; a disco booking’s 48 hours stay', () => {
    const privateTerms = cancellationTerms('private', '2027-06-12', new Date('2027-01-10T18:00:00Z'));
    const moved = movedCancellationTerms(privateTerms, '2027-08-14');
    expect(moved.freeCancellationUntil).toBe('2027-07-15');
    expect(moved.summary).toContain('July 15, 2027');
    const disco = cancellationTerms('disco', '2027-06-12', new Date('2027-01-10T18:00:00Z'));
    expect(movedCancellationTerms(disco, '2027-08-14')).toBe(disco);
  });

  it('shows the weather outlook from a week before the cruise through its day', () => {
    expect(forecastDue('2027-06-12', '2027-06-05')).toBe(false);
    expect(forecastDue('2027-06-12', '2027-06-06')).toBe(true);
    expect(forecastDue('2027-06-12', '2027-06-12')).toBe(true);
    expect(forecastDue('2027-06-12', '2027-06-13')).toBe(false);
  });
});
