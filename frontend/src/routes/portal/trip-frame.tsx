import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TripView } from '#domain/portal/trip.ts';
import { TRIP_TITLE } from '../../app/prerendered-app-routes.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useTrip } from '../../features/portal-trip/api.ts';
import { TripWaiting } from '../../features/portal-trip/trip-waiting.tsx';
import '../../styles/quote.css';
import '../../styles/booking.css';
import '../../styles/portal-trip.css';

// What the trip's three pages share: loading the trip, the not-found answer (another guest's trip
// is not found either), and the page's <main> inside the portal's layout (its header and frame).

export function TripFrame({ id, title, children }: { id: string; title: (trip: TripView) => string; children: (trip: TripView) => ReactNode }) {
  const query = useTrip(id);
  usePrivatePageHead(query.data ? title(query.data.trip) : TRIP_TITLE);
  if (query.isPending) return <TripWaiting />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main id="main" className="portal-page portal-trip">
        <h1 className="portal-trip__title">{missing ? 'Trip not found' : 'Your trip could not load'}</h1>
        <p>
          {missing
            ? 'There is no such trip among your bookings. Trips are listed on your dashboard.'
            : 'Something went wrong on our side. Try again in a moment.'}
        </p>
        <p>
          <Link to="/portal/dashboard">Go to your dashboard</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="portal-page portal-trip">
      {children(query.data.trip)}
    </main>
  );
}
