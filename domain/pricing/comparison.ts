import { DAY_TYPE_LABELS, formatDate, nearestWeekday, weekdayName, type DayType, type IsoDate } from '../shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_PACKAGE_KEYS, isDiscoPackageKey, type DiscoPackageKey } from './disco.ts';
import { DomainError } from '../shared/errors.ts';
import { formatMoney, type Cents } from '../shared/money.ts';
import {
  calculateDiscoCruisePrice,
  calculatePrivateCruisePrice,
  discoUnavailabilityReason,
  type DiscoCruisePrice,
  type PrivateCruisePrice,
} from './pricing.ts';
import type { PricingContext } from './pricing-context.ts';
import type { PrivatePackageType } from './rates.ts';

// Disco or private? The answer comes from the real calculators (totals with tax and gratuity), so
// the comparison can never disagree with the quote the guest gets next.
//
// Every `savings` figure on alternatives and day suggestions is measured against one baseline:
// the Standard private charter on the date the guest asked for (`private.totalPrice`). Positive
// means cheaper than that baseline, negative means dearer.

export const COMPARISON_RECOMMENDATIONS = ['private_only', 'disco', 'private'] as const;
export type ComparisonRecommendation = (typeof COMPARISON_RECOMMENDATIONS)[number];

/**
 * The spec's six codes, plus DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE so a group of 5 on a Saturday is
 * not told the disco "doesn't sail that day" when it does.
 */
export const COMPARISON_REASON_CODES = [
  'DISCO_NOT_AVAILABLE_ON_DAY',
  'DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE',
  'DISCO_MAJOR_SAVINGS',
  'DISCO_GOOD_SAVINGS',
  'DISCO_MINOR_SAVINGS',
  'PRIVATE_SIGNIFICANT_SAVINGS',
  'PRIVATE_MARGINAL_SAVINGS',
] as const;
export type ComparisonReasonCode = (typeof COMPARISON_REASON_CODES)[number];

export const DISCO_MAJOR_SAVINGS_MIN: Cents = 50_000;
export const DISCO_GOOD_SAVINGS_MIN: Cents = 20_000;
export const PRIVATE_SIGNIFICANT_SAVINGS_MIN: Cents = 20_000;
/** A private-charter day move is suggested only when it saves more than this. */
export const MONDAY_MOVE_MIN_SAVINGS: Cents = 10_000;
/** A switch to a disco sailing on another day is suggested only when it saves more than this. */
export const SATURDAY_DISCO_SWITCH_MIN_SAVINGS: Cents = 5_000;
export const MAX_ALTERNATIVES = 3;
export const MAX_DAY_SUGGESTIONS = 5;

export interface CruiseComparisonInput {
  groupSize: number;
  eventDate: IsoDate;
  discoPackage?: DiscoPackageKey;
  brideIncluded?: boolean;
  today: IsoDate;
  pricing: PricingContext;
}

export interface ComparisonAlternative {
  offering: 'private' | 'disco';
  packageType: PrivatePackageType | DiscoPackageKey;
  packageName: string;
  eventDate: IsoDate;
  total: Cents;
  perPersonCost: Cents;
  /** Baseline (Standard private on the asked date) minus this total. */
  savings: Cents;
  label: string;
}

export const DAY_SUGGESTION_KINDS = ['monday_private', 'thursday_private', 'friday_private', 'sunday_private', 'saturday_disco', 'friday_disco'] as const;
export type DaySuggestionKind = (typeof DAY_SUGGESTION_KINDS)[number];

export interface DaySuggestion {
  kind: DaySuggestionKind;
  offering: 'private' | 'disco';
  packageType: PrivatePackageType | DiscoPackageKey;
  eventDate: IsoDate;
  dayType: DayType;
  total: Cents;
  perPersonCost: Cents;
  /** Baseline (Standard private on the asked date) minus this total; always positive here. */
  savings: Cents;
  label: string;
}

export interface CruiseComparison {
  recommendation: ComparisonRecommendation;
  reason: ComparisonReasonCode;
  /** A sentence for the guest explaining the recommendation. */
  reasonMessage: string;
  /** How much the recommended option saves over the other; 0 when only private is possible. */
  savings: Cents;
  private: PrivateCruisePrice;
  disco?: DiscoCruisePrice;
  alternatives: ComparisonAlternative[];
  daySuggestions: DaySuggestion[];
}

