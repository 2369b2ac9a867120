import { sitePriceTable } from '../../site/site-pricing.ts';
import { addDays, DAY_TYPE_LABELS, DAY_TYPES, dayOfWeek, dayTypeFor, daysBetween, type DayType, type IsoDate } from '#domain/shared/dates.ts';
import { CAPACITY_TIERS, capacityTierFor, type CapacityTier } from '#domain/pricing/fleet.ts';
import { isDiscoDay } from '#domain/pricing/pricing.ts';
import { isGroupSize } from '#domain/booking/quote-choices.ts';
import { priceLevelFor, type PriceLevel } from '#domain/pricing/rates.ts';
import { formatWrittenDate, MONTH_NAMES } from '../../lib/dates.ts';

// The date step's calendar, as data: month grids, and how dear each day is. A day's price level
// comes from the hourly rate for its day type at the group's tier (the smallest tier before the
// group size is known): the tier's cheapest rate is $, its dearest $$$, anything between $$.

/** Why a day cannot be picked (besides being past): the API's availability, as the calendar shows it. */
export const CLOSURE_REASONS = ['sold-out', 'closed', 'book-by-phone'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** The day's accessible reason (in its label), the short mark its cell shows, and the legend's words for the mark. */
export const CLOSURES: Readonly<Record<ClosureReason, { label: string; mark: string; legend: string }>> = {
  'sold-out': { label: 'Sold out', mark: 'Full', legend: 'Sold out' },
  closed: { label: 'Closed', mark: 'Closed', legend: 'No cruises that day' },
  'book-by-phone': { label: 'Book by phone', mark: 'Call', legend: 'Book by phone' },
};

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

export function monthOf(date: IsoDate): Month {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function firstOfMonth({ year, month }: Month): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The month a calendar opens on: the chosen date's, or this month. */
export function initialMonth(today: IsoDate, value: IsoDate | undefined): Month {
  return monthOf(value && value >= today ? value : today);
}

export function lastOfMonth(month: Month): IsoDate {
  return `${firstOfMonth(month).slice(0, 8)}${String(daysInMonth(month)).padStart(2, '0')}`;
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}

export function monthLabel(month: Month): string {
  return `${MONTH_NAMES[month.month - 1]} ${month.year}`;
}

/** Weeks of the month, Sunday first; days outside the month are null. */
export function monthGrid(month: Month): (IsoDate | null)[][] {
  const first = firstOfMonth(month);
  const lead = dayOfWeek(first);
  const days: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; monthOf(date).month === month.month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

export function tierForCalendar(groupSize: number | undefined): CapacityTier {
  return isGroupSize(groupSize) ? capacityTierFor(groupSize) : CAPACITY_TIERS[0];
}

export function priceLevelSymbol(level: PriceLevel): string {
  return '$'.repeat(level);
}

/** Day types grouped by price level, for the legend: [[1, ['MON_THU']], [2, ['FRIDAY', 'SUNDAY']], ...]. */
export function priceLegend(tier: CapacityTier): { level: PriceLevel; dayTypes: DayType[] }[] {
  const levels: PriceLevel[] = [1, 2, 3];
  return levels
    .map((level) => ({ level, dayTypes: DAY_TYPES.filter((d) => priceLevelFor(sitePriceTable, d, tier) === level) }))
    .filter((entry) => entry.dayTypes.length > 0);
}

export interface CalendarDay {
  date: IsoDate;
  day: number;
  dayType: DayType;
  level: PriceLevel;
  disco: boolean;
  past: boolean;
  /** Why the day cannot be booked online (sold out, closed, by phone only), or null. */
  closure: ClosureReason | null;
  /** "Saturday, June 14, 2027, Saturday rate, $$$" (plus ", disco cruise sails" on disco days, and why it cannot be picked). */
  label: string;
}

export function calendarDay(date: IsoDate, today: IsoDate, tier: CapacityTier, closure: ClosureReason | null = null): CalendarDay {
  const dayType = dayTypeFor(date);
  const level = priceLevelFor(sitePriceTable, dayType, tier);
  const disco = isDiscoDay(date);
  const past = daysBetween(today, date) < 0;
  const closed = past ? null : closure;
  return {
    date,
    day: Number(date.slice(8, 10)),
    dayType,
    level,
    disco,
    past,
    closure: closed,
    label: `${formatWrittenDate(date)}, ${DAY_TYPE_LABELS[dayType]} rate, ${priceLevelSymbol(level)}${disco ? ', disco cruise sails' : ''}${closed ? `, ${CLOSURES[closed].label}` : ''}`,
  };
}

/** Where an arrow, Home/End or Page key moves the focused day (never before today). */
export function movedFocus(date: IsoDate, key: string, today: IsoDate): IsoDate | null {
  let next: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, -dayOfWeek(date));
      break;
    case 'End':
      next = addDays(date, 6 - dayOfWeek(date));
      break;
    case 'PageUp':
    case 'PageDown': {
      const target = shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target));
      next = `${firstOfMonth(target).slice(0, 8)}${String(day).padStart(2, '0')}`;
      break;
    }
    default:
      return null;
  }
  return daysBetween(today, next) < 0 ? today : next;
}

function daysInMonth(month: Month): number {
  const grid = monthGrid(month)
    .flat()
    .filter((d) => d !== null);
  return grid.length;
}
