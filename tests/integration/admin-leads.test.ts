import { describe, expect, it } from 'vitest';
import type { AdminLeadListResponse } from '#domain/people/back-office.ts';
import { asAdmin, guestLead, guestQuote, uniqueEmail } from './admin-support.ts';

const listLeads = async (query: string) => (await asAdmin('GET', `/api/admin/leads${query}`)).body as AdminLeadListResponse;

describe('GET /api/admin/leads', () => {
  it('lists chat partial leads newest first, marked converted when a quote followed them', async () => {
    const returned = uniqueEmail('returned');
    const left = uniqueEmail('left');
    const quotedBefore = uniqueEmail('quoted-before');
    const form = uniqueEmail('form');

    const returnedLead = await guestLead(returned);
    const quote = await guestQuote(returned.toUpperCase());
    const leftLead = await guestLead(left);
    // A quote saved before the lead does not convert it.
    await guestQuote(quotedBefore);
    const laterLead = await guestLead(quotedBefore);
    const formLead = await guestLead(form, 'contact-form');

    const { leads } = await listLeads('?source=chat-partial');
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    expect(byId.get(returnedLead.id)).toMatchObject({
      email: returned,
      source: 'chat-partial',
      eventType: 'Birthday',
      groupSize: '20',
      convertedQuote: { id: quote.quote.id, reference: quote.quote.reference },
    });
    expect(byId.get(leftLead.id)).toMatchObject({ email: left, convertedQuote: null });
    expect(byId.get(laterLead.id)).toMatchObject({ convertedQuote: null });
    expect(byId.has(formLead.id)).toBe(false);
    expect(leads.every((lead) => lead.source === 'chat-partial')).toBe(true);
    const times = leads.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect((await listLeads('?source=contact-form')).leads.map((lead) => lead.id)).toContain(formLead.id);
    const all = (await listLeads('?limit=200')).leads.map((lead) => lead.id);
    expect(all).toEqual(expect.arrayContaining([formLead.id, leftLead.id]));
  });

  it('refuses a source it does not know', async () => {
    const response = await asAdmin('GET', '/api/admin/leads?source=newsletter');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['source']);
  });
});
