import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates.ts';
import { PROMO_CAP_PERCENT } from '#domain/pricing/price-extras.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders, testToday } from '#tests/support/test-clock.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, config, leadGuest, privateSelection } from './booking-support.ts';

// POST /api/quotes/by-token/{token}/promo-code (decision 027): a saved quote priced again with a
// code, keeping its price version; a refusal is a 422 naming why and stores nothing.

const created: { code: string; terms: Record<string, unknown> }[] = [];
const uniqueCode = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

async function newCode(prefix: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const code = uniqueCode(prefix);
  const terms = {
    kind: 'amount',
    value: 10000,
    validFrom: addDays(testToday(), -1),
    validTo: addDays(testToday(), 30),
    cruiseKinds: ['private', 'disco'],
    ...overrides,
  };
  const response = await asAdmin('POST', '/api/admin/promo-codes', { code, ...terms });
  expect(response.status).toBe(201);
  created.push({ code, terms });
  return code;
}

// Other suites read the codes; ours are switched off once this file is done.
afterAll(async () => {
  for (const { code, terms } of created) await asAdmin('PUT', `/api/admin/promo-codes/${code}`, { ...terms, active: false });
});

async function saveQuote(selection: QuoteSelection, email = leadGuest().email) {
  const response = await api('POST', '/api/quotes', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...clockHeaders() },
    body: { selection, contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' } },
  });
  expect(response.status).toBe(201);
  return response.body as {
    token: string;
    quote: { price: { totalPrice: number; priceVersion: number; breakdown: { subtotal: number; lineItems: { code: string; amount: number }[] } } };
  };
}

const applyCode = (token: string, code: unknown) =>
  api('POST', `/api/quotes/by-token/${token}/promo-code`, { from: newClientAddress(), headers: clockHeaders(), body: { code } });
const readQuote = async (token: string) =>
  (await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress(), headers: clockHeaders() })).body.quote;

describe('a promo code on a saved quote', () => {
  it('re-prices the quote with the code on the server, keeping its price version; a second code is refused', async () => {
    const code = await newCode('QPAGE');
    const saved = await saveQuote({ ...privateSelection(freshCruiseDate(2), 20), addOns: [{ productId: 'coolers-on-ice', quantity: 1 }] });
    const before = saved.quote.price;

    const applied = await applyCode(saved.token, code.toLowerCase());
    expect(applied.status).toBe(200);
    const after = applied.body.quote;
    expect(after.selection.promoCode).toBe(code);
    expect(after.price.priceVersion).toBe(before.priceVersion);
    expect(after.price.breakdown.lineItems.map((line: { code: string }) => line.code)).toEqual([
      ...before.breakdown.lineItems.map((line) => line.code),
      'PROMO_DISCOUNT',
    ]);
    expect(after.price.breakdown.lineItems.at(-1)).toMatchObject({ code: 'PROMO_DISCOUNT', amount: -10000 });
    expect(after.price.breakdown.subtotal).toBe(before.breakdown.subtotal - 10000);
    expect(after.price.totalPrice).toBeLessThan(before.totalPrice);
    // What the link opens now is the re-priced quote.
    expect((await readQuote(saved.token)).price.totalPrice).toBe(after.price.totalPrice);

    const again = await applyCode(saved.token, await newCode('QSECOND'));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PROMO_CODE_ALREADY_APPLIED');
    expect((await readQuote(saved.token)).selection.promoCode).toBe(code);
  });

  it('refuses a malformed, unknown or unfit code with the reason on the field, and stores nothing', async () => {
    const bigGroups = await newCode('QBIG', { minGroupSize: 40 });
    const discoOnly = await newCode('QDISCO', { cruiseKinds: ['disco'] });
    const saved = await saveQuote(privateSelection(freshCruiseDate(3), 20));

    const malformed = await applyCode(saved.token, 'x!');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toHaveProperty('code');

    const cases: [string, RegExp][] = [
      ['NOSUCHCODE1', /don't recognise/],
      [bigGroups, /groups of 40 or more/],
      [discoOnly, /disco cruise only/],
    ];
    for (const [code, reason] of cases) {
      const refused = await applyCode(saved.token, code);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('PROMO_CODE_REFUSED');
      expect(refused.body.error.fields.code).toMatch(reason);
    }
    const stored = await readQuote(saved.token);
    expect(stored.selection.promoCode).toBeUndefined();
    expect(stored.price.totalPrice).toBe(saved.quote.price.totalPrice);
  });

  it('refuses a code whose total limit bookings have used up', async () => {
    const code = await newCode('QONCE', { totalLimit: 1 });
    const first = await saveQuote({ ...privateSelection(freshCruiseDate(1), 20), promoCode: code });
    expect((await book(first.token, '09:00')).status).toBe(201);
    expect((await promoCodesRepository(config).countUses(code)).total).toBe(1);

    const second = await saveQuote(privateSelection(freshCruiseDate(1), 20));
    const refused = await applyCode(second.token, code);
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('USED_UP');
    expect(refused.body.error.fields.code).toMatch(/used up/);
    expect((await readQuote(second.token)).selection.promoCode).toBeUndefined();
  }, 60_000);

  it('a total reaches $0 only with a code that allows it, and a $0 booking is confirmed at once, without a card', async () => {
    const capped = await newCode('QCAP', { value: 500_000 });
    const free = await newCode('QFREE', { value: 500_000, allowsFree: true });
    const small = privateSelection(freshCruiseDate(2), 10);

    const cappedQuote = await saveQuote({ ...small, promoCode: capped });
    const lines = cappedQuote.quote.price.breakdown.lineItems;
    const base = lines.filter((line) => line.code !== 'PROMO_DISCOUNT').reduce((sum, line) => sum + line.amount, 0);
    expect(lines.at(-1)?.amount).toBe(-Math.floor((base * PROMO_CAP_PERCENT) / 100));
    expect(cappedQuote.quote.price.totalPrice).toBeGreaterThan(0);

    const freeQuote = await saveQuote({ ...small, promoCode: free });
    expect(freeQuote.quote.price.totalPrice).toBe(0);
    const booked = await book(freeQuote.token, '09:00');
    expect(booked.status).toBe(201);
    expect(booked.body.booking.status).toBe('confirmed');
    expect(booked.body.booking.holdExpiresAt).toBeNull();
    expect((await promoCodesRepository(config).countUses(free)).total).toBe(1);
    // Nothing to pay: there is no checkout to open for it.
    const checkout = await api('POST', '/api/bookings/checkout', { from: newClientAddress(), headers: clockHeaders(), body: { quoteToken: freeQuote.token } });
    expect(checkout.status).toBe(409);
  }, 60_000);

  it('answers 404 for a link that opens no quote', async () => {
    const response = await applyCode('a'.repeat(60), 'ANYCODE');
    expect(response.status).toBe(404);
  });
});
