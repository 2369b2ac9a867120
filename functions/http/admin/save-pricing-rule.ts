import type { PricingRuleInput, StoredPricingRule } from '#domain/pricing/pricing-admin.ts';
import { overlappingRule } from '#domain/pricing/pricing-rules.ts';
import type { Config } from '../../platform/config.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';
import { ConflictError, HttpError } from '../../platform/http/errors.ts';

/**
 * Stores a rule unless it would share a day with another active rule (one rule at most prices a
 * day: 409 naming the other rule, nothing stored). The check and the write are made against one
 * revision of the rules, so two overlapping saves at once cannot both land.
 */
export async function savePricingRule(config: Config, id: string, input: PricingRuleInput, by: string, now: Date): Promise<StoredPricingRule> {
  const repository = pricingRepository(config);
  const stored = await repository.load();
  const rule: StoredPricingRule = { ...input, id, updatedAt: now.toISOString(), updatedBy: by };
  const other = overlappingRule(rule, stored.rules);
  if (other) {
    throw new HttpError(
      409,
      'PRICING_RULE_OVERLAP',
      `This rule shares days with "${other.name}" (${other.startDate} to ${other.endDate}). One rule at most prices a day: change the dates, day types or sizes, or switch one off.`,
      {
        'rule.startDate': `Overlaps "${other.name}".`,
      },
    );
  }
  const outcome = await repository.putRule(rule, stored.rulesRevision);
  if ('conflict' in outcome) throw new ConflictError('PRICING_RULES_CHANGED', 'Someone saved a rule meanwhile. Reload, then save again.');
  return outcome.saved;
}
