import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS } from '#domain/booking/booking.ts';
import { businessFacts } from '#domain/site/business.ts';
import { formatDate, formatInstant, formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PortalQuote, PortalTrip } from '#domain/portal/portal.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { usePortalQuery } from '../../features/portal/session.ts';

/** What the trip asks of the guest next, in words. */
export function dueLine(trip: PortalTrip): string | null {
  const { due } = trip;
  if (!due) return trip.status === 'confirmed' ? 'Paid in full.' : null;
  if (due.what === 'deposit')
    return `Deposit of ${formatMoney(due.amount)} due now to keep the boat${due.holdExpiresAt ? ` (held until ${formatInstant(due.holdExpiresAt)})` : ''}.`;
  return `${due.overdue ? 'Balance overdue' : 'Balance'}: ${formatMoney(due.amount)} ${due.overdue ? 'was due' : 'due by'} ${formatDate(due.dueOn)}.`;
}

function TripCard({ trip }: { trip: PortalTrip }) {
  const due = dueLine(trip);
  return (
    <li className="portal-card">
      <h3 className="portal-card__title">
        <Link to={trip.path}>{formatWrittenDate(trip.slot.date)}</Link>
      </h3>
      <p className="portal-card__status">
        <span className={`portal-status portal-status--${trip.status}`}>{BOOKING_STATUS_LABELS[trip.status]}</span> Booking {trip.reference}
      </p>
      <dl className="portal-card__facts">
        <dt>Time</dt>
        <dd>{trip.slot.label}</dd>
        <dt>Boat</dt>
        <dd>{trip.slot.boatName}</dd>
        <dt>Cruise</dt>
        <dd>
          {trip.packageName}, {trip.groupSize} guests
        </dd>
        <dt>Total</dt>
        <dd>
          {formatMoney(trip.totalPrice)} ({formatMoney(trip.paid)} paid)
        </dd>
      </dl>
      {due ? <p className={trip.due?.overdue ? 'portal-card__due portal-card__due--overdue' : 'portal-card__due'}>{due}</p> : null}
      <p className="portal-card__actions">
        <Link to={trip.path} className="button button--primary">
          Open trip<span className="visually-hidden"> on {formatWrittenDate(trip.slot.date)}</span>
        </Link>
        {trip.due ? (
          <Link to={trip.quotePath} className="button button--secondary">
            Pay {formatMoney(trip.due.amount)}
            <span className="visually-hidden"> for booking {trip.reference}</span>
          </Link>
        ) : null}
      </p>
    </li>
  );
}

function QuoteCard({ quote }: { quote: PortalQuote }) {
  return (
    <li className="portal-card">
      <h3 className="portal-card__title">
        <Link to={quote.path}>{formatWrittenDate(quote.eventDate)}</Link>
      </h3>
      <p className="portal-card__status">Quote {quote.reference}</p>
      <dl className="portal-card__facts">
        <dt>Cruise</dt>
        <dd>
          {quote.packageName}, {quote.groupSize} guests
        </dd>
        <dt>Total</dt>
        <dd>{formatMoney(quote.totalPrice)}</dd>
        <dt>Price held until</dt>
        <dd>{formatDate(quote.expiresOn)}</dd>
      </dl>
      <p className="portal-card__actions">
        <Link to={quote.path} className="button button--primary">
          Open quote<span className="visually-hidden"> {quote.reference}</span>
        </Link>
      </p>
    </li>
  );
}

/**
 * /portal/dashboard (decision 022): the signed-in guest's upcoming and past trips, each with what
 * is owed and by when, and their open quotes with the day each stops holding its price.
 */
export default function PortalDashboardPage() {
  usePrivatePageHead(`Your trips | ${businessFacts.name}`);
  const trips = usePortalQuery(portalRoutes.listPortalTrips);

  return (
    <main id="main" className="portal-page">
      <h1 className="portal-page__title">Your trips</h1>
      {trips.isLoading ? <Spinner label="Loading your trips..." /> : null}
      {trips.isError ? (
        <p className="auth-alert" role="alert">
          We could not load your trips. Check your connection and reload the page.
        </p>
      ) : null}
      {trips.data ? (
        <>
          <section aria-labelledby="portal-upcoming">
            <h2 id="portal-upcoming">Upcoming</h2>
            {trips.data.upcoming.length ? (
              <ul className="portal-cards">
                {trips.data.upcoming.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </ul>
            ) : (
              <p>
                No trips booked yet. <Link to="/chat">Plan a cruise</Link>
              </p>
            )}
          </section>
          <section aria-labelledby="portal-quotes">
            <h2 id="portal-quotes">Open quotes</h2>
            {trips.data.quotes.length ? (
              <ul className="portal-cards">
                {trips.data.quotes.map((quote) => (
                  <QuoteCard key={quote.id} quote={quote} />
                ))}
              </ul>
            ) : (
              <p>No open quotes.</p>
            )}
          </section>
          {trips.data.past.length ? (
            <section aria-labelledby="portal-past">
              <h2 id="portal-past">Past and cancelled</h2>
              <ul className="portal-cards">
                {trips.data.past.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
