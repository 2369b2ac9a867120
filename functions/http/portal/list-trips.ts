import { calendarDateIn } from '#domain/shared/dates.ts';
import { portalPaymentDue, portalTripPath, sortPortalTrips, type PortalQuote, type PortalTrip, type PortalTripsResponse } from '#domain/portal/portal.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import { quotePath, quoteReference } from '#domain/booking/quote-identity.ts';
import { publicBooking } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { json } from '../../platform/http/response.ts';
import { guestHandler } from '../../platform/auth/guest-handler.ts';
import * as routes from '../routes/portal.ts';

/** A guest has a handful of trips and quotes; the newest this many of each are plenty for the dashboard. */
const LIST_LIMIT = 100;

/**
 * GET /api/portal/trips: the signed-in guest's bookings (upcoming and past, each with what is
 * owed and by when) and open quotes, found by the session's e-mail only, so no guest ever sees
 * another's (decision 022).
 */
export const handler = guestHandler(routes.listPortalTrips, {}, async ({ guest, config, now }) => {
  const today = calendarDateIn(now);
  const [bookings, quotes] = await Promise.all([
    bookingsRepository(config).listByEmail(guest.email, LIST_LIMIT),
    quotesRepository(config).listByEmail(guest.email, LIST_LIMIT),
  ]);
  const trips: PortalTrip[] = bookings.map((booking) => {
    const view = publicBooking(booking);
    return {
      id: view.id,
      reference: view.reference,
      status: view.status,
      slot: view.slot,
      packageName: booking.price.packageName,
      groupSize: booking.price.groupSize,
      totalPrice: view.totalPrice,
      paid: view.payments.paid,
      outstanding: view.payments.outstanding,
      due: portalPaymentDue(view, today),
      path: portalTripPath(view.id),
      quotePath: quotePath(booking.quoteToken),
    };
  });
  const booked = await bookingsRepository(config).getLiveForQuotes(quotes.map((quote) => quote.id));
  const open: PortalQuote[] = quotes
    .filter(
      (quote) =>
        !quote.supersededBy && !booked.has(quote.id) && quoteStatus({ expiresOn: quote.expiresOn, eventDate: quote.selection.eventDate }, today) === 'active',
    )
    .map((quote) => ({
      id: quote.id,
      reference: quoteReference(quote.id),
      kind: quote.selection.kind,
      eventDate: quote.selection.eventDate,
      packageName: quote.price.packageName,
      groupSize: quote.price.groupSize,
      totalPrice: quote.price.totalPrice,
      expiresOn: quote.expiresOn,
      path: quotePath(quote.token),
    }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const response: PortalTripsResponse = { ...sortPortalTrips(trips, today), quotes: open };
  return json(200, response);
});
