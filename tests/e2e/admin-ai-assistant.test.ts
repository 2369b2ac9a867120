import { randomUUID } from 'node:crypto';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminBooking, AdminBookingResponse } from '#domain/booking/booking.ts';
import { formatWrittenDate, MONTH_NAMES } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { adminSession, asAdmin } from '#tests/integration/admin-support.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { depositRecordedInCash, savedAndBooked, savedQuote } from '#tests/support/bookings.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// Staff's assistant at /admin/ai-assistant (issue 30, decision 079): the owner asks, by an example
// button on a desktop and by typing and Enter on a phone, and sees the answer from the local model
// stand-in (said plainly) with the record it came from as a link; axe clean at both widths. The
// money question's records (the months of the ledger) exist whatever else the stack holds. Asked
// to send a pay link again, it proposes the action on a card; one click sends it through the
// booking page's own route and the card says what the route answered (decision 080). It drafts a
// reply to an enquiry (an editable text, sent by nothing) and a blog post from notes, saved by one
// click as a draft the staff member opens in the editor. Asked to hold a time for a party, it
// proposes booking the party's saved quote then; one click books it through the caller-booking
// route as the staff member's, and the card links the booking (decision 089).

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A proposal card's line: the value beside its label. */
function cardLine(card: Locator, term: string): Promise<string | null> {
  return card
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

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
        expect(await page.getByText('never changes, sends, books or refunds anything itself').count()).toBe(1);
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

/** A guest's private cruise, booked and its deposit recorded by staff: its balance is owed. */
async function bookingOwingItsBalance(): Promise<AdminBooking> {
  const guest = { name: 'Sasha Lake', email: `paylink.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0178' };
  // Within the two years ahead that a booking reference is looked up in (decision 011).
  const eventDate = freshCruiseDate(3, { toDays: 700 });
  const { booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 18, eventDate, packageType: 'essentials', lilyPad: false },
    guest,
    '09:00',
  );
  return depositRecordedInCash(booking, await adminSession());
}

describe("staff's AI assistant: a proposed action", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`proposes sending the pay link again on a card, and one click sends it through the booking's route (${viewport.width} px)`, async () => {
      const booking = await bookingOwingItsBalance();
      const owed = formatMoney(booking.payments.outstanding);
      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/ai-assistant`, admin);
        await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();
        const box = page.getByLabel('Your question');
        await box.fill(`Send the pay link again to ${booking.reference}`);
        if (viewport.width > 1000) await page.getByRole('button', { name: 'Ask', exact: true }).click();
        else {
          await box.focus();
          await page.keyboard.press('Enter');
        }
        await page.getByRole('heading', { level: 2, name: 'Answer' }).waitFor();

        // The card says exactly what will happen, and that nothing has yet.
        const card = page.getByRole('region', { name: `Send the pay link for ${booking.reference} again` });
        await card.waitFor();
        expect(await card.getByText('nothing has happened yet').count()).toBe(1);
        const value = (term: string) => cardLine(card, term);
        expect(await value('Booking')).toContain(booking.reference);
        expect(await value('E-mailed to')).toBe(booking.leadGuest.email);
        expect(await value('It asks for')).toContain(`The balance of ${owed}`);
        expect(await axeViolations(page)).toEqual([]);

        // One click, by keyboard on the phone: the booking page's own request, and what it answered.
        const confirm = card.getByRole('button', { name: `Send the pay link to ${booking.leadGuest.email}` });
        // Its words on one line: on a phone the address (on the card's line above) is in its name only.
        const lines = await confirm.evaluate((element) => {
          const style = getComputedStyle(element);
          const content = element.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
          const line = style.lineHeight === 'normal' ? 1.2 * Number.parseFloat(style.fontSize) : Number.parseFloat(style.lineHeight);
          return Math.floor(content / line);
        });
        expect(lines).toBe(1);
        if (viewport.width > 1000) await confirm.click();
        else {
          await confirm.focus();
          await page.keyboard.press('Enter');
        }
        const done = card.getByText(`Sent: ${booking.leadGuest.email} was e-mailed the link to pay ${owed}.`);
        await done.waitFor();
        await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await confirm.count()).toBe(0);
        expect(await card.getByRole('link', { name: `Open ${booking.reference}` }).getAttribute('href')).toBe(`/admin/bookings/${booking.id}`);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

/** Letters only: a draft names no figure the staff member did not type, and these stay apart from other suites' names. */
const letters = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

describe("staff's AI assistant: drafts", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`drafts a reply to an enquiry to edit, and a blog post saved by one click as a draft (${viewport.width} px)`, async () => {
      const tag = letters();
      const email = `draft.${tag}@test.example`;
      const lead = await api('POST', '/api/leads', {
        from: newClientAddress(),
        body: {
          source: 'contact-form',
          name: 'Jamie Lake',
          email,
          phone: '(512) 555-0142',
          eventType: 'Birthday',
          groupSize: '16',
          message: 'Can we bring our own cake?',
          page: '/contact',
        },
      });
      expect(lead.status, JSON.stringify(lead.body)).toBe(201);
      const names = { category: `Lake notes ${tag}`, author: `Captain ${tag}` };
      for (const [kind, name] of [
        ['categories', names.category],
        ['authors', names.author],
      ] as const) {
        const term = await asAdmin('POST', `/api/admin/blog/terms/${kind}`, { term: { name, slug: name.toLowerCase().replace(/\W+/g, '-') } });
        expect(term.status, JSON.stringify(term.body)).toBe(201);
      }
      const { page, problems } = await openPage(browser, viewport);
      const ask = async (question: string) => {
        const box = page.getByLabel('Your question');
        await box.fill(question);
        await box.press('Enter');
        await page.getByRole('heading', { level: 2, name: 'Answer' }).waitFor();
      };
      try {
        await signInAt(page, `${url}/admin/ai-assistant`, admin);
        await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();

        // The reply: an editable text with the enquiry in it; nothing sends it.
        await ask(`Draft a reply to the enquiry from ${email}`);
        const reply = page.getByRole('region', { name: 'A reply to Jamie Lake, not sent' });
        await reply.waitFor();
        const text = reply.getByLabel('The reply (edit it before you copy it)');
        expect(await text.inputValue()).toContain('Hi Jamie,');
        expect(await text.inputValue()).toContain('You asked: "Can we bring our own cake?"');
        await text.fill('Hi Jamie, yes: bring the cake and we will keep it cool.');
        expect(await text.inputValue()).toBe('Hi Jamie, yes: bring the cake and we will keep it cool.');
        expect(await reply.getByRole('button', { name: 'Copy the reply' }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);

        // The post: the card says what it holds; one click saves it as a draft, opened in the editor.
        const title = `Sunset cruises ${tag}`;
        await ask(
          `Write a blog post titled "${title}" in the "${names.category}" category by "${names.author}" from these notes: the sunset cruise leaves an hour before sunset; bring a light jacket`,
        );
        const card = page.getByRole('region', { name: `A blog post draft: ${title}` });
        await card.waitFor();
        const value = (term: string) => cardLine(card, term);
        expect(await value('Category')).toBe(names.category);
        expect(await value('Author')).toBe(names.author);
        expect(await value('Address')).toBe(`/blogs/sunset-cruises-${tag}`);
        expect(await axeViolations(page)).toEqual([]);
        const save = card.getByRole('button', { name: 'Save as a draft' });
        if (viewport.width > 1000) await save.click();
        else {
          await save.focus();
          await page.keyboard.press('Enter');
        }
        const done = card.getByText(`Saved as a draft: “${title}”.`);
        await done.waitFor();
        await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await card.getByRole('link', { name: 'Edit the draft' }).click();
        await page.waitForURL(/\/admin\/blogs\/posts\/[^/]+\/edit$/);
        await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("staff's AI assistant: a time held for a party", () => {
  it('proposes booking the party’s saved quote at the time asked, and one click books it, the pay link e-mailed (1440 px)', async () => {
    const surname = `Holt${letters()}`;
    const guest = { name: `Riley ${surname}`, email: `hold.${surname.toLowerCase()}@test.example`, phone: '(512) 555-0166' };
    // A Saturday no other test of the run books, beyond the urgent 30 days: the deposit is the standard one.
    const eventDate = freshCruiseDate(6, { toDays: 700 });
    const { quote } = await savedQuote({ kind: 'private', eventType: 'birthday', groupSize: 18, eventDate, packageType: 'essentials', lilyPad: false }, guest);
    const written = formatWrittenDate(eventDate);
    const said = `${MONTH_NAMES[Number(eventDate.slice(5, 7)) - 1]} ${Number(eventDate.slice(8, 10))}, ${eventDate.slice(0, 4)}`;
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    try {
      await signInAt(page, `${url}/admin/ai-assistant`, admin);
      await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();
      await page.getByLabel('Your question').fill(`Hold ${said} at 9am for the ${surname} party`);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Answer' }).waitFor();

      // The card says exactly what the click will do, and that nothing has happened yet.
      const card = page.getByRole('region', { name: `Book ${quote.reference} for ${guest.name} on ${written} at 9:00 AM` });
      await card.waitFor();
      expect(await card.getByText('nothing has happened yet').count()).toBe(1);
      const value = (term: string) => cardLine(card, term);
      expect(await value('Quote')).toBe(`${quote.reference}, ${guest.name}: a private cruise for 18 guests`);
      expect(await value('When')).toBe(`${written}, 9:00 AM to 1:00 PM`);
      expect(await value('Total')).toBe(formatMoney(quote.price.totalPrice));
      expect(await value('Deposit')).toBe(`${formatMoney(quote.deposit!.depositAmount)}, by card through the pay link`);
      expect(await value('Pay link e-mailed to')).toBe(guest.email);
      expect(await value('The time is held')).toMatch(/^For 20 minutes while they pay the deposit/);
      expect(await axeViolations(page)).toEqual([]);

      // One click: the caller-booking form's request, as the signed-in member of staff.
      const confirm = card.getByRole('button', { name: `Book it and e-mail the pay link to ${guest.email}` });
      await confirm.click();
      const done = card.getByText(/^Booked: B-[A-Z0-9]{8} for /);
      await done.waitFor();
      await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await done.textContent()).toContain(
        `for ${guest.name} on ${written} at 9:00 AM. The pay link for the deposit of ${formatMoney(quote.deposit!.depositAmount)} was e-mailed to ${guest.email}; the time is held until`,
      );
      expect(await confirm.count()).toBe(0);
      // What has happened is said by the result: the card no longer says nothing has.
      expect(await card.getByText('nothing has happened yet').isVisible()).toBe(false);
      const link = card.getByRole('link', { name: /^Open B-[A-Z0-9]{8}$/ });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/admin\/bookings\/[0-9a-f-]{36}$/);
      const { booking } = (await asAdmin('GET', `/api${href}`)).body as AdminBookingResponse;
      expect(booking).toMatchObject({ quoteId: quote.id, status: 'pending_deposit', bookedBy: admin.email, slot: { date: eventDate, start: '09:00' } });
      expect(await link.textContent()).toBe(`Open ${booking.reference}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
