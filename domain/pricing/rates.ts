import type { DayType } from '../shared/dates.ts';
import type { CapacityTier } from './fleet.ts';
import type { Cents } from '../shared/money.ts';
import type { PriceTable } from './price-versions.ts';

// The fixed parts of every private-charter price (duration, tax, gratuity) and the arithmetic on a
// price table's figures. The figures themselves are staff data (price-versions.ts), passed in.

export const CRUISE_DURATION_HOURS = 4;

export const TAX_RATE_BASIS_POINTS = 825;
export const GRATUITY_PERCENT = 20;

export const PRIVATE_PACKAGE_TYPES = ['standard', 'essentials', 'ultimate'] as const;
export type PrivatePackageType = (typeof PRIVATE_PACKAGE_TYPES)[number];

export function isPrivatePackageType(value: unknown): value is PrivatePackageType {
  return PRIVATE_PACKAGE_TYPES.includes(value as PrivatePackageType);
}

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

/**
 * What `tickets` disco tickets cost all in: each ticket is taxed and tipped on its own and the
 * group pays that many of them (decision 076). Taxing the group's sum instead rounds once for all,
 * so eight $95 tickets came to $121.84 each while the page said one is $121.83.
 */
export function ticketTotals(pricePerTicket: Cents, tickets: number): PriceTotals {
  const one = totalsFor(pricePerTicket);
  return { subtotal: one.subtotal * tickets, tax: one.tax * tickets, gratuity: one.gratuity * tickets, total: one.total * tickets };
}

/** Two totals added part by part. */
export function sumOfTotals(a: PriceTotals, b: PriceTotals): PriceTotals {
  return { subtotal: a.subtotal + b.subtotal, tax: a.tax + b.tax, gratuity: a.gratuity + b.gratuity, total: a.total + b.total };
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
  table: PriceTable,
  tier: CapacityTier,
  dayType: DayType,
  packageType: PrivatePackageType,
  lilyPad = false,
): PrivateCharterParts {
  const baseHourlyRate = table.hourlyRates[tier][dayType];
  const base = baseHourlyRate * CRUISE_DURATION_HOURS;
  const addOnCost = table.packageAddOns[tier][packageType];
  const crewFeePerHour = table.crewFeePerHour[tier];
  const totalCrewFee = crewFeePerHour * CRUISE_DURATION_HOURS;
  // Ultimate already brings a lily pad aboard, so asking for one again must not charge twice.
  const lilyPadCost = lilyPad && packageType !== 'ultimate' ? table.lilyPad : 0;
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

export function priceLevelFor(table: PriceTable, dayType: DayType, tier: CapacityTier): PriceLevel {
  const rates = Object.values(table.hourlyRates[tier]);
  const rate = table.hourlyRates[tier][dayType];
  if (rate === Math.min(...rates)) return 1;
  if (rate === Math.max(...rates)) return 3;
  return 2;
}
