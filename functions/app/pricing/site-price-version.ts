import type { IsoDate } from '#domain/shared/dates.ts';
import { sitePriceVersionOn, type SitePriceVersion } from '#domain/pricing/site-price-version.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';

/**
 * The price version in effect on `date` (an America/Chicago calendar day), as the site build
 * takes it (SiteData.priceVersion, decision 026): what the AWS republisher, the local stack's
 * republisher and a test building the site "as of" a day all read. One consistent Query of the
 * pricing partition; a table that cannot be read throws, so a build fails rather than publish
 * stale prices.
 */
export async function storedSitePriceVersion(config: TableAccess, date: IsoDate): Promise<SitePriceVersion> {
  return sitePriceVersionOn((await pricingRepository(config).load()).versions, date);
}
