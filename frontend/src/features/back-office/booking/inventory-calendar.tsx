import { Ban, CalendarCheck, ChevronLeft, ChevronRight, CircleDot, Clock, History, Music, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { CalendarCellState, CalendarDay } from '#domain/booking/inventory-calendar.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { plural } from '../shared/format.ts';
import type { PickedSlotState } from '../shared/navigation-state.ts';
import { CELL_STATE_MEANINGS, calendarCounts, calendarDays, calendarWeeks, type CalendarBoatDayView, type CalendarRange } from './inventory-calendar-view.ts';

const STATE_ICONS: Readonly<Record<CalendarCellState, LucideIcon>> = {
  free: CircleDot,
  held: Clock,
  booked: CalendarCheck,
  disco: Music,
  closed: Ban,
  past: History,
};
const STATES: readonly CalendarCellState[] = ['free', 'held', 'booked', 'disco', 'closed', 'past'];
const SUMMARY_WORDS: Readonly<Record<CalendarCellState, string>> = {
  free: 'free',
  held: 'held (pending deposit)',
  booked: 'booked',
  disco: 'disco sailings',
  closed: 'closed',
  past: 'past',
};

/** One boat on one day: why it is closed, then each slot's time, state (icon and words) and bookings, and a free slot's way to book it. */
function BoatDay({ cell }: { cell: CalendarBoatDayView }) {
  return (
    <>
      {cell.closedReason && <p className="admin-calendar__closed">Closed: {cell.closedReason}</p>}
      {cell.slots.length === 0 ? (
        <p className="admin-calendar__none">No slots</p>
      ) : (
        <ul className="admin-calendar__slots">
          {cell.slots.map((slot) => {
            const Icon = STATE_ICONS[slot.state];
            return (
              <li key={slot.key} className={`admin-calendar__slot admin-calendar__slot--${slot.state}`}>
                <span className="admin-calendar__time">{slot.time}</span>
                <span className="admin-calendar__state">
                  <Icon size={14} aria-hidden="true" /> {slot.stateLabel}
                </span>
                {slot.detail && <span className="admin-calendar__detail">{slot.detail}</span>}
                {slot.book && (
                  <Link
                    to="/quotes/new"
                    state={{ slot: slot.book } satisfies PickedSlotState}
                    className="admin-calendar__book"
                    aria-label={
                      slot.book.kind === 'disco'
                        ? `Sell disco tickets for ${slot.time} on ${cell.day.long} to a caller`
                        : `Book ${slot.time} on ${cell.day.long} for a caller`
                    }
                  >
                    {slot.book.kind === 'disco' ? 'Sell tickets' : 'Book'}
                  </Link>
                )}
                {slot.bookings.map((booking) => (
                  <Fragment key={booking.id}>
                    <Link to={booking.href} className="admin-calendar__booking">
                      {booking.text}
                    </Link>
                    {booking.crew && <span className="admin-calendar__crew">{booking.crew}</span>}
                  </Fragment>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * The boats x days calendar, two weeks at a time. Wide screens get a table per week (a row per
 * boat, a column per day); phones get the same cells a day at a time under headings. Only one of
 * the two is displayed, so assistive technology meets one. Every state is written out and has its
 * own icon, so nothing depends on telling colours apart.
 */
export function InventoryCalendar({
  days,
  range,
  pathFor,
  headingId,
  updating,
}: {
  days: readonly CalendarDay[];
  range: CalendarRange;
  pathFor: (from: string) => string;
  headingId: string;
  updating: boolean;
}) {
  const counts = calendarCounts(days);
  const total = STATES.reduce((sum, state) => sum + counts[state], 0);
  const summary = STATES.filter((state) => counts[state] > 0)
    .map((state) => `${counts[state]} ${SUMMARY_WORDS[state]}`)
    .join(', ');
  return (
    <div className="admin-calendar" aria-busy={updating}>
      <nav className="admin-calendar__nav" aria-labelledby={headingId}>
        <Link to={pathFor(range.previous)} className="button button--small" preventScrollReset>
          <ChevronLeft size={16} aria-hidden="true" /> Previous two weeks
        </Link>
        <Link to={pathFor(range.next)} className="button button--small" preventScrollReset>
          Next two weeks <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </nav>
      <p className="admin-results" role="status">
        {updating ? 'Loading...' : `${formatDate(range.from)} to ${formatDate(range.to)}: ${plural(total, 'slot')}${summary ? ` (${summary})` : ''}.`}
      </p>
      <ul className="admin-calendar__legend" aria-label="Key">
        {STATES.map((state) => {
          const Icon = STATE_ICONS[state];
          return (
            <li key={state} className={`admin-calendar__slot admin-calendar__slot--${state}`}>
              <Icon size={14} aria-hidden="true" /> {CELL_STATE_MEANINGS[state]}
            </li>
          );
        })}
      </ul>

      <div className="admin-calendar__weeks">
        {calendarWeeks(days).map((week) => (
          <div key={week.days[0]?.date} className="admin-calendar__scroll" role="region" aria-label={week.caption} tabIndex={0}>
            <table className="admin-calendar__table">
              <caption>{week.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Boat</th>
                  {week.days.map((day) => (
                    <th key={day.date} scope="col">
                      <span aria-hidden="true">{day.short}</span>
                      <span className="visually-hidden">{day.long}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {week.rows.map((row) => (
                  <tr key={row.boatId}>
                    <th scope="row">{row.boatName}</th>
                    {row.cells.map((cell) => (
                      <td key={cell.day.date} className={cell.closedReason ? 'admin-calendar__cell--closed' : undefined}>
                        <BoatDay cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>

      <ol className="admin-calendar__days">
        {calendarDays(days).map(({ day, boats }) => (
          <li key={day.date} className="admin-calendar__phone-day">
            <h3>{day.long}</h3>
            {boats.map((cell) => (
              <div key={cell.boatId} className="admin-calendar__phone-boat">
                <h4>{cell.boatName}</h4>
                <BoatDay cell={cell} />
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
