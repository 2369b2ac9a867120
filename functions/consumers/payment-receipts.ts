import { quotePath } from '#domain/quotes.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import { quotesRepository } from '../shared/data/quotes-repository.ts';
import { paymentReceiptEmail } from '../shared/email/payment-receipts.ts';
import { sendEventEmails } from '../shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../shared/events/consumer.ts';
import { currentBusinessFacts } from '../shared/settings/business-facts.ts';
import { tripPortalLink } from '../shared/email/portal-links.ts';

/** The guest's receipt for each card payment, sent once per event through the outbox (decision 008). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const payment = eventData(PaymentSucceeded, envelope);
  const facts = await currentBusinessFacts(config, now);
  // The booking is shown on its quote's page; the event leaves the link's token out.
  const quote = await quotesRepository(config).get(payment.quoteId);
  if (!quote) throw new Error(`Quote ${payment.quoteId} is not in the table`);
  const link = new URL(quotePath(quote.token), config.SITE_URL).href;
  const content = paymentReceiptEmail(payment, link, facts, new Date(envelope.occurredAt), tripPortalLink(config.SITE_URL, payment.bookingId));
  await sendEventEmails(config, { id: envelope.id, detailType: PaymentSucceeded.detailType }, [{ role: 'customer', to: payment.leadGuest.email, replyTo: facts.email.address, content }], now);
});
