import { DAY_TYPES, type DayType } from './dates.ts';
import { DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from './disco.ts';
import { CAPACITY_TIERS, type CapacityTier } from './fleet.ts';
import type { Cents } from './money.ts';
import {
  CREW_FEE_PER_HOUR,
  HOURLY_RATES,
  PACKAGE_ADD_ONS,
  PRIVATE_PACKAGE_TYPES,
  privateCharterParts,
  totalsFor,
  type PriceTotals,
  type PrivatePackageType,
} from './rates.ts';
import { tierPackagesFor } from './tier-packages.ts';

// Figures for pages that show prices without a date: "from $X" cards, day-type tabs, the price
// table. All are computed from the rate table with the same arithmetic as the calculators, so a
// page can never quote a number the engine would not charge. Staff pricing rules are date-bound
// and therefore not reflected here; a dated quote shows them.

function byDayType(f: (dayType: DayType) => Cents): Record<DayType, Cents> {
  return Object.fromEntries(DAY_TYPES.map((d) => [d, f(d)])) as Record<DayType, Cents>;
}

/** Subtotal, tax, gratuity and total of a 4-hour private charter, straight from the table. */
export function privateTotalsFor(
  tier: CapacityTier,
  dayType: DayType,
  packageType: PrivatePackageType,
  lilyPad = false,
): PriceTotals {
  return totalsFor(privateCharterParts(tier, dayType, packageType, lilyPad).subtotal);
}

export interface PriceTablePackage {
  packageType: PrivatePackageType;
  name: string;
  description: string;
  /** Flat add-on per cruise over the standard charter. */
  addOn: Cents;
  /** Before tax and gratuity. */
  subtotals: Readonly<Record<DayType, Cents>>;
  /** What the guest pays: subtotal + tax + gratuity. */
  totalPrices: Readonly<Record<DayType, Cents>>;
  mostPopular: boolean;
}

export interface PriceTableTier {
  capacity: CapacityTier;
  boatName: string;
  minGuests: number;
  maxGuests: number;
  baseHourlyRates: Readonly<Record<DayType, Cents>>;
  /** Present only on the tiers that carry a crew fee. */
  crewFeePerHour?: Cents;
  packages: Readonly<Record<PrivatePackageType, PriceTablePackage>>;
}

export function priceTableTier(tier: CapacityTier): PriceTableTier {
  const copy = tierPackagesFor(tier);
  const packages = Object.fromEntries(
    PRIVATE_PACKAGE_TYPES.map((packageType) => [
      packageType,
      {
        packageType,
        name: copy.packages[packageType].name,
        description: copy.packages[packageType].description,
        addOn: PACKAGE_ADD_ONS[tier][packageType],
        subtotals: byDayType((d) => privateTotalsFor(tier, d, packageType).subtotal),
        totalPrices: byDayType((d) => privateTotalsFor(tier, d, packageType).total),
        mostPopular: copy.mostPopular === packageType,
      } satisfies PriceTablePackage,
    ]),
  ) as Record<PrivatePackageType, PriceTablePackage>;
  const crewFee = CREW_FEE_PER_HOUR[tier];
  return {
    capacity: tier,
    boatName: copy.boatName,
    minGuests: copy.minGuests,
    maxGuests: copy.maxGuests,
    baseHourlyRates: { ...HOURLY_RATES[tier] },
    ...(crewFee > 0 ? { crewFeePerHour: crewFee } : {}),
    packages,
  };
}

/** Every tier x day type x package, in tier order. */
export function privatePriceTable(): readonly PriceTableTier[] {
  return CAPACITY_TIERS.map(priceTableTier);
}

/** The day type with the lowest hourly rate on the tier (Monday-Thursday today). */
export function cheapestDayType(tier: CapacityTier): DayType {
  return DAY_TYPES.reduce((best, d) => (HOURLY_RATES[tier][d] < HOURLY_RATES[tier][best] ? d : best));
}

/**
 * The cheapest total a guest can pay for a 4-hour standard charter on the tier (tax and gratuity
 * included); with no tier, the cheapest on the whole fleet. For "from $X" copy.
 */
export function startingPrivatePrice(tier?: CapacityTier): Cents {
  const tiers = tier === undefined ? CAPACITY_TIERS : [tier];
  return Math.min(...tiers.map((t) => privateTotalsFor(t, cheapestDayType(t), 'standard').total));
}

/** The lowest hourly rate on the tier (or the fleet), for "from $X/hour" copy. */
export function startingPrivateHourlyRate(tier?: CapacityTier): Cents {
  const tiers = tier === undefined ? CAPACITY_TIERS : [tier];
  return Math.min(...tiers.map((t) => HOURLY_RATES[t][cheapestDayType(t)]));
}

/** The cheapest disco ticket per person (before tax and gratuity), for "from $X/person" copy. */
export function startingDiscoPricePerPerson(): Cents {
  return Math.min(...DISCO_PACKAGE_KEYS.map((k) => DISCO_PACKAGES[k].pricePerPerson));
}
