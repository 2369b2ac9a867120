import { addDays, dayOfWeek, dayTypeFor, daysBetween, instantAt, type DayType, type IsoDate } from '../shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS } from '../pricing/disco.ts';
import { BOATS, CAPACITY_TIERS, PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS, boatById, capacityTierFor, type BoatId, type CapacityTier } from '../pricing/fleet.ts';
import type { PriceTable } from '../pricing/price-versions.ts';
import type { CruiseKind } from '../pricing/cruise-kinds.ts';
import { priceLevelFor, type PriceLevel } from '../pricing/rates.ts';

// What can be sold. A boat is the scarce thing: a private charter takes a whole boat for one slot,
// a disco sailing is a ticketed departure on one boat. The default inventory (blueprint 5) is
// three 4-hour slots a day and the Friday and Saturday disco on Clever Girl; staff change it at
// /admin/inventory. A boat committed to a disco sailing cannot be chartered over the same hours.

// The kinds are pricing's (decision 050); named here too for the many callers that read them with the inventory.
export { CRUISE_KINDS, type CruiseKind } from '../pricing/cruise-kinds.ts';

/** 'HH:MM', 24-hour, America/Chicago. */
export type ClockTime = string;

export interface SlotTemplate {
  start: ClockTime;
  end: ClockTime;
}

export interface DiscoSailingTemplate {
  /** 0 Sunday ... 6 Saturday, as `dayOfWeek` counts. */
  weekday: number;
  start: ClockTime;
  end: ClockTime;
  boatId: BoatId;
  /** Tickets on sale for the sailing (at most the boat's capacity). */
  capacity: number;
}

/** The staff-editable inventory: which slots each weekday has, and when the disco sails. */
export interface InventorySettings {
  /** Seven lists, Sunday first: the private-charter slots of that weekday. */
  privateSlots: readonly (readonly SlotTemplate[])[];
  discoSailings: readonly DiscoSailingTemplate[];
}

