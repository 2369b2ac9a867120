import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, formatDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { startingPrice } from '#domain/booking/quote-choices.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { launchChromium, openPage, axeViolations, placeholderFits } from '#tests/support/browser.ts';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const today = () => calendarDateIn(new Date());
const longDate = (date: IsoDate) => `${weekdayName(date)}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** The first given weekday strictly after `from` (what "next Saturday" means to the chat). */
function nextWeekday(weekday: number, from: IsoDate = today(), atLeastDays = 1): IsoDate {
  let date = addDays(from, atLeastDays);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const answers = (page: Page) => page.locator('.chat-msg--guest .chat-msg__answer').allTextContents();
const question = (page: Page) => page.locator('.chat-msg--question');

async function typeAnswer(page: Page, text: string): Promise<void> {
  await page.getByLabel('Type your answer', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('the quote chat on a phone', () => {
  it('goes from a bachelorette link to a saved, shareable quote; keeps everything on reload, bad input and a lost answer', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const email = `chat.${randomUUID().slice(0, 8)}@test.example`;
    // The answer box's example is whole on a phone, at the first question and the next.
    const box = page.getByLabel('Type your answer', { exact: true });
    await page.goto(`${url}/chat`);
    expect(await placeholderFits(box)).toBe(true);
    await page.goto(`${url}/chat?type=bachelorette`);
    await page.getByRole('heading', { level: 1, name: 'Get your instant quote' }).waitFor();
    // The link's answers are rendered in the browser, over the prerendered first question.
    await question(page).getByText('Which day would you like to cruise?').waitFor();
    expect(await placeholderFits(box)).toBe(true);
    expect(await answers(page)).toEqual(['Bachelorette Party']);
    expect(await question(page).textContent()).toBe('Which day would you like to cruise?');
    expect(await page.getByText('Step 2 of 9').count()).toBe(1);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');

    // A day that does not exist is refused, and what was typed stays in the box.
    await typeAnswer(page, 'Feb 30');
    await page.getByText('February 30 is not a date. Which day did you mean?').waitFor();
    expect(await page.getByLabel('Type your answer', { exact: true }).inputValue()).toBe('Feb 30');

    const saturday = nextWeekday(6);
    await typeAnswer(page, 'next saturday');
    await question(page).getByText('How many guests, counting you?').waitFor();
    // Focus moved to the new question.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-msg--question'))).toBe(true);
    await typeAnswer(page, '14 of us');

    // Private or disco: the engine's recommendation, with its reason and both prices.
    await question(page).getByText('A private charter, or the disco cruise?').waitFor();
    // Both prices are on the options: the running price starts from the cheaper already.
    expect(await page.getByTestId('chat-total').textContent()).toMatch(/^From \$[\d,]+\.\d{2} total/);
    expect(await page.locator('.chat-msg__reason').textContent()).toMatch(/disco cruise|private charter/i);
    expect(await page.getByRole('button', { name: /^Disco cruise/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^Private charter/ }).click();

    // Packages with their inclusions and prices for this group and date, and the running price
    // from the cheapest of them before one is chosen.
    await page.getByRole('button', { name: 'Choose Essentials Package' }).waitFor();
    const from = startingPrice({ cruiseKind: 'private', eventDate: saturday, groupSize: 14 }, today(), FIRST_PRICING);
    expect(await page.getByTestId('chat-total').textContent()).toBe(
      `From ${formatMoney(from!.price.totalPrice)} total · ${formatMoney(from!.price.perPersonCost)} per person`,
    );
    expect(await page.getByRole('list', { name: 'Ultimate Party Package includes' }).getByRole('listitem').count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Hide details', exact: true }).click();
    await page.getByRole('button', { name: 'Choose Essentials Package' }).click();
    await question(page)
      .getByText(/giant lily pad float/)
      .waitFor();

    // A reload keeps every answer and what is half-typed.
    await page.getByLabel('Type your answer', { exact: true }).fill('hmm');
    await page.reload();
    await question(page)
      .getByText(/giant lily pad float/)
      .waitFor();
    expect(await answers(page)).toEqual(['Bachelorette Party', longDate(saturday), '14 guests', 'Private charter', 'Essentials Package']);
    expect(await page.getByLabel('Type your answer', { exact: true }).inputValue()).toBe('hmm');

    await page.getByRole('button', { name: 'No, thanks', exact: true }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Avery Stone');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // A bad e-mail is explained beside the field; nothing is lost.
    await page.getByLabel('E-mail', { exact: true }).fill('avery@');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    const lead = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    expect((await lead).status()).toBe(201);
    await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('button', { name: 'Save my quote', exact: true }).waitFor();
    expect(await page.getByText('All 9 steps answered').count()).toBe(1);
    const total = await page.locator('[data-testid="chat-total"][data-price-status="current"] strong').textContent();
    await page.getByLabel('Notes for the crew (optional)', { exact: true }).fill('The bride loves ABBA.');
    expect(await axeViolations(page)).toEqual([]);

    // The first answer is lost on the way back (the quote is saved, the phone never hears):
    // the retry gets the same quote, not a second one.
    let lostOne = false;
    await page.route('**/api/quotes', async (route) => {
      if (lostOne) return route.fallback();
      lostOne = true;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Save my quote', exact: true }).click();
    await page.getByText('Could not save, try again. Everything you entered is kept.').waitFor();
    expect(await page.getByLabel('Notes for the crew (optional)', { exact: true }).inputValue()).toBe('The bride loves ABBA.');
    await page.getByRole('button', { name: 'Save my quote', exact: true }).click();

    await page.waitForURL(/\/quote\/[A-Za-z0-9_-]{64}$/);
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const response = await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() });
    expect(response.status).toBe(200);
    const { quote } = response.body as QuoteByTokenResponse;
    expect(formatMoney(quote.price.totalPrice)).toBe(total);
    expect(quote.selection).toEqual({
      kind: 'private',
      eventType: 'bachelorette',
      groupSize: 14,
      eventDate: saturday,
      packageType: 'essentials',
      lilyPad: false,
    });
    expect(quote.notes).toBe('The bride loves ABBA.');

    const config = loadConfig();
    const [savedQuote, ...more] = await quotesRepository(config).listByEmail(email);
    expect(more).toEqual([]);
    const [partial] = await leadsRepository(config).listByEmail(email);
    expect(partial).toMatchObject({ source: 'chat-partial', name: 'Avery Stone' });
    expect(savedQuote?.leadId).toBe(partial!.id);

    // Back on /chat, the saved conversation shows its quote and offers a new one.
    await page.goto(`${url}/chat`);
    await page.getByRole('link', { name: 'View your quote' }).waitFor();
    expect(await page.getByRole('link', { name: 'View your quote' }).getAttribute('href')).toBe(`/quote/${token}`);
    expect(await page.locator('.chat-saved__total strong').textContent()).toBe(total);
    await page.getByRole('button', { name: 'Start a new quote' }).click();
    await question(page).getByText('What are you celebrating?').waitFor();
    expect(await answers(page)).toEqual(['Avery Stone', email, '(512) 555-0142']);
    expect(problems.filter((p) => !p.includes('internetdisconnected') && !p.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });

  it('records a partial lead for a guest who leaves after giving an e-mail', async () => {
    const { page } = await openPage(browser, mobile);
    const email = `partial.${randomUUID().slice(0, 8)}@test.example`;
    const tuesday = nextWeekday(2, today(), 40);
    await page.goto(`${url}/chat?type=general`);
    // One sentence answers the occasion, the date, the group and the package; a Tuesday means a private charter.
    await typeAnswer(page, `12 of us on ${formatDate(tuesday).replace(/^0/, '').replace('/0', '/')} for a birthday, standard package`);
    await question(page)
      .getByText(/giant lily pad float/)
      .waitFor();
    expect(await answers(page)).toEqual(['Birthday', longDate(tuesday), '12 guests', 'Standard Cruise']);
    expect(await page.getByText(/The disco cruise sails on Fridays and Saturdays only/).count()).toBe(1);
    await page.getByRole('button', { name: 'No, thanks', exact: true }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Jordan Partial');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    const lead = page.waitForResponse((response) => response.url().endsWith('/api/leads'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await lead;
    await page.context().close();

    const found = await eventually(async () => (await leadsRepository(loadConfig()).listByEmail(email))[0]);
    expect(found).toMatchObject({ source: 'chat-partial', name: 'Jordan Partial', eventType: 'Birthday', groupSize: '12', eventDate: tuesday, page: '/chat' });
    expect(found.phone).toBeUndefined();
    expect(found.message).toContain('Standard Cruise');
  });
});

describe('entry links preselect steps', () => {
  it('starts from what the contact form carried, once: a reload with the hand-over still stored keeps the answers', async () => {
    const { page } = await openPage(browser, mobile);
    const handoff = {
      leadId: randomUUID(),
      name: 'Robin Handoff',
      email: `handoff.${randomUUID().slice(0, 8)}@test.example`,
      phone: '(512) 555-0101',
      eventType: 'Birthday',
      groupSize: 'about 18',
      message: 'Cake aboard, please.',
    };
    // As the contact form leaves it: in sessionStorage, there again on every load of this tab.
    await page.addInitScript((value) => sessionStorage.setItem('chat:handoff', value), JSON.stringify(handoff));
    const leadPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads')) leadPosts.push(request.method());
    });
    await page.goto(`${url}/chat?type=general`);
    await question(page).getByText('Which day would you like to cruise?').waitFor();
    // The message sent on the contact form is acknowledged first, with when and how the crew replies.
    const acknowledgement = page.locator('.chat-msg--assistant').first();
    expect(await acknowledgement.textContent()).toContain(
      `Thanks, Robin! We have your message. The crew replies by e-mail at ${handoff.email} during opening hours (Every day`,
    );
    expect(await answers(page)).toEqual(['Birthday', '18 guests', 'Robin Handoff', handoff.email, '(512) 555-0101']);
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    const day = page.locator('.chat-calendar__day:not([disabled])').first();
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    await page.locator('.chat-msg--guest', { hasText: longDate(date) }).waitFor();
    await page.reload();
    await page.locator('.chat-msg--guest', { hasText: longDate(date) }).waitFor();
    expect(await answers(page)).toContain('Robin Handoff');
    // The contact form's lead is this guest's lead: no partial lead on top of it.
    expect(leadPosts).toEqual([]);
    await page.context().close();
  });

  it('type=disco-cruise&package=disco_queen answers the cruise and the package', async () => {
    const { page } = await openPage(browser, mobile);
    await page.goto(`${url}/chat?type=disco-cruise&package=disco_queen`);
    await question(page).getByText('What are you celebrating?').waitFor();
    expect(await answers(page)).toEqual(['Disco cruise', 'Disco Queen']);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    await page.context().close();
  });

  it('eventType=corporate&groupSize=30, then a keyboard-only pass through the calendar', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/chat?eventType=corporate&groupSize=30`);
    await question(page).getByText('Which day would you like to cruise?').waitFor();
    expect(await answers(page)).toEqual(['Corporate Event', '30 guests']);
    expect(await axeViolations(page)).toEqual([]);

    // Tab from the top of the page to the calendar's one tab stop: today.
    const focusedDate = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['date'] ?? null);
    for (let i = 0; i < 80 && (await focusedDate()) === null; i += 1) await page.keyboard.press('Tab');
    const start = today();
    expect(await focusedDate()).toBe(start);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^${longDate(start)}, (Monday–Thursday|Friday|Saturday|Sunday) rate, \\$+`),
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDate).toBe(addDays(start, 1));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedDate).toBe(addDays(start, 8));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedDate).toBe(start);
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await focusedDate())?.slice(0, 7)).not.toBe(start.slice(0, 7));
    const nextMonth = (await focusedDate())!;
    expect(nextMonth.slice(0, 7)).not.toBe(start.slice(0, 7));
    await page.keyboard.press('Enter');
    await page.locator('.chat-msg--guest', { hasText: longDate(nextMonth) }).waitFor();
    // Focus went on to the next question.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-msg--question'))).toBe(true);
    await page.context().close();
  });
});
