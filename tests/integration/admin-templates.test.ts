import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_KINDS,
  type AdminEmailTemplateResponse,
  type AdminEmailTemplatesResponse,
  type EmailTemplatePreviewResponse,
} from '#domain/content/email-templates.ts';
import { businessFacts } from '#domain/site/business.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { emailTemplatesRepository } from '#functions/adapters/dynamodb/email-templates-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { withEmailTemplatesLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { adminEmail, asAdmin, contactFor, guestQuote, privateSelection, uniqueEmail } from './admin-support.ts';

const config = loadConfig();
const templates = () => emailTemplatesRepository(config);
const guestEmailFor = (to: string) =>
  eventually(
    async () => (await outboxRepository(config).listByRecipient(to)).find((message) => message.role === 'customer' && message.detailType === 'QuoteSubmitted'),
    30_000,
  );

describe('the e-mail template routes', () => {
  it('GET lists every kind with its placeholders and default', async () => {
    const response = await asAdmin('GET', '/api/admin/templates');
    expect(response.status).toBe(200);
    const body = response.body as AdminEmailTemplatesResponse;
    expect(body.templates.map((template) => template.info.kind)).toEqual([...EMAIL_TEMPLATE_KINDS]);
    const portal = body.templates.find((template) => template.info.kind === 'portal-code');
    expect(portal?.info.forbiddenInSubject).toEqual(['code']);
    expect(portal?.info.placeholders.map((placeholder) => placeholder.name)).toContain('code');
  });

  it('refuses bad input with 400 or 422 naming the field, and stores nothing', async () => {
    const before = await templates().get('balance-reminder');
    const cases: Array<[unknown, number, string, RegExp]> = [
      [{ body: '{{booking.link}}' }, 400, 'subject', /./],
      [{ subject: 'x'.repeat(201), body: '{{booking.link}}' }, 400, 'subject', /200/],
      [{ subject: 'Due {{booking.balanceDeu}}', body: '{{booking.link}}' }, 422, 'subject', /\{\{booking\.balanceDeu\}\}/],
      [{ subject: 'Due', body: 'Pay {{booking.link}} {{guest.shoeSize}}' }, 422, 'body', /\{\{guest\.shoeSize\}\}/],
      [{ subject: 'Due', body: 'Pay {{{booking.link}}}' }, 422, 'body', /not a placeholder/],
      [{ subject: 'Due', body: 'Pay soon' }, 422, 'body', /\{\{booking\.link\}\}/],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await asAdmin('PUT', '/api/admin/templates/balance-reminder', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error.fields[field]).toMatch(message);
    }
    expect(await templates().get('balance-reminder')).toEqual(before);
  });

  it('refuses the sign-in code in the portal e-mail subject (422), storing nothing', async () => {
    const before = await templates().get('portal-code');
    const response = await asAdmin('PUT', '/api/admin/templates/portal-code', { subject: 'Your code {{ code }}', body: '{{code}} {{signIn.link}}' });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'TEMPLATE_INVALID', fields: { subject: expect.stringContaining('{{code}}') } });
    expect(await templates().get('portal-code')).toEqual(before);
  });

  it('answers 404 for an e-mail that does not exist, and 401 without a session', async () => {
    expect((await asAdmin('PUT', '/api/admin/templates/newsletter', { subject: 'a', body: 'b' })).status).toBe(404);
    expect((await api('GET', '/api/admin/templates', { from: newClientAddress() })).status).toBe(401);
  });

  it("previews the text being edited with a real quote's data, escaped, without storing it", async () => {
    const email = uniqueEmail('template-preview');
    const saved = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      body: { selection: privateSelection(), contact: contactFor(email, 'Sam <b>Lee</b>'), source: 'chat' },
    });
    expect(saved.status).toBe(201);
    const reference = saved.body.quote.reference as string;
    const before = await templates().get('quote');
    const response = await asAdmin('POST', '/api/admin/templates/quote/preview', {
      subject: 'Ahoy {{guest.firstName}}: {{quote.reference}}',
      body: 'Hi {{guest.name}},\n\nYour link: {{quote.link}}',
      reference: reference.toLowerCase(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { preview } = response.body as EmailTemplatePreviewResponse;
    expect(preview.subject).toBe(`Ahoy Sam: ${reference}`);
    expect(preview.html).toContain('<p>Hi Sam &lt;b&gt;Lee&lt;/b&gt;,</p>');
    expect(preview.html).toContain(`<a href="${config.SITE_URL}/quote/${saved.body.token}" style="word-break:break-all">`);
    expect(preview.text).toContain(`Your link: ${config.SITE_URL}/quote/${saved.body.token}`);
    expect(await templates().get('quote')).toEqual(before);

    const unknown = await asAdmin('POST', '/api/admin/templates/quote/preview', { subject: 'a', body: '{{quote.link}}', reference: 'Q-00000000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.reference).toContain('Q-00000000');
    const notBooked = await asAdmin('POST', '/api/admin/templates/booking-confirmed/preview', { subject: 'a', body: '{{booking.link}}', reference });
    expect(notBooked.status).toBe(422);
    expect(notBooked.body.error.code).toBe('NOT_BOOKED');
    const badReference = await asAdmin('POST', '/api/admin/templates/quote/preview', { subject: 'a', body: '{{quote.link}}', reference: 'nope' });
    expect(badReference.status).toBe(400);
    expect(badReference.body.error.fields).toHaveProperty('reference');
    const noReference = await asAdmin('POST', '/api/admin/templates/quote/preview', { subject: 'a', body: '{{quote.link}}' });
    expect(noReference.status).toBe(400);
    expect(noReference.body.error.fields).toHaveProperty('reference');
  });

  it('previews the team invitation with an example from the staff member previewing, never a real link', async () => {
    const response = await asAdmin('POST', '/api/admin/templates/team-invitation/preview', {
      subject: 'Join {{business.name}}, from {{invite.invitedBy}}',
      body: 'You will be our {{invite.role}} ({{invite.roleDescription}})\n\nJoin by {{invite.expiresOn}}: {{invite.link}}',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { preview } = response.body as EmailTemplatePreviewResponse;
    expect(preview.reference).toBeNull();
    expect(preview.subject).toBe(`Join ${businessFacts.name}, from ${adminEmail}`);
    expect(preview.text).toContain('You will be our Captain (The day’s manifests and check-in only.)');
    expect(preview.html).toContain(`<a href="${config.SITE_URL}/admin/join/example-invitation-link-for-the-preview-only" style="word-break:break-all">`);
    // The link is the invitation itself: never in a subject, and never left out of the body.
    const inSubject = await asAdmin('POST', '/api/admin/templates/team-invitation/preview', { subject: '{{invite.link}}', body: '{{invite.link}}' });
    expect(inSubject.status).toBe(422);
    expect(inSubject.body.error.fields).toHaveProperty('subject');
    expect((await asAdmin('POST', '/api/admin/templates/team-invitation/preview', { subject: 'Join us', body: 'Welcome aboard.' })).status).toBe(422);
  });

  it('a stored template is what the outbox receives for the next quote, and a reset brings the built-in e-mail back', () =>
    withEmailTemplatesLock(async () => {
      try {
        const put = await asAdmin('PUT', '/api/admin/templates/quote', {
          subject: 'Your quote {{quote.reference}} is ready, {{guest.firstName}}',
          body: 'Hi {{guest.firstName}}!\n\nIt comes to {{quote.total}}: {{quote.link}}',
        });
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        const saved = (put.body as AdminEmailTemplateResponse).template;
        expect(saved.stored).toMatchObject({ kind: 'quote', updatedBy: adminEmail });

        const email = uniqueEmail('template-send');
        const quote = await guestQuote(email);
        const message = await guestEmailFor(email);
        expect(message.subject).toBe(`Your quote ${quote.quote.reference} is ready, Jordan`);
        expect(message.text).toContain(`Hi Jordan!\n\nIt comes to $`);
        expect(message.text).toContain(`${config.SITE_URL}/quote/${quote.token}`);
        expect(message.html).toContain('<p>Hi Jordan!</p>');

        const reset = await asAdmin('DELETE', '/api/admin/templates/quote');
        expect(reset.status).toBe(200);
        expect((reset.body as AdminEmailTemplateResponse).template.stored).toBeNull();
        expect(await templates().get('quote')).toBeNull();
        const after = uniqueEmail('template-reset');
        const next = await guestQuote(after);
        expect((await guestEmailFor(after)).subject).toBe(`Your quote ${next.quote.reference} from ${businessFacts.name}`);
      } finally {
        await templates().delete('quote');
      }
    }));
});
