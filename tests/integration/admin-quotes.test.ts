import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminQuote, AdminQuoteDetailResponse, AdminQuoteListResponse } from '#domain/people/back-office.ts';
import { addDays } from '#domain/shared/dates.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { adminEmail, asAdmin, contactFor, discoSelection, guestQuote, nextWeekday, privateSelection, today, uniqueEmail } from './admin-support.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { book } from './booking-support.ts';

const config = loadConfig();
const quotes = () => quotesRepository(config);

const listQuotes = (query: string) => asAdmin('GET', `/api/admin/quotes?${query}`);
const getQuote = (id: string) => asAdmin('GET', `/api/admin/quotes/${id}`);
const saveQuote = (body: unknown, headers: Record<string, string> = {}) => asAdmin('POST', '/api/admin/quotes', body, headers);

/** A quote stored straight in the table as of `issuedOn`, for states the API cannot make today (an expired quote). */
async function storedQuote(email: string, issuedOn: string, selection: QuoteSelection): Promise<StoredQuote> {
  const quote: StoredQuote = {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price: priceQuoteSelection(selection, issuedOn, FIRST_PRICING),
    contact: contactFor(email, 'Old Quote'),
    source: 'chat',
    issuedOn,
    expiresOn: quoteExpiresOn(issuedOn),
    createdAt: `${issuedOn}T18:00:00.000Z`,
    eventId: randomUUID(),
  };
  await storedWithoutAnnouncing((event) => quotes().create(quote, event));
  return quote;
}

async function quoteEvents(quoteId: string) {
  return (await auditRepository(config).latest(5000)).filter(
    (entry) => entry.detailType === 'QuoteSubmitted' && (entry.data as { quoteId?: string }).quoteId === quoteId,
  );
}

