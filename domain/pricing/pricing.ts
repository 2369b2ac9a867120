import { DAY_TYPE_LABELS, assertIsoDate, dayOfWeek, dayTypeFor, type DayType, type IsoDate } from '../shared/dates.ts';
import { calculateDepositSchedule, daysUntilEventFrom, type DepositSchedule } from './deposit.ts';
import {
  DISCO_DURATION_HOURS,
  DISCO_MAX_GUESTS,
  DISCO_MIN_GUESTS,
  DISCO_PACKAGES,
  DISCO_PACKAGE_KEYS,
  DISCO_WEEKDAYS,
  isDiscoPackageKey,
  type DiscoPackageKey,
} from './disco.ts';
import { DomainError } from '../shared/errors.ts';
import { CAPACITY_TIER_BANDS, assertWholeGroupSize, boatForTier, capacityTierFor, type BoatId, type CapacityTier } from './fleet.ts';
import { perPersonCost, type Cents } from '../shared/money.ts';
import { extraLines, type PriceExtras } from './price-extras.ts';
import type { PricingContext } from './pricing-context.ts';
import { pricingAdjustmentFor, type PricingAdjustment } from './pricing-rules.ts';
import {
  CRUISE_DURATION_HOURS,
  PRIVATE_PACKAGE_TYPES,
  isPrivatePackageType,
  privateCharterParts,
  sumOfTotals,
  ticketTotals,
  totalsFor,
  type PriceTotals,
  type PrivatePackageType,
} from './rates.ts';
import { tierPackagesFor } from './tier-packages.ts';

// The two calculators every price on the site comes from. The server calls them again on every
// quote and booking and never trusts a total sent by a browser.

export const LINE_ITEM_CODES = [
  'CHARTER',
  'PACKAGE_ADD_ON',
  'CREW_FEE',
  'LILY_PAD',
  'DISCO_TICKETS',
  'BRIDE_FREE',
  'PRICING_ADJUSTMENT',
  // Add-ons and promo codes (decision 027).
  'ADD_ON',
  'PROMO_DISCOUNT',
] as const;
export type LineItemCode = (typeof LINE_ITEM_CODES)[number];

/** One line of the subtotal; the amounts of all lines add up to `breakdown.subtotal` exactly. */
export interface PriceLineItem {
  code: LineItemCode;
  label: string;
  amount: Cents;
  quantity?: number;
  unitAmount?: Cents;
}

export interface PriceBreakdown extends PriceTotals {
  lineItems: readonly PriceLineItem[];
}

interface PriceCalculationCommon extends DepositSchedule {
  packageName: string;
  packageDescription: string;
  /** The group's capacity tier (for disco too, so results of both kinds line up). */
  capacity: CapacityTier;
  groupSize: number;
  eventDate: IsoDate;
  dayType: DayType;
  baseHourlyRate: Cents;
  /** Hours. */
  duration: number;
  addOnCost: Cents;
  crewFeePerHour: Cents;
  totalCrewFee: Cents;
  /** Subtotal + tax + gratuity, the amount the guest pays. */
  totalPrice: Cents;
  /** round(totalPrice / groupSize). */
  perPersonCost: Cents;
  breakdown: PriceBreakdown;
  /** The staff pricing rule that applied to this date, or null when the table's numbers hold. */
  pricingAdjustment: PricingAdjustment | null;
  /** The price version whose table priced this (PricingContext.version). */
  priceVersion: number;
}

export interface PrivateCruisePrice extends PriceCalculationCommon {
  kind: 'private';
  packageType: PrivatePackageType;
  boat: { id: BoatId; displayName: string };
  /** A lily pad is aboard: requested, or part of the Ultimate package. */
  lilyPad: boolean;
  /** What the lily pad added; 0 when it comes with the package. */
  lilyPadCost: Cents;
}

