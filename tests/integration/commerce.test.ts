import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { cancellationTerms, holdExpiresAt } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { BookingSlot } from '#domain/booking/booking.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import type { PromoCode } from '#domain/pricing/promo-codes.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { promoCodesRepository, promoCustomer } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders, testToday } from '#tests/support/test-clock.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, config, discoSelection, leadGuest, privateSelection } from './booking-support.ts';

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

function promoTerms(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'percent',
    value: 10,
    validFrom: addDays(testToday(), -1),
    validTo: addDays(testToday(), 30),
    cruiseKinds: ['private', 'disco'],
    ...overrides,
  };
}

const saveQuote = (selection: QuoteSelection, email = leadGuest().email) =>
  api('POST', '/api/quotes', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...clockHeaders() },
    body: { selection, contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' } },
  });

describe('the add-on catalogue and promo codes (decision 027)', () => {
  it('staff add a product and a code; a bad field is refused by name and stores nothing', async () => {
    const id = `bubbles-${randomUUID().slice(0, 8)}`;
    const bad = await asAdmin('POST', '/api/admin/products', {
      id,
      name: 'Bubble machine',
      per: 'cruise',
      unitAmount: -100,
      boats: ['boat_day_tripper'],
      cruiseKinds: ['private'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('unitAmount');
    expect((await asAdmin('GET', '/api/admin/products')).body.products.map((p: { id: string }) => p.id)).not.toContain(id);

    const created = await asAdmin('POST', '/api/admin/products', {
      id,
      name: 'Bubble machine',
      per: 'cruise',
      unitAmount: 4500,
      boats: ['boat_day_tripper'],
      cruiseKinds: ['private'],
    });
    expect(created.status).toBe(201);
    expect(
      (
        await asAdmin('POST', '/api/admin/products', {
          id,
          name: 'Again',
          per: 'cruise',
          unitAmount: 4500,
          boats: ['boat_day_tripper'],
          cruiseKinds: ['private'],
        })
      ).status,
    ).toBe(409);
    const edited = await asAdmin('PUT', `/api/admin/products/${id}`, {
      name: 'Bubble machine',
      per: 'cruise',
      unitAmount: 5500,
      boats: ['boat_day_tripper'],
      cruiseKinds: ['private'],
      active: false,
    });
    expect(edited.body.product).toMatchObject({ id, unitAmount: 5500, active: false });
    const offered = await api('GET', '/api/add-ons', { from: newClientAddress() });
    expect(offered.body.addOns.map((p: { id: string }) => p.id)).toContain('decorations');
    expect(offered.body.addOns.map((p: { id: string }) => p.id)).not.toContain(id);

    const code = uniqueCode('TEST');
    const badCode = await asAdmin('POST', '/api/admin/promo-codes', { code, ...promoTerms({ validTo: addDays(testToday(), -5) }) });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.fields).toHaveProperty('validTo');
    expect((await asAdmin('POST', '/api/admin/promo-codes', { code: code.toLowerCase(), ...promoTerms() })).status).toBe(201);
    const listed = (await asAdmin('GET', '/api/admin/promo-codes')).body.codes.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ code, uses: 0, stackable: false, totalLimit: null });
  });

  it('holds a guest to the most of a product staff have for one cruise, and refuses a limit outside 1 to 10 by name', async () => {
    const id = `lily-${randomUUID().slice(0, 8)}`;
    const product = { name: 'Giant lily pad', per: 'cruise', unitAmount: 5000, boats: ['boat_day_tripper'], cruiseKinds: ['private'] };
    for (const maxQuantity of [0, 11, 2.5]) {
      const refused = await asAdmin('POST', '/api/admin/products', { id, ...product, maxQuantity });
      expect(refused.status, String(maxQuantity)).toBe(400);
      expect(refused.body.error.fields.maxQuantity).toBe('Enter how many one cruise may take, 1 to 10.');
    }
    expect((await asAdmin('POST', '/api/admin/products', { id, ...product, maxQuantity: 2 })).status).toBe(201);
    try {
      const offered = await api('GET', '/api/add-ons', { from: newClientAddress() });
      expect(offered.body.addOns.find((addOn: { id: string }) => addOn.id === id)).toMatchObject({ maxQuantity: 2 });
      const selection = (quantity: number) => ({ ...privateSelection(freshCruiseDate(3), 10), addOns: [{ productId: id, quantity }] });
      const tooMany = await saveQuote(selection(3));
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.error.fields['selection.addOns.0.quantity']).toBe('Giant lily pad: at most 2 on one cruise.');
      const two = await saveQuote(selection(2));
      expect(two.status, JSON.stringify(two.body)).toBe(201);
      expect(two.body.quote.price.breakdown.lineItems).toContainEqual(expect.objectContaining({ label: 'Giant lily pad', amount: 10000, quantity: 2 }));
    } finally {
      await asAdmin('PUT', `/api/admin/products/${id}`, { ...product, maxQuantity: 2, active: false });
    }
  });

  it('a guest quote prices add-ons and the code on the server and itemises both; a refused code says why and stores nothing', async () => {
    const code = uniqueCode('TAKE');
    await asAdmin('POST', '/api/admin/promo-codes', { code, ...promoTerms({ kind: 'amount', value: 10000, minGroupSize: 15 }) });
    const date = freshCruiseDate(2);
    const selection = {
      ...privateSelection(date, 20),
      addOns: [
        { productId: 'coolers-on-ice', quantity: 2 },
        { productId: 'photographer', quantity: 1 },
      ],
      promoCode: code.toLowerCase(),
    };
    const quote = await saveQuote(selection);
    expect(quote.status).toBe(201);
    const lines = quote.body.quote.price.breakdown.lineItems;
    expect(lines.filter((line: { code: string }) => line.code === 'ADD_ON')).toEqual([
      expect.objectContaining({ label: 'Coolers on ice', amount: 5000, quantity: 2 }),
      expect.objectContaining({ label: 'Professional photographer', amount: 35000 }),
    ]);
    expect(lines.at(-1)).toEqual({ code: 'PROMO_DISCOUNT', label: `Promo code ${code}`, amount: -10000 });
    const plain = priceQuoteSelection(privateSelection(date, 20), testToday(), FIRST_PRICING);
    expect(quote.body.quote.price.breakdown.subtotal).toBe(plain.breakdown.subtotal + 5000 + 35000 - 10000);

    const small = await saveQuote({ ...privateSelection(date, 10), promoCode: code });
    expect(small.status).toBe(422);
    expect(small.body.error.fields['selection.promoCode']).toContain('groups of 15');
    const check = await api('POST', '/api/promo-codes/check', {
      from: newClientAddress(),
      headers: clockHeaders(),
      body: { selection: { ...discoSelection(freshCruiseDate(6), 10), promoCode: 'NOSUCHCODE' } },
    });
    expect(check.body).toMatchObject({ applied: false, reason: 'UNKNOWN' });
    const applied = await api('POST', '/api/promo-codes/check', {
      from: newClientAddress(),
      headers: clockHeaders(),
      body: { selection: { ...discoSelection(freshCruiseDate(6), 16), promoCode: code } },
    });
    expect(applied.body).toMatchObject({ applied: true, discount: 10000 });
    const notOffered = await saveQuote({ ...discoSelection(freshCruiseDate(5), 10), addOns: [{ productId: 'dj', quantity: 1 }] });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.error.fields).toHaveProperty('selection.addOns.0.productId');
  });

  it('a booking counts its use, a second booking by the same customer is refused at the limit, and a cancellation gives the use back', async () => {
    const code = uniqueCode('ONCE');
    await asAdmin('POST', '/api/admin/promo-codes', { code, ...promoTerms({ perCustomerLimit: 1, totalLimit: 5 }) });
    const guest = leadGuest();
    const first = await saveQuote({ ...privateSelection(freshCruiseDate(1), 20), promoCode: code }, guest.email);
    const second = await saveQuote({ ...privateSelection(freshCruiseDate(1), 20), promoCode: code }, guest.email);
    const booked = await book(first.body.token, '09:00', { guest });
    expect(booked.status).toBe(201);
    expect(await promoCodesRepository(config).countUses(code, guest.email)).toEqual({ total: 1, customer: 1 });
    const refused = await book(second.body.token, '09:00', { guest });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PROMO_CODE_CUSTOMER_LIMIT');

    const cancelled = await asAdmin('POST', `/api/admin/bookings/${booked.body.booking.id}/cancel`, { reason: 'Guest changed plans' });
    expect(cancelled.status).toBe(200);
    expect(await promoCodesRepository(config).countUses(code, guest.email)).toEqual({ total: 0, customer: 0 });
    expect((await book(second.body.token, '09:00', { guest })).status).toBe(201);
  }, 60_000);
});

