import * as z from '#domain/shared/zod.ts';
import type { AdminQuoteDetailResponse } from '#domain/people/back-office.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { adminQuote, adminQuoteVersion, quoteBookingState, versionChain } from '../../app/booking/admin-quote.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import * as routes from '../routes/booking-staff.ts';

// Quote ids are UUIDs; anything else names no quote and gets the same 404 as an unknown id.
const params = z.object({ id: z.catch(z.nullable(z.uuid()), null) });

/**
 * GET /api/admin/quotes/{id}: the stored quote in full (contact, link), the chain of versions it
 * belongs to, and the timeline of the person it is for.
 */
export const handler = signedInHandler(routes.getAdminQuote, { params }, async ({ input, config, now }) => {
  const quotes = quotesRepository(config);
  const quote = input.params.id ? await quotes.get(input.params.id) : null;
  if (!quote) throw new NotFoundError('No quote has this id.', 'QUOTE_NOT_FOUND');
  const customers = customersRepository(config);
  const [chain, customer, timeline, booking] = await Promise.all([
    versionChain(quote, quotes.get),
    customers.get(quote.contact.email),
    customers.listTimeline(quote.contact.email),
    bookingsRepository(config).getLiveForQuote(quote.id),
  ]);
  const response: AdminQuoteDetailResponse = {
    quote: adminQuote(quote, calendarDateIn(now)),
    booking: quoteBookingState(booking),
    versions: chain.map(adminQuoteVersion),
    customer,
    timeline,
  };
  return json(200, response);
});
