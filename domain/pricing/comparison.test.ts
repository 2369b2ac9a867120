import { FIRST_PRICING } from './pricing-context.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ALTERNATIVES, MAX_DAY_SUGGESTIONS, compareCruiseOptions, comparisonReasonFor, type ComparisonReasonCode } from './comparison.ts';
import { addDays, dayOfWeek } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS } from './disco.ts';
import { DomainError } from '../shared/errors.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from './pricing.ts';
import type { PricingRule } from './pricing-rules.ts';

const TODAY = '2026-01-05';
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';
const SUNDAY = '2026-03-08';
const TUESDAY = '2026-03-03';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('compareCruiseOptions: recommendation and reason', () => {
  it.each([
    // guests, date, package, recommendation, reason, savings (cents)
    // Sat tier 14 private 179550 vs 8 tickets of $109.01 ($85 all in) -> 87208
    [8, SATURDAY, 'basic', 'disco', 'DISCO_MAJOR_SAVINGS', 179550 - 87208],
    // Fri private 115425 vs 87208: 28217 >= $200
    [8, FRIDAY, 'basic', 'disco', 'DISCO_GOOD_SAVINGS', 115425 - 87208],
    // Fri private 115425 vs 10 x $109.01 -> 109010: 6415 < $200
    [10, FRIDAY, 'basic', 'disco', 'DISCO_MINOR_SAVINGS', 115425 - 109010],
    // Fri private 115425 vs 12 x $109.01 -> 130812: private cheaper by 15387 < $200
    [12, FRIDAY, 'basic', 'private', 'PRIVATE_MARGINAL_SAVINGS', 130812 - 115425],
    // Fri private 115425 vs 14 x $109.01 -> 152614: private cheaper by 37189
    [14, FRIDAY, 'basic', 'private', 'PRIVATE_SIGNIFICANT_SAVINGS', 152614 - 115425],
    // Sunday: no disco
    [10, SUNDAY, 'basic', 'private_only', 'DISCO_NOT_AVAILABLE_ON_DAY', 0],
    [10, TUESDAY, 'platinum', 'private_only', 'DISCO_NOT_AVAILABLE_ON_DAY', 0],
    // Saturday but the group does not fit a disco booking
    [5, SATURDAY, 'basic', 'private_only', 'DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE', 0],
    [31, SATURDAY, 'basic', 'private_only', 'DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE', 0],
  ] as const)('%i guests on %s (%s): %s / %s, saves %i', (groupSize, eventDate, discoPackage, recommendation, reason, savings) => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize, eventDate, discoPackage, today: TODAY });
    expect(result.recommendation).toBe(recommendation);
    expect(result.reason).toBe(reason as ComparisonReasonCode);
    expect(result.savings).toBe(savings);
    expect(result.reasonMessage.length).toBeGreaterThan(10);
    expect(result.private.packageType).toBe('standard');
    expect(result.private.totalPrice).toBe(
      calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate, packageType: 'standard', today: TODAY }).totalPrice,
    );
    if (recommendation === 'private_only') {
      expect(result.disco).toBeUndefined();
    } else {
      expect(result.disco?.packageType).toBe(discoPackage);
      expect(result.disco?.totalPrice).toBe(calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate, discoPackage, today: TODAY }).totalPrice);
    }
  });

  it('uses basic when no disco package is given', () => {
    expect(compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 8, eventDate: FRIDAY, today: TODAY }).disco?.packageType).toBe('basic');
  });

  it('uses the package given, and the bride rides free in the comparison too', () => {
    const result = compareCruiseOptions({
      pricing: FIRST_PRICING,
      groupSize: 10,
      eventDate: FRIDAY,
      discoPackage: 'disco_queen',
      brideIncluded: true,
      today: TODAY,
    });
    expect(result.disco?.chargeableGuests).toBe(9);
  });

  it.each([
    // private total, disco total, reason, savings
    [100_000, 50_000, 'DISCO_MAJOR_SAVINGS', 50_000], // exactly $500 is major
    [100_000, 50_001, 'DISCO_GOOD_SAVINGS', 49_999],
    [100_000, 80_000, 'DISCO_GOOD_SAVINGS', 20_000], // exactly $200 is good
    [100_000, 80_001, 'DISCO_MINOR_SAVINGS', 19_999],
    [100_000, 99_999, 'DISCO_MINOR_SAVINGS', 1],
    [100_000, 100_000, 'PRIVATE_MARGINAL_SAVINGS', 0], // a tie goes to private
    [100_000, 119_999, 'PRIVATE_MARGINAL_SAVINGS', 19_999],
    [100_000, 120_000, 'PRIVATE_SIGNIFICANT_SAVINGS', 20_000], // exactly $200 is significant
  ] as const)('private %i vs disco %i -> %s (%i)', (privateTotal, discoTotal, reason, savings) => {
    expect(comparisonReasonFor(privateTotal, discoTotal)).toEqual({ reason, savings });
  });

  it("refuses bad input with the calculators' codes", () => {
    expect(codeOf(() => compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 0, eventDate: FRIDAY, today: TODAY }))).toBe('GROUP_SIZE_OUT_OF_RANGE');
    expect(codeOf(() => compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 76, eventDate: FRIDAY, today: TODAY }))).toBe('GROUP_SIZE_OUT_OF_RANGE');
    expect(codeOf(() => compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 10, eventDate: '2026-01-01', today: TODAY }))).toBe('DATE_IN_PAST');
    expect(codeOf(() => compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 10, eventDate: '2026-02-30', today: TODAY }))).toBe('INVALID_DATE');
    expect(codeOf(() => compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 10, eventDate: FRIDAY, discoPackage: 'vip' as never, today: TODAY }))).toBe(
      'UNKNOWN_PACKAGE',
    );
  });
});