/** The reason code and savings for two totals, by the spec's thresholds (exported for tests and admin previews). */
export function comparisonReasonFor(privateTotal: Cents, discoTotal: Cents): { reason: ComparisonReasonCode; savings: Cents } {
  const discoSaves = privateTotal - discoTotal;
  if (discoSaves > 0) {
    if (discoSaves >= DISCO_MAJOR_SAVINGS_MIN) return { reason: 'DISCO_MAJOR_SAVINGS', savings: discoSaves };
    if (discoSaves >= DISCO_GOOD_SAVINGS_MIN) return { reason: 'DISCO_GOOD_SAVINGS', savings: discoSaves };
    return { reason: 'DISCO_MINOR_SAVINGS', savings: discoSaves };
  }
  // A tie goes to private: same money, and the whole boat is yours.
  const privateSaves = discoTotal - privateTotal;
  if (privateSaves >= PRIVATE_SIGNIFICANT_SAVINGS_MIN) return { reason: 'PRIVATE_SIGNIFICANT_SAVINGS', savings: privateSaves };
  return { reason: 'PRIVATE_MARGINAL_SAVINGS', savings: privateSaves };
}

function reasonMessage(reason: ComparisonReasonCode, savings: Cents, groupSize: number): string {
  const amount = formatMoney(savings);
  switch (reason) {
    case 'DISCO_NOT_AVAILABLE_ON_DAY':
      return 'The disco cruise sails on Fridays and Saturdays only, so a private charter is the way to go on this date.';
    case 'DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE':
      return `Disco bookings take ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests, so a private charter is the way to go for a group of ${groupSize}.`;
    case 'DISCO_MAJOR_SAVINGS':
      return `The disco cruise saves your group ${amount} over a private charter: a big saving for the same day on the lake.`;
    case 'DISCO_GOOD_SAVINGS':
      return `The disco cruise saves your group ${amount} over a private charter.`;
    case 'DISCO_MINOR_SAVINGS':
      return `The disco cruise is ${amount} cheaper; a private charter costs a little more but the boat is all yours.`;
    case 'PRIVATE_SIGNIFICANT_SAVINGS':
      return `A private charter saves your group ${amount} over disco tickets, and the whole boat is yours.`;
    case 'PRIVATE_MARGINAL_SAVINGS':
      return savings === 0
        ? 'A private charter costs the same as disco tickets, and the whole boat is yours.'
        : `A private charter is ${amount} cheaper than disco tickets, and the whole boat is yours.`;
  }
}

function privateAlternative(p: PrivateCruisePrice, baseline: Cents): ComparisonAlternative {
  return {
    offering: 'private',
    packageType: p.packageType,
    packageName: p.packageName,
    eventDate: p.eventDate,
    total: p.totalPrice,
    perPersonCost: p.perPersonCost,
    savings: baseline - p.totalPrice,
    label: `${p.packageName} on ${p.boat.displayName}: ${formatMoney(p.totalPrice)} total (${formatMoney(p.perPersonCost)} per person)`,
  };
}

function discoAlternative(d: DiscoCruisePrice, baseline: Cents): ComparisonAlternative {
  return {
    offering: 'disco',
    packageType: d.packageType,
    packageName: d.packageName,
    eventDate: d.eventDate,
    total: d.totalPrice,
    perPersonCost: d.perPersonCost,
    savings: baseline - d.totalPrice,
    label: `Disco cruise, ${d.packageName}: ${formatMoney(d.totalPrice)} total (${formatMoney(d.perPersonCost)} per person)`,
  };
}

const WEEKDAY = { sunday: 0, monday: 1, thursday: 4, friday: 5, saturday: 6 } as const;

