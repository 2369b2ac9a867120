import { Printer } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { calendarDateIn, formatDate, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useCurrentUser } from '../../features/auth/use-auth.ts';
import { useDayManifests } from '../../features/back-office/portal/manifest-api.ts';
import { StaffManifestCard } from '../../features/back-office/portal/booking-manifest.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import '../../styles/manifest.css';

/**
 * /admin/manifests?date=: a day's cruises, each with its check-in list and waiver status, by
 * departure (decision 023). Printed, it is the captains' lists, one cruise after another, without
 * the back office around them. The date lives in the URL, so a day's list can be shared.
 */
export default function ManifestsPage() {
  const id = useId();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date: IsoDate = asked && isValidIsoDate(asked) ? asked : today;
  const [draft, setDraft] = useState(date);
  useEffect(() => setDraft(date), [date]);
  const day = useDayManifests(date);
  const viewer = useCurrentUser().data;
  usePrivatePageHead(`Manifests for ${formatDate(date)} | Back office`);

  let results: ReactNode;
  if (day.isPending) results = <Spinner label="Loading the day's manifests..." />;
  else if (day.isError) results = <LoadError what="the manifests" error={day.error} onRetry={() => void day.refetch()} retrying={day.isFetching} />;
  else if (day.data.cruises.length === 0) results = <p className="admin-empty">No live bookings cruise on {formatDate(date)}.</p>;
  else
    results = day.data.cruises.map((manifest) => (
      <StaffManifestCard key={manifest.bookingId} manifest={manifest} headingLevel="h2" linkToBooking role={viewer?.staffRole} email={viewer?.email} />
    ));

  return (
    <div className="admin-page admin-page--wide check-in-print">
      <header className="admin-page__header">
        <h1>Manifests for {formatDate(date)}</h1>
        <button type="button" className="button no-print" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" /> Print check-in lists
        </button>
      </header>
      <form role="search" aria-label="Choose the day" className="admin-filters no-print" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-date`}>Cruise date</label>
          <input
            id={`${id}-date`}
            type="date"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (isValidIsoDate(event.target.value)) setSearch(new URLSearchParams({ date: event.target.value }));
            }}
            onBlur={() => {
              if (!isValidIsoDate(draft)) setDraft(date);
            }}
          />
        </div>
      </form>
      <p className="admin-results no-print" role="status" aria-live="polite">
        {day.data ? plural(day.data.cruises.length, 'cruise') : ''}
      </p>
      {results}
    </div>
  );
}
