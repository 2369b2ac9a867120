import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  dayOfWeek,
  dayTypeFor,
  daysBetween,
  formatDate,
  fromDayNumber,
  isValidIsoDate,
  nearestWeekday,
  parseIsoDate,
  toDayNumber,
  weekdayName,
} from './dates.ts';
import { DomainError } from './errors.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('dayTypeFor', () => {
  it.each([
    // A whole week
    ['2026-03-02', 'MON_THU', 'Monday'],
    ['2026-03-03', 'MON_THU', 'Tuesday'],
    ['2026-03-04', 'MON_THU', 'Wednesday'],
    ['2026-03-05', 'MON_THU', 'Thursday'],
    ['2026-03-06', 'FRIDAY', 'Friday'],
    ['2026-03-07', 'SATURDAY', 'Saturday'],
    ['2026-03-08', 'SUNDAY', 'Sunday'],
    // Month and year ends
    ['2025-12-31', 'MON_THU', 'Wednesday'],
    ['2026-01-01', 'MON_THU', 'Thursday'],
    ['2026-01-02', 'FRIDAY', 'Friday'],
    ['2026-01-03', 'SATURDAY', 'Saturday'],
    ['2026-01-04', 'SUNDAY', 'Sunday'],
    ['2026-12-31', 'MON_THU', 'Thursday'],
    ['2027-01-01', 'FRIDAY', 'Friday'],
    ['2027-01-02', 'SATURDAY', 'Saturday'],
    ['2027-01-03', 'SUNDAY', 'Sunday'],
    // Leap days
    ['2028-02-28', 'MON_THU', 'Monday'],
    ['2028-02-29', 'MON_THU', 'Tuesday'],
    ['2028-03-01', 'MON_THU', 'Wednesday'],
    ['2024-02-29', 'MON_THU', 'Thursday'],
    ['2000-02-29', 'MON_THU', 'Tuesday'],
    // Daylight-saving switch days in America/Chicago must not shift a day (2026-03-08 is above)
    ['2026-11-01', 'SUNDAY', 'Sunday'],
    ['2026-07-04', 'SATURDAY', 'Saturday'],
  ] as const)('%s is %s (%s)', (date, dayType, name) => {
    expect(dayTypeFor(date)).toBe(dayType);
    expect(weekdayName(date)).toBe(name);
  });

  it('rejects an invalid date with INVALID_DATE', () => {
    expect(codeOf(() => dayTypeFor('2026-02-30'))).toBe('INVALID_DATE');
  });
});

describe('date validation is strict', () => {
  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2100-02-29',
    '2026-1-5',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
    '0000-01-01',
    '20260105',
  ])('rejects %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
    expect(codeOf(() => parseIsoDate(value, 'eventDate'))).toBe('INVALID_DATE');
  });

  it.each(['2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '2026-04-30'])('accepts %s', (value) => {
    expect(isValidIsoDate(value)).toBe(true);
    expect(parseIsoDate(value).toISOString().slice(0, 10)).toBe(value);
  });

  it('rejects non-strings', () => {
    expect(isValidIsoDate(20260105)).toBe(false);
    expect(isValidIsoDate(null)).toBe(false);
  });

  it('names the offending field', () => {
    try {
      parseIsoDate('nope', 'eventDate');
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).fields).toHaveProperty('eventDate');
    }
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-01-05', '2026-01-05', 0],
    ['2026-01-05', '2026-02-04', 30],
    ['2026-01-05', '2026-02-05', 31],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-07', '2026-03-09', 2],
    ['2026-03-09', '2026-03-07', -2],
  ] as const)('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });

  it('addDays across a leap day and a year end', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-31', -30)).toBe('2026-03-01');
  });

  it('day numbers round-trip and agree with the weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: -2000, max: 2000 }), (n, delta) => {
        const date = fromDayNumber(n);
        expect(isValidIsoDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(n);
        expect(daysBetween(date, addDays(date, delta))).toBe(delta);
        // 1970-01-01 was a Thursday (4).
        expect(dayOfWeek(date)).toBe((((n + 4) % 7) + 7) % 7);
      }),
    );
  });
});

describe('nearestWeekday', () => {
  it.each([
    // date, weekday, notBefore, expected
    ['2026-03-07', 1, '2026-01-01', '2026-03-09'], // Saturday -> the Monday after (2 days) beats 5 back
    ['2026-03-08', 1, '2026-01-01', '2026-03-09'], // Sunday -> next day
    ['2026-03-05', 1, '2026-01-01', '2026-03-02'], // Thursday -> 3 back beats 4 ahead
    ['2026-03-05', 1, '2026-03-04', '2026-03-09'], // ... unless that Monday is before today
    ['2026-03-02', 1, '2026-01-01', '2026-03-09'], // never the date itself: a week on
    ['2026-03-07', 5, '2026-01-01', '2026-03-06'], // Saturday -> the Friday before
    ['2026-03-07', 5, '2026-03-07', '2026-03-13'], // ... unless today is the Saturday
    ['2026-03-08', 6, '2026-01-01', '2026-03-07'],
  ] as const)('from %s to weekday %i (not before %s) is %s', (date, weekday, notBefore, expected) => {
    expect(nearestWeekday(date, weekday, notBefore)).toBe(expected);
    expect(dayOfWeek(expected)).toBe(weekday);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-03-02', '03/02/2026'],
    ['2028-02-29', '02/29/2028'],
    ['2026-12-31', '12/31/2026'],
    [null, 'TBD'],
    [undefined, 'TBD'],
    ['', 'TBD'],
    ['2026-02-30', 'TBD'],
    ['not a date', 'TBD'],
  ] as const)('%j -> %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('shows an instant as its calendar date in America/Chicago', () => {
    // 03:00 UTC on 2 March is still the evening of 1 March in Austin.
    expect(formatDate(new Date('2026-03-02T03:00:00Z'))).toBe('03/01/2026');
    expect(formatDate('2026-03-02T18:00:00Z')).toBe('03/02/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('TBD');
  });
});

describe('calendarDateIn', () => {
  it.each([
    ['2026-01-01T05:59:59Z', '2025-12-31'], // CST is UTC-6
    ['2026-01-01T06:00:00Z', '2026-01-01'],
    ['2026-07-04T04:59:59Z', '2026-07-03'], // CDT is UTC-5
    ['2026-07-04T05:00:00Z', '2026-07-04'],
  ])('%s is %s in Austin', (instant, date) => {
    expect(calendarDateIn(new Date(instant))).toBe(date);
  });
});
