import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TripView } from '#domain/trip.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useTrip } from '../../features/portal-trip/api.ts';
import '../../styles/quote.css';
import '../../styles/booking.css';
import '../../styles/portal-trip.css';

// What the trip's three pages share: loading the trip, the not-found answer (another guest's trip
// is not found either), and the frame. The portal's layout gives the header and the <main>.

export function TripFrame({ id, title, children }: { id: string; title: (trip: TripView) => string; children: (trip: TripView) => ReactNode }) {
  const query = useTrip(id);
  usePrivatePageHead(query.data ? title(query.data.trip) : 'Your trip');
  if (query.isPending) return <Spinner label="Loading your trip..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="portal-trip">
        <h1 className="portal-trip__title">{missing ? 'Trip not found' : 'Your trip could not load'}</h1>
        <p>{missing ? 'There is no such trip among your bookings. Trips are listed on your dashboard.' : 'Something went wrong on our side. Try again in a moment.'}</p>
        <p>
          <Link to="/portal/dashboard">Go to your dashboard</Link>
        </p>
      </div>
    );
  }
  return <div className="portal-trip">{children(query.data.trip)}</div>;
}
