import { addDays, dayOfWeek, daysBetween, formatDate, isValidIsoDate, WEEKDAY_NAMES, type IsoDate } from '#domain/shared/dates.ts';
import { EVENT_TYPES, type EventTypeKey } from '#domain/booking/event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { emailSchema, fullNameSchema, phoneSchema } from '#domain/booking/schemas.ts';
import type * as z from '#domain/shared/zod.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import type { PackageKey } from '#domain/booking/quote-choices.ts';
import type { ContactStep, Step, StepValues } from './conversation.ts';
import { LARGE_GROUP_ADVICE } from '../../lib/large-group.ts';

// Typed answers, understood without any AI service: keywords, numbers and dates in the forms
// guests actually write. At a contact step the text is that one detail; at any other step a
// sentence fills every slot it mentions ("20 of us on June 14th for a bachelorette" answers the
// occasion, the group size and the date at once). Pure: `today` comes in, nothing goes out.

export type SlotValues = Partial<StepValues>;

export interface Understanding {
  /** Every slot the text filled with a usable value. */
  values: SlotValues;
  /** What the guest said that cannot be used, and why (a past date, Feb 30, 90 guests). */
  refusals: string[];
}

export function understood(result: Understanding): boolean {
  return Object.keys(result.values).length > 0 || result.refusals.length > 0;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));
const MONTH_PATTERN =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL = '(?:st|nd|rd|th)?';

function monthNumber(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3))) + 1;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

// ---- numbers written as words ----

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** 'twenty five people' -> '25 people'; 'a dozen' -> '12'; 'a hundred' -> '100'. */
export function wordsToDigits(text: string): string {
  const tens = Object.keys(TENS).join('|');
  const units = Object.keys(UNITS).join('|');
  return text
    .replace(/\b(?:a|one) hundred\b/g, '100')
    .replace(new RegExp(`\\b(${tens})(?:[\\s-]+(one|two|three|four|five|six|seven|eight|nine))?\\b`, 'g'), (_m, t: string, u?: string) =>
      String(TENS[t]! + (u ? UNITS[u]! : 0)),
    )
    .replace(new RegExp(`\\b(${units})\\b`, 'g'), (_m, u: string) => String(UNITS[u]))
    .replace(/\b(\d+|a|half a) dozen\b/g, (_m, n: string) => String(n === 'a' ? 12 : n === 'half a' ? 6 : Number(n) * 12));
}

// ---- dates ----

interface DateMatch {
  date?: IsoDate;
  refusal?: string;
  /** The text the date was read from, removed before numbers are read as group sizes. */
  matched: string;
}

/** The first date on or after today with this month and day (Feb 29 waits for a leap year). */
function nextOccurrence(month: number, day: number, today: IsoDate): IsoDate | null {
  const year = Number(today.slice(0, 4));
  for (let y = year; y <= year + 8; y += 1) {
    const candidate = iso(y, month, day);
    if (isValidIsoDate(candidate) && daysBetween(today, candidate) >= 0) return candidate;
  }
  return null;
}

function notADate(month: number, day: number): string {
  return `${MONTH_NAMES[month - 1] ?? 'That month'} ${day} is not a date. Which day did you mean?`;
}

function datedOrRefused(year: number | undefined, month: number, day: number, today: IsoDate, matched: string): DateMatch {
  if (month < 1 || month > 12) return { refusal: 'I read dates as month/day, like 6/14. Which day did you mean?', matched };
  if (year === undefined) {
    const date = nextOccurrence(month, day, today);
    return date ? { date, matched } : { refusal: notADate(month, day), matched };
  }
  const full = year < 100 ? 2000 + year : year;
  const candidate = iso(full, month, day);
  if (!isValidIsoDate(candidate)) return { refusal: notADate(month, day), matched };
  if (daysBetween(today, candidate) < 0) {
    return { refusal: `${formatDate(candidate)} has already passed. Pick a date from today onward.`, matched };
  }
  return { date: candidate, matched };
}

const WEEKDAY_PATTERN = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';

