import { DAY_TYPES, isValidIsoDate, toDayNumber, type DayType, type IsoDate } from '../shared/dates.ts';
import { DomainError } from '../shared/errors.ts';
import { CAPACITY_TIERS, type CapacityTier } from './fleet.ts';
import type { Cents } from '../shared/money.ts';

// Staff-defined seasonal adjustments (peak season, holidays, off-peak) on top of the rate table.
// There are none by default, so the table's numbers hold until staff act. Rules come from storage
// at request time and are passed into the calculators, which keeps the engine free of I/O.

export const PRICING_RULE_KINDS = ['peak', 'holiday', 'off_peak'] as const;
export type PricingRuleKind = (typeof PRICING_RULE_KINDS)[number];

export const PRICING_RULE_TARGETS = ['private', 'disco', 'both'] as const;
export type PricingRuleTarget = (typeof PRICING_RULE_TARGETS)[number];

export type Offering = 'private' | 'disco';

/** Bounds from the business: holidays run up to 30% higher, off-peak savings go up to 20%. */
export const PRICING_RULE_MIN_PERCENT = -20;
export const PRICING_RULE_MAX_PERCENT = 30;

export interface PricingRule {
  id: string;
  name: string;
  kind: PricingRuleKind;
  /** First and last calendar day the rule applies, both inclusive. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** Whole percent on the subtotal: +20 adds 20%, -10 takes 10% off. */
  percent: number;
  appliesTo: PricingRuleTarget;
  /** A switched-off rule is kept for staff but ignored; absent means on. */
  active?: boolean;
  /** Only these day types; absent means every day. */
  dayTypes?: readonly DayType[];
  /** Only private charters of these capacity tiers (private rules only); absent means every tier. */
  tiers?: readonly CapacityTier[];
}

/** What a price is for, beyond its date: the day type and the group's capacity tier. */
export interface PricingScope {
  dayType: DayType;
  tier: CapacityTier;
}

export interface PricingAdjustment {
  ruleId: string;
  ruleName: string;
  kind: PricingRuleKind;
  percent: number;
  /** The subtotal the percentage was taken of. */
  baseAmount: Cents;
  /** Signed amount added to the subtotal. */
  amount: Cents;
}

function invalid(rule: { id?: unknown }, field: string, message: string): DomainError {
  return new DomainError('INVALID_PRICING_RULE', `Pricing rule ${String(rule.id ?? '')}: ${message}`, {
    [field]: message,
  });
}

/**
 * Surcharges (peak, holiday) may only raise prices and off-peak may only lower them, so a typo in
 * the sign cannot turn a holiday into a discount.
 */
export function assertValidPricingRule(rule: PricingRule): PricingRule {
  if (typeof rule.id !== 'string' || rule.id === '') throw invalid(rule, 'id', 'id is required');
  if (!PRICING_RULE_KINDS.includes(rule.kind)) throw invalid(rule, 'kind', 'unknown kind');
  if (!PRICING_RULE_TARGETS.includes(rule.appliesTo)) throw invalid(rule, 'appliesTo', 'unknown target');
  if (!isValidIsoDate(rule.startDate)) throw invalid(rule, 'startDate', 'startDate must be YYYY-MM-DD');
  if (!isValidIsoDate(rule.endDate)) throw invalid(rule, 'endDate', 'endDate must be YYYY-MM-DD');
  if (toDayNumber(rule.endDate) < toDayNumber(rule.startDate)) {
    throw invalid(rule, 'endDate', 'endDate must not be before startDate');
  }
  if (!Number.isInteger(rule.percent) || rule.percent < PRICING_RULE_MIN_PERCENT || rule.percent > PRICING_RULE_MAX_PERCENT) {
    throw invalid(rule, 'percent', `percent must be a whole number from ${PRICING_RULE_MIN_PERCENT} to ${PRICING_RULE_MAX_PERCENT}`);
  }
  if (rule.kind === 'off_peak' ? rule.percent > 0 : rule.percent < 0) {
    throw invalid(rule, 'percent', rule.kind === 'off_peak' ? 'off-peak rules lower prices' : `${rule.kind} rules raise prices`);
  }
  if (rule.dayTypes !== undefined && (rule.dayTypes.length === 0 || rule.dayTypes.some((d) => !DAY_TYPES.includes(d)))) {
    throw invalid(rule, 'dayTypes', 'dayTypes must list at least one known day type');
  }
  if (rule.tiers !== undefined) {
    if (rule.tiers.length === 0 || rule.tiers.some((t) => !CAPACITY_TIERS.includes(t)))
      throw invalid(rule, 'tiers', 'tiers must list at least one known capacity tier');
    if (rule.appliesTo !== 'private') throw invalid(rule, 'tiers', 'tiers apply to private charters only');
  }
  return rule;
}

