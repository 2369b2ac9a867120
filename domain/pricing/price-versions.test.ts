import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_TYPES, addDays } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS } from './disco.ts';
import { CAPACITY_TIERS } from './fleet.ts';
import { dollars } from '../shared/money.ts';
import { priceTableSchema } from './pricing-admin.ts';
import { FIRST_PRICE_TABLE, FIRST_PRICE_VERSION, priceTableDifferences, priceVersionOn, type PriceTable, type PriceVersion } from './price-versions.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from './pricing.ts';
import { FIRST_PRICING, type PricingContext } from './pricing-context.ts';
import { overlappingRule, type PricingRule } from './pricing-rules.ts';
import { PRIVATE_PACKAGE_TYPES } from './rates.ts';

const TODAY = '2026-01-05';
const dates = fc.integer({ min: 1, max: 700 }).map((n) => addDays(TODAY, n));
const copyOf = (table: PriceTable): PriceTable => structuredClone(table);
const version = (n: number, effectiveFrom: string, table: PriceTable = FIRST_PRICE_TABLE): PriceVersion => ({
  version: n,
  effectiveFrom,
  table,
  createdAt: '',
  createdBy: 'staff@example.com',
});

describe('a staff table equal to version 1 prices as the launch constants did', () => {
  it('private charters: every group, date, package and lily pad', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 75 }),
        dates,
        fc.constantFrom(...PRIVATE_PACKAGE_TYPES),
        fc.boolean(),
        (groupSize, eventDate, packageType, lilyPad) => {
          const input = { groupSize, eventDate, packageType, lilyPad, today: TODAY };
          const staff = calculatePrivateCruisePrice({ ...input, pricing: { version: 7, table: copyOf(FIRST_PRICE_TABLE), rules: [] } });
          const launch = calculatePrivateCruisePrice({ ...input, pricing: FIRST_PRICING });
          expect({ ...staff, priceVersion: 1 }).toEqual(launch);
          expect(staff.priceVersion).toBe(7);
        },
      ),
    );
  });

  it('disco tickets: every group, sailing day, package and bride', () => {
    const discoDates = dates.filter((d) => [5, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 30 }),
        discoDates,
        fc.constantFrom(...DISCO_PACKAGE_KEYS),
        fc.boolean(),
        (groupSize, eventDate, discoPackage, brideIncluded) => {
          const input = { groupSize, eventDate, discoPackage, brideIncluded, today: TODAY };
          const staff = calculateDiscoCruisePrice({ ...input, pricing: { version: 3, table: copyOf(FIRST_PRICE_TABLE), rules: [] } });
          expect({ ...staff, priceVersion: 1 }).toEqual(calculateDiscoCruisePrice({ ...input, pricing: FIRST_PRICING }));
        },
      ),
    );
  });

  it('a changed Saturday rate moves Saturday prices by four hours of the difference and no other day', () => {
    const table = copyOf(FIRST_PRICE_TABLE);
    table.hourlyRates[25].SATURDAY += dollars(25);
    const pricing: PricingContext = { version: 2, table, rules: [] };
    const saturday = '2026-06-13';
    const friday = '2026-06-12';
    const on = (eventDate: string, p = pricing) => calculatePrivateCruisePrice({ groupSize: 20, eventDate, packageType: 'standard', today: TODAY, pricing: p });
    expect(on(saturday).breakdown.subtotal - on(saturday, FIRST_PRICING).breakdown.subtotal).toBe(dollars(100));
    expect(on(friday).totalPrice).toBe(on(friday, FIRST_PRICING).totalPrice);
    expect(priceTableDifferences(FIRST_PRICE_TABLE, table)).toEqual(['hourlyRates.25.SATURDAY']);
  });
});

