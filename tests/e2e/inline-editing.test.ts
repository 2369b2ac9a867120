import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentBlockDefinition, type AdminContentBlocksResponse } from '#domain/content/content-blocks.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { storedContentBlockOverrides } from '#functions/adapters/dynamodb/content-blocks-repository.ts';
import { projectRoot } from '#infra/shared/project-root.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { withContentBlocksLock } from '#tests/support/stack-lock.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Content blocks edited in place (decision 032): a signed-in member of staff presses Ctrl+E on the
// home page, edits the headline where it stands and saves it with Enter, with the spec's toasts,
// then does the same to a section heading of an experience page, /bachelor-party-austin, whose
// headings and short copy are blocks too (decision 084); the site rebuilt from what was stored
// shows both; a visitor is told edit mode is unavailable. The back office's two new screens are checked with axe on a desktop and a phone.

const { url, admin } = inject('stack');
const config = loadConfig();
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const HEADLINE = 'home.hero.title';
const BACHELOR_HEADING = 'bachelor-party-austin.how-the-day-runs.heading';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function resetBlocks(): Promise<void> {
  for (;;) {
    const { body } = (await asAdmin('GET', '/api/admin/content-blocks')) as { body: AdminContentBlocksResponse };
    const changed = body.blocks.find((block) => block.customised);
    if (!changed) return;
    expect((await asAdmin('PUT', `/api/admin/content-blocks/${changed.key}`, { version: body.version, text: changed.defaultText })).status).toBe(200);
  }
}

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

