import { addDays, DAY_TYPES, dayTypeFor, type DayType, type IsoDate } from '../shared/dates.ts';
import { BOAT_IDS } from '../pricing/fleet.ts';
import { clockMinutes, discoSailingsOn, privateSlotsOn, type InventorySettings } from '../booking/inventory.ts';
import { monthSchema, monthsBetween, type Month } from './partners.ts';
import * as z from '../shared/zod.ts';

// The owner's Monday numbers (issue 18, decision 028): one summary item per America/Chicago month,
// kept current by the business-summary consumer, read for any range of months without a Scan.

/**
 * A month's counters, by name: `quotes`, `bookings`, `revenueBooked`, `collected`, `refunded`,
 * `cancellations`, `pageViews`, and the breakdowns `quotesBySource.<source>`, `leadsBySource.<source>`,
 * `bookingsByEventType.<type>`, `bookingsByBoat.<boat>`, `quotesByPartner.<id>`,
 * `bookingsByPartner.<id>` and `bookedMinutes.<day type>` (private charters, in the month they sail).
 */
export type SummaryCounters = Record<string, number>;

export interface SummaryMonth {
  month: Month;
  counters: SummaryCounters;
}

/** Half an hour a day is not a lost boat-hour: minutes are summed, hours shown. */
function slotMinutes(slot: { start: string; end: string }): number {
  return clockMinutes(slot.end) - clockMinutes(slot.start);
}

/**
 * The private-charter boat-minutes the schedule offers on each day type between two dates: every
 * boat in the fleet for every private slot of the day, less the minutes a disco sailing takes its
 * boat. Computed from the inventory rules, never stored, so a schedule change shows at once. A
 * blacked-out day still counts: occupancy then shows what the closure cost.
 */
export function sellableBoatMinutes(settings: InventorySettings, from: IsoDate, to: IsoDate): Record<DayType, number> {
  const minutes = Object.fromEntries(DAY_TYPES.map((type) => [type, 0])) as Record<DayType, number>;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const perBoat = privateSlotsOn(settings, date).reduce((sum, slot) => sum + slotMinutes(slot), 0);
    const disco = discoSailingsOn(settings, date).reduce((sum, sailing) => sum + slotMinutes(sailing), 0);
    minutes[dayTypeFor(date)] += Math.max(0, perBoat * BOAT_IDS.length - disco);
  }
  return minutes;
}

export function bookedMinutes(cruise: { start: string; end: string }): number {
  return slotMinutes(cruise);
}

/** Every `<prefix>.<key>` counter summed over the months, by key, largest first. */
export function breakdown(months: readonly SummaryMonth[], prefix: string): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const { counters } of months) {
    for (const [name, value] of Object.entries(counters)) {
      if (name.startsWith(`${prefix}.`)) totals.set(name.slice(prefix.length + 1), (totals.get(name.slice(prefix.length + 1)) ?? 0) + value);
    }
  }
  return [...totals]
    .map(([key, count]) => ({ key, count }))
    .filter((entry) => entry.count !== 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export function total(months: readonly SummaryMonth[], name: string): number {
  return months.reduce((sum, { counters }) => sum + (counters[name] ?? 0), 0);
}

export interface MonthFigures {
  month: Month;
  revenueBooked: number;
  collected: number;
  bookings: number;
  quotes: number;
  pageViews: number;
}

export interface OccupancyFigure {
  dayType: DayType;
  bookedMinutes: number;
  sellableMinutes: number;
  /** Booked over sellable, 0 to 1 (0 when nothing was sellable). */
  rate: number;
}

export interface BusinessSummary {
  from: Month;
  to: Month;
  months: MonthFigures[];
  totals: MonthFigures & { refunded: number; cancellations: number };
  bookingsByEventType: { key: string; count: number }[];
  bookingsByBoat: { key: string; count: number }[];
  quotesBySource: { key: string; count: number }[];
  leadsBySource: { key: string; count: number }[];
  quotesByPartner: { key: string; count: number }[];
  bookingsByPartner: { key: string; count: number }[];
  occupancy: OccupancyFigure[];
  /** The same months a year before, when any of them has figures. */
  yearBefore: { from: Month; to: Month; totals: MonthFigures } | null;
}

function figuresOf(month: Month, months: readonly SummaryMonth[]): MonthFigures {
  return {
    month,
    revenueBooked: total(months, 'revenueBooked'),
    collected: total(months, 'collected') - total(months, 'refunded'),
    bookings: total(months, 'bookings'),
    quotes: total(months, 'quotes'),
    pageViews: total(months, 'pageViews'),
  };
}

/** A month a number of years earlier. */
export function monthYearsBefore(month: Month, years: number): Month {
  return `${Number(month.slice(0, 4)) - years}${month.slice(4)}`;
}

/**
 * The summary of the months `from` to `to` from their stored items (months with no item are
 * zeros), the sellable boat-minutes of the same dates, and the items of the year before.
 */
export function businessSummary(
  range: { from: Month; to: Month },
  stored: readonly SummaryMonth[],
  sellable: Record<DayType, number>,
  yearBefore: readonly SummaryMonth[],
): BusinessSummary {
  const byMonth = new Map(stored.map((item) => [item.month, item]));
  const months = monthsBetween(range.from, range.to).map((month) => figuresOf(month, byMonth.has(month) ? [byMonth.get(month)!] : []));
  const totals = { ...figuresOf(range.to, stored), refunded: total(stored, 'refunded'), cancellations: total(stored, 'cancellations') };
  const occupancy = DAY_TYPES.map((dayType) => {
    const booked = total(stored, `bookedMinutes.${dayType}`);
    const sellableMinutes = sellable[dayType];
    return { dayType, bookedMinutes: booked, sellableMinutes, rate: sellableMinutes > 0 ? booked / sellableMinutes : 0 };
  });
  return {
    from: range.from,
    to: range.to,
    months,
    totals,
    bookingsByEventType: breakdown(stored, 'bookingsByEventType'),
    bookingsByBoat: breakdown(stored, 'bookingsByBoat'),
    quotesBySource: breakdown(stored, 'quotesBySource'),
    leadsBySource: breakdown(stored, 'leadsBySource'),
    quotesByPartner: breakdown(stored, 'quotesByPartner'),
    bookingsByPartner: breakdown(stored, 'bookingsByPartner'),
    occupancy,
    yearBefore:
      yearBefore.length > 0
        ? { from: monthYearsBefore(range.from, 1), to: monthYearsBefore(range.to, 1), totals: figuresOf(monthYearsBefore(range.to, 1), yearBefore) }
        : null,
  };
}

/** GET /api/admin/business-summary?from=YYYY-MM&to=YYYY-MM: at most three years. */
export const businessSummaryQuerySchema = z.object({ from: monthSchema, to: monthSchema }).check(
  z.refine((query) => query.from <= query.to, { message: 'The first month must not be after the last.', path: ['to'] }),
  z.refine((query) => monthsBetween(query.from, query.to).length <= 36, { message: 'Choose at most 36 months.', path: ['from'] }),
);