const PRIVATE_STARTS = [
  { start: '09:00', end: '13:00' },
  { start: '13:30', end: '17:30' },
  { start: '18:00', end: '22:00' },
] as const;
const BOATS = ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'] as const;

/** `count` distinct private boat-slots on fresh Mondays: nine a day (three boats, three times). */
function freeSlots(count: number): BookingSlot[] {
  const slots: BookingSlot[] = [];
  while (slots.length < count) {
    const date = freshCruiseDate(1);
    for (const boatId of BOATS) for (const time of PRIVATE_STARTS) slots.push({ kind: 'private', date, ...time, boatId, seats: 10 });
  }
  return slots.slice(0, count);
}

/** A private booking of the slot with the code, as the booking service builds it. */
function bookingWithCode(slot: BookingSlot, code: string, email: string): StoredBooking {
  const now = new Date();
  const selection = { ...privateSelection(slot.date, 10), promoCode: code };
  const price = priceQuoteSelection(selection, calendarDateIn(now), FIRST_PRICING);
  return {
    id: randomUUID(),
    quoteId: randomUUID(),
    quoteToken: randomUUID(),
    selection,
    price,
    deposit: calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: slot.date, today: calendarDateIn(now) }),
    slot,
    leadGuest: { ...leadGuest(), email },
    status: 'pending_deposit',
    holdExpiresAt: holdExpiresAt(now),
    payments: [],
    cancellation: cancellationTerms('private', slot.date, now),
    createdAt: now.toISOString(),
    moves: [],
    events: [],
    revision: 1,
    promoUse: { code, customer: promoCustomer(email) },
  };
}

