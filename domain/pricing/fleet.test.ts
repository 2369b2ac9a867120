import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import {
  BOATS,
  bandGuestsLabel,
  boatCapacityLabel,
  CAPACITY_TIERS,
  CAPACITY_TIER_BANDS,
  boatById,
  boatForTier,
  capacityTierFor,
  groupSizeCategory,
} from './fleet.ts';
import { PRIVATE_PACKAGE_TYPES } from './rates.ts';
import { CAPACITY_TIER_PACKAGES, allTierPackages } from './tier-packages.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('capacityTierFor', () => {
  it.each([
    [1, 14],
    [13, 14],
    [14, 14],
    [15, 25],
    [25, 25],
    [26, 30],
    [30, 30],
    [31, 50],
    [50, 50],
    [51, 75],
    [74, 75],
    [75, 75],
  ] as const)('%i guests -> tier %i', (guests, tier) => {
    expect(capacityTierFor(guests)).toBe(tier);
  });

  it.each([0, -1, 76, 100])('%i guests is GROUP_SIZE_OUT_OF_RANGE', (guests) => {
    expect(codeOf(() => capacityTierFor(guests))).toBe('GROUP_SIZE_OUT_OF_RANGE');
  });

  it.each([14.5, Number.NaN, Number.POSITIVE_INFINITY])('%d is INVALID_GROUP_SIZE', (guests) => {
    expect(codeOf(() => capacityTierFor(guests))).toBe('INVALID_GROUP_SIZE');
  });

  it('names groupSize as the offending field', () => {
    try {
      capacityTierFor(76);
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).fields).toHaveProperty('groupSize');
    }
  });

  it('bands cover 1-75 with no gap or overlap, each on its boat', () => {
    for (let guests = 1; guests <= 75; guests += 1) {
      const band = CAPACITY_TIER_BANDS[capacityTierFor(guests)];
      expect(guests).toBeGreaterThanOrEqual(band.minGuests);
      expect(guests).toBeLessThanOrEqual(band.maxGuests);
      expect(guests).toBeLessThanOrEqual(boatById(band.boatId).capacity);
    }
  });
});

describe('tiers map to (boat, guest band)', () => {
  it.each([
    [14, 'boat_day_tripper', 1, 14, false],
    [25, 'boat_me_seeks_the_irony', 15, 25, false],
    [30, 'boat_me_seeks_the_irony', 26, 30, true],
    [50, 'boat_clever_girl', 31, 50, false],
    [75, 'boat_clever_girl', 51, 75, true],
  ] as const)('tier %i: %s, %i-%i guests, extra crew %s', (tier, boatId, min, max, extraCrew) => {
    expect(CAPACITY_TIER_BANDS[tier]).toEqual({ tier, boatId, minGuests: min, maxGuests: max, extraCrew });
    expect(boatForTier(tier).id).toBe(boatId);
  });
});

describe('groupSizeCategory', () => {
  it.each([
    [1, 'small'],
    [12, 'small'],
    [13, 'medium'],
    [25, 'medium'],
    [26, 'large'],
    [75, 'large'],
    [200, 'large'],
  ] as const)('%i -> %s', (guests, category) => {
    expect(groupSizeCategory(guests)).toBe(category);
  });

  it('refuses zero and fractions', () => {
    expect(codeOf(() => groupSizeCategory(0))).toBe('GROUP_SIZE_OUT_OF_RANGE');
    expect(codeOf(() => groupSizeCategory(2.5))).toBe('INVALID_GROUP_SIZE');
  });
});

describe('the fleet', () => {
  it('has the three boats from the pricing data', () => {
    expect(BOATS.map((b) => [b.id, b.capacity, b.seatingCapacity])).toEqual([
      ['boat_day_tripper', 14, 14],
      ['boat_me_seeks_the_irony', 30, 25],
      ['boat_clever_girl', 75, 50],
    ]);
    expect(boatById('boat_me_seeks_the_irony').aliases).toEqual(['Meeseeks', 'The Irony']);
    for (const boat of BOATS) {
      expect(boat.name.length).toBeGreaterThan(0);
      expect(boat.displayName.length).toBeGreaterThan(0);
      expect(boat.description.length).toBeGreaterThan(40);
      expect(boat.seatingCapacity).toBeLessThanOrEqual(boat.capacity);
    }
  });
});

describe('capacity tier package data', () => {
  it('exists for every tier with the three packages', () => {
    expect(allTierPackages().map((t) => t.capacity)).toEqual([...CAPACITY_TIERS]);
    for (const tier of CAPACITY_TIERS) {
      const data = CAPACITY_TIER_PACKAGES[tier];
      expect(data.boatName).toBe(boatForTier(tier).displayName);
      expect(data.seatingCapacity).toBe(boatForTier(tier).seatingCapacity);
      expect(data.maxGuests).toBe(CAPACITY_TIER_BANDS[tier].maxGuests);
      expect(Object.keys(data.packages)).toEqual([...PRIVATE_PACKAGE_TYPES]);
      for (const type of PRIVATE_PACKAGE_TYPES) {
        const pkg = data.packages[type];
        expect(pkg.id).toBe(`private_${tier}_${type}`);
        expect(pkg.packageType).toBe(type);
        for (const text of [pkg.name, pkg.tagline, pkg.description, pkg.valueProposition]) {
          expect(text.trim().length).toBeGreaterThan(0);
        }
        expect(pkg.inclusions.length).toBeGreaterThanOrEqual(5);
        expect(pkg.highlights.length).toBeGreaterThanOrEqual(3);
        expect(pkg.ideal_for.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('marks essentials most popular on tier 14', () => {
    expect(CAPACITY_TIER_PACKAGES[14].mostPopular).toBe('essentials');
  });

  it('never types a price into copy (prices are computed from the rate table)', () => {
    const copy = JSON.stringify([CAPACITY_TIER_PACKAGES, BOATS]);
    expect(copy).not.toMatch(/\$/);
    expect(copy).not.toMatch(/\b\d+\s*(dollars|usd)\b/i);
  });

  it('the Ultimate package includes the lily pad, so pricing does not charge it twice', () => {
    for (const tier of CAPACITY_TIERS) {
      expect(CAPACITY_TIER_PACKAGES[tier].packages.ultimate.inclusions.join(' ')).toMatch(/lily pad/i);
    }
  });

  it('mentions the extra deckhand only on the tiers that pay the crew fee', () => {
    for (const tier of CAPACITY_TIERS) {
      const text = CAPACITY_TIER_PACKAGES[tier].packages.standard.inclusions.join(' ');
      expect(/two deckhands/.test(text)).toBe(CAPACITY_TIER_BANDS[tier].extraCrew);
    }
  });
});

describe('size labels', () => {
  it('names a price band by its range of group sizes, so two bands of one boat never read as two capacities', () => {
    expect(bandGuestsLabel(25)).toBe('15–25 guests');
    expect(bandGuestsLabel(30)).toBe('26–30 guests');
    expect(bandGuestsLabel(14)).toBe('1–14 guests');
  });

  it('names a boat by its capacity and its seats', () => {
    expect(boatCapacityLabel(boatById('boat_me_seeks_the_irony'))).toBe('Up to 30 guests, 25 seated');
    expect(boatCapacityLabel(boatById('boat_day_tripper'))).toBe('Up to 14 guests, all seated');
  });
});
