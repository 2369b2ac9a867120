import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSeoMeta } from '#domain/content/seo.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';

// Staff edit a page's SEO meta in the back office: the public SEO API serves the edit, and
// 'Reset to defaults' (confirmed) brings the catalogue defaults back. Axe clean throughout.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const faqMeta = async () => (await api('GET', '/api/seo/meta/faq', { from: newClientAddress() })).body as { meta: { metaTitle: string }; source: string };

describe('the back office: the SEO editor', () => {
  it("edits the FAQ page's meta title, which the site then serves, and resets it", async () => {
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(page, `${url}/admin/seo`, admin);
    await page.getByRole('heading', { level: 1, name: 'SEO' }).waitFor();
    await page.getByRole('table', { name: 'Pages of the site' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('faq');
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${url}/admin/seo?route=${encodeURIComponent('/faq')}`);
    const title = page.getByLabel('Meta title');
    expect(await title.inputValue()).toBe(defaultSeoMeta('/faq').metaTitle);

    const edited = `FAQ: Lake Travis party cruises answered ${Date.now()}`;
    await title.fill(edited);
    await expect.poll(() => page.getByTestId('seo-search-preview').textContent()).toContain(edited);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved the meta of FAQ').waitFor();
    expect(await faqMeta()).toMatchObject({ meta: { metaTitle: edited }, source: 'custom' });
    await page.getByRole('row').filter({ hasText: edited }).getByText('Customised').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await page.getByText('FAQ uses its default meta again').waitFor();
    expect(await page.getByLabel('Meta title').inputValue()).toBe(defaultSeoMeta('/faq').metaTitle);
    expect(await faqMeta()).toMatchObject({ meta: defaultSeoMeta('/faq'), source: 'default' });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
