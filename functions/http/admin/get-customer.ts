import type { AdminCustomerDetailResponse, AdminEmail } from '#domain/people/back-office.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { customerAddresses } from '#domain/people/customer-edits.ts';
import { bookingSummary } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { outboxRepository, type OutboxMessage } from '../../adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { adminQuoteSummary } from '../../app/booking/admin-quote.ts';
import * as routes from '../routes/people-staff.ts';
import { customerNotFound, customerParams } from './customer-params.ts';
import { adminLead, quoteAfter } from './lead-views.ts';

// A person's history is short (a few leads, quotes, bookings and e-mails): one page of each is all of it.
const HISTORY_LIMIT = 200;

/** What staff need of an e-mail in a list: who, what, how it went. The body is in the outbox. */
function adminEmail(message: OutboxMessage): AdminEmail {
  const { eventId, role, detailType, to, subject, status, createdAt, sentAt } = message;
  return {
    eventId,
    role: role.startsWith('guest:') ? 'guest' : (role as AdminEmail['role']),
    detailType,
    to,
    subject,
    status,
    createdAt,
    ...(sentAt ? { sentAt } : {}),
  };
}

/**
 * GET /api/admin/customers/{email}: the customer record and timeline, their quotes, leads and
 * bookings as lead guest (gsi2, each lead marked converted when a quote followed it), the e-mails
 * sent to them (outbox by recipient) and the staff's notes. The record itself appears once the
 * timeline consumer has run, so a person with quotes, leads or bookings but no record yet is
 * answered with `customer: null`. A customer staff moved to a new address is read with the
 * history of its former addresses; the old address answers `movedTo`.
 */
export const handler = signedInHandler(routes.getAdminCustomer, { params: customerParams }, async ({ input, config, now }) => {
  const { email } = input.params;
  if (!email) throw customerNotFound();
  const customers = customersRepository(config);
  const found = await customers.lookup(email);
  const customer = found?.kind === 'customer' ? found.customer : null;
  // A customer staff moved to a new address keeps the history filed under the old ones (customer-edits.ts).
  const addresses = customer ? customerAddresses(customer) : [email];
  const histories = await Promise.all(
    addresses.map((address) =>
      Promise.all([
        customers.listTimeline(address),
        quotesRepository(config).listByEmail(address, HISTORY_LIMIT),
        leadsRepository(config).listByEmail(address, HISTORY_LIMIT),
        outboxRepository(config).listByRecipient(address, HISTORY_LIMIT),
        customers.listNotes(address),
        bookingsRepository(config).listByEmail(address, HISTORY_LIMIT),
      ]),
    ),
  );
  const all = <T>(pick: (history: (typeof histories)[number]) => T[], newestFirst: (item: T) => string): T[] => {
    const items = histories.flatMap(pick);
    return histories.length > 1 ? items.sort((a, b) => newestFirst(b).localeCompare(newestFirst(a))) : items;
  };
  const timeline = all(
    (h) => h[0],
    (entry) => entry.occurredAt,
  );
  const quotes = all(
    (h) => h[1],
    (quote) => quote.createdAt,
  );
  const leads = all(
    (h) => h[2],
    (lead) => lead.createdAt,
  );
  const emails = all(
    (h) => h[3],
    (message) => message.createdAt,
  );
  const notes = all(
    (h) => h[4],
    (note) => note.createdAt,
  );
  const bookings = all(
    (h) => h[5],
    (booking) => booking.createdAt,
  );
  if (!found && quotes.length === 0 && leads.length === 0 && bookings.length === 0) throw customerNotFound();
  const today = calendarDateIn(now);
  const quoteBookings = await bookingsRepository(config).getLiveForQuotes(quotes.map((quote) => quote.id));
  const response: AdminCustomerDetailResponse = {
    email,
    customer,
    timeline,
    quotes: quotes.map((quote) => adminQuoteSummary(quote, today, quoteBookings)),
    leads: leads.map((lead) => adminLead(lead, quoteAfter(lead, quotes))),
    emails: emails.map(adminEmail),
    notes,
    bookings: bookings.map(bookingSummary),
    version: found?.kind === 'customer' ? found.version : null,
    ...(found?.kind === 'moved' ? { movedTo: found.movedTo } : {}),
  };
  return json(200, response);
});
