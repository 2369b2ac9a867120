import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { emailTemplateKindInfo } from '#domain/content/email-templates.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { emailTemplatesRepository } from '#functions/adapters/dynamodb/email-templates-repository.ts';
import { guestQuote, uniqueEmail } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { withEmailTemplatesLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';

// Staff reword the quote e-mail on /templates (decision 029): they preview it with a real
// quote, save it, the next quote's e-mail in the outbox uses it, and a reset brings the built-in
// wording back. Axe clean at desktop and phone widths.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function quoteEmailTo(to: string): Promise<{ subject: string; text: string }> {
  return eventually(async () => {
    const { messages } = (await (await fetch(`${url}/dev/outbox.json`)).json()) as {
      messages: Array<{ to: string; detailType: string; role: string; subject: string; text: string }>;
    };
    return messages.find((message) => message.to === to && message.detailType === 'QuoteSubmitted' && message.role === 'customer');
  }, 20_000);
}

describe('the back office: e-mail templates', () => {
  it("staff reword the quote e-mail's subject, preview it, and the next quote's e-mail uses it until they reset it", () =>
    withEmailTemplatesLock(async () => {
      try {
        const sample = await guestQuote(uniqueEmail('template-e2e-sample'));
        const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
        await signInAt(page, `${url}/templates`, admin);
        await page.getByRole('heading', { level: 1, name: 'E-mail templates' }).waitFor();
        await page.getByRole('table', { name: 'E-mails we send' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('link', { name: 'Quote', exact: true }).click();
        await page.waitForURL(`${url}/templates?kind=quote`);
        const subject = page.getByLabel('Subject');
        expect(await subject.inputValue()).toBe(emailTemplateKindInfo('quote').defaultSubject);

        // An unknown placeholder is refused before anything is saved, at the field.
        await subject.fill('Your quote {{quote.refrence}}');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Unknown placeholder: {{quote.refrence}}').waitFor();
        expect(await subject.getAttribute('aria-invalid')).toBe('true');

        await subject.fill('Your quote {{quote.reference}} is ready, {{guest.firstName}}');
        await page.getByLabel('Quote or booking reference').fill(sample.quote.reference);
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        await expect.poll(() => page.getByTestId('template-preview').textContent()).toContain(`Your quote ${sample.quote.reference} is ready, Jordan`);
        expect(await page.locator('iframe[sandbox]').getAttribute('title')).toBe(`E-mail preview: Your quote ${sample.quote.reference} is ready, Jordan`);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Saved the quote e-mail').waitFor();
        await page.getByRole('row').filter({ hasText: 'Quote' }).getByText('Customised').first().waitFor();

        const guest = uniqueEmail('template-e2e');
        const next = await guestQuote(guest);
        expect((await quoteEmailTo(guest)).subject).toBe(`Your quote ${next.quote.reference} is ready, Jordan`);

        await page.getByRole('button', { name: 'Reset to default' }).click();
        await page.getByRole('button', { name: 'Yes, reset' }).click();
        await page.getByText('The quote e-mail uses its built-in wording again').waitFor();
        expect(await page.getByLabel('Subject').inputValue()).toBe(emailTemplateKindInfo('quote').defaultSubject);
        const after = uniqueEmail('template-e2e-reset');
        const last = await guestQuote(after);
        expect((await quoteEmailTo(after)).subject).toBe(`Your quote ${last.quote.reference} from ${businessFacts.name}`);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.context().close();
      } finally {
        await emailTemplatesRepository(loadConfig()).delete('quote');
      }
    }));

  it('is axe clean on a phone, with the editor open and the team invitation previewed with an example', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await signInAt(page, `${url}/templates?kind=team-invitation`, admin);
    await page.getByRole('heading', { level: 2, name: 'Team invitation' }).waitFor();
    await page.getByText('Placeholders this e-mail offers').click();
    await page.getByText('Not allowed in the subject.').waitFor();
    // An e-mail to a teammate has no quote or booking to look up: the preview is an example.
    expect(await page.getByLabel('Quote or booking reference').count()).toBe(0);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText('Preview with an example invitation:').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