export function compareCruiseOptions(input: CruiseComparisonInput): CruiseComparison {
  const discoPackage = input.discoPackage ?? 'basic';
  if (!isDiscoPackageKey(discoPackage)) {
    throw new DomainError('UNKNOWN_PACKAGE', `Unknown disco package '${String(discoPackage)}'`, {
      discoPackage: `Choose one of: ${DISCO_PACKAGE_KEYS.join(', ')}.`,
    });
  }
  const { groupSize, today, pricing } = input;
  const brideIncluded = input.brideIncluded === true;
  const privatePrice = calculatePrivateCruisePrice({
    groupSize,
    eventDate: input.eventDate,
    packageType: 'standard',
    today,
    pricing,
  });
  const eventDate = privatePrice.eventDate;
  const baseline = privatePrice.totalPrice;

  const privateOn = (date: IsoDate, packageType: PrivatePackageType) =>
    calculatePrivateCruisePrice({ groupSize, eventDate: date, packageType, today, pricing });
  const discoOn = (date: IsoDate, key: DiscoPackageKey) =>
    calculateDiscoCruisePrice({ groupSize, eventDate: date, discoPackage: key, brideIncluded, today, pricing });

  const unavailable = discoUnavailabilityReason(groupSize, eventDate);
  const disco = unavailable === null ? discoOn(eventDate, discoPackage) : undefined;

  let recommendation: ComparisonRecommendation;
  let reason: ComparisonReasonCode;
  let savings: Cents;
  if (!disco) {
    recommendation = 'private_only';
    reason = unavailable === 'DISCO_NOT_AVAILABLE_ON_DAY' ? 'DISCO_NOT_AVAILABLE_ON_DAY' : 'DISCO_NOT_AVAILABLE_FOR_GROUP_SIZE';
    savings = 0;
  } else {
    ({ reason, savings } = comparisonReasonFor(baseline, disco.totalPrice));
    recommendation = reason.startsWith('DISCO_') ? 'disco' : 'private';
  }

  // Alternatives: the other packages on the same date, cheapest first.
  const alternatives: ComparisonAlternative[] = [
    ...(disco ? DISCO_PACKAGE_KEYS.filter((k) => k !== discoPackage).map((k) => discoAlternative(discoOn(eventDate, k), baseline)) : []),
    privateAlternative(privateOn(eventDate, 'essentials'), baseline),
    privateAlternative(privateOn(eventDate, 'ultimate'), baseline),
  ]
    .sort((a, b) => a.total - b.total)
    .slice(0, MAX_ALTERNATIVES);

  // Day suggestions: the same Standard charter on the nearest other Monday, Thursday (the
  // weekday rate, after or before a weekend), Friday or Sunday, and, when the disco cannot sail
  // on the asked date, the nearest Saturday or Friday sailing. "Nearest" never goes before today.
  const suggestions: DaySuggestion[] = [];
  const privateMoves: { kind: DaySuggestionKind; weekday: number }[] = [
    { kind: 'monday_private', weekday: WEEKDAY.monday },
    { kind: 'thursday_private', weekday: WEEKDAY.thursday },
    { kind: 'friday_private', weekday: WEEKDAY.friday },
    { kind: 'sunday_private', weekday: WEEKDAY.sunday },
  ];
  for (const move of privateMoves) {
    const date = nearestWeekday(eventDate, move.weekday, today);
    const p = privateOn(date, 'standard');
    const saved = baseline - p.totalPrice;
    if (saved > MONDAY_MOVE_MIN_SAVINGS) {
      suggestions.push({
        kind: move.kind,
        offering: 'private',
        packageType: 'standard',
        eventDate: date,
        dayType: p.dayType,
        total: p.totalPrice,
        perPersonCost: p.perPersonCost,
        savings: saved,
        label: `Move your private cruise to ${weekdayName(date)} ${formatDate(date)} (${DAY_TYPE_LABELS[p.dayType]} rate) and save ${formatMoney(saved)}`,
      });
    }
  }
  const discoFits = groupSize >= DISCO_MIN_GUESTS && groupSize <= DISCO_MAX_GUESTS;
  if (!disco && discoFits) {
    const discoMoves: { kind: DaySuggestionKind; weekday: number }[] = [
      { kind: 'saturday_disco', weekday: WEEKDAY.saturday },
      { kind: 'friday_disco', weekday: WEEKDAY.friday },
    ];
    for (const move of discoMoves) {
      const date = nearestWeekday(eventDate, move.weekday, today);
      const d = discoOn(date, discoPackage);
      const saved = baseline - d.totalPrice;
      if (saved > SATURDAY_DISCO_SWITCH_MIN_SAVINGS) {
        suggestions.push({
          kind: move.kind,
          offering: 'disco',
          packageType: discoPackage,
          eventDate: date,
          dayType: d.dayType,
          total: d.totalPrice,
          perPersonCost: d.perPersonCost,
          savings: saved,
          label: `Switch to the disco cruise (${DISCO_PACKAGES[discoPackage].name}) on ${weekdayName(date)} ${formatDate(date)} and save ${formatMoney(saved)}`,
        });
      }
    }
  }
  const daySuggestions = suggestions
    .sort((a, b) => b.savings - a.savings || (a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : 0))
    .slice(0, MAX_DAY_SUGGESTIONS);

  return {
    recommendation,
    reason,
    reasonMessage: reasonMessage(reason, savings, groupSize),
    savings,
    private: privatePrice,
    ...(disco ? { disco } : {}),
    alternatives,
    daySuggestions,
  };
}
