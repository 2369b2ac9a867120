import type { CruiseKind } from '#domain/booking/inventory.ts';
import { formatDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';

// How the back office names bookings and cruises: links, dates with their weekday, the kinds.

export function bookingPath(id: string): string {
  return `/admin/bookings/${encodeURIComponent(id)}`;
}

/** 'Monday, 06/15/2026' */
export function cruiseDate(date: IsoDate): string {
  return `${weekdayName(date)}, ${formatDate(date)}`;
}

export const CRUISE_KIND_LABELS: Readonly<Record<CruiseKind, string>> = { private: 'Private charter', disco: 'Disco cruise' };
