import { calendarDateIn } from '#domain/shared/dates.ts';
import { deletedGuestContact, guestDataFile, sectionCounts, withoutPerson, type GuestDataFile } from '#domain/portal/guest-data.ts';
import { storedBookingSchema, type StoredBooking } from '#domain/booking/booking-record.ts';
import { storedQuoteSchema } from '#domain/booking/quote-record.ts';
import { GuestAccountDeleted, GuestDataExported } from '#events/portal-profile.ts';
import { GuestReviewsChanged } from '#events/content.ts';
import type { Config } from '../../platform/config.ts';
import { auditRepository } from '../../adapters/dynamodb/audit-repository.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { guestDataRepository, type ItemKey } from '../../adapters/dynamodb/guest-data-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { logger } from '../../platform/logger.ts';

// "Download my data" and "delete my account" (issue 17, decision 025). Both start from the same
// read: everything filed under the address (gsi2), the customer partition, and each booking's
// ledger; so a record another part of the portal files under the address is exported and
// deleted without a change here. What must be kept (bookings, and the quotes they were booked
// from) is anonymised instead; everything else is deleted.

const itemType = (item: Record<string, unknown>) => (typeof item['type'] === 'string' ? item['type'] : '');
const keyOf = (item: Record<string, unknown>): ItemKey => ({ pk: String(item['pk']), sk: String(item['sk']) });

