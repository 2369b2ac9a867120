import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LeadCaptured } from '#events/leads.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import type { AdminBusinessSettingsResponse } from '#domain/people/back-office.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { businessSettingsRepository } from '#functions/adapters/dynamodb/business-settings-repository.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { sendEventEmails, SEND_CLAIM_MS, type EventEmail } from '#functions/app/shared/email/send-event-emails.ts';
import type { SendEmail } from '#functions/adapters/ses/delivery.ts';
import { emitEvent, pendingEvent, publishOverdueEvents, publishPending, SWEEP_AFTER_MS } from '#functions/adapters/eventbridge/publisher.ts';
import { drainBus, isOwed, whileBusRefuses } from '#tests/support/bus.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { withBusinessSettingsLock } from '#tests/support/stack-lock.ts';
import { testClock } from '#tests/support/test-clock.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';

// Decision 017: every event is stored with the change it announces and published after it; when
// publishing fails, the change stands and the sweeper publishes the event later. This is the one
// suite that runs the sweeper: a sweep publishes every event owed in the shared stack, so another
// suite sweeping at the same time would publish this suite's refused events under its nose.

const uniqueEmail = () => `outbox-${randomUUID()}@test.example`;
// Bookings are made at the suite's fixed clock (test-clock.ts), which may be ahead of real time.
const sweepLater = () => publishOverdueEvents(config, new Date(Math.max(Date.now(), testClock.getTime()) + SWEEP_AFTER_MS + 1000));
const audited = async (eventId: string) => (await auditRepository(config).latest(5000)).filter((entry) => entry.eventId === eventId);

function quoteRequest(email: string) {
  return {
    selection: privateSelection(freshCruiseDate(2)),
    contact: { name: 'Robin Ortiz', email, phone: '(512) 555-0177' },
    source: 'chat',
  };
}

describe('the event outbox', () => {
  it('keeps a quote whose event the bus refused, and the sweeper brings the e-mails and the timeline', async () => {
    const email = uniqueEmail();
    const response = await whileBusRefuses(email, () => api('POST', '/api/quotes', { from: newClientAddress(), body: quoteRequest(email) }));
    expect(response.status).toBe(201);
    const quote = (await quotesRepository(config).get(response.body.quote.id))!;
    await drainBus();
    expect(await isOwed(quote.eventId)).toBe(true);
    expect(await outboxRepository(config).listByRecipient(email)).toEqual([]);

    await sweepLater();
    await drainBus();
    expect(await isOwed(quote.eventId)).toBe(false);
    expect(await audited(quote.eventId)).toHaveLength(1);
    expect((await outboxRepository(config).listByRecipient(email)).map((message) => message.role)).toEqual(['customer']);
    expect((await customersRepository(config).listTimeline(email)).map((entry) => entry.eventId)).toEqual([quote.eventId]);
  });

  it('keeps a lead whose event the bus refused: the guest and the staff are e-mailed once the sweeper publishes it', async () => {
    const email = uniqueEmail();
    const first = await whileBusRefuses(email, () =>
      api('POST', '/api/leads', { from: newClientAddress(), body: { name: 'Robin Ortiz', email, phone: '(512) 555-0177', message: 'Saturday?' } }),
    );
    expect(first.status).toBe(201);
    const lead = (await leadsRepository(config).get(first.body.lead.id))!;
    await drainBus();
    expect(await isOwed(lead.eventId)).toBe(true);
    expect(await outboxRepository(config).listByRecipient(email)).toEqual([]);

    // A sweep within the request's grace period leaves it alone; a later one publishes it.
    await publishOverdueEvents(config, new Date(Date.parse(lead.createdAt) + 1000));
    expect(await isOwed(lead.eventId)).toBe(true);
    await sweepLater();
    await drainBus();
    expect(await isOwed(lead.eventId)).toBe(false);
    expect((await audited(lead.eventId)).map((entry) => entry.detailType)).toEqual(['LeadCaptured']);
    expect((await outboxRepository(config).listByRecipient(email)).map((message) => message.role)).toEqual(['customer']);
    expect(
      (await outboxRepository(config).listNewest(200))
        .filter((message) => message.eventId === lead.eventId)
        .map((message) => message.role)
        .sort(),
    ).toEqual(['customer', 'staff']);
  });

  it('keeps a settings save whose event the bus refused, and the sweeper publishes it (the site rebuild follows it)', () =>
    withBusinessSettingsLock(async () => {
      const settings = (await asAdmin('GET', '/api/admin/settings')).body as AdminBusinessSettingsResponse;
      const { version, facts } = settings.settings;
      const changed = { ...facts, rating: { ...facts.rating, reviewCount: facts.rating.reviewCount + 1 } };
      // Only this save's event: its version is in the detail.
      const saved = await whileBusRefuses(`"settingsVersion":${version + 1},`, () => asAdmin('PUT', '/api/admin/settings', { version, facts: changed }));
      expect(saved.status).toBe(200);
      try {
        const { eventId } = (await businessSettingsRepository(config).get())!;
        await drainBus();
        expect(await isOwed(eventId)).toBe(true);
        expect(await audited(eventId)).toEqual([]);

        await sweepLater();
        await drainBus();
        expect(await isOwed(eventId)).toBe(false);
        expect((await audited(eventId)).map((entry) => entry.detailType)).toEqual(['BusinessFactsChanged']);
      } finally {
        expect((await asAdmin('PUT', '/api/admin/settings', { version: version + 1, facts })).status).toBe(200);
      }
    }));

  it('stores a booking change and its event in one transaction: a refused BookingRequested still reaches the guest', async () => {
    const quote = await storedQuote(privateSelection(freshCruiseDate(3)));
    await drainBus();
    const guest = leadGuest();
    const booked = await whileBusRefuses(guest.email, () => book(quote.token, '09:00', { guest }));
    expect(booked.status).toBe(201);
    const booking = (await bookingsRepository(config).get(booked.body.booking.id))!;
    const [requested] = booking.events;
    expect(requested).toMatchObject({ type: 'BookingRequested' });
    await drainBus();
    expect(await isOwed(requested!.id)).toBe(true);

    await sweepLater();
    await drainBus();
    expect((await audited(requested!.id)).map((entry) => entry.detailType)).toEqual(['BookingRequested']);
    expect((await outboxRepository(config).listByRecipient(guest.email)).map((message) => message.detailType)).toEqual(['BookingRequested']);
  });

  it('leaves an event owed when EventBridge cannot be reached at all, without failing the caller', async () => {
    const event = pendingEvent(LeadCaptured, { ...LeadCaptured.sample, leadId: randomUUID(), email: uniqueEmail() }, { now: new Date() });
    const unreachable = { ...config, EVENTBRIDGE_ENDPOINT: 'http://127.0.0.1:9' };
    const id = await emitEvent(unreachable, LeadCaptured, JSON.parse(event.detail).data, { now: new Date(), id: event.id });
    expect(id).toBe(event.id);
    expect(await isOwed(event.id)).toBe(true);
    expect(await publishPending(unreachable, [event])).toBe(0);

    await sweepLater();
    await drainBus();
    expect(await isOwed(event.id)).toBe(false);
    expect(await audited(event.id)).toHaveLength(1);
  });
});

