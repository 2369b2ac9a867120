import { TRIP_TITLE } from '../../app/prerendered-app-routes.ts';
import { Spinner } from '../../components/spinner.tsx';
import '../../styles/portal-trip.css';

/** The trip's pages (/portal/trips/:id and below) while the portal asks who is signed in. */
export const TRIP_PAGES_PATTERN = '/portal/trips/:id/*';

/**
 * A trip's page until the API has answered, the same for every trip (its heading and what is
 * coming): the portal's layout shows it while it asks who is signed in and the trip's frame while
 * it asks for the trip, so what the prerendered shell painted (decision 061) stays put until the
 * trip replaces it. A screen tall, so the portal's footer does not jump when the trip arrives.
 */
export function TripWaiting() {
  return (
    <main id="main" className="portal-page portal-trip portal-trip--loading">
      <h1 className="portal-trip__title">{TRIP_TITLE}</h1>
      <p className="portal-trip__status">
        Your cruise's day and where to board, what to bring, the weather, what is paid and what is left, and your group's links: here in a moment.
      </p>
      <Spinner label="Loading your trip..." />
    </main>
  );
}
