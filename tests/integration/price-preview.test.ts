import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { dollars } from '#domain/shared/money.ts';
import type { PricePreviewResponse } from '#domain/booking/price-preview.ts';
import { FIRST_PRICE_TABLE, type PriceTable } from '#domain/pricing/price-versions.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders, testClock, testToday } from '#tests/support/test-clock.ts';
import { asAdmin, contactFor, privateSelection, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// One price everywhere (issue 25, decision 035): what the chat's and the staff form's running
// price shows (POST /api/quotes/price, POST /api/admin/quotes/price) is, to the cent and line by
// line, what saving the quote stores, on days a seasonal rule prices and across a price version
// taking effect, neither of which the browser's built-in version knows.

const clock = (at: Date) => clockHeaders(at);

async function guestPreview(selection: QuoteSelection, at: Date = testClock, email?: string): Promise<PricePreviewResponse> {
  const response = await api('POST', '/api/quotes/price', { from: newClientAddress(), headers: clock(at), body: { selection, ...(email ? { email } : {}) } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PricePreviewResponse;
}

// Staff requests carry no test clock: a signed-in session seen hours ahead of real time is idle,
// and ending it would sign the suite out. Their day is the suite's day, so they price alike.
async function staffPreview(selection: QuoteSelection): Promise<PricePreviewResponse> {
  const response = await asAdmin('POST', '/api/admin/quotes/price', { selection });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PricePreviewResponse;
}

async function guestSave(selection: QuoteSelection, at: Date = testClock): Promise<PriceCalculationResult> {
  const response = await api('POST', '/api/quotes', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...clock(at) },
    body: { selection, contact: contactFor(uniqueEmail('preview')), source: 'chat' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { quote: { price: PriceCalculationResult } }).quote.price;
}

async function staffSave(selection: QuoteSelection): Promise<PriceCalculationResult> {
  const response = await asAdmin('POST', '/api/admin/quotes', { selection, contact: contactFor(uniqueEmail('preview')) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { quote: { price: PriceCalculationResult } }).quote.price;
}

const rules: { id: string; rule: Record<string, unknown> }[] = [];
const codes: { code: string; terms: Record<string, unknown> }[] = [];
afterAll(async () => {
  // Switched off, a rule prices nothing for the suites that share the stack; so is a code.
  for (const { id, rule } of rules) await asAdmin('POST', '/api/admin/pricing', { action: 'editRule', id, rule: { ...rule, active: false } });
  for (const { code, terms } of codes) await asAdmin('PUT', `/api/admin/promo-codes/${code}`, { ...terms, active: false });
});

async function newRule(date: IsoDate, percent: number): Promise<void> {
  const rule = { name: `Preview test ${randomInt(1e9)}`, kind: 'holiday', startDate: date, endDate: date, percent, appliesTo: 'both' };
  const created = await asAdmin('POST', '/api/admin/pricing', { action: 'newRule', rule });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  rules.push({ id: (created.body as { rules: { id: string; name: string }[] }).rules.find((r) => r.name === rule.name)!.id, rule });
}

describe('the running price is the saved price', () => {
  it('on seasonal-rule days and plain days, for the guest and for staff, private and disco', async () => {
    const ruleSaturday = freshCruiseDate(6);
    const ruleFriday = freshCruiseDate(5);
    await newRule(ruleSaturday, 20);
    await newRule(ruleFriday, 12);
    const plainSaturday = freshCruiseDate(6);
    const selections: QuoteSelection[] = [
      privateSelection({ groupSize: 20, eventDate: ruleSaturday, packageType: 'standard' }),
      privateSelection({ groupSize: 40, eventDate: ruleFriday, packageType: 'ultimate' }),
      privateSelection({ groupSize: 20, eventDate: plainSaturday, packageType: 'essentials', lilyPad: true }),
      { kind: 'disco', eventType: 'bachelorette', groupSize: 12, eventDate: ruleSaturday, discoPackage: 'disco_queen', brideIncluded: true },
    ];
    for (const selection of selections) {
      const [guest, staff] = await Promise.all([guestPreview(selection), staffPreview(selection)]);
      const [savedByGuest, savedByStaff] = await Promise.all([guestSave(selection), staffSave(selection)]);
      expect(guest.promoRefused).toBeNull();
      expect(guest.price).toEqual(savedByGuest);
      expect(staff.price).toEqual(savedByStaff);
      expect(staff.price).toEqual(guest.price);
    }
    // The rule days are where the browser's built-in version alone (the old preview) was wrong.
    for (const selection of selections.filter((s) => s.eventDate !== plainSaturday)) {
      expect((await guestPreview(selection)).price.totalPrice).not.toBe(priceQuoteSelection(selection, testToday(), FIRST_PRICING).totalPrice);
    }
  });

  it('across a price version taking effect: the day before prices with the old version, its first day with the new', async () => {
    const from = addDays('2032-01-01', randomInt(0, 3000));
    const table: PriceTable = structuredClone(FIRST_PRICE_TABLE);
    table.hourlyRates[25].SATURDAY += dollars(randomInt(26, 500));
    const created = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: from, table, note: 'Preview test' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let saturday = addDays(from, 40);
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    const selection = privateSelection({ groupSize: 20, eventDate: saturday, packageType: 'standard' });

    const before = instantAt(addDays(from, -1), '12:00');
    const after = instantAt(from, '12:00');
    const previewBefore = await guestPreview(selection, before);
    const previewAfter = await guestPreview(selection, after);
    expect(previewAfter.price.priceVersion).not.toBe(previewBefore.price.priceVersion);
    expect(previewAfter.price.totalPrice).toBeGreaterThan(previewBefore.price.totalPrice);
    expect(previewBefore.price).toEqual(await guestSave(selection, before));
    expect(previewAfter.price).toEqual(await guestSave(selection, after));
  });

  it('with a promo code: priced with it when it applies; priced without it, saying why, when saving would refuse it', async () => {
    const code = `PREVIEW${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const terms = {
      kind: 'percent',
      value: 10,
      validFrom: addDays(testToday(), -1),
      validTo: addDays(testToday(), 30),
      cruiseKinds: ['private'],
      minGroupSize: 15,
    };
    expect((await asAdmin('POST', '/api/admin/promo-codes', { code, ...terms })).status).toBe(201);
    codes.push({ code, terms });
    const selection = privateSelection({ groupSize: 20, eventDate: freshCruiseDate(2), promoCode: code });
    const applied = await guestPreview(selection);
    expect(applied.promoRefused).toBeNull();
    expect(applied.price.breakdown.lineItems.some((line) => line.code === 'PROMO_DISCOUNT')).toBe(true);
    expect(applied.price).toEqual(await guestSave(selection));

    const tooSmall = { ...selection, groupSize: 10 };
    const refused = await guestPreview(tooSmall);
    expect(refused.promoRefused?.reason).toBe('GROUP_TOO_SMALL');
    const { promoCode: _code, ...withoutCode } = tooSmall;
    expect(refused.price).toEqual(await guestSave(withoutCode));
    const save = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      headers: clock(testClock),
      body: { selection: tooSmall, contact: contactFor(uniqueEmail('preview')), source: 'chat' },
    });
    expect(save.status).toBe(422);
    expect((save.body as { error: { message: string } }).error.message).toBe(refused.promoRefused?.message);
  });

  it('refuses bad input with a 400 naming the field, and what the engine refuses as the save does', async () => {
    const bad = await api('POST', '/api/quotes/price', { from: newClientAddress(), body: { selection: { ...privateSelection(), groupSize: 'twenty' } } });
    expect(bad.status).toBe(400);
    const past = privateSelection({ eventDate: addDays(testToday(), -3) });
    const preview = await api('POST', '/api/quotes/price', { from: newClientAddress(), headers: clock(testClock), body: { selection: past } });
    const save = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      headers: clock(testClock),
      body: { selection: past, contact: contactFor(uniqueEmail('preview')), source: 'chat' },
    });
    expect(preview.status).toBe(save.status);
    expect((preview.body as { error: { code: string } }).error.code).toBe((save.body as { error: { code: string } }).error.code);
  });
});
