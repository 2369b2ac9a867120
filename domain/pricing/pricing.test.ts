import { FIRST_PRICING } from './pricing-context.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGE_KEYS } from './disco.ts';
import { DomainError, type DomainErrorCode } from '../shared/errors.ts';
import { capacityTierFor } from './fleet.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice, type PriceCalculationResult } from './pricing.ts';
import { adjustmentAmount, type PricingRule } from './pricing-rules.ts';
import { PRIVATE_PACKAGE_TYPES, totalsFor } from './rates.ts';

const TODAY = '2026-01-05'; // a Monday
const MONDAY = '2026-03-02';
const THURSDAY = '2026-03-05';
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';
const SUNDAY = '2026-03-08';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

function expectCode(fn: () => unknown, code: DomainErrorCode, field?: string) {
  const error = errorOf(fn);
  expect(error.code).toBe(code);
  if (field) expect(error.fields).toHaveProperty(field);
}

function checkInvariants(result: PriceCalculationResult) {
  const b = result.breakdown;
  expect(b.total).toBe(b.subtotal + b.tax + b.gratuity);
  expect(result.totalPrice).toBe(b.total);
  expect(b.lineItems.reduce((sum, line) => sum + line.amount, 0)).toBe(b.subtotal);
  expect(b.tax * 10_000).toBeLessThanOrEqual(b.subtotal * 825);
  expect(result.depositAmount + result.balanceDue).toBe(result.totalPrice);
  expect(result.perPersonCost).toBe(Math.round(result.totalPrice / result.groupSize));
  for (const value of [b.subtotal, b.tax, b.gratuity, b.total, result.depositAmount, result.balanceDue, result.perPersonCost]) {
    expect(Number.isInteger(value)).toBe(true);
  }
  for (const line of b.lineItems) {
    expect(Number.isInteger(line.amount)).toBe(true);
    if (line.quantity !== undefined && line.unitAmount !== undefined) {
      expect(line.amount).toBe(line.quantity * line.unitAmount);
    }
  }
}

