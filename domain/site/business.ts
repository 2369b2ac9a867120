import type { CruiseKind } from '../pricing/cruise-kinds.ts';
import { DISCO_MIN_AGE, DISCO_REFUND_WINDOW_HOURS } from '../pricing/disco.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
  URGENT_DEPOSIT_PERCENT,
  URGENT_PAYMENT_WINDOW_HOURS,
} from '../pricing/deposit.ts';
import { toDayNumber, type IsoDate } from '../shared/dates.ts';
import { formatCount } from '../shared/money.ts';

// The one place the business's facts live. Pages, JSON-LD, e-mails and the footer all read them
// from here, so a claim is never typed twice and never disagrees with itself. The brand is a
// fictional default (555-01xx phone, `.example` domains) that a real business replaces through
// staff overrides merged with `withBusinessFactOverrides` (the /settings screen, decision 013).

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHours {
  day: Weekday;
  /** 'HH:MM', 24-hour, America/Chicago. */
  opens: string;
  closes: string;
}

export interface SocialLink {
  url: string;
  handle: string;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface BusinessFacts {
  name: string;
  legalName: string;
  tagline: string;
  website: string;
  phone: { display: string; e164: string; href: string };
  email: { address: string; href: string };
  location: {
    display: string;
    marinaName: string;
    streetAddress: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    geo: { latitude: number; longitude: number };
    timeZone: string;
  };
  foundedYear: number;
  guestsServed: number;
  /** Guests served as marketing shows it, e.g. '125,000+'. */
  guestsServedDisplay: string;
  rating: { value: number; best: number; reviewCount: number };
  /**
   * Where guests review the business on Google (the thank-you e-mail's link, decision 078): the
   * business profile's "write a review" link once staff paste it on /settings; until then a Maps
   * search for the business, whose listing offers "Write a review".
   */
  googleReviewUrl: string;
  safety: { perfectSafetyRecord: boolean; claim: string };
  social: Readonly<Record<SocialNetwork, SocialLink>>;
  businessHours: readonly OpeningHours[];
  arrival: { minutesEarly: number; guidance: string };
  services: {
    dj: { available: boolean; description: string };
    photographer: { available: boolean; description: string };
    alcoholDelivery: { available: boolean; description: string };
  };
  policies: {
    standardDepositPercent: number;
    urgentDepositPercent: number;
    urgentBookingThresholdDays: number;
    urgentPaymentWindowHours: number;
    balanceDueDaysBeforeEvent: number;
    freeCancellationDaysBeforeEvent: number;
    discoRefundWindowHours: number;
    discoMinimumAge: number;
  };
}

const ARRIVAL_MINUTES_EARLY = 15;
const GUESTS_SERVED = 125_000;

function dailyHours(opens: string, closes: string): OpeningHours[] {
  return WEEKDAYS.map((day) => ({ day, opens, closes }));
}

function socialLink(url: string, handle: string): SocialLink {
  return { url, handle };
}

/** The facts as the code ships them: what /settings calls the defaults. */
export const businessFactDefaults: BusinessFacts = {
  name: 'Lake Travis Party Cruises',
  legalName: 'Lake Travis Party Cruises LLC',
  tagline: "Austin's premier party cruise experience",
  website: 'https://www.laketravispartycruises.example',
  phone: { display: '(512) 555-0142', e164: '+15125550142', href: 'tel:+15125550142' },
  email: {
    address: 'hello@laketravispartycruises.example',
    href: 'mailto:hello@laketravispartycruises.example',
  },
  location: {
    display: 'Lake Travis, Austin, TX',
    marinaName: 'Bluebonnet Cove Marina',
    streetAddress: '2100 Bluebonnet Cove Landing',
    locality: 'Austin',
    region: 'TX',
    postalCode: '78734',
    country: 'US',
    geo: { latitude: 30.3927, longitude: -97.9312 },
    timeZone: 'America/Chicago',
  },
  foundedYear: 2009,
  guestsServed: GUESTS_SERVED,
  guestsServedDisplay: `${formatCount(GUESTS_SERVED)}+`,
  rating: { value: 4.9, best: 5, reviewCount: 1250 },
  googleReviewUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Lake Travis Party Cruises, 2100 Bluebonnet Cove Landing, Austin, TX 78734')}`,
  safety: {
    perfectSafetyRecord: true,
    claim: 'A perfect safety record: every cruise is run by a USCG-licensed captain and trained crew.',
  },
  social: {
    facebook: socialLink('https://www.facebook.com/laketravispartycruises', 'laketravispartycruises'),
    instagram: socialLink('https://www.instagram.com/laketravispartycruises', '@laketravispartycruises'),
    tiktok: socialLink('https://www.tiktok.com/@laketravispartycruises', '@laketravispartycruises'),
    youtube: socialLink('https://www.youtube.com/@laketravispartycruises', '@laketravispartycruises'),
    linkedin: socialLink('https://www.linkedin.com/company/lake-travis-party-cruises', 'lake-travis-party-cruises'),
  },
  businessHours: dailyHours('09:00', '22:00'),
  arrival: {
    minutesEarly: ARRIVAL_MINUTES_EARLY,
    guidance: `Please arrive ${ARRIVAL_MINUTES_EARLY} minutes before departure so we can check in your group and cast off on time.`,
  },
  services: {
    dj: {
      available: true,
      description: 'Add a live DJ to any private cruise; every disco cruise already has one.',
    },
    photographer: {
      available: true,
      description: 'Book a professional photographer for your cruise and get your photos shared after the party.',
    },
    alcoholDelivery: {
      available: true,
      description: 'Our sister delivery service can have your drinks iced and waiting on the boat.',
    },
  },
  policies: {
    standardDepositPercent: STANDARD_DEPOSIT_PERCENT,
    urgentDepositPercent: URGENT_DEPOSIT_PERCENT,
    urgentBookingThresholdDays: URGENT_BOOKING_THRESHOLD_DAYS,
    urgentPaymentWindowHours: URGENT_PAYMENT_WINDOW_HOURS,
    balanceDueDaysBeforeEvent: BALANCE_DUE_DAYS_BEFORE_EVENT,
    freeCancellationDaysBeforeEvent: FREE_CANCELLATION_DAYS_BEFORE_EVENT,
    discoRefundWindowHours: DISCO_REFUND_WINDOW_HOURS,
    discoMinimumAge: DISCO_MIN_AGE,
  },
};

/** Staff edits: any subset of the facts, nested objects merged key by key. */
export type BusinessFactOverrides = DeepPartial<BusinessFacts>;

export type DeepPartial<T> = T extends readonly (infer _U)[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

/**
 * The facts with staff overrides applied. Lists (hours) are replaced whole, because merging them
 * item by item would leave half-edited schedules. Derived links are recomputed when staff change
 * the phone or e-mail without also changing the link, so the two cannot drift apart.
 */
export function withBusinessFactOverrides(overrides: BusinessFactOverrides, base: BusinessFacts = businessFactDefaults): BusinessFacts {
  const merged = deepMerge(base, overrides) as BusinessFacts;
  if (overrides.phone?.e164 !== undefined && overrides.phone.href === undefined) {
    merged.phone = { ...merged.phone, href: `tel:${merged.phone.e164}` };
  }
  if (overrides.email?.address !== undefined && overrides.email.href === undefined) {
    merged.email = { ...merged.email, href: `mailto:${merged.email.address}` };
  }
  if (overrides.guestsServed !== undefined && overrides.guestsServedDisplay === undefined) {
    merged.guestsServedDisplay = `${formatCount(merged.guestsServed)}+`;
  }
  return merged;
}

/**
 * The global the site build defines (Vite `define`) as the staff's stored overrides, so the
 * browser bundle and the prerenderer's server bundle read the same facts and hydration never
 * disagrees with the HTML. Anywhere else (Lambda bundles, tests, tsx) it is not defined and the
 * defaults apply: server code that needs the staff's edits loads them from the table instead.
 */
export const BUSINESS_FACT_OVERRIDES_GLOBAL = '__BUSINESS_FACT_OVERRIDES__';
declare const __BUSINESS_FACT_OVERRIDES__: BusinessFactOverrides | undefined;
const builtInOverrides: BusinessFactOverrides = typeof __BUSINESS_FACT_OVERRIDES__ === 'undefined' ? {} : __BUSINESS_FACT_OVERRIDES__;

/**
 * The facts every page, JSON-LD block and app screen reads at module load: the defaults with the
 * overrides the site was built with. Server code sending e-mail loads the current facts instead
 * (functions/app/site/business-facts.ts), since staff may have saved since the build.
 */
export const businessFacts: BusinessFacts = withBusinessFactOverrides(builtInOverrides, businessFactDefaults);

/** Whole years since founding as of `today` (2009 -> 16 on any day of 2025); for "N+ years" copy. */
export function yearsInBusiness(today: IsoDate, facts: Pick<BusinessFacts, 'foundedYear'> = businessFacts): number {
  toDayNumber(today, 'today');
  return Number(today.slice(0, 4)) - facts.foundedYear;
}

/** Where guests board, written out: 'Bluebonnet Cove Marina, 2100 Bluebonnet Cove Landing, Austin, TX 78734'. */
export function marinaAddress(facts: Pick<BusinessFacts, 'location'> = businessFacts): string {
  const { marinaName, streetAddress, locality, region, postalCode } = facts.location;
  return `${marinaName}, ${streetAddress}, ${locality}, ${region} ${postalCode}`;
}

/**
 * A map of the marina that opens in the guest's maps app or browser: Google's documented Maps URL
 * (no key needed) searching for the address, so the pin lands on the marina, not on bare coordinates.
 */
export function marinaMapUrl(facts: Pick<BusinessFacts, 'location'> = businessFacts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(marinaAddress(facts))}`;
}

const BRING_ON_EVERY_CRUISE = ['swimsuits and towels', 'sunscreen, sunglasses and a hat', 'your drinks in cans or plastic (no glass)', 'snacks'] as const;

/** What a group should bring, as the FAQ answers it for either cruise. */
export const WHAT_TO_BRING = [...BRING_ON_EVERY_CRUISE, 'photo ID (every guest needs one on the disco cruise)'] as const;

/**
 * What a booked group should bring (its e-mails and its trip page): the disco cruise is 21 and
 * over for everyone; on a private cruise only those who drink must be (the waiver's terms).
 */
export function whatToBring(kind: CruiseKind): readonly string[] {
  return [
    ...BRING_ON_EVERY_CRUISE,
    kind === 'disco'
      ? `photo ID: every guest needs one, as the disco cruise is for guests ${DISCO_MIN_AGE} and over`
      : 'photo ID if you will drink: the crew may ask for it at boarding',
  ];
}
