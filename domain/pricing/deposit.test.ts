import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../shared/dates.ts';
import { calculateDepositSchedule, depositAmountFor } from './deposit.ts';
import { DomainError } from '../shared/errors.ts';

const TODAY = '2026-01-05';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('calculateDepositSchedule', () => {
  it.each([
    // days ahead, percent, urgent, window, balance due date, days until balance due
    [0, 50, true, '48_HOURS', TODAY, 0],
    [1, 50, true, '48_HOURS', TODAY, 0],
    [29, 50, true, '48_HOURS', TODAY, 0],
    [30, 50, true, '48_HOURS', TODAY, 0], // 30 days is still urgent
    [31, 25, false, 'STANDARD', addDays(TODAY, 1), 1], // 31 is not
    [45, 25, false, 'STANDARD', addDays(TODAY, 15), 15],
    [365, 25, false, 'STANDARD', addDays(TODAY, 335), 335],
  ] as const)('%i days out: %i%%, urgent %s, %s, balance due %s', (ahead, percent, urgent, window, dueAt, daysToDue) => {
    const schedule = calculateDepositSchedule({ totalPrice: 100000, eventDate: addDays(TODAY, ahead), today: TODAY });
    expect(schedule).toEqual({
      depositPercent: percent,
      depositAmount: percent * 1000,
      balanceDue: 100000 - percent * 1000,
      remainingBalanceDueAt: dueAt,
      isFullPaymentRequired: false,
      isUrgentBooking: urgent,
      paymentWindow: window,
      daysUntilEvent: ahead,
      daysUntilBalanceDue: daysToDue,
    });
  });

  it('the worked example: 102600 booked 56 days out', () => {
    expect(calculateDepositSchedule({ totalPrice: 102600, eventDate: '2026-03-02', today: TODAY })).toMatchObject({
      depositAmount: 25650,
      balanceDue: 76950,
      remainingBalanceDueAt: '2026-01-31',
    });
  });

  it('rounds the deposit to the cent and the balance absorbs the difference', () => {
    const urgent = calculateDepositSchedule({ totalPrice: 10001, eventDate: TODAY, today: TODAY });
    expect([urgent.depositAmount, urgent.balanceDue]).toEqual([5001, 5000]); // 5000.5 -> 5001
    const standard = calculateDepositSchedule({ totalPrice: 10001, eventDate: '2026-12-01', today: TODAY });
    expect([standard.depositAmount, standard.balanceDue]).toEqual([2500, 7501]); // 2500.25 -> 2500
    const threeQuarters = calculateDepositSchedule({ totalPrice: 10003, eventDate: '2026-12-01', today: TODAY });
    expect(threeQuarters.depositAmount).toBe(2501); // 2500.75 -> 2501
  });

  it('a past event date throws DATE_IN_PAST', () => {
    expect(codeOf(() => calculateDepositSchedule({ totalPrice: 100, eventDate: '2026-01-04', today: TODAY }))).toBe('DATE_IN_PAST');
  });

  it('rejects bad amounts and dates', () => {
    expect(codeOf(() => calculateDepositSchedule({ totalPrice: -1, eventDate: TODAY, today: TODAY }))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => calculateDepositSchedule({ totalPrice: 10.5, eventDate: TODAY, today: TODAY }))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => calculateDepositSchedule({ totalPrice: 100, eventDate: '2026-02-29', today: TODAY }))).toBe('INVALID_DATE');
    expect(codeOf(() => calculateDepositSchedule({ totalPrice: 100, eventDate: TODAY, today: 'today' }))).toBe('INVALID_DATE');
  });

  it('property: deposit + balance = total, the balance is never due before today nor after the event', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 5000 }),
        (totalPrice, ahead, todayOffset) => {
          const today = addDays('2024-01-01', todayOffset);
          const eventDate = addDays(today, ahead);
          const s = calculateDepositSchedule({ totalPrice, eventDate, today });
          expect(s.depositAmount + s.balanceDue).toBe(totalPrice);
          expect(Number.isInteger(s.depositAmount)).toBe(true);
          expect(s.depositAmount).toBeGreaterThanOrEqual(0);
          expect(s.balanceDue).toBeGreaterThanOrEqual(0);
          expect(Math.abs(s.depositAmount * 100 - totalPrice * s.depositPercent)).toBeLessThanOrEqual(50);
          expect(s.depositPercent).toBe(ahead <= 30 ? 50 : 25);
          expect(s.isUrgentBooking).toBe(ahead <= 30);
          expect(s.isFullPaymentRequired).toBe(false);
          expect(s.daysUntilBalanceDue).toBeGreaterThanOrEqual(0);
          expect(daysBetween(today, s.remainingBalanceDueAt)).toBe(s.daysUntilBalanceDue);
          expect(daysBetween(s.remainingBalanceDueAt, eventDate)).toBe(Math.min(30, ahead));
        },
      ),
    );
  });
});

describe('depositAmountFor', () => {
  it('takes the percent of the total, half-cents rounded up', () => {
    expect(depositAmountFor(102_600, 25)).toBe(25_650);
    expect(depositAmountFor(102_602, 25)).toBe(25_651);
    expect(depositAmountFor(1, 50)).toBe(1);
  });
});
