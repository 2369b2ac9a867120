import { CalendarCheck, CreditCard, FileText, UserCog, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminTimelineEntry } from '#domain/people/back-office.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { formatDateTime, LEAD_SOURCE_LABELS, plural, QUOTE_SOURCE_LABELS, quoteDetailPath } from '../shared/format.ts';

const BOOKING_CHANGE_LABELS: Record<Extract<AdminTimelineEntry, { kind: 'booking' }>['change'], string> = {
  requested: 'made (deposit due)',
  confirmed: 'confirmed (deposit received)',
  cancelled: 'cancelled',
  released: 'released (deposit not paid)',
  moved: 'moved',
  changed: 'changed by staff',
};

function EntryText({ entry }: { entry: AdminTimelineEntry }) {
  if (entry.kind === 'quote') {
    return (
      <>
        <Link to={quoteDetailPath(entry.quoteId)}>Quote {entry.reference}</Link> ({QUOTE_SOURCE_LABELS[entry.source]}): {entry.packageName},{' '}
        {plural(entry.groupSize, 'guest')} on {formatDate(entry.eventDate)}, {formatMoney(entry.totalPrice)}
      </>
    );
  }
  if (entry.kind === 'booking') {
    return (
      <>
        <Link to={`/admin/bookings/${entry.bookingId}`}>Booking {entry.reference}</Link> {BOOKING_CHANGE_LABELS[entry.change]}: {entry.packageName},{' '}
        {plural(entry.groupSize, 'guest')} on {formatDate(entry.eventDate)}, {formatMoney(entry.totalPrice)}
      </>
    );
  }
  if (entry.kind === 'portal') {
    return (
      <>
        In the guest portal: {entry.summary}
        {entry.bookingId ? (
          <>
            {' '}
            (<Link to={`/admin/bookings/${entry.bookingId}`}>the booking</Link>)
          </>
        ) : null}
      </>
    );
  }
  if (entry.kind === 'payment') {
    return (
      <>
        <Link to={`/admin/bookings/${entry.bookingId}`}>Booking {entry.reference}</Link>: {entry.summary}
      </>
    );
  }
  const details = [entry.eventType, entry.groupSize && `${entry.groupSize} guests`, entry.eventDate && formatDate(entry.eventDate)].filter(Boolean).join(', ');
  return (
    <>
      Lead ({LEAD_SOURCE_LABELS[entry.source]}){details ? `: ${details}` : ''}
    </>
  );
}

/** What a person did with us, newest first: each lead, quote, booking change, payment and portal activity (from the customer-timeline consumer). */
export function CustomerTimeline({ entries, emptyText = 'Nothing recorded yet.' }: { entries: readonly AdminTimelineEntry[]; emptyText?: string }) {
  if (entries.length === 0) return <p className="admin-empty">{emptyText}</p>;
  return (
    <ol className="admin-timeline">
      {entries.map((entry) => {
        const Icon =
          entry.kind === 'quote'
            ? FileText
            : entry.kind === 'booking'
              ? CalendarCheck
              : entry.kind === 'portal'
                ? UserCog
                : entry.kind === 'payment'
                  ? CreditCard
                  : UserPlus;
        return (
          <li key={entry.eventId} className="admin-timeline__entry">
            <Icon size={18} aria-hidden="true" className="admin-timeline__icon" />
            <div>
              <time className="admin-timeline__time" dateTime={entry.occurredAt}>
                {formatDateTime(entry.occurredAt)}
              </time>
              <p className="admin-timeline__text">
                <EntryText entry={entry} />
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