describe('alternatives', () => {
  it('are capped at 3, cheapest first, with totals and savings against the Standard private', () => {
    // Candidates on a Friday for 8: disco_queen 97464 (8 x $121.83), platinum 107728 (8 x $134.66), essentials 128250, ultimate 147487.
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 8, eventDate: FRIDAY, today: TODAY });
    expect(result.alternatives).toHaveLength(MAX_ALTERNATIVES);
    expect(result.alternatives.map((a) => [a.offering, a.packageType, a.total, a.savings])).toEqual([
      ['disco', 'disco_queen', 97464, 115425 - 97464],
      ['disco', 'platinum', 107728, 115425 - 107728],
      ['private', 'essentials', 128250, 115425 - 128250],
    ]);
    for (const alt of result.alternatives) expect(alt.label).toContain('$');
  });

  it('without disco, offer the other private packages', () => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 8, eventDate: SUNDAY, today: TODAY });
    expect(result.alternatives.map((a) => a.packageType)).toEqual(['essentials', 'ultimate']);
  });

  it('never repeats the disco package being compared', () => {
    for (const discoPackage of DISCO_PACKAGE_KEYS) {
      const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 8, eventDate: SATURDAY, discoPackage, today: TODAY });
      expect(result.alternatives.some((a) => a.offering === 'disco' && a.packageType === discoPackage)).toBe(false);
    }
  });
});

