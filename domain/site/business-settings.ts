import * as z from '../shared/zod.ts';
import {
  SOCIAL_NETWORKS,
  WEEKDAYS,
  businessFactDefaults,
  type BusinessFactOverrides,
  type BusinessFacts,
  type OpeningHours,
  type SocialLink,
  type SocialNetwork,
  type Weekday,
} from './business.ts';
import type { IsoDate } from '../shared/dates.ts';
import { formatCount } from '../shared/money.ts';
import { emailAddressSchema } from '../shared/email.ts';

// The business facts staff may change on /settings (issue 6): contact details, opening hours,
// social profiles and the story figures. Everything else in business.ts (name, address, policies)
// follows the code. One schema serves the screen and the API; what is stored is only what differs
// from the defaults, as `BusinessFactOverrides` (decision 013).

/** One day of the week on the form: closed, or open from `opens` to `closes` ('HH:MM', Austin time). */
export type DayHours = { closed: true } | { closed: false; opens: string; closes: string };

export interface EditableBusinessFacts {
  phone: { display: string; e164: string };
  email: { address: string };
  businessHours: Record<Weekday, DayHours>;
  social: Record<SocialNetwork, SocialLink>;
  foundedYear: number;
  guestsServed: number;
  rating: { value: number; reviewCount: number };
  googleReviewUrl: string;
}

export const EARLIEST_FOUNDED_YEAR = 1900;
export const MAX_GUESTS_SERVED = 100_000_000;
export const MAX_REVIEW_COUNT = 10_000_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const SOCIAL_NETWORK_LABELS: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** The host a profile must live on; `www.` and other subdomains of it (m.facebook.com) are fine. */
export const SOCIAL_HOSTS: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  tiktok: 'tiktok.com',
  youtube: 'youtube.com',
  linkedin: 'linkedin.com',
};

/** Instagram, TikTok and YouTube show a handle as '@name'; Facebook and LinkedIn use the page's name in its address. */
export const SOCIAL_HANDLE_AT: Readonly<Record<SocialNetwork, boolean>> = {
  facebook: false,
  instagram: true,
  tiktok: true,
  youtube: true,
  linkedin: false,
};

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

// ---- validation ------------------------------------------------------------------------------

