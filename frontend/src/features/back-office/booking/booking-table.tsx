import { Link } from 'react-router';
import { holdsInventory, type AdminBookingSummary } from '#domain/booking/booking.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingPath, CRUISE_KIND_LABELS } from './booking-format.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { customerPath, formatDateTime } from '../shared/format.ts';
import { ScrollRegion } from '../../../admin/kit/scroll-region.tsx';
import '../../../styles/admin-bookings.css';

function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </>
  );
}

/**
 * Bookings as a table (stacked cards under 768 px, each cell named by its column), in the order
 * given. Its eleven columns are wider than the back office's main column at 1440 px, so the table
 * scrolls in a region of its own that says so (ScrollRegion). The reference opens the booking; the lead guest opens their customer page, except where
 * the table sits on that page already (`showGuest` off). What is owed and when is shown for live
 * bookings only: nothing is due on a cancelled or released one.
 */
export function BookingTable({ bookings, caption, showGuest = true }: { bookings: readonly AdminBookingSummary[]; caption: string; showGuest?: boolean }) {
  return (
    <ScrollRegion label={caption}>
      <table className="admin-table admin-bookings-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Cruise</th>
            <th scope="col">Booking</th>
            {showGuest && <th scope="col">Lead guest</th>}
            <th scope="col">Group</th>
            <th scope="col">Package</th>
            <th scope="col">Boat</th>
            <th scope="col">Status</th>
            <th scope="col" className="admin-table__number">
              Paid / total
            </th>
            <th scope="col" className="admin-table__number">
              Deposit outstanding
            </th>
            <th scope="col">Hold ends</th>
            <th scope="col">Balance due</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td data-label="Cruise">
                <span>{formatDate(booking.slot.date)}</span>
                <span className="admin-table__sub">{booking.slot.label}</span>
              </td>
              <th scope="row" data-label="Booking">
                <Link to={bookingPath(booking.id)} className="admin-table__key admin-reference">
                  {booking.reference}
                </Link>
              </th>
              {showGuest && (
                <td data-label="Lead guest">
                  <Link to={customerPath(booking.leadGuest.email)}>{booking.leadGuest.name}</Link>
                </td>
              )}
              <td data-label="Group">{booking.groupSize}</td>
              <td data-label="Package">
                {booking.packageName}
                <span className="admin-table__sub">{CRUISE_KIND_LABELS[booking.slot.kind]}</span>
              </td>
              <td data-label="Boat">{booking.slot.boatName}</td>
              <td data-label="Status">
                <BookingStatusBadge status={booking.status} />
              </td>
              <td data-label="Paid / total" className="admin-table__number">
                {formatMoney(booking.paid)} / {formatMoney(booking.totalPrice)}
              </td>
              <td data-label="Deposit outstanding" className="admin-table__number">
                {holdsInventory(booking.status) && booking.depositOutstanding > 0 ? formatMoney(booking.depositOutstanding) : <None />}
              </td>
              <td data-label="Hold ends">
                {booking.holdExpiresAt ? <time dateTime={booking.holdExpiresAt}>{formatDateTime(booking.holdExpiresAt)}</time> : <None />}
              </td>
              <td data-label="Balance due">{holdsInventory(booking.status) ? formatDate(booking.balanceDueOn) : <None />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
