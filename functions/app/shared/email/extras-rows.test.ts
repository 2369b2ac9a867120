import { describe, expect, it } from 'vitest';
import { extrasRows } from './extras-rows.ts';

describe('extrasRows', () => {
  it('lists the add-ons with their counts and the promo discount', () => {
    expect(
      extrasRows([
        { code: 'CHARTER', label: 'Private charter', amount: 100000 },
        { code: 'ADD_ON', label: 'Coolers on ice', amount: 5000, quantity: 2, unitAmount: 2500 },
        { code: 'ADD_ON', label: 'Live DJ', amount: 40000, quantity: 1, unitAmount: 40000 },
        { code: 'PROMO_DISCOUNT', label: 'Promo code SPRING10 (10% off)', amount: -14500 },
      ]),
    ).toEqual([
      ['Add-ons', 'Coolers on ice (2 × $25.00) $50.00; Live DJ $400.00'],
      ['Discount', 'Promo code SPRING10 (10% off) −$145.00'],
    ]);
  });

  it('adds nothing to a price without extras', () => {
    expect(extrasRows([{ code: 'CHARTER', label: 'Private charter', amount: 100000 }])).toEqual([]);
  });
});
