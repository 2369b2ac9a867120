import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { centsToDecimalString, dollars, formatMoney } from '#domain/shared/money.ts';
import { priceTableTier } from '#domain/pricing/price-table.ts';
import { FIRST_PRICE_TABLE, type PriceTable } from '#domain/pricing/price-versions.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { pricingRepository } from '#functions/adapters/dynamodb/pricing-repository.ts';
import { storedSitePriceVersion } from '#functions/app/pricing/site-price-version.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { createMediaFiles } from '#infra/local/media-files.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, hydrate, launchChromium, openPage } from '#tests/support/browser.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Staff raise the Saturday rate from a day D; the site built as the republisher builds it on D
// (the price version in effect that day, the build's clock at D) shows the new Saturday prices in
// the pricing table and in the JSON-LD offers, before and after the page hands itself to React.
// D is years ahead (2041-2049, random per run): every other suite prices with today's version, and
// dist/site, which every suite reads, is never rebuilt here (the site goes to a folder of its own,
// served by a gateway of its own, as tests/e2e/blog.test.ts does).

const config = loadConfig();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const TIER = 25;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A Saturday rise on every boat; staff save it from a far-future day (another if that day is taken). */
async function saveSaturdayRise(table: PriceTable): Promise<{ version: number; day: IsoDate }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const day = addDays('2041-01-01', randomInt(0, 9 * 365));
    const response = await asAdmin('POST', '/api/admin/pricing', { action: 'newVersion', effectiveFrom: day, table, note: 'Saturdays up' });
    if (response.status === 422 && JSON.stringify(response.body).includes('PRICE_DATE_TAKEN')) continue;
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { version: (await pricingRepository(config).load()).versions.find((v) => v.effectiveFrom === day)!.version, day };
  }
  throw new Error('Five far-future days were all taken');
}

interface JsonLdProduct {
  '@type'?: string;
  name?: string;
  offers?: Array<{ name: string; price: string }>;
}

describe('the public pages follow the price version in effect', () => {
  it('a higher Saturday rate saved from day D shows in the pricing table and the JSON-LD offers of the site built on D', { timeout: 900_000 }, async () => {
    const table = structuredClone(FIRST_PRICE_TABLE);
    const rise = dollars(randomInt(30, 400));
    for (const tier of [14, 25, 30, 50, 75] as const) table.hourlyRates[tier].SATURDAY += rise;
    const { version, day } = await saveSaturdayRise(table);

    // What the republisher reads when it builds on D, and the build's clock at D.
    const priceVersion = await storedSitePriceVersion(config, day);
    expect(priceVersion).toEqual({ version, table });
    const workDir = mkdtempSync(path.join(tmpdir(), 'price-site-'));
    const siteDir = path.join(workDir, 'site');
    await buildSiteApart({ outDir: siteDir, sourcemapsDir: path.join(workDir, 'maps'), now: instantAt(day, '00:20'), priceVersion });
    const gateway = createGateway({
      siteDir,
      mediaFiles: createMediaFiles({
        s3Endpoint: config.S3_ENDPOINT ?? '',
        mediaBucket: config.MEDIA_BUCKET ?? '',
        uploadsBucket: config.MEDIA_UPLOAD_BUCKET ?? '',
      }),
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

    const tier = priceTableTier(table, TIER);
    const saturdayTotal = tier.packages.standard.totalPrices.SATURDAY;
    expect(saturdayTotal).toBeGreaterThan(priceTableTier(FIRST_PRICE_TABLE, TIER).packages.standard.totalPrices.SATURDAY);
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, problems } = await openPage(browser, viewport);
        expect((await page.goto(`${site}/private-cruises`))?.status()).toBe(200);
        const card = page.locator(`article[aria-labelledby="tier-${TIER}-SATURDAY"]`);
        const shown = async () => ({
          rate: await card.locator('.tier-card__amount').textContent(),
          standard: await card.locator('.tier-card__package-price').first().textContent(),
        });
        const expected = { rate: formatMoney(table.hourlyRates[TIER].SATURDAY), standard: formatMoney(saturdayTotal) };
        expect(await page.getByRole('tab', { name: 'Saturday' }).getAttribute('aria-selected')).toBe('true');
        expect(await shown()).toEqual(expected);

        const products = (await page.locator('script[type="application/ld+json"]').allTextContents())
          .flatMap((text) => [JSON.parse(text) as JsonLdProduct | JsonLdProduct[]].flat())
          .filter((item) => item['@type'] === 'Product');
        const product = products.find((item) => item.name?.includes(`(${tier.minGuests}-${tier.maxGuests} guests)`));
        expect(product?.offers?.find((offer) => offer.name === `${tier.packages.standard.name}, Saturday`)?.price).toBe(centsToDecimalString(saturdayTotal));

        // The hydrated app prices with the same version: nothing changes and React reports no mismatch.
        await hydrate(page);
        expect(await shown()).toEqual(expected);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
