// The domain engine's public contract. Pure TypeScript: no I/O, no clock, no environment; callers
// pass `today` as an America/Chicago calendar date. Every module is free of side effects, so
// bundlers drop whatever a page does not use even through this entry point.

export * from './errors.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './business.ts';
export * from './fleet.ts';
export * from './tier-packages.ts';
export * from './event-types.ts';
export * from './rates.ts';
export * from './disco.ts';
export * from './price-table.ts';
export * from './pricing-rules.ts';
export * from './pricing.ts';
export * from './deposit.ts';
export * from './comparison.ts';
export * from './quote-id.ts';
export * from './quotes.ts';
export * from './schemas.ts';
