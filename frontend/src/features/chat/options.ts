import { compareCruiseOptions, type CruiseComparison } from '#domain/comparison.ts';
import type { IsoDate } from '#domain/dates.ts';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES, isDiscoPackageKey } from '#domain/disco.ts';
import { isDomainError } from '#domain/errors.ts';
import { capacityTierFor } from '#domain/fleet.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice, type PriceCalculationResult } from '#domain/pricing.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/rates.ts';
import { tierPackagesFor } from '#domain/tier-packages.ts';
import { discoBlock, isGroupSize, type ConversationState, type CruiseKind, type PackageKey } from './conversation.ts';

// The choices the cruise and package steps offer, priced by the domain engine for this group and
// date, so what a card says is what the quote will say.

function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
}

export interface CruiseChoice {
  kind: CruiseKind;
  total: number;
  perPerson: number;
  recommended: boolean;
}

export interface CruiseChoices {
  comparison: CruiseComparison;
  choices: CruiseChoice[];
}

/**
 * Private or disco, from compareCruiseOptions: the engine's recommendation, its reason and the
 * savings. The disco is offered only where it can sail for this date and group.
 */
export function cruiseChoices(state: ConversationState, today: IsoDate): CruiseChoices | null {
  const { eventDate, groupSize, packageKey, brideIncluded } = state.answers;
  if (eventDate === undefined || groupSize === undefined) return null;
  const comparison = attempt(() =>
    compareCruiseOptions({
      groupSize,
      eventDate,
      today,
      ...(packageKey && isDiscoPackageKey(packageKey) ? { discoPackage: packageKey } : {}),
      brideIncluded: brideIncluded === true,
    }),
  );
  if (!comparison) return null;
  const choices: CruiseChoice[] = [
    {
      kind: 'private',
      total: comparison.private.totalPrice,
      perPerson: comparison.private.perPersonCost,
      recommended: comparison.recommendation !== 'disco',
    },
  ];
  if (comparison.disco && discoBlock(state.answers) === null) {
    choices.push({ kind: 'disco', total: comparison.disco.totalPrice, perPerson: comparison.disco.perPersonCost, recommended: comparison.recommendation === 'disco' });
  }
  return { comparison, choices };
}

export interface PackageOption {
  key: PackageKey;
  name: string;
  tagline: string;
  inclusions: readonly string[];
  mostPopular: boolean;
  /** Null until date and group size are known (or when the engine refuses them). */
  price: PriceCalculationResult | null;
}

/** The three private packages for the group's boat, or the three disco packages, each priced. */
export function packageOptions(state: ConversationState, today: IsoDate): PackageOption[] {
  const { eventDate, groupSize, cruiseKind, brideIncluded } = state.answers;
  const known = eventDate !== undefined && isGroupSize(groupSize);
  if (cruiseKind === 'disco') {
    return DISCO_PACKAGE_KEYS.map((key) => {
      const pkg = DISCO_PACKAGES[key];
      return {
        key,
        name: pkg.name,
        tagline: pkg.tagline,
        inclusions: pkg.inclusions,
        mostPopular: false,
        price: known
          ? attempt(() => calculateDiscoCruisePrice({ groupSize: groupSize!, eventDate: eventDate!, discoPackage: key, brideIncluded: brideIncluded === true, today }))
          : null,
      };
    });
  }
  const tier = tierPackagesFor(isGroupSize(groupSize) ? capacityTierFor(groupSize) : 14);
  return PRIVATE_PACKAGE_TYPES.map((key) => {
    const pkg = tier.packages[key];
    return {
      key,
      name: pkg.name,
      tagline: pkg.tagline,
      inclusions: pkg.inclusions,
      mostPopular: tier.mostPopular === key,
      price: known ? attempt(() => calculatePrivateCruisePrice({ groupSize: groupSize!, eventDate: eventDate!, packageType: key, today })) : null,
    };
  });
}