describe('GET /api/admin/quotes', () => {
  it('finds a guest quote by e-mail (any case) or reference, with its contact, status and total', async () => {
    const email = uniqueEmail('list');
    const saved = await guestQuote(email);
    const { body, status, headers } = await listQuotes(`q=${encodeURIComponent(email.toUpperCase())}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const list = body as AdminQuoteListResponse;
    expect(list).toMatchObject({ matched: 1, complete: true });
    expect(list.quotes).toEqual([
      {
        id: saved.quote.id,
        reference: quoteReference(saved.quote.id),
        status: 'active',
        source: 'chat',
        issuedOn: today(),
        expiresOn: quoteExpiresOn(today()),
        createdAt: expect.any(String),
        contact: contactFor(email),
        eventType: 'birthday',
        eventDate: privateSelection().eventDate,
        groupSize: 20,
        kind: 'private',
        packageName: expect.any(String),
        totalPrice: saved.quote.price.totalPrice,
        version: 1,
        booking: null,
      },
    ]);
    // The reference as said on the phone, with or without its Q-.
    const byReference = (await listQuotes(`q=${saved.quote.reference.slice(2)}`)).body as AdminQuoteListResponse;
    expect(byReference.quotes.map((q) => q.id)).toContain(saved.quote.id);
  });

  it('filters by status, event type and issued dates, and sorts', async () => {
    const email = uniqueEmail('filters');
    const wedding = await guestQuote(email, privateSelection({ eventType: 'wedding', groupSize: 40, packageType: 'ultimate' }));
    const birthday = await guestQuote(email, privateSelection({ eventType: 'birthday', groupSize: 10, packageType: 'standard' }));
    const old = await storedQuote(email, addDays(today(), -30), privateSelection({ eventDate: addDays(today(), 20), groupSize: 25 }));
    const ids = async (query: string) => ((await listQuotes(`q=${encodeURIComponent(email)}&${query}`)).body as AdminQuoteListResponse).quotes.map((q) => q.id);

    expect(await ids('')).toEqual([birthday.quote.id, wedding.quote.id, old.id]);
    expect(await ids('sort=oldest')).toEqual([old.id, wedding.quote.id, birthday.quote.id]);
    const byTotal = ((await listQuotes(`q=${encodeURIComponent(email)}&sort=total`)).body as AdminQuoteListResponse).quotes;
    expect(byTotal.map((q) => q.totalPrice)).toEqual(
      [old.price.totalPrice, wedding.quote.price.totalPrice, birthday.quote.price.totalPrice].sort((a, b) => b - a),
    );
    expect(await ids('sort=eventDate')).toEqual([old.id, birthday.quote.id, wedding.quote.id]);
    expect(await ids('status=expired')).toEqual([old.id]);
    expect(await ids('status=active')).toEqual([birthday.quote.id, wedding.quote.id]);
    expect(await ids('eventType=wedding')).toEqual([wedding.quote.id]);
    expect(await ids(`from=${today()}`)).toEqual([birthday.quote.id, wedding.quote.id]);
    expect(await ids(`to=${addDays(today(), -1)}`)).toEqual([old.id]);
    expect(await ids(`from=${addDays(today(), -30)}&to=${addDays(today(), -30)}`)).toEqual([old.id]);
    expect(await ids('limit=1')).toHaveLength(1);
    expect(((await listQuotes(`q=${encodeURIComponent(email)}&limit=1`)).body as AdminQuoteListResponse).matched).toBe(3);
  });

  it('refuses filters it cannot read with 400 and the field', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['status=open', 'status'],
      ['eventType=party', 'eventType'],
      ['from=2026-02-30', 'from'],
      ['limit=500', 'limit'],
      ['limit=ten', 'limit'],
      ['from=2026-06-10&to=2026-06-01', 'to'],
    ] as const) {
      const { status, body } = await listQuotes(query);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields), query).toEqual([field]);
    }
  });
});

describe('GET /api/admin/quotes/{id}', () => {
  it('answers the stored quote in full (contact, token, link), its versions and the customer timeline', async () => {
    const email = uniqueEmail('detail');
    const saved = await guestQuote(email, discoSelection());
    await eventually(async () => (await customersRepository(config).listTimeline(email)).length > 0);
    const { status, body } = await getQuote(saved.quote.id);
    expect(status).toBe(200);
    const detail = body as AdminQuoteDetailResponse;
    expect(detail.quote).toMatchObject({
      id: saved.quote.id,
      reference: saved.quote.reference,
      status: 'active',
      contact: contactFor(email),
      token: saved.token,
      path: saved.path,
      version: 1,
      firstName: 'Jordan',
      price: { totalPrice: saved.quote.price.totalPrice },
      deposit: expect.objectContaining({ depositPercent: 25 }),
    });
    expect(detail.quote).not.toHaveProperty('supersededBy');
    expect(detail.versions).toEqual([
      {
        id: saved.quote.id,
        reference: saved.quote.reference,
        version: 1,
        issuedOn: today(),
        createdAt: detail.quote.createdAt,
        totalPrice: saved.quote.price.totalPrice,
        superseded: false,
      },
    ]);
    expect(detail.customer).toMatchObject({ email, name: 'Jordan Rivera', quoteCount: 1 });
    expect(detail.timeline).toEqual([expect.objectContaining({ kind: 'quote', quoteId: saved.quote.id, source: 'chat' })]);
  });

  it('shows the booking a quote became, in the list and on its page, until the booking ends', async () => {
    const email = uniqueEmail('booked');
    const saved = await guestQuote(email, privateSelection({ eventDate: freshCruiseDate(4), groupSize: 12 }));
    const unbooked = await listQuotes(`q=${encodeURIComponent(email)}`);
    expect((unbooked.body as AdminQuoteListResponse).quotes.map((quote) => quote.booking)).toEqual([null]);

    const booked = await book(saved.token, '13:30');
    expect(booked.status).toBe(201);
    const state = { id: booked.body.booking.id, reference: booked.body.booking.reference, status: 'pending_deposit' };
    expect((await listQuotes(`q=${encodeURIComponent(email)}`)).body.quotes.map((quote: { booking: unknown }) => quote.booking)).toEqual([state]);
    expect(((await getQuote(saved.quote.id)).body as AdminQuoteDetailResponse).booking).toEqual(state);

    // A cancelled booking no longer holds the quote: it reads as not booked again.
    expect((await asAdmin('POST', `/api/admin/bookings/${state.id}/cancel`, { reason: 'Plans changed.' })).status).toBe(200);
    expect(((await getQuote(saved.quote.id)).body as AdminQuoteDetailResponse).booking).toBeNull();
    expect((await listQuotes(`q=${encodeURIComponent(email)}`)).body.quotes.map((quote: { booking: unknown }) => quote.booking)).toEqual([null]);
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of [randomUUID(), 'not-a-quote', encodeURIComponent('../quotes')]) {
      const { status, body } = await getQuote(id);
      expect(status, id).toBe(404);
      expect(body.error.code).toBe('QUOTE_NOT_FOUND');
    }
  });
});

describe('POST /api/admin/quotes', () => {
  it("builds a phone customer's quote: priced on the server, source staff, announced, e-mailed, on the customer's timeline", async () => {
    const email = uniqueEmail('phone');
    const selection = privateSelection({ eventType: 'corporate', groupSize: 30, packageType: 'essentials', lilyPad: true });
    const response = await saveQuote({
      selection: { ...selection, totalPrice: 1 },
      contact: contactFor(email, 'Pat Phone'),
      notes: 'Called in.',
      source: 'chat',
      totalPrice: 1,
    });
    expect(response.status).toBe(201);
    const quote = response.body.quote as AdminQuote;
    const expected = priceQuoteSelection(selection, today(), FIRST_PRICING);
    expect(response.body).toEqual({ quote: expect.any(Object), token: quote.token, path: `/quote/${quote.token}` });
    expect(quote).toMatchObject({
      source: 'staff',
      createdBy: adminEmail,
      version: 1,
      contact: contactFor(email, 'Pat Phone'),
      notes: 'Called in.',
      selection,
      issuedOn: today(),
    });
    expect(quote.price).toEqual(expected);
    expect(await quotes().get(quote.id)).toMatchObject({ source: 'staff', createdBy: adminEmail, price: { totalPrice: expected.totalPrice } });

    const [event] = await eventually(async () => {
      const found = await quoteEvents(quote.id);
      return found.length ? found : undefined;
    });
    expect(event!.data).toMatchObject({ quoteId: quote.id, source: 'staff', contact: contactFor(email, 'Pat Phone'), totalPrice: expected.totalPrice });
    expect(JSON.stringify(event)).not.toContain(quote.token);
    const timeline = await eventually(async () => {
      const entries = await customersRepository(config).listTimeline(email);
      return entries.length ? entries : undefined;
    });
    expect(timeline[0]).toMatchObject({ kind: 'quote', quoteId: quote.id, source: 'staff' });
    const emails = await eventually(async () => {
      const found = await outboxRepository(config).listByRecipient(email);
      // Messages are written already claimed ('sending') and then marked delivered: wait for that.
      return found.length && found.every((message) => message.status === 'sent' || message.status === 'local') ? found : undefined;
    });
    expect(emails[0]).toMatchObject({ role: 'customer', to: email, status: 'local' });
    expect(emails[0]!.text).toContain(quote.token);

    // The guest's link opens it as any quote.
    const opened = await api('GET', `/api/quotes/by-token/${quote.token}`, { from: newClientAddress() });
    expect(opened.status).toBe(200);
    expect(opened.body.quote).toMatchObject({ id: quote.id, source: 'staff' });
  });

  it('amends a quote as a new version, keeps the old one marked superseded, and keeps the chain in one line', async () => {
    const email = uniqueEmail('amend');
    const v1 = await guestQuote(email);
    const amend = (revises: string, groupSize: number, headers: Record<string, string> = {}) =>
      saveQuote({ selection: privateSelection({ groupSize }), contact: contactFor(email), revises }, headers);

    const second = await amend(v1.quote.id, 30);
    expect(second.status).toBe(201);
    const v2 = second.body.quote as AdminQuote;
    expect(v2).toMatchObject({ version: 2, revises: v1.quote.id, source: 'staff' });
    expect(v2.id).not.toBe(v1.quote.id);
    expect(v2.token).not.toBe(v1.token);
    expect(v2.price.totalPrice).not.toBe(v1.quote.price.totalPrice);

    const old = (await getQuote(v1.quote.id)).body as AdminQuoteDetailResponse;
    expect(old.quote).toMatchObject({
      id: v1.quote.id,
      version: 1,
      supersededBy: v2.id,
      supersededAt: v2.createdAt,
      price: { totalPrice: v1.quote.price.totalPrice },
    });
    expect(old.versions.map((v) => [v.id, v.version, v.superseded])).toEqual([
      [v1.quote.id, 1, true],
      [v2.id, 2, false],
    ]);
    // The old link still opens the old quote.
    expect((await api('GET', `/api/quotes/by-token/${v1.token}`, { from: newClientAddress() })).body.quote.price.totalPrice).toBe(v1.quote.price.totalPrice);

    // Amending the old version again would fork the chain: refused, nothing stored.
    const before = (await quotes().listByEmail(email)).length;
    const forked = await amend(v1.quote.id, 12);
    expect(forked.status).toBe(409);
    expect(forked.body.error).toMatchObject({ code: 'QUOTE_ALREADY_AMENDED', fields: { revises: expect.any(String) } });
    expect(await quotes().listByEmail(email)).toHaveLength(before);

    const third = await amend(v2.id, 14);
    expect(third.status).toBe(201);
    const v3 = third.body.quote as AdminQuote;
    expect(v3).toMatchObject({ version: 3, revises: v2.id });
    // Every older link points the guest to the latest version, however many amendments ago.
    for (const older of [v1.token, v2.token]) {
      const opened = (await api('GET', `/api/quotes/by-token/${older}`, { from: newClientAddress() })).body.quote;
      expect(opened.latestVersionPath).toBe(`/quote/${v3.token}`);
    }
    expect((await api('GET', `/api/quotes/by-token/${v3.token}`, { from: newClientAddress() })).body.quote).not.toHaveProperty('latestVersionPath');
    const chain = ((await getQuote(v2.id)).body as AdminQuoteDetailResponse).versions;
    expect(chain.map((v) => v.id)).toEqual([v1.quote.id, v2.id, v3.id]);
    expect(chain.map((v) => v.superseded)).toEqual([true, true, false]);

    const listed = ((await listQuotes(`q=${encodeURIComponent(email)}`)).body as AdminQuoteListResponse).quotes;
    expect(listed.map((q) => [q.id, q.version, q.supersededBy])).toEqual([
      [v3.id, 3, undefined],
      [v2.id, 2, v3.id],
      [v1.quote.id, 1, v2.id],
    ]);
  });

  it("keeps the partner's referral code and the chat lead on an amendment", async () => {
    const email = uniqueEmail('partner');
    const leadId = randomUUID();
    const first = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      body: { selection: privateSelection(), contact: contactFor(email), source: 'embed', affiliateCode: 'PARTNER_7', leadId },
    });
    expect(first.status).toBe(201);
    const amended = await saveQuote({ selection: privateSelection({ groupSize: 26 }), contact: contactFor(email), revises: first.body.quote.id });
    expect(amended.status).toBe(201);
    expect(amended.body.quote).toMatchObject({ source: 'staff', affiliateCode: 'PARTNER_7', leadId, version: 2 });
  });

  it('answers a retried save (same Idempotency-Key) with the first quote, for an amendment too', async () => {
    const email = uniqueEmail('retry');
    const v1 = await guestQuote(email);
    const key = randomUUID();
    const body = { selection: privateSelection({ groupSize: 22 }), contact: contactFor(email), revises: v1.quote.id };
    const first = await saveQuote(body, { 'idempotency-key': key });
    const retry = await saveQuote(body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.quote.id).toBe(first.body.quote.id);
    expect(await quotes().listByEmail(email)).toHaveLength(2);
    const other = await saveQuote({ ...body, selection: privateSelection({ groupSize: 23 }) }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses what it cannot save with a 4xx beside the field, and stores nothing', async () => {
    const email = uniqueEmail('refused');
    const valid = { selection: privateSelection(), contact: contactFor(email) };
    const cases: Array<[unknown, number, string]> = [
      [{ ...valid, contact: { ...valid.contact, email: 'not-an-address' } }, 400, 'contact.email'],
      [{ ...valid, selection: { ...valid.selection, groupSize: 12.5 } }, 400, 'selection.groupSize'],
      [{ ...valid, revises: 'not-a-quote' }, 400, 'revises'],
      // The engine's rules: the disco sails on Fridays and Saturdays only; a date in the past.
      [{ ...valid, selection: { ...discoSelection(), eventDate: nextWeekday(2) } }, 422, 'eventDate'],
      [{ ...valid, selection: privateSelection({ eventDate: addDays(today(), -1) }) }, 422, 'eventDate'],
      [{ ...valid, selection: privateSelection({ groupSize: 90 }) }, 422, 'groupSize'],
    ];
    for (const [body, status, field] of cases) {
      const response = await saveQuote(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(response.body)).toContain(field);
    }
    const unknown = await saveQuote({ ...valid, revises: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('QUOTE_NOT_FOUND');
    expect(await quotes().listByEmail(email)).toEqual([]);
  });
});
