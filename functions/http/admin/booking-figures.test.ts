import { describe, expect, it } from 'vitest';
import { CONVERSION_PERIOD_DAYS } from '#domain/people/back-office.ts';
import type { AdminBookingSummary, BookingStatus } from '#domain/booking/booking.ts';
import { addDays } from '#domain/shared/dates.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { conversionPeriodStart, cruiseFigures, quoteConversion } from './booking-figures.ts';

const today = '2026-07-01';

const quote = (id: string, issuedOn: string, extra: Partial<StoredQuote> = {}) => ({ id, issuedOn, ...extra }) as unknown as StoredQuote;
const booking = (quoteId: string, status: BookingStatus) => ({ quoteId, status });
const summary = (id: string, date: string, status: BookingStatus, holdExpiresAt: string | null = null) =>
  ({ id, status, holdExpiresAt, slot: { date, start: '09:00' } }) as unknown as AdminBookingSummary;

describe('quoteConversion', () => {
  it(`looks at the ${CONVERSION_PERIOD_DAYS} days ending today`, () => {
    expect(conversionPeriodStart(today)).toBe(addDays(today, -(CONVERSION_PERIOD_DAYS - 1)));
    expect(quoteConversion([], [], today)).toEqual({ since: conversionPeriodStart(today), quotes: 0, booked: 0, confirmed: 0 });
  });

  it('counts quotes issued in the period with a live booking, and the confirmed ones among them', () => {
    const since = conversionPeriodStart(today);
    const quotes = [
      quote('pending', today),
      quote('confirmed', since),
      quote('cancelled', today),
      quote('released', today),
      quote('unbooked', today),
      quote('too-old', addDays(since, -1)),
    ];
    const bookings = [
      booking('pending', 'pending_deposit'),
      booking('confirmed', 'confirmed'),
      booking('cancelled', 'cancelled'),
      booking('released', 'released'),
      booking('too-old', 'confirmed'),
      booking('not-listed', 'confirmed'),
    ];
    expect(quoteConversion(quotes, bookings, today)).toEqual({ since, quotes: 5, booked: 2, confirmed: 1 });
  });

  it('counts an amended quote once, as its latest version, converted by a booking of any version', () => {
    const quotes = [
      quote('v1', addDays(today, -3), { supersededBy: 'v2' }),
      quote('v2', addDays(today, -2), { revises: 'v1', supersededBy: 'v3' }),
      quote('v3', addDays(today, -1), { revises: 'v2' }),
      quote('w1', today, { supersededBy: 'w2' }),
      quote('w2', today, { revises: 'w1' }),
    ];
    // A booking of v1 made before the amendments: the enquiry converted.
    expect(quoteConversion(quotes, [booking('v1', 'confirmed')], today)).toMatchObject({ quotes: 2, booked: 1, confirmed: 1 });
    expect(quoteConversion(quotes, [booking('w2', 'pending_deposit'), booking('w1', 'cancelled')], today)).toMatchObject({
      quotes: 2,
      booked: 1,
      confirmed: 0,
    });
  });
});

describe('cruiseFigures', () => {
  it('lists live cruises today and in the week ahead, and pending deposits by the end of their hold', () => {
    const bookings = [
      summary('today-confirmed', today, 'confirmed'),
      summary('today-cancelled', today, 'cancelled'),
      summary('tomorrow-pending', addDays(today, 1), 'pending_deposit', '2026-07-03T10:00:00.000Z'),
      summary('week-end', addDays(today, 7), 'confirmed'),
      summary('beyond', addDays(today, 8), 'confirmed'),
      summary('later-pending', addDays(today, 50), 'pending_deposit', '2026-07-02T10:00:00.000Z'),
      summary('released', addDays(today, 50), 'released'),
    ];
    const figures = cruiseFigures(bookings, today);
    expect(figures.cruises.to).toBe(addDays(today, 7));
    expect(figures.cruises.today.map((b) => b.id)).toEqual(['today-confirmed']);
    expect(figures.cruises.upcoming.map((b) => b.id)).toEqual(['tomorrow-pending', 'week-end']);
    expect(figures.pendingDeposits.map((b) => b.id)).toEqual(['later-pending', 'tomorrow-pending']);
  });
});
