import type { PriceTable } from '#domain/pricing/price-versions.ts';
import { FIRST_PRICING, type PricingContext } from '#domain/pricing/pricing-context.ts';

/**
 * The prices the site was built with: the version in effect on the day of the build, defined by
 * the site build (frontend/build/price-version-define.ts) in the browser bundle and the
 * prerenderer's alike, so a page's "from $X", its JSON-LD offers and the hydrated app agree
 * (decision 026, as decision 013 does for the business facts). The site is rebuilt when a version
 * takes effect. No rules: they are date-bound and a dated price comes from the server.
 * Elsewhere (tests, tsx) the launch prices.
 */
declare const __SITE_PRICE_VERSION__: { version: number; table: PriceTable } | undefined;

export const SITE_PRICE_VERSION_GLOBAL = '__SITE_PRICE_VERSION__';

export const sitePricing: PricingContext =
  typeof __SITE_PRICE_VERSION__ === 'undefined' ? FIRST_PRICING : { version: __SITE_PRICE_VERSION__.version, table: __SITE_PRICE_VERSION__.table, rules: [] };

/** The table of `sitePricing`, for the date-free figures of domain/pricing/price-table.ts. */
export const sitePriceTable: PriceTable = sitePricing.table;
