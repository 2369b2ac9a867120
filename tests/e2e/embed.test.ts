import { randomUUID } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { addDays, calendarDateIn, dayOfWeek, formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quotePath, quoteReference } from '#domain/booking/quote-identity.ts';
import { quoteFrameHeight } from '#frontend/embed/messages.ts';
import { loadPricingContext } from '#functions/app/pricing/pricing-context.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { axeViolations, focusRing, hydrate, launchChromium, openPage, placeholderFits, postAndSettle, signInAt } from '#tests/support/browser.ts';
import { contrastRatio } from '#tests/support/contrast.ts';
import { eventually } from '#tests/support/wait.ts';

const { url, admin } = inject('stack');
const desktop = { width: 1280, height: 900 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the home page's quote frame (hydrating on the click) and returns the frame once its widget has rendered. */
async function openQuoteFrame(page: Page): Promise<Frame> {
  await page.getByRole('button', { name: 'Build your quote right here' }).click();
  const iframe = page.locator('iframe[title="Quote builder"]');
  await iframe.waitFor();
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  await frame.locator('main').waitFor();
  return frame;
}

/** The guest's answers, typed and tapped as in the chat; a Tuesday means a private charter. */
async function buildQuote(widget: Frame | Page, email: string): Promise<void> {
  let tuesday = addDays(calendarDateIn(new Date()), 40);
  while (dayOfWeek(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  const [, month, day] = tuesday.split('-').map(Number);
  await widget.getByLabel('Type your answer', { exact: true }).fill(`12 of us on ${month}/${day} for a birthday, standard package`);
  await widget.getByRole('button', { name: 'Send', exact: true }).click();
  await widget.getByRole('button', { name: 'No, thanks', exact: true }).click();
  for (const [label, value] of [
    ['Full name', 'Embed Guest'],
    ['E-mail', email],
    ['Phone', '(512) 555-0188'],
  ] as const) {
    await widget.getByLabel(label, { exact: true }).fill(value);
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await widget.getByRole('button', { name: 'Save my quote', exact: true }).click();
}

/** The quote the widget saved for this guest (read from the table, as staff would). */
async function savedQuoteFor(email: string) {
  return eventually(async () => (await quotesRepository(loadConfig()).listByEmail(email))[0]);
}

const frameHeight = (page: Page) => page.locator('iframe[title="Quote builder"]').evaluate((element) => element.getBoundingClientRect().height);

describe('framing rules', () => {
  it('lets other sites frame /embed/* only; every other page refuses to be framed', async () => {
    const embed = await fetch(`${url}/embed/quote?ref=HOTEL1`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https:");
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const home = await fetch(`${url}/`);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the home page quote frame', () => {
  it('loads nothing of the widget until opened, then sizes the frame to the reported height plus 100, at least 1200', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(url);
    await hydrate(page);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requested.filter((path) => path.startsWith('/embed/'))).toEqual([]);
    // Listen in the host before the frame exists, so the widget's first report is seen.
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seenMessages: unknown[] }).seenMessages = seen;
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    const frame = await openQuoteFrame(page);
    expect(await page.getByRole('link', { name: 'Prefer a full page? Open the quote builder' }).getAttribute('href')).toBe('/chat?type=general');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenMessages: { type?: string }[] }).seenMessages.some((m) => m?.type === 'resize')))
      .toBe(true);
    expect(await frameHeight(page)).toBeGreaterThanOrEqual(1200);

    // The widget grows past the minimum: the frame follows at its height plus 100.
    await frame.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2400px';
      document.querySelector('main')!.append(spacer);
    });
    const reported = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    expect(reported).toBeGreaterThan(2400);
    await expect.poll(() => frameHeight(page)).toBe(reported + 100);

    // Messages from anything but the frame are ignored.
    await postAndSettle(page, { type: 'resize', height: 50_000 });
    expect(await frameHeight(page)).toBe(reported + 100);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a quote saved in the frame shows 'Quote Submitted!' and goes to /chat, then its quote page; the host's own messages are ignored", async () => {
    const { page, problems } = await openPage(browser, desktop);
    const visited: string[] = [];
    page.on('framenavigated', (navigated) => {
      if (navigated === page.mainFrame()) visited.push(new URL(navigated.url()).pathname);
    });
    await page.goto(url);
    await hydrate(page);
    const frame = await openQuoteFrame(page);
    // The host page posting to itself is not the widget: nothing happens.
    await postAndSettle(page, { type: 'quote-submitted', reference: 'Q-FAKE', path: '/quote/fake', url: `${url}/quote/fake` });
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    expect(await page.getByText('Quote Submitted!').count()).toBe(0);

    const email = `embed.${randomUUID().slice(0, 8)}@test.example`;
    await buildQuote(frame, email);
    await page.getByText('Quote Submitted!').waitFor();
    expect(await page.getByText('Redirecting you to view your quote details...').count()).toBe(1);
    // /chat hands over to the quote page it was given.
    await page.waitForURL(/\/quote\/[A-Za-z0-9_-]{64}$/);
    expect(visited).toContain('/chat');
    const saved = await savedQuoteFor(email);
    expect(saved).toMatchObject({ source: 'embed' });
    expect(new URL(page.url()).pathname).toBe(quotePath(saved.token));
    await page.getByRole('heading', { level: 1, name: `Your quote ${quoteReference(saved.id)}` }).waitFor();
    // Reached in the app from the (indexable) home page: the quote page still says noindex.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the embed page on its own', () => {
  it('has a title, a language, a main landmark and a heading, and no axe violations', async () => {
    const { page, problems } = await openPage(browser, { width: 420, height: 900 });
    await page.goto(`${url}/embed/quote?ref=HOTEL1`);
    await page.locator('main h1').waitFor({ state: 'attached' });
    expect(await page.title()).toBe(`Get your instant quote | ${businessFacts.name}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page)).toEqual([]);
    // The focus ring, which axe does not see: at least 3:1 against the widget's white (WCAG 2.2),
    // on the agent's question box and on the builder's first answer reached by the keyboard.
    await page.getByLabel('Your question', { exact: true }).focus();
    for (const step of ['the question box', 'the next control']) {
      const ring = await focusRing(page);
      expect(ring.outline, step).not.toBe('none');
      expect(ring.width, step).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.outline, ring.background), step).toBeGreaterThanOrEqual(3);
      await page.keyboard.press('Tab');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('credits the partner in ?ref= and, once saved, offers the quote page in a new tab', async () => {
    const { page, problems } = await openPage(browser, { width: 420, height: 900 });
    await page.goto(`${url}/embed/quote?ref=HOTEL1`);
    const email = `partner.${randomUUID().slice(0, 8)}@test.example`;
    await buildQuote(page, email);
    const link = page.getByRole('link', { name: 'Open your quote in a new tab' });
    await link.waitFor();
    const saved = await savedQuoteFor(email);
    expect(saved).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
    expect(await link.getAttribute('href')).toBe(new URL(quotePath(saved.token), url).href);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Your quote ${quoteReference(saved.id)} is saved.` })
        .count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('logs and suppresses uncaught errors and rejections, shows nothing, and removes error overlays', async () => {
    const { page } = await openPage(browser, desktop);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`${url}/embed/quote`);
    await page.locator('main').waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is compared (a Playwright locator, not a DOM node)
    const before = await page.locator('body').innerText();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('widget exploded');
      });
      void Promise.reject(new Error('widget promise broke'));
      document.body.append(document.createElement('vite-error-overlay'));
    });
    await expect.poll(() => logged.some((line) => line.includes('uncaught error') && line.includes('widget exploded'))).toBe(true);
    await expect.poll(() => logged.some((line) => line.includes('unhandled promise rejection') && line.includes('widget promise broke'))).toBe(true);
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0);
    // biome-ignore lint/performance/useDomNodeTextContent: as above
    expect(await page.locator('body').innerText()).toBe(before);
    expect(await page.getByText(/exploded|broke|Something went wrong/).count()).toBe(0);
    await page.context().close();
  });

  it('answers any other /embed/ path with the embed page and a short note inside it', async () => {
    const { page } = await openPage(browser, desktop);
    const response = await page.goto(`${url}/embed/no-such-widget`);
    expect(response?.status()).toBe(200);
    await page.getByText('There is no widget at this address.').waitFor();
    expect(await page.title()).toBe(`Widget not found | ${businessFacts.name}`);
    await page.context().close();
  });
});

