import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOnAmount, extraLines, PROMO_CAP_PERCENT, promoDiscount, type PriceExtras } from './price-extras.ts';
import { FIRST_PRICING } from './pricing-context.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from './pricing.ts';
import { PROMO_MAX_AMOUNT, PROMO_MAX_PERCENT } from './promo-codes.ts';

const TODAY = '2026-01-05';
const SATURDAY = '2026-03-07';

const decorations = { productId: 'decorations', name: 'Party decorations', per: 'cruise', unitAmount: 15000 } as const;
const favours = { productId: 'favours', name: 'Party favours', per: 'guest', unitAmount: 500 } as const;

describe('extraLines', () => {
  it('bills a per-cruise add-on by its quantity and a per-guest one by the group', () => {
    const lines = extraLines({ addOns: [{ ...decorations, quantity: 2 }, favours] }, 100000, 12);
    expect(lines).toEqual([
      { code: 'ADD_ON', label: 'Party decorations', amount: 30000, quantity: 2, unitAmount: 15000 },
      { code: 'ADD_ON', label: 'Party favours (per guest)', amount: 6000, quantity: 12, unitAmount: 500 },
    ]);
  });

  it('takes a percent promo off the cruise and the add-ons together, rounded down', () => {
    const lines = extraLines({ addOns: [decorations], promo: { code: 'SPRING10', kind: 'percent', value: 10 } }, 100005, 10);
    expect(lines.at(-1)).toEqual({ code: 'PROMO_DISCOUNT', label: 'Promo code SPRING10 (10% off)', amount: -11500 });
  });

  it('never takes an amount promo past zero, and to zero only when the code allows a free cruise', () => {
    expect(extraLines({ promo: { code: 'BIG', kind: 'amount', value: 50000, allowsFree: true } }, 20000, 5)).toEqual([
      { code: 'PROMO_DISCOUNT', label: 'Promo code BIG', amount: -20000 },
    ]);
    // Without it, at most PROMO_CAP_PERCENT comes off, as with a percent code.
    expect(extraLines({ promo: { code: 'BIG', kind: 'amount', value: 50000 } }, 20000, 5)).toEqual([
      { code: 'PROMO_DISCOUNT', label: 'Promo code BIG', amount: -18000 },
    ]);
    expect(promoDiscount({ code: 'BIG', kind: 'amount', value: 50000 }, 0)).toBe(0);
  });

  it('leaves a total above zero unless the code allows a free cruise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('percent' as const, 'amount' as const),
        fc.integer({ min: 1, max: PROMO_MAX_AMOUNT }),
        fc.boolean(),
        (base, kind, raw, allowsFree) => {
          const value = kind === 'percent' ? Math.min(raw, PROMO_MAX_PERCENT) : raw;
          const discount = promoDiscount({ code: 'X', kind, value, allowsFree }, base);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(base);
          if (!allowsFree) expect(discount).toBeLessThanOrEqual(Math.floor((base * PROMO_CAP_PERCENT) / 100));
        },
      ),
    );
  });
});

describe('the engine with extras', () => {
  it('itemises add-ons and the promo and taxes the discounted subtotal', () => {
    const plain = calculatePrivateCruisePrice({ groupSize: 14, eventDate: SATURDAY, packageType: 'standard', today: TODAY, pricing: FIRST_PRICING });
    const extras: PriceExtras = { addOns: [decorations], promo: { code: 'TAKE100', kind: 'amount', value: 10000 } };
    const price = calculatePrivateCruisePrice({ groupSize: 14, eventDate: SATURDAY, packageType: 'standard', today: TODAY, pricing: FIRST_PRICING, extras });
    expect(price.breakdown.lineItems.map((line) => line.code)).toEqual(['CHARTER', 'ADD_ON', 'PROMO_DISCOUNT']);
    expect(price.breakdown.subtotal).toBe(plain.breakdown.subtotal + 15000 - 10000);
    expect(price.breakdown.lineItems.reduce((sum, line) => sum + line.amount, 0)).toBe(price.breakdown.subtotal);
    expect(price.totalPrice).toBeGreaterThan(plain.totalPrice);
  });

  it('leaves a price without extras exactly as before', () => {
    const before = calculateDiscoCruisePrice({ groupSize: 10, eventDate: SATURDAY, discoPackage: 'basic', today: TODAY, pricing: FIRST_PRICING });
    const after = calculateDiscoCruisePrice({ groupSize: 10, eventDate: SATURDAY, discoPackage: 'basic', today: TODAY, pricing: FIRST_PRICING, extras: {} });
    expect(after).toEqual(before);
  });

  it('a promo code never makes a total negative, and the lines always add up to the subtotal', () => {
    const promo = fc.oneof(
      fc.record({ code: fc.constant('P'), kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: PROMO_MAX_PERCENT }) }),
      fc.record({ code: fc.constant('A'), kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: PROMO_MAX_AMOUNT * 3 }) }),
    );
    const addOn = fc.record({
      productId: fc.constant('x'),
      name: fc.constant('X'),
      per: fc.constantFrom('cruise' as const, 'guest' as const),
      unitAmount: fc.integer({ min: 100, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 75 }), promo, fc.array(addOn, { maxLength: 4 }), (groupSize, promoCharge, addOns) => {
        const price = calculatePrivateCruisePrice({
          groupSize,
          eventDate: SATURDAY,
          packageType: 'essentials',
          today: TODAY,
          pricing: FIRST_PRICING,
          extras: { addOns, promo: promoCharge },
        });
        expect(price.breakdown.subtotal).toBeGreaterThanOrEqual(0);
        expect(price.totalPrice).toBeGreaterThanOrEqual(0);
        expect(price.depositAmount).toBeGreaterThanOrEqual(0);
        expect(price.breakdown.lineItems.reduce((sum, line) => sum + line.amount, 0)).toBe(price.breakdown.subtotal);
      }),
    );
  });
});

describe('addOnAmount', () => {
  it('is the unit price for a per-cruise add-on (times its quantity) and the unit price times the group per guest', () => {
    expect(addOnAmount({ per: 'cruise', unitAmount: 15000 }, 30)).toBe(15000);
    expect(addOnAmount({ per: 'cruise', unitAmount: 2500, quantity: 3 }, 30)).toBe(7500);
    expect(addOnAmount({ per: 'guest', unitAmount: 500, quantity: 4 }, 12)).toBe(6000);
  });

  it('is what the quote line for it bills', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cruise' as const, 'guest' as const),
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 75 }),
        (per, unitAmount, quantity, groupSize) => {
          const [line] = extraLines({ addOns: [{ productId: 'x', name: 'X', per, unitAmount, quantity }] }, 50000, groupSize);
          expect(line?.amount).toBe(addOnAmount({ per, unitAmount, quantity }, groupSize));
        },
      ),
    );
  });
});
