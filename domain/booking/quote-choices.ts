import type { IsoDate } from '../shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGE_KEYS, DISCO_PACKAGES, isDiscoPackageKey, type DiscoPackageKey } from '../pricing/disco.ts';
import { unlessRefused } from '../shared/errors.ts';
import type { EventTypeKey } from './event-types.ts';
import { capacityTierFor, PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '../pricing/fleet.ts';
import type { CruiseKind } from './inventory.ts';
import type { PricingContext } from '../pricing/pricing-context.ts';
import {
  calculateDiscoCruisePrice,
  calculatePrivateCruisePrice,
  discoUnavailabilityReason,
  isDiscoDay,
  type PriceCalculationResult,
} from '../pricing/pricing.ts';
import { isPrivatePackageType, PRIVATE_PACKAGE_TYPES, type PrivatePackageType } from '../pricing/rates.ts';
import { tierPackagesFor } from '../pricing/tier-packages.ts';

// A quote while it is being put together, some choices still open: the guest's chat and the staff
// quote form both build one, and both ask the same rules of it (may the disco sail for it, which
// add-on question applies, what each package would cost). Once every choice is made it becomes
// a QuoteSelection (quotes.ts), which the server prices again.

export type PackageKey = PrivatePackageType | DiscoPackageKey;

export interface QuoteChoices {
  eventType?: EventTypeKey;
  eventDate?: IsoDate;
  groupSize?: number;
  cruiseKind?: CruiseKind;
  packageKey?: PackageKey;
  /** The lily pad add-on (private charters). */
  lilyPad?: boolean;
  /** The bride is one of the guests (disco packages on which she rides free). */
  brideIncluded?: boolean;
}

/** A group our boats take (the private fleet's range; the disco's is narrower). */
export function isGroupSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= PRIVATE_MIN_GUESTS && value <= PRIVATE_MAX_GUESTS;
}

export function isPackageKey(value: unknown): value is PackageKey {
  return isDiscoPackageKey(value) || isPrivatePackageType(value);
}

/** The kind of cruise a package belongs to. */
export function packageKind(key: PackageKey): CruiseKind {
  return isDiscoPackageKey(key) ? 'disco' : 'private';
}

export type DiscoBlock = 'DISCO_NOT_AVAILABLE_ON_DAY' | 'DISCO_GROUP_SIZE_OUT_OF_RANGE';

/**
 * Why the disco cannot take this group, judged on what is known so far (a Tuesday rules it out
 * before the group size is known, 40 guests before the date is), or null while it still can.
 */
export function discoBlock(choices: Pick<QuoteChoices, 'eventDate' | 'groupSize'>): DiscoBlock | null {
  const { eventDate, groupSize } = choices;
  if (eventDate !== undefined && groupSize !== undefined) return discoUnavailabilityReason(groupSize, eventDate);
  if (eventDate !== undefined && !isDiscoDay(eventDate)) return 'DISCO_NOT_AVAILABLE_ON_DAY';
  if (groupSize !== undefined && (groupSize < DISCO_MIN_GUESTS || groupSize > DISCO_MAX_GUESTS)) return 'DISCO_GROUP_SIZE_OUT_OF_RANGE';
  return null;
}

/** The disco question "is the bride one of the guests?": bachelorettes on a package where she rides free. */
export function brideQuestionApplies(choices: QuoteChoices): boolean {
  if (choices.cruiseKind === 'private' || choices.eventType !== 'bachelorette') return false;
  if (choices.packageKey === undefined) return true;
  return isDiscoPackageKey(choices.packageKey) && DISCO_PACKAGES[choices.packageKey].brideFree;
}

/** Which add-on question the choices call for, or null when none does (or not yet known: 'unknown'). */
export function addOnKind(choices: QuoteChoices): 'lilyPad' | 'bride' | 'unknown' | null {
  if (choices.cruiseKind === undefined || choices.packageKey === undefined) {
    if (choices.cruiseKind === 'disco' && choices.eventType !== undefined && choices.eventType !== 'bachelorette') return null;
    return 'unknown';
  }
  if (choices.cruiseKind === 'private') return choices.packageKey === 'ultimate' ? null : 'lilyPad';
  return brideQuestionApplies(choices) ? 'bride' : null;
}

/** True once the add-on question that applies has its answer (false while none applies). */
export function addOnChosen(choices: QuoteChoices): boolean {
  const kind = addOnKind(choices);
  if (kind === 'lilyPad') return choices.lilyPad !== undefined;
  if (kind === 'bride') return choices.brideIncluded !== undefined;
  return false;
}

export interface PackageOption {
  key: PackageKey;
  name: string;
  tagline: string;
  inclusions: readonly string[];
  mostPopular: boolean;
  /** Null until date and group size are known (or when the engine refuses them). */
  price: PriceCalculationResult | null;
  /**
   * A bachelorette's disco package on which the bride rides free, before she is asked whether she
   * is one of the guests: the price with her aboard, shown beside `price` (without her), so the
   * card never shows one figure and the quote another.
   */
  brideAboardPrice?: PriceCalculationResult | null;
}

/**
 * The three private packages for the group's boat, or the three disco packages, each priced by
 * the engine for this group and date, so what an option says is what the quote will say.
 */
export function packageOptions(choices: QuoteChoices, today: IsoDate, pricing: PricingContext): PackageOption[] {
  const { eventDate, groupSize, cruiseKind, brideIncluded } = choices;
  const known = eventDate !== undefined && isGroupSize(groupSize);
  if (cruiseKind === 'disco') {
    return DISCO_PACKAGE_KEYS.map((key) => {
      const pkg = DISCO_PACKAGES[key];
      const priced = (bride: boolean) =>
        known
          ? unlessRefused(() =>
              calculateDiscoCruisePrice({ groupSize: groupSize!, eventDate: eventDate!, discoPackage: key, brideIncluded: bride, today, pricing }),
            )
          : null;
      const brideNotAsked = brideIncluded === undefined && choices.eventType === 'bachelorette' && pkg.brideFree;
      return {
        key,
        name: pkg.name,
        tagline: pkg.tagline,
        inclusions: pkg.inclusions,
        mostPopular: false,
        price: priced(brideIncluded === true),
        ...(brideNotAsked ? { brideAboardPrice: priced(true) } : {}),
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
      price: known
        ? unlessRefused(() => calculatePrivateCruisePrice({ groupSize: groupSize!, eventDate: eventDate!, packageType: key, today, pricing }))
        : null,
    };
  });
}

export interface StartingPrice {
  packageName: string;
  price: PriceCalculationResult;
}

/**
 * The cheapest package's price once the date and group are chosen but no package yet, so the
 * running price shows as soon as it can be worked out (the options already show theirs).
 */
export function startingPrice(choices: QuoteChoices, today: IsoDate, pricing: PricingContext): StartingPrice | null {
  // Before the cruise is chosen, the cheaper of the two the guest is being offered.
  const kinds = choices.cruiseKind === undefined ? (['private', 'disco'] as const) : [choices.cruiseKind];
  let cheapest: StartingPrice | null = null;
  for (const cruiseKind of kinds) {
    for (const option of packageOptions({ ...choices, cruiseKind }, today, pricing)) {
      if (option.price && (!cheapest || option.price.totalPrice < cheapest.price.totalPrice)) cheapest = { packageName: option.name, price: option.price };
    }
  }
  return cheapest;
}
