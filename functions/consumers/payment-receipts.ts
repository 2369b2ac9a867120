import { quotePath } from '#domain/booking/quote-identity.ts';
import { payPath } from '#domain/payments/split-payments.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import { bookingsRepository } from '../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { paymentReceiptEmail, shareReceiptEmail } from '../app/payments/payment-receipts.ts';
import { sendEventEmails, type EventEmail } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';
import { paymentMethodLabel } from '../app/payments/payment-receipts.ts';
import { storedBookingFor, withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { bookingTemplateValues, paymentTemplateValues } from '../app/shared/email/template-values.ts';

/**
 * The receipt for each payment (a card online, or money staff took by hand and recorded), sent once
 * per event through the outbox (decision 008): to the
 * lead guest, and for a friend's share also to the friend, at the e-mail they gave (decision 021).
 */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const payment = eventData(PaymentSucceeded, envelope);
  const facts = await currentBusinessFacts(config, now);
  const paidAt = new Date(envelope.occurredAt);
  // The booking is shown on its quote's page; the event leaves the link's token out.
  const quote = await quotesRepository(config).get(payment.quoteId);
  if (!quote) throw new Error(`Quote ${payment.quoteId} is not in the table`);
  const link = new URL(quotePath(quote.token), config.SITE_URL).href;
  const portal = tripPortalLink(config.SITE_URL, payment.bookingId);
  const receipt = await withStaffTemplate(
    config,
    'payment-receipt',
    paymentReceiptEmail(payment, link, facts, paidAt, portal),
    async () => ({
      ...bookingTemplateValues(await storedBookingFor(config, payment.bookingId), link, facts),
      ...paymentTemplateValues({ amount: payment.amount, method: paymentMethodLabel(payment.method) }),
    }),
    { facts, siteUrl: link, portal },
  );
  const emails: EventEmail[] = [{ role: 'customer', to: payment.leadGuest.email, replyTo: facts.email.address, content: receipt }];
  const { paidBy } = payment;
  if (paidBy?.email && paidBy.email.toLowerCase() !== payment.leadGuest.email.toLowerCase()) {
    const booking = await bookingsRepository(config).get(payment.bookingId);
    if (!booking?.split) throw new Error(`Booking ${payment.bookingId} has no share link for its share's receipt`);
    const sharePageLink = new URL(payPath(booking.split.shareToken), config.SITE_URL).href;
    emails.push({
      role: 'payer',
      to: paidBy.email,
      replyTo: facts.email.address,
      content: shareReceiptEmail({ ...payment, paidBy }, sharePageLink, facts, paidAt),
    });
  }
  await sendEventEmails(config, { id: envelope.id, detailType: PaymentSucceeded.detailType }, emails, now);
});
