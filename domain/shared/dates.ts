import { DomainError } from './errors.ts';

// Business dates are calendar dates in America/Chicago, carried as 'YYYY-MM-DD' strings. All
// arithmetic is done on whole day numbers (days since 1970-01-01) so that neither the machine's
// time zone nor daylight-saving changes can shift a cruise by a day.

/** A calendar date 'YYYY-MM-DD' (America/Chicago). */
export type IsoDate = string;

export const BUSINESS_TIME_ZONE = 'America/Chicago';

export const DAY_TYPES = ['MON_THU', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const DAY_TYPE_LABELS: Readonly<Record<DayType, string>> = {
  MON_THU: 'Monday–Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of local offsets.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parts(value) !== null;
}

/**
 * Checks a calendar date and returns it as a UTC-midnight Date. `field` names the input in the
 * error so a form can point at it.
 */
export function parseIsoDate(value: unknown, field = 'date'): Date {
  const p = typeof value === 'string' ? parts(value) : null;
  if (!p) {
    throw new DomainError('INVALID_DATE', `${field} must be a real calendar date (YYYY-MM-DD)`, {
      [field]: 'Enter a valid date (YYYY-MM-DD).',
    });
  }
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

/** Same check as parseIsoDate, returning the date unchanged for chaining. */
export function assertIsoDate(value: unknown, field = 'date'): IsoDate {
  parseIsoDate(value, field);
  return value as IsoDate;
}

/** Days since 1970-01-01 for a calendar date. */
export function toDayNumber(date: IsoDate, field = 'date'): number {
  return Math.round(parseIsoDate(date, field).getTime() / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to, 'to') - toDayNumber(from, 'from');
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError('addDays takes a whole number of days');
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export function dayOfWeek(date: IsoDate): number {
  return parseIsoDate(date).getUTCDay();
}

export function weekdayName(date: IsoDate): WeekdayName {
  return WEEKDAY_NAMES[dayOfWeek(date)] as WeekdayName;
}

export function dayTypeFor(date: IsoDate): DayType {
  switch (dayOfWeek(date)) {
    case 5:
      return 'FRIDAY';
    case 6:
      return 'SATURDAY';
    case 0:
      return 'SUNDAY';
    default:
      return 'MON_THU';
  }
}

/**
 * The date of the given weekday (0 = Sunday) closest to `date`, other than `date` itself, and not
 * before `notBefore`. Going back is at most 6 days and going forward at most 6, and the two never
 * tie, so "closest" is well defined; when the earlier one is already past, the later one is used.
 */
export function nearestWeekday(date: IsoDate, weekday: number, notBefore: IsoDate): IsoDate {
  const day = toDayNumber(date);
  const current = dayOfWeek(date);
  const back = (current - weekday + 7) % 7 || 7;
  const forward = (weekday - current + 7) % 7 || 7;
  const earlier = day - back;
  const later = day + forward;
  const floor = toDayNumber(notBefore, 'notBefore');
  if (back < forward && earlier >= floor) return fromDayNumber(earlier);
  return fromDayNumber(later);
}

// Building an Intl.DateTimeFormat costs far more than using one (a request's dates took most of a
// millisecond each), so each is built on first use and kept; none at module load (decision 015).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = build();
    formatters.set(key, found);
  }
  return found;
}

/**
 * The calendar date of an instant in America/Chicago. For callers that hold a clock reading
 * (`now`) and must pass the business's `today` into the engine.
 */
export function calendarDateIn(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): IsoDate {
  if (Number.isNaN(instant.getTime())) {
    throw new DomainError('INVALID_DATE', 'instant is not a valid time', { date: 'Invalid time.' });
  }
  const formatted = formatter(
    `date|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).formatToParts(instant);
  const get = (type: string) => formatted.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Saturday, June 14, 2025': the date written out, as the chat and the guest's e-mails say it. */
export function formatWrittenDate(date: IsoDate): string {
  return `${weekdayName(date)}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${Number(date.slice(0, 4))}`;
}

/**
 * 'MM/DD/YYYY', or 'TBD' when there is no date. A calendar date string is shown as is; a Date or
 * a timestamp string is an instant and is shown as its calendar date in America/Chicago. A display
 * helper must not break a page, so anything it cannot read also shows as 'TBD'.
 */
export function formatDate(date: IsoDate | Date | null | undefined): string {
  if (date === null || date === undefined || date === '') return 'TBD';
  let iso: IsoDate;
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return 'TBD';
    iso = calendarDateIn(date);
  } else if (isValidIsoDate(date)) {
    iso = date;
  } else {
    const instant = new Date(date);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(date) || Number.isNaN(instant.getTime())) return 'TBD';
    iso = calendarDateIn(instant);
  }
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** Minutes the zone is ahead of UTC at an instant (America/Chicago: -300 in summer, -360 in winter). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = formatter(
    `minute|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }),
  ).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/**
 * The instant a wall-clock time ('HH:MM') on a calendar date happens in the business's zone, e.g.
 * a cruise's departure for a calendar invitation. Correct across daylight-saving changes.
 */
export function instantAt(date: IsoDate, time: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const [year, month, day] = assertIsoDate(date).split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  // The offset at the wall time read as UTC is right except within hours of a change; a second pass settles it.
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/** An instant as the business reads it: 'Tue, Nov 24, 2026, 6:00 PM CST'. */
export function formatInstant(instant: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string {
  return formatter(
    `instant|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
  ).format(new Date(instant));
}
