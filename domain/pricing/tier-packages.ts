import { CAPACITY_TIERS, CAPACITY_TIER_BANDS, boatForTier, type CapacityTier } from './fleet.ts';
import { CRUISE_DURATION_HOURS, type PrivatePackageType } from './rates.ts';

// Marketing copy for the private packages, per capacity tier. It is written once here and
// rendered by every page, quote and e-mail. Guest counts, seats and hours are read from the fleet
// and the rate module; prices never appear in copy because they are computed from the rate table.

export interface TierPackage {
  /** Stable id, e.g. 'private_14_essentials'. */
  id: string;
  packageType: PrivatePackageType;
  name: string;
  tagline: string;
  description: string;
  valueProposition: string;
  inclusions: readonly string[];
  highlights: readonly string[];
  ideal_for: readonly string[];
}

export interface CapacityTierPackageData {
  capacity: CapacityTier;
  seatingCapacity: number;
  boatId: string;
  boatName: string;
  minGuests: number;
  maxGuests: number;
  description: string;
  packages: Readonly<Record<PrivatePackageType, TierPackage>>;
  mostPopular: PrivatePackageType;
}

export const PRIVATE_PACKAGE_NAMES: Readonly<Record<PrivatePackageType, string>> = {
  standard: 'Standard Cruise',
  essentials: 'Essentials Package',
  ultimate: 'Ultimate Party Package',
};

// Essentials is the middle option and the one the spec marks most popular on the small boat; with
// no other data, it is the sensible default for every tier (staff can change it).
const MOST_POPULAR: Readonly<Record<CapacityTier, PrivatePackageType>> = {
  14: 'essentials',
  25: 'essentials',
  30: 'essentials',
  50: 'essentials',
  75: 'essentials',
};

type SizeGroup = 'small' | 'mid' | 'large';
const SIZE_GROUP: Readonly<Record<CapacityTier, SizeGroup>> = {
  14: 'small',
  25: 'mid',
  30: 'mid',
  50: 'large',
  75: 'large',
};

const TIER_DESCRIPTIONS: Readonly<Record<CapacityTier, (boat: string, min: number, max: number, seats: number) => string>> = {
  14: (boat, _min, max, seats) =>
    `${boat} is our boat for small crews of up to ${max}: a seat for all ${seats} guests under ` +
    'the shade, easy to fill, and quick to the quiet coves. The whole boat is yours.',
  25: (boat, min, max, seats) =>
    `For groups of ${min} to ${max}, ${boat} gives you cushioned seating for ${seats}, an open ` +
    'front deck for dancing and a swim platform off the back, with no other groups aboard.',
  30: (boat, min, max) =>
    `${boat} at full strength: ${min} to ${max} guests, with an extra deckhand aboard so a bigger ` +
    'group stays safe and well looked after. Same deck, same sound, more friends.',
  50: (boat, min, max, seats) =>
    `Our flagship ${boat} for ${min} to ${max} guests: lounge seating for ${seats}, room to ` +
    'dance, a sound system that carries across the cove and a broad swim platform.',
  75: (boat, min, max) =>
    `${boat} filled to the rails: ${min} to ${max} guests, with extra crew aboard for a group this size. The biggest private party we put on the lake.`,
};

const IDEAL_FOR: Readonly<Record<SizeGroup, Readonly<Record<PrivatePackageType, readonly string[]>>>> = {
  small: {
    standard: ['Small birthday crews', 'Family days on the lake', 'Friends who bring their own setup'],
    essentials: ['Bachelor and bachelorette squads', 'Birthday groups who want it easy', 'Visitors without a car to haul supplies'],
    ultimate: ['Milestone birthdays', 'Small bachelorette parties', 'Anniversaries and proposals'],
  },
  mid: {
    standard: ['Birthday parties', 'Team outings', 'Family reunions'],
    essentials: ['Bachelor and bachelorette parties', 'Graduation parties', 'Department outings'],
    ultimate: ['Big bachelorette weekends', 'Wedding welcome parties', 'Sweet 16s and quinceañeras'],
  },
  large: {
    standard: ['Company parties', 'Family reunions', 'Alumni gatherings'],
    essentials: ['Corporate team building', 'Combined bachelor-bachelorette parties', 'Graduation parties'],
    ultimate: ['Wedding after-parties', 'Company milestones', 'Milestone birthdays with everyone invited'],
  },
};

/** The Standard Cruise's line naming the boat; a booked quote names the boat it sails on with it (domain/booking/booked-boat.ts). */
export function charterInclusion(boatDisplayName: string, maxGuests: number): string {
  return `Private ${CRUISE_DURATION_HOURS}-hour charter on ${boatDisplayName} for up to ${maxGuests} guests`;
}

/** The Standard Cruise's line on the boat's seats, which differ from boat to boat. */
export function seatingInclusion(seats: number): string {
  return `Shaded seating for ${seats}`;
}

