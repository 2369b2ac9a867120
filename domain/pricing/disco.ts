import { CRUISE_DURATION_HOURS } from './rates.ts';

// The ATX Disco Cruise is a shared, ticketed sailing: guests pay per person and share the boat
// with other groups, which is why it can undercut a private charter for mid-size groups.

export const DISCO_PACKAGE_KEYS = ['basic', 'disco_queen', 'platinum'] as const;
export type DiscoPackageKey = (typeof DISCO_PACKAGE_KEYS)[number];

export function isDiscoPackageKey(value: unknown): value is DiscoPackageKey {
  return DISCO_PACKAGE_KEYS.includes(value as DiscoPackageKey);
}

/** A booking's group size on a disco sailing (the sailing itself carries more guests). */
export const DISCO_MIN_GUESTS = 8;
export const DISCO_MAX_GUESTS = 30;
export const DISCO_MIN_AGE = 21;
export const DISCO_DURATION_HOURS = CRUISE_DURATION_HOURS;
/** Weekday numbers (0 = Sunday) the disco sails: Friday and Saturday only. */
export const DISCO_WEEKDAYS: readonly number[] = [5, 6];
export const DISCO_REFUND_WINDOW_HOURS = 48;

/** A disco package's copy; its ticket price is in the price table (price-versions.ts). */
export interface DiscoPackage {
  key: DiscoPackageKey;
  name: string;
  tagline: string;
  description: string;
  inclusions: readonly string[];
  /** The bride (or guest of honor) is not charged when the booking includes her. */
  brideFree: boolean;
}

/** Basic Disco's first line; a booked quote names the boat its sailing is on (domain/booking/booked-boat.ts). */
export function discoCruiseInclusion(boatDisplayName?: string): string {
  return `${DISCO_DURATION_HOURS}-hour disco cruise on Lake Travis${boatDisplayName ? ` aboard ${boatDisplayName}` : ''}`;
}

const sharedInclusions = [
  discoCruiseInclusion(),
  'Live DJ spinning disco, throwbacks and party anthems all afternoon',
  'Professional photographer on board, with your digital photos shared after the cruise',
  'Swim stop in a party cove with giant lily pad floats',
  'Shared coolers stocked with ice',
  `BYOB for guests ${DISCO_MIN_AGE}+ (cans and plastic only, no glass)`,
] as const;

export const DISCO_PACKAGES: Readonly<Record<DiscoPackageKey, DiscoPackage>> = {
  basic: {
    key: 'basic',
    name: 'Basic Disco',
    tagline: 'Grab a ticket, bring your crew, dance on the water.',
    description:
      'Everything you need for a legendary afternoon: a live DJ, a photographer, a swim stop ' +
      'with giant floats and a boat full of other celebrating groups. Bring your drinks and go.',
    inclusions: [...sharedInclusions],
    brideFree: false,
  },
  disco_queen: {
    key: 'disco_queen',
    name: 'Disco Queen',
    tagline: 'Your own corner of the party, and the bride rides free.',
    description:
      'The Basic Disco plus a reserved area for your group, your own cooler of ice and a ' +
      'guest-of-honor kit, and the bride rides free. Built for bachelorette weekends.',
    inclusions: [
      'Everything in Basic Disco',
      'Reserved lounge area for your group',
      'Private cooler with ice, kept topped up for your group',
      'Sash, tiara and disco-ball cup for the guest of honor',
      'Disco koozies for the whole group',
      'The bride rides free',
    ],
    brideFree: true,
  },
  platinum: {
    key: 'platinum',
    name: 'Platinum Disco',
    tagline: 'The VIP way to disco: first aboard, best spot, nothing to carry.',
    description:
      'The Disco Queen plus priority boarding, the prime reserved spot on deck, a mimosa setup ' +
      'and a personal float for every guest, and the bride still rides free.',
    inclusions: [
      'Everything in Disco Queen',
      'Priority boarding and the prime reserved spot on deck',
      'Mimosa setup: juice, flutes and an ice bucket (you bring the bubbly)',
      'Personal pool float for every guest in your group',
      'Group photo session with the on-board photographer',
      'The bride rides free',
    ],
    brideFree: true,
  },
};
