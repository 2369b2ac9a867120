import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unhelpfulLowerBound } from '#domain/content/faq-review.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { faqFeedbackRepository } from '#functions/adapters/dynamodb/faq-feedback-repository.ts';
import { faqOverridesRepository, storedFaqOverrides } from '#functions/adapters/dynamodb/faq-overrides-repository.ts';
import { projectRoot } from '#infra/shared/project-root.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { withFaqLock } from '#tests/support/stack-lock.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { faqEntries, REVIEW_FAQ_IDS, SITE_FAQ } from '../../frontend/src/site/content/site-faq.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Staff read the 'Was this helpful?' votes at /admin/faq-review (decision 032): each answer with
// its question and tallies, most surely unhelpful first (the share's Wilson lower bound) or in page
// order; axe clean on a desktop and a phone.

const { url, admin } = inject('stack');
const config = loadConfig();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the FAQ review', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`lists each answer's votes beside its question and sorts by how surely each is unhelpful (${viewport.width} px)`, async () => {
      // Votes on a question the site shows, and on one that is no longer there.
      const feedback = faqFeedbackRepository(config);
      const question = SITE_FAQ[0]!;
      const gone = `gone-${randomUUID()}`;
      const at = new Date().toISOString();
      for (let vote = 0; vote < 40; vote += 1) await feedback.record({ page: '/faq', faqId: gone, helpful: false, at });
      await feedback.record({ page: '/faq', faqId: question.id, helpful: true, at });
      const tally = (await feedback.forPage('/faq')).find((candidate) => candidate.faqId === question.id)!;

      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/faq-review`, admin);
        await page.getByRole('heading', { level: 1, name: 'FAQ review' }).waitFor();
        const table = page.getByRole('table');
        await table.waitFor();
        const row = page.getByTestId(`faq-row-/faq#${question.id}`);
        expect(await row.getByRole('rowheader').textContent()).toBe(`${question.question}/faq`);
        expect(await row.getByRole('cell').allTextContents()).toEqual([
          String(tally.helpful),
          String(tally.notHelpful),
          `${Math.round((tally.notHelpful / (tally.helpful + tally.notHelpful)) * 100)}%`,
          `${Math.round((unhelpfulLowerBound(tally) ?? 0) * 100)}%`,
        ]);
        // Each figure carries its column's name, which a phone shows beside it when rows stack into cards.
        expect(await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label')))).toEqual(
          (await table.getByRole('columnheader').allTextContents()).slice(1),
        );
        const goneRow = page.getByTestId(`faq-row-/faq#${gone}`);
        expect(await goneRow.getByRole('rowheader').textContent()).toContain(`No longer on the page (${gone})`);
        expect(await goneRow.getByRole('cell').allTextContents()).toEqual(['0', '40', '100%', '91%']);
        expect(await table.getByRole('columnheader', { name: 'Unhelpful, at least' }).getAttribute('aria-sort')).toBe('descending');
        // Most surely unhelpful first: nothing is above a row that every one of 40 readers found
        // unhelpful (at least 91%) unless it is as surely bad; a single 'no' (21%) is far below.
        const bounds = (await page.locator('tbody tr td:last-child').allTextContents()).map((text) => Number.parseInt(text, 10));
        expect(bounds[0]).toBeGreaterThanOrEqual(91);
        expect(bounds.filter((bound) => !Number.isNaN(bound))).toEqual(bounds.filter((bound) => !Number.isNaN(bound)).sort((a, b) => b - a));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        // By keyboard, as on a phone the table scrolls under the back office's bar.
        await table.getByRole('button', { name: 'Page and question' }).focus();
        await page.keyboard.press('Enter');
        expect(await table.getByRole('columnheader', { name: 'Page and question' }).getAttribute('aria-sort')).toBe('ascending');
        expect(await page.getByRole('table').getByRole('caption').textContent()).toContain('in page order');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }

  it(
    'reorders a page’s answers, and the rebuilt page and its FAQPage JSON-LD show the new order',
    () =>
      withFaqLock(async () => {
        const pagePath = '/testimonials-faq';
        const [first, second] = faqEntries(REVIEW_FAQ_IDS);
        const outDir = path.join(projectRoot, 'dist', `e2e-faq-site-${randomUUID()}`);
        const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
        try {
          await signInAt(page, `${url}/admin/faq-review`, admin);
          await page.getByRole('heading', { level: 1, name: 'FAQ review' }).waitFor();
          await page.getByLabel('Page', { exact: true }).selectOption(pagePath);
          await page.getByRole('button', { name: 'Move question 2 up' }).click();
          expect(await page.getByLabel('Question 1', { exact: true }).inputValue()).toBe(second!.question);
          expect(await axeViolations(page)).toEqual([]);
          await page.getByRole('button', { name: 'Save the FAQ' }).click();
          await page.locator('.toast').filter({ hasText: 'Saved the FAQ' }).waitFor();
          const stored = (await faqOverridesRepository(config).get())?.overrides[pagePath];
          expect(stored?.slice(0, 2).map((item) => item.id)).toEqual([second!.id, first!.id]);
          expect(problems).toEqual([]);

          await buildSiteApart({ outDir, sourcemapsDir: `${outDir}-maps`, faqOverrides: await storedFaqOverrides(config) });
          const html = readFileSync(path.join(outDir, pagePath.slice(1), 'index.html'), 'utf8');
          const firstAt = (text: string, question: string) =>
            text.indexOf(question.replace(/'/g, '&#x27;')) >= 0 ? text.indexOf(question.replace(/'/g, '&#x27;')) : text.indexOf(question);
          const body = html.slice(html.indexOf('<div id="root"'));
          expect(firstAt(body, second!.question)).toBeGreaterThan(0);
          expect(firstAt(body, second!.question)).toBeLessThan(firstAt(body, first!.question));
          const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
          const faqPage = jsonLd.flatMap((entry) => (Array.isArray(entry) ? entry : [entry])).find((entry) => entry['@type'] === 'FAQPage');
          expect(faqPage.mainEntity.slice(0, 2).map((question: { name: string }) => question.name)).toEqual([second!.question, first!.question]);
        } finally {
          await page.context().close();
          rmSync(outDir, { recursive: true, force: true });
          rmSync(`${outDir}-maps`, { recursive: true, force: true });
          const version = ((await asAdmin('GET', '/api/admin/faq-review')).body as { faq: { version: number; overrides: Record<string, unknown> } }).faq;
          if (version.overrides[pagePath])
            expect((await asAdmin('PUT', '/api/admin/faq-review', { version: version.version, page: pagePath, items: null })).status).toBe(200);
        }
      }),
    600_000,
  );
});