describe('day suggestions', () => {
  it('a Saturday private for 14: move to the nearest Monday, Thursday, Friday or Sunday', () => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 14, eventDate: SATURDAY, today: TODAY });
    // Saturday 179550: Mon/Thu 102600 (saves 76950), Sun 128250 (51300), Fri 115425 (64125)
    expect(result.daySuggestions.map((s) => [s.kind, s.eventDate, s.total, s.savings])).toEqual([
      ['thursday_private', '2026-03-05', 102600, 76950],
      ['monday_private', '2026-03-09', 102600, 76950],
      ['friday_private', '2026-03-06', 115425, 64125],
      ['sunday_private', '2026-03-08', 128250, 51300],
    ]);
    // The disco sails on the asked Saturday, so no "switch to disco on another day" suggestion.
    expect(result.daySuggestions.some((s) => s.offering === 'disco')).toBe(false);
    for (const s of result.daySuggestions) expect(s.label).toMatch(/save \$/);
  });

  it('a Monday move is suggested only when it saves more than $100', () => {
    // An off-peak rule on the asked Friday brings it within $100 of the following Monday.
    const offPeakFriday: PricingRule = {
      id: 'r1',
      name: 'Spring promo',
      kind: 'off_peak',
      startDate: FRIDAY,
      endDate: FRIDAY,
      percent: -10,
      appliesTo: 'private',
    };
    const withRule = compareCruiseOptions({ groupSize: 14, eventDate: FRIDAY, today: TODAY, pricing: { ...FIRST_PRICING, rules: [offPeakFriday] } });
    // Friday 90000 - 9000 = 81000 -> 103882; Monday 102600: saves 1282, not enough
    expect(withRule.private.totalPrice).toBe(103882);
    expect(withRule.daySuggestions.some((s) => s.kind === 'monday_private')).toBe(false);

    const without = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 14, eventDate: FRIDAY, today: TODAY });
    // Friday 115425 vs Monday 102600: saves 12825 > 10000
    expect(without.daySuggestions.find((s) => s.kind === 'monday_private')).toMatchObject({ eventDate: '2026-03-09', savings: 12825 });
  });

  it('a Saturday disco switch is suggested from a Sunday when it saves more than $50', () => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 8, eventDate: SUNDAY, today: TODAY });
    // Sunday private 128250 vs disco 8 x $109.01 = 87208 -> saves 41042
    expect(result.daySuggestions.find((s) => s.kind === 'saturday_disco')).toMatchObject({
      offering: 'disco',
      packageType: 'basic',
      eventDate: SATURDAY,
      dayType: 'SATURDAY',
      total: 87208,
      savings: 41042,
    });
    expect(result.daySuggestions.find((s) => s.kind === 'friday_disco')?.eventDate).toBe(FRIDAY);
  });

  it('no disco switch when the disco would cost more', () => {
    // 20 guests: Sunday private 141075 vs disco 20 x $85 = 218025
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 20, eventDate: SUNDAY, today: TODAY });
    expect(result.daySuggestions.some((s) => s.offering === 'disco')).toBe(false);
  });

  it('no disco switch for groups the disco cannot take', () => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 6, eventDate: SUNDAY, today: TODAY });
    expect(result.daySuggestions.some((s) => s.offering === 'disco')).toBe(false);
    expect(result.daySuggestions.length).toBeGreaterThan(0);
  });

  it('nothing is suggested when the asked day is already the cheapest', () => {
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 40, eventDate: TUESDAY, today: TODAY });
    expect(result.daySuggestions).toEqual([]);
  });

  it('never suggests a day before today', () => {
    // Today is the Saturday itself: the Friday and Thursday before are gone, so use the next ones.
    const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize: 14, eventDate: SATURDAY, today: SATURDAY });
    const dates = Object.fromEntries(result.daySuggestions.map((s) => [s.kind, s.eventDate]));
    expect(dates).toEqual({
      thursday_private: '2026-03-12',
      monday_private: '2026-03-09',
      friday_private: '2026-03-13',
      sunday_private: '2026-03-08',
    });
  });

  it('are capped at 5, keeping the biggest savings', () => {
    // A holiday surcharge on the asked Sunday makes six moves worth suggesting for 8 guests.
    const holiday: PricingRule = {
      id: 'h1',
      name: 'Holiday weekend',
      kind: 'holiday',
      startDate: SUNDAY,
      endDate: SUNDAY,
      percent: 30,
      appliesTo: 'both',
    };
    const result = compareCruiseOptions({ groupSize: 8, eventDate: SUNDAY, today: TODAY, pricing: { ...FIRST_PRICING, rules: [holiday] } });
    expect(result.private.totalPrice).toBe(166725);
    expect(result.daySuggestions).toHaveLength(MAX_DAY_SUGGESTIONS);
    expect(result.daySuggestions.map((s) => s.kind)).toEqual(['friday_disco', 'saturday_disco', 'thursday_private', 'monday_private', 'friday_private']);
    // The sixth, the next Sunday at the normal rate (saves 38475), is the one left out.
    expect(result.daySuggestions.some((s) => s.kind === 'sunday_private')).toBe(false);
  });

  it('property: caps hold, suggestions save money, and recommendations match the totals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 75 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(...DISCO_PACKAGE_KEYS),
        fc.boolean(),
        (groupSize, ahead, discoPackage, brideIncluded) => {
          const eventDate = addDays(TODAY, ahead);
          const result = compareCruiseOptions({ pricing: FIRST_PRICING, groupSize, eventDate, discoPackage, brideIncluded, today: TODAY });
          expect(result.alternatives.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
          expect(result.daySuggestions.length).toBeLessThanOrEqual(MAX_DAY_SUGGESTIONS);
          for (const s of result.daySuggestions) {
            expect(s.savings).toBe(result.private.totalPrice - s.total);
            expect(s.savings).toBeGreaterThan(s.offering === 'private' ? 10_000 : 5_000);
            expect(s.eventDate >= TODAY).toBe(true);
            expect(s.eventDate).not.toBe(eventDate);
          }
          const discoDay = [5, 6].includes(dayOfWeek(eventDate));
          const discoFits = groupSize >= 8 && groupSize <= 30;
          if (!discoDay || !discoFits) {
            expect(result.recommendation).toBe('private_only');
            expect(result.disco).toBeUndefined();
          } else {
            const diff = result.private.totalPrice - (result.disco?.totalPrice ?? Number.NaN);
            expect(result.recommendation).toBe(diff > 0 ? 'disco' : 'private');
            expect(result.savings).toBe(Math.abs(diff));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
