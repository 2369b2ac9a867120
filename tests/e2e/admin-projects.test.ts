import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { guestQuote, privateSelection, today, uniqueEmail } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { eventually } from '#tests/support/wait.ts';

// Staff make a project for a client's wedding weekend (decision 029): two of the client's quotes
// linked by reference, a task added and ticked; the combined total is the quotes' sum. Axe clean
// at desktop and phone widths.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// The 422 is the reference this test gives on purpose, which the browser logs.
const faults = (problems: string[]) => problems.filter((problem) => !/status of (401|422)/.test(problem));

describe('the back office: projects', () => {
  it('staff make a project with two quotes and a task, tick the task, and read the combined total', async () => {
    const client = uniqueEmail('project-e2e');
    const welcome = await guestQuote(client, privateSelection({ groupSize: 30 }));
    const after = await guestQuote(client, privateSelection({ groupSize: 18 }));
    await eventually(() => customersRepository(loadConfig()).get(client));
    const name = `Kim & Lee wedding weekend ${Date.now()}`;
    const start = addDays(today(), 75);

    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(page, `${url}/projects`, admin);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New project' }).click();
    await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor();

    await page.getByLabel('Project name').fill(name);
    await page.getByLabel("Client's e-mail").fill(client);
    // Blank days are asked for at their fields (they used to end in a console error and nothing shown).
    await page.getByRole('button', { name: 'Make the project' }).click();
    await page.getByText('Choose the first day.').waitFor();
    await page.getByText('Choose the last day.').waitFor();
    expect(await page.getByLabel('First day').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByLabel('First day').fill(start);
    await page.getByLabel('Last day').fill(addDays(start, 2));
    await page.getByLabel('Notes').fill('Welcome party Friday, after party Sunday.');
    await page.getByLabel('Reference 1').fill('Q-00000000');
    await page.getByRole('button', { name: 'Make the project' }).click();
    // A reference that names nothing is refused at its field, and nothing is made.
    await page.getByText('No quote has the reference Q-00000000.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Reference 1').fill(welcome.quote.reference);
    await page.getByRole('button', { name: 'Add a reference' }).click();
    await page.getByLabel('Reference 2').fill(after.quote.reference);
    await page.getByRole('button', { name: 'Make the project' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText(formatMoney(welcome.quote.price.totalPrice + after.quote.price.totalPrice), { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Linked quotes and bookings, by cruise date' }).getByRole('link', { name: welcome.quote.reference }).waitFor();

    await page.getByLabel('New task').fill('Confirm the florist');
    await page.getByLabel('Due').fill(addDays(today(), -1));
    await page.getByRole('button', { name: 'Add task' }).click();
    await page.getByText('Overdue', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /Confirm the florist/ }).check();
    await page.getByText(`Done by ${admin.email}`, { exact: false }).waitFor();
    expect(await page.getByText('Overdue', { exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: 'All projects' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('All done').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(faults(problems)).toEqual([]);
    await page.context().close();

    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInAt(phone.page, `${url}/projects`, admin);
    await phone.page.getByRole('link', { name }).click();
    await phone.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(faults(phone.problems)).toEqual([]);
    await phone.page.context().close();
  });
});