/**
 * 'this Saturday' (or just 'Saturday') is the first one on or after today; 'next Saturday' the
 * first one after today. Guests also say "next Saturday" for the one a week later; the chat shows
 * the date it read, so a guest who meant that one changes it with one tap.
 */
function weekdayDate(word: string, strictlyAfter: boolean, today: IsoDate): IsoDate {
  const target = WEEKDAY_NAMES.findIndex((w) => w.toLowerCase() === word);
  let ahead = (target - dayOfWeek(today) + 7) % 7;
  if (ahead === 0 && strictlyAfter) ahead = 7;
  return addDays(today, ahead);
}

const NTH: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };

/**
 * 'a Saturday in June', 'the second Friday of July 2027', 'the last Sunday in May': that weekday of
 * the month (with no place said, the first one from today on), in the next such month that still
 * has it. A guest naming a month and a weekday means a day in that month, not the coming weekday.
 */
function weekdayOfMonth(word: string, nth: number | undefined, month: number, year: number | undefined, today: IsoDate): IsoDate | null {
  const target = WEEKDAY_NAMES.findIndex((w) => w.toLowerCase() === word);
  const first = Number(today.slice(0, 4));
  for (const y of year === undefined ? [first, first + 1] : [year]) {
    const days: IsoDate[] = [];
    for (let day = 1; day <= 31; day += 1) {
      const candidate = iso(y, month, day);
      if (isValidIsoDate(candidate) && dayOfWeek(candidate) === target) days.push(candidate);
    }
    const date = nth === undefined ? days.find((day) => daysBetween(today, day) >= 0) : nth === -1 ? days.at(-1) : days[nth - 1];
    if (date && daysBetween(today, date) >= 0) return date;
  }
  return null;
}

export function findDate(text: string, today: IsoDate, step?: Step): DateMatch | null {
  let m: RegExpExecArray | null;
  if ((m = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text))) return datedOrRefused(Number(m[1]), Number(m[2]), Number(m[3]), today, m[0]);
  if ((m = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/.exec(text))) {
    return datedOrRefused(m[3] ? Number(m[3]) : undefined, Number(m[1]), Number(m[2]), today, m[0]);
  }
  if ((m = new RegExp(`\\b${MONTH_PATTERN}\\.? (?:the )?(\\d{1,2})${ORDINAL}\\b(?:,? (\\d{4}))?`).exec(text))) {
    return datedOrRefused(m[3] ? Number(m[3]) : undefined, monthNumber(m[1]!), Number(m[2]), today, m[0]);
  }
  if ((m = new RegExp(`\\b(\\d{1,2})${ORDINAL} (?:of )?${MONTH_PATTERN}\\b\\.?(?:,? (\\d{4}))?`).exec(text))) {
    return datedOrRefused(m[3] ? Number(m[3]) : undefined, monthNumber(m[2]!), Number(m[1]), today, m[0]);
  }
  if (
    (m = new RegExp(
      `\\b(?:(?:the|a|an) )?(?:(first|1st|second|2nd|third|3rd|fourth|4th|last) )?${WEEKDAY_PATTERN} (?:in|of) ${MONTH_PATTERN}\\b\\.?(?:,? (\\d{4}))?`,
    ).exec(text))
  ) {
    const month = monthNumber(m[3]!);
    const date = weekdayOfMonth(m[2]!, m[1] ? NTH[m[1]] : undefined, month, m[4] ? Number(m[4]) : undefined, today);
    if (date) return { date, matched: m[0] };
    return { refusal: `That day of ${MONTH_NAMES[month - 1]} ${m[4]} has already passed. Pick a date from today onward.`, matched: m[0] };
  }
  if ((m = /\btoday\b/.exec(text))) return { date: today, matched: m[0] };
  if ((m = /\btomorrow\b/.exec(text))) return { date: addDays(today, 1), matched: m[0] };
  if ((m = new RegExp(`\\b(?:(this|next|coming|this coming|on) )?${WEEKDAY_PATTERN}\\b`).exec(text))) {
    return { date: weekdayDate(m[2]!, m[1] === 'next', today), matched: m[0] };
  }
  // "the 14th" on the date question: the next 14th of a month.
  if (step === 'eventDate' && (m = /^(?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)$/.exec(text))) {
    const day = Number(m[1]);
    const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    for (let i = 0; i < 13; i += 1) {
      const month = ((mo - 1 + i) % 12) + 1;
      const candidate = iso(y + Math.floor((mo - 1 + i) / 12), month, day);
      if (isValidIsoDate(candidate) && daysBetween(today, candidate) >= 0) return { date: candidate, matched: m[0] };
    }
    return { refusal: `No month has a ${day}${m[0].replace(/^\D*\d+/, '')}. Which day did you mean?`, matched: m[0] };
  }
  // "in June" without a day: asked which day, rather than read as no date at all.
  if ((m = new RegExp(`\\b(?:in|during|sometime in|early|mid|late) ${MONTH_PATTERN}\\b(?! ?\\d)`).exec(text))) {
    const month = MONTH_NAMES[monthNumber(m[1]!) - 1];
    return { refusal: `Which day in ${month}? Say it like "${month} 14", or pick it on the calendar.`, matched: m[0] };
  }
  return null;
}

