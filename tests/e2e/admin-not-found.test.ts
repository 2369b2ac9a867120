import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';

// Signed-in staff on an unknown back-office address stay in the back office (issue 31): its own
// not-found page in its frame, with the navigation and a way back to the dashboard, never the
// public site's 404. The address still answers 404. Axe clean at both viewports. A known screen
// asked for a record that is not there (an unknown post id) says so, rather than blame the connection.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the back office: an unknown address', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the back office's not-found page at ${viewport.width}x${viewport.height}`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      const answered = page.waitForResponse((response) => response.url() === `${url}/admin/no-such-screen`);
      await signInAt(page, `${url}/admin/no-such-screen`, admin);
      expect((await answered).status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.locator('#admin-main').getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      // The public 404's offers are not on screen: this is the back office's page.
      expect(await page.getByRole('link', { name: 'Get an instant quote' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await page.waitForURL(`${url}/dashboard`);
      expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      await page.context().close();
    });
  }

  it('says an unknown post was not found, with the way to the list, not to check the connection', async () => {
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(page, `${url}/admin/blogs/posts/no-such-post/edit`, admin);
    await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    expect(await page.getByText('Check your connection').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Find it in all posts' }).click();
    await page.waitForURL(`${url}/admin/blogs/posts`);
    expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
    await page.context().close();
  });
});
