import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS } from '../pricing/disco.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '../pricing/fleet.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from '../pricing/pricing.ts';
import { addOnChosen, addOnKind, discoBlock, isGroupSize, isPackageKey, packageKind, packageOptions, startingPrice } from './quote-choices.ts';

const TODAY = '2026-01-05';
const SATURDAY = '2026-03-07';
const TUESDAY = '2026-03-03';

describe('quote choices', () => {
  it('takes a group our boats take, in whole guests', () => {
    expect([PRIVATE_MIN_GUESTS, PRIVATE_MAX_GUESTS].every(isGroupSize)).toBe(true);
    expect([PRIVATE_MIN_GUESTS - 1, PRIVATE_MAX_GUESTS + 1, 12.5, '20'].some(isGroupSize)).toBe(false);
  });

  it('knows which kind of cruise a package belongs to', () => {
    expect(packageKind('essentials')).toBe('private');
    expect(packageKind('disco_queen')).toBe('disco');
    expect(isPackageKey('platinum')).toBe(true);
    expect(isPackageKey('gold')).toBe(false);
  });

  it('rules the disco out on what is known so far: the day before the group, the group before the day', () => {
    expect(discoBlock({})).toBeNull();
    expect(discoBlock({ eventDate: TUESDAY })).toBe('DISCO_NOT_AVAILABLE_ON_DAY');
    expect(discoBlock({ groupSize: DISCO_MAX_GUESTS + 1 })).toBe('DISCO_GROUP_SIZE_OUT_OF_RANGE');
    expect(discoBlock({ eventDate: SATURDAY, groupSize: DISCO_MIN_GUESTS })).toBeNull();
    expect(discoBlock({ eventDate: SATURDAY, groupSize: DISCO_MIN_GUESTS - 1 })).toBe('DISCO_GROUP_SIZE_OUT_OF_RANGE');
  });

  it('asks the lily pad on private charters without one, and the bride on disco packages she rides free', () => {
    expect(addOnKind({ cruiseKind: 'private', packageKey: 'essentials' })).toBe('lilyPad');
    expect(addOnKind({ cruiseKind: 'private', packageKey: 'ultimate' })).toBeNull();
    expect(addOnKind({ cruiseKind: 'disco', packageKey: 'disco_queen', eventType: 'bachelorette' })).toBe('bride');
    expect(addOnKind({ cruiseKind: 'disco', packageKey: 'basic', eventType: 'bachelorette' })).toBeNull();
    expect(addOnKind({ cruiseKind: 'disco', eventType: 'birthday' })).toBeNull();
    expect(addOnKind({ eventType: 'bachelorette' })).toBe('unknown');
    expect(addOnChosen({ cruiseKind: 'private', packageKey: 'essentials', lilyPad: false })).toBe(true);
    expect(addOnChosen({ cruiseKind: 'private', packageKey: 'essentials' })).toBe(false);
    expect(addOnChosen({ cruiseKind: 'private', packageKey: 'ultimate', lilyPad: true })).toBe(false);
  });

  it('prices each package with the engine once date and group are known, and not before', () => {
    expect(packageOptions({ cruiseKind: 'private' }, TODAY, FIRST_PRICING).every((option) => option.price === null)).toBe(true);
    const priv = packageOptions({ cruiseKind: 'private', eventDate: SATURDAY, groupSize: 20 }, TODAY, FIRST_PRICING);
    expect(priv.map((option) => option.key)).toEqual(['standard', 'essentials', 'ultimate']);
    expect(priv.filter((option) => option.mostPopular)).toHaveLength(1);
    expect(priv[1]!.price).toEqual(
      calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 20, eventDate: SATURDAY, packageType: 'essentials', today: TODAY }),
    );
    const disco = packageOptions({ cruiseKind: 'disco', eventDate: SATURDAY, groupSize: 12, brideIncluded: true }, TODAY, FIRST_PRICING);
    expect(disco.map((option) => option.key)).toEqual(['basic', 'disco_queen', 'platinum']);
    expect(disco[1]!.price).toEqual(
      calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 12, eventDate: SATURDAY, discoPackage: 'disco_queen', brideIncluded: true, today: TODAY }),
    );
  });

  it('shows a bachelorette both prices of a package the bride rides free on until she is asked, and one price after', () => {
    const asked = { cruiseKind: 'disco' as const, eventType: 'bachelorette' as const, eventDate: SATURDAY, groupSize: 12 };
    const before = packageOptions(asked, TODAY, FIRST_PRICING);
    const price = (key: 'basic' | 'disco_queen' | 'platinum', brideIncluded: boolean) =>
      calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 12, eventDate: SATURDAY, discoPackage: key, brideIncluded, today: TODAY });
    expect(before.map((option) => [option.key, option.price, option.brideAboardPrice])).toEqual([
      ['basic', price('basic', false), undefined],
      ['disco_queen', price('disco_queen', false), price('disco_queen', true)],
      ['platinum', price('platinum', false), price('platinum', true)],
    ]);
    expect(before[1]!.brideAboardPrice!.totalPrice).toBeLessThan(before[1]!.price!.totalPrice);
    // Asked, or not a bachelorette: one price, the one the quote will show.
    for (const choices of [
      { ...asked, brideIncluded: true },
      { ...asked, brideIncluded: false },
      { ...asked, eventType: 'birthday' as const },
    ]) {
      expect(packageOptions(choices, TODAY, FIRST_PRICING).every((option) => option.brideAboardPrice === undefined)).toBe(true);
    }
  });

  it('starts the running price at the cheapest package once date and group are known', () => {
    expect(startingPrice({ cruiseKind: 'private', groupSize: 20 }, TODAY, FIRST_PRICING)).toBeNull();
    expect(startingPrice({ eventDate: SATURDAY }, TODAY, FIRST_PRICING)).toBeNull();
    // Before the cruise is chosen: the cheaper of the private charter and the disco cruise.
    const either = startingPrice({ eventDate: SATURDAY, groupSize: 12 }, TODAY, FIRST_PRICING)!;
    const cheapestOf = (kind: 'private' | 'disco') =>
      Math.min(...packageOptions({ cruiseKind: kind, eventDate: SATURDAY, groupSize: 12 }, TODAY, FIRST_PRICING).map((o) => o.price!.totalPrice));
    expect(either.price.totalPrice).toBe(Math.min(cheapestOf('private'), cheapestOf('disco')));
    const from = startingPrice({ cruiseKind: 'private', eventDate: SATURDAY, groupSize: 20 }, TODAY, FIRST_PRICING);
    const standard = calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 20, eventDate: SATURDAY, packageType: 'standard', today: TODAY });
    expect(from).toEqual({ packageName: packageOptions({ cruiseKind: 'private' }, TODAY, FIRST_PRICING)[0]!.name, price: standard });
    const disco = startingPrice({ cruiseKind: 'disco', eventDate: SATURDAY, groupSize: 12 }, TODAY, FIRST_PRICING);
    expect(disco!.price).toEqual(
      calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 12, eventDate: SATURDAY, discoPackage: 'basic', today: TODAY }),
    );
  });
});
