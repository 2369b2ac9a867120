import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from '#tests/support/browser.ts';

// The home hero's words sat over a busy illustration (people on deck, railings, trees) that showed
// through the intro (issue 31). They now have a backing of their own: every line of text and both
// buttons lie on it, its colour keeps their contrast even over a white patch of the picture, and
// it takes no room: the hero lays out exactly as it does without it. (axe checks the home page at both widths in public-routes.)

const { url } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the hero's parts are: the whole hero and each part of its text. */
function layout(page: Page) {
  return page.locator('.home-hero').evaluate((hero) => {
    const round = (rect: DOMRect) => [rect.left, rect.top, rect.width, rect.height].map(Math.round);
    const box = (selector: string) => round((selector === ':scope' ? hero : hero.querySelector(selector)!).getBoundingClientRect());
    // A line of words by where its words are (its block may be narrower inside the backing's box).
    const words = (selector: string) => {
      const range = document.createRange();
      range.selectNodeContents(hero.querySelector(selector)!);
      return [...range.getClientRects()].map(round);
    };
    return {
      hero: box(':scope'),
      content: box('.home-hero__content'),
      eyebrow: words('.eyebrow'),
      title: words('.home-hero__title'),
      intro: words('.home-hero__intro'),
      quote: box('.button--sun'),
      book: box('.button--ghost'),
      prices: box('.price-overlay'),
    };
  });
}

/** The backing's box and colour (its ::before), and each text part's box and colour. */
function backingAndText(page: Page) {
  return page.locator('.home-hero__text').evaluate((text) => {
    const backing = getComputedStyle(text, '::before');
    const own = text.getBoundingClientRect();
    const px = (value: string) => Number.parseFloat(value);
    const panel = {
      left: own.left + px(backing.left),
      top: own.top + px(backing.top),
      right: own.right - px(backing.right),
      bottom: own.bottom - px(backing.bottom),
    };
    const parts = ['.eyebrow', '.home-hero__title', '.home-hero__intro', '.button--ghost'].map((selector) => {
      const node = text.querySelector(selector)!;
      const rect = node.getBoundingClientRect();
      return { selector, rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }, colour: getComputedStyle(node).color };
    });
    return { content: backing.content, position: backing.position, colour: backing.backgroundColor, panel, parts };
  });
}

const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
const luminance = ([r, g, b]: number[]) => {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the home hero', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`puts its words on a readable backing that takes no room at ${viewport.width}x${viewport.height}`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${url}/`);
      const { content, position, colour, panel, parts } = await backingAndText(page);
      expect(content).toBe('""');
      expect(position).toBe('absolute');

      // Even where the picture behind is white, the backing keeps every text's contrast.
      const [r, g, b, alpha = 1] = channels(colour);
      expect(alpha).toBeGreaterThanOrEqual(0.7);
      const overWhite = [r!, g!, b!].map((channel) => channel * alpha + 255 * (1 - alpha));
      for (const part of parts) {
        expect(contrast(channels(part.colour), overWhite), part.selector).toBeGreaterThanOrEqual(4.5);
        expect(part.rect.left, part.selector).toBeGreaterThanOrEqual(panel.left);
        expect(part.rect.right, part.selector).toBeLessThanOrEqual(panel.right);
        expect(part.rect.top, part.selector).toBeGreaterThanOrEqual(panel.top);
        expect(part.rect.bottom, part.selector).toBeLessThanOrEqual(panel.bottom);
      }
      // The panel stays on the screen.
      expect(panel.left).toBeGreaterThanOrEqual(0);
      expect(panel.right).toBeLessThanOrEqual(viewport.width);

      // The hero's layout is the same with the backing's box taken away.
      const withBacking = await layout(page);
      await page.addStyleTag({ content: '.home-hero__text { display: contents; }' });
      expect(await layout(page)).toEqual(withBacking);
      // axe on the home page at both widths: public-routes.
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
