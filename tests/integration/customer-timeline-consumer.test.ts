import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type * as z from '#domain/shared/zod.ts';
import { handler } from '#functions/consumers/customer-timeline.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { LeadCaptured } from '#events/leads.ts';
import { PaymentFailed, PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';

const customers = () => customersRepository(loadConfig());
const uniqueEmail = (prefix = 'customer') => `${prefix}-${randomUUID()}@timeline.example`;

const deliver = (event: unknown) => handler(event, lambdaContext('customer-timeline', 5000));

const quoteData = (email: string, overrides: Partial<z.infer<typeof QuoteSubmitted.data>> = {}) => ({
  ...QuoteSubmitted.sample,
  quoteId: randomUUID(),
  contact: { ...QuoteSubmitted.sample.contact, email },
  ...overrides,
});

const leadData = (email: string, overrides: Partial<z.infer<typeof LeadCaptured.data>> = {}) => ({
  ...LeadCaptured.sample,
  leadId: randomUUID(),
  email,
  ...overrides,
});

describe('customer-timeline consumer', () => {
  it("records a quote (the producer's sample) as one customer with one timeline entry", async () => {
    const email = uniqueEmail();
    const data = quoteData(email);
    const event = busEvent(QuoteSubmitted, data, { occurredAt: '2026-11-22T12:00:00.000Z' });
    await deliver(event);

    expect(await customers().get(email)).toEqual({
      email,
      name: 'Jordan Rivera',
      phone: '(512) 555-0142',
      firstSeenAt: '2026-11-22T12:00:00.000Z',
      lastActivityAt: '2026-11-22T12:00:00.000Z',
      quoteCount: 1,
      leadCount: 0,
    });
    expect(await customers().listTimeline(email)).toEqual([
      {
        kind: 'quote',
        eventId: event.detail.id,
        occurredAt: '2026-11-22T12:00:00.000Z',
        quoteId: data.quoteId,
        reference: data.reference,
        source: 'chat',
        totalPrice: data.totalPrice,
        eventDate: data.cruise.eventDate,
        groupSize: data.cruise.groupSize,
        packageKey: 'disco_queen',
        packageName: 'Disco Queen',
      },
    ]);
  });

  it("records a lead (the producer's sample) with its summary", async () => {
    const email = uniqueEmail();
    const data = leadData(email);
    const event = busEvent(LeadCaptured, data);
    await deliver(event);
    expect(await customers().get(email)).toMatchObject({ email, name: 'Jordan Rivera', phone: '(512) 555-0142', quoteCount: 0, leadCount: 1 });
    expect(await customers().listTimeline(email)).toEqual([
      {
        kind: 'lead',
        eventId: event.detail.id,
        occurredAt: event.detail.occurredAt,
        leadId: data.leadId,
        source: 'contact-form',
        eventType: 'Bachelorette party',
        groupSize: 'about 18',
        eventDate: '2027-05-15',
      },
    ]);
  });

  it('changes nothing when the same event is delivered again', async () => {
    const email = uniqueEmail();
    const event = busEvent(QuoteSubmitted, quoteData(email));
    await deliver(event);
    const before = await customers().get(email);
    // EventBridge may deliver one event twice (its own id differs, the envelope id is the same).
    await deliver({ ...event, id: randomUUID() });
    await deliver(event);
    expect(await customers().get(email)).toEqual(before);
    expect(before).toMatchObject({ quoteCount: 1, leadCount: 0 });
    expect(await customers().listTimeline(email)).toHaveLength(1);
  });

  it('treats addresses that differ only in case (or spaces) as one customer, keeping the latest spelling', async () => {
    const local = `jo-${randomUUID()}`;
    const typedFirst = `${local}@x.example`;
    const typedLater = `${local.toUpperCase()}@X.example`;
    await deliver(busEvent(LeadCaptured, leadData(typedFirst, { name: 'Jo Park' }), { occurredAt: '2026-11-22T12:00:00.000Z' }));
    await deliver(
      busEvent(QuoteSubmitted, quoteData(typedLater, { contact: { name: 'Jo Park', email: typedLater, phone: '(512) 555-0100' } }), {
        occurredAt: '2026-11-22T12:05:00.000Z',
      }),
    );

    for (const lookup of [typedFirst, typedLater, ` ${typedFirst.toUpperCase()} `]) {
      expect(await customers().get(lookup)).toMatchObject({ email: typedLater, name: 'Jo Park', quoteCount: 1, leadCount: 1 });
    }
    expect((await customers().listTimeline(typedFirst)).map((entry) => entry.kind)).toEqual(['quote', 'lead']);
  });

  it('keeps one customer with two timeline entries for a lead then a quote, and keeps the phone when a later lead has none', async () => {
    const email = uniqueEmail();
    await deliver(busEvent(LeadCaptured, leadData(email, { name: 'Sam Chen', phone: '(512) 555-0111' }), { occurredAt: '2026-11-22T12:00:00.000Z' }));
    await deliver(
      busEvent(QuoteSubmitted, quoteData(email, { contact: { name: 'Samantha Chen', email, phone: '(512) 555-0122' } }), {
        occurredAt: '2026-11-22T12:10:00.000Z',
      }),
    );
    const { phone: _none, ...partialLead } = leadData(email, { name: 'Samantha Chen', source: 'chat-partial' });
    await deliver(busEvent(LeadCaptured, partialLead, { occurredAt: '2026-11-22T12:20:00.000Z' }));

    expect(await customers().get(email)).toEqual({
      email,
      name: 'Samantha Chen',
      phone: '(512) 555-0122',
      firstSeenAt: '2026-11-22T12:00:00.000Z',
      lastActivityAt: '2026-11-22T12:20:00.000Z',
      quoteCount: 1,
      leadCount: 2,
    });
    expect((await customers().listTimeline(email)).map((entry) => [entry.kind, entry.occurredAt])).toEqual([
      ['lead', '2026-11-22T12:20:00.000Z'],
      ['quote', '2026-11-22T12:10:00.000Z'],
      ['lead', '2026-11-22T12:00:00.000Z'],
    ]);
    expect((await customers().listRecent(5000)).map((customer) => customer.email)).toContain(email);
  });

  it('lets a late, older event fill in history without overwriting the newer details', async () => {
    const email = uniqueEmail();
    await deliver(
      busEvent(QuoteSubmitted, quoteData(email, { contact: { name: 'New Name', email, phone: '(512) 555-0133' } }), { occurredAt: '2026-11-22T13:00:00.000Z' }),
    );
    await deliver(busEvent(LeadCaptured, leadData(email, { name: 'Old Name', phone: '(512) 555-0144' }), { occurredAt: '2026-11-22T09:00:00.000Z' }));
    expect(await customers().get(email)).toMatchObject({
      name: 'New Name',
      phone: '(512) 555-0133',
      firstSeenAt: '2026-11-22T09:00:00.000Z',
      lastActivityAt: '2026-11-22T13:00:00.000Z',
      quoteCount: 1,
      leadCount: 1,
    });
  });

  it('counts every one of several events for one person processed at the same time', async () => {
    const email = uniqueEmail();
    const events = Array.from({ length: 4 }, (_, i) => busEvent(LeadCaptured, leadData(email), { occurredAt: `2026-11-22T12:0${i}:00.000Z` }));
    await Promise.all(events.map(deliver));
    expect(await customers().get(email)).toMatchObject({ leadCount: 4, quoteCount: 0 });
    expect(await customers().listTimeline(email)).toHaveLength(4);
  });

  it('throws on a malformed envelope, data its schema refuses, or an event it does not handle, and writes nothing', async () => {
    const email = uniqueEmail();
    const good = busEvent(QuoteSubmitted, quoteData(email));
    // Each refusal is logged as the consumer's failure, for the platform to retry (decision 039).
    await expectErrorLogs(/"Event consumer failed; the platform will retry".*"function_name":"customer-timeline"/);
    await expect(deliver({ ...good, detail: { nope: true } })).rejects.toThrow();
    await expect(deliver({ ...good, detail: { ...good.detail, data: { ...good.detail.data, contact: { name: 'X', email } } } })).rejects.toThrow();
    await expect(deliver({ ...good, detail: { ...good.detail, version: 2 } })).rejects.toThrow();
    await expect(deliver({ ...good, 'detail-type': 'QuoteWithdrawn' })).rejects.toThrow(/does not handle/);
    expect(await customers().get(email)).toBeNull();
  });

  it("records a booking's payments, failed charges and refunds (the producers' samples) as lines on the lead guest's timeline", async () => {
    const email = uniqueEmail('payer');
    const leadGuest = { ...PaymentSucceeded.sample.leadGuest, email };
    const paid = busEvent(PaymentSucceeded, { ...PaymentSucceeded.sample, leadGuest }, { occurredAt: '2026-11-22T12:00:00.000Z' });
    const share = busEvent(
      PaymentSucceeded,
      {
        ...PaymentSucceeded.sample,
        leadGuest,
        kind: 'balance',
        amount: 20_000,
        paid: 82_900,
        remaining: 168_700,
        paidBy: { name: 'Sam Lee', email: 'sam@example.com' },
      },
      { occurredAt: '2026-11-22T12:05:00.000Z' },
    );
    const failed = busEvent(PaymentFailed, { ...PaymentFailed.sample, leadGuest, automatic: true }, { occurredAt: '2026-11-22T12:10:00.000Z' });
    const refunded = busEvent(RefundIssued, { ...RefundIssued.sample, leadGuest }, { occurredAt: '2026-11-22T12:15:00.000Z' });
    for (const event of [paid, share, failed, refunded]) await deliver(event);
    await deliver(paid);

    const lines = (await customers().listTimeline(email)).map((entry) =>
      entry.kind === 'payment' ? [entry.activity, entry.reference, entry.summary] : entry.kind,
    );
    expect(lines).toEqual([
      ['RefundIssued', 'B-3B9E1F0A', 'Refunded $629.00 to Visa ending 4242: Cancelled more than 30 days before the cruise: the deposit is refunded in full.'],
      [
        'PaymentFailed',
        'B-3B9E1F0A',
        'The automatic balance charge of $629.00 failed: Your card was declined by your bank. Try another card, or call your bank and try again.',
      ],
      ['PaymentSucceeded', 'B-3B9E1F0A', 'Sam Lee paid a $200.00 share by Visa ending 4242; $1,687.00 remains'],
      ['PaymentSucceeded', 'B-3B9E1F0A', 'Paid $629.00 (deposit) by Visa ending 4242; $1,887.00 remains'],
    ]);
    // A payment does not count as a quote or a lead.
    expect(await customers().get(email)).toMatchObject({ quoteCount: 0, leadCount: 0, name: 'Jordan Rivera' });
  });
});