function buildTier(tier: CapacityTier): CapacityTierPackageData {
  const band = CAPACITY_TIER_BANDS[tier];
  const boat = boatForTier(tier);
  const hours = CRUISE_DURATION_HOURS;
  const group = SIZE_GROUP[tier];
  const crewLine = band.extraCrew
    ? 'USCG-licensed captain plus two deckhands, the extra hand a group your size needs'
    : 'USCG-licensed captain and a deckhand who run the boat so you can enjoy it';

  const standard: TierPackage = {
    id: `private_${tier}_standard`,
    packageType: 'standard',
    name: PRIVATE_PACKAGE_NAMES.standard,
    tagline: 'Your boat, your playlist, your lake.',
    description:
      `The whole of ${boat.displayName} for up to ${band.maxGuests} guests: a licensed captain ` +
      `and crew, a Bluetooth sound system and coolers full of ice, ${hours} hours on Lake Travis ` +
      'with a swim stop in a cove. Bring your drinks, snacks and playlist.',
    valueProposition: 'The simplest way onto the water: the boat and crew are all yours, and you bring the rest.',
    inclusions: [
      charterInclusion(boat.displayName, band.maxGuests),
      crewLine,
      'Bluetooth sound system: play your own playlist',
      'Coolers loaded with ice when you board',
      seatingInclusion(boat.seatingCapacity),
      'Swim stop in a Lake Travis cove, with swim ladder',
      'BYOB for guests 21+ (cans and plastic only, no glass)',
    ],
    highlights: ['The whole boat, just your group', `${hours} hours on the water`, 'Captain and crew included', 'Swim stop in a cove'],
    ideal_for: IDEAL_FOR[group].standard,
  };

  const essentials: TierPackage = {
    id: `private_${tier}_essentials`,
    packageType: 'essentials',
    name: PRIVATE_PACKAGE_NAMES.essentials,
    tagline: 'Everything handled. Just bring the drinks.',
    description:
      'Everything in the Standard Cruise, plus the supplies groups always forget: extra ice for ' +
      'the whole cruise, cups, plates and koozies for everyone, a cooler of bottled water and ' +
      'floats for the swim stop, all aboard before you arrive.',
    valueProposition: 'Skip the supply run: the ice, cups, water and floats are on the boat when you step aboard.',
    inclusions: [
      'Everything in the Standard Cruise',
      `Extra ice on board, so the coolers stay cold for all ${hours} hours`,
      'Cups, plates, napkins and koozies for every guest',
      'Cooler of bottled water on ice',
      'Pool noodles and floating lounge chairs for the swim stop',
      'Trash bags on board and clean-up by the crew',
    ],
    highlights: ['Party supplies on board', 'Extra ice all cruise', 'Floats for the swim stop', 'Nothing to haul to the marina'],
    ideal_for: IDEAL_FOR[group].essentials,
  };

  const ultimate: TierPackage = {
    id: `private_${tier}_ultimate`,
    packageType: 'ultimate',
    name: PRIVATE_PACKAGE_NAMES.ultimate,
    tagline: 'The full party: floated, lit and decorated.',
    description:
      'Everything in the Essentials Package, plus the giant lily pad float, a unicorn float, a ' +
      'disco ball with bubble machine and LED lights, décor for your occasion and a mimosa ' +
      'setup. The crew has it all set up before your group arrives.',
    valueProposition: 'A party that looks like one from the first photo: the floats, lights and décor are ready when you board.',
    inclusions: [
      'Everything in the Essentials Package',
      'Giant 6×20 ft lily pad float for the swim stop',
      'Giant inflatable unicorn float',
      'Disco ball, bubble machine and LED party lights',
      'Décor for your occasion: banner, balloons and table decorations',
      'Mimosa setup: champagne flutes, juice and an ice bucket (you bring the bubbly)',
    ],
    highlights: ['Giant lily pad float', 'Disco ball, bubbles and lights', 'Decorated for your occasion', 'Mimosa setup'],
    ideal_for: IDEAL_FOR[group].ultimate,
  };

  return {
    capacity: tier,
    seatingCapacity: boat.seatingCapacity,
    boatId: boat.id,
    boatName: boat.displayName,
    minGuests: band.minGuests,
    maxGuests: band.maxGuests,
    description: TIER_DESCRIPTIONS[tier](boat.displayName, band.minGuests, band.maxGuests, boat.seatingCapacity),
    packages: { standard, essentials, ultimate },
    mostPopular: MOST_POPULAR[tier],
  };
}

// Marked pure so a bundle that takes nothing from this module (a quote's link, say) leaves the
// packages' copy out rather than building it at load.
export const CAPACITY_TIER_PACKAGES: Readonly<Record<CapacityTier, CapacityTierPackageData>> = {
  14: /* @__PURE__ */ buildTier(14),
  25: /* @__PURE__ */ buildTier(25),
  30: /* @__PURE__ */ buildTier(30),
  50: /* @__PURE__ */ buildTier(50),
  75: /* @__PURE__ */ buildTier(75),
};

export function tierPackagesFor(tier: CapacityTier): CapacityTierPackageData {
  return CAPACITY_TIER_PACKAGES[tier];
}

/** Tiers in ascending order with their package data, for pages that list them all. */
export function allTierPackages(): readonly CapacityTierPackageData[] {
  return CAPACITY_TIERS.map((tier) => CAPACITY_TIER_PACKAGES[tier]);
}
