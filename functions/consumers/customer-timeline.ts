import type { Envelope } from '#events/envelope.ts';
import { LeadCaptured } from '#events/leads.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { customersRepository, type CustomerActivity } from '../shared/data/customers-repository.ts';
import { eventConsumer, eventData } from '../shared/events/consumer.ts';
import { logger } from '../shared/logger.ts';

/** What a quote or lead event tells us about the person and what they did. */
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
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`customer-timeline does not handle ${detailType}`);
  }
}

/**
 * Keeps one customer record per e-mail address (any case) with a timeline of their leads and
 * quotes, for the back office. Idempotent on the event id: a replayed event changes nothing.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config }) => {
  const outcome = await customersRepository(config).record(activityFrom(detailType, envelope));
  logger.info(outcome === 'recorded' ? 'Customer timeline updated' : 'Customer timeline already has this event');
});
