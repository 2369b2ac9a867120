import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '#infra/local/bootstrap.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin, contactFor, privateSelection } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, config, leadGuest, privateSelection as bookablePrivate, storedQuote } from './booking-support.ts';

// Input a form never sends but a script or a tester does: each is a clear 4xx that stores nothing.

/** A well-formed address of `length` characters, longer than any mailbox can be. */
function longEmail(length: number): string {
  const domain = `${randomUUID()}.test.example`;
  return `${'a'.repeat(length - domain.length - 1)}@${domain}`;
}

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('an e-mail address longer than 254 characters', () => {
  const email = longEmail(2000);

  it('POST /api/leads: 400 on the e-mail, and no lead', async () => {
    const response = await api('POST', '/api/leads', { from: newClientAddress(), body: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: expect.stringMatching(/254/) });
    expect(await leadsRepository(config).listByEmail(email, 10)).toEqual([]);
  });

  it('POST /api/quotes: 400 on the e-mail, and no quote', async () => {
    const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: { selection: privateSelection(), contact: contactFor(email) } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'contact.email': expect.stringMatching(/254/) });
    expect(await quotesRepository(config).listByEmail(email, 10)).toEqual([]);
  });

  it('POST /api/admin/quotes: 400 on the e-mail, and no quote', async () => {
    const response = await asAdmin('POST', '/api/admin/quotes', { selection: privateSelection(), contact: contactFor(email) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'contact.email': expect.stringMatching(/254/) });
    expect(await quotesRepository(config).listByEmail(email, 10)).toEqual([]);
  });

  it('POST /api/bookings: 400 on the e-mail, and no booking', async () => {
    const quote = await storedQuote(bookablePrivate(freshCruiseDate(3)));
    const response = await book(quote.token, '09:00', { guest: { ...leadGuest(), email } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'leadGuest.email': expect.stringMatching(/254/) });
    expect(await bookingsRepository(config).listByEmail(email, 10)).toEqual([]);
  });

  it('POST /api/auth/register: 400 on the e-mail, and no account', async () => {
    const response = await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password: 'Brand-new-password-1' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: expect.stringMatching(/254/) });
    const cognito = cognitoClient(config.COGNITO_ENDPOINT!, config.AWS_REGION);
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });

  it('a local part over 64 characters is refused too', async () => {
    const response = await api('POST', '/api/leads', {
      from: newClientAddress(),
      body: { name: 'Jordan Rivera', email: `${'a'.repeat(65)}@test.example`, phone: '(512) 555-0142' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: expect.stringMatching(/64/) });
  });
});

describe('GET /api/admin/bookings with a range', () => {
  it('answers 400 on `to` when the range ends before it starts, as the other range queries do', async () => {
    const response = await asAdmin('GET', '/api/admin/bookings?from=2027-03-10&to=2027-03-01');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ to: 'The end date must not be before the start date.' });
  });

  it('answers 400 when only `to` is given and it is before today (the default start)', async () => {
    const response = await asAdmin('GET', '/api/admin/bookings?to=2020-01-01');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ to: 'The end date must not be before the start date.' });
  });
});

describe('the media type of a body', () => {
  it.each(['APPLICATION/JSON', 'application/json; charset=UTF-8', 'Application/Json ; Charset="utf-8"'])('%s is JSON', async (contentType) => {
    const response = await api('POST', '/api/analytics/pageview', {
      from: newClientAddress(),
      body: { path: '/faq' },
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(202);
  });

  it.each(['text/plain', 'application/jsonp', 'application/json-patch+json', 'text/plain; x=application/json', 'application/json; charset=latin1'])(
    '%s is refused with 415',
    async (contentType) => {
      const response = await api('POST', '/api/analytics/pageview', {
        from: newClientAddress(),
        body: { path: '/faq' },
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );
});

describe('control characters in free text', () => {
  it('are stripped from a lead before it is stored or reaches the staff e-mail subject; a message keeps its lines', async () => {
    const email = `control-${randomUUID()}@test.example`;
    const response = await api('POST', '/api/leads', {
      from: newClientAddress(),
      body: {
        name: 'Jordan\u0000 \u001b[31mRivera\u202e\u2066 \nJr\u0085',
        email,
        phone: '(512) 555-0142',
        eventType: 'Birthday\u0007',
        message: 'First line\r\nSecond\u202e line\n\tIndented\u0000',
      },
    });
    expect(response.status).toBe(201);
    const stored = await leadsRepository(config).get(response.body.lead.id);
    expect(stored).toMatchObject({ name: 'Jordan [31mRivera Jr', eventType: 'Birthday', message: 'First line\nSecond line\n\tIndented' });

    const staffMail = await eventually(async () =>
      (await outboxRepository(config).listByRecipient(config.STAFF_EMAIL, 200)).find((message) => message.subject.includes('[31mRivera')),
    );
    expect(staffMail.subject).not.toMatch(CONTROL);
    expect(staffMail.subject).not.toMatch(/[\n\r\t]/);
    const announced = await eventually(async () =>
      (await auditRepository(config).latest(5000)).find((entry) => (entry.data as { email?: string }).email === email),
    );
    expect(JSON.stringify(announced.data)).not.toMatch(CONTROL);
  });

  it('a name made only of control characters is no name', async () => {
    const response = await api('POST', '/api/leads', {
      from: newClientAddress(),
      body: { name: '\u0000\u001b\u202e\n', email: `control-${randomUUID()}@test.example`, phone: '(512) 555-0142' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ name: 'Enter your full name.' });
  });
});

describe('PUT /api/admin/seo/{route+}: the canonical URL and the social images', () => {
  const route = '/sweet-16';
  const put = (body: unknown) => asAdmin('PUT', `/api/admin/seo${route}`, body);

  it.each([
    ['a protocol-relative URL', { canonicalUrl: '//evil.example/x' }, 'canonicalUrl'],
    ['a backslash path', { canonicalUrl: '/\\evil.example/x' }, 'canonicalUrl'],
    ['another host', { canonicalUrl: 'https://evil.example/about' }, 'canonicalUrl'],
    ['an image on another host', { openGraphImage: 'https://evil.example/card.png' }, 'openGraphImage'],
    ['a protocol-relative image', { twitterImage: '//evil.example/card.png' }, 'twitterImage'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, field) => {
    const before = (await asAdmin('GET', '/api/admin/seo')).body.pages.find((page: { route: string }) => page.route === route);
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
    const after = (await asAdmin('GET', '/api/admin/seo')).body.pages.find((page: { route: string }) => page.route === route);
    expect(after.overrides).toEqual(before.overrides);
  });

  it("takes a path on the site or an https address on the site's own host (the business's website or the stage's SITE_URL host)", async () => {
    const website = new URL(businessFacts.website);
    const saved = await put({ canonicalUrl: `https://${website.host}/sweet-16`, openGraphImage: '/og/sweet-16.png' });
    expect(saved.status).toBe(200);
    expect(saved.body.page.meta).toMatchObject({ canonicalUrl: `https://${website.host}/sweet-16`, openGraphImage: '/og/sweet-16.png' });
    expect((await asAdmin('DELETE', `/api/admin/seo${route}`)).status).toBe(200);
  });
});
