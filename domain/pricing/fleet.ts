import { DomainError } from '../shared/errors.ts';

// The fleet is three boats. Prices are keyed by capacity tier rather than by boat because one boat
// can sail at two price points: Me Seeks The Irony and Clever Girl each carry a larger band of
// guests only with an extra deckhand, which is what the crew fee pays for.

export const BOAT_IDS = ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'] as const;
export type BoatId = (typeof BOAT_IDS)[number];

export interface Boat {
  id: BoatId;
  name: string;
  displayName: string;
  /** Most guests allowed aboard. */
  capacity: number;
  /** Seats; the rest of the capacity is standing and deck room. */
  seatingCapacity: number;
  description: string;
  /** Other names guests and older copy use for the boat. */
  aliases: readonly string[];
}

export const BOATS: readonly Boat[] = [
  {
    id: 'boat_day_tripper',
    name: 'Day Tripper',
    displayName: 'The Day Tripper',
    capacity: 14,
    seatingCapacity: 14,
    description:
      'Our nimble party boat for small crews: a shaded deck with a seat for every guest, a ' +
      'Bluetooth sound system and a swim ladder, and the first boat into the quiet coves.',
    aliases: [],
  },
  {
    id: 'boat_me_seeks_the_irony',
    name: 'Me Seeks The Irony',
    displayName: 'Me Seeks The Irony',
    capacity: 30,
    seatingCapacity: 25,
    description:
      'Our mid-size party boat: cushioned seating under a full sun shade, an open front deck for ' +
      'dancing, a loud-and-clear sound system and a swim platform off the back.',
    aliases: ['Meeseeks', 'The Irony'],
  },
  {
    id: 'boat_clever_girl',
    name: 'Clever Girl',
    displayName: 'Clever Girl',
    capacity: 75,
    seatingCapacity: 50,
    description:
      'Our flagship for big celebrations: a wide shaded deck with lounge seating, room to dance, ' +
      'a big sound system that carries across the cove and a broad swim platform.',
    aliases: [],
  },
];

export function boatById(id: BoatId): Boat {
  const boat = BOATS.find((b) => b.id === id);
  if (!boat) throw new RangeError(`Unknown boat ${id}`);
  return boat;
}

export const CAPACITY_TIERS = [14, 25, 30, 50, 75] as const;
export type CapacityTier = (typeof CAPACITY_TIERS)[number];

export function isCapacityTier(value: unknown): value is CapacityTier {
  return CAPACITY_TIERS.includes(value as CapacityTier);
}

export function assertCapacityTier(value: unknown): CapacityTier {
  if (!isCapacityTier(value)) {
    throw new DomainError('UNKNOWN_CAPACITY_TIER', `Capacity tier must be one of ${CAPACITY_TIERS.join(', ')}`, {
      capacity: 'Unknown capacity tier.',
    });
  }
  return value;
}

export interface CapacityTierBand {
  tier: CapacityTier;
  boatId: BoatId;
  minGuests: number;
  maxGuests: number;
  /** True where the band needs the extra deckhand that the crew fee pays for. */
  extraCrew: boolean;
}

export const CAPACITY_TIER_BANDS: Readonly<Record<CapacityTier, CapacityTierBand>> = {
  14: { tier: 14, boatId: 'boat_day_tripper', minGuests: 1, maxGuests: 14, extraCrew: false },
  25: { tier: 25, boatId: 'boat_me_seeks_the_irony', minGuests: 15, maxGuests: 25, extraCrew: false },
  30: { tier: 30, boatId: 'boat_me_seeks_the_irony', minGuests: 26, maxGuests: 30, extraCrew: true },
  50: { tier: 50, boatId: 'boat_clever_girl', minGuests: 31, maxGuests: 50, extraCrew: false },
  75: { tier: 75, boatId: 'boat_clever_girl', minGuests: 51, maxGuests: 75, extraCrew: true },
};

export const PRIVATE_MIN_GUESTS = 1;
export const PRIVATE_MAX_GUESTS = 75;

export function boatForTier(tier: CapacityTier): Boat {
  return boatById(CAPACITY_TIER_BANDS[tier].boatId);
}

/** Rejects anything that is not a whole number of guests, before range checks run. */
export function assertWholeGroupSize(groupSize: unknown, field = 'groupSize'): number {
  if (typeof groupSize !== 'number' || !Number.isInteger(groupSize)) {
    throw new DomainError('INVALID_GROUP_SIZE', 'Group size must be a whole number of guests', {
      [field]: 'Enter a whole number of guests.',
    });
  }
  return groupSize;
}

/** The price tier for a private charter: 1-14 -> 14, 15-25 -> 25, 26-30 -> 30, 31-50 -> 50, 51-75 -> 75. */
export function capacityTierFor(groupSize: number): CapacityTier {
  assertWholeGroupSize(groupSize);
  if (groupSize < PRIVATE_MIN_GUESTS || groupSize > PRIVATE_MAX_GUESTS) {
    throw new DomainError('GROUP_SIZE_OUT_OF_RANGE', `Private cruises take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests`, {
      groupSize: `Choose between ${PRIVATE_MIN_GUESTS} and ${PRIVATE_MAX_GUESTS} guests.`,
    });
  }
  const tier = CAPACITY_TIERS.find((t) => groupSize <= CAPACITY_TIER_BANDS[t].maxGuests);
  // Unreachable: the range check above guarantees the last band matches.
  if (tier === undefined) throw new RangeError(`No tier for ${groupSize}`);
  return tier;
}

export type GroupSizeCategory = 'small' | 'medium' | 'large';

/**
 * Up to 12 small, 13-25 medium, 26 and above large. Unlike capacityTierFor this has no upper
 * bound: it describes a group (e.g. for copy), it does not price one.
 */
export function groupSizeCategory(groupSize: number): GroupSizeCategory {
  assertWholeGroupSize(groupSize);
  if (groupSize < 1) {
    throw new DomainError('GROUP_SIZE_OUT_OF_RANGE', 'A group has at least one guest', {
      groupSize: 'Enter at least 1 guest.',
    });
  }
  if (groupSize <= 12) return 'small';
  if (groupSize <= 25) return 'medium';
  return 'large';
}

// One wording for sizes everywhere (issue 20: the home page said "Up to 25" for a band and "Up to
// 30" for the same boat): a price band is a range of group sizes, a boat is its capacity and seats.

/** A price band as guests see it: "15–25 guests". */
export function bandGuestsLabel(tier: CapacityTier): string {
  const band = CAPACITY_TIER_BANDS[tier];
  return `${band.minGuests}–${band.maxGuests} guests`;
}

/** A boat's size: "Up to 30 guests, 25 seated" ("14 guests, all seated" when every guest has a seat). */
export function boatCapacityLabel(boat: Boat): string {
  return boat.seatingCapacity >= boat.capacity ? `Up to ${boat.capacity} guests, all seated` : `Up to ${boat.capacity} guests, ${boat.seatingCapacity} seated`;
}
