import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIST_DAYS,
  bookingFiltersFromSearch,
  bookingListParams,
  bookingListPath,
  defaultBookingFilters,
  hasBookingFilters,
  searchFromBookingFilters,
} from './booking-list-filters.ts';

const today = '2026-06-10';

describe('booking list filters in the URL', () => {
  it('defaults to the live bookings of the next 90 days, and leaves the defaults out of the URL', () => {
    const filters = bookingFiltersFromSearch(new URLSearchParams(''), today);
    expect(BOOKING_LIST_DAYS).toBe(90);
    expect(filters).toEqual({ from: today, to: '2026-09-08', status: 'active' });
    expect(filters).toEqual(defaultBookingFilters(today));
    expect(searchFromBookingFilters(filters, today).toString()).toBe('');
    expect(hasBookingFilters(filters, today)).toBe(false);
  });

  it('reads every filter and writes it back the same', () => {
    const search = new URLSearchParams('from=2026-07-01&to=2026-07-31&status=pending_deposit');
    const filters = bookingFiltersFromSearch(search, today);
    expect(filters).toEqual({ from: '2026-07-01', to: '2026-07-31', status: 'pending_deposit' });
    expect(searchFromBookingFilters(filters, today).toString()).toBe(search.toString());
    expect(hasBookingFilters(filters, today)).toBe(true);
  });

  it('reads every status the API takes', () => {
    for (const status of ['active', 'pending_deposit', 'confirmed', 'cancelled', 'released', 'all']) {
      expect(bookingFiltersFromSearch(new URLSearchParams({ status }), today).status).toBe(status);
    }
  });

  it('runs a start date on its own for the usual number of days', () => {
    const filters = bookingFiltersFromSearch(new URLSearchParams('from=2026-07-01'), today);
    expect(filters.to).toBe('2026-09-29');
    expect(searchFromBookingFilters(filters, today).toString()).toBe('from=2026-07-01');
  });

  it('ignores values the API would refuse', () => {
    expect(bookingFiltersFromSearch(new URLSearchParams('from=2026-02-30&to=soon&status=open'), today)).toEqual(defaultBookingFilters(today));
  });

  it('asks the API for a backwards range the right way round, always with both dates', () => {
    expect(bookingListParams({ from: '2026-07-31', to: '2026-07-01', status: 'all' })).toEqual({ from: '2026-07-01', to: '2026-07-31', status: 'all' });
    expect(bookingListParams(defaultBookingFilters(today))).toEqual({ from: today, to: '2026-09-08', status: 'active' });
  });

  it('builds links to a filtered list', () => {
    expect(bookingListPath({}, today)).toBe('/admin/bookings');
    expect(bookingListPath({ from: today, to: today }, today)).toBe(`/admin/bookings?to=${today}`);
    expect(bookingListPath({ status: 'pending_deposit' }, today)).toBe('/admin/bookings?status=pending_deposit');
  });
});
