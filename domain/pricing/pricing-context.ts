import { FIRST_PRICE_TABLE, type PriceTable } from './price-versions.ts';
import type { PricingRule } from './pricing-rules.ts';

// What a price is computed from: the table in effect and the staff's seasonal rules. The server
// loads it (functions/app/pricing/pricing-context.ts), the prerendered site is built with the
// table in effect that day, and the engine reads nothing else.

export interface PricingContext {
  /** The price version the table is (recorded on quotes as `price.priceVersion`). */
  version: number;
  table: PriceTable;
  rules: readonly PricingRule[];
}

/** The launch prices and no rules: for tests, fixtures and the defaults only; production code passes what it loaded. */
export const FIRST_PRICING: PricingContext = { version: 1, table: FIRST_PRICE_TABLE, rules: [] };