export interface DiscoCruisePrice extends PriceCalculationCommon {
  kind: 'disco';
  packageType: DiscoPackageKey;
  pricePerPerson: Cents;
  brideIncluded: boolean;
  /** True when the bride's ticket was waived (brideIncluded on a package that allows it). */
  brideFree: boolean;
  chargeableGuests: number;
}

export type PriceCalculationResult = PrivateCruisePrice | DiscoCruisePrice;

export interface PrivateCruisePriceInput {
  groupSize: number;
  eventDate: IsoDate;
  packageType: PrivatePackageType;
  lilyPad?: boolean;
  today: IsoDate;
  /** The table and rules to price with: what the caller loaded, nothing read behind its back. */
  pricing: PricingContext;
  /** Add-ons and a promo code, resolved by the server from the stored catalogue (decision 027). */
  extras?: PriceExtras;
}

export interface DiscoCruisePriceInput {
  groupSize: number;
  eventDate: IsoDate;
  discoPackage: DiscoPackageKey;
  brideIncluded?: boolean;
  today: IsoDate;
  /** The table and rules to price with: what the caller loaded, nothing read behind its back. */
  pricing: PricingContext;
  /** Add-ons and a promo code, resolved by the server from the stored catalogue (decision 027). */
  extras?: PriceExtras;
}

function adjustmentLine(adjustment: PricingAdjustment): PriceLineItem {
  const sign = adjustment.percent > 0 ? '+' : '';
  return {
    code: 'PRICING_ADJUSTMENT',
    label: `${adjustment.ruleName} (${sign}${adjustment.percent}%)`,
    amount: adjustment.amount,
  };
}

/**
 * The totals, the deposit and the per-person figure of a priced subtotal. `tickets`, for the disco,
 * taxes its tickets one by one (ticketTotals) and the extras on their own; a charter is taxed on
 * its whole subtotal, extras included.
 */
function finish(
  lineItems: PriceLineItem[],
  preAdjustmentSubtotal: Cents,
  adjustment: PricingAdjustment | null,
  groupSize: number,
  eventDate: IsoDate,
  today: IsoDate,
  extras?: PriceExtras,
  tickets?: PriceTotals,
) {
  if (adjustment) lineItems.push(adjustmentLine(adjustment));
  const adjusted = preAdjustmentSubtotal + (adjustment?.amount ?? 0);
  const extra = extraLines(extras, adjusted, groupSize);
  lineItems.push(...extra);
  const extrasAmount = extra.reduce((sum, line) => sum + line.amount, 0);
  const totals = tickets ? sumOfTotals(tickets, totalsFor(extrasAmount)) : totalsFor(adjusted + extrasAmount);
  const deposit = calculateDepositSchedule({ totalPrice: totals.total, eventDate, today });
  return {
    breakdown: { ...totals, lineItems },
    totalPrice: totals.total,
    perPersonCost: perPersonCost(totals.total, groupSize),
    deposit,
  };
}

/**
 * The charter line's words: the boat and the day's rate. A booked quote names the boat its booking
 * sails on in the same words (domain/booking/booked-boat.ts), so they are written here once.
 */
export function charterLineLabel(boatDisplayName: string, dayType: DayType): string {
  return `Private charter on ${boatDisplayName}, ${DAY_TYPE_LABELS[dayType]} rate`;
}

/** The disco tickets line's words; a booked quote adds the boat its sailing is on. */
export function discoTicketsLabel(packageName: string, boatDisplayName?: string): string {
  return boatDisplayName ? `${packageName} tickets aboard ${boatDisplayName}` : `${packageName} tickets`;
}

