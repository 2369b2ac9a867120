import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GUARDRAIL_MESSAGES } from '#domain/assistant/guardrail-policy.ts';
import { EMAIL_INNER_SPACE_MESSAGE } from '#domain/shared/email.ts';
import { STAFF_REPLY_POLL_MS } from '#frontend/features/agent/api.ts';
import { axeViolations, hydrate, launchChromium, openPage, placeholderFits, signInAt } from '#tests/support/browser.ts';

// A hand-over answered by staff (issue 30, decision 072): a guest asks the chat agent on /chat,
// leaves their name and e-mail for a person, a staff member opens the conversation on
// /admin/agent-chat and replies, and the guest's chat shows the reply: by itself when its poll comes
// round (on the desktop, the page's clock moved on the poll's 20 seconds), or when the guest asks
// (on the phone). On the way the guest types a card number, which the guardrail blocks (decision
// 086): staff see that turn masked and marked blocked. Axe clean on both pages, on a desktop and a phone.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['a desktop', { width: 1440, height: 900 }, 'poll'],
  ['a phone', { width: 390, height: 844 }, 'button'],
] as const)('a hand-over answered by staff on %s', (_name, viewport, fetched) => {
  it("shows the staff member's reply in the guest's chat", async () => {
    const tag = randomUUID().slice(0, 8);
    const question = `Can we bring a piñata shaped like a boat (${tag})?`;
    const reply = `Hi Robin, a piñata is fine on a private charter (${tag}).`;

    const guest = await openPage(browser, viewport);
    // Time runs as usual; the test moves it on when it waits for the poll.
    if (fetched === 'poll') await guest.page.clock.install();
    await guest.page.goto(`${url}/chat`);
    await hydrate(guest.page);
    const box = guest.page.getByLabel('Your question', { exact: true });
    await box.click();
    await box.fill(question);
    await guest.page.keyboard.press('Enter');
    const log = guest.page.getByRole('log', { name: 'Conversation with the chat agent' });
    await log.locator('.agent__answer').first().waitFor();
    await box.fill('Can I pay the deposit here? My card is 4242 4242 4242 4242');
    await guest.page.keyboard.press('Enter');
    await log.getByText(GUARDRAIL_MESSAGES.personalData).waitFor();

    await guest.page.getByRole('button', { name: 'Talk to a person' }).click();
    const name = guest.page.getByLabel('Your name');
    // The form takes the keyboard to its first field.
    await expect.poll(() => guest.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    await name.fill('Robin Vega');
    // An address with a space inside is refused beside its field, before anything is sent.
    await guest.page.getByLabel('Your e-mail').fill('robin vega@test.example');
    await guest.page.getByRole('button', { name: 'Send to the crew' }).click();
    await guest.page.getByText(EMAIL_INNER_SPACE_MESSAGE).waitFor();
    await guest.page.getByLabel('Your e-mail').fill(`  robin-${tag}@test.example `);
    await guest.page.getByRole('button', { name: 'Send to the crew' }).click();
    await guest.page.getByText(/Handed to the crew\. A person will reply by .+, here and by e-mail\./).waitFor();
    expect(await axeViolations(guest.page)).toEqual([]);

    const staff = await openPage(browser, viewport);
    await signInAt(staff.page, `${url}/admin/agent-chat`, admin);
    await staff.page.getByRole('heading', { level: 1, name: 'Agent chat' }).waitFor();
    // Found by the guest's e-mail among those waiting for a person; the search is in the address.
    const find = staff.page.getByRole('search', { name: 'Find conversations' });
    // What the box finds is said whole in it, on a desktop's screen and a phone's.
    expect(await placeholderFits(find.getByLabel('Search'))).toBe(true);
    await find.getByLabel('Only those waiting for a person').check();
    await find.getByLabel('Search').fill(`ROBIN-${tag}`);
    await find.getByRole('button', { name: 'Search' }).click();
    await staff.page.waitForURL(new RegExp(`[?&]q=ROBIN-${tag}`));
    expect(new URL(staff.page.url()).searchParams.get('waiting')).toBe('1');
    const row = staff.page.getByRole('row').filter({ hasText: question });
    await row.waitFor();
    await expect.poll(() => staff.page.locator('#admin-main').getByRole('status').first().textContent()).toMatch(/^1 of \d+ conversations?$/);
    expect(await staff.page.locator('.admin-table').first().locator('tbody tr').count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toContain('Handed over');
    expect(cells).toContain(`Robin Vegarobin-${tag}@test.example`);
    // A badge, as every state has; the address breaks between its parts, and is whole in its title.
    expect(await row.locator('.admin-badge').textContent()).toBe('Handed over');
    const email = row.locator('.admin-email');
    expect(await email.getAttribute('title')).toBe(`robin-${tag}@test.example`);
    expect(await email.locator('wbr').count()).toBe(1);
    expect(await row.getAttribute('aria-current')).toBeNull();
    await row.getByRole('button', { name: /^Open/ }).click();
    const detail = staff.page.getByRole('region', { name: 'The conversation' });
    // The row open below is marked: for assistive technology, and in words beside its colour and edge.
    await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
    expect(await row.getByText('Open below').isVisible()).toBe(true);
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await staff.page.locator('tr[aria-current]').count()).toBe(1);
    // The reply promised to the guest names the zone, as the guest was told it.
    await detail.getByText(/a reply is promised by \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M C[SD]T/).waitFor();
    await detail.getByText('search_policies').first().waitFor();
    expect(await detail.getByText(question).count()).toBeGreaterThan(0);
    // The card was never stored in clear; the turn says the guardrail stopped it, and why.
    await detail.getByText('Can I pay the deposit here? My card is •••• •••• •••• 4242').waitFor();
    await detail.getByText('Blocked by the guardrail (a card number): the agent did not answer the question and ran no tool.').waitFor();
    expect(await detail.getByText('4242 4242 4242 4242').count()).toBe(0);
    await detail.getByLabel('Reply to the guest').fill(reply);
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await detail.getByText(reply).waitFor();
    // The reply's time names the business's zone (Austin's), not the staff member's device's.
    await detail.getByText(new RegExp(`replied, \\d\\d/\\d\\d/\\d{4}, \\d{1,2}:\\d\\d [AP]M C[SD]T, e-mailed to robin-${tag}@test\\.example:`)).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    // The guest's chat asks for the reply every 20 seconds by itself, and at once when asked.
    if (fetched === 'poll') await guest.page.clock.fastForward(STAFF_REPLY_POLL_MS);
    else await guest.page.getByRole('button', { name: 'Check for a reply' }).click();
    await log.getByText(reply).waitFor();
    await guest.page.getByText('A person from our crew has this conversation and answers here.').waitFor();
    expect(await axeViolations(guest.page)).toEqual([]);

    expect(guest.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await guest.page.context().close();
    await staff.page.context().close();
  });
});
