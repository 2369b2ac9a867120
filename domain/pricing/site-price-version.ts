import * as z from '../shared/zod.ts';
import type { IsoDate } from '../shared/dates.ts';
import { FIRST_PRICE_VERSION, priceVersionOn, withFirstVersion, type PriceTable, type PriceVersion } from './price-versions.ts';
import { priceTableSchema } from './pricing-admin.ts';

// The prices the public site is built with (decision 026): the version in effect on the build's
// day, as a number and its table. Its date, author and note stay behind: a page shows figures only,
// and the build hash (infra/local/site-build.ts) should change with the figures, not with a note.

export interface SitePriceVersion {
  version: number;
  table: PriceTable;
}

/** What the site build accepts: a stored table that a save would have accepted, and a real version number. */
export const sitePriceVersionSchema: z.ZodMiniType<SitePriceVersion> = z.strictObject({
  version: z.number().check(z.int(), z.gte(1)),
  table: priceTableSchema,
}) as unknown as z.ZodMiniType<SitePriceVersion>;

/** The launch prices, which a site built without the table shows. */
export const FIRST_SITE_PRICE_VERSION: SitePriceVersion = { version: FIRST_PRICE_VERSION.version, table: FIRST_PRICE_VERSION.table };

/** The version in effect on `date` (America/Chicago) among the stored ones, version 1 included. */
export function sitePriceVersionOn(stored: readonly PriceVersion[], date: IsoDate): SitePriceVersion {
  const { version, table } = priceVersionOn(withFirstVersion(stored), date);
  return { version, table };
}
