import { AFFILIATE_CODE_PATTERN } from '#domain/booking/quote-identity.ts';

/**
 * The partner's referral code in the widget's address (`?ref=CODE`, decision 028), or undefined
 * when there is none or it is not a code. The builder's quotes credit the partner by it, and the
 * agent's conversation is recorded with it; the API checks it again with the schema.
 */
export function partnerRefIn(search: string): string | undefined {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && AFFILIATE_CODE_PATTERN.test(code) ? code : undefined;
}
