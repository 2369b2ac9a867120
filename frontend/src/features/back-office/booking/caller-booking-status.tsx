import { CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { formatInstant } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import type { CallerBookedState } from '../shared/navigation-state.ts';
import { useStartCardCheckout } from './booking-api.ts';

// What the booking's page shows staff after they booked a caller (issue 29): what was done about
// the money, the hold counting down while the deposit is unpaid, and the way to Stripe's card page.

/** '19:05': minutes and seconds left (never below zero). */
export function holdLeftLabel(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The hold's countdown, a second at a time. A timer, not a live region: announcing every second
 * would drown a screen reader; the time it ends is written beside it.
 */
export function HoldCountdown({ until }: { until: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = Date.parse(until) - now;
  return (
    <p className="admin-hold">
      {left > 0 ? (
        <>
          Hold:{' '}
          <strong role="timer" aria-live="off" className="admin-hold__left">
            {holdLeftLabel(left)}
          </strong>{' '}
          left
        </>
      ) : (
        <strong>The hold has lapsed: the booking is being released.</strong>
      )}
    </p>
  );
}

/** Said once, on arriving from the Book for a caller form. */
export function CallerBookedNote({ booking, booked }: { booking: AdminBooking; booked: CallerBookedState['callerBooked'] }) {
  let said: string;
  if (booked.method === 'pay_link') {
    said = `The pay link for the deposit of ${formatMoney(booked.amount)} was e-mailed to ${booked.sentTo}.${
      booked.holdExpiresAt ? ` The time is held until ${formatInstant(booked.holdExpiresAt)}; unpaid by then, it goes back on sale.` : ''
    }`;
  } else if (booked.method === 'card_form') {
    said = `The card page for the deposit of ${formatMoney(booked.amount)} did not open: ${booked.problem} Choose Take the card to try again.`;
  } else if (booked.method === 'none') said = 'Nothing to pay: the booking is confirmed.';
  else said = `${formatMoney(booked.amount)} taken by ${booked.method} is recorded${booking.status === 'confirmed' ? ': the booking is confirmed' : ''}.`;
  return (
    <div className="admin-alert admin-alert--success" role="status">
      <CheckCircle2 size={22} aria-hidden="true" />
      <div>
        <p className="admin-alert__title">Booked {booking.reference} for the caller.</p>
        <p>{said} The guest is e-mailed as for an online booking.</p>
      </div>
    </div>
  );
}

/** Opens Stripe's card page for the deposit, for staff to type the card a caller reads out (never into our page). */
export function TakeCardButton({ booking }: { booking: AdminBooking }) {
  const start = useStartCardCheckout(booking.id);
  const open = async () => {
    if (start.isPending) return;
    try {
      const { url } = await start.mutateAsync();
      window.location.assign(url);
    } catch (failure) {
      toast({ title: 'The card page did not open', description: apiProblem(failure).message, variant: 'error' });
    }
  };
  return (
    <button type="button" className="button" onClick={() => void open()} disabled={start.isPending}>
      <CreditCard size={18} aria-hidden="true" /> {start.isPending ? 'Opening...' : 'Take the card'}
    </button>
  );
}
