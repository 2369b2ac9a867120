import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, instantAt } from '#domain/shared/dates.ts';
import { dollars } from '#domain/shared/money.ts';
import { FIRST_PRICE_TABLE, type PriceTable } from '#domain/pricing/price-versions.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { pricingRepository } from '#functions/adapters/dynamodb/pricing-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { asAdmin, contactFor, guestQuote, privateSelection, today, uniqueEmail } from './admin-support.ts';

// The suites share one stack and price quotes "today": these tests never save a version in effect
// today (a version years ahead is priced by calling the functions with that day as their clock)
// and put rules only on a cruise date claimed for this file alone.

const config = loadConfig();
const stored = () => pricingRepository(config).load();
const withSaturday25 = (delta: number): PriceTable => {
  const table = structuredClone(FIRST_PRICE_TABLE);
  table.hourlyRates[25].SATURDAY += delta;
  return table;
};
/** A day years past every other suite's clock, different on every run. */
const farFutureDay = () => addDays('2032-01-01', randomInt(0, 3000));

describe('price versions', () => {
  it('refuses a bad table, a past date and a second version on one date, naming the field, and stores nothing', async () => {
    const before = await stored();
    const negative = structuredClone(FIRST_PRICE_TABLE);
    negative.crewFeePerHour[30] = -5000;
    const bad = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: farFutureDay(), table: negative });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['table.crewFeePerHour.30']);

    const absurd = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: farFutureDay(), table: withSaturday25(dollars(90_000)) });
    expect(absurd.status).toBe(400);
    expect(Object.keys((absurd.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['table.hourlyRates.25.SATURDAY']);

    const past = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: addDays(today(), -1), table: FIRST_PRICE_TABLE });
    expect(past.status).toBe(422);
    expect((past.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('effectiveFrom');
    expect((await stored()).versions).toEqual(before.versions);

    const day = farFutureDay();
    expect((await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: day, table: withSaturday25(dollars(5)) })).status).toBe(201);
    const twice = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: day, table: withSaturday25(dollars(10)) });
    expect(twice.status).toBe(422);
    expect((twice.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('effectiveFrom');
    const onDay = (await stored()).versions.filter((v) => v.effectiveFrom === day);
    expect(onDay.map((v) => v.table.hourlyRates[25].SATURDAY)).toEqual([FIRST_PRICE_TABLE.hourlyRates[25].SATURDAY + dollars(5)]);
  });

  it('a version taking effect prices new quotes from its first day, and a quote issued before keeps its price', async () => {
    const from = farFutureDay();
    // A rise no other version of this shared table has, so the prices before and after must differ.
    const rise = dollars(randomInt(26, 500));
    const created = await asAdmin('POST', '/api/admin/pricing', {
      action: 'newVersion',
      effectiveFrom: from,
      table: withSaturday25(rise),
      note: 'Saturday up',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const version = (await stored()).versions.find((v) => v.effectiveFrom === from)!.version;

    let saturday = addDays(from, 40);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const selection = privateSelection({ groupSize: 20, eventDate: saturday, packageType: 'standard', lilyPad: false });
    const quoteOn = async (day: string) =>
      expectDone(
        await saveQuote(
          config,
          { selection, contact: contactFor(uniqueEmail('pricing')), source: 'staff', createdBy: 'staff@test.example' },
          { now: instantAt(day, '12:00') },
        ),
      );

    const held = await quoteOn(addDays(from, -1));
    const after = await quoteOn(from);
    expect(held.record.price.priceVersion).not.toBe(version);
    expect(after.record.price.priceVersion).toBe(version);
    // Four hours of the difference between the two tables' rates, before tax and gratuity.
    const heldTable = (await stored()).versions.find((v) => v.version === held.record.price.priceVersion)?.table ?? FIRST_PRICE_TABLE;
    const difference = FIRST_PRICE_TABLE.hourlyRates[25].SATURDAY + rise - heldTable.hourlyRates[25].SATURDAY;
    expect(difference).not.toBe(0);
    expect(after.record.price.breakdown.subtotal - held.record.price.breakdown.subtotal).toBe(4 * difference);

    const reread = await quotesRepository(config).get(held.record.id);
    expect(reread?.price).toEqual(held.record.price);
  });

  it('a version already in effect cannot be edited', async () => {
    const response = await asAdmin('POST', '/api/admin/pricing', { action: 'editVersion', version: 1, table: withSaturday25(dollars(1)) });
    expect(response.status).toBe(422);
  });
});

describe('pricing rules', () => {
  it('a rule changes /api/quotes for a day inside it and not outside, and an overlapping rule is refused naming it', async () => {
    const saturday = freshCruiseDate(6);
    const name = `Test holiday ${randomInt(1e9)}`;
    const rule = { name, kind: 'holiday', startDate: saturday, endDate: saturday, percent: 15, appliesTo: 'private', tiers: [25] };
    const created = await asAdmin('POST', '/api/admin/pricing', { action: 'newRule', rule });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { rules: { id: string; name: string }[] }).rules.find((r) => r.name === name)!.id;
    try {
      const inside = await guestQuote(uniqueEmail('rule'), privateSelection({ groupSize: 20, eventDate: saturday }));
      const outside = await guestQuote(uniqueEmail('rule'), privateSelection({ groupSize: 20, eventDate: addDays(saturday, 7) }));
      const base = (date: string) => priceQuoteSelection(privateSelection({ groupSize: 20, eventDate: date }), today(), FIRST_PRICING);
      expect(inside.quote.price.totalPrice).toBe(
        priceQuoteSelection(privateSelection({ groupSize: 20, eventDate: saturday }), today(), { ...FIRST_PRICING, rules: [{ ...rule, id } as never] })
          .totalPrice,
      );
      expect(inside.quote.price.totalPrice).toBeGreaterThan(base(saturday).totalPrice);
      expect(outside.quote.price.totalPrice).toBe(base(addDays(saturday, 7)).totalPrice);

      const overlap = await asAdmin('POST', '/api/admin/pricing', {
        action: 'newRule',
        rule: { ...rule, name: 'Another', tiers: undefined, appliesTo: 'both', kind: 'peak', percent: 5 },
      });
      expect(overlap.status).toBe(409);
      expect((overlap.body as { error: { message: string } }).error.message).toContain(name);
    } finally {
      // Switched off, the rule prices nothing and overlaps nothing.
      expect((await asAdmin('POST', '/api/admin/pricing', { action: 'editRule', id, rule: { ...rule, active: false } })).status).toBe(200);
    }
  });

  it('refuses a rule ending before it starts or out of bounds, naming the field, and stores nothing', async () => {
    const before = (await stored()).rules.length;
    const reversed = await asAdmin('POST', '/api/admin/pricing', {
      action: 'newRule',
      rule: { name: 'Backwards', kind: 'peak', startDate: '2031-06-10', endDate: '2031-06-01', percent: 10, appliesTo: 'both' },
    });
    expect(reversed.status).toBe(400);
    expect(Object.keys((reversed.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['rule.endDate']);
    const tooMuch = await asAdmin('POST', '/api/admin/pricing', {
      action: 'newRule',
      rule: { name: 'Greedy', kind: 'peak', startDate: '2031-06-01', endDate: '2031-06-10', percent: 80, appliesTo: 'both' },
    });
    expect(tooMuch.status).toBe(400);
    expect(Object.keys((tooMuch.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['rule.percent']);
    expect((await stored()).rules.length).toBe(before);
  });
});