/** Every stored item about the address, each once. */
async function guestItems(config: Config, email: string): Promise<Record<string, unknown>[]> {
  const [byEmail, customerPartition] = await Promise.all([guestDataRepository(config).itemsByEmail(email), customersRepository(config).partitionItems(email)]);
  const bookings = byEmail.filter((item) => itemType(item) === 'Booking');
  const ledgers = await Promise.all(bookings.map((booking) => bookingsRepository(config).ledger(String(booking['id']))));
  const seen = new Set<string>();
  const unique = [...byEmail, ...customerPartition].filter((item) => {
    const key = `${String(item['pk'])}\u0000${String(item['sk'])}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique, ...ledgers.flat().map((entry) => ({ type: 'LedgerEntry', ...entry }))];
}

/** The guest's data file, and the event that tells staff it was downloaded. */
export async function exportGuestData(config: Config, email: string, now: Date): Promise<GuestDataFile> {
  const address = normaliseEmail(email);
  const file = guestDataFile(address, await guestItems(config, address), now.toISOString());
  await emitEvent(config, GuestDataExported, { email: address, counts: sectionCounts(file) }, { now });
  return file;
}

export type DeletionResult =
  | { outcome: 'deleted'; bookingIds: string[]; deleted: number; anonymised: number }
  | { outcome: 'upcoming-trip'; references: string[] };

/** A booking still going ahead: we need to reach the guest about it, so the account cannot go yet. */
export function isUpcoming(booking: Pick<StoredBooking, 'status' | 'slot'>, now: Date): boolean {
  return (booking.status === 'pending_deposit' || booking.status === 'confirmed') && booking.slot.date >= calendarDateIn(now);
}

const STALE_RETRIES = 5;

/** Puts the deleted guest's contact on the booking, reading it again if it changed meanwhile. */
async function anonymiseBooking(config: Config, bookingId: string): Promise<void> {
  const bookings = bookingsRepository(config);
  for (let attempt = 1; ; attempt += 1) {
    const booking = await bookings.get(bookingId);
    if (!booking) return;
    const result = await bookings.replaceLeadGuest(booking, deletedGuestContact(booking.id));
    if (result.outcome === 'changed') return;
    if (attempt >= STALE_RETRIES) throw new Error(`Booking ${bookingId} kept changing while its guest was being deleted`);
  }
}

/**
 * Deletes the guest's account: refused while a trip is upcoming; otherwise the bookings and
 * the quotes they were booked from are kept with a "Deleted guest" contact, the audit log's
 * copies of the guest's events lose the name, address and phone, and every other record
 * filed under the address is deleted. Announced with no name or address in it.
 */
export async function deleteGuestAccount(config: Config, email: string, now: Date): Promise<DeletionResult> {
  const address = normaliseEmail(email);
  const items = await guestItems(config, address);
  const bookings = items.filter((item) => itemType(item) === 'Booking').map((item) => storedBookingSchema.parse(item));
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now));
  if (upcoming.length > 0) return { outcome: 'upcoming-trip', references: upcoming.map((booking) => booking.id) };

  const quotes = items.filter((item) => itemType(item) === 'Quote').map((item) => storedQuoteSchema.parse(item));
  const person = {
    email: address,
    names: [
      ...new Set([
        ...bookings.map((b) => b.leadGuest.name),
        ...quotes.map((q) => q.contact.name),
        ...items.flatMap((item) => (typeof item['name'] === 'string' && ['Lead', 'Customer', 'GuestProfile'].includes(itemType(item)) ? [item['name']] : [])),
      ]),
    ],
    phones: [
      ...new Set([
        ...bookings.map((b) => b.leadGuest.phone),
        ...quotes.map((q) => q.contact.phone),
        ...items.flatMap((item) => (typeof item['phone'] === 'string' ? [item['phone']] : [])),
      ]),
    ],
  };

  // The events about the person, whose copies in the audit log keep their details otherwise.
  const eventIds = new Set<string>();
  for (const item of items) {
    if (typeof item['eventId'] === 'string') eventIds.add(item['eventId']);
    for (const entry of (item['events'] as Array<{ id?: unknown }> | undefined) ?? []) if (typeof entry.id === 'string') eventIds.add(entry.id);
  }

  // Keep first, then delete: a failure part-way leaves records to delete on a retry, never a
  // kept booking that still names the guest once their other records are gone.
  for (const booking of bookings) await anonymiseBooking(config, booking.id);
  const bookedQuoteIds = new Set(bookings.map((booking) => booking.quoteId));
  const keptQuotes = quotes.filter((quote) => bookedQuoteIds.has(quote.id));
  for (const quote of keptQuotes) await quotesRepository(config).replaceContact(quote, deletedGuestContact(quote.id));
  const audit = auditRepository(config);
  let scrubbed = 0;
  for (const eventId of eventIds) {
    const entry = await audit.get(eventId);
    if (!entry) continue;
    await audit.replaceData(eventId, withoutPerson(entry.data, person, deletedGuestContact(eventId)));
    scrubbed += 1;
  }

  for (const quote of quotes.filter((candidate) => !bookedQuoteIds.has(candidate.id))) await quotesRepository(config).delete(quote);
  const kept = new Set(['Booking', 'Quote', 'LedgerEntry']);
  const doomed = items.filter((item) => !kept.has(itemType(item)) && typeof item['pk'] === 'string' && typeof item['sk'] === 'string').map(keyOf);
  // The staff's copies of the guest's e-mails name them too; the staff's own mailbox keeps what it received.
  const staffCopies = items
    .filter((item) => itemType(item) === 'OutboxMessage' && item['role'] === 'customer')
    .map((item) => ({ pk: String(item['pk']).replace(/#customer$/, '#staff'), sk: String(item['sk']) }));
  await guestDataRepository(config).deleteItems([...doomed, ...staffCopies]);

  const bookingIds = bookings.map((booking) => booking.id);
  const deleted = doomed.length + staffCopies.length + (quotes.length - keptQuotes.length);
  const anonymised = bookings.length + keptQuotes.length + scrubbed;
  await emitEvent(config, GuestAccountDeleted, { bookingIds, deleted, anonymised }, { now });
  // A review the site showed went with the account: the pages are rebuilt without it (decision 077).
  for (const review of items.filter((item) => itemType(item) === 'GuestReview' && item['status'] === 'approved'))
    await emitEvent(config, GuestReviewsChanged, { reviewId: String(review['id']), status: 'removed' }, { now });
  logger.info('Guest account deleted', { bookings: bookingIds.length, deleted, anonymised });
  return { outcome: 'deleted', bookingIds, deleted, anonymised };
}
