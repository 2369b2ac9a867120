import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GuestReview } from '#domain/content/guest-reviews.ts';
import { guestDataRepository } from '#functions/adapters/dynamodb/guest-data-repository.ts';
import { guestReviewsRepository } from '#functions/adapters/dynamodb/guest-reviews-repository.ts';
import { storedGuestReviews } from '#functions/app/content/published-guest-reviews.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, hydrate, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Guests' reviews (issue 29, decision 077), end to end: a guest opens the thank-you e-mail's link
// on a phone, the form names what is missing, they send it by keyboard; staff approve it on
// /admin/reviews; the site built with the approved reviews (as the republisher builds it on
// GuestReviewsChanged) shows it among the guest stories, a verified guest's marked so. Axe clean at
// each step. The site is built into a folder of this file's own, served by a gateway of its own:
// every suite reads dist/site, which must not change under them.

const { url, admin } = inject('stack');
const config = loadConfig();
const unique = randomUUID().slice(0, 8);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const email = `reviewer-${unique}@test.example`;
const words = `The captain timed the ride back for sunset and the crew kept the music going. ${unique}`;
let browser: Browser;
let workDir: string | undefined;
let closeGateway: (() => Promise<void>) | undefined;
const approvedIds: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeGateway?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  // Taken off again, so the stack's approved list is as this file found it.
  for (const id of approvedIds) {
    const review = await guestReviewsRepository(config).get(id);
    if (review?.status === 'approved') await asAdmin('PUT', `/api/admin/reviews/${id}`, { version: review.version, status: 'rejected' });
  }
});

