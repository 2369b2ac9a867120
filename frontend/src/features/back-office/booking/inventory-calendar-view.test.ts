import { describe, expect, it } from 'vitest';
import type { AdminBookingSummary } from '#domain/booking/booking.ts';
import { addDays } from '#domain/shared/dates.ts';
import { BOATS } from '#domain/pricing/fleet.ts';
import { DEFAULT_INVENTORY } from '#domain/booking/inventory.ts';
import { inventoryCalendar } from '#domain/booking/inventory-calendar.ts';
import {
  calendarCounts,
  calendarDays,
  calendarPathFor,
  calendarRange,
  calendarStartFrom,
  crewLine,
  calendarWeeks,
  CALENDAR_SPAN_DAYS,
  compactTimeRange,
} from './inventory-calendar-view.ts';

// Monday 2026-06-15 to Sunday 2026-06-28: Fridays and Saturdays have the disco on Clever Girl.
const from = '2026-06-15';
const to = addDays(from, CALENDAR_SPAN_DAYS - 1);
const booking = (id: string, date: string, boatId: string, status: 'pending_deposit' | 'confirmed') =>
  ({
    id,
    reference: `B-${id.toUpperCase()}`,
    status,
    slot: { kind: 'private', date, start: '09:00', end: '13:00', boatId, seats: 20 },
    leadGuest: { name: 'Jordan Rivera', email: 'j@test.example', phone: '512' },
    groupSize: 20,
  }) as unknown as AdminBookingSummary;

const input: Parameters<typeof inventoryCalendar>[0] = {
  from,
  to,
  // Before the range: no day shown has gone yet.
  today: '2026-06-01',
  settings: DEFAULT_INVENTORY,
  blackouts: [{ date: '2026-06-17', boatId: null, reason: 'Lake closed for the regatta' }],
  reservations: [{ kind: 'disco', date: '2026-06-19', start: '13:30', sold: 12 }],
  bookings: [booking('held1', '2026-06-16', 'boat_day_tripper', 'pending_deposit'), booking('conf1', '2026-06-18', 'boat_me_seeks_the_irony', 'confirmed')],
  crews: new Map([['conf1', { captain: 'sam@crew.example', deckhands: ['Ana', 'Luis'] }]]),
};
const days = inventoryCalendar(input);

