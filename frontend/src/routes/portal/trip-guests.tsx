import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { portalTripPath } from '#domain/portal/portal.ts';
import { ManifestPanel } from '../../features/manifest/manifest-panel.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';

/** /portal/trips/:id/guests: the organiser's guest list and waivers for one trip, on its own page (decision 023). */
export default function TripGuestsPage() {
  const { id = '' } = useParams();
  usePrivatePageHead(`Guests and waivers | ${businessFacts.name}`);
  return (
    <main id="main" className="portal-page">
      <p>
        <Link to={portalTripPath(id)}>
          <ArrowLeft size={16} aria-hidden="true" /> Back to the trip
        </Link>
      </p>
      <h1 className="portal-page__title">Your group's guest list</h1>
      <ManifestPanel bookingId={id} />
    </main>
  );
}
