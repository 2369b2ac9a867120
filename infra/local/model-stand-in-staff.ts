import { addDays, dayOfWeek, isValidIsoDate, MONTH_NAMES, WEEKDAY_NAMES, type IsoDate } from '#domain/shared/dates.ts';

// The model stand-in's staff side (issue 30, decision 079): how it plans the staff assistant's
// read tools from a question ("how many guests next Saturday?", "what did we collect in October vs
// last year?") and writes its answer from their results alone, citing each record by its
// reference. Dates are read relative to the system prompt's "Today is". Like the guest side it
// knows no facts: every figure it writes is one a tool returned, and a question no tool answers
// gets a plain "I can't" with no figure. Asked to send a pay link again, to make a partner's
// promo code (decision 080) or to hold a time for a party (decision 089), it calls the proposal
// tool: the card it makes is the staff member's to confirm; it never says the thing is done.

export interface StaffPlannedCall {
  name:
    | 'guests_on_dates'
    | 'quotes_expiring'
    | 'money_collected'
    | 'balances_due'
    | 'propose_pay_link'
    | 'propose_promo_code'
    | 'propose_hold'
    | 'propose_blog_draft'
    | 'draft_lead_reply';
  input: Record<string, unknown>;
}

export type StaffPlan = { kind: 'tools'; calls: StaffPlannedCall[] } | { kind: 'answer'; text: string };

export const STAFF_CANNOT_ANSWER =
  "I can't answer that from the records I can read. I can tell you who sails on a date or in a range and how many guests, which quotes expire without a booking, who owes a balance falling due soon, and (for the owner) the money collected in a month.";
export const STAFF_READ_ONLY =
  "I can't do that: I only read the business's records, and the actions I propose for you to confirm are sending a pay link again, booking a party's quote at a time (held while they pay the deposit) and (for the owner) a partner's promo code. Open the booking or quote in the back office to do the rest.";
export const STAFF_NOT_YOUR_ROLE = "That figure is not part of your role's tools: the money collected is the owner's to read.";
export const STAFF_PROMO_NOT_YOUR_ROLE =
  "Making promo codes is not part of your role: the discounts screen is the owner's, so I can't propose a code for you. Ask the owner.";
export const STAFF_HOLD_NOT_YOUR_ROLE = "Booking a time for a party is not part of your role: the bookings are the office's, so I can't propose it for you.";
export const STAFF_WHICH_PARTY = "Which party should I hold it for? Give me the quote's reference (Q- and its letters and digits) or the lead guest's name.";
export const STAFF_WHICH_DAY = 'Which day should I hold? Name one day: a weekday, or a date such as December 12.';
export const STAFF_WHICH_TIME = 'What time should it start? Say it as 2pm, 1:30pm or 14:00.';
export const STAFF_WHICH_BOOKING = 'Which booking should get its pay link again? Give me its reference, B- and its letters and digits.';
export const STAFF_WHICH_PARTNER = 'Which partner is the code for? Name them as on the partners screen, and say the percentage.';
export const STAFF_WHICH_LEAD = 'Whose enquiry should I draft a reply to? Give me their e-mail address.';
export const STAFF_WHICH_NOTES = 'What should the post say? Give me your notes after a colon, and a title in quotes if you have one.';

/** What the stand-in says when the tools it planned are not the role's. */
export function staffNotYourRole(planned: readonly { name: string }[]): string {
  if (planned.some((call) => call.name === 'propose_promo_code')) return STAFF_PROMO_NOT_YOUR_ROLE;
  return planned.some((call) => call.name === 'propose_hold') ? STAFF_HOLD_NOT_YOUR_ROLE : STAFF_NOT_YOUR_ROLE;
}

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(rules?|instructions?|prompt|polic(y|ies)|system)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\bpretend\b/i;
// An instruction to act, not a question: the assistant only reads.
const ACTION =
  /^(please |can you |could you |would you |go ahead and |now )?(cancel|refund|delete|remove|move|reschedule|send|e-?mail|text|book|hold|reserve|make|create|add|change|update|edit|mark|charge|apply|give(?! me\b)|set|publish|draft|write)\b/i;