describe('inline editing of the content blocks', () => {
  it(
    'lets staff edit the home headline in place with Ctrl+E, saves it with Enter, and the rebuilt page shows it',
    () =>
      withContentBlocksLock(async () => {
        await resetBlocks();
        const { page, problems } = await openPage(browser, desktop);
        const newHeadline = `Lake Travis party boats, edited ${randomUUID().slice(0, 6)}`;
        const newSection = `How the lake day runs ${randomUUID().slice(0, 6)}`;
        const outDir = path.join(projectRoot, 'dist', `e2e-site-${randomUUID()}`);
        try {
          await signInAt(page, `${url}/dashboard`, admin);
          await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
          await page.goto(`${url}/`);
          const headline = page.locator(`[data-content-block="${HEADLINE}"]`);
          expect(await headline.textContent()).toBe(contentBlockDefinition(HEADLINE).defaultText);
          expect(await headline.getAttribute('contenteditable')).toBeNull();

          await page.keyboard.press('Control+e');
          await toast(page, 'Edit Mode Enabled').waitFor();
          const field = page.getByRole('textbox', { name: 'Edit Home: headline' });
          await field.waitFor();
          expect(await field.getAttribute('contenteditable')).toBe('plaintext-only');
          expect(await axeViolations(page)).toEqual([]);

          // Shift+Enter adds nothing (a block is one line); Enter saves.
          await field.click();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type(newHeadline);
          await page.keyboard.press('Shift+Enter');
          await page.keyboard.press('Enter');
          await toast(page, 'Saved!').waitFor();
          expect(await toast(page, 'Saved!').textContent()).toContain('Content saved successfully');
          expect(await storedContentBlockOverrides(config)).toEqual({ [HEADLINE]: newHeadline });

          // A typed price is refused where it is typed, and nothing is stored.
          await field.click();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type('Party boats from $399');
          await page.keyboard.press('Enter');
          await toast(page, 'Not saved').waitFor();
          expect(await toast(page, 'Not saved').textContent()).toContain('replace "$399" with a price token');
          expect(await field.getAttribute('aria-invalid')).toBe('true');
          await page.keyboard.press('Escape');
          expect(await headline.textContent()).toBe(newHeadline);
          expect(await storedContentBlockOverrides(config)).toEqual({ [HEADLINE]: newHeadline });

          await page.keyboard.press('Control+e');
          await toast(page, 'Edit Mode Disabled').waitFor();
          expect(await headline.getAttribute('contenteditable')).toBeNull();
          expect(await headline.textContent()).toBe(newHeadline);

          // An experience page's section heading is a block too (issue 31: no page without editable text).
          await page.goto(`${url}/bachelor-party-austin`);
          const heading = page.locator(`[data-content-block="${BACHELOR_HEADING}"]`);
          expect(await heading.textContent()).toBe(contentBlockDefinition(BACHELOR_HEADING).defaultText);
          await page.keyboard.press('Control+e');
          await toast(page, 'Edit Mode Enabled').waitFor();
          expect(await toast(page, 'Edit Mode Enabled').textContent()).toMatch(/\d+ text blocks are outlined/);
          const section = page.getByRole('textbox', { name: 'Edit Bachelor party: schedule heading' });
          await section.click();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type(newSection);
          await page.keyboard.press('Enter');
          await toast(page, 'Saved!').waitFor();
          expect(await storedContentBlockOverrides(config)).toEqual({ [HEADLINE]: newHeadline, [BACHELOR_HEADING]: newSection });
          await page.keyboard.press('Control+e');
          await toast(page, 'Edit Mode Disabled').waitFor();
          expect(await heading.textContent()).toBe(newSection);
          expect(problems.filter((problem) => !/status of (401|422)/.test(problem))).toEqual([]);

          // What the republisher builds from the stored blocks: the prerendered pages carry the new headline and heading.
          await buildSiteApart({ outDir, sourcemapsDir: `${outDir}-maps`, contentBlockOverrides: await storedContentBlockOverrides(config) });
          const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          expect(html).toContain(`<span data-content-block="${HEADLINE}">${newHeadline}</span>`);
          expect(html).not.toContain(contentBlockDefinition(HEADLINE).defaultText);
          const bachelor = readFileSync(path.join(outDir, 'bachelor-party-austin', 'index.html'), 'utf8');
          expect(bachelor).toContain(`<span data-content-block="${BACHELOR_HEADING}">${newSection}</span>`);
          // The section's anchor is the default's, so links to it survive the edit.
          expect(bachelor).toContain('id="s-how-the-day-runs-heading"');
        } finally {
          await page.context().close();
          rmSync(outDir, { recursive: true, force: true });
          rmSync(`${outDir}-maps`, { recursive: true, force: true });
          await resetBlocks();
        }
      }),
    600_000,
  );

  it('tells a visitor that edit mode is unavailable, on a phone', async () => {
    const { page, problems } = await openPage(browser, phone);
    try {
      await page.goto(`${url}/gallery`);
      await page.keyboard.press('Control+e');
      await toast(page, 'Edit Mode Unavailable').waitFor();
      expect(await page.locator('[contenteditable]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  for (const viewport of [desktop, phone]) {
    it(
      `shows /admin/content-blocks and /demo-content to staff, axe clean at ${viewport.width} px, and explains a refused save`,
      () =>
        withContentBlocksLock(async () => {
          await resetBlocks();
          const { page, problems } = await openPage(browser, viewport);
          try {
            await signInAt(page, `${url}/admin/content-blocks`, admin);
            await page.getByRole('heading', { level: 1, name: 'Content blocks' }).waitFor();
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
            expect(await axeViolations(page)).toEqual([]);
            // About 30 pages of blocks, each a closed group: staff choose the page (decision 084).
            await page.getByLabel('Page', { exact: true }).selectOption({ label: 'FAQ (/faq)' });

            const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'FAQ: call to action heading' }) });
            await card.getByLabel('Text').fill('Questions from $20?');
            await card.getByRole('button', { name: 'Save' }).click();
            await card.getByText('replace "$20" with a price token').waitFor();
            expect(await card.getByLabel('Text').getAttribute('aria-invalid')).toBe('true');
            expect(await axeViolations(page)).toEqual([]);

            await card.getByLabel('Text').fill('Anything else?');
            await card.getByRole('button', { name: 'Save' }).click();
            await toast(page, 'Saved!').waitFor();
            // On a phone the toast covers the card's buttons: close it as a member of staff would.
            await toast(page, 'Saved!').getByRole('button', { name: 'Close notification' }).click();
            const saved = page.locator('form').filter({ has: page.getByRole('heading', { name: 'FAQ: call to action heading' }) });
            await saved.getByText('Changed').waitFor();
            await saved.getByRole('button', { name: 'Reset to default' }).click();
            await toast(page, 'back to the default').waitFor();

            await page.goto(`${url}/demo-content`);
            await page.getByRole('heading', { level: 1, name: 'Demo content' }).waitFor();
            await page.getByTestId(`demo-block-${HEADLINE}`).waitFor();
            expect(await page.getByTestId(`demo-block-${HEADLINE}`).textContent()).toBe(contentBlockDefinition(HEADLINE).defaultText);
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
            expect(await axeViolations(page)).toEqual([]);
            expect(problems.filter((problem) => !/status of (401|422)/.test(problem))).toEqual([]);
          } finally {
            await page.context().close();
            await resetBlocks();
          }
        }),
      180_000,
    );
  }
});
