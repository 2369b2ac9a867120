import type { BusinessFacts } from '#domain/site/business.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { Envelope } from '#events/envelope.ts';
import { LeadCaptured } from '#events/leads.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Config } from '../platform/config.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { guestLeadEmail, staffLeadEmail } from '../app/people/lead-emails.ts';
import { guestQuoteEmail, staffQuoteEmail } from '../app/booking/quote-emails.ts';
import { sendEventEmails, type EventEmail } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { dashboardPortalLink } from '../app/shared/email/portal-links.ts';
import { withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { quoteTemplateValues } from '../app/shared/email/template-values.ts';

/**
 * The e-mails an event calls for. Staff replies go straight to the guest; guest replies go to the
 * contact address on /settings (the sender is fixed by the deployment, decision 013), the address
 * the e-mail itself tells them to write to.
 */
async function emailsFor(config: Config, detailType: string, envelope: Envelope, facts: BusinessFacts): Promise<EventEmail[]> {
  const guestReplyTo = facts.email.address;
  switch (detailType) {
    case QuoteSubmitted.detailType: {
      const { quoteId } = eventData(QuoteSubmitted, envelope);
      // The event leaves the link's token out on purpose (it opens the quote); the table has it.
      const quote = await quotesRepository(config).get(quoteId);
      if (!quote) throw new Error(`Quote ${quoteId} is not in the table`);
      const link = new URL(quotePath(quote.token), config.SITE_URL).href;
      const portal = dashboardPortalLink(config.SITE_URL);
      const guestContent = await withStaffTemplate(
        config,
        'quote',
        guestQuoteEmail(quote, link, facts, portal),
        () => quoteTemplateValues(quote, link, facts),
        { facts, siteUrl: link, portal },
      );
      return [
        { role: 'customer', to: quote.contact.email, replyTo: guestReplyTo, content: guestContent },
        { role: 'staff', to: config.STAFF_EMAIL, replyTo: quote.contact.email, content: staffQuoteEmail(quote, link, facts) },
      ];
    }
    case LeadCaptured.detailType: {
      const lead = eventData(LeadCaptured, envelope);
      // A chat guest is most likely still in the chat: staff hear of them only if they leave
      // without a quote (the email-left-chats job), and the guest did not ask for e-mail.
      if (lead.source === 'chat-partial') return [];
      return [
        { role: 'customer', to: lead.email, replyTo: guestReplyTo, content: guestLeadEmail(lead, facts, dashboardPortalLink(config.SITE_URL)) },
        { role: 'staff', to: config.STAFF_EMAIL, replyTo: lead.email, content: staffLeadEmail(lead, facts) },
      ];
    }
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`quote-emails does not handle ${detailType}`);
  }
}

/** The guest's and the staff's e-mails for a saved quote or a new lead, sent once per event (sendEventEmails). */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const emails = await emailsFor(config, detailType, envelope, await currentBusinessFacts(config, now));
  await sendEventEmails(config, { id: envelope.id, detailType }, emails, now);
});
