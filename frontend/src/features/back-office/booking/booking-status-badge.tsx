import { BOOKING_STATUS_LABELS, type BookingStatus } from '#domain/booking/booking.ts';

/** A booking's status in words (never colour alone). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`admin-badge admin-badge--booking-${status.replace('_', '-')}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}
