import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentRefusal, paymentSummary } from './booking-money.ts';

const booking = (price: number, paid: number[], refunded: number[] = [], adjusted: number[] = [], depositAmount = 50_000) => ({
  price: { totalPrice: price },
  deposit: { depositAmount },
  payments: paid.map((amount) => ({ amount })),
  refunds: refunded.map((amount) => ({ amount })),
  adjustments: adjusted.map((amount) => ({ amount })),
});

describe("a booking's money", () => {
  it('costs the price less its adjustments, and owes that less what is paid net of refunds', () => {
    expect(paymentSummary(booking(200_000, [50_000, 20_000], [10_000], [5_000, 1_500]))).toEqual({
      price: 200_000,
      adjusted: 6_500,
      total: 193_500,
      paid: 60_000,
      refunded: 10_000,
      depositOutstanding: 0,
      outstanding: 133_500,
      fullyPaid: false,
    });
  });

  it('a refund by mistake raises what is owed; a goodwill refund (with its adjustment) leaves it', () => {
    const before = paymentSummary(booking(200_000, [100_000])).outstanding;
    expect(paymentSummary(booking(200_000, [100_000], [10_000])).outstanding).toBe(before + 10_000);
    expect(paymentSummary(booking(200_000, [100_000], [10_000], [10_000])).outstanding).toBe(before);
  });

  it('property: paid = charges - refunds and owed = total - paid, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 3 }),
        (price, paid, adjusted) => {
          const money = paymentSummary(booking(price, paid, [], adjusted));
          const charged = paid.reduce((sum, amount) => sum + amount, 0);
          expect(money.paid).toBe(charged);
          expect(money.total).toBe(Math.max(0, price - adjusted.reduce((sum, amount) => sum + amount, 0)));
          expect(money.outstanding).toBe(Math.max(0, money.total - money.paid));
          expect(money.fullyPaid).toBe(money.outstanding === 0);
        },
      ),
    );
  });

  it('a discount or credit is refused on an ended booking and beyond what is owed', () => {
    const live = { ...booking(200_000, [150_000]), status: 'confirmed' };
    expect(adjustmentRefusal(live, 50_000)).toBeNull();
    expect(adjustmentRefusal(live, 50_001)?.code).toBe('MORE_THAN_OWED');
    expect(adjustmentRefusal(live, 0)?.code).toBe('MORE_THAN_OWED');
    expect(adjustmentRefusal({ ...live, status: 'cancelled' }, 100)?.code).toBe('NOT_LIVE');
  });
});