// The chat agent in the widget (issue 30): the question box as /chat has it, the agent's code
// loaded only once the guest types, an answer that starts a quote filling the widget's own
// builder, and the frame told of the height the answers add.

/** The agent's own chunk of the embed build (the panel, its API calls, the hand-over form). */
const AGENT_CHUNK = /^\/assets\/agent-panel-[\w-]+\.js$/;

/** The first July 4th at least six weeks ahead, as the guest's "July 4th, <year>" names it. */
function julyFourth(today: IsoDate): IsoDate {
  let year = Number(today.slice(0, 4));
  while (`${year}-07-04` < addDays(today, 42)) year += 1;
  return `${year}-07-04`;
}

/** The heights the widget reported to the host page, oldest first. */
const reportedHeights = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { seenMessages: { type?: string; height?: number }[] }).seenMessages
      .filter((m) => m?.type === 'resize')
      .map((m) => m.height as number),
  );

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1440, height: 900 }],
])('the chat agent in the embed on %s', (_name, viewport) => {
  it("loads when the guest types, answers with the engine's figure, starts the quote in the widget's builder, and the frame grows", async () => {
    const { page, problems } = await openPage(browser, viewport);
    const today = calendarDateIn(new Date());
    const date = julyFourth(today);
    const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 18, eventDate: date, packageType: 'standard', lilyPad: false };
    const total = formatMoney(priceQuoteSelection(selection, today, await loadPricingContext(loadConfig(), today)).totalPrice);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(url);
    await hydrate(page);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seenMessages: unknown[] }).seenMessages = seen;
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    const frame = await openQuoteFrame(page);

    // The box is there with the builder; nothing of the agent has loaded.
    const box = frame.getByLabel('Your question', { exact: true });
    await box.waitFor();
    await frame.getByLabel('Type your answer', { exact: true }).waitFor();
    // Its example question is whole, in the frame on a phone too.
    expect(await placeholderFits(box)).toBe(true);
    expect(requested.filter((path) => AGENT_CHUNK.test(path))).toEqual([]);
    await expect.poll(async () => (await reportedHeights(page)).length).toBeGreaterThan(0);
    const before = (await reportedHeights(page)).at(-1)!;

    await box.click();
    await box.fill(`How much for a birthday, 18 of us on July 4th, ${date.slice(0, 4)}, on a private boat? Start my quote`);
    await page.keyboard.press('Enter');
    const log = frame.getByRole('log', { name: 'Conversation with the chat agent' });
    await log.getByText(total).first().waitFor();
    expect(requested.filter((path) => AGENT_CHUNK.test(path))).toHaveLength(1);
    expect(await log.locator('.agent__facts li').first().textContent()).toContain(total);
    // The widget says plainly that the stand-in, not a model, wrote the answer.
    expect(await frame.locator('.agent__stand-in').textContent()).toMatch(/local model stand-in, not an AI model/);
    // The question box keeps the keyboard for the next question.
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe(await box.getAttribute('id'));

    // The widget's builder starts again from the guest's answers.
    await log.getByText('The quote builder below now has your answers').waitFor();
    const answers = frame.locator('.chat-msg--guest .chat-msg__answer');
    await answers.filter({ hasText: 'Birthday' }).first().waitFor();
    const given = (await answers.allTextContents()).join(' | ');
    expect(given).toContain('18');
    expect(given).toMatch(new RegExp(`July 4|${formatWrittenDate(date).split(', ')[0]}|07/04/${date.slice(0, 4)}`));

    // The answer made the widget taller: the host page was told, and sized the frame to it.
    await expect.poll(async () => (await reportedHeights(page)).at(-1)!).toBeGreaterThan(before);
    const reported = (await reportedHeights(page)).at(-1)!;
    await expect.poll(() => frameHeight(page)).toBe(quoteFrameHeight(reported));

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a hand-over from the embed on a partner's page", () => {
  it("reaches staff as from the embed with the partner's ref, and the reply shows in the widget", async () => {
    const tag = randomUUID().slice(0, 8);
    const question = `Can we bring a piñata shaped like a boat (${tag})?`;
    const reply = `Hi Robin, a piñata is fine on a private charter (${tag}).`;
    const guest = await openPage(browser, { width: 390, height: 844 });
    // The agent's code is held back until the guest has asked: the question sent before it came is asked once it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await guest.page.route(
      (address) => AGENT_CHUNK.test(address.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await guest.page.goto(`${url}/embed/quote?ref=HOTEL1`);
    const box = guest.page.getByLabel('Your question', { exact: true });
    await box.fill(question);
    await guest.page.keyboard.press('Enter');
    await guest.page.getByRole('status').filter({ hasText: 'Looking that up…' }).waitFor();
    release();
    const log = guest.page.getByRole('log', { name: 'Conversation with the chat agent' });
    await log.locator('.agent__answer').first().waitFor();

    await guest.page.getByRole('button', { name: 'Talk to a person' }).click();
    await expect.poll(() => guest.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    // The site's form fields, in the widget too: a full-width box a thumb can hit, its text large enough that a phone does not zoom.
    const nameBox = await guest.page.getByLabel('Your name').evaluate((input) => {
      const style = getComputedStyle(input);
      return { height: input.getBoundingClientRect().height, fontSize: Number.parseFloat(style.fontSize) };
    });
    expect(nameBox.height).toBeGreaterThanOrEqual(44);
    expect(nameBox.fontSize).toBeGreaterThanOrEqual(16);
    await guest.page.getByLabel('Your name').fill('Robin Vega');
    await guest.page.getByLabel('Your e-mail').fill(`robin-${tag}@test.example`);
    await guest.page.getByRole('button', { name: 'Send to the crew' }).click();
    await guest.page.getByText(/Handed to the crew\. A person will reply by .+, here and by e-mail\./).waitFor();
    // The focus is on the confirmation, so a phone shows it and a screen reader reads it.
    await expect.poll(() => guest.page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Handed to the crew\./);
    expect(await axeViolations(guest.page)).toEqual([]);

    const staff = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(staff.page, `${url}/admin/agent-chat`, admin);
    const find = staff.page.getByRole('search', { name: 'Find conversations' });
    // Found by the partner's ref and the guest's e-mail.
    await find.getByLabel('Search').fill(`HOTEL1 robin-${tag}`);
    await find.getByRole('button', { name: 'Search' }).click();
    const row = staff.page.getByRole('row').filter({ hasText: question });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toContain('The embed, partner ref HOTEL1');
    await row.getByRole('button', { name: /^Open/ }).click();
    const detail = staff.page.getByRole('region', { name: 'The conversation' });
    await detail.getByText('The embed, partner ref HOTEL1').waitFor();
    await detail.getByLabel('Reply to the guest').fill(reply);
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await detail.getByText(reply).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    await guest.page.getByRole('button', { name: 'Check for a reply' }).click();
    await log.getByText(reply).waitFor();
    // Opened again (a reload of the partner's page), the widget shows the conversation before the guest types.
    await guest.page.reload();
    await guest.page.getByRole('log', { name: 'Conversation with the chat agent' }).getByText(reply).waitFor();
    await guest.page.getByText('A person from our crew has this conversation and answers here.').waitFor();
    expect(await axeViolations(guest.page)).toEqual([]);

    expect(guest.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await guest.page.context().close();
    await staff.page.context().close();
  });
});