describe('calculatePrivateCruisePrice', () => {
  it('the worked figure: 14 guests, Monday-Thursday, standard = 102600 cents', () => {
    const result = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 14, eventDate: MONDAY, packageType: 'standard', today: TODAY });
    expect(result).toMatchObject({
      kind: 'private',
      packageType: 'standard',
      packageName: 'Standard Cruise',
      capacity: 14,
      groupSize: 14,
      eventDate: MONDAY,
      dayType: 'MON_THU',
      boat: { id: 'boat_day_tripper', displayName: 'The Day Tripper' },
      baseHourlyRate: 20000,
      duration: 4,
      addOnCost: 0,
      crewFeePerHour: 0,
      totalCrewFee: 0,
      totalPrice: 102600,
      perPersonCost: 7329,
      pricingAdjustment: null,
    });
    expect(result.breakdown).toMatchObject({ subtotal: 80000, tax: 6600, gratuity: 16000, total: 102600 });
    expect(result.breakdown.lineItems).toEqual([{ code: 'CHARTER', label: expect.any(String), amount: 80000, quantity: 4, unitAmount: 20000 }]);
    expect(result.packageDescription.length).toBeGreaterThan(20);
    checkInvariants(result);
  });

  // The spec's precomputed 128250 (Fri) and 153900 (Sat and Sun) contradict its own hourly table;
  // the table is the only price source (blueprint 3), so Fri = $225/h, Sat = $350/h, Sun = $250/h.
  it.each([
    [MONDAY, 'MON_THU', 102600],
    [THURSDAY, 'MON_THU', 102600],
    [FRIDAY, 'FRIDAY', 115425],
    [SATURDAY, 'SATURDAY', 179550],
    [SUNDAY, 'SUNDAY', 128250],
  ] as const)('14 guests standard on %s (%s) = %i', (eventDate, dayType, total) => {
    const result = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 14, eventDate, packageType: 'standard', today: TODAY });
    expect(result.dayType).toBe(dayType);
    expect(result.totalPrice).toBe(total);
  });

  it.each([
    // guests, date, package, lilyPad, tier, subtotal
    [1, MONDAY, 'standard', false, 14, 80000],
    [14, MONDAY, 'essentials', false, 14, 90000],
    [14, MONDAY, 'ultimate', false, 14, 105000],
    [15, MONDAY, 'standard', false, 25, 90000],
    [25, FRIDAY, 'essentials', false, 25, 115000],
    [26, MONDAY, 'standard', false, 30, 110000], // + $50/h crew
    [30, SATURDAY, 'ultimate', false, 30, 150000 + 30000 + 20000],
    [31, MONDAY, 'standard', false, 50, 100000],
    [50, SUNDAY, 'essentials', true, 50, 120000 + 20000 + 5000],
    [51, MONDAY, 'standard', false, 75, 100000 + 40000], // + $100/h crew
    [75, SATURDAY, 'ultimate', true, 75, 160000 + 35000 + 40000], // lily pad comes with Ultimate
  ] as const)('%i guests, %s, %s, lily pad %s -> tier %i, subtotal %i', (groupSize, eventDate, packageType, lilyPad, tier, subtotal) => {
    const result = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate, packageType, lilyPad, today: TODAY });
    expect(result.capacity).toBe(tier);
    expect(result.breakdown.subtotal).toBe(subtotal);
    checkInvariants(result);
  });

  it('itemises add-on, crew fee and lily pad', () => {
    const result = calculatePrivateCruisePrice({
      pricing: FIRST_PRICING,
      groupSize: 28,
      eventDate: FRIDAY,
      packageType: 'essentials',
      lilyPad: true,
      today: TODAY,
    });
    expect(result.breakdown.lineItems.map((l) => [l.code, l.amount])).toEqual([
      ['CHARTER', 100000],
      ['PACKAGE_ADD_ON', 15000],
      ['CREW_FEE', 20000],
      ['LILY_PAD', 5000],
    ]);
    expect(result).toMatchObject({ crewFeePerHour: 5000, totalCrewFee: 20000, addOnCost: 15000, lilyPad: true, lilyPadCost: 5000 });
    expect(result.boat.id).toBe('boat_me_seeks_the_irony');
  });

  it('Ultimate has the lily pad aboard without a charge', () => {
    const result = calculatePrivateCruisePrice({
      pricing: FIRST_PRICING,
      groupSize: 10,
      eventDate: MONDAY,
      packageType: 'ultimate',
      lilyPad: true,
      today: TODAY,
    });
    expect(result.lilyPad).toBe(true);
    expect(result.lilyPadCost).toBe(0);
    expect(result.breakdown.lineItems.some((l) => l.code === 'LILY_PAD')).toBe(false);
  });

  it.each([
    [0, 'GROUP_SIZE_OUT_OF_RANGE'],
    [76, 'GROUP_SIZE_OUT_OF_RANGE'],
    [10.5, 'INVALID_GROUP_SIZE'],
  ] as const)('group of %d -> %s', (groupSize, code) => {
    expectCode(
      () => calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate: MONDAY, packageType: 'standard', today: TODAY }),
      code,
      'groupSize',
    );
  });

  it('unknown package -> UNKNOWN_PACKAGE', () => {
    expectCode(
      () => calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: MONDAY, packageType: 'deluxe' as never, today: TODAY }),
      'UNKNOWN_PACKAGE',
      'packageType',
    );
  });

  it('a past date -> DATE_IN_PAST; today itself is fine', () => {
    expectCode(
      () => calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: '2026-01-04', packageType: 'standard', today: TODAY }),
      'DATE_IN_PAST',
      'eventDate',
    );
    const sameDay = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: TODAY, packageType: 'standard', today: TODAY });
    expect(sameDay.daysUntilEvent).toBe(0);
    expect(sameDay.isUrgentBooking).toBe(true);
  });

  it('invalid dates -> INVALID_DATE naming the field', () => {
    expectCode(
      () => calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: '2026-02-30', packageType: 'standard', today: TODAY }),
      'INVALID_DATE',
      'eventDate',
    );
    expectCode(
      () => calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: MONDAY, packageType: 'standard', today: '01/05/2026' }),
      'INVALID_DATE',
      'today',
    );
  });

  it('spreads in the deposit schedule', () => {
    const result = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 14, eventDate: MONDAY, packageType: 'standard', today: TODAY });
    expect(result).toMatchObject({
      depositPercent: 25,
      depositAmount: 25650,
      balanceDue: 76950,
      remainingBalanceDueAt: '2026-01-31',
      isFullPaymentRequired: false,
      isUrgentBooking: false,
      paymentWindow: 'STANDARD',
      daysUntilEvent: 56,
      daysUntilBalanceDue: 26,
    });
  });

  it('property: invariants hold for every group, date and package', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 75 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...PRIVATE_PACKAGE_TYPES),
        fc.boolean(),
        fc.integer({ min: 0, max: 3000 }),
        (groupSize, ahead, packageType, lilyPad, todayOffset) => {
          const today = addDays('2025-01-01', todayOffset);
          const result = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate: addDays(today, ahead), packageType, lilyPad, today });
          expect(result.capacity).toBe(capacityTierFor(groupSize));
          checkInvariants(result);
        },
      ),
    );
  });
});

