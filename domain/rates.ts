import type { DayType } from './dates.ts';
import type { CapacityTier } from './fleet.ts';
import { dollars, type Cents } from './money.ts';

// The hourly rate table is the single source of every private-charter price on the site. Older
// figures in the spec (precomputed totals, "simplified comparison rates", marketing per-hour
// numbers, flat crew fees, a $60 lily pad) are superseded: anything shown is computed from here.

export const CRUISE_DURATION_HOURS = 4;

export const TAX_RATE_BASIS_POINTS = 825;
export const GRATUITY_PERCENT = 20;

export const HOURLY_RATES: Readonly<Record<CapacityTier, Readonly<Record<DayType, Cents>>>> = {
  14: { MON_THU: dollars(200), FRIDAY: dollars(225), SATURDAY: dollars(350), SUNDAY: dollars(250) },
  25: { MON_THU: dollars(225), FRIDAY: dollars(250), SATURDAY: dollars(375), SUNDAY: dollars(275) },
  30: { MON_THU: dollars(225), FRIDAY: dollars(250), SATURDAY: dollars(375), SUNDAY: dollars(275) },
  50: { MON_THU: dollars(250), FRIDAY: dollars(275), SATURDAY: dollars(400), SUNDAY: dollars(300) },
  75: { MON_THU: dollars(250), FRIDAY: dollars(275), SATURDAY: dollars(400), SUNDAY: dollars(300) },
};

export const PRIVATE_PACKAGE_TYPES = ['standard', 'essentials', 'ultimate'] as const;
export type PrivatePackageType = (typeof PRIVATE_PACKAGE_TYPES)[number];

export function isPrivatePackageType(value: unknown): value is PrivatePackageType {
  return PRIVATE_PACKAGE_TYPES.includes(value as PrivatePackageType);
}

/** Flat add-on per cruise (not per hour, not per guest) on top of the standard charter. */
export const PACKAGE_ADD_ONS: Readonly<Record<CapacityTier, Readonly<Record<PrivatePackageType, Cents>>>> = {
  14: { standard: 0, essentials: dollars(100), ultimate: dollars(250) },
  25: { standard: 0, essentials: dollars(150), ultimate: dollars(300) },
  30: { standard: 0, essentials: dollars(150), ultimate: dollars(300) },
  50: { standard: 0, essentials: dollars(200), ultimate: dollars(350) },
  75: { standard: 0, essentials: dollars(200), ultimate: dollars(350) },
};

/** Per hour, for the bands that need an extra deckhand (26-30 and 51-75 guests). */
export const CREW_FEE_PER_HOUR: Readonly<Record<CapacityTier, Cents>> = {
  14: 0,
  25: 0,
  30: dollars(50),
  50: 0,
  75: dollars(100),
};

/** Giant lily pad float, per cruise. Included in the Ultimate package. */
export const LILY_PAD_PRICE: Cents = dollars(50);

/** Sales tax on a subtotal, rounded down to the cent (never charge a fraction up). */
export function taxOn(subtotal: Cents): Cents {
  return Math.floor((subtotal * TAX_RATE_BASIS_POINTS) / 10_000);
}

/** Recommended gratuity on a subtotal, rounded to the nearest cent (half up). */
export function gratuityOn(subtotal: Cents): Cents {
  return Math.round((subtotal * GRATUITY_PERCENT) / 100);
}

export interface PriceTotals {
  subtotal: Cents;
  tax: Cents;
  gratuity: Cents;
  total: Cents;
}

export function totalsFor(subtotal: Cents): PriceTotals {
  const tax = taxOn(subtotal);
  const gratuity = gratuityOn(subtotal);
  return { subtotal, tax, gratuity, total: subtotal + tax + gratuity };
}

/** The pieces of a private charter's subtotal straight from the table, before any pricing rule. */
export interface PrivateCharterParts {
  baseHourlyRate: Cents;
  base: Cents;
  addOnCost: Cents;
  crewFeePerHour: Cents;
  totalCrewFee: Cents;
  lilyPadCost: Cents;
  subtotal: Cents;
}

export function privateCharterParts(
  tier: CapacityTier,
  dayType: DayType,
  packageType: PrivatePackageType,
  lilyPad = false,
): PrivateCharterParts {
  const baseHourlyRate = HOURLY_RATES[tier][dayType];
  const base = baseHourlyRate * CRUISE_DURATION_HOURS;
  const addOnCost = PACKAGE_ADD_ONS[tier][packageType];
  const crewFeePerHour = CREW_FEE_PER_HOUR[tier];
  const totalCrewFee = crewFeePerHour * CRUISE_DURATION_HOURS;
  // Ultimate already brings a lily pad aboard, so asking for one again must not charge twice.
  const lilyPadCost = lilyPad && packageType !== 'ultimate' ? LILY_PAD_PRICE : 0;
  return {
    baseHourlyRate,
    base,
    addOnCost,
    crewFeePerHour,
    totalCrewFee,
    lilyPadCost,
    subtotal: base + addOnCost + totalCrewFee + lilyPadCost,
  };
}

/** How dear a day is for a price tier: 1 ($) its cheapest day rate, 3 ($$$) its dearest, 2 between. */
export type PriceLevel = 1 | 2 | 3;

export function priceLevelFor(dayType: DayType, tier: CapacityTier): PriceLevel {
  const rates = Object.values(HOURLY_RATES[tier]);
  const rate = HOURLY_RATES[tier][dayType];
  if (rate === Math.min(...rates)) return 1;
  if (rate === Math.max(...rates)) return 3;
  return 2;
}
