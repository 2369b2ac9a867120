import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { addDays, calendarDateIn, formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { loadPricingContext } from '#functions/app/pricing/pricing-context.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { axeViolations, hydrate, launchChromium, openPage } from '#tests/support/browser.ts';

// The chat agent on /chat (issue 30, decision 069): a guest's question answered with the price
// engine's figure and its source, ending in the guided builder filled in from what they said.

const { url } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The first July 4th at least six weeks ahead, as the guest's "July 4th, <year>" names it. */
function julyFourth(today: IsoDate): IsoDate {
  let year = Number(today.slice(0, 4));
  while (`${year}-07-04` < addDays(today, 42)) year += 1;
  return `${year}-07-04`;
}

describe.each([
  ['a desktop', { width: 1440, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
])('the chat agent on %s', (_name, viewport) => {
  it("answers a price question with the engine's figure and starts the quote in the builder", async () => {
    const { page, problems } = await openPage(browser, viewport);
    const today = calendarDateIn(new Date());
    const date = julyFourth(today);
    const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 18, eventDate: date, packageType: 'standard', lilyPad: false };
    const total = formatMoney(priceQuoteSelection(selection, today, await loadPricingContext(loadConfig(), today)).totalPrice);

    await page.goto(`${url}/chat`);
    // /chat is prerendered and hands itself to React at the guest's first move (decision 007).
    await hydrate(page);
    const box = page.getByLabel('Your question', { exact: true });
    await box.click();
    await box.fill(`How much for a birthday, 18 of us on July 4th, ${date.slice(0, 4)}, on a private boat? Start my quote`);
    await page.keyboard.press('Enter');

    const log = page.getByRole('log', { name: 'Conversation with the chat agent' });
    await log.getByText(total).first().waitFor();
    // The answer says where its figure came from, and that the stand-in, not a model, wrote it.
    await page.getByText('Where this comes from').first().waitFor();
    expect(await log.locator('.agent__facts li').first().textContent()).toContain(`Price engine`);
    expect(await log.locator('.agent__facts li').first().textContent()).toContain(total);
    expect(await page.locator('.agent__stand-in').textContent()).toMatch(/local model stand-in, not an AI model/);
    // The question box keeps the focus for the next question.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await box.getAttribute('id'));

    // The guided builder below starts again from the guest's answers.
    await log.getByText('The quote builder below now has your answers').waitFor();
    const answers = page.locator('.chat-msg--guest .chat-msg__answer');
    await answers.filter({ hasText: 'Birthday' }).first().waitFor();
    const given = (await answers.allTextContents()).join(' | ');
    expect(given).toContain('18');
    expect(given).toMatch(new RegExp(`July 4|${formatWrittenDate(date).split(', ')[0]}|07/04/${date.slice(0, 4)}`));

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the chat agent, agreed with', () => {
  it("starts the quote for the price it gave when the guest says 'Let's book it'", async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    const date = julyFourth(calendarDateIn(new Date()));
    await page.goto(`${url}/chat`);
    await hydrate(page);
    const box = page.getByLabel('Your question', { exact: true });
    await box.click();
    await box.fill(`How much for a birthday, 20 of us on July 4th, ${date.slice(0, 4)}?`);
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation with the chat agent' });
    await log.getByText('Where this comes from').first().waitFor();
    expect(await log.getByText('The quote builder below now has your answers').count()).toBe(0);

    // A short yes to that price: the builder gets what was priced, though the words name none of it.
    await box.fill("Let's book it");
    await page.keyboard.press('Enter');
    await log.getByText('The quote builder below now has your answers').waitFor();
    const answers = page.locator('.chat-msg--guest .chat-msg__answer');
    await answers.filter({ hasText: 'Birthday' }).first().waitFor();
    const given = (await answers.allTextContents()).join(' | ');
    expect(given).toContain('20');
    expect(given).toMatch(new RegExp(`July 4|${formatWrittenDate(date).split(', ')[0]}|07/04/${date.slice(0, 4)}`));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
