import { CalendarRange } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { calendarDateIn, formatDate } from '#domain/shared/dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminBookings } from '../../features/back-office/booking/booking-api.ts';
import {
  BOOKING_LIST_DAYS,
  BOOKING_STATUS_FILTER_LABELS,
  BOOKING_STATUS_FILTERS,
  bookingFiltersFromSearch,
  bookingListParams,
  hasBookingFilters,
  searchFromBookingFilters,
  type BookingStatusFilter,
} from '../../features/back-office/booking/booking-list-filters.ts';
import { BookingTable } from '../../features/back-office/booking/booking-table.tsx';
import { plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { DateRangeFields } from '../../admin/kit/date-range.tsx';
import { useUrlFilters } from '../../admin/kit/use-url-filters.ts';

/**
 * /admin/bookings: bookings by cruise date and time. The range and status live in the URL, so a
 * list can be shared and survives a reload; each control applies at once. Without them it shows
 * the live bookings (pending deposit or confirmed) of the next BOOKING_LIST_DAYS days.
 */
export default function BookingsPage() {
  const id = useId();
  const [today] = useState(() => calendarDateIn(new Date()));
  const { filters, apply, clear } = useUrlFilters(
    (search) => bookingFiltersFromSearch(search, today),
    (next) => searchFromBookingFilters(next, today),
  );
  const params = bookingListParams(filters);
  const bookings = useAdminBookings(params);
  const filtered = hasBookingFilters(filters, today);

  const range = `${formatDate(params.from)} to ${formatDate(params.to)}`;
  const what =
    params.status === 'all' ? 'All bookings' : params.status === 'active' ? 'Live bookings' : `${BOOKING_STATUS_FILTER_LABELS[params.status]} bookings`;
  let results: ReactNode;
  if (bookings.isPending) results = <Spinner label="Loading bookings..." />;
  else if (bookings.isError)
    results = <LoadError what="the bookings" error={bookings.error} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  else if (bookings.data.bookings.length === 0) {
    results = (
      <div className="admin-empty">
        <p>No bookings with cruises from {range} match.</p>
        {filtered ? (
          <Link to="/admin/bookings">Show the live bookings of the next {BOOKING_LIST_DAYS} days</Link>
        ) : (
          <Link to="/quotes">See the quotes waiting to be booked</Link>
        )}
      </div>
    );
  } else {
    results = <BookingTable bookings={bookings.data.bookings} caption={`${what} with cruises from ${range}, by cruise date`} />;
  }

  return (
    <div className="admin-page admin-page--wide">
      <header className="admin-page__header">
        <h1>Bookings</h1>
        <Link to="/admin/inventory" className="button">
          <CalendarRange size={18} aria-hidden="true" /> Inventory and calendar
        </Link>
      </header>

      <form role="search" aria-label="Filter bookings" className="admin-filters admin-filters--bookings" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields
          id={id}
          labels={{ from: 'Cruises from', to: 'Cruises to' }}
          from={filters.from}
          to={filters.to}
          onFrom={(from) => apply({ from })}
          onTo={(to) => apply({ to })}
        />
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filters.status} onChange={(event) => apply({ status: event.target.value as BookingStatusFilter })}>
            {BOOKING_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button type="button" className="button button--small admin-filters__clear" onClick={clear}>
            Clear filters
          </button>
        )}
      </form>

      <p className="admin-results" role="status" aria-live="polite">
        {bookings.isPlaceholderData ? 'Loading...' : bookings.data ? plural(bookings.data.bookings.length, 'booking') : ''}
      </p>
      {results}
    </div>
  );
}
