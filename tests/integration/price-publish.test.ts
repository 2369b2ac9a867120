import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { addDays, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { dollars } from '#domain/shared/money.ts';
import { FIRST_PRICE_TABLE, type PriceTable } from '#domain/pricing/price-versions.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { pricingRepository } from '#functions/adapters/dynamodb/pricing-repository.ts';
import { storedSitePriceVersion } from '#functions/app/pricing/site-price-version.ts';
import { announcePriceVersionInEffect } from '#functions/app/pricing/price-version-announcement.ts';
import { isOwed } from '#tests/support/bus.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin } from './admin-support.ts';
import { apiLogin, api, newClientAddress } from './api-client.ts';

// The site follows the price version in effect (decision 026). The suites share one stack and
// price "today", so every version here starts on a day years ahead (2032-2040, random per run),
// and "today" is that day only for this file's own calls (the job's clock, a session signed in
// at that clock): nothing another suite prices with changes.

const config = loadConfig();
const pricing = pricingRepository(config);
const farFutureDay = (): IsoDate => addDays('2032-01-01', randomInt(0, 3000));
const saturdayUp = (cents: number): PriceTable => {
  const table = structuredClone(FIRST_PRICE_TABLE);
  for (const tier of [14, 25, 30, 50, 75] as const) table.hourlyRates[tier].SATURDAY += cents;
  return table;
};

/** Staff requests at another clock need a session signed in at that clock (refunds.test.ts). */
async function asAdminAt(clock: Date) {
  const { admin } = inject('stack');
  const login = await apiLogin({
    from: newClientAddress(),
    body: { email: admin.email, password: admin.password },
    headers: clockHeaders(clock),
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const cookie = (login.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
  return (method: string, path: string, body?: unknown) =>
    api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }), headers: { cookie, ...clockHeaders(clock) } });
}

/** Saves a version from a far-future day (another if another suite took that day); its number and day. */
async function saveVersion(post: (day: IsoDate) => ReturnType<typeof asAdmin>): Promise<{ version: number; day: IsoDate }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const day = farFutureDay();
    const response = await post(day);
    if (response.status === 422 && JSON.stringify(response.body).includes('PRICE_DATE_TAKEN')) continue;
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const saved = (await pricing.load()).versions.find((v) => v.effectiveFrom === day)!;
    return { version: saved.version, day };
  }
  throw new Error('Five far-future days were all taken');
}

/** The audit log's entry of an announcement (the audit consumer records every event). */
const auditedEvent = (eventId: string) => eventually(() => auditRepository(config).get(eventId));

describe('the price version the site is built with', () => {
  it('is the version in effect on the build day, read from the table', async () => {
    const table = saturdayUp(dollars(randomInt(5, 200)));
    const { version, day } = await saveVersion((effectiveFrom) => asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom, table }));
    expect(await storedSitePriceVersion(config, day)).toEqual({ version, table });
    expect(await storedSitePriceVersion(config, addDays(day, 1))).toEqual({ version, table });
    expect((await storedSitePriceVersion(config, addDays(day, -1))).version).not.toBe(version);
  });
});

describe('announcing another price version in effect (PriceVersionTookEffect republishes the site)', () => {
  it('the job announces a version on its first day once: not before, not again that day, not the day after', async () => {
    const table = saturdayUp(dollars(randomInt(5, 200)));
    const { version, day } = await saveVersion((effectiveFrom) => asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom, table }));
    // Saved for a later day: nothing announced with the save.
    expect(await pricing.announcement(version)).toBeNull();

    const before = await announcePriceVersionInEffect(config, instantAt(addDays(day, -1), '23:50'));
    expect(before.inEffect).not.toBe(version);
    expect(await pricing.announcement(version)).toBeNull();

    // Just after Austin midnight on its first day.
    const first = await announcePriceVersionInEffect(config, instantAt(day, '00:05'));
    expect(first).toEqual({ day, inEffect: version, announced: version });
    const marker = await pricing.announcement(version);
    expect(marker).not.toBeNull();
    expect(await auditedEvent(marker!.eventId)).toMatchObject({
      source: 'cruises.pricing',
      detailType: 'PriceVersionTookEffect',
      data: { priceVersion: version, effectiveFrom: day, inEffectOn: day, cause: 'date-reached' },
    });
    expect(await isOwed(marker!.eventId)).toBe(false);

    // Two runs at once later that day, and the day after: the version is announced already.
    const again = await Promise.all([
      announcePriceVersionInEffect(config, instantAt(day, '00:20')),
      announcePriceVersionInEffect(config, instantAt(day, '00:20')),
    ]);
    expect(again.map((run) => run.announced)).toEqual([null, null]);
    const nextDay = await announcePriceVersionInEffect(config, instantAt(addDays(day, 1), '00:05'));
    expect(nextDay.announced).not.toBe(version);
    expect(await pricing.announcement(version)).toEqual(marker);
  });

  it('a version saved in effect the day it is saved is announced with the save, and the job does not repeat it', async () => {
    const table = saturdayUp(dollars(randomInt(5, 200)));
    let clock = new Date();
    const { version, day } = await saveVersion(async (effectiveFrom) => {
      // "Today" for this save is the version's own first day.
      clock = instantAt(effectiveFrom, '10:00');
      return (await asAdminAt(clock))('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom, table, note: 'Saturday up from today' });
    });
    const marker = await pricing.announcement(version);
    expect(marker?.announcedAt).toBe(clock.toISOString());
    expect(await auditedEvent(marker!.eventId)).toMatchObject({
      source: 'cruises.pricing',
      detailType: 'PriceVersionTookEffect',
      data: { priceVersion: version, effectiveFrom: day, inEffectOn: day, cause: 'saved', savedBy: adminEmail },
    });
    expect(await isOwed(marker!.eventId)).toBe(false);

    expect(await announcePriceVersionInEffect(config, instantAt(day, '10:15'))).toEqual({ day, inEffect: version, announced: null });
    expect(await pricing.announcement(version)).toEqual(marker);
  });

  it('a refused save announces nothing', async () => {
    const table = saturdayUp(dollars(randomInt(5, 200)));
    const { day } = await saveVersion((effectiveFrom) => asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom, table }));
    const lastVersion = (await pricing.load()).lastVersion;
    // A second version on a day already taken, saved as that day's "today": 422, nothing stored or announced.
    const taken = await (await asAdminAt(instantAt(day, '09:00')))('POST', '/api/admin/pricing', {
      action: 'newVersion',
      effectiveFrom: day,
      table: saturdayUp(dollars(1)),
    });
    expect(taken.status).toBe(422);
    expect(await pricing.announcement(lastVersion + 1)).toBeNull();
  });
});
