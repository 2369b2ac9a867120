import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { businessFactDefaults, businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { businessFactsDefine, canonicalJson } from './business-facts-define.ts';

const businessModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../domain/site/business.ts');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'facts-define-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** domain/site/business.ts bundled by Vite as the site build bundles it, with `define`; its businessFacts. */
async function bundledFacts(name: string, define: Record<string, string> | undefined): Promise<BusinessFacts> {
  const entry = path.join(workDir, `${name}.ts`);
  writeFileSync(entry, `export { businessFacts } from ${JSON.stringify(businessModule)};\n`);
  const outDir = path.join(workDir, name);
  const { build } = await import('vite');
  await build({ configFile: false, logLevel: 'silent', ...(define ? { define } : {}), build: { ssr: entry, outDir, emptyOutDir: true, minify: false } });
  const module = (await import(pathToFileURL(path.join(outDir, `${name}.js`)).href)) as { businessFacts: BusinessFacts };
  return module.businessFacts;
}

describe('building the stored business facts into the site', () => {
  it('leaves the defaults wherever the build defines nothing (tests, tsx, Lambda bundles)', () => {
    expect(businessFacts).toEqual(businessFactDefaults);
  });

  it('defines the checked overrides as JSON under the global domain/site/business.ts reads', () => {
    expect(businessFactsDefine({ foundedYear: 2012 })).toEqual({ __BUSINESS_FACT_OVERRIDES__: '{"foundedYear":2012}' });
    expect(businessFactsDefine({})).toEqual({ __BUSINESS_FACT_OVERRIDES__: '{}' });
    expect(() => businessFactsDefine({ phone: { display: '(737) 555-0100', e164: '+17375550199' } })).toThrow();
    expect(() => businessFactsDefine({ name: 'Not a setting' })).toThrow();
  });

  it('makes businessFacts in a Vite bundle the defaults merged with the overrides, links recomputed', async () => {
    const overrides = { phone: { display: '(737) 555-0199', e164: '+17375550199' }, guestsServed: 150_000, rating: { value: 4.8 } };
    const facts = await bundledFacts('with-overrides', businessFactsDefine(overrides));
    expect(facts.phone).toEqual({ display: '(737) 555-0199', e164: '+17375550199', href: 'tel:+17375550199' });
    expect(facts.guestsServedDisplay).toBe('150,000+');
    expect(facts.rating).toEqual({ ...businessFactDefaults.rating, value: 4.8 });
    expect(facts.email).toEqual(businessFactDefaults.email);
    // And without a define the same module falls back to the defaults instead of failing.
    expect(await bundledFacts('without-define', undefined)).toEqual(businessFactDefaults);
  }, 60_000);

  it('hashes equal overrides alike whatever the order of their keys', () => {
    expect(canonicalJson({ rating: { value: 4.8, reviewCount: 3 }, foundedYear: 2012 })).toBe(
      canonicalJson({ foundedYear: 2012, rating: { reviewCount: 3, value: 4.8 } }),
    );
    expect(canonicalJson({ businessHours: [{ day: 'monday' }, { day: 'tuesday' }] })).not.toBe(
      canonicalJson({ businessHours: [{ day: 'tuesday' }, { day: 'monday' }] }),
    );
  });
});