const GUESTS = /\b(guests?|people|heads?|head ?count|passengers|sailing|sails|on the water|bookings?|booked|cruises?|charters?|trips?|busy)\b/i;
const QUOTES = /\bquotes?\b/i;
const EXPIRING = /\b(expir\w*|run(s|ning)? out|lapse\w*|ending)\b/i;
const MONEY = /\b(collect\w*|took in|take in|taken in|brought in|revenue|income|takings|money|cash|payments? (received|taken|came in)|receipts)\b/i;
const COMPARE = /\b(vs\.?|versus|compared?|comparison|last year|the year before|a year (ago|before)|year on year|year over year)\b/i;
const BALANCES = /\b(owes?|owing|owed|balances?|outstanding|unpaid|still to pay|due)\b/i;
// What the tools do not read: an answer from them would be a made-up figure.
const OUT_OF_REACH =
  /\b(weather|forecast|profit|margin|expenses?|costs? us|fuel|payroll|wages?|salar\w*|reviews?|ratings?|stars|partners?|commission|promo|discount codes?|page ?views|visitors|traffic|seo|leads?|conversion|maintenance|inventory of drinks|staff hours|captains?|deckhands?|tips? (we|the crew)|gratuit\w* (we|the crew))\b/i;

// Asked to act, where a proposal tool can put the action on a card (decision 080).
const PAY_LINK = /\b(pay(ment)?[ -]?links?|balance links?|links? to pay)\b/i;
const SEND = /\b(send|re-?send|e-?mail|again)\b/i;
const BOOKING_REFERENCE = /\bB-[A-Z0-9]{8}\b/i;
const PROMO = /\b(codes?|promos?|coupons?)\b/i;
const MAKE = /\b(make|create|set up|add|new|generate|give)\b/i;
const PERCENT = /\b(\d{1,3})\s*(?:%|percent\b)/i;
const FOR_PARTNER =
  /\bfor (?:the |our )?(?:guests of |partner |our partner )?(.+?)(?=\s+(?:valid|until|through|thru|till|expir\w*|ending|good|for \d+|that|which|and|now|right)\b|[,.?!;]|$)/i;
const UNTIL = /\b(?:until|through|thru|till|expir\w*(?: on)?|ending(?: on)?|valid (?:to|until|through))\s+(.+)$/i;
// Asked for a draft (decision 080): a reply to a lead's enquiry, or a blog post from notes.
const DRAFT = /\b(draft|write|compose|prepare)\b/i;
const REPLY = /\b(reply|response|answer)\b/i;
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/i;
const BLOG = /\b(blog|post|article)\b/i;
const TITLED = /\b(?:titled|called|named)\s+["“']([^"”']{1,120})["”']/i;
const IN_CATEGORY = /\bin the\s+["“]([^"”]{1,80})["”]\s+category\b/i;
const BY_AUTHOR = /\bby\s+["“]([^"”]{1,80})["”]/i;
// Asked to hold a time for a party (decision 089): a booking of their saved quote, proposed on a card.
const HOLD = /^(please |can you |could you |would you |go ahead and |now )?(hold|reserve|book|pencil in)\b/i;
const QUOTE_REFERENCE = /\bQ-[A-Z0-9]{8}\b/i;
const FOR_PARTY = /\bfor (?:the )?(.+?)\s+(?:party|group|family|crew|wedding|birthday|bachelorette|bachelor)\b/i;
const THE_PARTY = /\bthe\s+(\S.*?)\s+(?:party|group|family|crew|wedding|birthday|bachelorette|bachelor)\b/i;
const FOR_NAME = /\bfor ((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*)*)/u;
const UNNAMED_PARTNER = /^(this|that|the|a|an|our|my) (partner|one|planner|hotel)$|^(them|him|her|partner)$/i;

const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.toLowerCase());
const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30 };

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function lastDayOfMonth(year: number, month: number): IsoDate {
  return addDays(month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1), -1);
}

