import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { documentClient, GetCommand } from '#functions/adapters/dynamodb/client.ts';
import { drainBus, isOwed } from '#tests/support/bus.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { countedRequests, rateLimitBucket } from '#functions/platform/http/rate-limit.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { awayFromWindowEdge } from './window-guard.ts';

const config = loadConfig();
const leads = () => leadsRepository(config);

const uniqueEmail = () => `lead-${randomUUID()}@test.example`;

function contactForm(email = uniqueEmail()) {
  return {
    name: '  Jordan Rivera ',
    email,
    phone: '(512) 555-0142',
    eventType: 'Bachelorette party',
    groupSize: 'about 18',
    eventDate: '2027-05-15',
    message: 'Saturday if possible.',
    eventTypeUnknown: 'dropped',
  };
}

const postLead = (from: string, body: unknown, headers: Record<string, string> = {}) => api('POST', '/api/leads', { from, body, headers });

async function auditedLeadEvents(leadId: string) {
  return (await auditRepository(config).latest(5000)).filter(
    (entry) => entry.detailType === 'LeadCaptured' && (entry.data as { leadId?: string }).leadId === leadId,
  );
}

async function leadRateCount(from: string) {
  return countedRequests(config, {
    bucket: rateLimitBucket(routes.createLead),
    sourceIp: from,
    windowSeconds: routes.createLead.rateLimit.windowSeconds,
    now: new Date(),
  });
}

async function idempotencyItem(key: string) {
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `IDEMPOTENCY#createLead#${key}`, sk: 'IDEMPOTENCY' } }),
  );
  return Item;
}

