import { BookingCancelled, BookingChanged, BookingConfirmed, BookingMoved, BookingReleased, BookingRequested } from '#events/bookings.ts';
import type { Envelope } from '#events/envelope.ts';
import { LeadCaptured } from '#events/leads.ts';
import { BookingPriceAdjusted, PaymentFailed, PaymentReturned, PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type * as z from '#domain/shared/zod.ts';
import type { BookingTimelineEntry } from '#domain/people/customers.ts';
import { customersRepository, type CustomerActivity } from '../adapters/dynamodb/customers-repository.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { logger } from '../platform/logger.ts';
import { paymentFailedLine, paymentReturnedLine, paymentSucceededLine, priceAdjustedLine, refundIssuedLine } from './payment-timeline-lines.ts';

type BookingData = z.infer<(typeof BookingRequested)['data']>;

function bookingActivity(change: BookingTimelineEntry['change'], booking: BookingData, common: { eventId: string; occurredAt: string }): CustomerActivity {
  return {
    ...booking.leadGuest,
    entry: {
      ...common,
      kind: 'booking',
      change,
      bookingId: booking.bookingId,
      reference: booking.reference,
      totalPrice: booking.totalPrice,
      eventDate: booking.cruise.date,
      start: booking.cruise.start,
      groupSize: booking.cruise.groupSize,
      packageName: booking.cruise.packageName,
    },
  };
}

/** What a quote, lead, booking or payment event tells us about the person and what they did. */
function activityFrom(detailType: string, envelope: Envelope): CustomerActivity {
  const common = { eventId: envelope.id, occurredAt: envelope.occurredAt };
  switch (detailType) {
    case QuoteSubmitted.detailType: {
      const quote = eventData(QuoteSubmitted, envelope);
      return {
        ...quote.contact,
        entry: {
          ...common,
          kind: 'quote',
          quoteId: quote.quoteId,
          reference: quote.reference,
          source: quote.source,
          totalPrice: quote.totalPrice,
          eventDate: quote.cruise.eventDate,
          groupSize: quote.cruise.groupSize,
          packageKey: quote.cruise.packageKey,
          packageName: quote.cruise.packageName,
        },
      };
    }
    case LeadCaptured.detailType: {
      const lead = eventData(LeadCaptured, envelope);
      return {
        email: lead.email,
        name: lead.name,
        ...(lead.phone ? { phone: lead.phone } : {}),
        entry: {
          ...common,
          kind: 'lead',
          leadId: lead.leadId,
          source: lead.source,
          ...(lead.eventType ? { eventType: lead.eventType } : {}),
          ...(lead.groupSize ? { groupSize: lead.groupSize } : {}),
          ...(lead.eventDate ? { eventDate: lead.eventDate } : {}),
        },
      };
    }
    case BookingRequested.detailType:
      return bookingActivity('requested', eventData(BookingRequested, envelope), common);
    case BookingConfirmed.detailType:
      return bookingActivity('confirmed', eventData(BookingConfirmed, envelope), common);
    case BookingCancelled.detailType:
      return bookingActivity('cancelled', eventData(BookingCancelled, envelope), common);
    case BookingReleased.detailType:
      return bookingActivity('released', eventData(BookingReleased, envelope), common);
    case BookingMoved.detailType:
      return bookingActivity('moved', eventData(BookingMoved, envelope), common);
    case BookingChanged.detailType:
      return bookingActivity('changed', eventData(BookingChanged, envelope), common);
    case PaymentSucceeded.detailType: {
      const payment = eventData(PaymentSucceeded, envelope);
      return { ...payment.leadGuest, entry: { ...common, kind: 'payment', activity: detailType, ...paymentSucceededLine(payment) } };
    }
    case PaymentFailed.detailType: {
      const failure = eventData(PaymentFailed, envelope);
      return { ...failure.leadGuest, entry: { ...common, kind: 'payment', activity: detailType, ...paymentFailedLine(failure) } };
    }
    case RefundIssued.detailType: {
      const refund = eventData(RefundIssued, envelope);
      return { ...refund.leadGuest, entry: { ...common, kind: 'payment', activity: detailType, ...refundIssuedLine(refund) } };
    }
    case BookingPriceAdjusted.detailType: {
      const adjusted = eventData(BookingPriceAdjusted, envelope);
      return { ...adjusted.leadGuest, entry: { ...common, kind: 'payment', activity: detailType, ...priceAdjustedLine(adjusted) } };
    }
    case PaymentReturned.detailType: {
      const returned = eventData(PaymentReturned, envelope);
      return { ...returned.leadGuest, entry: { ...common, kind: 'payment', activity: detailType, ...paymentReturnedLine(returned) } };
    }
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`customer-timeline does not handle ${detailType}`);
  }
}

/**
 * Keeps one customer record per e-mail address (any case) with a timeline of their leads,
 * quotes, bookings and the bookings' money, for the back office. Idempotent on the event id: a replayed event changes nothing.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config }) => {
  const outcome = await customersRepository(config).record(activityFrom(detailType, envelope));
  logger.info(outcome === 'recorded' ? 'Customer timeline updated' : 'Customer timeline already has this event');
});