describe('calculateDiscoCruisePrice', () => {
  it('basic, 10 guests on a Friday: 10 x $85 plus tax and gratuity; hourly fields are 0', () => {
    const result = calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: FRIDAY, discoPackage: 'basic', today: TODAY });
    expect(result).toMatchObject({
      kind: 'disco',
      packageType: 'basic',
      packageName: 'Basic Disco',
      capacity: 14,
      groupSize: 10,
      dayType: 'FRIDAY',
      baseHourlyRate: 0,
      duration: 4,
      addOnCost: 0,
      crewFeePerHour: 0,
      totalCrewFee: 0,
      pricePerPerson: 8500,
      chargeableGuests: 10,
      brideFree: false,
      totalPrice: 109010,
    });
    // Each ticket taxed on its own (decision 076): 10 x ($85 + $7.01 + $17.00).
    expect(result.breakdown).toMatchObject({ subtotal: 85000, tax: 7010, gratuity: 17000, total: 109010 });
    checkInvariants(result);
  });

  it("prices a group's tickets as that many of one ticket's total, so the per-person figure is one ticket's, to the cent", () => {
    // Decision 076: the disco page's one-ticket figure and the chat's group divided by its guests
    // were a cent apart ($121.83 and $121.84 for eight on Disco Queen) when tax was rounded once
    // on the group's subtotal.
    const spring: PricingRule = { id: 'r1', name: 'Spring', kind: 'peak', startDate: FRIDAY, endDate: FRIDAY, percent: 7, appliesTo: 'disco' };
    for (const rules of [[], [spring]]) {
      for (const discoPackage of DISCO_PACKAGE_KEYS) {
        for (let groupSize = DISCO_MIN_GUESTS; groupSize <= DISCO_MAX_GUESTS; groupSize += 1) {
          const result = calculateDiscoCruisePrice({ pricing: { ...FIRST_PRICING, rules }, groupSize, eventDate: FRIDAY, discoPackage, today: TODAY });
          const ticket = FIRST_PRICING.table.discoPerPerson[discoPackage];
          const oneTicket = totalsFor(ticket + (result.pricingAdjustment ? adjustmentAmount(ticket, spring.percent) : 0)).total;
          expect(result.totalPrice).toBe(oneTicket * groupSize);
          expect(result.perPersonCost).toBe(oneTicket);
          checkInvariants(result);
        }
      }
    }
    const eight = calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 8, eventDate: FRIDAY, discoPackage: 'disco_queen', today: TODAY });
    // $95 + $7.83 of tax (rounded down) + $19.00 of gratuity, as the disco page says one ticket costs.
    expect(eight.perPersonCost).toBe(12183);
  });

  it.each([
    // package, brideIncluded, chargeable guests of 10, subtotal
    ['basic', false, 10, 85000],
    ['basic', true, 10, 85000], // no free bride on basic
    ['disco_queen', false, 10, 95000],
    ['disco_queen', true, 9, 85500],
    ['platinum', false, 10, 105000],
    ['platinum', true, 9, 94500],
  ] as const)('%s, bride included %s: %i paying, subtotal %i', (discoPackage, brideIncluded, chargeable, subtotal) => {
    const result = calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: SATURDAY, discoPackage, brideIncluded, today: TODAY });
    expect(result.chargeableGuests).toBe(chargeable);
    expect(result.brideFree).toBe(chargeable === 9);
    expect(result.breakdown.subtotal).toBe(subtotal);
    expect(result.breakdown.lineItems.some((l) => l.code === 'BRIDE_FREE')).toBe(chargeable === 9);
    checkInvariants(result);
  });

  it('the free bride is one guest, shown as its own line', () => {
    const result = calculateDiscoCruisePrice({
      pricing: FIRST_PRICING,
      groupSize: 10,
      eventDate: SATURDAY,
      discoPackage: 'disco_queen',
      brideIncluded: true,
      today: TODAY,
    });
    expect(result.breakdown.lineItems).toEqual([
      { code: 'DISCO_TICKETS', label: expect.any(String), amount: 95000, quantity: 10, unitAmount: 9500 },
      { code: 'BRIDE_FREE', label: expect.any(String), amount: -9500, quantity: 1, unitAmount: -9500 },
    ]);
    // Nine tickets of $95, each with its $7.83 of tax and $19.00 of gratuity.
    expect(result.totalPrice).toBe(85500 + 9 * 783 + 17100);
  });

  it.each([
    [THURSDAY, false],
    [FRIDAY, true],
    [SATURDAY, true],
    [SUNDAY, false],
    [MONDAY, false],
  ] as const)('sails on %s: %s', (eventDate, sails) => {
    const run = () => calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate, discoPackage: 'basic', today: TODAY });
    if (sails) expect(run().eventDate).toBe(eventDate);
    else expectCode(run, 'DISCO_NOT_AVAILABLE_ON_DAY', 'eventDate');
  });

  it.each([
    [7, false],
    [8, true],
    [30, true],
    [31, false],
  ] as const)('group of %i accepted: %s', (groupSize, ok) => {
    const run = () => calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate: FRIDAY, discoPackage: 'basic', today: TODAY });
    if (ok) expect(run().groupSize).toBe(groupSize);
    else expectCode(run, 'DISCO_GROUP_SIZE_OUT_OF_RANGE', 'groupSize');
  });

  it('unknown package, past date and fractional group are refused', () => {
    expectCode(
      () => calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: FRIDAY, discoPackage: 'gold' as never, today: TODAY }),
      'UNKNOWN_PACKAGE',
      'discoPackage',
    );
    expectCode(
      () => calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 10, eventDate: '2026-01-02', discoPackage: 'basic', today: TODAY }),
      'DATE_IN_PAST',
      'eventDate',
    );
    expectCode(
      () => calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 9.5, eventDate: FRIDAY, discoPackage: 'basic', today: TODAY }),
      'INVALID_GROUP_SIZE',
    );
  });

  it('property: invariants hold for every group, Friday/Saturday and package', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...DISCO_PACKAGE_KEYS),
        fc.boolean(),
        (groupSize, ahead, discoPackage, brideIncluded) => {
          let eventDate = addDays(TODAY, ahead);
          while (dayOfWeek(eventDate) !== 5 && dayOfWeek(eventDate) !== 6) eventDate = addDays(eventDate, 1);
          const result = calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize, eventDate, discoPackage, brideIncluded, today: TODAY });
          checkInvariants(result);
          expect(result.chargeableGuests).toBe(groupSize - (brideIncluded && discoPackage !== 'basic' ? 1 : 0));
        },
      ),
    );
  });
});
