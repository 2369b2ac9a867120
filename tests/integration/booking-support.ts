import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { loadConfig, type Config } from '#functions/platform/config.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { expect } from 'vitest';
import { api, newClientAddress } from './api-client.ts';
import { asAdmin } from './admin-support.ts';
import { clockHeaders, testClock } from '#tests/support/test-clock.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';

export const config = loadConfig();

export const privateSelection = (eventDate: string, groupSize = 20): QuoteSelection => ({
  kind: 'private',
  eventType: 'birthday',
  groupSize,
  eventDate,
  packageType: 'essentials',
  lilyPad: false,
});
export const discoSelection = (eventDate: string, groupSize = 8): QuoteSelection => ({
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize,
  eventDate,
  discoPackage: 'basic',
  brideIncluded: false,
});

export const leadGuest = () => ({ name: 'Jordan Rivera', email: `booking-${randomUUID()}@test.example`, phone: '(512) 555-0142' });

// Quotes, bookings and availability are asked for at the suite's fixed clock (test-clock.ts), so
// "today" is one day however long the run.

/**
 * A stored quote, saved the way the API saves one (priced by the engine, announced on the bus), on
 * the shared stack unless another stack's `config` is given.
 */
export async function storedQuote(selection: QuoteSelection, options: { clock?: Date; config?: Config } = {}) {
  const { record } = expectDone(
    await saveQuote(options.config ?? config, { selection, contact: leadGuest(), source: 'chat' }, { now: options.clock ?? testClock }),
  );
  return record;
}

/**
 * A stored quote that nobody was told about: for the load tests, which need hundreds of quotes to
 * book and must not flood the shared stack's bus, audit log and customer lists with them.
 */
export async function unannouncedQuote(selection: QuoteSelection): Promise<StoredQuote> {
  const now = testClock;
  const today = calendarDateIn(now);
  const quote: StoredQuote = {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price: priceQuoteSelection(selection, today, FIRST_PRICING),
    contact: leadGuest(),
    source: 'chat',
    issuedOn: today,
    expiresOn: quoteExpiresOn(today),
    createdAt: now.toISOString(),
    eventId: randomUUID(),
  };
  await storedWithoutAnnouncing((event) => quotesRepository(config).create(quote, event));
  return quote;
}

export function book(token: string, start: string, options: { key?: string; from?: string; guest?: ReturnType<typeof leadGuest>; clock?: Date } = {}) {
  return api('POST', '/api/bookings', {
    from: options.from ?? newClientAddress(),
    headers: { 'idempotency-key': options.key ?? randomUUID(), ...clockHeaders(options.clock) },
    body: { quoteToken: token, start, leadGuest: options.guest ?? leadGuest(), acceptCancellationPolicy: true },
  });
}

export function availability(date: string, groupSize: number, type: 'private' | 'disco', to = date) {
  return api('GET', `/api/availability?from=${date}&to=${to}&groupSize=${groupSize}&type=${type}`, { from: newClientAddress(), headers: clockHeaders() });
}

/**
 * A confirmed booking of `selection` at `start`, booked at `clock` (a suite's own, so no one else's
 * hold-release job ends its hold) with its deposit recorded in cash at the desk; and its lead guest.
 */
export async function confirmedBooking(selection: QuoteSelection, options: { clock: Date; start?: string }) {
  const quote = await storedQuote(selection, { clock: options.clock });
  const guest = leadGuest();
  const made = await book(quote.token, options.start ?? '13:30', { guest, clock: options.clock });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.booking.id as string;
  const deposit = await asAdmin('POST', `/api/admin/bookings/${id}/payments`, {
    kind: 'deposit',
    amount: made.body.booking.deposit.depositAmount,
    method: 'cash',
    receivedOn: calendarDateIn(new Date()),
  });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  return { id, guest };
}
