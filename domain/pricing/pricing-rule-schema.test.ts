import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from '../shared/zod.ts';
import type { PricingRule } from './pricing-rules.ts';
import { pricingRuleSchema } from './pricing-rule-schema.ts';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

it("a parsed rule is the engine's PricingRule", () => {
  expectTypeOf<z.output<typeof pricingRuleSchema>>().toExtend<PricingRule>();
});

describe('pricingRuleSchema', () => {
  const valid = { id: 'r', name: 'July 4th', kind: 'holiday', startDate: '2026-07-03', endDate: '2026-07-05', percent: 25, appliesTo: 'both' };
  it('accepts a valid rule', () => {
    expect(pricingRuleSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ percent: 31 }, 'percent'],
    [{ percent: -5 }, 'percent'],
    [{ kind: 'off_peak', percent: 5 }, 'percent'],
    [{ endDate: '2026-07-01' }, 'endDate'],
    [{ appliesTo: 'everything' }, 'appliesTo'],
  ])('%j -> issue on %s', (override, path) => {
    expect(issuePaths(pricingRuleSchema.safeParse({ ...valid, ...override }))).toContain(path);
  });
});
