import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';

// Staff's assistant at /admin/ai-assistant (issue 30, decision 079): the owner asks, by an example
// button on a desktop and by typing and Enter on a phone, and sees the answer from the local model
// stand-in (said plainly) with the record it came from as a link; axe clean at both widths. The
// money question's records (the months of the ledger) exist whatever else the stack holds.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("staff's AI assistant", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`answers a question with its cited records, says the stand-in answered and only reads (${viewport.width} px)`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/ai-assistant`, admin);
        await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();
        expect(await page.getByText('it never changes, sends, books or refunds anything').count()).toBe(1);
        const question = 'What did we collect in October vs last year?';
        if (viewport.width > 1000) {
          await page.getByRole('button', { name: question }).click();
        } else {
          const box = page.getByLabel('Your question');
          await box.focus();
          await page.keyboard.type(question);
          await page.keyboard.press('Enter');
        }
        const heading = page.getByRole('heading', { level: 2, name: 'Answer' });
        await heading.waitFor();
        // Focus lands on the answer, where a keyboard or screen reader user continues.
        expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await page.getByText('this answer comes from the local model stand-in').count()).toBe(1);
        expect(await page.locator('.ai-assistant__text').textContent()).toMatch(/We collected \$[\d,]+\.\d\d in October \d{4}/);
        const cited = page
          .getByRole('list')
          .filter({ has: page.getByRole('link', { name: /^October \d{4}$/ }) })
          .getByRole('link')
          .first();
        expect(await cited.getAttribute('href')).toBe('/admin/business-summary');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
