import type { IsoDate } from '#domain/shared/dates.ts';
import type { AdminPriceVersion, AdminPricingResponse } from '#domain/pricing/pricing-admin.ts';
import { priceVersionOn, withFirstVersion, type PriceVersion } from '#domain/pricing/price-versions.ts';
import type { StoredPricing } from '../../adapters/dynamodb/pricing-repository.ts';

/** Every version with its status on `today` (one is current, those before it past, those after it future and editable), and every rule. */
export function adminPricing(stored: StoredPricing, today: IsoDate): AdminPricingResponse {
  const all = withFirstVersion(stored.versions);
  const current = priceVersionOn(all, today);
  const status = (v: PriceVersion): AdminPriceVersion['status'] => (v.version === current.version ? 'current' : v.effectiveFrom > today ? 'future' : 'past');
  const versions = all.map((v) => ({ ...v, status: status(v) }));
  const rules = [...stored.rules].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return { today, current: { ...current, status: 'current' }, versions, rules };
}