// ---- group sizes ----

const PEOPLE_WORDS =
  '(?:people|persons?|guests?|ppl|pax|of us|adults|friends|girls|gals|guys|ladies|women|men|folks|heads|attendees|employees|coworkers|co-workers|colleagues|passengers|kids|teens|in (?:our|the) (?:group|party)|total)\\b';

interface SizeMatch {
  size?: number;
  refusal?: string;
}

function sizeOrRefused(size: number): SizeMatch {
  if (size < PRIVATE_MIN_GUESTS) return { refusal: `A cruise needs at least ${PRIVATE_MIN_GUESTS} guest. How many are coming?` };
  if (size > PRIVATE_MAX_GUESTS) {
    return { refusal: LARGE_GROUP_ADVICE };
  }
  return { size };
}

/**
 * A group size: '20 of us', 'about 18', 'party of 12', '20-25 people' (the upper bound, so the
 * boat fits everyone). A bare number counts only when the question was the group size.
 */
export function findGroupSize(text: string, step?: Step): SizeMatch | null {
  const t = wordsToDigits(text);
  let m: RegExpExecArray | null;
  const range = `(\\d{1,3}) ?(?:-|to|or) ?(\\d{1,3})`;
  if ((m = /\bbetween (\d{1,3}) and (\d{1,3})\b/.exec(t))) return sizeOrRefused(Math.max(Number(m[1]), Number(m[2])));
  if ((m = new RegExp(`\\b${range} ?${PEOPLE_WORDS}`).exec(t))) return sizeOrRefused(Math.max(Number(m[1]), Number(m[2])));
  if ((m = new RegExp(`\\b(\\d{1,4}) ?\\+? ?${PEOPLE_WORDS}`).exec(t))) return sizeOrRefused(Number(m[1]));
  if ((m = /\b(?:party|group|crew|team|headcount|head count) of (?:about |around |roughly )?(\d{1,4})\b(?!\s*(?:st|nd|rd|th))/.exec(t)))
    return sizeOrRefused(Number(m[1]));
  if (
    (m =
      /\b(?:we are|we're|were|there are|there will be|there'll be|it's|it is|we'll be|we will be|expecting|headcount|head count|count of) (?:about |around |roughly |maybe )?(\d{1,4})\b(?!\s*(?:st|nd|rd|th|\/))/.exec(
        t,
      ))
  ) {
    return sizeOrRefused(Number(m[1]));
  }
  if (
    (m = new RegExp(
      `\\b(?:about|around|roughly|approximately|approx\\.?|maybe|like|~) ?(?:${range}|(\\d{1,4}))\\b(?!\\s*(?:st|nd|rd|th|am|pm|hours?|hrs?|:))`,
    ).exec(t))
  ) {
    return sizeOrRefused(m[3] ? Number(m[3]) : Math.max(Number(m[1]), Number(m[2])));
  }
  if (step === 'groupSize') {
    if ((m = new RegExp(`^(?:just |only |maybe )?${range}$`).exec(t))) return sizeOrRefused(Math.max(Number(m[1]), Number(m[2])));
    if ((m = /^(?:just |only |maybe )?(\d{1,4})\s*\+?$/.exec(t))) return sizeOrRefused(Number(m[1]));
    if ((m = /^-\s*\d+$/.exec(t))) return sizeOrRefused(0);
    const numbers = t.match(/\b\d{1,4}\b/g);
    if (numbers?.length === 1) return sizeOrRefused(Number(numbers[0]));
  }
  return null;
}

