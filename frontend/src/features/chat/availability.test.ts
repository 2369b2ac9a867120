import { FIRST_PRICE_TABLE } from '#domain/pricing/price-versions.ts';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { availabilityBetween, DEFAULT_INVENTORY, type Reservation } from '#domain/booking/inventory.ts';
import { calendarClosures, calendarGroupSize, closureOf, dateRefusal, dayAvailabilityRequest, discoSoldOut, monthAvailabilityRequest } from './availability.ts';
import { initialMonth, lastOfMonth } from './calendar.ts';

const TODAY = '2026-06-10'; // a Wednesday
const SATURDAY = '2026-07-11';
const TUESDAY = '2026-07-14';

/** Days as GET /api/availability answers them, worked out by the domain function the API runs. */
function days(kind: 'private' | 'disco', groupSize: number, reservations: Reservation[] = [], from = '2026-06-09', to = '2026-07-31') {
  return availabilityBetween({
    from,
    to,
    groupSize,
    kind,
    today: TODAY,
    settings: DEFAULT_INVENTORY,
    priceTable: FIRST_PRICE_TABLE,
    blackouts: [{ date: '2026-07-04', boatId: null, reason: 'Holiday' }],
    reservations,
  });
}

/** Every private slot of a day taken on the only boat that carries a big group. */
const cleverGirlAllDay = (date: string): Reservation[] =>
  DEFAULT_INVENTORY.privateSlots[6]!.map((slot, i) => ({ kind: 'private', date, ...slot, boatId: 'boat_clever_girl', bookingId: `b${i}` }));

const day = (list: ReturnType<typeof days>, date: string) => list.find((d) => d.date === date)!;

describe('calendar availability', () => {
  it('asks for the whole month on show, for the group or one guest (private) or the smallest disco group', () => {
    expect(monthAvailabilityRequest({ year: 2028, month: 2 }, 'private', undefined)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      groupSize: 1,
      type: 'private',
    });
    expect(monthAvailabilityRequest({ year: 2026, month: 7 }, 'private', 60)).toEqual({ from: '2026-07-01', to: '2026-07-31', groupSize: 60, type: 'private' });
    expect(calendarGroupSize('disco', undefined)).toBe(DISCO_MIN_GUESTS);
    expect(calendarGroupSize('disco', 12)).toBe(12);
    expect(dayAvailabilityRequest(SATURDAY, 'disco', 20)).toEqual({ from: SATURDAY, to: SATURDAY, groupSize: 20, type: 'disco' });
    expect(lastOfMonth({ year: 2026, month: 4 })).toBe('2026-04-30');
  });

  it("opens on the chosen date's month, or this month", () => {
    expect(initialMonth(TODAY, undefined)).toEqual({ year: 2026, month: 6 });
    expect(initialMonth(TODAY, '2026-09-02')).toEqual({ year: 2026, month: 9 });
    expect(initialMonth(TODAY, '2026-01-02')).toEqual({ year: 2026, month: 6 });
  });

  it('closes today (book by phone), closed days and days without a boat for the group', () => {
    const charters = days('private', 60, cleverGirlAllDay(SATURDAY));
    expect(closureOf(day(charters, TODAY))).toBe('book-by-phone');
    expect(closureOf(day(charters, '2026-06-09'))).toBe('book-by-phone');
    expect(closureOf(day(charters, '2026-07-04'))).toBe('closed');
    expect(closureOf(day(charters, SATURDAY))).toBe('sold-out');
    expect(closureOf(day(charters, TUESDAY))).toBeNull();
    // A smaller group still has boats that day.
    expect(closureOf(day(days('private', 20, cleverGirlAllDay(SATURDAY)), SATURDAY))).toBeNull();
  });

  it('lets the disco sailing decide its own days for a guest who chose the disco, and the boats decide the rest', () => {
    const charters = days('private', 12, cleverGirlAllDay(SATURDAY));
    const fullSailing: Reservation[] = [{ kind: 'disco', date: '2026-07-10', start: '13:30', sold: 75 }];
    const sailings = days('disco', 12, fullSailing);
    const closures = calendarClosures(charters, sailings)!;
    expect(closures.get('2026-07-10')).toBe('sold-out'); // Friday: the disco is full, though boats are free
    expect(closures.get(SATURDAY)).toBeNull(); // the disco has room
    expect(closures.get(TUESDAY)).toBeNull(); // no disco: a private charter, and boats are free
    expect(calendarClosures(charters, undefined)!.get('2026-07-10')).toBeNull();
    // No answer from the API: nothing is closed, every day from today can be picked as before.
    expect(calendarClosures(undefined, sailings)).toBeUndefined();
  });

  it('explains a refused date in words, with the phone number where the phone is the way', () => {
    const charters = days('private', 60, cleverGirlAllDay(SATURDAY));
    expect(dateRefusal(day(charters, SATURDAY), 60)).toBe(
      'Saturday, July 11, 2026 is fully booked for 60 guests. Please pick another day: the calendar shows which are free.',
    );
    expect(dateRefusal(day(charters, '2026-07-04'), 60)).toBe(
      'We are not sailing on Saturday, July 4, 2026. Please pick another day: the calendar shows which are free.',
    );
    expect(dateRefusal(day(charters, TODAY), undefined)).toContain(businessFacts.phone.display);
    expect(dateRefusal(day(charters, TUESDAY), 60)).toBeNull();
  });

  it('says when the disco sailing is full, or too full for the group', () => {
    const sold = (count: number) => days('disco', 20, [{ kind: 'disco', date: SATURDAY, start: '13:30', sold: count }], SATURDAY, SATURDAY)[0];
    expect(discoSoldOut(sold(75), 20)).toBe('The disco cruise on Saturday, July 11, 2026 is sold out.');
    expect(discoSoldOut(sold(70), 20)).toBe('The disco cruise on Saturday, July 11, 2026 has 5 tickets left, not enough for 20 guests.');
    expect(discoSoldOut(sold(10), 20)).toBeNull();
    expect(discoSoldOut(undefined, 20)).toBeNull();
    // A day the disco does not sail is not "sold out": the chat offers the private charter then.
    expect(discoSoldOut(days('disco', 20, [], TUESDAY, TUESDAY)[0], 20)).toBeNull();
  });
});
