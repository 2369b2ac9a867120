import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { faqFeedbackRepository } from '#functions/adapters/dynamodb/faq-feedback-repository.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { seoRepository } from '#functions/adapters/dynamodb/seo-repository.ts';
import { hydrate, hydrated, launchChromium, openPage } from '#tests/support/browser.ts';
import { eventually } from '#tests/support/wait.ts';

const { url } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site header on a wide screen', () => {
  it('marks the active page, strengthens after 50 px of scroll, and sends GET QUOTE to /chat and BOOK NOW to /book', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await page.goto(`${url}/bachelorette-party-austin`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Bachelorette' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Bachelor New!' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'GET QUOTE' }).first().getAttribute('href')).toBe('/chat');
    expect(await page.getByRole('link', { name: 'BOOK NOW' }).first().getAttribute('href')).toBe('/book');
    await hydrate(page);
    const header = page.locator('[data-scrolled]');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the Private Cruises dropdown on hover and by keyboard, grouped as the spec lists, and highlights it for its paths', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/corporate-events`);
    await hydrate(page);
    const trigger = page.getByRole('button', { name: 'Private Cruises' });
    expect(await trigger.getAttribute('data-active')).toBe('true');
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    for (const heading of ['Wedding Experiences', 'Corporate Events', 'Birthday Parties', 'Special Events']) {
      expect(await panel.getByText(heading, { exact: true }).count(), heading).toBe(1);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('link', { name: 'Rehearsal Dinner' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/rehearsal-dinner');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('navigates in place after hydration (no reload), scrolls new pages to the top and restores the position on back', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/faq`);
    await hydrate(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('The boats, the lake and the parties');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.title()).toContain('Gallery');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.context().close();
  });
});

