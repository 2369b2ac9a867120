import { ListChecks } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { weekStartOf } from '#domain/people/back-office.ts';
import { addDays, calendarDateIn, isValidIsoDate } from '#domain/shared/dates.ts';
import { AVAILABILITY_MAX_DAYS } from '#domain/booking/inventory.ts';
import { Spinner } from '../../components/spinner.tsx';
import { BlackoutsPanel } from '../../features/back-office/booking/blackouts-panel.tsx';
import { useAdminInventory } from '../../features/back-office/booking/booking-api.ts';
import { InventoryCalendar } from '../../features/back-office/booking/inventory-calendar.tsx';
import { calendarRange, calendarStartFrom } from '../../features/back-office/booking/inventory-calendar-view.ts';
import { InventorySettingsEditor } from '../../features/back-office/booking/inventory-settings-editor.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';
import '../../styles/admin-bookings.css';
import { FieldError } from '../../components/forms/field-error.tsx';

/** Jump the calendar to the two weeks from the Monday of a chosen date. */
function GoToDate({ onGo }: { onGo: (date: string) => void }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidIsoDate(date)) return setError('Enter a date.');
    setError(null);
    onGo(date);
  };
  return (
    <form className="admin-calendar__go" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-date`}>Show the weeks of</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="button button--small">
        Show
      </button>
    </form>
  );
}

/**
 * /admin/inventory: what can be booked. The boats x days calendar (two weeks at a time, the first
 * day in the URL), the blackouts of the coming weeks, and the editor of each weekday's slots and
 * the disco sailings. Changes apply to what is sold from now on; bookings keep their slot.
 */
export default function InventoryPage() {
  const id = useId();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const range = calendarRange(calendarStartFrom(search, today));
  const calendar = useAdminInventory(range.from, range.to);
  // Blackouts and the settings come from the longest range one request may cover, from today.
  const listTo = addDays(today, AVAILABILITY_MAX_DAYS - 1);
  const upcoming = useAdminInventory(today, listTo);
  const blackoutsHeading = useRef<HTMLHeadingElement>(null);

  // A link to #calendar (from a booking) lands on the calendar once it is on the page.
  const calendarShown = calendar.data !== undefined;
  useEffect(() => {
    if (calendarShown && location.hash === '#calendar') document.getElementById('calendar')?.scrollIntoView();
  }, [calendarShown, location.hash]);

  const pathFor = (from: string) => `?from=${from}`;

  let calendarBody: ReactNode;
  if (calendar.data) {
    calendarBody = (
      <InventoryCalendar days={calendar.data.calendar} range={range} pathFor={pathFor} headingId={`${id}-calendar`} updating={calendar.isPlaceholderData} />
    );
  } else if (calendar.isError) {
    calendarBody = <LoadError what="the calendar" error={calendar.error} onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />;
  } else calendarBody = <Spinner label="Loading the calendar..." />;

  let blackouts: ReactNode;
  let settings: ReactNode;
  if (upcoming.data) {
    blackouts = <BlackoutsPanel blackouts={upcoming.data.blackouts} from={today} to={listTo} headingRef={blackoutsHeading} />;
    settings = <InventorySettingsEditor stored={upcoming.data} />;
  } else if (upcoming.isError) {
    blackouts = <LoadError what="the blackouts" error={upcoming.error} onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} />;
    settings = <LoadError what="the slots and sailings" error={upcoming.error} onRetry={() => void upcoming.refetch()} retrying={upcoming.isFetching} />;
  } else {
    blackouts = <Spinner label="Loading the blackouts..." />;
    settings = <Spinner label="Loading the slots and sailings..." />;
  }

  return (
    <div className="admin-page admin-page--wide">
      <header className="admin-page__header">
        <h1>Inventory</h1>
        <Link to="/admin/bookings" className="button">
          <ListChecks size={18} aria-hidden="true" /> Bookings
        </Link>
      </header>
      <p className="admin-page__lead">
        What can be booked online: every boat's slots day by day, the blackouts, and the weekly slots and disco sailings. A change applies to bookings made from
        now on; bookings already made keep their slot.
      </p>
      <nav aria-label="On this page" className="admin-inventory-toc">
        <a href="#calendar">Calendar</a>
        <a href="#blackouts">Blackouts</a>
        <a href="#slots">Slots and sailings</a>
      </nav>

      <section className="admin-section" id="calendar" aria-labelledby={`${id}-calendar`} tabIndex={-1}>
        <div className="admin-section__head">
          <h2 id={`${id}-calendar`}>Calendar</h2>
          <GoToDate onGo={(date) => setSearch({ from: weekStartOf(date) }, { preventScrollReset: true })} />
        </div>
        {calendarBody}
      </section>

      <section className="admin-section" id="blackouts" aria-labelledby={`${id}-blackouts`}>
        <h2 id={`${id}-blackouts`} ref={blackoutsHeading} tabIndex={-1}>
          Blackouts
        </h2>
        <p className="admin-hint">
          A blackout stops new bookings of a boat, or of the whole fleet, from its first day to its last. Bookings already made on those days stay: the answer
          names them, and the calendar shows them, to move or cancel.
        </p>
        {blackouts}
      </section>

      <section className="admin-section" id="slots" aria-labelledby={`${id}-slots`}>
        <h2 id={`${id}-slots`}>Slots and sailings</h2>
        {settings}
      </section>
    </div>
  );
}
