import { describe, expect, it } from 'vitest';
import { portalTripPath, type PortalTripsResponse } from '#domain/portal/portal.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, privateSelection, storedQuote } from './booking-support.ts';

// The portal's dashboard API (decision 022): a guest's own bookings and open quotes, by the
// session's e-mail, and nobody else's.

async function trips(cookie: string) {
  return api('GET', '/api/portal/trips', { from: newClientAddress(), headers: { cookie, ...clockHeaders() } });
}

/** A guest's booked quote (a pending deposit) and another open quote, made with `email`. */
async function guestWithTrip(email: string) {
  const guest = { name: 'Jordan Rivera', email, phone: '(512) 555-0142' };
  const booked = await storedQuote(privateSelection(freshCruiseDate(2), 20));
  const response = await book(booked.token, '13:30', { guest });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const open = await storedQuote(privateSelection(freshCruiseDate(3), 14));
  return { booking: response.body.booking as { id: string; reference: string; totalPrice: number; deposit: { depositAmount: number } }, booked, open };
}

describe('GET /api/portal/trips', () => {
  it("lists the guest's booking with what is owed now, and is 401 signed out", async () => {
    const email = uniqueEmail('portal-trips');
    const { booking, booked } = await guestWithTrip(email);
    expect((await api('GET', '/api/portal/trips', { from: newClientAddress() })).status).toBe(401);

    const response = await trips(await portalCookie(email));
    expect(response.status).toBe(200);
    const body = response.body as PortalTripsResponse;
    expect(body.upcoming).toHaveLength(1);
    expect(body.upcoming[0]).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: 'pending_deposit',
      totalPrice: booking.totalPrice,
      paid: 0,
      outstanding: booking.totalPrice,
      due: { what: 'deposit', amount: booking.deposit.depositAmount, dueOn: null, overdue: false },
      path: portalTripPath(booking.id),
      quotePath: quotePath(booked.token),
    });
    expect(body.past).toEqual([]);
  });

  it("lists the guest's open quotes by their e-mail, and never another guest's bookings or quotes", async () => {
    const mine = uniqueEmail('portal-mine');
    const theirs = uniqueEmail('portal-theirs');
    await guestWithTrip(theirs);
    const quote = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      body: {
        selection: privateSelection(freshCruiseDate(4), 12),
        contact: { name: 'Sam Lee', email: mine.toUpperCase(), phone: '(512) 555-0100' },
        source: 'chat',
      },
    });
    expect(quote.status).toBe(201);

    const body = (await trips(await portalCookie(mine))).body as PortalTripsResponse;
    expect(body.upcoming).toEqual([]);
    expect(body.quotes.map((open) => open.path)).toEqual([quote.body.path]);
    expect(body.quotes[0]).toMatchObject({
      reference: quote.body.quote.reference,
      expiresOn: quote.body.quote.expiresOn,
      totalPrice: quote.body.quote.price.totalPrice,
    });

    const theirBody = (await trips(await portalCookie(theirs))).body as PortalTripsResponse;
    expect(theirBody.upcoming).toHaveLength(1);
    expect(JSON.stringify(theirBody)).not.toContain(quote.body.path);
    expect(JSON.stringify(body)).not.toContain(theirBody.upcoming[0]!.id);
  });
});
