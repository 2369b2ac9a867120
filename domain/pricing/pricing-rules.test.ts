import { FIRST_PRICING } from './pricing-context.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from './pricing.ts';
import { adjustmentAmount, assertValidPricingRule, pricingAdjustmentFor, selectPricingRule, type PricingRule } from './pricing-rules.ts';

const TODAY = '2026-01-05';

function rule(overrides: Partial<PricingRule>): PricingRule {
  return {
    id: 'rule',
    name: 'Rule',
    kind: 'peak',
    startDate: '2026-05-01',
    endDate: '2026-09-30',
    percent: 10,
    appliesTo: 'both',
    ...overrides,
  };
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('no rules: the table holds', () => {
  it('an empty or absent list changes nothing', () => {
    const base = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 14, eventDate: '2026-06-01', packageType: 'standard', today: TODAY });
    const empty = calculatePrivateCruisePrice({
      groupSize: 14,
      eventDate: '2026-06-01',
      packageType: 'standard',
      today: TODAY,
      pricing: { ...FIRST_PRICING, rules: [] },
    });
    expect(base.totalPrice).toBe(102600);
    expect(empty).toEqual(base);
    expect(base.pricingAdjustment).toBeNull();
  });
});

describe('applying a rule', () => {
  it('adds a line item and taxes the adjusted subtotal', () => {
    const peak = rule({ id: 'summer', name: 'Summer peak', percent: 20 });
    const result = calculatePrivateCruisePrice({
      groupSize: 14,
      eventDate: '2026-06-01',
      packageType: 'standard',
      today: TODAY,
      pricing: { ...FIRST_PRICING, rules: [peak] },
    });
    expect(result.breakdown.lineItems.at(-1)).toEqual({ code: 'PRICING_ADJUSTMENT', label: 'Summer peak (+20%)', amount: 16000 });
    expect(result.breakdown).toMatchObject({ subtotal: 96000, tax: 7920, gratuity: 19200, total: 123120 });
    expect(result.pricingAdjustment).toEqual({ ruleId: 'summer', ruleName: 'Summer peak', kind: 'peak', percent: 20, baseAmount: 80000, amount: 16000 });
    // The table's own fields stay the table's.
    expect(result.baseHourlyRate).toBe(20000);
  });

  it('an off-peak rule lowers the price', () => {
    const off = rule({ kind: 'off_peak', name: 'Winter', startDate: '2026-01-01', endDate: '2026-02-28', percent: -20 });
    const result = calculatePrivateCruisePrice({
      groupSize: 14,
      eventDate: '2026-02-02',
      packageType: 'standard',
      today: TODAY,
      pricing: { ...FIRST_PRICING, rules: [off] },
    });
    expect(result.breakdown.subtotal).toBe(64000);
    expect(result.breakdown.lineItems.at(-1)?.label).toBe('Winter (-20%)');
  });

  it('start and end dates are inclusive; days outside are untouched', () => {
    const r = rule({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(selectPricingRule([r], '2026-04-30', 'private')).toBeNull();
    expect(selectPricingRule([r], '2026-05-01', 'private')).toBe(r);
    expect(selectPricingRule([r], '2026-05-31', 'private')).toBe(r);
    expect(selectPricingRule([r], '2026-06-01', 'private')).toBeNull();
  });

  it('respects appliesTo and the active switch', () => {
    const privateOnly = rule({ appliesTo: 'private' });
    expect(selectPricingRule([privateOnly], '2026-06-05', 'disco')).toBeNull();
    expect(selectPricingRule([privateOnly], '2026-06-05', 'private')).toBe(privateOnly);
    expect(selectPricingRule([rule({ active: false })], '2026-06-05', 'private')).toBeNull();

    const discoRule = rule({ appliesTo: 'disco', percent: 10 });
    const disco = calculateDiscoCruisePrice({
      groupSize: 10,
      eventDate: '2026-06-05',
      discoPackage: 'basic',
      today: TODAY,
      pricing: { ...FIRST_PRICING, rules: [discoRule] },
    });
    expect(disco.breakdown.subtotal).toBe(85000 + 8500);
    const priv = calculatePrivateCruisePrice({
      groupSize: 10,
      eventDate: '2026-06-05',
      packageType: 'standard',
      today: TODAY,
      pricing: { ...FIRST_PRICING, rules: [discoRule] },
    });
    expect(priv.pricingAdjustment).toBeNull();
  });

  it('never stacks: holiday beats peak beats off-peak, then the narrower range, then the id', () => {
    const summer = rule({ id: 'summer', kind: 'peak', percent: 10 });
    const july4 = rule({ id: 'july4', kind: 'holiday', startDate: '2026-07-03', endDate: '2026-07-05', percent: 30 });
    const offPeak = rule({ id: 'slow', kind: 'off_peak', percent: -10 });
    const weekPeak = rule({ id: 'week', kind: 'peak', startDate: '2026-06-01', endDate: '2026-06-07', percent: 15 });
    expect(selectPricingRule([summer, july4, offPeak], '2026-07-04', 'private')?.id).toBe('july4');
    expect(selectPricingRule([offPeak, summer], '2026-07-10', 'private')?.id).toBe('summer');
    expect(selectPricingRule([summer, weekPeak], '2026-06-03', 'private')?.id).toBe('week');
    expect(selectPricingRule([rule({ id: 'b' }), rule({ id: 'a' })], '2026-06-03', 'private')?.id).toBe('a');
  });
});

describe('rounding of the adjustment', () => {
  it.each([
    [80000, 20, 16000],
    [12345, 10, 1235], // 1234.5 -> half away from zero
    [12345, -10, -1235],
    [12344, 10, 1234], // 1234.4
    [12346, -10, -1235], // -1234.6
    [100, 0, 0],
  ])('%i x %i%% = %i', (subtotal, percent, amount) => {
    expect(adjustmentAmount(subtotal, percent)).toBe(amount);
  });

  it('property: +x% and -x% mirror each other and stay within half a cent of exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 30 }), (subtotal, percent) => {
        const up = adjustmentAmount(subtotal, percent);
        expect(adjustmentAmount(subtotal, -percent) + up).toBe(0);
        expect(Number.isInteger(up)).toBe(true);
        expect(Math.abs(up * 100 - subtotal * percent)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('property: with any valid rule, totals still add up and line items sum to the subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 75 }), fc.integer({ min: -20, max: 30 }), (groupSize, percent) => {
        const r = rule({ kind: percent < 0 ? 'off_peak' : 'peak', percent });
        const result = calculatePrivateCruisePrice({
          groupSize,
          eventDate: '2026-06-10',
          packageType: 'essentials',
          today: TODAY,
          pricing: { ...FIRST_PRICING, rules: [r] },
        });
        const b = result.breakdown;
        expect(b.total).toBe(b.subtotal + b.tax + b.gratuity);
        expect(b.lineItems.reduce((s, l) => s + l.amount, 0)).toBe(b.subtotal);
        expect(b.tax * 10_000).toBeLessThanOrEqual(b.subtotal * 825);
        expect(result.depositAmount + result.balanceDue).toBe(result.totalPrice);
      }),
    );
  });
});

