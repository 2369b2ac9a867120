import { AFFILIATE_CODE_PATTERN } from '#domain/booking/quote-identity.ts';

/**
 * A partner's `?ref=CODE` on a page a guest lands on (decision 028), or undefined. A code that is
 * not a code is dropped silently: the guest's quote is never refused over a partner's link.
 */
export function referralCodeFrom(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref');
  if (ref === null) return undefined;
  // The schema's rule (affiliateCodeSchema: trimmed, then the pattern), without loading zod on the page.
  const code = ref.trim();
  return AFFILIATE_CODE_PATTERN.test(code) ? code : undefined;
}
