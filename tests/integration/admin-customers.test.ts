import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerDetailResponse, AdminCustomerListResponse } from '#domain/people/back-office.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, guestLead, guestQuote, uniqueEmail } from './admin-support.ts';

const config = loadConfig();
const customers = () => customersRepository(config);

const customerPath = (email: string) => `/api/admin/customers/${encodeURIComponent(email)}`;
const addNote = (email: string, body: unknown) => asAdmin('POST', `${customerPath(email)}/notes`, body);

/** A guest who left the chat after giving an e-mail, then came back and saved a quote. */
async function returningGuest() {
  const email = uniqueEmail('customer');
  const lead = await guestLead(email);
  const quote = await guestQuote(email);
  await eventually(async () => (await customers().get(email))?.quoteCount === 1);
  return { email, lead, quote };
}

describe('GET /api/admin/customers', () => {
  it('lists customers by latest activity and searches them', async () => {
    const { email } = await returningGuest();
    const { status, body } = await asAdmin('GET', `/api/admin/customers?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(status).toBe(200);
    const list = body as AdminCustomerListResponse;
    expect(list).toMatchObject({ matched: 1, complete: true });
    expect(list.customers).toEqual([
      {
        email,
        name: 'Jordan Rivera',
        phone: '(512) 555-0142',
        firstSeenAt: expect.any(String),
        lastActivityAt: expect.any(String),
        quoteCount: 1,
        leadCount: 1,
      },
    ]);
    const recent = (await asAdmin('GET', '/api/admin/customers?limit=200')).body as AdminCustomerListResponse;
    const times = recent.customers.map((customer) => customer.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await asAdmin('GET', '/api/admin/customers?limit=0')).status).toBe(400);
  });
});

describe('GET /api/admin/customers/{email}', () => {
  it('answers the record, timeline, quotes, leads (converted), e-mails sent and notes', async () => {
    const { email, lead, quote } = await returningGuest();
    // The quote's e-mail to the guest; the chat's partial lead sends the guest none.
    await eventually(async () => {
      const { body } = await asAdmin('GET', customerPath(email));
      return (body as AdminCustomerDetailResponse).emails.length === 1;
    });
    const { status, body } = await asAdmin('GET', customerPath(email.toUpperCase()));
    expect(status).toBe(200);
    const detail = body as AdminCustomerDetailResponse;
    expect(detail.email).toBe(email);
    expect(detail.customer).toMatchObject({ email, name: 'Jordan Rivera', quoteCount: 1, leadCount: 1 });
    expect(detail.timeline.map((entry) => entry.kind).sort()).toEqual(['lead', 'quote']);
    expect(detail.quotes.map((q) => q.id)).toEqual([quote.quote.id]);
    expect(detail.leads).toEqual([
      expect.objectContaining({
        id: lead.id,
        source: 'chat-partial',
        email,
        convertedQuote: { id: quote.quote.id, reference: quote.quote.reference, createdAt: expect.any(String) },
      }),
    ]);
    expect(detail.leads[0]).not.toHaveProperty('eventId');
    expect(detail.emails).toEqual([
      {
        eventId: expect.any(String),
        role: 'customer',
        detailType: 'QuoteSubmitted',
        to: email,
        subject: expect.stringContaining(quote.quote.reference),
        status: 'local',
        createdAt: expect.any(String),
        sentAt: expect.any(String),
      },
    ]);
    expect(detail.notes).toEqual([]);
  });

  it('answers 404 for an address nobody used and for something that is not an address', async () => {
    for (const email of [uniqueEmail('nobody'), 'not-an-address']) {
      const { status, body } = await asAdmin('GET', customerPath(email));
      expect(status, email).toBe(404);
      expect(body.error.code).toBe('CUSTOMER_NOT_FOUND');
    }
  });
});

describe('POST /api/admin/customers/{email}/notes', () => {
  it('keeps a note with its author and time, newest first', async () => {
    const { email } = await returningGuest();
    const first = await addNote(email, { text: '  Called: prefers a Saturday.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ note: { id: expect.any(String), text: 'Called: prefers a Saturday.', author: adminEmail, createdAt: expect.any(String) } });
    const second = await addNote(email.toUpperCase(), { text: 'Sent the amended quote.' });
    expect(second.status).toBe(201);
    const { body } = await asAdmin('GET', customerPath(email));
    expect((body as AdminCustomerDetailResponse).notes.map((note) => note.text)).toEqual(['Sent the amended quote.', 'Called: prefers a Saturday.']);
    // A note is not the customer's activity.
    const record = await customers().get(email);
    expect((body as AdminCustomerDetailResponse).customer?.lastActivityAt).toBe(record?.lastActivityAt);
  });

  it('refuses an empty, too long or missing note with 400 and writes nothing', async () => {
    const { email } = await returningGuest();
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, {}, { note: 'wrong key' }, { text: 42 }]) {
      const response = await addNote(email, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: expect.any(String) } });
    }
    const notJson = await asAdmin('POST', `${customerPath(email)}/notes`, 'text=hello', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    expect(await customers().listNotes(email)).toEqual([]);
  });

  it('answers 404 for a customer that does not exist and keeps nothing', async () => {
    const email = uniqueEmail(`ghost-${randomUUID().slice(0, 4)}`);
    const response = await addNote(email, { text: 'Who is this?' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('CUSTOMER_NOT_FOUND');
    expect(await customers().listNotes(email)).toEqual([]);
  });
});