/** The Monday of `date`'s week (weeks run Monday to Sunday, as the dashboard's do). */
function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** "14 days", "two weeks", "a week", "a month": a span of days said in the question. */
export function daysIn(question: string): number | null {
  const text = question.toLowerCase();
  const match = /\b(\d{1,3}|one|two|three|four|five|six|seven|ten|fourteen|thirty|a|an)\s+(days?|weeks?|months?)\b/.exec(text);
  if (!match) return null;
  const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : (WORD_NUMBERS[match[1]!] ?? 1);
  const unit = match[2]!;
  return unit.startsWith('week') ? count * 7 : unit.startsWith('month') ? count * 30 : count;
}

/** A date written in the question: 2026-12-12, 12/12(/2026), "December 12(, 2026)", "Dec 12th". */
function writtenDate(question: string, today: IsoDate): IsoDate | null {
  const isoMatch = /\b(\d{4}-\d{2}-\d{2})\b/.exec(question);
  if (isoMatch && isValidIsoDate(isoMatch[1])) return isoMatch[1]!;
  const year = Number(today.slice(0, 4));
  const upcoming = (month: number, day: number, given?: string): IsoDate | null => {
    const candidate = iso(given ? Number(given) : year, month, day);
    if (!isValidIsoDate(candidate)) return null;
    // A date without a year is the next one to come (or today).
    return given || candidate >= today ? candidate : iso(year + 1, month, day);
  };
  const slash = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(question);
  if (slash) return upcoming(Number(slash[1]), Number(slash[2]), slash[3]);
  const named = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/i.exec(question);
  if (named) return upcoming(MONTHS.findIndex((month) => month.startsWith(named[1]!.toLowerCase())) + 1, Number(named[2]), named[3]);
  return null;
}

/** A month named alone ("October", "Oct 2025"), with its year if written. */
function namedMonth(question: string): { month: number; year: number | null } | null {
  const match =
    /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?:\s+(\d{4}))?/i.exec(
      question,
    );
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.startsWith(match[1]!.toLowerCase().slice(0, 3))) + 1;
  return { month, year: match[2] ? Number(match[2]) : null };
}

/**
 * The dates a question is about, relative to today: "today", "tomorrow", "(this|next) Saturday",
 * "this/next weekend", "this/next week", "this/next month", "the next 7 days", "in 14 days",
 * a written date, or a month named alone (the coming one).
 */
export function rangeIn(question: string, today: IsoDate): DateRange | null {
  const text = question.toLowerCase();
  const one = (date: IsoDate): DateRange => ({ from: date, to: date });
  const date = writtenDate(question, today);
  if (date) return one(date);
  if (/\btoday\b|\btonight\b/.test(text)) return one(today);
  if (/\btomorrow\b/.test(text)) return one(addDays(today, 1));
  const weekday = new RegExp(`\\b(this |next |on |coming )?(${WEEKDAYS.join('|')})\\b`).exec(text);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[2]!);
    const ahead = (target - dayOfWeek(today) + 7) % 7;
    // "Next Saturday" is the first Saturday after today; "Saturday" or "this Saturday" may be today.
    return one(addDays(today, weekday[1]?.trim() === 'next' && ahead === 0 ? 7 : ahead));
  }
  if (/\bweekend\b/.test(text)) {
    const saturday = addDays(mondayOf(today), /\bnext weekend\b/.test(text) ? 12 : 5);
    return { from: saturday < today ? today : saturday, to: addDays(saturday, 1) };
  }
  if (/\bnext week\b/.test(text)) return { from: addDays(mondayOf(today), 7), to: addDays(mondayOf(today), 13) };
  if (/\bthis week\b/.test(text)) return { from: mondayOf(today), to: addDays(mondayOf(today), 6) };
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (/\bnext month\b/.test(text)) {
    const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
    return { from: iso(y, m, 1), to: lastDayOfMonth(y, m) };
  }
  if (/\bthis month\b/.test(text)) return { from: iso(year, month, 1), to: lastDayOfMonth(year, month) };
  const days = daysIn(question);
  if (days !== null && /\b(next|coming|within|in)\b/.test(text)) return { from: today, to: addDays(today, days) };
  const named = namedMonth(question);
  if (named) {
    const y = named.year ?? (named.month >= month ? year : year + 1);
    return { from: iso(y, named.month, 1), to: lastDayOfMonth(y, named.month) };
  }
  return null;
}

