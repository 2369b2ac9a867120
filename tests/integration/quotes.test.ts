import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { isLegacyQuoteId } from '#domain/booking/quote-id.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { routes } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { documentClient, GetCommand } from '#functions/adapters/dynamodb/client.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { countedRequests, rateLimitBucket } from '#functions/platform/http/rate-limit.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { drainBus, isOwed } from '#tests/support/bus.ts';
import { clockHeaders, testClock, testToday } from '#tests/support/test-clock.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';

const config = loadConfig();
const quotes = () => quotesRepository(config);

const uniqueEmail = () => `quote-${randomUUID()}@test.example`;
const today = testToday;

/** The first date at least `daysAhead` days from today that falls on `weekday` (0 = Sunday). */
function nextWeekday(weekday: number, daysAhead = 45): IsoDate {
  let date = addDays(today(), daysAhead);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const discoSelection = (): QuoteSelection => ({
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize: 12,
  eventDate: nextWeekday(6),
  discoPackage: 'disco_queen',
  brideIncluded: true,
});
const privateSelection = (): QuoteSelection => ({
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: nextWeekday(5),
  packageType: 'essentials',
  lilyPad: true,
});

function quoteRequest(email = uniqueEmail(), selection: QuoteSelection = discoSelection()) {
  return { selection, contact: { name: '  Jordan Rivera ', email, phone: '(512) 555-0142' }, notes: 'Bride is Sam.', source: 'chat' as const };
}

// Every request is handled at the suite's fixed clock (test-clock.ts): one "today", and one rate-limit window.
const postQuote = (from: string, body: unknown, headers: Record<string, string> = {}) =>
  api('POST', '/api/quotes', { from, body, headers: { ...clockHeaders(), ...headers } });
const getByToken = (token: string) => api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress(), headers: clockHeaders() });

async function auditedQuoteEvents(quoteId: string) {
  return (await auditRepository(config).latest(5000)).filter(
    (entry) => entry.detailType === 'QuoteSubmitted' && (entry.data as { quoteId?: string }).quoteId === quoteId,
  );
}

async function idempotencyItem(key: string) {
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `IDEMPOTENCY#createQuote#${key}`, sk: 'IDEMPOTENCY' }, ConsistentRead: true }),
  );
  return Item;
}

async function quoteRateCount(from: string) {
  return countedRequests(config, {
    bucket: rateLimitBucket(routes.createQuote),
    sourceIp: from,
    windowSeconds: routes.createQuote.rateLimit.windowSeconds,
    now: testClock,
  });
}

