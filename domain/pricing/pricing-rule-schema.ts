import * as z from '../shared/zod.ts';
import { DAY_TYPES } from '../shared/dates.ts';
import { isoDateSchema } from '../shared/date-schema.ts';
import { CAPACITY_TIERS } from './fleet.ts';
import { PRICING_RULE_KINDS, PRICING_RULE_MAX_PERCENT, PRICING_RULE_MIN_PERCENT, PRICING_RULE_TARGETS } from './pricing-rules.ts';
import { lineField } from '../shared/text.ts';

/** A pricing rule's fields, for the schemas built on it (staff's input has no id; storage adds who saved). */
export const pricingRuleShape = {
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: lineField({ max: 100, required: true }),
  kind: z.enum(PRICING_RULE_KINDS),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  percent: z.number().check(z.int(), z.gte(PRICING_RULE_MIN_PERCENT), z.lte(PRICING_RULE_MAX_PERCENT)),
  appliesTo: z.enum(PRICING_RULE_TARGETS),
  active: z.optional(z.boolean()),
  dayTypes: z.optional(z.array(z.enum(DAY_TYPES)).check(z.minLength(1, { message: 'Choose at least one day type, or leave the rule on every day.' }))),
  tiers: z.optional(z.array(z.literal(CAPACITY_TIERS)).check(z.minLength(1, { message: 'Choose at least one boat size, or leave the rule on every size.' }))),
};

/** The checks across a rule's fields (an end before the start, a sign against the kind, tiers on disco). */
export const pricingRuleChecks = z.superRefine(
  (
    rule: {
      startDate: string;
      endDate: string;
      kind: (typeof PRICING_RULE_KINDS)[number];
      percent: number;
      appliesTo: (typeof PRICING_RULE_TARGETS)[number];
      tiers?: readonly number[] | undefined;
    },
    ctx,
  ) => {
    if (rule.tiers !== undefined && rule.appliesTo !== 'private') {
      ctx.addIssue({
        code: 'custom',
        path: ['tiers'],
        message: 'Boat sizes narrow private charters only: set the rule to private cruises, or clear the sizes.',
      });
    }
    // 'YYYY-MM-DD' strings order the same way as the dates they name.
    if (rule.endDate < rule.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date.' });
    }
    if (rule.kind === 'off_peak' ? rule.percent > 0 : rule.percent < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: rule.kind === 'off_peak' ? 'Off-peak rules lower prices.' : 'Peak and holiday rules raise prices.',
      });
    }
  },
);

export const pricingRuleSchema = z.object(pricingRuleShape).check(pricingRuleChecks);
export const pricingRulesSchema = z.array(pricingRuleSchema);
