import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Phone, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import type { TripShareResponse, TripView } from '#domain/portal/trip.ts';
import { ConfirmationPoll } from '../../features/booking/deposit-payment.tsx';
import { refusalOf, shareTrip, tripPaths, tripQueryKey } from '../../features/portal-trip/api.ts';
import { CalendarFile, Departure, Payments, Section, ShareWithGroup, TripFacts, Weather, WhatToBring } from '../../features/portal-trip/trip-sections.tsx';
import { PaidShares } from '../../features/booking/share-panel.tsx';
import { ShareAmountForm } from '../../features/booking/share-amount-form.tsx';
import type { Cents } from '#domain/shared/money.ts';
import { QuotePriceTable } from '../../features/quotes/quote-price-table.tsx';
import { TripFrame } from './trip-frame.tsx';
import { ManifestPanel } from '../../features/manifest/manifest-panel.tsx';

// /portal/trips/:id: the guest's cruise (decision 024). Everything they need on the day, the money
// with the pay button, the calendar file and the group's link, and the changes they may make
// themselves (or why not, with the phone). The group's manifest (issue 17) mounts in `group`.

function Notice({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="portal-trip__notice" role="status" tabIndex={-1} ref={ref}>
      {text}
    </p>
  );
}

function Changes({ trip }: { trip: TripView }) {
  if (!trip.move.allowed && !trip.cancel.allowed) return null;
  return (
    <section className="quote-section portal-trip__section" aria-labelledby="trip-changes">
      <h2 id="trip-changes" className="quote-section__title">
        Change your trip
      </h2>
      {!trip.move.allowed && <p>{trip.move.message}</p>}
      <div className="portal-trip__actions">
        {trip.move.allowed && (
          <Link className="button button--secondary" to={tripPaths.move(trip.id)}>
            <CalendarClock aria-hidden="true" size={18} /> Move to another date
          </Link>
        )}
        {trip.cancel.allowed && (
          <Link className="button button--secondary" to={tripPaths.cancel(trip.id)}>
            <XCircle aria-hidden="true" size={18} /> Cancel this trip
          </Link>
        )}
        <a className="button button--secondary" href={trip.phone.href}>
          <Phone aria-hidden="true" size={18} /> Call us: {trip.phone.display}
        </a>
      </div>
      <p className="quote-section__note">{trip.cancellation.summary}</p>
    </section>
  );
}

// A notice is the browser's own (history state a move left): the server never renders one.
const unchanging = () => () => undefined;

export function TripDetails({ trip, group }: { trip: TripView; group?: ReactNode }) {
  const location = useLocation();
  // False while hydrating a page the server rendered (decision 095), whose markup has no notice; true for any other render.
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const queryClient = useQueryClient();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const returnedPaid = new URLSearchParams(location.search).get('payment') === 'balance-paid';
  const [waiting, setWaiting] = useState(returnedPaid && !trip.money.fullyPaid);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: tripQueryKey(trip.id) }), [queryClient, trip.id]);
  const giveUp = useCallback(() => setWaiting(false), []);
  useEffect(() => {
    if (trip.money.fullyPaid) setWaiting(false);
  }, [trip.money.fullyPaid]);
  /** Makes the group's link or sets the amount per share: null when done, else the refusal's words. */
  const share = async (shareAmount: Cents | null | undefined, fallback: string) => {
    try {
      const { shares }: TripShareResponse = await shareTrip(trip.id, shareAmount);
      queryClient.setQueryData(tripQueryKey(trip.id), { trip: { ...trip, shares } });
      return null;
    } catch (failure) {
      return refusalOf(failure, fallback).message;
    }
  };
  const ended = trip.status === 'cancelled' || trip.status === 'released';
  return (
    <>
      <p>
        <Link to="/portal/dashboard">Your trips</Link>
      </p>
      <h1 className="portal-trip__title">Your cruise on {formatWrittenDate(trip.cruise.date)}</h1>
      <p className="portal-trip__status">
        Booking {trip.reference} is{' '}
        <strong className="booking-status__badge" data-status={trip.status}>
          {trip.status === 'confirmed'
            ? 'confirmed'
            : trip.status === 'pending_deposit'
              ? 'waiting for its deposit'
              : trip.status === 'cancelled'
                ? 'cancelled'
                : 'released (unpaid)'}
        </strong>
        .
      </p>
      {inBrowser && typeof notice === 'string' && <Notice text={notice} />}
      <TripFacts trip={trip} />
      {!ended && (
        <>
          <Departure trip={trip} />
          <WhatToBring trip={trip} />
          <Weather trip={trip} />
        </>
      )}
      <Section title="Price">
        <QuotePriceTable quote={{ reference: trip.reference, price: trip.price }} caption={`Price of booking ${trip.reference}`} />
      </Section>
      <Payments trip={trip} waiting={waiting ? <ConfirmationPoll refreshBooking={refresh} onGiveUp={giveUp} /> : null} />
      {group}
      <ShareWithGroup
        trip={trip}
        onMakeLink={() => share(undefined, 'We could not make the link just now. Try again in a moment.')}
        amountForm={
          trip.shares && (
            <ShareAmountForm
              shares={trip.shares}
              total={trip.money.price}
              save={(shareAmount) => share(shareAmount, 'We could not save that just now. Try again in a moment.')}
            />
          )
        }
        paidShares={trip.shares ? <PaidShares shares={trip.shares.paidShares} /> : null}
      />
      <CalendarFile trip={trip} />
      <Changes trip={trip} />
    </>
  );
}

/** The page's title once the trip is in: the server's render writes the same into the head (decision 095). */
export function tripPageTitle(trip: TripView): string {
  return `Your cruise on ${formatWrittenDate(trip.cruise.date)}`;
}

export default function TripPage() {
  const { id = '' } = useParams();
  return (
    <TripFrame id={id} title={tripPageTitle}>
      {(trip) => (
        <TripDetails trip={trip} group={trip.status === 'pending_deposit' || trip.status === 'confirmed' ? <ManifestPanel bookingId={trip.id} /> : null} />
      )}
    </TripFrame>
  );
}