describe('POST /api/quotes through the local gateway', () => {
  it('prices the selection itself, stores the quote and answers 201 with a long token and the public quote', async () => {
    const email = uniqueEmail();
    const request = quoteRequest(email);
    const expected = priceQuoteSelection(request.selection, today(), FIRST_PRICING);
    // A browser's own figures, at the top and inside the selection, are ignored.
    const response = await postQuote(newClientAddress(), { ...request, totalPrice: 1, selection: { ...request.selection, totalPrice: 1, pricePerPerson: 1 } });

    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { quote, token, path } = response.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(isLegacyQuoteId(token)).toBe(false);
    expect(path).toBe(`/quote/${token}`);
    expect(quote).toMatchObject({
      reference: quoteReference(quote.id),
      status: 'active',
      source: 'chat',
      issuedOn: today(),
      expiresOn: quoteExpiresOn(today()),
      firstName: 'Jordan',
      selection: request.selection,
      notes: 'Bride is Sam.',
      inclusions: expect.arrayContaining(['The bride rides free']),
      deposit: { depositAmount: expected.depositAmount, depositPercent: 25 },
    });
    expect(quote.price.totalPrice).toBe(expected.totalPrice);
    expect(quote.price).toEqual(expected);
    // The link is shared with the group: no e-mail or phone in it.
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toContain('555-0142');

    const stored = await quotes().get(quote.id);
    expect(stored).toMatchObject({
      id: quote.id,
      token,
      contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' },
      price: { totalPrice: expected.totalPrice },
    });
    expect(stored).not.toHaveProperty('totalPrice');
    expect((await quotes().listByEmail(email.toUpperCase())).map((q) => q.id)).toEqual([quote.id]);
    // Staff find it among the newest (by the time it was stored: a full run stores hundreds more at once).
    expect((await quotes().listCreatedSince(stored!.createdAt)).map((q) => q.id)).toContain(quote.id);

    const [event] = await eventually(async () => {
      const found = await auditedQuoteEvents(quote.id);
      return found.length ? found : undefined;
    });
    expect(event!.data).toEqual({
      quoteId: quote.id,
      reference: quote.reference,
      source: 'chat',
      contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' },
      eventType: 'bachelorette',
      cruise: { kind: 'disco', packageKey: 'disco_queen', packageName: 'Disco Queen', groupSize: 12, eventDate: request.selection.eventDate },
      totalPrice: expected.totalPrice,
      depositAmount: expected.depositAmount,
      expiresOn: quote.expiresOn,
    });
    // The token opens the quote, so it never travels on the bus.
    expect(JSON.stringify(event)).not.toContain(token);
    // Published by the request itself: nothing is left for the sweeper.
    expect(await isOwed(stored!.eventId)).toBe(false);
  });

  it('keeps the referral code and the chat lead with the quote', async () => {
    const leadId = randomUUID();
    const response = await postQuote(newClientAddress(), {
      ...quoteRequest(uniqueEmail(), privateSelection()),
      source: 'embed',
      affiliateCode: 'PARTNER_1',
      leadId,
    });
    expect(response.status).toBe(201);
    expect(response.body.quote.source).toBe('embed');
    expect(await quotes().get(response.body.quote.id)).toMatchObject({ source: 'embed', affiliateCode: 'PARTNER_1', leadId });
  });

  it('opens the quote by its token right after it is saved, with the same total and the first name only', async () => {
    const email = uniqueEmail();
    const created = await postQuote(newClientAddress(), quoteRequest(email, privateSelection()));
    expect(created.status).toBe(201);

    const response = await getByToken(created.body.token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ quote: created.body.quote, booking: null, booked: null });
    expect(response.body.quote.price.totalPrice).toBe(priceQuoteSelection(privateSelection(), today(), FIRST_PRICING).totalPrice);
    expect(response.body.quote.firstName).toBe('Jordan');
    expect(response.body.quote.inclusions.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toContain('555-0142');
  });

  it('replays a retry with the same Idempotency-Key: 200, the same quote, one QuoteSubmitted', async () => {
    const from = newClientAddress();
    const email = uniqueEmail();
    const key = `retry-${randomUUID()}`;
    const first = await postQuote(from, quoteRequest(email), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    // Whitespace and ignored keys differ; the validated request is the same.
    const again = await postQuote(
      from,
      { ...quoteRequest(email), contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' }, totalPrice: 5 },
      { 'idempotency-key': key },
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect((await quotes().listByEmail(email)).map((q) => q.id)).toEqual([first.body.quote.id]);
    expect(await idempotencyItem(key)).toMatchObject({ quoteId: first.body.quote.id, expiresAt: expect.any(Number) });
    await drainBus();
    expect(await auditedQuoteEvents(first.body.quote.id)).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with a different request (409) and creates nothing', async () => {
    const from = newClientAddress();
    const key = `reuse-${randomUUID()}`;
    expect((await postQuote(from, quoteRequest(), { 'Idempotency-Key': key })).status).toBe(201);
    const otherEmail = uniqueEmail();
    const reused = await postQuote(from, quoteRequest(otherEmail), { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await quotes().listByEmail(otherEmail)).toEqual([]);
  });

  const wednesday = () => nextWeekday(3);
  it.each([
    ['no contact', (r: ReturnType<typeof quoteRequest>) => ({ ...r, contact: undefined }), 400, 'contact'],
    ['a bad e-mail', (r: ReturnType<typeof quoteRequest>) => ({ ...r, contact: { ...r.contact, email: 'not-an-email' } }), 400, 'contact.email'],
    ['no phone', (r: ReturnType<typeof quoteRequest>) => ({ ...r, contact: { ...r.contact, phone: '' } }), 400, 'contact.phone'],
    [
      'an unknown package',
      (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...r.selection, discoPackage: 'gold' } }),
      400,
      'selection.discoPackage',
    ],
    ["the source 'staff'", (r: ReturnType<typeof quoteRequest>) => ({ ...r, source: 'staff' }), 400, 'source'],
    ['0 guests', (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...privateSelection(), groupSize: 0 } }), 422, 'groupSize'],
    ['disco on a Wednesday', (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...r.selection, eventDate: wednesday() } }), 422, 'eventDate'],
    [
      'a date in the past',
      (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...privateSelection(), eventDate: addDays(today(), -1) } }),
      422,
      'eventDate',
    ],
    ['5 guests on the disco', (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...r.selection, groupSize: 5 } }), 422, 'groupSize'],
    ['80 guests on a private boat', (r: ReturnType<typeof quoteRequest>) => ({ ...r, selection: { ...privateSelection(), groupSize: 80 } }), 422, 'groupSize'],
  ] as const)('answers %s with a 4xx naming the field and stores nothing', async (_what, change, status, field) => {
    const from = newClientAddress();
    const email = uniqueEmail();
    const key = randomUUID();
    const response = await postQuote(from, change(quoteRequest(email)), { 'Idempotency-Key': key });
    expect(response.status).toBe(status);
    expect(response.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String), fields: { [field]: expect.any(String) } });
    expect(await quotes().listByEmail(email)).toEqual([]);
    expect(await idempotencyItem(key)).toBeUndefined();
    // Shape errors are refused before the rate limit counts; the engine's refusals come after it.
    if (status === 400) expect(await quoteRateCount(from)).toBe(0);
  });

  it('rate-limits each client: the 21st quote in ten minutes gets 429 and stores nothing', async () => {
    const { requests } = routes.createQuote.rateLimit;
    const from = newClientAddress();
    for (let i = 0; i < requests; i += 1) {
      expect((await postQuote(from, quoteRequest())).status).toBe(201);
    }
    const email = uniqueEmail();
    const limited = await postQuote(from, quoteRequest(email));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await quotes().listByEmail(email)).toEqual([]);
    expect((await postQuote(newClientAddress(), quoteRequest())).status).toBe(201);
  });
});

