import { describe, expect, it } from 'vitest';
import { FIRST_PRICE_TABLE } from '../pricing/price-versions.ts';
import { inventorySettingsSchema } from './booking-schemas.ts';
import { instantAt } from '../shared/dates.ts';
import { inventoryCalendar } from './inventory-calendar.ts';
import {
  DEFAULT_INVENTORY,
  STAFF_BOOKING_MIN_DAYS_AHEAD,
  availabilityBetween,
  clockLabel,
  dayAvailability,
  nextAvailableSlots,
  type Reservation,
} from './inventory.ts';

const TODAY = '2026-11-22';
const WEDNESDAY = '2027-01-13';
const SATURDAY = '2027-01-16';
const base = { today: TODAY, priceTable: FIRST_PRICE_TABLE, settings: DEFAULT_INVENTORY, blackouts: [], reservations: [] as Reservation[] };

describe('dayAvailability', () => {
  it('gives a private group the smallest boat that fits, and the next one up when it is taken', () => {
    const reservations: Reservation[] = [{ kind: 'private', date: WEDNESDAY, start: '09:00', end: '13:00', boatId: 'boat_day_tripper', bookingId: 'b1' }];
    const day = dayAvailability({ ...base, reservations, date: WEDNESDAY, groupSize: 12, kind: 'private' });
    expect(day.slots.map((s) => [s.start, s.boatId])).toEqual([
      ['09:00', 'boat_me_seeks_the_irony'],
      ['13:30', 'boat_day_tripper'],
      ['18:00', 'boat_day_tripper'],
    ]);
    expect(day).toMatchObject({ available: true, reason: null, priceLevel: 1 });
  });

  it('sells out a slot when no fitting boat is free, and says so for the day', () => {
    const reservations: Reservation[] = ['09:00', '13:30', '18:00'].map((start, i) => ({
      kind: 'private',
      date: WEDNESDAY,
      start,
      end: '23:00',
      boatId: 'boat_clever_girl',
      bookingId: `b${i}`,
    }));
    const day = dayAvailability({ ...base, reservations, date: WEDNESDAY, groupSize: 60, kind: 'private' });
    expect(day.slots.every((s) => !s.available && s.boatId === null)).toBe(true);
    expect(day.reason).toBe('sold-out');
  });

  it('keeps the disco boat out of private charters over the sailing, and counts the sailing seats', () => {
    const big = dayAvailability({ ...base, date: SATURDAY, groupSize: 60, kind: 'private' });
    expect(big.slots.map((s) => s.available)).toEqual([true, false, true]);
    const reservations: Reservation[] = [{ kind: 'disco', date: SATURDAY, start: '13:30', sold: 70 }];
    const disco = dayAvailability({ ...base, reservations, date: SATURDAY, groupSize: 8, kind: 'disco' });
    expect(disco.slots[0]).toMatchObject({ seatsLeft: 5, capacity: 75, available: false });
    expect(disco.reason).toBe('sold-out');
    expect(dayAvailability({ ...base, date: WEDNESDAY, groupSize: 8, kind: 'disco' }).reason).toBe('no-sailing');
  });

  it('closes blacked-out boats or the whole fleet, and refuses same-day online bookings', () => {
    const fleet = dayAvailability({
      ...base,
      blackouts: [{ date: WEDNESDAY, boatId: null, reason: 'Holiday' }],
      date: WEDNESDAY,
      groupSize: 10,
      kind: 'private',
    });
    expect(fleet).toMatchObject({ available: false, reason: 'closed' });
    const oneBoat = dayAvailability({
      ...base,
      blackouts: [{ date: WEDNESDAY, boatId: 'boat_day_tripper', reason: 'Service' }],
      date: WEDNESDAY,
      groupSize: 10,
      kind: 'private',
    });
    expect(oneBoat.slots[0]?.boatId).toBe('boat_me_seeks_the_irony');
    expect(dayAvailability({ ...base, date: TODAY, groupSize: 10, kind: 'private' })).toMatchObject({ available: false, reason: 'too-soon' });
  });

  it("sells staff today's slots only until they set out, and the calendar shows the ones that have as past", () => {
    const noon = instantAt(TODAY, '12:00');
    const day = dayAvailability({ ...base, date: TODAY, groupSize: 10, kind: 'private', minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD, now: noon });
    expect(day.slots.length).toBeGreaterThan(1);
    const [gone, open] = [day.slots.filter((slot) => slot.start <= '12:00'), day.slots.filter((slot) => slot.start > '12:00')];
    expect(gone.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(gone.every((slot) => !slot.available)).toBe(true);
    expect(open.every((slot) => slot.available)).toBe(true);
    // Tomorrow's slots are all for sale at noon today.
    const tomorrow = dayAvailability({ ...base, date: '2026-11-23', groupSize: 10, kind: 'private', minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD, now: noon });
    expect(tomorrow.slots.every((slot) => slot.available)).toBe(true);

    const [calendarDay] = inventoryCalendar({ ...base, from: TODAY, to: TODAY, now: noon, bookings: [] });
    const cells = calendarDay!.boats.flatMap((boat) => boat.cells);
    expect(new Set(cells.filter((cell) => cell.start <= '12:00').map((cell) => cell.state))).toEqual(new Set(['past']));
    expect(new Set(cells.filter((cell) => cell.start > '12:00').map((cell) => cell.state))).toEqual(new Set(['free']));
  });

  it('lists a range day by day, and the next free slots across it', () => {
    const days = availabilityBetween({ ...base, from: WEDNESDAY, to: SATURDAY, groupSize: 20, kind: 'private' });
    expect(days.map((d) => d.date)).toEqual(['2027-01-13', '2027-01-14', '2027-01-15', '2027-01-16']);
    expect(days.map((d) => d.priceLevel)).toEqual([1, 1, 2, 3]);
    expect(nextAvailableSlots(days, 2).map((n) => `${n.date} ${n.slot.start}`)).toEqual(['2027-01-13 09:00', '2027-01-13 13:30']);
  });
});

describe('inventory settings', () => {
  it('accepts the defaults and refuses overlapping slots, reversed times and a sailing larger than its boat', () => {
    expect(inventorySettingsSchema.safeParse(DEFAULT_INVENTORY).success).toBe(true);
    const overlapping = {
      ...DEFAULT_INVENTORY,
      privateSlots: DEFAULT_INVENTORY.privateSlots.map((day, i) => (i === 2 ? [...day, { start: '12:00', end: '14:00' }] : day)),
    };
    expect(inventorySettingsSchema.safeParse(overlapping).error?.issues[0]?.path).toEqual(['privateSlots', 2, 3, 'start']);
    const reversed = { ...DEFAULT_INVENTORY, privateSlots: DEFAULT_INVENTORY.privateSlots.map(() => [{ start: '13:00', end: '09:00' }]) };
    expect(inventorySettingsSchema.safeParse(reversed).success).toBe(false);
    const oversized = {
      ...DEFAULT_INVENTORY,
      discoSailings: [{ weekday: 5, start: '13:30', end: '17:30', boatId: 'boat_day_tripper' as const, capacity: 40 }],
    };
    expect(inventorySettingsSchema.safeParse(oversized).error?.issues[0]?.message).toBe('The boat carries at most 14 guests.');
  });

  it('labels clock times the way guests read them', () => {
    expect(['00:05', '09:00', '12:00', '13:30', '22:00'].map(clockLabel)).toEqual(['12:05 AM', '9:00 AM', '12:00 PM', '1:30 PM', '10:00 PM']);
  });
});
