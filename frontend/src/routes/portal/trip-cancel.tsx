import { Link, useParams } from 'react-router';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { tripPaths } from '../../features/portal-trip/api.ts';
import { CancelTrip } from '../../features/portal-trip/cancel-trip.tsx';
import { TripFrame } from './trip-frame.tsx';

/** /portal/trips/:id/cancel: the refund the terms give, then the guest's confirmation (decision 024). */
export default function TripCancelPage() {
  const { id = '' } = useParams();
  return (
    <TripFrame id={id} title={() => 'Cancel your trip'}>
      {(trip) => (
        <>
          <p>
            <Link to={tripPaths.trip(trip.id)}>Back to your trip</Link>
          </p>
          <h1 className="portal-trip__title">Cancel your cruise on {formatWrittenDate(trip.cruise.date)}?</h1>
          <CancelTrip trip={trip} />
        </>
      )}
    </TripFrame>
  );
}
