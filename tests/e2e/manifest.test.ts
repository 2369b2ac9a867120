import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { savedAndBooked } from '#tests/support/bookings.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { signedInToPortal } from '#tests/support/portal.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';

// The group's manifest in Chromium at a phone's size (decision 023): guests sign through the
// group's link, an under-21 is turned away on a disco cruise, and staff read the check-in list on
// the booking and the day's page, printable without the back office around it. axe on each screen.

const { url, admin } = inject('stack');
const phone = { width: 390, height: 844 };
let browser: Browser;

async function booking(selection: QuoteSelection) {
  const contact = { name: 'Morgan Host', email: `host.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0142' };
  return { contact, booking: (await savedAndBooked(selection, contact)).booking };
}

/** Staff sign in on the booking's page and copy the group's waiver link from its guests section. */
async function waiverLinkFromBookingPage(page: Page, bookingId: string): Promise<string> {
  await signInAt(page, `${url}/admin/bookings/${bookingId}`, admin);
  await page.getByRole('heading', { level: 2, name: 'Guests and waivers' }).waitFor();
  const link = page.getByLabel(/^Waiver link for B-/);
  await link.waitFor();
  return link.inputValue();
}

async function signAsGuest(page: Page, link: string, guest: { name: string; email: string; dateOfBirth?: string }) {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^Sign the waiver for Morgan's cruise$/ }).waitFor();
  await page.getByLabel('Your full name', { exact: true }).fill(guest.name);
  await page.getByLabel('Your e-mail address').fill(guest.email);
  if (guest.dateOfBirth) await page.getByLabel('Date of birth').fill(guest.dateOfBirth);
  await page.getByLabel(/^I have read the waiver above/).check();
  await page.getByLabel('Signature: type your full name').fill(guest.name);
  await page.getByRole('button', { name: 'Sign the waiver' }).click();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the group manifest on a phone', () => {
  it('two guests sign through the link; staff see both on the booking and on the day, and the printed list has no navigation', async () => {
    const date = freshCruiseDate(2);
    const { booking: made } = await booking({
      kind: 'private',
      eventType: 'birthday',
      groupSize: 20,
      eventDate: date,
      packageType: 'essentials',
      lilyPad: false,
    });
    const staff = await openPage(browser, phone);
    const link = await waiverLinkFromBookingPage(staff.page, made.id);
    expect(link).toMatch(/\/waiver\/[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(staff.page)).toEqual([]);

    const guest = await openPage(browser, phone);
    await guest.page.goto(link);
    await guest.page.getByRole('heading', { level: 1, name: "Sign the waiver for Morgan's cruise" }).waitFor();
    expect(await guest.page.getByText('This cruise has alcohol on board, so it is for guests 21 and over.').isVisible()).toBe(true);
    expect(await guest.page.locator('main').textContent()).not.toMatch(/\$\d/);
    expect(await axeViolations(guest.page)).toEqual([]);

    // A missing agreement is shown at its field, and nothing is sent.
    await guest.page.getByLabel('Your full name', { exact: true }).fill('Avery Stone');
    await guest.page.getByRole('button', { name: 'Sign the waiver' }).click();
    // The page is rendered with its waiver and handed to React at the guest's first move (decision
    // 094): a tap before React is there is replayed once it is, so the message is waited for.
    await guest.page.getByText('Tick the box to agree to the waiver.').waitFor();
    expect(await axeViolations(guest.page)).toEqual([]);

    await signAsGuest(guest.page, link, { name: 'Avery Stone', email: `avery.${randomUUID().slice(0, 8)}@test.example`, dateOfBirth: '1994-03-08' });
    await guest.page.getByRole('heading', { level: 2, name: 'Thank you, Avery Stone: you have signed' }).waitFor();
    expect(await guest.page.getByText('What happens next').isVisible()).toBe(true);
    expect(await axeViolations(guest.page)).toEqual([]);

    const second = await openPage(browser, phone);
    await signAsGuest(second.page, link, { name: 'Blake Rivers', email: `blake.${randomUUID().slice(0, 8)}@test.example`, dateOfBirth: '1990-11-30' });
    await second.page.getByRole('heading', { level: 2, name: 'Thank you, Blake Rivers: you have signed' }).waitFor();

    await staff.page.goto(`${url}/admin/manifests?date=${date}`);
    await staff.page.getByRole('heading', { level: 1, name: /^Manifests for / }).waitFor();
    const list = staff.page.getByRole('table', { name: new RegExp(`^Check-in list for ${made.reference}`) });
    await list.waitFor();
    expect(await list.textContent()).toMatch(/Avery Stone.*21\+ checked/);
    expect(await list.textContent()).toContain('Blake Rivers');
    expect(await axeViolations(staff.page)).toEqual([]);

    // The office names who sails it: the captain from the team, the deckhands by name.
    await staff.page.getByRole('button', { name: `Change crew for ${made.reference}` }).click();
    const crew = staff.page.getByRole('form', { name: `Crew for ${made.reference}` });
    await crew.getByLabel('Captain').selectOption(admin.email);
    await crew.getByLabel('Deckhands').fill('Alex Reed, Jo Park');
    expect(await axeViolations(staff.page)).toEqual([]);
    await crew.getByRole('button', { name: 'Save crew' }).click();
    await staff.page.getByText(`Captain: ${admin.email} (you) · Deckhands: Alex Reed, Jo Park`).waitFor();
    expect(await crew.count()).toBe(0);

    await staff.page.emulateMedia({ media: 'print' });
    expect(await staff.page.locator('.admin-shell-nav').isVisible()).toBe(false);
    expect(await staff.page.locator('.admin-shell-header').isVisible()).toBe(false);
    expect(await staff.page.getByRole('button', { name: /Print check-in lists/ }).isVisible()).toBe(false);
    expect(await list.isVisible()).toBe(true);
    // Printed, the list is a table again (not the phone's cards), with its tick column.
    expect(await list.evaluate((table) => getComputedStyle(table).display)).toBe('table');
    expect(await list.getByRole('columnheader', { name: 'On board' }).isVisible()).toBe(true);
    await staff.page.emulateMedia({ media: 'screen' });
    // Before the cruise's day there is nothing to tick on the screen: the box is the paper's.
    expect(await list.getByRole('checkbox').count()).toBe(0);

    // The cruise's day (the clock the test stack trusts): once the deposit is in, the captain
    // ticks each guest on board on a phone, and sees how many are on board and what is owed.
    const paid = await asAdmin('POST', `/api/admin/bookings/${made.id}/payments`, {
      kind: 'deposit',
      amount: made.deposit.depositAmount,
      method: 'cash',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const captain = await openPage(browser, phone);
    await captain.page.context().setExtraHTTPHeaders(clockHeaders(new Date(`${date}T15:00:00.000Z`)));
    await signInAt(captain.page, `${url}/admin/manifests?date=${date}`, admin);
    const avery = captain.page.getByRole('checkbox', { name: 'Avery Stone on board' });
    await avery.waitFor();
    expect(await captain.page.getByText(`Balance still owed: ${formatMoney(made.totalPrice - made.deposit.depositAmount)}`).isVisible()).toBe(true);
    // A tap the captain can make (visible, enabled, not covered), whose tick shows in the tap's own
    // render: the box is read in the same task as the click, before any later update could put
    // the tick back (the mutation's pending state alone came a task late, and the box meanwhile
    // showed the saved list again: Playwright's check() once read it there).
    await avery.click({ trial: true });
    const tickedAtOnce = await avery.evaluate((box: HTMLInputElement) => {
      box.click();
      return box.checked;
    });
    expect(tickedAtOnce).toBe(true);
    await captain.page
      .getByText(/1 on board/)
      .first()
      .waitFor();
    expect(await avery.isChecked()).toBe(true);
    expect(await captain.page.getByRole('checkbox', { name: 'Blake Rivers on board' }).isChecked()).toBe(false);
    expect(await axeViolations(captain.page)).toEqual([]);
    await captain.page.reload();
    await avery.waitFor();
    expect(await avery.isChecked()).toBe(true);
    await captain.page.context().close();

    // The staff's page logs the 401 it met before signing in; the guests' pages log nothing.
    for (const opened of [guest, second]) expect(opened.problems).toEqual([]);
  });

  it('turns away a guest under 21 on a disco cruise with a plain message', async () => {
    const date = freshCruiseDate(6);
    const { booking: made } = await booking({
      kind: 'disco',
      eventType: 'bachelorette',
      groupSize: 8,
      eventDate: date,
      discoPackage: 'basic',
      brideIncluded: false,
    });
    const staff = await openPage(browser, phone);
    const link = await waiverLinkFromBookingPage(staff.page, made.id);
    // Staff are done: their signed-in page (and its renderer) goes before the guest's opens. In one
    // fresh-clone run the guest's tick box waited out 30 s for a frame to check it was still.
    await staff.page.context().close();

    const guest = await openPage(browser, phone);
    const twentyNextYear = `${Number(date.slice(0, 4)) - 20}-01-01`;
    await signAsGuest(guest.page, link, { name: 'Jamie Young', email: `jamie.${randomUUID().slice(0, 8)}@test.example`, dateOfBirth: twentyNextYear });
    const refusal = guest.page.getByRole('alert').filter({ hasText: 'The ATX Disco Cruise is for guests 21 and over, so we cannot take your signature' });
    await refusal.waitFor();
    expect(await guest.page.getByRole('heading', { name: /you have signed/ }).count()).toBe(0);
    expect(await axeViolations(guest.page)).toEqual([]);
  });

  it('the organiser invites two guests from the portal, each signs through the e-mailed link, and the organiser sees both', async () => {
    const date = freshCruiseDate(3);
    const { contact, booking: made } = await booking({
      kind: 'private',
      eventType: 'birthday',
      groupSize: 20,
      eventDate: date,
      packageType: 'essentials',
      lilyPad: false,
    });
    const organiser = await openPage(browser, phone);
    await signedInToPortal(organiser.page, contact.email);
    await organiser.page.goto(`${url}/portal/trips/${made.id}/guests`);
    await organiser.page.getByRole('heading', { level: 2, name: 'Guests and waivers' }).waitFor();
    await organiser.page.getByLabel("Your group's waiver link").waitFor();
    expect(await axeViolations(organiser.page)).toEqual([]);

    const guests = [
      { name: 'Quinn Harper', email: `quinn.${randomUUID().slice(0, 8)}@test.example`, dateOfBirth: '1992-07-04' },
      { name: 'Rowan Ellis', email: `rowan.${randomUUID().slice(0, 8)}@test.example`, dateOfBirth: '1988-01-21' },
    ];
    await organiser.page.getByLabel('Guests’ e-mail addresses').fill(guests.map((guest) => guest.email).join('\n'));
    await organiser.page.getByRole('button', { name: 'Send invitations' }).click();
    await organiser.page.getByText(/^Invited .*: each gets an e-mail with the link\./).waitFor();
    expect(await organiser.page.getByRole('heading', { level: 3, name: 'Invited, not signed yet (2)' }).isVisible()).toBe(true);
    expect(await axeViolations(organiser.page)).toEqual([]);

    for (const guest of guests) {
      const invitation = await eventually(
        async () => (await outboxRepository(loadConfig()).listByRecipient(guest.email)).find((message) => message.detailType === 'GuestInvited'),
        15_000,
      );
      const link = /Sign the waiver: (\S+)/.exec(invitation.text)?.[1];
      expect(link).toMatch(/\/waiver\/[A-Za-z0-9_-]{43}$/);
      const page = await openPage(browser, phone);
      await signAsGuest(page.page, link!, guest);
      await page.page.getByRole('heading', { level: 2, name: `Thank you, ${guest.name}: you have signed` }).waitFor();
    }

    await organiser.page.reload();
    await organiser.page.getByRole('heading', { level: 3, name: 'Signed (2)' }).waitFor();
    const signedList = await organiser.page.getByRole('region', { name: 'Signed (2)' }).textContent();
    for (const guest of guests) expect(signedList).toContain(guest.name);
    expect(await organiser.page.getByRole('heading', { level: 3, name: 'Invited, not signed yet (0)' }).isVisible()).toBe(true);
    expect(await axeViolations(organiser.page)).toEqual([]);
    expect(organiser.problems).toEqual([]);
  });
});
