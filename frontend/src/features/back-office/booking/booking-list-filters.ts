import { BOOKING_STATUS_LABELS } from '#domain/booking/booking.ts';
import { adminBookingListQuerySchema } from '#domain/booking/booking-schemas.ts';
import { addDays, type IsoDate } from '#domain/shared/dates.ts';

// The booking list's filters live in the page's URL (?from=&to=&status=), so a filtered list can
// be shared, bookmarked and survives a reload. Without them the list shows the live bookings
// (pending deposit or confirmed) of the next BOOKING_LIST_DAYS days from today; a value the API
// would refuse (an edited link) is ignored rather than breaking the page.

const statusSchema = adminBookingListQuerySchema.shape.status.def.innerType;
const dateSchema = adminBookingListQuerySchema.shape.from.def.innerType;

export type BookingStatusFilter = (typeof statusSchema.options)[number];
export const BOOKING_STATUS_FILTERS: readonly BookingStatusFilter[] = ['active', 'pending_deposit', 'confirmed', 'cancelled', 'released', 'all'];

export const BOOKING_STATUS_FILTER_LABELS: Readonly<Record<BookingStatusFilter, string>> = {
  active: 'Active (pending or confirmed)',
  pending_deposit: BOOKING_STATUS_LABELS.pending_deposit,
  confirmed: BOOKING_STATUS_LABELS.confirmed,
  cancelled: BOOKING_STATUS_LABELS.cancelled,
  released: BOOKING_STATUS_LABELS.released,
  all: 'All statuses',
};

/** How many days the list covers when no end date is given. */
export const BOOKING_LIST_DAYS = 90;

export interface BookingListFilters {
  /** Cruises on or after, YYYY-MM-DD. */
  from: IsoDate;
  /** Cruises on or before. */
  to: IsoDate;
  status: BookingStatusFilter;
}

export function defaultBookingFilters(today: IsoDate): BookingListFilters {
  return { from: today, to: addDays(today, BOOKING_LIST_DAYS), status: 'active' };
}

export function bookingFiltersFromSearch(search: URLSearchParams, today: IsoDate): BookingListFilters {
  const date = (name: string) => {
    const parsed = dateSchema.safeParse(search.get(name));
    return parsed.success ? parsed.data : null;
  };
  const status = statusSchema.safeParse(search.get('status'));
  const from = date('from') ?? today;
  return { from, to: date('to') ?? addDays(from, BOOKING_LIST_DAYS), status: status.success ? status.data : 'active' };
}

/** The URL's query for these filters; defaults are left out, so the plain list is plain `/admin/bookings`. */
export function searchFromBookingFilters(filters: BookingListFilters, today: IsoDate): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from !== today) search.set('from', filters.from);
  if (filters.to !== addDays(filters.from, BOOKING_LIST_DAYS)) search.set('to', filters.to);
  if (filters.status !== 'active') search.set('status', filters.status);
  return search;
}

/** What the API is asked for: always both dates (a range given backwards the right way round). */
export function bookingListParams(filters: BookingListFilters): Required<BookingListFilters> {
  const [from, to] = filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return { from, to, status: filters.status };
}

export function hasBookingFilters(filters: BookingListFilters, today: IsoDate): boolean {
  return searchFromBookingFilters(filters, today).toString() !== '';
}

/** The list's path with these filters. */
export function bookingListPath(filters: Partial<BookingListFilters>, today: IsoDate): string {
  const from = filters.from ?? today;
  const full = { from, to: filters.to ?? addDays(from, BOOKING_LIST_DAYS), status: filters.status ?? 'active' };
  const query = searchFromBookingFilters(full, today).toString();
  return `/admin/bookings${query ? `?${query}` : ''}`;
}