/** The rule's day types and tiers include this price's (tiers narrow private charters only). */
function ruleCovers(rule: PricingRule, offering: Offering, scope: PricingScope): boolean {
  if (rule.dayTypes !== undefined && !rule.dayTypes.includes(scope.dayType)) return false;
  if (offering === 'private' && rule.tiers !== undefined && !rule.tiers.includes(scope.tier)) return false;
  return true;
}

function sharesAny<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  return a === undefined || b === undefined || a.some((x) => b.includes(x));
}

/**
 * The first other active rule that could price a day `rule` prices too (same dates, offering, day
 * type and tier), or null. Staff keep at most one rule per day so a guest never wonders which one
 * applied; a switched-off rule overlaps nothing.
 */
export function overlappingRule(rule: PricingRule, others: readonly PricingRule[]): PricingRule | null {
  if (rule.active === false) return null;
  return (
    others.find(
      (other) =>
        other.id !== rule.id &&
        other.active !== false &&
        other.startDate <= rule.endDate &&
        rule.startDate <= other.endDate &&
        (other.appliesTo === 'both' || rule.appliesTo === 'both' || other.appliesTo === rule.appliesTo) &&
        sharesAny(other.dayTypes, rule.dayTypes) &&
        // Tiers narrow private charters only, so a disco rule meets a tiered private rule only if their offerings meet.
        (other.appliesTo !== 'private' || rule.appliesTo !== 'private' || sharesAny(other.tiers, rule.tiers)),
    ) ?? null
  );
}

const KIND_PRIORITY: Readonly<Record<PricingRuleKind, number>> = { holiday: 0, peak: 1, off_peak: 2 };

/**
 * The one rule that prices a date. Rules never stack (a holiday inside peak season must not
 * compound to +50%): a holiday beats peak, peak beats off-peak, then the narrower date range wins
 * (a July 4th rule inside a summer rule), then the lower id so the choice is deterministic.
 */
export function selectPricingRule(rules: readonly PricingRule[] | undefined, eventDate: IsoDate, offering: Offering, scope?: PricingScope): PricingRule | null {
  if (!rules || rules.length === 0) return null;
  const day = toDayNumber(eventDate, 'eventDate');
  const matching = rules
    .map(assertValidPricingRule)
    .filter(
      (rule) =>
        rule.active !== false &&
        (rule.appliesTo === 'both' || rule.appliesTo === offering) &&
        toDayNumber(rule.startDate) <= day &&
        day <= toDayNumber(rule.endDate) &&
        (scope === undefined || ruleCovers(rule, offering, scope)),
    );
  const span = (rule: PricingRule) => toDayNumber(rule.endDate) - toDayNumber(rule.startDate);
  matching.sort((a, b) => KIND_PRIORITY[a.kind] - KIND_PRIORITY[b.kind] || span(a) - span(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return matching[0] ?? null;
}

/**
 * percent of the subtotal, rounded half away from zero to the cent, so +x% and -x% of the same
 * subtotal are mirror images.
 */
export function adjustmentAmount(subtotal: Cents, percent: number): Cents {
  const scaled = Math.abs(subtotal * percent);
  const magnitude = Math.floor((scaled + 50) / 100);
  // `|| 0` turns -0 into 0 so a zero adjustment serialises and compares as plain 0.
  return Math.sign(subtotal * percent) * magnitude || 0;
}

export function pricingAdjustmentFor(
  rules: readonly PricingRule[] | undefined,
  eventDate: IsoDate,
  offering: Offering,
  subtotal: Cents,
  scope?: PricingScope,
): PricingAdjustment | null {
  const rule = selectPricingRule(rules, eventDate, offering, scope);
  if (!rule) return null;
  return {
    ruleId: rule.id,
    ruleName: rule.name,
    kind: rule.kind,
    percent: rule.percent,
    baseAmount: subtotal,
    amount: adjustmentAmount(subtotal, rule.percent),
  };
}