// ---- occasions, cruises, packages, yes/no ----

// Checked in this order: the first occasion mentioned by a stronger word wins ("a bachelorette
// before the wedding" is a bachelorette; "the team's bachelor party" a bachelor party).
const EVENT_KEYWORDS: readonly (readonly [EventTypeKey, RegExp])[] = [
  [
    'bachelorette',
    /\b(bachelorettes?|bachelorette party|bach(?:elorette)? party|bach weekend|bach|hen(?: do| party| weekend)?|bride[- ]to[- ]be|bride tribe|bridal party|bridal shower|brides?maids?)\b/,
  ],
  ['bachelor', /\b(bachelors?|bachelor party|stag(?: do| party)?|groom(?:'s)? (?:party|weekend)|groomsmen)\b/],
  [
    'birthday',
    /\b(birthday|bday|b-day|b'day|birth day|sweet ?16|sweet sixteen|quince|quinceanera|quinceañera|turning \d+|\d+(?:st|nd|rd|th) (?:bday|birthday))\b/,
  ],
  ['graduation', /\b(graduation|graduating|graduate|grads?|commencement)\b/],
  ['anniversary', /\b(anniversary|anniversaries)\b/],
  ['reunion', /\b(reunion|family get-?together)\b/],
  ['wedding', /\b(wedding|rehearsal|welcome party|after-?party|engagement|newlyweds?|elopement)\b/],
  [
    'corporate',
    /\b(corporate|company|work|office|team|teams|team building|team-building|client|clients|offsite|off-site|business|department|coworkers|co-workers|colleagues)\b/,
  ],
  ['other', /^(other|something else|none of (?:these|those|the above)|no occasion|nothing special)$|\b(just for fun|for fun|just because|no reason)\b/],
];

export function findEventType(text: string): EventTypeKey | null {
  const byLabel = EVENT_TYPES.find((t) => normalise(t.label) === text || t.key === text);
  if (byLabel) return byLabel.key;
  for (const [key, pattern] of EVENT_KEYWORDS) if (pattern.test(text)) return key;
  return null;
}

const PACKAGE_KEYWORDS: readonly (readonly [PackageKey, RegExp])[] = [
  ['disco_queen', /\b(disco ?queen|queen)\b/],
  ['platinum', /\b(platinum(?: disco)?)\b/],
  ['basic', /\b(basic(?: disco)?)\b/],
  ['ultimate', /\b(ultimate(?: party)?(?: package)?)\b/],
  ['essentials', /\b(essentials?(?: package)?)\b/],
  ['standard', /\b(standard(?: cruise)?)\b/],
];

export function findPackage(text: string): PackageKey | null {
  const found = PACKAGE_KEYWORDS.filter(([, pattern]) => pattern.test(text));
  return found.length === 1 ? found[0]![0] : null;
}

export function findCruiseKind(text: string): CruiseKind | null {
  // "disco ball" is a party light (in the Ultimate package), not the disco cruise.
  const disco = /\b(disco(?! ball)|shared cruise|tickets?)\b/.test(text);
  const privateCharter = /\b(private|charter|own boat|whole boat|just us|just our group)\b/.test(text);
  if (disco === privateCharter) return null;
  return disco ? 'disco' : 'private';
}

export function findYesNo(text: string): boolean | null {
  if (/\b(not sure|maybe|don't know|dont know|unsure|idk)\b/.test(text)) return null;
  if (/\b(no|nope|nah|skip|pass|without|don't|dont|not|none|never)\b/.test(text)) return false;
  if (/\b(yes|yeah|yea|yep|yup|sure|ok|okay|please|add|definitely|absolutely|of course|why not|she is|she's|y|coming)\b/.test(text)) return true;
  return null;
}

// ---- contact details ----

function contactValue(schema: z.ZodMiniType<string>, candidate: string): { value?: string; refusal?: string } {
  const parsed = schema.safeParse(candidate);
  return parsed.success ? { value: parsed.data } : { refusal: parsed.error.issues[0]?.message ?? 'Please check that.' };
}

function understandContact(step: ContactStep, raw: string): Understanding {
  const text = raw.trim();
  let result: { value?: string; refusal?: string };
  if (step === 'name') {
    const name = text
      .replace(/^(?:hi|hello|hey)[,!.]?\s+/i, '')
      .replace(/^(?:my name is|my name's|name is|name:|i am|i'm|im|it's|it is|this is)\s+/i, '')
      .replace(/[.!]+$/, '');
    result = contactValue(fullNameSchema, name);
  } else if (step === 'email') {
    // Only a lead-in ("it's", "my email is") and a closing full stop are set aside; the rest must
    // be the address as a whole. Picking an address out of other words would turn
    // "jess rivera@example.com" into a stranger's rivera@example.com.
    const address = text
      .replace(/^(?:my e-?mail(?: address)? is|e-?mail(?: address)?(?: is|:)|it's|it is|this is|use|sure[,!.]?)\s+/i, '')
      .replace(/[.!]+$/, '');
    result = contactValue(emailSchema, address);
  } else {
    const number = /\+?[\d(][\d\s().-]{6,}\d/.exec(text)?.[0];
    result = contactValue(phoneSchema, number ?? text);
  }
  return result.value !== undefined ? { values: { [step]: result.value }, refusals: [] } : { values: {}, refusals: [result.refusal!] };
}

/**
 * What a typed answer says. At a contact step the whole text is that detail (validated with the
 * domain's schema); at any other step every recognisable slot is filled.
 */
export function understandText(step: Step, raw: string, today: IsoDate): Understanding {
  if (step === 'name' || step === 'email' || step === 'phone') return understandContact(step, raw);
  let text = normalise(raw);
  const values: SlotValues = {};
  const refusals: string[] = [];
  if (text === '') return { values, refusals };

  const date = findDate(text, today, step);
  if (date) {
    if (date.date) values.eventDate = date.date;
    if (date.refusal) refusals.push(date.refusal);
    text = text.replace(date.matched, ' ').replace(/\s+/g, ' ').trim();
  }
  const size = findGroupSize(text, step);
  if (size?.size !== undefined) values.groupSize = size.size;
  if (size?.refusal) refusals.push(size.refusal);

  const eventType = findEventType(text);
  if (eventType) values.eventType = eventType;
  const pkg = findPackage(text);
  if (pkg) values.package = pkg;
  const kind = findCruiseKind(pkg ? text.replace(/\bdisco ?queen|platinum disco|basic disco\b/g, '') : text);
  if (kind && !pkg) values.cruiseKind = kind;
  if (step === 'addOn') {
    const yes = findYesNo(text);
    if (yes !== null) values.addOn = yes;
  }
  return { values, refusals };
}

/** The friendly re-ask when nothing in the text could be used. */
export function reaskMessage(step: Step): string {
  switch (step) {
    case 'eventType':
      return 'Sorry, I did not catch the occasion. Tap one below, or type it like "birthday" or "work party".';
    case 'eventDate':
      return 'I could not read a date there. Try "June 14", "6/14" or "next Saturday", or pick a day in the calendar.';
    case 'groupSize':
      return 'How many guests, counting you? A number is perfect, like "14" or "about 20".';
    case 'cruiseKind':
      return 'Private charter or the disco cruise? Tap one below, or type "private" or "disco".';
    case 'package':
      return 'Which package would you like? Tap one below, or type its name, like "Essentials".';
    case 'addOn':
      return 'A yes or a no is all I need.';
    case 'name':
      return 'What name should the quote carry?';
    case 'email':
      return 'What e-mail address should we use?';
    case 'phone':
      return 'What phone number should we use?';
    case 'review':
      return 'Everything is answered: check your quote and save it.';
  }
}
