import { DAY_TYPES, type DayType } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS } from './disco.ts';
import { CAPACITY_TIERS, type CapacityTier } from './fleet.ts';
import type { Cents } from '../shared/money.ts';
import type { PriceTable } from './price-versions.ts';
import { PRIVATE_PACKAGE_TYPES, privateCharterParts, totalsFor, type PriceTotals, type PrivatePackageType } from './rates.ts';
import { tierPackagesFor } from './tier-packages.ts';

// Figures for pages that show prices without a date: "from $X" cards, day-type tabs, the price
// table. All are computed from the price table passed in (the site: the version in effect when it
// was built) with the same arithmetic as the calculators, so a page can never quote a number the
// engine would not charge. Staff pricing rules are date-bound and therefore not reflected here; a
// dated quote shows them.

function byDayType(f: (dayType: DayType) => Cents): Record<DayType, Cents> {
  return Object.fromEntries(DAY_TYPES.map((d) => [d, f(d)])) as Record<DayType, Cents>;
}

/** Subtotal, tax, gratuity and total of a 4-hour private charter, straight from the table. */
export function privateTotalsFor(table: PriceTable, tier: CapacityTier, dayType: DayType, packageType: PrivatePackageType, lilyPad = false): PriceTotals {
  return totalsFor(privateCharterParts(table, tier, dayType, packageType, lilyPad).subtotal);
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

export function priceTableTier(table: PriceTable, tier: CapacityTier): PriceTableTier {
  const copy = tierPackagesFor(tier);
  const packages = Object.fromEntries(
    PRIVATE_PACKAGE_TYPES.map((packageType) => [
      packageType,
      {
        packageType,
        name: copy.packages[packageType].name,
        description: copy.packages[packageType].description,
        addOn: table.packageAddOns[tier][packageType],
        subtotals: byDayType((d) => privateTotalsFor(table, tier, d, packageType).subtotal),
        totalPrices: byDayType((d) => privateTotalsFor(table, tier, d, packageType).total),
        mostPopular: copy.mostPopular === packageType,
      } satisfies PriceTablePackage,
    ]),
  ) as Record<PrivatePackageType, PriceTablePackage>;
  const crewFee = table.crewFeePerHour[tier];
  return {
    capacity: tier,
    boatName: copy.boatName,
    minGuests: copy.minGuests,
    maxGuests: copy.maxGuests,
    baseHourlyRates: { ...table.hourlyRates[tier] },
    ...(crewFee > 0 ? { crewFeePerHour: crewFee } : {}),
    packages,
  };
}

/** Every tier x day type x package, in tier order. */
export function privatePriceTable(table: PriceTable): readonly PriceTableTier[] {
  return CAPACITY_TIERS.map((tier) => priceTableTier(table, tier));
}

/** The day type with the lowest hourly rate on the tier (Monday-Thursday today). */
export function cheapestDayType(table: PriceTable, tier: CapacityTier): DayType {
  const rates = table.hourlyRates[tier];
  return DAY_TYPES.reduce((best, d) => (rates[d] < rates[best] ? d : best));
}

/**
 * The cheapest total a guest can pay for a 4-hour standard charter on the tier (tax and gratuity
 * included); with no tier, the cheapest on the whole fleet. For "from $X" copy.
 */
export function startingPrivatePrice(table: PriceTable, tier?: CapacityTier): Cents {
  const tiers = tier === undefined ? CAPACITY_TIERS : [tier];
  return Math.min(...tiers.map((t) => privateTotalsFor(table, t, cheapestDayType(table, t), 'standard').total));
}

/** The lowest hourly rate on the tier (or the fleet), for "from $X/hour" copy. */
export function startingPrivateHourlyRate(table: PriceTable, tier?: CapacityTier): Cents {
  const tiers = tier === undefined ? CAPACITY_TIERS : [tier];
  return Math.min(...tiers.map((t) => table.hourlyRates[t][cheapestDayType(table, t)]));
}

/**
 * The cheapest disco ticket with its tax and gratuity (one ticket's total), for "from $X/person"
 * copy. Every "from" price is all in, as startingPrivatePrice is (decision 071).
 */
export function startingDiscoTicketAllIn(table: PriceTable): Cents {
  return Math.min(...DISCO_PACKAGE_KEYS.map((k) => totalsFor(table.discoPerPerson[k]).total));
}