/** The month a money question is about: one named (the latest that has begun, unless a year is written), this month or last month. */
export function monthIn(question: string, today: IsoDate): string | null {
  const text = question.toLowerCase();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
  if (/\blast month\b/.test(text)) return month === 1 ? ym(year - 1, 12) : ym(year, month - 1);
  if (/\bthis month\b|\bso far this month\b/.test(text)) return ym(year, month);
  const named = namedMonth(question);
  if (!named) return null;
  return ym(named.year ?? (named.month <= month ? year : year - 1), named.month);
}

/** A promo code's last day said in the question ("until March 31", "expiring 2032-01-31", "for 30 days"). */
function promoValidTo(question: string, today: IsoDate): IsoDate | null {
  const until = UNTIL.exec(question);
  if (until) return writtenDate(until[1]!, today);
  const days = /\bfor (\d{1,3}) days\b/i.exec(question);
  return days ? addDays(today, Number(days[1])) : null;
}

/**
 * The stand-in's post from notes: the notes after the colon, split at full stops, semicolons and
 * new lines; the first is the opening paragraph, the rest a list. Its words are the notes' own.
 * The title is the one quoted after "titled", else the first note.
 */
export function blogDraftFromNotes(question: string): { title: string; markdown: string; category?: string; author?: string } | null {
  const colon = question.indexOf(':');
  const notes = colon >= 0 ? question.slice(colon + 1).trim() : '';
  const points = notes
    .split(/[;\n]|\.(?=\s|$)/)
    .map((point) => point.trim().replace(/^[-*]\s*/, ''))
    .filter(Boolean)
    .map((point) => point.charAt(0).toUpperCase() + point.slice(1));
  if (points.length === 0) return null;
  const title = TITLED.exec(question)?.[1]?.trim() ?? points[0]!.slice(0, 80);
  const [first, ...rest] = points;
  const markdown = [`${first}.`, ...(rest.length > 0 ? ['', '## Good to know', '', ...rest.map((point) => `- ${point}`)] : [])].join('\n');
  // Before the notes, a category ('in the "Lake life" category') and an author ('by "Captain Rae"') may be named.
  const before = colon >= 0 ? question.slice(0, colon) : question;
  const category = IN_CATEGORY.exec(before)?.[1]?.trim();
  const author = BY_AUTHOR.exec(before)?.[1]?.trim();
  return { title, markdown, ...(category ? { category } : {}), ...(author ? { author } : {}) };
}

/** A start time said in the question: "2pm", "1:30 pm", "11 a.m.", "noon", "14:00". */
export function startIn(question: string): string | null {
  const pad = (hours: number, minutes: number) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  if (/\b(noon|midday)\b/i.test(question)) return '12:00';
  const twelve = /\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?/i.exec(question);
  if (twelve) {
    const hours = Number(twelve[1]);
    if (hours < 1 || hours > 12) return null;
    return pad((hours % 12) + (twelve[3]!.toLowerCase() === 'p' ? 12 : 0), Number(twelve[2] ?? 0));
  }
  const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(question);
  return clock ? pad(Number(clock[1]), Number(clock[2])) : null;
}

/**
 * The day a hold is for: a weekday named alone is passed to the tool as the weekday, which reads it
 * as the next such day (decision 089); "next Saturday", "tomorrow" or a date are read here as the
 * read tools' dates are. Null unless it is one day.
 */
export function holdDayIn(question: string, today: IsoDate): string | null {
  const text = question.toLowerCase();
  const weekday = new RegExp(`\\b(next |this |on |coming )?(${WEEKDAYS.join('|')})\\b`).exec(text);
  if (weekday && weekday[1]?.trim() !== 'next' && !writtenDate(question, today)) return WEEKDAY_NAMES[WEEKDAYS.indexOf(weekday[2]!)]!;
  const range = rangeIn(question, today);
  return range && range.from === range.to ? range.from : null;
}

