import { DAY_TYPES, toDayNumber, type DayType, type IsoDate } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS, type DiscoPackageKey } from './disco.ts';
import { DomainError } from '../shared/errors.ts';
import { CAPACITY_TIERS, type CapacityTier } from './fleet.ts';
import { dollars, type Cents } from '../shared/money.ts';
import { PRIVATE_PACKAGE_TYPES, type PrivatePackageType } from './rates.ts';

// Every figure a price is computed from, as one table staff can replace from a date on. The
// engine never reads a constant: its caller passes the table in effect (a quote: on the day it is
// issued; a page: on the day the site is built), so a price change needs no deploy and a held
// quote keeps the figures it was priced with.

export interface PriceTable {
  /** Per hour of a private charter, by capacity tier and day type. */
  hourlyRates: Record<CapacityTier, Record<DayType, Cents>>;
  /** Flat per cruise over the standard charter; `standard` is always 0. */
  packageAddOns: Record<CapacityTier, Record<PrivatePackageType, Cents>>;
  /** Per hour, for the bands that need an extra deckhand (0 where none is needed). */
  crewFeePerHour: Record<CapacityTier, Cents>;
  /** Giant lily pad float, per cruise (Ultimate includes one). */
  lilyPad: Cents;
  /** Disco cruise ticket per guest, before tax and gratuity. */
  discoPerPerson: Record<DiscoPackageKey, Cents>;
}

export interface PriceVersion {
  /** 1 for the launch table, one more for each version staff save. */
  version: number;
  /** The first calendar day (America/Chicago) the table prices quotes and pages. */
  effectiveFrom: IsoDate;
  table: PriceTable;
  createdAt: string;
  /** The staff member's sign-in e-mail, or 'system' for the launch table. */
  createdBy: string;
  note?: string;
}

/**
 * The launch prices (version 1). The hourly table is the single source of every private-charter
 * price: older figures in the spec (precomputed totals, "simplified comparison rates", flat crew
 * fees, a $60 lily pad) are superseded.
 */
export const FIRST_PRICE_TABLE: PriceTable = {
  hourlyRates: {
    14: { MON_THU: dollars(200), FRIDAY: dollars(225), SATURDAY: dollars(350), SUNDAY: dollars(250) },
    25: { MON_THU: dollars(225), FRIDAY: dollars(250), SATURDAY: dollars(375), SUNDAY: dollars(275) },
    30: { MON_THU: dollars(225), FRIDAY: dollars(250), SATURDAY: dollars(375), SUNDAY: dollars(275) },
    50: { MON_THU: dollars(250), FRIDAY: dollars(275), SATURDAY: dollars(400), SUNDAY: dollars(300) },
    75: { MON_THU: dollars(250), FRIDAY: dollars(275), SATURDAY: dollars(400), SUNDAY: dollars(300) },
  },
  packageAddOns: {
    14: { standard: 0, essentials: dollars(100), ultimate: dollars(250) },
    25: { standard: 0, essentials: dollars(150), ultimate: dollars(300) },
    30: { standard: 0, essentials: dollars(150), ultimate: dollars(300) },
    50: { standard: 0, essentials: dollars(200), ultimate: dollars(350) },
    75: { standard: 0, essentials: dollars(200), ultimate: dollars(350) },
  },
  // The 26-30 and 51-75 bands need an extra deckhand.
  crewFeePerHour: { 14: 0, 25: 0, 30: dollars(50), 50: 0, 75: dollars(100) },
  lilyPad: dollars(50),
  discoPerPerson: { basic: dollars(85), disco_queen: dollars(95), platinum: dollars(105) },
};

/** The launch version's date: before any cruise the system has sold, so it prices every date. */
export const FIRST_PRICE_VERSION_DATE: IsoDate = '2020-01-01';

/** Version 1, present without any write (storage holds only the versions staff saved). */
export const FIRST_PRICE_VERSION: PriceVersion = {
  version: 1,
  effectiveFrom: FIRST_PRICE_VERSION_DATE,
  table: FIRST_PRICE_TABLE,
  createdAt: `${FIRST_PRICE_VERSION_DATE}T00:00:00.000Z`,
  createdBy: 'system',
  note: 'Launch prices',
};

/** The version that prices `date`: the latest whose effectiveFrom is on or before it (version 1 when none is). */
export function priceVersionOn(versions: readonly PriceVersion[], date: IsoDate): PriceVersion {
  const day = toDayNumber(date, 'date');
  let best: PriceVersion | undefined;
  for (const v of versions) {
    if (toDayNumber(v.effectiveFrom) > day) continue;
    if (!best || v.effectiveFrom > best.effectiveFrom || (v.effectiveFrom === best.effectiveFrom && v.version > best.version)) best = v;
  }
  if (best) return best;
  if (toDayNumber(FIRST_PRICE_VERSION_DATE) <= day) return FIRST_PRICE_VERSION;
  throw new DomainError('NO_PRICE_VERSION', `No price version is in effect on ${date}`, { date: 'No prices are set for this date.' });
}

/** Every version in effective-date order, version 1 first (it is added when storage lacks it). */
export function withFirstVersion(stored: readonly PriceVersion[]): PriceVersion[] {
  const all = stored.some((v) => v.version === 1) ? [...stored] : [FIRST_PRICE_VERSION, ...stored];
  return all.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : a.version - b.version));
}

/** Where two tables differ, as `hourlyRates.75.SATURDAY`-style paths (for the admin screen and events). */
export function priceTableDifferences(a: PriceTable, b: PriceTable): string[] {
  const changed: string[] = [];
  for (const tier of CAPACITY_TIERS) {
    for (const d of DAY_TYPES) if (a.hourlyRates[tier][d] !== b.hourlyRates[tier][d]) changed.push(`hourlyRates.${tier}.${d}`);
    for (const p of PRIVATE_PACKAGE_TYPES) if (a.packageAddOns[tier][p] !== b.packageAddOns[tier][p]) changed.push(`packageAddOns.${tier}.${p}`);
    if (a.crewFeePerHour[tier] !== b.crewFeePerHour[tier]) changed.push(`crewFeePerHour.${tier}`);
  }
  if (a.lilyPad !== b.lilyPad) changed.push('lilyPad');
  for (const k of DISCO_PACKAGE_KEYS) if (a.discoPerPerson[k] !== b.discoPerPerson[k]) changed.push(`discoPerPerson.${k}`);
  return changed;
}