/** '+1' and ten digits, area code and exchange not starting with 0 or 1 (the North American plan). */
const E164_US = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ten national digits a written US number holds ('(512) 555-0142', '+1 512.555.0142'), or null. */
export function nationalDigitsOf(display: string): string | null {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** The E.164 form of a written US number, or null when it is not one. */
export function e164From(display: string): string | null {
  const national = nationalDigitsOf(display);
  return national && E164_US.test(`+1${national}`) ? `+1${national}` : null;
}

const phoneSchema = z
  .strictObject({
    display: z
      .string({ message: 'Enter the phone number as the site should show it.' })
      .check(
        z.trim(),
        z.minLength(1, { message: 'Enter the phone number as the site should show it.' }),
        z.maxLength(30, { message: 'Keep the phone number under 30 characters.' }),
        z.regex(/^\+?[\d\s().-]+$/, { message: 'Use digits, spaces, brackets, dots and dashes only, e.g. (512) 555-0142.' }),
      ),
    e164: z
      .string({ message: 'Enter the number for dialling, e.g. +15125550142.' })
      .check(z.trim(), z.regex(E164_US, { message: 'Enter a US number for dialling as +1 and ten digits, e.g. +15125550142.' })),
  })
  .check(
    z.refine((phone) => !E164_US.test(phone.e164) || nationalDigitsOf(phone.display) === phone.e164.slice(2), {
      path: ['display'],
      message: 'The number shown and the number for dialling must be the same number.',
    }),
  );

const emailSchema = z.strictObject({
  address: emailAddressSchema({
    required: 'Enter the e-mail address guests should write to.',
    invalid: 'Enter a valid e-mail address, e.g. hello@example.com.',
  }),
});

const clock = (which: 'opening' | 'closing') =>
  z
    .string({ message: `Enter the ${which} time.` })
    .check(z.regex(CLOCK, { message: `Enter the ${which} time as HH:MM, 24-hour (e.g. ${which === 'opening' ? '09:00' : '22:00'}).` }));

const dayHoursSchema = z.discriminatedUnion(
  'closed',
  [
    z.strictObject({ closed: z.literal(true) }),
    z.strictObject({ closed: z.literal(false), opens: clock('opening'), closes: clock('closing') }).check(
      z.refine((day) => !CLOCK.test(day.opens) || !CLOCK.test(day.closes) || day.closes > day.opens, {
        path: ['closes'],
        message: 'The closing time must be after the opening time.',
      }),
    ),
  ],
  { message: 'Say whether the business is open or closed that day.' },
);

const businessHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
  .check(z.refine((week) => WEEKDAYS.some((day) => week[day]?.closed === false), { message: 'Open on at least one day of the week.' }));

function socialLinkSchema(network: SocialNetwork) {
  const host = SOCIAL_HOSTS[network];
  const label = SOCIAL_NETWORK_LABELS[network];
  const at = SOCIAL_HANDLE_AT[network];
  return z.strictObject({
    url: z.string({ message: `Enter the ${label} address.` }).check(
      z.trim(),
      z.maxLength(300, { message: 'Keep the address under 300 characters.' }),
      z.refine(
        (value) => {
          try {
            const url = new URL(value);
            const hostname = url.hostname.toLowerCase();
            return url.protocol === 'https:' && (hostname === host || hostname.endsWith(`.${host}`)) && !url.username && !url.password;
          } catch {
            return false;
          }
        },
        { message: `Enter the full https:// address of the ${label} profile, on ${host}.` },
      ),
    ),
    handle: z.string({ message: `Enter the ${label} handle.` }).check(
      z.trim(),
      z.regex(at ? /^@[A-Za-z0-9._-]{1,100}$/ : /^[A-Za-z0-9._-]{1,100}$/, {
        message: at
          ? `Enter the ${label} handle as @name (letters, digits, dots, dashes, underscores).`
          : `Enter the ${label} name as in the page's address (letters, digits, dots, dashes, underscores).`,
      }),
    ),
  });
}

const socialSchema = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLinkSchema(network)])) as Record<SocialNetwork, ReturnType<typeof socialLinkSchema>>,
);

const wholeNumber = (message: string) => z.number({ message }).check(z.int({ message }));

/** One decimal place at most: 4.9 yes, 4.85 no (floating point aside). */
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const ratingSchema = z.strictObject({
  value: z
    .number({ message: `Enter the rating as a number from ${RATING_MIN} to ${RATING_MAX}, e.g. 4.9.` })
    .check(
      z.gte(RATING_MIN, { message: `The rating is at least ${RATING_MIN}.` }),
      z.lte(RATING_MAX, { message: `The rating is at most ${RATING_MAX}.` }),
      z.refine(oneDecimal, { message: 'Give the rating with one decimal place at most, e.g. 4.9.' }),
    ),
  reviewCount: wholeNumber('Enter the number of reviews as a whole number.').check(
    z.gte(0, { message: 'The number of reviews cannot be negative.' }),
    z.lte(MAX_REVIEW_COUNT, { message: `Enter at most ${formatCount(MAX_REVIEW_COUNT)} reviews.` }),
  ),
});

/** Google's hosts for a business's review link: google.com (Maps, Search) and its g.page short links. */
export const GOOGLE_REVIEW_HOSTS = ['google.com', 'g.page'] as const;

