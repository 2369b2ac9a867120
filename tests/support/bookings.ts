import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminBooking, AdminBookingResponse, CreateBookingResponse, DepositCheckoutResponse, PublicBooking } from '#domain/booking/booking.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse, QuoteSelection } from '#domain/booking/quotes.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { eventually } from './wait.ts';

// What many browser tests set up before the screen they test: a guest's quote saved and booked
// through the API as the site sends them, its deposit paid on the payment simulator's page or
// recorded by staff. Each call is a visitor of its own (a fresh client address).

export interface GuestContact {
  name: string;
  email: string;
  phone: string;
}

/** A quote saved as /chat saves one (POST /api/quotes). */
export async function savedQuote(selection: QuoteSelection, contact: GuestContact): Promise<CreateQuoteResponse> {
  const saved = await api('POST', '/api/quotes', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID() },
    body: { selection, contact, source: 'chat' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body as CreateQuoteResponse;
}

/** The quote booked by its guest at `start` (POST /api/bookings): held for its deposit. */
export async function bookedQuote(quoteToken: string, leadGuest: GuestContact, start = '13:30'): Promise<PublicBooking> {
  const booked = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID() },
    body: { quoteToken, start, leadGuest, acceptCancellationPolicy: true },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return (booked.body as CreateBookingResponse).booking;
}

/** A quote saved and booked by the same guest: the quote as saved and the booking, held for its deposit. */
export async function savedAndBooked(selection: QuoteSelection, guest: GuestContact, start = '13:30') {
  const quote = await savedQuote(selection, guest);
  return { quote, booking: await bookedQuote(quote.token, guest, start) };
}

/**
 * The deposit paid with 4242 on the payment simulator's page, as a guest pays it, and the booking
 * confirmed by the payment's webhook. Usable in a beforeAll (no expect.poll there).
 */
export async function depositPaidByCard(quoteToken: string, cardholder: string): Promise<void> {
  const checkout = await api('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch((checkout.body as DepositCheckoutResponse).url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: '4242424242424242', exp: '12 / 34', cvc: '123', name: cardholder }),
  });
  expect(paid.status).toBe(303);
  await eventually(async () => {
    const quote = (await api('GET', `/api/quotes/by-token/${quoteToken}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    return quote.booking?.status === 'confirmed';
  }, 15_000);
}

/** The deposit recorded as received in cash today by staff (`cookie`: a staff session): the booking confirmed, its balance owed. */
export async function depositRecordedInCash(booking: PublicBooking, cookie: string): Promise<AdminBooking> {
  const paid = await api('POST', `/api/admin/bookings/${booking.id}/payments`, {
    from: newClientAddress(),
    headers: { cookie },
    body: { kind: 'deposit', amount: booking.deposit.depositAmount, method: 'cash', receivedOn: calendarDateIn(new Date()) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as AdminBookingResponse).booking;
}