export function calculatePrivateCruisePrice(input: PrivateCruisePriceInput): PrivateCruisePrice {
  const groupSize = assertWholeGroupSize(input.groupSize);
  const capacity = capacityTierFor(groupSize);
  if (!isPrivatePackageType(input.packageType)) {
    throw new DomainError('UNKNOWN_PACKAGE', `Unknown private package '${String(input.packageType)}'`, {
      packageType: `Choose one of: ${PRIVATE_PACKAGE_TYPES.join(', ')}.`,
    });
  }
  const packageType = input.packageType;
  const eventDate = assertIsoDate(input.eventDate, 'eventDate');
  const today = assertIsoDate(input.today, 'today');
  daysUntilEventFrom(today, eventDate);

  const dayType = dayTypeFor(eventDate);
  const boat = boatForTier(capacity);
  const band = CAPACITY_TIER_BANDS[capacity];
  const tierPackage = tierPackagesFor(capacity).packages[packageType];
  const parts = privateCharterParts(input.pricing.table, capacity, dayType, packageType, input.lilyPad === true);

  const lineItems: PriceLineItem[] = [
    {
      code: 'CHARTER',
      label: charterLineLabel(boat.displayName, dayType),
      amount: parts.base,
      quantity: CRUISE_DURATION_HOURS,
      unitAmount: parts.baseHourlyRate,
    },
  ];
  if (parts.addOnCost > 0) {
    lineItems.push({ code: 'PACKAGE_ADD_ON', label: `${tierPackage.name} add-on`, amount: parts.addOnCost });
  }
  if (parts.totalCrewFee > 0) {
    lineItems.push({
      code: 'CREW_FEE',
      label: `Extra deckhand for ${band.minGuests}–${band.maxGuests} guests`,
      amount: parts.totalCrewFee,
      quantity: CRUISE_DURATION_HOURS,
      unitAmount: parts.crewFeePerHour,
    });
  }
  if (parts.lilyPadCost > 0) {
    lineItems.push({ code: 'LILY_PAD', label: 'Giant lily pad float', amount: parts.lilyPadCost });
  }

  const adjustment = pricingAdjustmentFor(input.pricing.rules, eventDate, 'private', parts.subtotal, { dayType, tier: capacity });
  const done = finish(lineItems, parts.subtotal, adjustment, groupSize, eventDate, today, input.extras);

  return {
    kind: 'private',
    packageType,
    packageName: tierPackage.name,
    packageDescription: tierPackage.description,
    capacity,
    groupSize,
    eventDate,
    dayType,
    boat: { id: boat.id, displayName: boat.displayName },
    baseHourlyRate: parts.baseHourlyRate,
    duration: CRUISE_DURATION_HOURS,
    addOnCost: parts.addOnCost,
    crewFeePerHour: parts.crewFeePerHour,
    totalCrewFee: parts.totalCrewFee,
    lilyPad: input.lilyPad === true || packageType === 'ultimate',
    lilyPadCost: parts.lilyPadCost,
    totalPrice: done.totalPrice,
    ...done.deposit,
    perPersonCost: done.perPersonCost,
    breakdown: done.breakdown,
    pricingAdjustment: adjustment,
    priceVersion: input.pricing.version,
  };
}

/** Why a disco booking cannot be made, or null when it can (dates assumed valid). */
export function discoUnavailabilityReason(groupSize: number, eventDate: IsoDate): 'DISCO_NOT_AVAILABLE_ON_DAY' | 'DISCO_GROUP_SIZE_OUT_OF_RANGE' | null {
  if (!DISCO_WEEKDAYS.includes(dayOfWeek(eventDate))) return 'DISCO_NOT_AVAILABLE_ON_DAY';
  if (!Number.isInteger(groupSize) || groupSize < DISCO_MIN_GUESTS || groupSize > DISCO_MAX_GUESTS) {
    return 'DISCO_GROUP_SIZE_OUT_OF_RANGE';
  }
  return null;
}

