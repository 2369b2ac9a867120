// Quote links carry either a legacy id (short, no dot), which now just sends the guest to /chat,
// or a signed token (long, dotted like a JWT), which opens the quote viewer. Telling them apart by
// shape keeps old links working without a lookup.

export const LEGACY_QUOTE_ID_MAX_LENGTH = 50;

/** 50 characters or fewer and no dot: a legacy id. Anything else is treated as a token. */
export function isLegacyQuoteId(value: string): boolean {
  return value.length <= LEGACY_QUOTE_ID_MAX_LENGTH && !value.includes('.');
}
