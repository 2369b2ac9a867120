import { quotePath } from '#domain/booking/quote-identity.ts';
import { PayLinkRequested } from '#events/payments.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { payLinkEmail } from '../app/payments/pay-link-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';

/** The guest's pay link, sent again at staff's request, once per request (decisions 008, 020). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const request = eventData(PayLinkRequested, envelope);
  const facts = await currentBusinessFacts(config, now);
  const quote = await quotesRepository(config).get(request.quoteId);
  if (!quote) throw new Error(`Quote ${request.quoteId} is not in the table`);
  const link = new URL(quotePath(quote.token), config.SITE_URL).href;
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: PayLinkRequested.detailType },
    [
      {
        role: 'customer',
        to: request.leadGuest.email,
        replyTo: facts.email.address,
        content: payLinkEmail(request, link, facts, tripPortalLink(config.SITE_URL, request.bookingId)),
      },
    ],
    now,
  );
});
