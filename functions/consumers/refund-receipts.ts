import { quotePath } from '#domain/booking/quote-identity.ts';
import { payPath } from '#domain/payments/split-payments.ts';
import { BookingPriceAdjusted, PaymentReturned, RefundIssued } from '#events/payments.ts';
import { bookingsRepository } from '../adapters/dynamodb/bookings-repository.ts';
import { normaliseEmail } from '../adapters/dynamodb/email-key.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { paymentReturnedEmail, priceAdjustedEmail, refundReceiptEmail } from '../app/payments/refund-receipts.ts';
import { sendEventEmails, type EventEmail } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';

/**
 * The receipt for each refund (to the friend whose share it came from, else the guest), the
 * payer's word that a payment the booking had no room for was refunded at once, and the guest's
 * word of a discount or credit (decision 037), each sent once per event through the outbox
 * (decisions 008, 020).
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const facts = await currentBusinessFacts(config, now);
  const quoteIdOf = (
    detailType === PaymentReturned.detailType
      ? eventData(PaymentReturned, envelope)
      : detailType === BookingPriceAdjusted.detailType
        ? eventData(BookingPriceAdjusted, envelope)
        : eventData(RefundIssued, envelope)
  ).quoteId;
  const quote = await quotesRepository(config).get(quoteIdOf);
  if (!quote) throw new Error(`Quote ${quoteIdOf} is not in the table`);
  const link = new URL(quotePath(quote.token), config.SITE_URL).href;
  const at = new Date(envelope.occurredAt);
  if (detailType === PaymentReturned.detailType) {
    const returned = eventData(PaymentReturned, envelope);
    const payer = returned.paidBy?.email;
    const emails: EventEmail[] = [];
    if (payer && payer.toLowerCase() !== returned.leadGuest.email.toLowerCase()) {
      // A friend's share: their word goes to them, linked to the share page, not the organiser's quote.
      const booking = await bookingsRepository(config).get(returned.bookingId);
      if (!booking?.split) throw new Error(`Booking ${returned.bookingId} has no share link for its share's refund`);
      emails.push({
        role: 'payer',
        to: payer,
        replyTo: facts.email.address,
        content: paymentReturnedEmail(returned, new URL(payPath(booking.split.shareToken), config.SITE_URL).href, facts, at, 'payer'),
      });
    } else {
      emails.push({
        role: 'customer',
        to: returned.leadGuest.email,
        replyTo: facts.email.address,
        content: paymentReturnedEmail(returned, link, facts, at, 'lead'),
      });
    }
    await sendEventEmails(config, { id: envelope.id, detailType: PaymentReturned.detailType }, emails, now);
    return;
  }
  if (detailType === BookingPriceAdjusted.detailType) {
    const adjusted = eventData(BookingPriceAdjusted, envelope);
    const content = priceAdjustedEmail(adjusted, link, facts, at, tripPortalLink(config.SITE_URL, adjusted.bookingId));
    await sendEventEmails(
      config,
      { id: envelope.id, detailType },
      [{ role: 'customer', to: adjusted.leadGuest.email, replyTo: facts.email.address, content }],
      now,
    );
    return;
  }
  const refund = eventData(RefundIssued, envelope);
  // A refund from a friend's share is their receipt, at their own address, linked to the share
  // page: the organiser is not sent one receipt per friend (issue 31).
  const booking = await bookingsRepository(config).get(refund.bookingId);
  const share = booking?.payments.find((payment) => payment.id === refund.paymentId)?.share;
  const payer = share?.email && normaliseEmail(share.email) !== normaliseEmail(refund.leadGuest.email) ? { name: share.name, email: share.email } : undefined;
  const email: EventEmail =
    payer && booking?.split
      ? {
          role: 'payer',
          to: payer.email,
          replyTo: facts.email.address,
          content: refundReceiptEmail(refund, new URL(payPath(booking.split.shareToken), config.SITE_URL).href, facts, at, undefined, payer),
        }
      : {
          role: 'customer',
          to: refund.leadGuest.email,
          replyTo: facts.email.address,
          content: refundReceiptEmail(refund, link, facts, at, tripPortalLink(config.SITE_URL, refund.bookingId)),
        };
  await sendEventEmails(config, { id: envelope.id, detailType: RefundIssued.detailType }, [email], now);
});