describe('POST /api/leads through the local gateway', () => {
  it('stores the lead, answers 201 with its id and announces LeadCaptured', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const response = await postLead(newClientAddress(), { ...contactForm(email), page: '/contact/' });
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ lead: { id: expect.any(String), createdAt: expect.any(String) } });
    const { id, createdAt } = response.body.lead;
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await leads().get(id);
    expect(stored).toMatchObject({
      id,
      source: 'contact-form',
      name: 'Jordan Rivera',
      email,
      phone: '(512) 555-0142',
      eventType: 'Bachelorette party',
      groupSize: 'about 18',
      eventDate: '2027-05-15',
      message: 'Saturday if possible.',
      page: '/contact',
      createdAt,
    });
    expect(stored).not.toHaveProperty('eventTypeUnknown');
    // Staff find it newest-first, and by the person's e-mail in any case.
    expect((await leads().listCreatedSince(createdAt)).map((lead) => lead.id)).toContain(id);
    expect((await leads().listByEmail(email.toUpperCase())).map((lead) => lead.id)).toEqual([id]);

    const [event] = await eventually(async () => {
      const found = await auditedLeadEvents(id);
      return found.length ? found : undefined;
    });
    expect(event).toMatchObject({ source: 'cruises.quotes', occurredAt: createdAt });
    expect(event!.data).toEqual({
      leadId: id,
      source: 'contact-form',
      name: 'Jordan Rivera',
      email,
      phone: '(512) 555-0142',
      eventType: 'Bachelorette party',
      groupSize: 'about 18',
      eventDate: '2027-05-15',
      message: 'Saturday if possible.',
      page: '/contact',
    });
    // Published by the request itself: nothing is left for the sweeper.
    expect(await isOwed(stored!.eventId)).toBe(false);
  });

  it('takes a partial lead from the quote chat with only the required fields', async () => {
    const email = uniqueEmail();
    const response = await postLead(newClientAddress(), {
      name: 'Sam',
      email,
      phone: '+1 512 555 0100',
      source: 'chat-partial',
      eventType: '',
      message: '   ',
    });
    expect(response.status).toBe(201);
    const stored = await leads().get(response.body.lead.id);
    expect(stored).toMatchObject({ source: 'chat-partial', name: 'Sam', email });
    // Blank optional fields are absent, not empty strings.
    expect(stored).not.toHaveProperty('eventType');
    expect(stored).not.toHaveProperty('message');
  });

  it('takes a partial lead from the chat with an e-mail and no phone yet, and announces it without one', async () => {
    const email = uniqueEmail();
    for (const phone of [undefined, '', '   ']) {
      const response = await postLead(newClientAddress(), { name: 'Sam', email, source: 'chat-partial', ...(phone === undefined ? {} : { phone }) });
      expect(response.status).toBe(201);
      const stored = await leads().get(response.body.lead.id);
      expect(stored).toMatchObject({ source: 'chat-partial', name: 'Sam', email });
      expect(stored).not.toHaveProperty('phone');
    }
    const [lead] = await leads().listByEmail(email);
    const [event] = await eventually(async () => {
      const found = await auditedLeadEvents(lead!.id);
      return found.length ? found : undefined;
    });
    expect(event!.data).toEqual({ leadId: lead!.id, source: 'chat-partial', name: 'Sam', email });
  });

  it.each([
    ['no phone', {}],
    ['a blank phone', { phone: '  ' }],
  ])('answers 400 for a contact-form lead with %s and writes nothing', async (_what, phone) => {
    const from = newClientAddress();
    const { phone: _dropped, ...form } = contactForm();
    const response = await postLead(from, { ...form, ...phone });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ phone: 'Enter your phone number.' });
    expect(await leads().listByEmail(form.email)).toEqual([]);
    expect(await leadRateCount(from)).toBe(0);
  });

  it('still checks a phone a chat partial lead does give', async () => {
    const email = uniqueEmail();
    const response = await postLead(newClientAddress(), { name: 'Sam', email, phone: '12', source: 'chat-partial' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ phone: expect.any(String) });
    expect(await leads().listByEmail(email)).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a bad phone number', { phone: '12' }, 'phone'],
    ['an impossible date', { eventDate: '2027-02-30' }, 'eventDate'],
    ['an unknown source', { source: 'newsletter' }, 'source'],
    ['a page with a query string', { page: '/contact?utm=x' }, 'page'],
    ['a page on another host', { page: '//evil.example/contact' }, 'page'],
    ['a page over 300 characters', { page: `/${'a'.repeat(300)}` }, 'page'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message'],
  ])('answers 400 for %s and writes nothing', async (_what, change, field) => {
    const from = newClientAddress();
    const email = uniqueEmail();
    const key = randomUUID();
    const response = await postLead(from, { ...contactForm(email), ...change }, { 'Idempotency-Key': key });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { [field]: expect.any(String) } } });
    expect(await leads().listByEmail(email)).toEqual([]);
    expect(await idempotencyItem(key)).toBeUndefined();
    // Not even the rate-limit counter moved.
    expect(await leadRateCount(from)).toBe(0);
  });

  it('answers 400 for an Idempotency-Key that is too long or has blanks, and writes nothing', async () => {
    const from = newClientAddress();
    for (const key of ['k'.repeat(101), 'has space', 'tab\there']) {
      const email = uniqueEmail();
      const response = await postLead(from, contactForm(email), { 'Idempotency-Key': key });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ 'idempotency-key': expect.any(String) });
      expect(await leads().listByEmail(email)).toEqual([]);
    }
    expect(await leadRateCount(from)).toBe(0);
  });

  it('answers 400 for a body that is not JSON and 415 for a form post', async () => {
    const from = newClientAddress();
    expect((await api('POST', '/api/leads', { from, body: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await api('POST', '/api/leads', { from, body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect(await leadRateCount(from)).toBe(0);
  });

  it('replays a retry with the same Idempotency-Key: same lead, 200, nothing stored or announced twice', async () => {
    const from = newClientAddress();
    const email = uniqueEmail();
    const key = `retry-${randomUUID()}`;
    const first = await postLead(from, contactForm(email), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    // Whitespace differs, the validated request is the same.
    const again = await postLead(from, { ...contactForm(email), name: 'Jordan Rivera' }, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect((await leads().listByEmail(email)).map((lead) => lead.id)).toEqual([first.body.lead.id]);
    await drainBus();
    expect(await auditedLeadEvents(first.body.lead.id)).toHaveLength(1);
    expect(await idempotencyItem(key)).toMatchObject({ leadId: first.body.lead.id, expiresAt: expect.any(Number) });
  });

  it('refuses the same Idempotency-Key with a different request (409) and creates nothing', async () => {
    const from = newClientAddress();
    const key = `reuse-${randomUUID()}`;
    const email = uniqueEmail();
    expect((await postLead(from, contactForm(email), { 'Idempotency-Key': key })).status).toBe(201);
    const otherEmail = uniqueEmail();
    const reused = await postLead(from, contactForm(otherEmail), { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await leads().listByEmail(otherEmail)).toEqual([]);
  });

  it('creates one lead when the same keyed request arrives twice at once', async () => {
    const from = newClientAddress();
    const email = uniqueEmail();
    const key = `race-${randomUUID()}`;
    const answers = await Promise.all([
      postLead(from, contactForm(email), { 'Idempotency-Key': key }),
      postLead(from, contactForm(email), { 'Idempotency-Key': key }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // One creates; the other replays it, or (if it collided mid-transaction) is told to retry.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect([200, 409]).toContain(statuses.find((status) => status !== 201));
    expect(await leads().listByEmail(email)).toHaveLength(1);
  });

  it('rate-limits each client: the 11th lead in ten minutes gets 429 with Retry-After and writes nothing', async () => {
    const { requests, windowSeconds } = routes.createLead.rateLimit;
    await awayFromWindowEdge(windowSeconds);
    const from = newClientAddress();
    for (let i = 0; i < requests; i += 1) {
      expect((await postLead(from, contactForm())).status).toBe(201);
    }
    const email = uniqueEmail();
    const limited = await postLead(from, contactForm(email));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await leads().listByEmail(email)).toEqual([]);
    expect(await leadRateCount(from)).toBe(requests);

    // Another client is not affected.
    expect((await postLead(newClientAddress(), contactForm())).status).toBe(201);
  });
});
