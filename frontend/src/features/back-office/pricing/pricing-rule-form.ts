import type { DayType } from '#domain/shared/dates.ts';
import type { CapacityTier } from '#domain/pricing/fleet.ts';
import { pricingRuleInputSchema, type PricingRuleInput, type StoredPricingRule } from '#domain/pricing/pricing-admin.ts';
import {
  PRICING_RULE_MAX_PERCENT,
  PRICING_RULE_MIN_PERCENT,
  type PricingRule,
  type PricingRuleKind,
  type PricingRuleTarget,
} from '#domain/pricing/pricing-rules.ts';

// A seasonal rule as /admin/pricing-rules edits it: the percent as typed, and "every day type" /
// "every size" as their own choice (the API leaves dayTypes and tiers out for those), mapped to
// the API's rule and checked by its schema, the problems keyed by the rule's field names.

export interface RuleFormValues {
  name: string;
  kind: PricingRuleKind;
  startDate: string;
  endDate: string;
  percent: string;
  appliesTo: PricingRuleTarget;
  active: boolean;
  everyDay: boolean;
  dayTypes: DayType[];
  everyTier: boolean;
  tiers: CapacityTier[];
}

export const RULE_FIELD_ORDER = ['name', 'kind', 'startDate', 'endDate', 'percent', 'appliesTo', 'dayTypes', 'tiers'] as const;

export function blankRule(today: string): RuleFormValues {
  return {
    name: '',
    kind: 'peak',
    startDate: today,
    endDate: today,
    percent: '',
    appliesTo: 'both',
    active: true,
    everyDay: true,
    dayTypes: [],
    everyTier: true,
    tiers: [],
  };
}

export function ruleFormValues(rule: PricingRule): RuleFormValues {
  return {
    name: rule.name,
    kind: rule.kind,
    startDate: rule.startDate,
    endDate: rule.endDate,
    percent: String(rule.percent),
    appliesTo: rule.appliesTo,
    active: rule.active !== false,
    everyDay: rule.dayTypes === undefined,
    dayTypes: [...(rule.dayTypes ?? [])],
    everyTier: rule.tiers === undefined,
    tiers: [...(rule.tiers ?? [])],
  };
}

export type RuleReading = { rule: PricingRuleInput; errors: Record<string, never> } | { rule: null; errors: Record<string, string> };

/** The API's rule from the form, or the problems by field ('endDate', 'percent'). */
export function ruleFromValues(values: RuleFormValues): RuleReading {
  const percentText = values.percent.trim().replace(/%$/, '').replace(/^\+/, '');
  const percent = /^-?\d+$/.test(percentText) ? Number(percentText) : Number.NaN;
  const request = {
    name: values.name,
    kind: values.kind,
    startDate: values.startDate,
    endDate: values.endDate,
    percent,
    appliesTo: values.appliesTo,
    active: values.active,
    ...(values.everyDay ? {} : { dayTypes: values.dayTypes }),
    // Sizes narrow private charters only: a rule for disco or both never sends them.
    ...(values.everyTier || values.appliesTo !== 'private' ? {} : { tiers: values.tiers }),
  };
  const errors: Record<string, string> = {};
  if (values.name.trim() === '') errors['name'] = 'Enter the name guests see beside the change, such as "Fourth of July".';
  else if (values.name.trim().length > 100) errors['name'] = 'Keep the name to 100 characters.';
  if (Number.isNaN(percent)) errors['percent'] = 'Enter the percent as a whole number, such as 15 or -10.';
  else if (percent < PRICING_RULE_MIN_PERCENT || percent > PRICING_RULE_MAX_PERCENT)
    errors['percent'] = `Enter a percent from ${PRICING_RULE_MIN_PERCENT} to +${PRICING_RULE_MAX_PERCENT}.`;
  const checked = pricingRuleInputSchema.safeParse(request);
  if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  if (checked.success && Object.keys(errors).length === 0) return { rule: checked.data, errors: {} };
  return { rule: null, errors };
}

/** The API's field errors for a rule ('rule.endDate') by the form's names ('endDate'). */
export function ruleErrorsFromApi(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[path.replace(/^rule\./, '').split('.')[0] ?? path] ??= message;
  return errors;
}

/** A stored rule as the API takes it back (switching it on or off): its terms without the id and the audit fields. */
export function ruleInputOf(rule: StoredPricingRule): PricingRuleInput {
  const { id: _id, updatedAt: _at, updatedBy: _by, dayTypes, tiers, ...terms } = rule;
  return { ...terms, ...(dayTypes ? { dayTypes: [...dayTypes] } : {}), ...(tiers ? { tiers: [...tiers] } : {}) };
}
