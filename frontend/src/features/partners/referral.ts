import { affiliateCodeSchema } from '#domain/booking/schemas.ts';

/**
 * A partner's `?ref=CODE` on a page a guest lands on (decision 028), or undefined. A code that is
 * not a code is dropped silently: the guest's quote is never refused over a partner's link.
 */
export function referralCodeFrom(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref');
  if (ref === null) return undefined;
  const parsed = affiliateCodeSchema.safeParse(ref);
  return parsed.success ? parsed.data : undefined;
}