/** The party a hold is for: the quote's reference, else the lead guest's name ("the Jones party", "for Taylor Jones"). */
function holdPartyIn(question: string): { quote: string } | { party: string } | null {
  const reference = QUOTE_REFERENCE.exec(question)?.[0];
  if (reference) return { quote: reference.toUpperCase() };
  const party = (FOR_PARTY.exec(question)?.[1] ?? THE_PARTY.exec(question)?.[1] ?? FOR_NAME.exec(question)?.[1])?.trim();
  return party ? { party } : null;
}

/** An instruction a proposal tool answers: the pay link again, a partner's percent code, or a draft; null for any other. */
function proposalPlan(question: string, today: IsoDate): StaffPlan | null {
  if (DRAFT.test(question) && REPLY.test(question) && !BLOG.test(question)) {
    const email = EMAIL.exec(question)?.[0];
    if (!email) return { kind: 'answer', text: STAFF_WHICH_LEAD };
    return { kind: 'tools', calls: [{ name: 'draft_lead_reply', input: { email: email.replace(/[.,;:!?]+$/, '').toLowerCase() } }] };
  }
  if (DRAFT.test(question) && BLOG.test(question)) {
    const draft = blogDraftFromNotes(question);
    if (!draft) return { kind: 'answer', text: STAFF_WHICH_NOTES };
    return { kind: 'tools', calls: [{ name: 'propose_blog_draft', input: draft }] };
  }
  if (PAY_LINK.test(question) && SEND.test(question)) {
    const reference = BOOKING_REFERENCE.exec(question)?.[0];
    if (!reference) return { kind: 'answer', text: STAFF_WHICH_BOOKING };
    return { kind: 'tools', calls: [{ name: 'propose_pay_link', input: { reference: reference.toUpperCase() } }] };
  }
  if (HOLD.test(question.trim())) {
    const party = holdPartyIn(question);
    if (!party) return { kind: 'answer', text: STAFF_WHICH_PARTY };
    const date = holdDayIn(question, today);
    if (!date) return { kind: 'answer', text: STAFF_WHICH_DAY };
    const start = startIn(question);
    if (!start) return { kind: 'answer', text: STAFF_WHICH_TIME };
    return { kind: 'tools', calls: [{ name: 'propose_hold', input: { ...party, date, start } }] };
  }
  const percent = PERCENT.exec(question);
  if (PROMO.test(question) && MAKE.test(question) && percent) {
    const partner = FOR_PARTNER.exec(question)?.[1]?.trim();
    if (!partner || UNNAMED_PARTNER.test(partner)) return { kind: 'answer', text: STAFF_WHICH_PARTNER };
    const validTo = promoValidTo(question, today);
    return { kind: 'tools', calls: [{ name: 'propose_promo_code', input: { partner, percent: Number(percent[1]), ...(validTo ? { validTo } : {}) } }] };
  }
  return null;
}

