import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { LeadCaptured } from '#events/leads.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { handler } from '#functions/consumers/quote-emails.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { eventually } from '#tests/support/wait.ts';
import { withEmailTemplatesLock } from '#tests/support/stack-lock.ts';
import { api, newClientAddress } from './api-client.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';
import { SEND_CLAIM_MS } from '#functions/app/shared/email/send-event-emails.ts';

const config = loadConfig();
const outbox = () => outboxRepository(config);
const uniqueEmail = () => `guest-${randomUUID()}@emails.example`;

const deliver = (event: unknown) => handler(event, lambdaContext('quote-emails', 5000));

function nextSaturday(): string {
  let date = addDays(calendarDateIn(new Date()), 60);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

/** A quote in the table (the consumer reads its token there) and the QuoteSubmitted data for it. */
async function storedQuote(email = uniqueEmail(), name = 'Jordan Rivera') {
  const selection: QuoteSelection = {
    kind: 'disco',
    eventType: 'bachelorette',
    groupSize: 12,
    eventDate: nextSaturday(),
    discoPackage: 'disco_queen',
    brideIncluded: true,
  };
  const issuedOn = calendarDateIn(new Date());
  const quote: StoredQuote = {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price: priceQuoteSelection(selection, issuedOn, FIRST_PRICING),
    contact: { name, email, phone: '(512) 555-0142' },
    notes: 'Bride is <b>Sam</b>',
    source: 'embed',
    affiliateCode: 'PARTNER_1',
    issuedOn,
    expiresOn: quoteExpiresOn(issuedOn),
    createdAt: new Date().toISOString(),
    eventId: randomUUID(),
  };
  await storedWithoutAnnouncing((event) => quotesRepository(config).create(quote, event));
  const data = {
    ...QuoteSubmitted.sample,
    quoteId: quote.id,
    reference: quoteReference(quote.id),
    source: quote.source,
    affiliateCode: 'PARTNER_1',
    contact: quote.contact,
    cruise: { ...QuoteSubmitted.sample.cruise, eventDate: selection.eventDate },
    totalPrice: quote.price.totalPrice,
    depositAmount: quote.price.depositAmount,
    expiresOn: quote.expiresOn,
  };
  return { quote, data };
}

async function messagesOf(eventId: string) {
  return (await outbox().listNewest(500)).filter((message) => message.eventId === eventId);
}

describe('quote-emails consumer', () => {
  // The built-in wording is checked: no stored quote template (decision 029) may land meanwhile.
  it("writes the guest's e-mail with the absolute quote link and the staff's summary, kept locally", () =>
    withEmailTemplatesLock(async () => {
      const { quote, data } = await storedQuote();
      const event = busEvent(QuoteSubmitted, data);
      await deliver(event);

      const link = `${config.SITE_URL}/quote/${quote.token}`;
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/quote\/[A-Za-z0-9_-]{64}$/);

      const guest = await outbox().get(event.detail.id, 'customer');
      expect(guest).toMatchObject({
        eventId: event.detail.id,
        role: 'customer',
        detailType: 'QuoteSubmitted',
        to: quote.contact.email,
        from: config.EMAIL_FROM,
        subject: expect.stringContaining(`Your quote ${quoteReference(quote.id)}`),
        status: 'local',
        sentAt: expect.any(String),
      });
      expect(guest!.text).toContain(link);
      expect(guest!.html).toContain(`href="${link}"`);
      expect(guest!.text).toContain(formatMoney(quote.price.totalPrice));
      // What a guest typed is text in the HTML body, never markup.
      expect(guest!.html).toContain('Bride is &lt;b&gt;Sam&lt;/b&gt;');
      expect(guest!.html).not.toContain('<b>Sam</b>');

      const staff = await outbox().get(event.detail.id, 'staff');
      expect(staff).toMatchObject({
        to: config.STAFF_EMAIL,
        replyTo: quote.contact.email,
        subject: `New quote ${quoteReference(quote.id)}: Jordan Rivera`,
        status: 'local',
      });
      for (const fact of ['(512) 555-0142', quote.contact.email, 'PARTNER_1', 'embed', link]) expect(staff!.text).toContain(fact);
    }));

  it('writes nothing twice when the same event is delivered again', async () => {
    const { data } = await storedQuote();
    const event = busEvent(QuoteSubmitted, data);
    await deliver(event);
    const before = await messagesOf(event.detail.id);
    expect(before.map((message) => message.role).sort()).toEqual(['customer', 'staff']);
    await deliver({ ...event, id: randomUUID() });
    await deliver(event);
    expect(await messagesOf(event.detail.id)).toEqual(before);
  });

  it('delivers on a replay only the messages an earlier attempt left pending, as they were written', async () => {
    const { data } = await storedQuote();
    const event = busEvent(QuoteSubmitted, data);
    // As if an earlier attempt wrote the guest's message, failed to deliver it and gave its claim back.
    const earlier = await outbox().addClaimed(
      {
        eventId: event.detail.id,
        role: 'customer',
        detailType: 'QuoteSubmitted',
        to: data.contact.email,
        from: config.EMAIL_FROM,
        subject: 'Written earlier',
        text: 'earlier',
        html: '<p>earlier</p>',
        createdAt: '2026-11-22T12:00:01.000Z',
      },
      new Date(),
      SEND_CLAIM_MS,
    );
    await outbox().release(earlier.message);
    await deliver(event);
    expect(await outbox().get(event.detail.id, 'customer')).toMatchObject({ subject: 'Written earlier', status: 'local', sentAt: expect.any(String) });
    expect(await outbox().get(event.detail.id, 'staff')).toMatchObject({ status: 'local' });
  });

  it('e-mails the staff and the guest for a contact-form lead, and nobody yet for a chat lead (the guest is likely still in the chat)', async () => {
    const formEmail = uniqueEmail();
    const form = busEvent(LeadCaptured, { ...LeadCaptured.sample, leadId: randomUUID(), email: formEmail, name: 'Riley <Admin> Ortiz' });
    await deliver(form);
    const staff = await outbox().get(form.detail.id, 'staff');
    expect(staff).toMatchObject({ to: config.STAFF_EMAIL, replyTo: formEmail, subject: 'New lead: Riley <Admin> Ortiz', status: 'local' });
    for (const fact of [
      formEmail,
      '(512) 555-0142',
      'Bachelorette party',
      'about 18',
      '05/15/2027',
      'Saturday afternoon if possible',
      '/bachelorette-party-austin',
    ]) {
      expect(staff!.text).toContain(fact);
    }
    expect(staff!.html).toContain('Riley &lt;Admin&gt; Ortiz');
    expect(await outbox().get(form.detail.id, 'customer')).toMatchObject({
      to: formEmail,
      subject: expect.stringContaining('We got your request'),
      status: 'local',
    });

    const { phone: _none, ...partial } = { ...LeadCaptured.sample, leadId: randomUUID(), email: uniqueEmail(), source: 'chat-partial' as const };
    const chat = busEvent(LeadCaptured, partial);
    await deliver(chat);
    expect(await outbox().get(chat.detail.id, 'staff')).toBeNull();
    expect(await outbox().get(chat.detail.id, 'customer')).toBeNull();
  });

  it('throws when the quote is not in the table or the envelope is malformed, and writes nothing', async () => {
    const missing = busEvent(QuoteSubmitted, { ...QuoteSubmitted.sample, quoteId: randomUUID() });
    // Each refusal is logged as the consumer's failure, for the platform to retry (decision 039).
    await expectErrorLogs(/"Event consumer failed; the platform will retry".*"function_name":"quote-emails"/);
    await expect(deliver(missing)).rejects.toThrow(/not in the table/);
    expect(await messagesOf(missing.detail.id)).toEqual([]);
    await expect(deliver({ ...missing, detail: { nope: true } })).rejects.toThrow();
    await expect(deliver({ ...missing, detail: { ...missing.detail, data: { quoteId: 'x' } } })).rejects.toThrow();
  });

  it('end to end: a quote saved through the API reaches both outboxes through the bus', async () => {
    const email = uniqueEmail();
    const response = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      body: {
        selection: { kind: 'private', eventType: 'corporate', groupSize: 30, eventDate: nextSaturday(), packageType: 'standard' },
        contact: { name: 'Casey Morgan', email, phone: '512-555-0177' },
        source: 'chat',
      },
    });
    expect(response.status).toBe(201);
    const quote = await quotesRepository(config).get(response.body.quote.id);
    const messages = await eventually(async () => {
      const found = await messagesOf(quote!.eventId);
      return found.length === 2 && found.every((message) => message.status === 'local') ? found : undefined;
    });
    const guest = messages.find((message) => message.role === 'customer')!;
    expect(guest.to).toBe(email);
    expect(guest.text).toContain(`${config.SITE_URL}${response.body.path}`);
    expect(messages.find((message) => message.role === 'staff')!.subject).toBe(`New quote ${response.body.quote.reference}: Casey Morgan`);
  });
});
