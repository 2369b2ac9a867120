import { Link } from 'react-router';
import type { QuoteBookingState } from '#domain/people/back-office.ts';
import { BOOKING_STATUS_LABELS } from '#domain/booking/booking.ts';
import type { QuoteStatus } from '#domain/booking/quotes.ts';
import { bookingPath } from './booking-format.ts';
import '../../../styles/admin-bookings.css';

/** A quote's state in words (never colour alone): active or expired, and superseded once amended. */
export function QuoteStatusBadge({ status, superseded = false }: { status: QuoteStatus; superseded?: boolean }) {
  if (superseded) return <span className="admin-badge admin-badge--superseded">Superseded</span>;
  return <span className={`admin-badge admin-badge--${status}`}>{status === 'active' ? 'Active' : 'Expired'}</span>;
}

/**
 * A quote's state for staff: once booked, the booking (linked, with its status) is what matters,
 * not whether the quote's price hold has run out.
 */
export function QuoteStateBadge({
  status,
  superseded = false,
  booking,
  linked = true,
}: {
  status: QuoteStatus;
  superseded?: boolean;
  booking: QuoteBookingState | null;
  linked?: boolean;
}) {
  if (!booking) return <QuoteStatusBadge status={status} superseded={superseded} />;
  const badge = (
    <span className={`admin-badge admin-badge--booking-${booking.status.replace('_', '-')}`}>
      Booked: {BOOKING_STATUS_LABELS[booking.status].toLowerCase()}
    </span>
  );
  if (!linked) return badge;
  return (
    <>
      {badge}
      <Link className="admin-table__sub" to={bookingPath(booking.id)}>
        Booking <span className="admin-reference">{booking.reference}</span>
      </Link>
    </>
  );
}

/** Whether a lead went on to get a quote. */
export function ConvertedBadge({ converted }: { converted: boolean }) {
  return <span className={`admin-badge ${converted ? 'admin-badge--active' : 'admin-badge--muted'}`}>{converted ? 'Yes' : 'Not yet'}</span>;
}
