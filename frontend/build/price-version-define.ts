import { FIRST_SITE_PRICE_VERSION, sitePriceVersionSchema, type SitePriceVersion } from '#domain/pricing/site-price-version.ts';
import { SITE_PRICE_VERSION_GLOBAL } from '../src/site/site-pricing.ts';

/**
 * The Vite `define` that builds the price version in effect into the site (decision 026), as
 * businessFactsDefine does the facts: frontend/src/site/site-pricing.ts reads it in the browser
 * bundle and the prerenderer's alike, so a page's "from $X", its JSON-LD offers and the hydrated
 * app agree. Checked first: a build never publishes a table a save would have refused. Without a
 * stored version (no table to read) the launch prices, said explicitly rather than left undefined.
 */
export function priceVersionDefine(priceVersion: SitePriceVersion | undefined): Record<string, string> {
  return { [SITE_PRICE_VERSION_GLOBAL]: JSON.stringify(sitePriceVersionSchema.parse(priceVersion ?? FIRST_SITE_PRICE_VERSION)) };
}
