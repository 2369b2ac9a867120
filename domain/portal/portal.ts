import type { BookingStatus, PublicBooking } from '../booking/booking.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { CruiseKind } from '../booking/inventory.ts';
import type { Cents } from '../shared/money.ts';

// The customer portal's pages (decision 022), shared by the browser, the e-mails and the API.

export const portalPaths = {
  home: '/portal',
  login: '/portal/login',
  verify: '/portal/verify',
  dashboard: '/portal/dashboard',
  profile: '/portal/profile',
} as const;

/** The query parameter that carries an e-mailed sign-in link's token to the verify page. */
export const PORTAL_LINK_PARAMETER = 'link';

/** The e-mailed link's path: the verify page, which asks before it spends the link (mail scanners open links). */
export function portalLinkPath(linkToken: string): string {
  return `${portalPaths.verify}?${PORTAL_LINK_PARAMETER}=${encodeURIComponent(linkToken)}`;
}

/** A portal trip's page (a booking's id). */
export function portalTripPath(bookingId: string): string {
  return `/portal/trips/${encodeURIComponent(bookingId)}`;
}

// ---------------------------------------------------------------- the dashboard (GET /api/portal/trips)

/** What a booking asks of the guest next, and by when. */
export interface PortalPaymentDue {
  what: 'deposit' | 'balance';
  amount: Cents;
  /** The day it is due (America/Chicago); null for a deposit, due now to keep the boat. */
  dueOn: IsoDate | null;
  /** A deposit's hold: the boat is released at this instant if it is still unpaid. */
  holdExpiresAt: string | null;
  overdue: boolean;
}

/** One of the guest's bookings on the dashboard. */
export interface PortalTrip {
  id: string;
  reference: string;
  status: BookingStatus;
  slot: PublicBooking['slot'];
  packageName: string;
  groupSize: number;
  totalPrice: Cents;
  paid: Cents;
  outstanding: Cents;
  due: PortalPaymentDue | null;
  /** The trip's portal page. */
  path: string;
  /** The booking's quote page, where it is paid. */
  quotePath: string;
}

/** One of the guest's open quotes: not booked, not amended, not expired. */
export interface PortalQuote {
  id: string;
  reference: string;
  kind: CruiseKind;
  eventDate: IsoDate;
  packageName: string;
  groupSize: number;
  totalPrice: Cents;
  expiresOn: IsoDate;
  path: string;
}

export interface PortalTripsResponse {
  /** Pending and confirmed trips from today on, soonest first. */
  upcoming: PortalTrip[];
  /** Trips before today and cancelled ones, latest first. */
  past: PortalTrip[];
  /** Open quotes, the soonest to expire first. */
  quotes: PortalQuote[];
}

/**
 * What the booking asks for next: an unpaid deposit now (while the hold lasts), then what remains
 * of the total by the balance date; nothing for a booking that is paid, cancelled or released.
 */
export function portalPaymentDue(booking: Pick<PublicBooking, 'status' | 'payments' | 'deposit' | 'holdExpiresAt'>, today: IsoDate): PortalPaymentDue | null {
  if (booking.status === 'pending_deposit' && booking.payments.depositOutstanding > 0) {
    return { what: 'deposit', amount: booking.payments.depositOutstanding, dueOn: null, holdExpiresAt: booking.holdExpiresAt, overdue: false };
  }
  if (booking.status === 'confirmed' && booking.payments.outstanding > 0) {
    const dueOn = booking.deposit.remainingBalanceDueAt;
    return { what: 'balance', amount: booking.payments.outstanding, dueOn, holdExpiresAt: null, overdue: dueOn < today };
  }
  return null;
}

/** Sorts a guest's trips into upcoming and past (a released hold was never a trip and is left out). */
export function sortPortalTrips(trips: readonly PortalTrip[], today: IsoDate): Pick<PortalTripsResponse, 'upcoming' | 'past'> {
  const live = trips.filter((trip) => trip.status !== 'released');
  const isUpcoming = (trip: PortalTrip) => trip.status !== 'cancelled' && trip.slot.date >= today;
  const bySlot = (a: PortalTrip, b: PortalTrip) => a.slot.date.localeCompare(b.slot.date) || a.slot.start.localeCompare(b.slot.start);
  return {
    upcoming: live.filter(isUpcoming).sort(bySlot),
    past: live.filter((trip) => !isUpcoming(trip)).sort((a, b) => bySlot(b, a)),
  };
}