describe('GET /api/quotes/by-token/{token}', () => {
  it.each([
    ['an unknown token', newQuoteToken()],
    ['a short legacy id', 'Q-8D1C6E52'],
    ['a token with a dot', `${'a'.repeat(40)}.${'b'.repeat(40)}`],
    ['markup', encodeURIComponent(`<script>${'x'.repeat(60)}</script>`)],
    ['a token over 200 characters', 'a'.repeat(201)],
    ['malformed percent-encoding', `%E0%A4%A${'a'.repeat(60)}`],
  ])('answers %s with 404 QUOTE_NOT_FOUND as JSON', async (_what, token) => {
    const response = await getByToken(token);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ error: { code: 'QUOTE_NOT_FOUND', message: expect.any(String) } });
  });

  it('shows a quote past its price hold as expired, with no deposit', async () => {
    const issuedOn = addDays(today(), -30);
    const selection = privateSelection();
    const quote: StoredQuote = {
      id: randomUUID(),
      token: newQuoteToken(),
      selection,
      price: priceQuoteSelection(selection, issuedOn, FIRST_PRICING),
      contact: { name: 'Avery Lee', email: uniqueEmail(), phone: '(512) 555-0199' },
      source: 'chat',
      issuedOn,
      expiresOn: quoteExpiresOn(issuedOn),
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      eventId: randomUUID(),
    };
    expect((await storedWithoutAnnouncing((event) => quotes().create(quote, event))).outcome).toBe('created');

    const response = await getByToken(quote.token);
    expect(response.status).toBe(200);
    expect(response.body.quote).toMatchObject({ id: quote.id, status: 'expired', deposit: null, issuedOn, expiresOn: quote.expiresOn, firstName: 'Avery' });
    expect(response.body.quote.price.totalPrice).toBe(quote.price.totalPrice);
  });
});