/** The settings as stored, and what PUT /api/admin/inventory/settings answers. */
export interface InventorySettingsRecord {
  settings: InventorySettings;
  /** 0 while the defaults apply (nothing stored); one more per save. */
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** A day a boat (or, with `boatId` null, the whole fleet) does not sail: maintenance, holidays. */
export interface Blackout {
  date: IsoDate;
  boatId: BoatId | null;
  reason: string;
}

/** One taken boat-slot or one sailing's tickets, as the booking records it. */
export type Reservation =
  | { kind: 'private'; date: IsoDate; start: ClockTime; end: ClockTime; boatId: BoatId; bookingId: string }
  | { kind: 'disco'; date: IsoDate; start: ClockTime; sold: number };

const DAILY_SLOTS: readonly SlotTemplate[] = [
  { start: '09:00', end: '13:00' },
  { start: '13:30', end: '17:30' },
  { start: '18:00', end: '22:00' },
];

export const DEFAULT_INVENTORY: InventorySettings = {
  privateSlots: Array.from({ length: 7 }, () => DAILY_SLOTS),
  discoSailings: [5, 6].map((weekday) => ({ weekday, start: '13:30', end: '17:30', boatId: 'boat_clever_girl' as const, capacity: 75 })),
};

/** Online bookings start tomorrow: a same-day cruise is arranged by phone, with the crew. */
export const ONLINE_BOOKING_MIN_DAYS_AHEAD = 1;
/** Staff booking a caller or a walk-up may sell today's free slots: that is the phone booking above. */
export const STAFF_BOOKING_MIN_DAYS_AHEAD = 0;
/** The longest range one availability request may cover. */
export const AVAILABILITY_MAX_DAYS = 62;

export function clockMinutes(time: ClockTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function overlaps(a: SlotTemplate, b: SlotTemplate): boolean {
  return clockMinutes(a.start) < clockMinutes(b.end) && clockMinutes(b.start) < clockMinutes(a.end);
}

/** '1:30 PM' for '13:30'. */
export function clockLabel(time: ClockTime): string {
  const minutes = clockMinutes(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** The clock time `minutes` before `time` on the same day: when to arrive for a departure. */
export function clockTimeBefore(time: ClockTime, minutes: number): ClockTime {
  const at = Math.max(0, clockMinutes(time) - minutes);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}` as ClockTime;
}

export function slotLabel(slot: SlotTemplate): string {
  return `${clockLabel(slot.start)} – ${clockLabel(slot.end)}`;
}

export function privateSlotsOn(settings: InventorySettings, date: IsoDate): readonly SlotTemplate[] {
  return settings.privateSlots[dayOfWeek(date)] ?? [];
}

export function discoSailingsOn(settings: InventorySettings, date: IsoDate): readonly DiscoSailingTemplate[] {
  const weekday = dayOfWeek(date);
  return settings.discoSailings.filter((sailing) => sailing.weekday === weekday);
}

export function isBlackedOut(blackouts: readonly Blackout[], date: IsoDate, boatId: BoatId): boolean {
  return blackouts.some((b) => b.date === date && (b.boatId === null || b.boatId === boatId));
}

export interface SlotAvailability {
  kind: CruiseKind;
  start: ClockTime;
  end: ClockTime;
  label: string;
  /** The boat a booking now would get: the smallest free one that fits (private), the sailing's (disco). */
  boatId: BoatId | null;
  boatName: string | null;
  available: boolean;
  /** Disco only: tickets still on sale, and the sailing's size. */
  seatsLeft?: number;
  capacity?: number;
}

export interface DayAvailability {
  date: IsoDate;
  dayType: DayType;
  /** 1 ($) to 3 ($$$): how dear the day's rate is for the group's price tier. */
  priceLevel: PriceLevel;
  /** Whether any slot can be booked online on this day. */
  available: boolean;
  /** Why not, when nothing can: too soon to book online, the fleet is out, or all sold. */
  reason: 'too-soon' | 'closed' | 'sold-out' | 'no-sailing' | null;
  slots: SlotAvailability[];
}

export interface AvailabilityQuery {
  from: IsoDate;
  to: IsoDate;
  groupSize: number;
  kind: CruiseKind;
  today: IsoDate;
  settings: InventorySettings;
  blackouts: readonly Blackout[];
  reservations: readonly Reservation[];
  /** The table in effect, for each day's price level. */
  priceTable: PriceTable;
  /**
   * How many days ahead a cruise may be booked: online, from tomorrow (ONLINE_BOOKING_MIN_DAYS_AHEAD);
   * staff booking a caller or a walk-up, from today (0).
   */
  minDaysAhead?: number;
  /**
   * The moment of asking, when today is for sale (staff's same-day bookings): a slot today whose
   * departure has passed is not sold.
   */
  now?: Date;
}

/** Whether a slot on `date` has already set out at `now` (no moment given: none has). */
export function hasSailed(date: IsoDate, start: ClockTime, now: Date | undefined): boolean {
  return now !== undefined && instantAt(date, start).getTime() <= now.getTime();
}

/** The boats busy over a slot's hours: chartered by a reservation, or sailing the disco. */
export function takenBoats(reservations: readonly Reservation[], date: IsoDate, slot: SlotTemplate, settings: InventorySettings): Set<BoatId> {
  const taken = new Set<BoatId>();
  for (const r of reservations) {
    if (r.kind === 'private' && r.date === date && overlaps(slot, r)) taken.add(r.boatId);
  }
  // A boat committed to a disco sailing is not chartered over the same hours.
  for (const sailing of discoSailingsOn(settings, date)) if (overlaps(slot, sailing)) taken.add(sailing.boatId);
  return taken;
}

/** The smallest boat that carries the group and is free for the slot, or null. */
export function smallestFreeBoat(groupSize: number, taken: ReadonlySet<BoatId>, blackouts: readonly Blackout[], date: IsoDate): BoatId | null {
  const fitting = [...BOATS].sort((a, b) => a.capacity - b.capacity).filter((boat) => boat.capacity >= groupSize);
  return fitting.find((boat) => !taken.has(boat.id) && !isBlackedOut(blackouts, date, boat.id))?.id ?? null;
}

export function discoSeatsSold(reservations: readonly Reservation[], date: IsoDate, start: ClockTime): number {
  return reservations.reduce((sum, r) => (r.kind === 'disco' && r.date === date && r.start === start ? sum + r.sold : sum), 0);
}

function tierForGroup(groupSize: number): CapacityTier {
  return groupSize >= PRIVATE_MIN_GUESTS && groupSize <= PRIVATE_MAX_GUESTS ? capacityTierFor(groupSize) : CAPACITY_TIERS[0];
}

/** What is sellable on one day for a group: each private slot with its boat, or each sailing with its seats. */
export function dayAvailability(query: Omit<AvailabilityQuery, 'from' | 'to'> & { date: IsoDate }): DayAvailability {
  const { date, groupSize, kind, today, settings, blackouts, reservations, priceTable, minDaysAhead = ONLINE_BOOKING_MIN_DAYS_AHEAD, now } = query;
  const dayType = dayTypeFor(date);
  const base = { date, dayType, priceLevel: priceLevelFor(priceTable, dayType, tierForGroup(groupSize)) };
  const tooSoon = daysBetween(today, date) < minDaysAhead;

  const slots: SlotAvailability[] =
    kind === 'private'
      ? privateSlotsOn(settings, date).map((slot) => {
          const boatId = groupSize <= PRIVATE_MAX_GUESTS ? smallestFreeBoat(groupSize, takenBoats(reservations, date, slot, settings), blackouts, date) : null;
          const available = !tooSoon && !hasSailed(date, slot.start, now) && boatId !== null;
          return { kind, ...slot, label: slotLabel(slot), boatId, boatName: boatId ? boatById(boatId).name : null, available };
        })
      : discoSailingsOn(settings, date).map((sailing) => {
          const seatsLeft = Math.max(0, sailing.capacity - discoSeatsSold(reservations, date, sailing.start));
          const fits = groupSize >= DISCO_MIN_GUESTS && groupSize <= DISCO_MAX_GUESTS && seatsLeft >= groupSize;
          const open = !isBlackedOut(blackouts, date, sailing.boatId);
          return {
            kind,
            start: sailing.start,
            end: sailing.end,
            label: slotLabel(sailing),
            boatId: sailing.boatId,
            boatName: boatById(sailing.boatId).name,
            available: !tooSoon && !hasSailed(date, sailing.start, now) && open && fits,
            seatsLeft: open ? seatsLeft : 0,
            capacity: sailing.capacity,
          };
        });

  const available = slots.some((s) => s.available);
  let reason: DayAvailability['reason'] = null;
  if (!available) {
    if (tooSoon) reason = 'too-soon';
    else if (slots.length === 0) reason = kind === 'disco' ? 'no-sailing' : 'closed';
    else if (blackouts.some((b) => b.date === date && b.boatId === null)) reason = 'closed';
    else reason = 'sold-out';
  }
  return { ...base, available, reason, slots };
}

/** Every day from `from` to `to` inclusive. */
export function availabilityBetween(query: AvailabilityQuery): DayAvailability[] {
  const days: DayAvailability[] = [];
  for (let date = query.from; daysBetween(date, query.to) >= 0; date = addDays(date, 1)) {
    days.push(dayAvailability({ ...query, date }));
  }
  return days;
}

/** The next sellable slots from `date` on, for a guest whose choice was just taken. */
export function nextAvailableSlots(days: readonly DayAvailability[], limit = 5): { date: IsoDate; slot: SlotAvailability }[] {
  return days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, slot }))).slice(0, limit);
}

/** The slot template a booking asks for on a date, or null when the inventory has no such slot. */
export function findSlot(settings: InventorySettings, kind: CruiseKind, date: IsoDate, start: ClockTime): SlotTemplate | DiscoSailingTemplate | null {
  const slots = kind === 'private' ? privateSlotsOn(settings, date) : discoSailingsOn(settings, date);
  return slots.find((slot) => slot.start === start) ?? null;
}
