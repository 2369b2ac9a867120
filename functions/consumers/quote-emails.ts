import { quotePath } from '#domain/quotes.ts';
import type { Envelope } from '#events/envelope.ts';
import { LeadCaptured } from '#events/leads.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Config } from '../shared/config.ts';
import { outboxRepository, type OutboxRole } from '../shared/data/outbox-repository.ts';
import { quotesRepository } from '../shared/data/quotes-repository.ts';
import { deliverEmail } from '../shared/email/delivery.ts';
import type { EmailContent } from '../shared/email/layout.ts';
import { guestLeadEmail, staffLeadEmail } from '../shared/email/lead-emails.ts';
import { guestQuoteEmail, staffQuoteEmail } from '../shared/email/quote-emails.ts';
import { eventConsumer, eventData } from '../shared/events/consumer.ts';
import { logger } from '../shared/logger.ts';

interface Email {
  role: OutboxRole;
  to: string;
  replyTo?: string;
  content: EmailContent;
}

/** The e-mails an event calls for. Staff replies go straight to the guest. */
async function emailsFor(config: Config, detailType: string, envelope: Envelope): Promise<Email[]> {
  switch (detailType) {
    case QuoteSubmitted.detailType: {
      const { quoteId } = eventData(QuoteSubmitted, envelope);
      // The event leaves the link's token out on purpose (it opens the quote); the table has it.
      const quote = await quotesRepository(config).get(quoteId);
      if (!quote) throw new Error(`Quote ${quoteId} is not in the table`);
      const link = new URL(quotePath(quote.token), config.SITE_URL).href;
      return [
        { role: 'customer', to: quote.contact.email, content: guestQuoteEmail(quote, link) },
        { role: 'staff', to: config.STAFF_EMAIL, replyTo: quote.contact.email, content: staffQuoteEmail(quote, link) },
      ];
    }
    case LeadCaptured.detailType: {
      const lead = eventData(LeadCaptured, envelope);
      const staff: Email = { role: 'staff', to: config.STAFF_EMAIL, replyTo: lead.email, content: staffLeadEmail(lead) };
      // A chat guest who left mid-way did not ask to hear from us; a contact-form guest did.
      return lead.source === 'contact-form' ? [{ role: 'customer', to: lead.email, content: guestLeadEmail(lead) }, staff] : [staff];
    }
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`quote-emails does not handle ${detailType}`);
  }
}

/**
 * Writes the guest's and the staff's e-mails for a saved quote or a new lead to the outbox, then
 * delivers the ones still pending. Idempotent on the event id: a replayed event finds its
 * messages (one per role) and only delivers those not delivered yet. A failed delivery throws
 * after the others were tried, so the platform retries just the failed ones.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const outbox = outboxRepository(config);
  const at = now.toISOString();
  const emails = await emailsFor(config, detailType, envelope);
  const results = await Promise.allSettled(
    emails.map(async ({ role, to, replyTo, content }) => {
      const message = await outbox.add({ eventId: envelope.id, role, detailType, to, from: config.EMAIL_FROM, ...(replyTo ? { replyTo } : {}), ...content, createdAt: at });
      if (message.status !== 'pending') return `${role}: already ${message.status}`;
      const delivery = await deliverEmail(config, message);
      await outbox.markDelivered(message, { ...delivery, at });
      return `${role}: ${delivery.status}`;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  logger.info('E-mails handled', { outcomes: results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')) });
});