/** What the stand-in does with a staff member's question: the read or proposal tools to call, or an answer without any. */
export function planStaffQuestion(question: string, today: IsoDate): StaffPlan {
  if (INJECTION.test(question)) return { kind: 'answer', text: `${STAFF_READ_ONLY} I also keep to my rules whatever a question says.` };
  const proposal = proposalPlan(question, today);
  if (proposal) return proposal;
  if (ACTION.test(question.trim())) return { kind: 'answer', text: STAFF_READ_ONLY };
  const calls: StaffPlannedCall[] = [];
  if (MONEY.test(question) && !BALANCES.test(question)) {
    const month = monthIn(question, today);
    if (!month) return { kind: 'answer', text: 'Which month should I total? Name it, for example "October".' };
    calls.push({ name: 'money_collected', input: { month, ...(COMPARE.test(question) ? { compareWithYearBefore: true } : {}) } });
  } else if (QUOTES.test(question) && EXPIRING.test(question)) {
    const range = rangeIn(question, today) ?? { from: today, to: addDays(today, 6) };
    calls.push({ name: 'quotes_expiring', input: { ...range } });
  } else if (BALANCES.test(question) && !OUT_OF_REACH.test(question)) {
    const days = daysIn(question);
    const range = days === null ? rangeIn(question, today) : null;
    // "Due this week" is up to its last day; no span said is the dashboard's fortnight.
    const withinDays = days ?? (range ? Math.max(0, Math.round((Date.parse(range.to) - Date.parse(today)) / 86_400_000)) : 14);
    calls.push({ name: 'balances_due', input: { withinDays } });
  } else if (GUESTS.test(question) && !OUT_OF_REACH.test(question)) {
    const range = rangeIn(question, today);
    if (!range) return { kind: 'answer', text: 'Which day or dates should I look at?' };
    calls.push({ name: 'guests_on_dates', input: { ...range } });
  }
  if (calls.length === 0) return { kind: 'answer', text: STAFF_CANNOT_ANSWER };
  return { kind: 'tools', calls };
}

// --- answering from tool results ---------------------------------------------------------------

type Json = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const plural = (count: unknown, one: string, many: string) => `${str(count)} ${Number(count) === 1 ? one : many}`;
const span = (data: Json) => (data['from'] === data['to'] ? str(data['from']) : `${str(data['from'])} to ${str(data['to'])}`);

function guestsAnswer(data: Json): string {
  const bookings = list(data['list']);
  if (bookings.length === 0) return `No confirmed or held booking sails on ${span(data)}.`;
  const head = `${span(data)}: ${plural(data['guests'], 'guest', 'guests')} in ${plural(data['bookings'], 'booking', 'bookings')} (${str(data['confirmed'])} confirmed, ${str(data['held'])} held awaiting the deposit).`;
  const lines = bookings.map(
    (booking) =>
      `- ${str(booking['reference'])}, ${str(booking['leadGuest'])}: ${plural(booking['guests'], 'guest', 'guests')}, ${str(booking['kind'])} on ${str(booking['date'])} at ${str(booking['time'])}, ${str(booking['status'])}, ${str(booking['total'])} total`,
  );
  return [head, ...lines].join('\n');
}

function quotesAnswer(data: Json): string {
  const quotes = list(data['quotes']);
  if (quotes.length === 0) return `No quote expires from ${str(data['from'])} to ${str(data['to'])} without a booking.`;
  const head = `${plural(data['count'], 'quote expires', 'quotes expire')} from ${str(data['from'])} to ${str(data['to'])} without a booking:`;
  const lines = quotes.map(
    (quote) =>
      `- ${str(quote['reference'])}, ${str(quote['guest'])}: ${plural(quote['guests'], 'guest', 'guests')} on ${str(quote['cruiseDate'])}, ${str(quote['total'])}, expires ${str(quote['expiresOn'])}`,
  );
  return [head, ...lines].join('\n');
}

function collectedSentence(month: Json): string {
  return `${str(month['collected'])} in ${str(month['month'])}${month['soFar'] === true ? ' so far' : ''} (${str(month['charges'])} taken, ${str(month['refunds'])} refunded)`;
}

function moneyAnswer(data: Json): string {
  const current = (data['current'] ?? {}) as Json;
  const before = data['yearBefore'] as Json | null;
  const change = data['change'] as Json | null;
  const lines = [`We collected ${collectedSentence(current)}, from the payments ledger.`];
  if (before && change) {
    lines.push(`In ${str(before['month'])} we collected ${collectedSentence(before)}.`);
    lines.push(
      change['direction'] === 'the same'
        ? 'That is the same as the year before.'
        : `That is ${str(change['difference'])} ${str(change['direction'])} than the year before${change['percent'] ? ` (${str(change['percent'])} ${str(change['direction'])})` : ''}.`,
    );
  }
  return lines.join('\n');
}

