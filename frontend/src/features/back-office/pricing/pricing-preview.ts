import { dayOfWeek, formatDate, MONTH_NAMES, WEEKDAY_NAMES, type IsoDate, type WeekdayName } from '#domain/shared/dates.ts';
import { datesOfMonth, type AdminPricingResponse } from '#domain/pricing/pricing-admin.ts';
import type { PricingContext } from '#domain/pricing/pricing-context.ts';

// The calendar preview of /admin/pricing-rules apart from React: which prices a preview uses (a
// quote issued today, or from a future version's first day) and the month laid out in weeks.

export interface PreviewBasis {
  /** The version number, as the select's value. */
  value: string;
  label: string;
  /** The day the previewed quotes are issued: today, or the version's first day. */
  issuedOn: IsoDate;
  pricing: PricingContext;
}

/** Today's prices, then each version not yet in effect, each with every rule (rules apply by cruise date). */
export function previewBases(data: AdminPricingResponse): PreviewBasis[] {
  const today: PreviewBasis = {
    value: String(data.current.version),
    label: `Today's prices (version ${data.current.version})`,
    issuedOn: data.today,
    pricing: { version: data.current.version, table: data.current.table, rules: data.rules },
  };
  const ahead = data.versions
    .filter((v) => v.status === 'future')
    .map((v) => ({
      value: String(v.version),
      label: `Prices from ${formatDate(v.effectiveFrom)} (version ${v.version})`,
      issuedOn: v.effectiveFrom,
      pricing: { version: v.version, table: v.table, rules: data.rules },
    }));
  return [today, ...ahead];
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** The 'YYYY-MM' month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'March 2045'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[(number ?? 1) - 1]} ${year}`;
}

export interface MonthCell {
  weekday: WeekdayName;
  /** null where the week runs outside the month. */
  date: IsoDate | null;
}

/** The month in weeks from Sunday, as a wall calendar shows it. */
export function monthWeeks(month: string): MonthCell[][] {
  const dates = datesOfMonth(month);
  const lead: Array<IsoDate | null> = Array.from({ length: dayOfWeek(dates[0]!) }, () => null);
  const cells = [...lead, ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: MonthCell[][] = [];
  for (let start = 0; start < cells.length; start += 7)
    weeks.push(cells.slice(start, start + 7).map((date, index) => ({ weekday: WEEKDAY_NAMES[index]!, date })));
  return weeks;
}
