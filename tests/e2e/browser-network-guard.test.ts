import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from '#tests/support/browser.ts';
import { takeRefusedConnections } from '#tests/support/network-guard.ts';

// Decision 039 for the browser: a page's request to an outside host is recorded, and the setup
// file fails the test that made it. Here the page asks two outside hosts for a picture on purpose
// and the test takes the record before the setup file reads it, so the record itself is checked.

const { url } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a page's request to an outside host", () => {
  it('is recorded as a refused connection, the host and the address named', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    try {
      // A document that asks the stack nothing itself, so no request of its own is cut off when
      // the context closes.
      await page.goto(`${url}/robots.txt`);
      await page.evaluate(() => {
        for (const address of ['http://cdn.example.net/boat.png', 'https://photos.example.org/lake.jpg']) {
          const picture = document.createElement('img');
          picture.src = address;
          picture.alt = '';
          document.body.append(picture);
        }
      });
      const refused: ReturnType<typeof takeRefusedConnections> = [];
      await expect
        .poll(() => {
          refused.push(...takeRefusedConnections());
          return refused.map((connection) => `${connection.host}:${connection.port}`).sort();
        })
        .toEqual(['cdn.example.net:80', 'photos.example.org:443']);
      expect(refused.find((connection) => connection.host === 'cdn.example.net')?.stack).toContain('http://cdn.example.net/boat.png');
    } finally {
      await page.context().close();
    }
  });
});
