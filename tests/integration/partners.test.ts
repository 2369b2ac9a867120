import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { commissionablePaid, commissionCents, monthOf, type Partner, type PartnerReportResponse } from '#domain/commerce/partners.ts';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { BookingConfirmed } from '#events/bookings.ts';
import { handler as partnerFigures } from '#functions/consumers/partner-figures.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { partnersRepository } from '#functions/adapters/dynamodb/partners-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { drainBus } from '#tests/support/bus.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin, contactFor, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, leadGuest, privateSelection } from './booking-support.ts';
import { ahead, depositCheckout, payOnPage } from './payment-support.ts';

// Partners (issue 18, decision 028): codes unique whatever their case, attribution from a quote's
// code to its booking, and the report of quotes, bookings, money and commission per month.

const uniqueCode = (prefix = 'P') => `${prefix}-${randomUUID().slice(0, 8)}`;
const partnerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakeway Weddings',
  kind: 'planner',
  contactName: 'Dana Cole',
  contactEmail: 'dana@lakeway.example',
  contactPhone: '',
  code: uniqueCode(),
  commissionPercent: 10,
  active: true,
  ...overrides,
});

async function createPartner(overrides: Record<string, unknown> = {}): Promise<Partner> {
  const response = await asAdmin('POST', '/api/admin/affiliates', partnerBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.partner as Partner;
}

const thisMonth = () => monthOf(calendarDateIn(new Date()));

async function reportRow(partnerId: string) {
  const month = thisMonth();
  const response = await asAdmin('GET', `/api/admin/affiliates/report?from=${month}&to=${month}&partnerId=${partnerId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as PartnerReportResponse).rows[0];
}

async function guestQuoteWithCode(code: string | undefined, cruiseDate: string) {
  const body = {
    selection: privateSelection(cruiseDate, 20),
    contact: contactFor(uniqueEmail('partner')),
    source: 'embed',
    ...(code ? { affiliateCode: code } : {}),
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { quote: { id: string }; token: string };
}

describe('partners', () => {
  it('refuses a code another partner holds in any case, naming the field and the holder, and stores nothing', async () => {
    const code = uniqueCode('Dup');
    const first = await createPartner({ code, name: 'First Hotel' });
    const clash = await asAdmin('POST', '/api/admin/affiliates', partnerBody({ code: code.toLowerCase(), name: 'Second Hotel' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'PARTNER_CODE_TAKEN', fields: { code: expect.stringContaining('First Hotel') } });
    expect(
      (await partnersRepository(config).list()).filter((partner) => partner.name === 'Second Hotel' && partner.code.toUpperCase() === code.toUpperCase()),
    ).toEqual([]);
    expect((await partnersRepository(config).findByCode(code.toLowerCase()))?.id).toBe(first.id);
  });

  it('refuses a bad partner with 400 naming each field', async () => {
    const response = await asAdmin('POST', '/api/admin/affiliates', partnerBody({ commissionPercent: 80, code: 'has space', contactEmail: 'nope' }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['code', 'commissionPercent', 'contactEmail']);
  });

  it('renames a code, frees the old one, and refuses a stale save', async () => {
    const partner = await createPartner();
    const newCode = uniqueCode('New');
    const saved = await asAdmin('PUT', `/api/admin/affiliates/${partner.id}`, { ...partnerBody({ code: newCode }), version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.partner).toMatchObject({ code: newCode, version: 2 });
    expect(await partnersRepository(config).findByCode(partner.code)).toBeNull();
    expect((await partnersRepository(config).findByCode(newCode))?.id).toBe(partner.id);
    const stale = await asAdmin('PUT', `/api/admin/affiliates/${partner.id}`, { ...partnerBody({ code: newCode, name: 'Other' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PARTNER_CHANGED');
  });

  it('attributes a quote with an active code (any case), never an unknown or inactive one, and the guest is served either way', async () => {
    const active = await createPartner();
    const inactive = await createPartner({ active: false });
    const date = freshCruiseDate(2);
    const attributed = await guestQuoteWithCode(active.code.toLowerCase(), date);
    const unknown = await guestQuoteWithCode('NOBODY-HAS-THIS', date);
    const dormant = await guestQuoteWithCode(inactive.code, date);
    const quotes = quotesRepository(config);
    expect((await quotes.get(attributed.quote.id))?.partnerId).toBe(active.id);
    expect((await quotes.get(unknown.quote.id))?.partnerId).toBeUndefined();
    expect((await quotes.get(dormant.quote.id))?.partnerId).toBeUndefined();
    await drainBus();
    expect(await reportRow(inactive.id)).toBeUndefined();
    expect(await reportRow(active.id)).toMatchObject({ quotes: 1, bookings: 0, revenue: 0 });
  });

  it('follows quote -> booking -> card payment -> cash taken by staff -> refund into the report, commission on the price before tax and gratuity of what stayed paid, then marks it paid once', async () => {
    const partner = await createPartner({ commissionPercent: 12.5 });
    const quote = await guestQuoteWithCode(partner.code, freshCruiseDate(2));
    const made = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID(), ...ahead() },
      body: { quoteToken: quote.token, start: '13:30', leadGuest: leadGuest(), acceptCancellationPolicy: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const booking = made.body.booking as PublicBooking;
    expect((await bookingsRepository(config).get(booking.id))?.partnerId).toBe(partner.id);

    const checkout = await depositCheckout(quote.token);
    expect((await payOnPage(checkout.url, '4242424242424242')).status).toBe(303);
    await eventually(
      async () =>
        ((await api('GET', `/api/quotes/by-token/${quote.token}`, { from: newClientAddress() })).body as QuoteByTokenResponse).booking?.status === 'confirmed',
    );
    // Staff take part of the balance in cash: a payment like the card's in the partner's revenue (issue 25).
    const cash = 20_000;
    const taken = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'balance',
      amount: cash,
      method: 'cash',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const refund = 10_000;
    const refunded = await asAdmin('POST', `/api/admin/bookings/${booking.id}/refunds`, { amount: refund, reason: 'A guest could not come.', kind: 'mistake' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await drainBus();

    const paid = checkout.amount + cash;
    const row = await eventually(async () => {
      const current = await reportRow(partner.id);
      return current?.refunded === refund && current.collected === paid ? current : undefined;
    });
    // Decision 036: the commission is on the part of what stayed paid that is cruise price (net of
    // discounts), never on its tax and gratuity.
    const { price } = (await bookingsRepository(config).get(booking.id))!;
    const base = commissionablePaid(paid - refund, price);
    expect(base).toBe(Math.round(((paid - refund) * price.breakdown.subtotal) / price.totalPrice));
    expect(base).toBeLessThan(paid - refund);
    expect(row).toMatchObject({
      quotes: 1,
      bookings: 1,
      collected: paid,
      refunded: refund,
      revenue: paid - refund,
      commissionBase: base,
      commissionPercent: 12.5,
      commission: commissionCents(base, 12.5),
      payout: null,
    });
    expect(row!.commission).toBeLessThan(commissionCents(paid - refund, 12.5));

    const csv = await asAdmin('GET', `/api/admin/affiliates/report/csv?from=${thisMonth()}&to=${thisMonth()}&partnerId=${partner.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body as string).toContain('Revenue ($),Commission base ($),Commission (%),Commission ($)');
    expect(csv.body as string).toContain(
      `${thisMonth()},Lakeway Weddings,${partner.code},1,1,${paid / 100},${refund / 100},${(paid - refund) / 100},${base / 100},12.5,${commissionCents(base, 12.5) / 100}`,
    );

    const [first, second] = await Promise.all([
      asAdmin('POST', `/api/admin/affiliates/${partner.id}/payouts`, { month: thisMonth() }),
      asAdmin('POST', `/api/admin/affiliates/${partner.id}/payouts`, { month: thisMonth() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.payout).toEqual(second.body.payout);
    expect(await reportRow(partner.id)).toMatchObject({ payout: { amount: row!.commission, percent: 12.5 }, outstanding: 0 });
  });

  it('refuses to mark a month with nothing owed', async () => {
    const partner = await createPartner();
    const response = await asAdmin('POST', `/api/admin/affiliates/${partner.id}/payouts`, { month: thisMonth() });
    expect(response.status).toBe(422);
    expect(response.body.error.fields).toHaveProperty('month');
  });

  it('counts a redelivered event once', async () => {
    const partner = await createPartner();
    const quote = await guestQuoteWithCode(partner.code, freshCruiseDate(2));
    await drainBus();
    const id = randomUUID();
    const event = busEvent(BookingConfirmed, { ...BookingConfirmed.sample, quoteId: quote.quote.id }, { id, occurredAt: new Date().toISOString() });
    await partnerFigures(event, lambdaContext('partner-figures', 5000));
    await partnerFigures({ ...event, id: randomUUID() }, lambdaContext('partner-figures', 5000));
    expect(await reportRow(partner.id)).toMatchObject({ quotes: 1, bookings: 1 });
  });
});