describe("a guest's review", () => {
  it('is sent from /testimonials-faq by keyboard, approved by staff, and shown by the rebuilt page, axe clean throughout', async () => {
    // 1. The guest, from the thank-you e-mail's link, on a phone.
    const guest = await openPage(browser, PHONE);
    try {
      const { page } = guest;
      expect((await page.goto(`${url}/testimonials-faq?booking=b-1a2b3c4d#leave-a-review`))?.status()).toBe(200);
      const form = page.getByRole('form', { name: 'Tell us about your cruise' });
      await hydrate(page);
      await expect.poll(() => form.getByLabel('Booking reference').inputValue()).toBe('B-1A2B3C4D');
      // Sent empty: each field says what it needs, the first is focused, nothing leaves the page.
      await form.getByRole('button', { name: 'Send my review' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      expect(await form.locator('.field__error').allTextContents()).toEqual([
        'Enter your name.',
        'Enter a valid e-mail address.',
        'Choose from 1 to 5 stars.',
        'Write your review.',
        'Tick the box to let us show your review.',
      ]);
      expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
      // Every hint and message a field names is on the page: the hydrated form's ids are the
      // prerendered HTML's (axe passes a field one of whose ids is missing).
      const dangling = await form.evaluate((element) =>
        [...element.querySelectorAll('[aria-describedby]')].flatMap((field) =>
          (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !document.getElementById(id)),
        ),
      );
      expect(dangling).toEqual([]);
      expect(await axeViolations(page, form)).toEqual([]);

      // Filled in and sent by keyboard: the stars are a radio group the arrow keys move through.
      await form.getByLabel('Your name').fill('Avery Thompson');
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('radio', { name: /^5 stars/ }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('radio', { name: /^4 stars/ }).isChecked()).toBe(true);
      await form.getByLabel('Your review').fill(words);
      await form.getByRole('checkbox', { name: /You agree we may show your first name, last initial and review/ }).focus();
      await page.keyboard.press('Space');
      await form.getByRole('button', { name: 'Send my review' }).focus();
      await page.keyboard.press('Enter');
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you — staff read every review and publish it within a few days.' });
      await thanks.waitFor();
      await expect.poll(() => thanks.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(guest.problems).toEqual([]);
    } finally {
      await guest.page.context().close();
    }
    const [sent] = (await guestDataRepository(config).itemsByEmail(email)).filter((item) => item['type'] === 'GuestReview') as unknown as GuestReview[];
    expect(sent).toMatchObject({ name: 'Avery Thompson', rating: 4, text: words, bookingReference: 'B-1A2B3C4D', verifiedGuest: false, status: 'pending' });
    approvedIds.push(sent!.id);

    // 2. Staff approve it.
    const staff = await openPage(browser, DESKTOP);
    try {
      const { page } = staff;
      await signInAt(page, `${url}/admin/reviews`, admin);
      await page.getByRole('heading', { level: 1, name: 'Guest reviews' }).waitFor();
      expect(await page.getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
      const card = page.getByRole('article', { name: /Avery Thompson/ });
      await card.waitFor();
      expect(await card.textContent()).toContain('Shows as “Avery T.”');
      expect(await card.textContent()).toContain(email);
      expect(await card.getByText('Not verified').count()).toBe(1);
      expect(await card.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Approve Avery Thompson’s review' }).click();
      await page.locator('.toast').filter({ hasText: 'Approved Avery T.’s review' }).waitFor();
      await expect.poll(() => card.count()).toBe(0);
      // Focus goes to the review that took its place, or the page's heading: never back to the top.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[12]$/);
      await page.getByRole('link', { name: 'Approved' }).click();
      await card.getByRole('button', { name: 'Take off the site Avery Thompson’s review' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.page.context().close();
    }

    // A verified guest's review written the day before, approved too: the page marks it.
    const verified: GuestReview = {
      id: randomUUID(),
      name: 'Jordan Rivera',
      email: `verified-${unique}@test.example`,
      rating: 5,
      text: `Best birthday on the lake, and the quote matched the invoice to the cent. ${unique}`,
      bookingReference: 'B-9Z8Y7X6W',
      bookingId: `booking-${unique}`,
      verifiedGuest: true,
      status: 'approved',
      submittedAt: new Date(Date.parse(sent!.submittedAt) - 86_400_000).toISOString(),
      version: 2,
    };
    await guestReviewsRepository(config).create(verified);
    approvedIds.push(verified.id);

    // 3. The site rebuilt with the approved reviews shows both, newest first, and nothing private.
    workDir = mkdtempSync(path.join(tmpdir(), 'reviews-site-'));
    const siteDir = path.join(workDir, 'site');
    await buildSiteApart({ outDir: siteDir, sourcemapsDir: path.join(workDir, 'maps'), guestReviews: await storedGuestReviews(config) });
    const html = readFileSync(path.join(siteDir, 'testimonials-faq', 'index.html'), 'utf8');
    expect(html).not.toContain(email);
    expect(html).not.toContain('Thompson');
    const gateway = createGateway({ siteDir });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    closeGateway = () => new Promise<void>((resolve) => gateway.close(() => resolve()));
    const site = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

    const reader = await openPage(browser, DESKTOP);
    try {
      const { page } = reader;
      expect((await page.goto(`${site}/testimonials-faq`))?.status()).toBe(200);
      const stories = page.getByRole('region', { name: 'Guest stories' });
      const mine = stories.getByRole('listitem').filter({ hasText: words });
      const theirs = stories.getByRole('listitem').filter({ hasText: verified.text });
      expect(await mine.getByText('Avery T.', { exact: true }).count()).toBe(1);
      expect(await mine.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
      expect(await mine.getByText('Verified guest').count()).toBe(0);
      expect(await theirs.getByText('Jordan R.', { exact: true }).count()).toBe(1);
      expect(await theirs.getByText('Verified guest').count()).toBe(1);
      // Newest first: the guest's, written today, before the one written the day before.
      const texts = await stories.getByRole('listitem').allTextContents();
      expect(texts.findIndex((text) => text.includes(words))).toBeLessThan(texts.findIndex((text) => text.includes(verified.text)));
      // The static testimonials follow the guests' own.
      expect(texts.findIndex((text) => text.includes('Megan R.'))).toBeGreaterThan(texts.findIndex((text) => text.includes(verified.text)));
      expect(await axeViolations(page, stories)).toEqual([]);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.page.context().close();
    }
  }, 600_000);
});