describe('rules never stack', () => {
  const ruleArb = fc
    .record({
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      name: fc.constant('Rule'),
      kind: fc.constantFrom('peak', 'holiday') as fc.Arbitrary<'peak' | 'holiday'>,
      startDate: fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-06-01', n)),
      percent: fc.integer({ min: 1, max: 30 }),
      appliesTo: fc.constantFrom('private', 'disco', 'both') as fc.Arbitrary<'private' | 'disco' | 'both'>,
      length: fc.integer({ min: 0, max: 30 }),
    })
    .map(({ length, ...r }): PricingRule => ({ ...r, endDate: addDays(r.startDate, length) }));

  it('a price carries at most one adjustment, of one rule that covers the day, whatever the rules', () => {
    fc.assert(
      // Unique ids, so the adjustment names exactly one rule.
      fc.property(
        fc.array(ruleArb, { maxLength: 5 }).map((rs) => rs.map((r, i) => ({ ...r, id: `r${i}` }))),
        fc.integer({ min: 0, max: 90 }),
        (rules, offset) => {
          const eventDate = addDays('2026-06-01', offset);
          const price = calculatePrivateCruisePrice({ groupSize: 20, eventDate, packageType: 'standard', today: TODAY, pricing: { ...FIRST_PRICING, rules } });
          const adjustments = price.breakdown.lineItems.filter((l) => l.code === 'PRICING_ADJUSTMENT');
          expect(adjustments.length).toBeLessThanOrEqual(1);
          const base = calculatePrivateCruisePrice({ groupSize: 20, eventDate, packageType: 'standard', today: TODAY, pricing: FIRST_PRICING });
          if (price.pricingAdjustment === null) {
            expect(price.totalPrice).toBe(base.totalPrice);
          } else {
            const chosen = rules.find((r) => r.id === price.pricingAdjustment!.ruleId);
            expect(chosen && chosen.startDate <= eventDate && eventDate <= chosen.endDate && chosen.appliesTo !== 'disco').toBe(true);
            // The one rule's percent of the table's subtotal, never a compounded one.
            expect(price.breakdown.subtotal).toBe(base.breakdown.subtotal + price.pricingAdjustment.amount);
            expect(Math.abs(price.pricingAdjustment.amount)).toBeLessThanOrEqual(Math.ceil((base.breakdown.subtotal * 30) / 100));
          }
        },
      ),
    );
  });

  it('rules staff may store together (no overlap) leave at most one rule covering any day', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), (candidates) => {
        const kept: PricingRule[] = [];
        for (const [i, r] of candidates.entries()) {
          const rule = { ...r, id: `r${i}` };
          if (overlappingRule(rule, kept) === null) kept.push(rule);
        }
        for (let offset = 0; offset < 95; offset++) {
          const day = addDays('2026-06-01', offset);
          for (const offering of ['private', 'disco'] as const) {
            const covering = kept.filter((r) => r.startDate <= day && day <= r.endDate && (r.appliesTo === 'both' || r.appliesTo === offering));
            expect(covering.length).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });

  it('day types and tiers narrow a rule, and rules on different day types do not overlap', () => {
    const weekend: PricingRule = {
      id: 'w',
      name: 'Summer weekends',
      kind: 'peak',
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      percent: 10,
      appliesTo: 'private',
      dayTypes: ['SATURDAY'],
      tiers: [75],
    };
    const weekday: PricingRule = { ...weekend, id: 'd', name: 'Summer weekdays', dayTypes: ['MON_THU'], tiers: undefined as never };
    delete (weekday as Partial<PricingRule>).tiers;
    expect(overlappingRule(weekday, [weekend])).toBeNull();
    expect(overlappingRule({ ...weekday, dayTypes: ['SATURDAY'] }, [weekend])?.id).toBe('w');
    const price = (groupSize: number, eventDate: string) =>
      calculatePrivateCruisePrice({ groupSize, eventDate, packageType: 'standard', today: TODAY, pricing: { ...FIRST_PRICING, rules: [weekend] } })
        .pricingAdjustment?.ruleId ?? null;
    expect(price(60, '2026-06-13')).toBe('w');
    expect(price(20, '2026-06-13')).toBeNull();
    expect(price(60, '2026-06-12')).toBeNull();
  });
});

describe('price versions', () => {
  it('the version in effect is the latest started on or before the day; version 1 before any', () => {
    const versions = [version(2, '2026-03-01'), version(3, '2026-06-01')];
    expect(priceVersionOn(versions, '2026-02-28')).toBe(FIRST_PRICE_VERSION);
    expect(priceVersionOn(versions, '2026-03-01').version).toBe(2);
    expect(priceVersionOn(versions, '2026-05-31').version).toBe(2);
    expect(priceVersionOn(versions, '2027-01-01').version).toBe(3);
  });

  it('the table schema takes the launch table and names the field of a negative or absurd amount', () => {
    expect(priceTableSchema.safeParse(FIRST_PRICE_TABLE).success).toBe(true);
    const negative = copyOf(FIRST_PRICE_TABLE);
    negative.crewFeePerHour[30] = -100;
    const absurd = copyOf(FIRST_PRICE_TABLE);
    absurd.hourlyRates[75].SATURDAY = dollars(40_000);
    for (const [table, path] of [
      [negative, 'crewFeePerHour.30'],
      [absurd, 'hourlyRates.75.SATURDAY'],
    ] as const) {
      const result = priceTableSchema.safeParse(table);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([path]);
    }
    expect(CAPACITY_TIERS.length * DAY_TYPES.length).toBe(20);
  });
});