describe('SEO records staff store', () => {
  it('reach the page head before hydration, and again on coming back after a client-side navigation', async () => {
    const seo = seoRepository(loadConfig());
    const title = `Gallery, as staff wrote it ${randomUUID().slice(0, 8)}`;
    await seo.put('/gallery', { metaTitle: title, metaDescription: 'Photos from our cruises, chosen by the crew.' }, new Date().toISOString());
    try {
      const { page } = await openPage(browser, desktop);
      // The page asks for its record when the browser is first idle; on a busy machine the answer
      // (a function's cold start) outlasts a poll's second, so the test waits for that answer.
      const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/seo/meta/%2Fgallery');
      await page.goto(`${url}/gallery`);
      expect((await stored).status()).toBe(200);
      await expect.poll(() => page.title()).toBe(title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Photos from our cruises, chosen by the crew.');
      await hydrate(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect.poll(() => page.title()).toContain('Contact');
      await page.goBack();
      await expect.poll(() => page.title()).toBe(title);
      await page.context().close();
    } finally {
      await seo.remove('/gallery');
    }
  });
});

describe('on a phone', () => {
  it('opens the slide-out Menu with its collapsible group, and closes it when a link is tapped', async () => {
    const { page } = await openPage(browser, mobile);
    await page.goto(url);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    const group = dialog.getByRole('button', { name: 'Private Cruises' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await dialog.getByRole('link', { name: 'Sweet 16' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/sweet-16');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the bottom bar in the spec order, with Quote and Book going to /chat', async () => {
    const { page } = await openPage(browser, mobile);
    await page.goto(`${url}/gallery`);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.isVisible()).toBe(true);
    expect((await bar.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(['Home', 'Private', 'Bach', 'Disco', 'Gallery', 'Quote', 'Book']);
    expect(await bar.getByRole('link', { name: 'Quote' }).getAttribute('href')).toBe('/chat');
    expect(await bar.getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it("says the pricing breakdown's days run past the screen, and keeps each row's boat in view while they scroll", async () => {
    const { page } = await openPage(browser, mobile);
    await page.goto(`${url}/pricing-breakdown`);
    const hourly = page.getByRole('region', { name: 'Hourly rate by group size and day' });
    expect(await hourly.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toBe(
      'Scroll the table sideways for Saturday and Sunday.',
    );
    expect(await page.getByText('Scroll the table sideways for Saturday and Sunday.').first().isVisible()).toBe(true);
    const sunday = hourly.getByRole('columnheader', { name: 'Sunday' });
    const inView = async (cell: typeof sunday) => {
      const [box, frame] = [(await cell.boundingBox())!, (await hourly.boundingBox())!];
      return box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 1;
    };
    expect(await inView(sunday)).toBe(false);
    await hourly.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await expect.poll(() => inView(sunday)).toBe(true);
    expect(await inView(hourly.getByRole('rowheader').first())).toBe(true);
    await page.setViewportSize(desktop);
    expect(await page.getByText('Scroll the table sideways for Saturday and Sunday.').first().isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('page widgets', () => {
  it('opens the gallery viewer at full size, shows n / total, steps with the arrow keys and closes with Escape', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/gallery`);
    const images = page.getByRole('button', { name: /^View full size/ });
    const total = await images.count();
    expect(total).toBeGreaterThanOrEqual(12);
    // The first click is the intent that hands the page to React, which then handles it; on a busy
    // machine that takes more than a poll's second, so the test waits for the page to say it is done.
    await images.nth(0).click();
    await hydrated(page);
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await viewer.getByText(`1 / ${total}`).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await viewer.getByText(`2 / ${total}`).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^View full size/);
    await page.context().close();
  });

  it('expands and collapses every FAQ answer, and records a helpful vote', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/testimonials-faq`);
    const faq = page.locator('#faq-heading').locator('..');
    const answers = faq.locator('.faq__answer');
    expect(await answers.evaluateAll((nodes) => nodes.filter((n) => !(n as HTMLElement).hidden).length)).toBe(0);
    await faq.getByRole('button', { name: 'Expand all' }).click();
    await hydrated(page);
    const count = await answers.count();
    await expect.poll(() => answers.evaluateAll((nodes) => nodes.filter((n) => !(n as HTMLElement).hidden).length)).toBe(count);
    await faq.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => answers.evaluateAll((nodes) => nodes.filter((n) => !(n as HTMLElement).hidden).length)).toBe(0);
    const firstQuestion = faq.locator('.faq__question button').first();
    await firstQuestion.click();
    const before = await faqFeedbackRepository(loadConfig()).forPage('/testimonials-faq');
    await faq.getByRole('button', { name: 'Yes, this was helpful' }).first().click();
    await faq.getByText('Thanks for your feedback!').waitFor();
    const helpfulVotes = (tallies: typeof before) => tallies.reduce((sum, tally) => sum + tally.helpful, 0);
    await eventually(async () => helpfulVotes(await faqFeedbackRepository(loadConfig()).forPage('/testimonials-faq')) === helpfulVotes(before) + 1);
    await page.context().close();
  });

  it('checks the contact form, records the lead and continues to /chat?type=general with what was typed', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/contact`);
    const form = page.locator('form.contact-form');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await form.getByText('Enter your full name.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const email = `guest-${randomUUID()}@test.example`;
    await form.getByLabel('Full Name').fill('Avery Stone');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill(businessFacts.phone.display);
    await form.getByLabel('Group Size').fill('about 18');
    await form.getByLabel('Additional Details').fill('A Saturday in May, please.');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL(`${url}/chat?type=general`);
    const handoff = await page.evaluate(() => JSON.parse(sessionStorage.getItem('chat:handoff') ?? 'null') as Record<string, string> | null);
    expect(handoff).toMatchObject({ name: 'Avery Stone', email, groupSize: 'about 18' });
    const [lead] = await leadsRepository(loadConfig()).listByEmail(email);
    expect(lead).toMatchObject({ name: 'Avery Stone', groupSize: 'about 18', message: 'A Saturday in May, please.', source: 'contact-form', page: '/contact' });
    expect(handoff?.['leadId']).toBe(lead!.id);
    await page.context().close();
  });
});
