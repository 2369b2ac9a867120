// The two things sold: a private charter (a whole boat for a slot) or seats on the disco cruise.
// Pricing, the add-on catalogue and promo codes are judged per kind, so the kinds are pricing's;
// the inventory and the booking build on them (decision 050).

export const CRUISE_KINDS = ['private', 'disco'] as const;
export type CruiseKind = (typeof CRUISE_KINDS)[number];