describe('the inventory calendar', () => {
  it('starts on ?from= when it is a date, else on the Monday of this week, and pages two weeks at a time', () => {
    expect(calendarStartFrom(new URLSearchParams('from=2026-06-17'), '2026-06-10')).toBe('2026-06-17');
    expect(calendarStartFrom(new URLSearchParams('from=2026-13-01'), '2026-06-10')).toBe('2026-06-08');
    expect(calendarStartFrom(new URLSearchParams(), '2026-06-14')).toBe('2026-06-08');
    expect(calendarRange(from)).toEqual({ from, to: '2026-06-28', previous: '2026-06-01', next: '2026-06-29' });
    expect(calendarPathFor('2026-06-18')).toBe('/admin/inventory?from=2026-06-15#calendar');
  });

  it('lays out a table per week: a row per boat, a column per day', () => {
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.caption).toBe('Boats and slots, Monday 06/15/2026 to Sunday 06/21/2026');
    expect(weeks[0]!.days.map((day) => day.short)).toEqual(['Mon 06/15', 'Tue 06/16', 'Wed 06/17', 'Thu 06/18', 'Fri 06/19', 'Sat 06/20', 'Sun 06/21']);
    expect(weeks[0]!.days[0]!.long).toBe('Monday, 06/15/2026');
    expect(weeks[0]!.rows.map((row) => row.boatName)).toEqual(BOATS.map((boat) => boat.name));
    for (const row of weeks[0]!.rows) expect(row.cells.map((cell) => cell.day.date)).toEqual(weeks[0]!.days.map((day) => day.date));
  });

  it("says each slot's state in words and links held and booked slots to their bookings", () => {
    const [week] = calendarWeeks(days);
    const cell = (boatId: string, date: string) => week!.rows.find((row) => row.boatId === boatId)!.cells.find((c) => c.day.date === date)!;
    const held = cell('boat_day_tripper', '2026-06-16').slots[0]!;
    expect(held).toMatchObject({ time: '9 AM – 1 PM', state: 'held', stateLabel: 'Held', detail: 'Pending deposit' });
    expect(held.bookings).toEqual([{ id: 'held1', href: '/admin/bookings/held1', text: 'B-HELD1, Jordan Rivera, 20 guests', crew: 'No captain yet' }]);
    expect(cell('boat_me_seeks_the_irony', '2026-06-18').slots[0]).toMatchObject({ state: 'booked', stateLabel: 'Booked', detail: 'Confirmed' });
    // Who sails each private cruise (issue 29): the office spots the unstaffed ones.
    expect(cell('boat_me_seeks_the_irony', '2026-06-18').slots[0]!.bookings[0]!.crew).toBe('Captain: sam@crew.example, deckhands: Ana, Luis');
    expect(cell('boat_day_tripper', '2026-06-15').slots.map((slot) => [slot.stateLabel, slot.detail])).toEqual([
      ['Free', null],
      ['Free', null],
      ['Free', null],
    ]);

    const closed = cell('boat_clever_girl', '2026-06-17');
    expect(closed.closedReason).toBe('Lake closed for the regatta');
    expect(closed.slots.every((slot) => slot.stateLabel === 'Closed')).toBe(true);

    const disco = cell('boat_clever_girl', '2026-06-19').slots.find((slot) => slot.state === 'disco')!;
    expect(disco).toMatchObject({ stateLabel: 'Disco', detail: '12 of 75 tickets sold' });
  });

  it('offers a free slot, or a disco sailing with tickets left, to book for a caller or a walk-up: its day, start and kind', () => {
    const [week] = calendarWeeks(days);
    const cell = (boatId: string, date: string) => week!.rows.find((row) => row.boatId === boatId)!.cells.find((c) => c.day.date === date)!;
    expect(cell('boat_day_tripper', '2026-06-15').slots.map((slot) => slot.book)).toEqual([
      { date: '2026-06-15', start: '09:00', kind: 'private' },
      { date: '2026-06-15', start: expect.stringMatching(/^\d\d:\d\d$/), kind: 'private' },
      { date: '2026-06-15', start: expect.stringMatching(/^\d\d:\d\d$/), kind: 'private' },
    ]);
    expect(cell('boat_day_tripper', '2026-06-16').slots[0]!.book).toBeNull();
    expect(cell('boat_clever_girl', '2026-06-17').slots.every((slot) => slot.book === null)).toBe(true);
    expect(cell('boat_clever_girl', '2026-06-19').slots.find((slot) => slot.state === 'disco')!.book).toEqual({
      date: '2026-06-19',
      start: '13:30',
      kind: 'disco',
    });
    // A sold-out sailing has nothing left to sell.
    const soldOut = calendarWeeks(inventoryCalendar({ ...input, reservations: [{ kind: 'disco', date: '2026-06-19', start: '13:30', sold: 75 }] }))[0]!
      .rows.find((row) => row.boatId === 'boat_clever_girl')!
      .cells.find((c) => c.day.date === '2026-06-19')!;
    expect(soldOut.slots.find((slot) => slot.state === 'disco' && slot.time.startsWith('1:30'))!.book).toBeNull();
  });

  it.each([
    ['09:00', '13:00', '9 AM – 1 PM'],
    ['13:30', '17:30', '1:30 – 5:30 PM'],
    ['18:00', '22:00', '6 – 10 PM'],
    ['11:45', '12:15', '11:45 AM – 12:15 PM'],
    ['00:00', '03:00', '12 – 3 AM'],
  ])('writes %s to %s in a cell as %s', (start, end, text) => {
    expect(compactTimeRange(start, end)).toBe(text);
  });

  it('gives the same cells a day at a time for phones, and counts the states', () => {
    const byDay = calendarDays(days);
    expect(byDay).toHaveLength(CALENDAR_SPAN_DAYS);
    expect(byDay[1]!.day.long).toBe('Tuesday, 06/16/2026');
    expect(byDay[1]!.boats.map((boat) => boat.boatName)).toEqual(BOATS.map((boat) => boat.name));
    const counts = calendarCounts(days);
    expect(counts.held).toBe(1);
    expect(counts.booked).toBe(1);
    expect(counts.disco).toBe(4);
    expect(counts.closed).toBe(BOATS.length * 3);
    expect(counts.past).toBe(0);
  });

  it('shows a slot on a day gone by as past, not free; what was booked, held, closed or sailed stays as it was', () => {
    const seen = inventoryCalendar({
      from,
      to,
      today: '2026-06-18',
      settings: DEFAULT_INVENTORY,
      blackouts: [{ date: '2026-06-17', boatId: null, reason: 'Lake closed for the regatta' }],
      reservations: [],
      bookings: [booking('held1', '2026-06-16', 'boat_day_tripper', 'pending_deposit')],
    });
    const [week] = calendarWeeks(seen);
    const cell = (boatId: string, date: string) => week!.rows.find((row) => row.boatId === boatId)!.cells.find((c) => c.day.date === date)!;
    expect(cell('boat_day_tripper', '2026-06-15').slots.map((slot) => [slot.state, slot.stateLabel])).toEqual([
      ['past', 'Past'],
      ['past', 'Past'],
      ['past', 'Past'],
    ]);
    expect(cell('boat_day_tripper', '2026-06-16').slots.map((slot) => slot.state)).toEqual(['held', 'past', 'past']);
    expect(cell('boat_day_tripper', '2026-06-17').slots.every((slot) => slot.state === 'closed')).toBe(true);
    // Today is still for sale (a same-day booking), and so is every day after it.
    expect(cell('boat_day_tripper', '2026-06-18').slots.every((slot) => slot.state === 'free')).toBe(true);
    expect(cell('boat_clever_girl', '2026-06-19').slots.some((slot) => slot.state === 'disco')).toBe(true);
    const counts = calendarCounts(seen);
    expect(counts.past).toBe(BOATS.length * 3 * 2 - 1);
    // The confirmed booking on 06/18 of the first calendar is not in this one: one more free slot.
    expect(counts.free).toBe(calendarCounts(days).free - counts.past + 1);
  });
});

describe('a disco sailing gone by', () => {
  it('sells no more tickets: one that sold keeps its tickets and bookings, one that sold none is past', () => {
    const [week] = calendarWeeks(inventoryCalendar({ ...input, today: '2026-06-21' }));
    const discoSlots = (date: string) =>
      week!.rows
        .find((row) => row.boatId === 'boat_clever_girl')!
        .cells.find((c) => c.day.date === date)!
        .slots.filter((slot) => slot.time.startsWith('1:30'));
    expect(discoSlots('2026-06-19').map((slot) => [slot.state, slot.detail, slot.book])).toEqual([['disco', '12 of 75 tickets sold', null]]);
    expect(discoSlots('2026-06-20').map((slot) => [slot.state, slot.book])).toEqual([['past', null]]);
  });
});

describe('crewLine', () => {
  it('names the captain and the deckhands, and says when no captain is named yet', () => {
    expect(crewLine({ captain: 'sam@crew.example', deckhands: [] })).toBe('Captain: sam@crew.example');
    expect(crewLine({ captain: null, deckhands: ['Ana'] })).toBe('No captain yet, deckhands: Ana');
    expect(crewLine({ captain: null, deckhands: [] })).toBe('No captain yet');
  });
});