/** Books every slot at once, each booking with the code; each slot is free, so only the code's limits can refuse one. */
async function simultaneousBookings(promo: PromoCode, emails: readonly string[]) {
  const codes = promoCodesRepository(config);
  await codes.create(promo);
  const slots = freeSlots(emails.length);
  const repository = bookingsRepository(config);
  const results = await Promise.all(
    emails.map((email, index) =>
      storedWithoutAnnouncing((event) =>
        repository.create(
          bookingWithCode(slots[index]!, promo.code, email),
          event,
          0,
          { key: randomUUID(), requestHash: 'h', expiresAt: Math.floor(Date.now() / 1000) + 600 },
          codes.guardsForUse(promo, email),
        ),
      ),
    ),
  );
  return results.map((result) => result.outcome);
}

describe('a promo code is never used past its limits', () => {
  const terms = (code: string, totalLimit: number | null, perCustomerLimit: number | null): PromoCode => ({
    code,
    description: '',
    kind: 'percent',
    value: 10,
    validFrom: testToday(),
    validTo: addDays(testToday(), 30),
    minGroupSize: 1,
    cruiseKinds: ['private'],
    totalLimit,
    perCustomerLimit,
    stackable: false,
    allowsFree: false,
    active: true,
  });

  it('100 simultaneous bookings against a total limit of 7 make exactly 7', async () => {
    const code = uniqueCode('RACE');
    const outcomes = await simultaneousBookings(
      terms(code, 7, null),
      Array.from({ length: 100 }, () => leadGuest().email),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(7);
    expect(outcomes.filter((o) => o === 'guard-failed')).toHaveLength(93);
    expect((await promoCodesRepository(config).countUses(code)).total).toBe(7);
  }, 180_000);

  it('30 simultaneous bookings by one customer against a per-customer limit of 3 make exactly 3', async () => {
    const code = uniqueCode('MINE');
    const email = leadGuest().email;
    const outcomes = await simultaneousBookings(
      terms(code, null, 3),
      Array.from({ length: 30 }, () => email),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(3);
    expect(await promoCodesRepository(config).countUses(code, email)).toEqual({ total: 3, customer: 3 });
  }, 180_000);
});
