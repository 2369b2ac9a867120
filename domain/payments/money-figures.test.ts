import { describe, expect, it } from 'vitest';
import type { AdminBookingSummary } from '../booking/booking.ts';
import { balancesDue, moneyTaken } from './money-figures.ts';

describe('money taken', () => {
  it('adds charges and takes off refunds entered in the period, by Austin calendar day', () => {
    const entries = [
      { kind: 'charge' as const, amount: 50_000, at: '2027-03-01T05:30:00Z' }, // 23:30 on Feb 28 in Austin: before the period
      { kind: 'charge' as const, amount: 20_000, at: '2027-03-01T06:30:00Z' }, // 00:30 on Mar 1
      { kind: 'refund' as const, amount: 5_000, at: '2027-03-07T12:00:00Z' },
      { kind: 'charge' as const, amount: 1_000, at: '2027-03-08T12:00:00Z' }, // after the period
    ];
    expect(moneyTaken(entries, '2027-03-01', '2027-03-07')).toEqual({ charges: 20_000, refunds: 5_000, net: 15_000 });
    expect(moneyTaken([], '2027-03-01', '2027-03-07')).toEqual({ charges: 0, refunds: 0, net: 0 });
  });
});

const summary = (id: string, overrides: Partial<AdminBookingSummary>): AdminBookingSummary =>
  ({
    id,
    reference: `B-${id}`,
    status: 'confirmed',
    slot: { date: '2027-04-30' },
    totalPrice: 100_000,
    paid: 25_000,
    balanceDueOn: '2027-03-31',
    ...overrides,
  }) as AdminBookingSummary;

describe('balances due', () => {
  it('lists confirmed bookings owing money whose balance falls due within 14 days or already did (cruise ahead), earliest first', () => {
    const today = '2027-03-20';
    const result = balancesDue(
      [
        summary('later', { balanceDueOn: '2027-04-03', slot: { date: '2027-05-03' } as AdminBookingSummary['slot'] }),
        summary('soon', { balanceDueOn: '2027-03-31' }),
        summary('overdue', { balanceDueOn: '2027-03-18', slot: { date: '2027-04-17' } as AdminBookingSummary['slot'] }),
        summary('paid', { paid: 100_000 }),
        summary('pending', { status: 'pending_deposit' }),
        summary('cancelled', { status: 'cancelled' }),
        summary('too-far', { balanceDueOn: '2027-04-04' }),
        summary('sailed', { balanceDueOn: '2027-02-15', slot: { date: '2027-03-17' } as AdminBookingSummary['slot'] }),
      ],
      today,
    );
    expect(result.to).toBe('2027-04-03');
    expect(result.bookings.map((due) => [due.booking.id, due.dueOn, due.amount, due.overdue])).toEqual([
      ['overdue', '2027-03-18', 75_000, true],
      ['soon', '2027-03-31', 75_000, false],
      ['later', '2027-04-03', 75_000, false],
    ]);
  });
});