const googleReviewUrlSchema = z.string({ message: 'Enter the Google review link.' }).check(
  z.trim(),
  z.maxLength(500, { message: 'Keep the link under 500 characters.' }),
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        const hostname = url.hostname.toLowerCase();
        return (
          url.protocol === 'https:' && GOOGLE_REVIEW_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`)) && !url.username && !url.password
        );
      } catch {
        return false;
      }
    },
    { message: 'Enter the full https:// link Google gives for reviews, on google.com or g.page.' },
  ),
);

const foundedYearSchema = wholeNumber('Enter the year as four digits, e.g. 2009.').check(
  z.gte(EARLIEST_FOUNDED_YEAR, { message: `Enter a year from ${EARLIEST_FOUNDED_YEAR} on.` }),
);

const guestsServedSchema = wholeNumber('Enter the number of guests as a whole number.').check(
  z.gte(1, { message: 'Enter at least 1 guest.' }),
  z.lte(MAX_GUESTS_SERVED, { message: `Enter at most ${formatCount(MAX_GUESTS_SERVED)} guests.` }),
);

const editableShape = {
  phone: phoneSchema,
  email: emailSchema,
  businessHours: businessHoursSchema,
  social: socialSchema,
  foundedYear: foundedYearSchema,
  guestsServed: guestsServedSchema,
  rating: ratingSchema,
  googleReviewUrl: googleReviewUrlSchema,
};

/**
 * Every editable fact, checked as a staff save is: the founding year may not be later than
 * `today`'s year (an America/Chicago date, from the caller's clock).
 */
export function editableBusinessFactsSchema(today: IsoDate) {
  const year = Number(today.slice(0, 4));
  return z.strictObject({
    ...editableShape,
    foundedYear: foundedYearSchema.check(z.lte(year, { message: `Enter a year no later than ${year}.` })),
  }) satisfies z.ZodMiniType<EditableBusinessFacts>;
}

/** `PUT /api/admin/settings`: the version the screen loaded, and every editable fact (checked against the clock by the handler). */
export const businessSettingsRequestSchema = z.strictObject({
  version: z.number({ message: 'Send the version of the settings you loaded.' }).check(z.int(), z.gte(0)),
  facts: z.record(z.string(), z.unknown(), { message: 'Send the business facts as an object.' }),
});
export type BusinessSettingsRequest = { version: number; facts: EditableBusinessFacts };

/**
 * What may be stored: any subset of the editable facts in the shape `withBusinessFactOverrides`
 * merges. Checked on every write and every read, so a hand-edited item can never reach a page or
 * an e-mail. No clock here: a year that was valid when saved stays readable.
 */
export const businessFactOverridesSchema = z.partial(
  z.strictObject({
    phone: phoneSchema,
    email: emailSchema,
    businessHours: z
      .array(
        z
          .strictObject({ day: z.enum(WEEKDAYS), opens: z.string().check(z.regex(CLOCK)), closes: z.string().check(z.regex(CLOCK)) })
          .check(z.refine((h) => h.closes > h.opens)),
      )
      .check(
        z.minLength(1),
        z.maxLength(7),
        z.refine((hours) => hours.every((h, index) => index === 0 || WEEKDAYS.indexOf(h.day) > WEEKDAYS.indexOf(hours[index - 1]!.day)), {
          message: 'Days are listed once each, Monday first.',
        }),
      ),
    social: z.partial(
      z.strictObject(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLinkSchema(network)])) as Record<
          SocialNetwork,
          ReturnType<typeof socialLinkSchema>
        >,
      ),
    ),
    foundedYear: foundedYearSchema,
    guestsServed: guestsServedSchema,
    rating: z.partial(ratingSchema),
    googleReviewUrl: googleReviewUrlSchema,
  }),
) satisfies z.ZodMiniType<BusinessFactOverrides>;

// ---- conversions -----------------------------------------------------------------------------

export function hoursByDay(hours: readonly OpeningHours[]): Record<Weekday, DayHours> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const open = hours.find((h) => h.day === day);
      return [day, open ? { closed: false, opens: open.opens, closes: open.closes } : { closed: true }];
    }),
  ) as Record<Weekday, DayHours>;
}

/** The open days in week order, as BusinessFacts lists them. */
export function openingHoursOf(week: Record<Weekday, DayHours>): OpeningHours[] {
  return WEEKDAYS.flatMap((day) => {
    const hours = week[day];
    return hours.closed ? [] : [{ day, opens: hours.opens, closes: hours.closes }];
  });
}

/** The editable part of a set of facts, as the screen shows it. */
export function editableFactsOf(facts: BusinessFacts): EditableBusinessFacts {
  return {
    phone: { display: facts.phone.display, e164: facts.phone.e164 },
    email: { address: facts.email.address },
    businessHours: hoursByDay(facts.businessHours),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, { url: facts.social[network].url, handle: facts.social[network].handle }])) as Record<
      SocialNetwork,
      SocialLink
    >,
    foundedYear: facts.foundedYear,
    guestsServed: facts.guestsServed,
    rating: { value: facts.rating.value, reviewCount: facts.rating.reviewCount },
    googleReviewUrl: facts.googleReviewUrl,
  };
}

export const businessFactEditableDefaults: EditableBusinessFacts = editableFactsOf(businessFactDefaults);

/** The parts of the settings that are saved as a whole; the screen marks each one that differs from its default. */
export const BUSINESS_SETTING_PARTS = [
  'phone',
  'email',
  'businessHours',
  ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
  'foundedYear',
  'guestsServed',
  'rating.value',
  'rating.reviewCount',
  'googleReviewUrl',
] as const;
export type BusinessSettingPart = (typeof BUSINESS_SETTING_PARTS)[number];

function partOf(facts: EditableBusinessFacts, part: BusinessSettingPart): unknown {
  switch (part) {
    case 'businessHours':
      return openingHoursOf(facts.businessHours);
    case 'rating.value':
      return facts.rating.value;
    case 'rating.reviewCount':
      return facts.rating.reviewCount;
    default:
      if (part.startsWith('social.')) return facts.social[part.slice('social.'.length) as SocialNetwork];
      return facts[part as 'phone' | 'email' | 'foundedYear' | 'guestsServed' | 'googleReviewUrl'];
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts in which `facts` differ from `base`. */
export function changedParts(facts: EditableBusinessFacts, base: EditableBusinessFacts): BusinessSettingPart[] {
  return BUSINESS_SETTING_PARTS.filter((part) => !same(partOf(facts, part), partOf(base, part)));
}

/**
 * What to store for a save: only the parts that differ from the defaults, so a later change to a
 * default reaches every fact staff never touched. Saving the defaults stores nothing ({}).
 */
export function overridesFor(facts: EditableBusinessFacts, defaults: EditableBusinessFacts = businessFactEditableDefaults): BusinessFactOverrides {
  const overrides: BusinessFactOverrides = {};
  for (const part of changedParts(facts, defaults)) {
    if (part === 'phone') overrides.phone = { display: facts.phone.display, e164: facts.phone.e164 };
    else if (part === 'email') overrides.email = { address: facts.email.address };
    else if (part === 'businessHours') overrides.businessHours = openingHoursOf(facts.businessHours);
    else if (part === 'foundedYear') overrides.foundedYear = facts.foundedYear;
    else if (part === 'guestsServed') overrides.guestsServed = facts.guestsServed;
    else if (part === 'rating.value') overrides.rating = { ...overrides.rating, value: facts.rating.value };
    else if (part === 'rating.reviewCount') overrides.rating = { ...overrides.rating, reviewCount: facts.rating.reviewCount };
    else if (part === 'googleReviewUrl') overrides.googleReviewUrl = facts.googleReviewUrl;
    else {
      const network = part.slice('social.'.length) as SocialNetwork;
      overrides.social = { ...overrides.social, [network]: { url: facts.social[network].url, handle: facts.social[network].handle } };
    }
  }
  return overrides;
}
