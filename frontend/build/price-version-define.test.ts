import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dollars } from '#domain/shared/money.ts';
import { FIRST_PRICE_TABLE, type PriceTable } from '#domain/pricing/price-versions.ts';
import { FIRST_PRICING, type PricingContext } from '#domain/pricing/pricing-context.ts';
import { siteInputsHash } from '#infra/local/site-build.ts';
import { sitePricing } from '../src/site/site-pricing.ts';
import { priceVersionDefine } from './price-version-define.ts';

const sitePricingModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/site/site-pricing.ts');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'price-define-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** site-pricing.ts bundled by Vite as the site build bundles it, with `define`; its sitePricing. */
async function bundledSitePricing(name: string, define: Record<string, string>): Promise<PricingContext> {
  const entry = path.join(workDir, `${name}.ts`);
  writeFileSync(entry, `export { sitePricing, sitePriceTable } from ${JSON.stringify(sitePricingModule)};\n`);
  const outDir = path.join(workDir, name);
  const { build } = await import('vite');
  await build({
    configFile: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../vite.config.ts'),
    logLevel: 'silent',
    define,
    build: { ssr: entry, outDir, emptyOutDir: true, minify: false },
  });
  return ((await import(pathToFileURL(path.join(outDir, `${name}.js`)).href)) as { sitePricing: PricingContext }).sitePricing;
}

const saturdayUp = (cents: number): PriceTable => {
  const table = structuredClone(FIRST_PRICE_TABLE);
  for (const tier of [14, 25, 30, 50, 75] as const) table.hourlyRates[tier].SATURDAY += cents;
  return table;
};

describe('building the price version in effect into the site', () => {
  it('leaves the launch prices wherever the build defines nothing (tests, tsx)', () => {
    expect(sitePricing).toEqual(FIRST_PRICING);
  });

  it('defines the checked version as JSON under the global site-pricing.ts reads, version 1 when none is given', () => {
    const table = saturdayUp(dollars(40));
    expect(JSON.parse(priceVersionDefine({ version: 7, table })['__SITE_PRICE_VERSION__']!)).toEqual({ version: 7, table });
    expect(JSON.parse(priceVersionDefine(undefined)['__SITE_PRICE_VERSION__']!)).toEqual({ version: 1, table: FIRST_PRICE_TABLE });
  });

  it('refuses a table a save would refuse, naming the figure, and a version number below 1', () => {
    const absurd = saturdayUp(dollars(90_000));
    expect(() => priceVersionDefine({ version: 3, table: absurd })).toThrow(/hourlyRates/);
    expect(() => priceVersionDefine({ version: 0, table: FIRST_PRICE_TABLE })).toThrow(/version/);
    const missing = structuredClone(FIRST_PRICE_TABLE) as Partial<PriceTable>;
    delete missing.lilyPad;
    expect(() => priceVersionDefine({ version: 3, table: missing as PriceTable })).toThrow(/lilyPad/);
  });

  it('a bundle built with the define prices with that version and no rules', { timeout: 120_000 }, async () => {
    const table = saturdayUp(dollars(25));
    expect(await bundledSitePricing('defined', priceVersionDefine({ version: 5, table }))).toEqual({ version: 5, table, rules: [] });
  });

  it('another version in effect makes the local build stale (its inputs hash covers it)', () => {
    const first = siteInputsHash({ priceVersion: { version: 1, table: FIRST_PRICE_TABLE } });
    expect(siteInputsHash({ priceVersion: { version: 2, table: saturdayUp(dollars(10)) } })).not.toBe(first);
    expect(siteInputsHash({ priceVersion: { version: 1, table: structuredClone(FIRST_PRICE_TABLE) } })).toBe(first);
  });
});