export function calculateDiscoCruisePrice(input: DiscoCruisePriceInput): DiscoCruisePrice {
  if (!isDiscoPackageKey(input.discoPackage)) {
    throw new DomainError('UNKNOWN_PACKAGE', `Unknown disco package '${String(input.discoPackage)}'`, {
      discoPackage: `Choose one of: ${DISCO_PACKAGE_KEYS.join(', ')}.`,
    });
  }
  const pkg = DISCO_PACKAGES[input.discoPackage];
  const pricePerPerson = input.pricing.table.discoPerPerson[pkg.key];
  const groupSize = assertWholeGroupSize(input.groupSize);
  if (groupSize < DISCO_MIN_GUESTS || groupSize > DISCO_MAX_GUESTS) {
    throw new DomainError('DISCO_GROUP_SIZE_OUT_OF_RANGE', `Disco cruise bookings take ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests`, {
      groupSize: `Choose between ${DISCO_MIN_GUESTS} and ${DISCO_MAX_GUESTS} guests for the disco cruise.`,
    });
  }
  const eventDate = assertIsoDate(input.eventDate, 'eventDate');
  const today = assertIsoDate(input.today, 'today');
  daysUntilEventFrom(today, eventDate);
  if (discoUnavailabilityReason(groupSize, eventDate) === 'DISCO_NOT_AVAILABLE_ON_DAY') {
    throw new DomainError('DISCO_NOT_AVAILABLE_ON_DAY', 'The disco cruise sails on Fridays and Saturdays only', {
      eventDate: 'Pick a Friday or Saturday for the disco cruise.',
    });
  }

  const dayType = dayTypeFor(eventDate);
  const brideIncluded = input.brideIncluded === true;
  const brideFree = brideIncluded && pkg.brideFree;
  const chargeableGuests = groupSize - (brideFree ? 1 : 0);

  const lineItems: PriceLineItem[] = [
    {
      code: 'DISCO_TICKETS',
      label: discoTicketsLabel(pkg.name),
      amount: pricePerPerson * groupSize,
      quantity: groupSize,
      unitAmount: pricePerPerson,
    },
  ];
  if (brideFree) {
    lineItems.push({
      code: 'BRIDE_FREE',
      label: 'The bride rides free',
      amount: -pricePerPerson,
      quantity: 1,
      unitAmount: -pricePerPerson,
    });
  }
  const subtotal = pricePerPerson * chargeableGuests;
  // A rule moves each ticket's price, and each ticket is taxed on its own (decision 076): the
  // group's tickets cost exactly as many times one ticket's total.
  const perTicket = pricingAdjustmentFor(input.pricing.rules, eventDate, 'disco', pricePerPerson, { dayType, tier: capacityTierFor(groupSize) });
  const adjustment = perTicket && { ...perTicket, baseAmount: subtotal, amount: perTicket.amount * chargeableGuests };
  const tickets = ticketTotals(pricePerPerson + (perTicket?.amount ?? 0), chargeableGuests);
  const done = finish(lineItems, subtotal, adjustment, groupSize, eventDate, today, input.extras, tickets);

  return {
    kind: 'disco',
    packageType: pkg.key,
    packageName: pkg.name,
    packageDescription: pkg.description,
    capacity: capacityTierFor(groupSize),
    groupSize,
    eventDate,
    dayType,
    // A disco ticket has no hourly rate, add-on or crew fee; the fields stay for a uniform shape.
    baseHourlyRate: 0,
    duration: DISCO_DURATION_HOURS,
    addOnCost: 0,
    crewFeePerHour: 0,
    totalCrewFee: 0,
    pricePerPerson,
    brideIncluded,
    brideFree,
    chargeableGuests,
    totalPrice: done.totalPrice,
    ...done.deposit,
    perPersonCost: done.perPersonCost,
    breakdown: done.breakdown,
    pricingAdjustment: adjustment,
    priceVersion: input.pricing.version,
  };
}

/** True when the disco sails on this date (Friday or Saturday). */
export function isDiscoDay(date: IsoDate): boolean {
  return DISCO_WEEKDAYS.includes(dayOfWeek(date));
}