describe('rule validation', () => {
  it.each([
    [{ percent: 31 }, 'percent'],
    [{ percent: -21, kind: 'off_peak' as const }, 'percent'],
    [{ percent: 12.5 }, 'percent'],
    [{ percent: -5, kind: 'holiday' as const }, 'percent'], // a holiday cannot be a discount
    [{ percent: 5, kind: 'off_peak' as const }, 'percent'],
    [{ startDate: '2026-06-10', endDate: '2026-06-01' }, 'endDate'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ id: '' }, 'id'],
    [{ appliesTo: 'boats' as never }, 'appliesTo'],
  ])('%j is refused (%s)', (overrides, field) => {
    expect(codeOf(() => assertValidPricingRule(rule(overrides)))).toBe('INVALID_PRICING_RULE');
    try {
      assertValidPricingRule(rule(overrides));
    } catch (error) {
      expect((error as DomainError).fields).toHaveProperty(field);
    }
  });

  it('a bad rule passed to a calculator is refused, not silently ignored', () => {
    expect(
      codeOf(() =>
        calculatePrivateCruisePrice({
          groupSize: 5,
          eventDate: '2026-06-10',
          packageType: 'standard',
          today: TODAY,
          pricing: { ...FIRST_PRICING, rules: [rule({ percent: 99 })] },
        }),
      ),
    ).toBe('INVALID_PRICING_RULE');
  });

  it('bounds themselves are allowed', () => {
    expect(assertValidPricingRule(rule({ percent: 30, kind: 'holiday' })).percent).toBe(30);
    expect(assertValidPricingRule(rule({ percent: -20, kind: 'off_peak' })).percent).toBe(-20);
    expect(pricingAdjustmentFor([rule({ percent: 0 })], '2026-06-10', 'private', 1000)?.amount).toBe(0);
  });
});