describe('e-mails of an event delivered twice at the same moment', () => {
  const sesConfig = { ...config, EMAIL_DELIVERY: 'ses' as const };

  function countingSes() {
    const sent: string[] = [];
    const send: SendEmail = async (_config, request) => {
      sent.push(request.Destination!.ToAddresses![0]!);
      // Long enough for the other delivery to arrive while this one is sending.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { MessageId: `ses-${sent.length}` };
    };
    return { sent, send };
  }

  const emails = (to: string): EventEmail[] => [
    { role: 'customer', to, content: { subject: 'Your quote', text: 'Thanks', html: '<p>Thanks</p>' } },
    { role: 'staff', to: config.STAFF_EMAIL, replyTo: to, content: { subject: 'New quote', text: 'A quote', html: '<p>A quote</p>' } },
  ];

  it('sends each e-mail once: a delivery that finds one claimed fails, and its retry finds it sent', async () => {
    const guest = uniqueEmail();
    const event = { id: randomUUID(), detailType: QuoteSubmitted.detailType };
    const ses = countingSes();
    const now = new Date();
    const results = await Promise.allSettled([
      sendEventEmails(sesConfig, event, emails(guest), now, ses.send),
      sendEventEmails(sesConfig, event, emails(guest), now, ses.send),
    ]);
    expect(ses.sent.sort()).toEqual([guest, config.STAFF_EMAIL].sort());
    // Each message went to one delivery; a delivery that found one claimed failed, to be retried.
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const result of refused) expect(result).toMatchObject({ reason: { name: 'MessageBeingSentError' } });

    await sendEventEmails(sesConfig, event, emails(guest), now, ses.send);
    expect(ses.sent).toHaveLength(2);
    expect((await outboxRepository(config).get(event.id, 'customer'))?.status).toBe('sent');
  });

  it('gives the claim back when SES refuses, so the retry sends at once', async () => {
    const guest = uniqueEmail();
    const event = { id: randomUUID(), detailType: QuoteSubmitted.detailType };
    const refusing: SendEmail = () => Promise.reject(Object.assign(new Error('Throttled'), { name: 'TooManyRequestsException' }));
    await expect(sendEventEmails(sesConfig, event, emails(guest), new Date(), refusing)).rejects.toThrow('Throttled');
    expect(await outboxRepository(config).get(event.id, 'customer')).toMatchObject({ status: 'pending' });
    const ses = countingSes();
    await sendEventEmails(sesConfig, event, emails(guest), new Date(), ses.send);
    expect(ses.sent.sort()).toEqual([guest, config.STAFF_EMAIL].sort());
  });

  it('takes over a claim whose delivery died mid-send once the claim has lapsed', async () => {
    const guest = uniqueEmail();
    const event = { id: randomUUID(), detailType: QuoteSubmitted.detailType };
    const dying: SendEmail = () => new Promise(() => undefined);
    const now = new Date();
    // The first delivery claims both messages and never returns (its Lambda timed out).
    void sendEventEmails(sesConfig, event, emails(guest), now, dying);
    await expect.poll(async () => (await outboxRepository(config).get(event.id, 'customer'))?.status).toBe('sending');
    const ses = countingSes();
    await expect(sendEventEmails(sesConfig, event, emails(guest), new Date(now.getTime() + 1000), ses.send)).rejects.toMatchObject({
      name: 'MessageBeingSentError',
    });
    expect(ses.sent).toEqual([]);

    await sendEventEmails(sesConfig, event, emails(guest), new Date(now.getTime() + SEND_CLAIM_MS + 1000), ses.send);
    expect(ses.sent.sort()).toEqual([guest, config.STAFF_EMAIL].sort());
  });
});
