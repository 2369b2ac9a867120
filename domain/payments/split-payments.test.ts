import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeFits, ledgerPaid, type LedgerAmount } from './payments.ts';
import {
  dollarsToCents,
  liveReservations,
  nextShareAmount,
  perShareAmount,
  refundFits,
  reservationFits,
  reservedTotal,
  shareAmountAllowed,
  shareableRemaining,
  type ShareReservation,
} from './split-payments.ts';

const at = (minute: number) => new Date(Date.UTC(2027, 4, 1, 12, minute)).toISOString();

describe('share reservations', () => {
  it('count only while their checkout can be paid', () => {
    const reservations: ShareReservation[] = [
      { id: 'a', name: 'Ana', amount: 5_000, expiresAt: at(31) },
      { id: 'b', name: 'Bo', amount: 7_000, expiresAt: at(10) },
    ];
    const now = new Date(at(20));
    expect(liveReservations(reservations, now).map((reservation) => reservation.id)).toEqual(['a']);
    expect(reservedTotal(reservations, now)).toBe(5_000);
    expect(reservedTotal(reservations, new Date(at(31)))).toBe(0);
  });

  it('the next share is one share, the rest when less than a share is left, and nothing when all is paid or held', () => {
    expect(nextShareAmount(100_000, 40_000, 20_000, 15_000)).toBe(15_000);
    expect(nextShareAmount(100_000, 80_000, 10_000, 15_000)).toBe(10_000);
    expect(nextShareAmount(100_000, 80_000, 20_000, 15_000)).toBeNull();
    expect(shareableRemaining(100_000, 90_000, 20_000)).toBe(0);
  });

  it("a share is the organiser's amount, else the per-person cost; the organiser may set a dollar up to the total", () => {
    expect(perShareAmount(undefined, 12_575)).toBe(12_575);
    expect(perShareAmount({ shareAmount: 20_000 }, 12_575)).toBe(20_000);
    expect(shareAmountAllowed(100, 50_000)).toBe(true);
    expect(shareAmountAllowed(99, 50_000)).toBe(false);
    expect(shareAmountAllowed(50_001, 50_000)).toBe(false);
    expect(shareAmountAllowed(150.5, 50_000)).toBe(false);
    expect(reservationFits(1_000, 500, 400, 100)).toBe(true);
    expect(reservationFits(1_000, 500, 400, 101)).toBe(false);
  });
});

// The ledger invariant (issue 16): whatever charges, shares (reserved, paid, lapsed) and refunds
// happen in whatever order, paid = sum(charges) - sum(refunds) and 0 <= paid <= total. The model
// takes each step the way the server does, through the same domain checks: a share is reserved
// only if it fits with what is paid and held, a charge is applied only if it fits (a late share
// whose reservation lapsed included), a refund gives back at most what is paid.
type Step =
  | { op: 'charge'; amount: number }
  | { op: 'reserve'; perShare: number }
  | { op: 'payShare'; pick: number }
  | { op: 'lapse'; minutes: number }
  | { op: 'refund'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('charge' as const), amount: fc.integer({ min: -500, max: 120_000 }) }),
  fc.record({ op: fc.constant('reserve' as const), perShare: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constant('payShare' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('lapse' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant('refund' as const), amount: fc.integer({ min: -500, max: 120_000 }) }),
);

describe('the ledger invariant', () => {
  it('paid = sum(charges) - sum(refunds) and 0 <= paid <= total after any sequence of charges, shares and refunds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.array(step, { maxLength: 60 }), (total, steps) => {
        const entries: LedgerAmount[] = [];
        let reservations: (ShareReservation & { paid: boolean })[] = [];
        let now = new Date(at(0));
        let sequence = 0;
        const charge = (amount: number) => {
          if (chargeFits(total, ledgerPaid(entries), amount)) entries.push({ kind: 'charge', amount });
        };
        for (const next of steps) {
          const paid = ledgerPaid(entries);
          const open = reservations.filter((reservation) => !reservation.paid);
          switch (next.op) {
            case 'charge':
              charge(next.amount);
              break;
            case 'reserve': {
              const reserved = reservedTotal(open, now);
              const amount = nextShareAmount(total, paid, reserved, next.perShare);
              if (amount !== null) {
                expect(reservationFits(total, paid, reserved, amount)).toBe(true);
                sequence += 1;
                reservations.push({
                  id: String(sequence),
                  name: 'Friend',
                  amount,
                  expiresAt: new Date(now.getTime() + 31 * 60_000).toISOString(),
                  paid: false,
                });
              }
              break;
            }
            case 'payShare': {
              const chosen = open[next.pick % Math.max(1, open.length)];
              if (chosen) {
                chosen.paid = true;
                charge(chosen.amount);
              }
              break;
            }
            case 'lapse':
              now = new Date(now.getTime() + next.minutes * 60_000);
              reservations = reservations.filter((reservation) => reservation.paid || Date.parse(reservation.expiresAt) > now.getTime() - 3_600_000);
              break;
            case 'refund':
              if (refundFits(paid, next.amount)) entries.push({ kind: 'refund', amount: next.amount });
              break;
          }
          const after = ledgerPaid(entries);
          const charges = entries.filter((entry) => entry.kind === 'charge').reduce((sum, entry) => sum + entry.amount, 0);
          const refunds = entries.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.amount, 0);
          expect(after).toBe(charges - refunds);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(total);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the organiser typing a share', () => {
  it('reads dollars and cents, with or without $ and thousands commas, and nothing else', () => {
    expect(dollarsToCents('250')).toBe(25_000);
    expect(dollarsToCents(' $1,250.5 ')).toBe(125_050);
    expect(dollarsToCents('99.99')).toBe(9_999);
    for (const bad of ['', 'abc', '12.345', '-5', '1,25', '$']) expect(dollarsToCents(bad)).toBeNull();
  });
});