function balancesAnswer(data: Json): string {
  const balances = list(data['balances']);
  if (balances.length === 0) return `No confirmed booking owes a balance falling due by ${str(data['to'])}.`;
  const head = `${plural(data['count'], 'booking owes', 'bookings owe')} a balance falling due by ${str(data['to'])}:`;
  const lines = balances.map(
    (balance) =>
      `- ${str(balance['reference'])}, ${str(balance['leadGuest'])}: ${str(balance['owed'])} due ${str(balance['dueOn'])}${balance['overdue'] === true ? ' (overdue)' : ''}, cruise on ${str(balance['cruiseDate'])}`,
  );
  return [head, ...lines].join('\n');
}

function payLinkAnswer(data: Json): string {
  if (data['proposed'] !== true) return `I can't propose that: ${str(data['reason'])}`;
  const due = data['dueBy'] ? `, due ${str(data['dueBy'])}` : '';
  return `I've prepared this for you to confirm: e-mail ${str(data['leadGuest'])} at ${str(data['sentTo'])} the link to pay the ${str(data['asksFor'])} of ${str(data['amount'])}${due} for ${str(data['reference'])} (cruise on ${str(data['cruiseDate'])}). Nothing is sent until you press the button on the card.`;
}

function blogDraftAnswer(data: Json): string {
  if (data['proposed'] !== true) return `I can't draft that: ${str(data['reason'])}`;
  return `I've drafted "${str(data['title'])}" (${str(data['words'])} words, in ${str(data['category'])}, by ${str(data['author'])}) for you to check. Nothing is saved until you press Save as a draft, and I never publish: you edit and publish it in the blog editor.`;
}

function leadReplyAnswer(data: Json): string {
  if (data['proposed'] !== true) return `I can't draft that: ${str(data['reason'])}`;
  return `I've drafted a reply to ${str(data['name'])} (${str(data['to'])}) below. Nothing is sent: edit it, then copy it into your e-mail.`;
}

function holdAnswer(data: Json): string {
  if (data['proposed'] !== true) return `I can't propose that: ${str(data['reason'])}`;
  const priced = data['priced'] ? ` (priced ${str(data['priced'])})` : '';
  const paying =
    data['deposit'] === null
      ? '; there is nothing to pay, so it is confirmed as it is booked'
      : `; the deposit of ${str(data['deposit'])} by the pay link e-mailed to ${str(data['payLinkTo'])}, the time held for ${str(data['heldForMinutes'])} minutes while they pay it`;
  return `I've prepared this for you to confirm: book ${str(data['reference'])} for ${str(data['leadGuest'])}, ${str(data['cruise'])}, on ${str(data['date'])} at ${str(data['start'])} (until ${str(data['end'])}): ${str(data['total'])} in all${priced}${paying}. Nothing is booked or held until you press the button on the card, and I never take or record a payment.`;
}

function promoAnswer(data: Json): string {
  if (data['proposed'] !== true) return `I can't propose that: ${str(data['reason'])}`;
  return `I've prepared this for you to confirm: the promo code ${str(data['code'])}, ${str(data['percent'])} off for guests of ${str(data['partner'])}, which guests may enter from ${str(data['validFrom'])} to ${str(data['validTo'])} on ${str(data['cruises'])} cruises. Nothing is created until you press the button on the card.`;
}

export function staffAnswerFor(name: string, data: Json, ok: boolean): string {
  if (!ok) return `I couldn't read that: ${str(data['error'] ?? 'the tool refused it')}`;
  switch (name) {
    case 'propose_pay_link':
      return payLinkAnswer(data);
    case 'propose_promo_code':
      return promoAnswer(data);
    case 'propose_hold':
      return holdAnswer(data);
    case 'propose_blog_draft':
      return blogDraftAnswer(data);
    case 'draft_lead_reply':
      return leadReplyAnswer(data);
    case 'guests_on_dates':
      return guestsAnswer(data);
    case 'quotes_expiring':
      return quotesAnswer(data);
    case 'money_collected':
      return moneyAnswer(data);
    case 'balances_due':
      return balancesAnswer(data);
    default:
      return '';
  }
}
