import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { defaultSeoMeta } from '#domain/content/seo-defaults.ts';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { axeViolations, focusRing, hydrate, launchChromium, openPage } from '#tests/support/browser.ts';
import { ringContrast } from '#tests/support/contrast.ts';

const { url } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// A test per page and width (each load costs seconds on two cores), on one page per width.
describe("every public route at a desktop's width", () => {
  let desk: Awaited<ReturnType<typeof openPage>>;
  /** Each h1 seen so far and its page: no two pages share one. */
  const headings = new Map<string, string>();
  beforeAll(async () => {
    desk = await openPage(browser, { width: 1440, height: 900 });
  });
  afterAll(async () => {
    await desk?.page.context().close();
  });

  for (const sitePage of SITE_PAGES) {
    it(`${sitePage.path} answers 200 with its own title, canonical URL, structured data and a single, distinct h1; hydrates without errors; axe finds nothing`, async () => {
      const { page, problems } = desk;
      problems.length = 0;
      const response = await page.goto(url + sitePage.path);
      expect(response?.status()).toBe(200);
      const meta = defaultSeoMeta(sitePage.path);
      expect(await page.title()).toBe(meta.metaTitle);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(meta.canonicalUrl);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThanOrEqual(2);
      const h1 = page.locator('h1');
      expect(await h1.count()).toBe(1);
      const text = (await h1.textContent())!.trim();
      expect(headings.get(text), `${sitePage.path} repeats the h1 of ${headings.get(text)}`).toBeUndefined();
      headings.set(text, sitePage.path);
      await hydrate(page);
      // The SEO record (staff's or the defaults) is applied after hydration; with no record, nothing changes.
      await expect.poll(() => page.title()).toBe(meta.metaTitle);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

describe('every public route and the not-found page on a phone', () => {
  let phone: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    phone = await openPage(browser, { width: 390, height: 844 });
  });
  afterAll(async () => {
    await phone?.page.context().close();
  });

  for (const path of [...SITE_PAGES.map((sitePage) => sitePage.path), '/no-such-page']) {
    it(`${path} has no axe violations at 390 px`, async () => {
      await phone.page.goto(url + path);
      await hydrate(phone.page);
      expect(await axeViolations(phone.page)).toEqual([]);
    });
  }
});

// Axe reads a page unfocused: the ring is checked here, at every stop the keyboard reaches.
describe('the focus ring', () => {
  it.each([
    ['/', 1440],
    ['/book', 1440],
    ['/contact', 1440],
    ['/admin/login', 1440],
    ['/atx-disco-cruise', 390],
  ] as const)('stands 3:1 or more from what it is drawn on at every keyboard stop of %s at %i px', async (path, width) => {
    const { page } = await openPage(browser, { width, height: 900 });
    await page.goto(url + path);
    await hydrate(page);
    const faint: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < 100; stop += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body
          ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40) || focused.getAttribute('aria-label') || focused.id}`
          : null;
      });
      if (name === null || seen.has(name)) break;
      seen.add(name);
      const ring = await focusRing(page);
      if (ringContrast(ring) < 3) faint.push(`${name}: ${ring.outline} and ${ring.inner} on ${ring.background}`);
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(faint).toEqual([]);
    await page.context().close();
  });
});

describe('the not-found page and the site files', () => {
  it("has no axe violations on the not-found page at a desktop's width", async () => {
    const { page } = await openPage(browser, { width: 1440, height: 900 });
    await page.goto(`${url}/no-such-page`);
    await hydrate(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown path with 404 and the not-found page, whose links work', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    const response = await page.goto(`${url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await page.context().close();
  });

  it('gives the not-found page its own title and a quote button when reached inside the site', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(url);
    await hydrate(page);
    const homeTitle = await page.title();
    // A dead address reached without a page load (the router handles the history change).
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Page not found | ${businessFacts.name}`);
    expect(homeTitle).not.toBe(await page.title());
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.getByRole('link', { name: 'Get an instant quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get your instant quote' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the home page short on a phone and whole on a desktop', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await phone.page.goto(url);
    // The hero's prices sit above the fixed bottom bar on the first screen.
    const prices = await phone.page.getByRole('definition').filter({ hasText: '/person' }).boundingBox();
    const bar = await phone.page.locator('.site-bottom-bar').boundingBox();
    expect(prices!.y + prices!.height).toBeLessThanOrEqual(bar!.y);
    // Reference parts are a tap away: the glossary, the season guide, the fleet table, the pricing guides.
    const phoneHeight = await phone.page.evaluate(() => document.documentElement.scrollHeight);
    const disclosures = phone.page.locator('details.phone-disclosure');
    expect(await disclosures.count()).toBe(4);
    const glossary = phone.page.getByRole('group').filter({ hasText: /^What the \d+ terms mean/ });
    expect(await glossary.getByRole('term').first().isVisible()).toBe(false);
    await glossary.getByText(/^What the \d+ terms mean/).click();
    expect(await glossary.getByRole('term').first().isVisible()).toBe(true);
    // The Quick book card's e-mail address wraps inside the card.
    const card = (await phone.page.locator('.contact-card').boundingBox())!;
    const address = (await phone.page.locator('.contact-card').getByRole('link', { name: businessFacts.email.address }).boundingBox())!;
    expect(address.x + address.width).toBeLessThanOrEqual(card.x + card.width);
    await phone.page.context().close();

    const desktop = await openPage(browser, { width: 1440, height: 900 });
    await desktop.page.goto(url);
    expect(await desktop.page.locator('.definitions').getByRole('term').first().isVisible()).toBe(true);
    expect(await desktop.page.locator('details.phone-disclosure > summary').first().isVisible()).toBe(false);
    await desktop.page.context().close();
    // 28 screens tall before the reference parts folded away (issue 20); 22 now.
    expect(phoneHeight / 844).toBeLessThan(23);
  });

  it('serves sitemap.xml and robots.txt built from the catalogue', async () => {
    const sitemap = await fetch(`${url}/sitemap.xml`).then((r) => r.text());
    // The catalogue's pages and the blog's index (decision 030), listed even before any post.
    expect(sitemap.match(/<url>/g)).toHaveLength(SITE_PAGES.length + 1);
    expect(sitemap).toContain('/blogs</loc>');
    expect(await fetch(`${url}/robots.txt`).then((r) => r.text())).toContain('Sitemap: ');
  });
});
