import { quotePath } from '#domain/quotes.ts';
import { RefundIssued } from '#events/payments.ts';
import { quotesRepository } from '../shared/data/quotes-repository.ts';
import { refundReceiptEmail } from '../shared/email/refund-receipts.ts';
import { sendEventEmails } from '../shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../shared/events/consumer.ts';
import { currentBusinessFacts } from '../shared/settings/business-facts.ts';
import { tripPortalLink } from '../shared/email/portal-links.ts';

/** The guest's receipt for each refund, sent once per event through the outbox (decisions 008, 020). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const refund = eventData(RefundIssued, envelope);
  const facts = await currentBusinessFacts(config, now);
  const quote = await quotesRepository(config).get(refund.quoteId);
  if (!quote) throw new Error(`Quote ${refund.quoteId} is not in the table`);
  const link = new URL(quotePath(quote.token), config.SITE_URL).href;
  const content = refundReceiptEmail(refund, link, facts, new Date(envelope.occurredAt), tripPortalLink(config.SITE_URL, refund.bookingId));
  await sendEventEmails(config, { id: envelope.id, detailType: RefundIssued.detailType }, [{ role: 'customer', to: refund.leadGuest.email, replyTo: facts.email.address, content }], now);
});
