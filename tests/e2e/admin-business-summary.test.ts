import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';

// The owner's business summary (issue 18, decision 028): the charts, each with its caption and its
// table, and axe finds nothing at a desktop's width and a phone's.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the back office: business summary', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the charts with their captions and tables, axe clean at ${viewport.width} px`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/business-summary`, admin);
        await page.getByRole('heading', { level: 1, name: 'Business summary' }).waitFor();
        await page.getByRole('figure', { name: 'Revenue booked and collected by month (dollars)' }).waitFor();
        for (const caption of ['Bookings by event type', 'Bookings by boat', /^Occupancy by day type/, 'The funnel: page views, quotes, bookings']) {
          const figure = page.getByRole('figure', { name: caption });
          expect(await figure.count()).toBe(1);
          // Each chart is drawn (an SVG) and says the same in its table.
          expect(await figure.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
          expect(await figure.getByRole('table').count()).toBe(1);
        }
        const occupancy = page.getByRole('figure', { name: /^Occupancy by day type/ }).getByRole('table');
        expect(await occupancy.getByRole('row').count()).toBe(5);
        expect(await occupancy.getByRole('rowheader').allTextContents()).toEqual(['Monday–Thursday', 'Friday', 'Saturday', 'Sunday']);
        // Each figure carries its column's name, which a phone shows beside it when rows stack into cards.
        const headers = await occupancy.getByRole('columnheader').allTextContents();
        expect(
          await occupancy
            .getByRole('row')
            .nth(1)
            .getByRole('cell')
            .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label'))),
        ).toEqual(headers.slice(1));
        expect(await page.getByRole('button', { name: 'Download CSV' }).isEnabled()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
