import type { RefObject } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS } from '#domain/booking/booking.ts';
import type { BlackoutReport } from '#domain/booking/blackouts.ts';
import { clockLabel } from '#domain/booking/inventory.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { boatById, type BoatId } from '#domain/pricing/fleet.ts';
import { plural } from '../shared/format.ts';
import { bookingPath, cruiseDate } from './booking-format.ts';

export const blackoutWhat = (boatId: BoatId | null) => (boatId ? boatById(boatId).name : 'The whole fleet');

/** '06/04/2027' for one day, '06/04/2027 to 06/06/2027' for a range. */
export const blackoutSpan = (report: Pick<BlackoutReport, 'from' | 'to'>) =>
  report.from === report.to ? formatDate(report.from) : `${formatDate(report.from)} to ${formatDate(report.to)}`;

/**
 * What a blackout request did, day by day (decision 067): the days it closed, the days closed
 * already (whose blackout was left as it was) and the bookings on them, which stand, each linked
 * for staff to move or cancel. Its heading takes focus when it appears, so it is read first.
 */
export function BlackoutReportView({ report, headingRef }: { report: BlackoutReport; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const what = blackoutWhat(report.boatId);
  const standing = report.bookingsStanding;
  return (
    <section className="admin-blackout-report" aria-labelledby="blackout-report-title">
      <h4 id="blackout-report-title" className="admin-subheading" ref={headingRef} tabIndex={-1}>
        What the blackout of {what.replace(/^The/, 'the')}, {blackoutSpan(report)}, did
      </h4>
      {report.blocked.length > 0 ? (
        <>
          <p>Closed to new bookings: {plural(report.blocked.length, 'day')}.</p>
          <ul className="admin-blackout-report__days">
            {report.blocked.map((date) => (
              <li key={date}>{cruiseDate(date)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>No day was closed by this blackout: every day was closed already.</p>
      )}
      {report.alreadyBlocked.length > 0 && (
        <>
          <p>Closed already, left as they were: {plural(report.alreadyBlocked.length, 'day')}.</p>
          <ul className="admin-blackout-report__days">
            {report.alreadyBlocked.map((blackout) => (
              <li key={`${blackout.date}-${blackout.boatId ?? 'all'}`}>
                {cruiseDate(blackout.date)}: {blackoutWhat(blackout.boatId)}, {blackout.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {standing.length > 0 ? (
        <div className="admin-alert admin-alert--warning">
          <p>
            <strong>{standing.length === 1 ? '1 booking on these days still stands.' : `${standing.length} bookings on these days still stand.`}</strong> A
            blackout stops new bookings only: it has not cancelled {standing.length === 1 ? 'it' : 'them'} or told the guests. Open each booking to move it or
            cancel it with its refund.
          </p>
          <ul>
            {standing.map((booking) => (
              <li key={booking.id}>
                <Link to={bookingPath(booking.id)}>Booking {booking.reference}</Link>: {cruiseDate(booking.slot.date)}, {clockLabel(booking.slot.start)},{' '}
                {booking.slot.boatName}, {booking.leadGuest.name} ({BOOKING_STATUS_LABELS[booking.status].toLowerCase()})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>No booking stands on these days{report.boatId ? ` for ${what}` : ''}.</p>
      )}
    </section>
  );
}
