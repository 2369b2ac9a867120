import type { IsoDate } from '#domain/shared/dates.ts';
import { priceVersionOn, withFirstVersion } from '#domain/pricing/price-versions.ts';
import type { PricingContext } from '#domain/pricing/pricing-context.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';

/**
 * What every server price path prices with: the version in effect on `today` (the day a quote is
 * issued; a held quote keeps its stored price) and the staff's rules, which then apply by the
 * cruise's date. One consistent Query per call, no cache: a price saved in the back office prices
 * the next quote, and the partition is small.
 */
export async function loadPricingContext(config: TableAccess, today: IsoDate): Promise<PricingContext> {
  const stored = await pricingRepository(config).load();
  const version = priceVersionOn(withFirstVersion(stored.versions), today);
  // Stored fields the engine does not read (who saved, when) stay behind.
  const rules = stored.rules.map(({ updatedAt: _at, updatedBy: _by, ...rule }) => rule);
  return { version: version.version, table: version.table, rules };
}
