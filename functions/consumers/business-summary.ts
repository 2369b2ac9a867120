import { bookedMinutes, type SummaryCounters } from '#domain/commerce/business-summary.ts';
import { calendarDateIn, dayTypeFor } from '#domain/shared/dates.ts';
import { monthOf, type Month } from '#domain/commerce/partners.ts';
import { BookingCancelled, BookingChanged, BookingConfirmed, BookingMoved } from '#events/bookings.ts';
import { LeadCaptured } from '#events/leads.ts';
import { BookingPriceAdjusted, PaymentReturned, PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Envelope } from '#events/envelope.ts';
import type { Config } from '../platform/config.ts';
import { bookingsRepository } from '../adapters/dynamodb/bookings-repository.ts';
import { businessSummaryRepository } from '../adapters/dynamodb/business-summary-repository.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { logger } from '../platform/logger.ts';
import { addBusinessMetrics, flushMetrics } from '../platform/metrics.ts';
import { businessMetricsOf } from './business-summary-metrics.ts';

type Change = { month: Month; counters: SummaryCounters };

/** A private charter's boat-minutes on the day it sails, in that day's month; a disco seat is not a boat. */
function sailing(cruise: { kind: string; date: string; start: string; end: string }, sign: 1 | -1): Change[] {
  if (cruise.kind !== 'private') return [];
  return [{ month: monthOf(cruise.date), counters: { [`bookedMinutes.${dayTypeFor(cruise.date)}`]: sign * bookedMinutes(cruise) } }];
}

async function quoteOf(config: Config, quoteId: string) {
  const quote = await quotesRepository(config).get(quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} is not in the table`);
  return quote;
}

/** What one event changes in which months. */
async function changesOf(config: Config, detailType: string, envelope: Envelope, month: Month): Promise<Change[]> {
  switch (detailType) {
    case QuoteSubmitted.detailType: {
      const data = eventData(QuoteSubmitted, envelope);
      const quote = await quoteOf(config, data.quoteId);
      // A staff amendment is the same guest's quote again.
      if (quote.revises) return [];
      return [
        { month, counters: { quotes: 1, [`quotesBySource.${data.source}`]: 1, ...(quote.partnerId ? { [`quotesByPartner.${quote.partnerId}`]: 1 } : {}) } },
      ];
    }
    case LeadCaptured.detailType:
      return [{ month, counters: { [`leadsBySource.${eventData(LeadCaptured, envelope).source}`]: 1 } }];
    case BookingConfirmed.detailType: {
      const booking = eventData(BookingConfirmed, envelope);
      const quote = await quoteOf(config, booking.quoteId);
      const counters: SummaryCounters = {
        bookings: 1,
        revenueBooked: booking.totalPrice,
        [`bookingsByEventType.${quote.selection.eventType}`]: 1,
        [`bookingsByBoat.${booking.cruise.boatId}`]: 1,
        ...(quote.partnerId ? { [`bookingsByPartner.${quote.partnerId}`]: 1 } : {}),
      };
      return [{ month, counters }, ...sailing(booking.cruise, 1)];
    }
    case BookingCancelled.detailType: {
      const booking = eventData(BookingCancelled, envelope);
      // Only a booking that was confirmed was counted; a held one cancelled before its deposit was not.
      const stored = await bookingsRepository(config).get(booking.bookingId);
      if (!stored?.confirmedAt) return [];
      return [{ month, counters: { cancellations: 1 } }, ...sailing(booking.cruise, -1)];
    }
    case BookingMoved.detailType: {
      const moved = eventData(BookingMoved, envelope);
      if (moved.status !== 'confirmed') return [];
      const stored = await bookingsRepository(config).get(moved.bookingId);
      const move = stored?.moves[moved.moveCount - 1];
      if (!move) throw new Error(`Booking ${moved.bookingId} has no move ${moved.moveCount}`);
      // A guest's move is priced again (decision 035): revenue booked follows the new total, as a staff edit's does.
      const difference = move.oldPrice && move.newPrice ? move.newPrice.totalPrice - move.oldPrice.totalPrice : 0;
      const revenue: Change[] = difference === 0 ? [] : [{ month, counters: { revenueBooked: difference } }];
      return [...revenue, ...sailing(move.from, -1), ...sailing(moved.cruise, 1)];
    }
    case BookingChanged.detailType: {
      // Staff's edit (issue 29): revenue booked follows the new total, the boat-minutes the new time.
      const changed = eventData(BookingChanged, envelope);
      if (changed.status !== 'confirmed') return [];
      const difference = changed.totalPrice - changed.previousTotal;
      const revenue: Change[] = difference === 0 ? [] : [{ month, counters: { revenueBooked: difference } }];
      const from = changed.from ? { kind: changed.cruise.kind, ...changed.from } : null;
      return [...revenue, ...(from ? [...sailing(from, -1), ...sailing(changed.cruise, 1)] : [])];
    }
    case PaymentSucceeded.detailType:
      return [{ month, counters: { collected: eventData(PaymentSucceeded, envelope).amount } }];
    case RefundIssued.detailType: {
      const refund = eventData(RefundIssued, envelope);
      // Goodwill lowered the price too (decision 037), as a discount does.
      const counters: SummaryCounters = { refunded: refund.amount };
      if (refund.goodwill && refund.bookingStatus === 'confirmed') counters['revenueBooked'] = -refund.amount;
      return [{ month, counters }];
    }
    case BookingPriceAdjusted.detailType: {
      // Revenue booked was counted at confirmation at the price then; a discount or credit on a
      // confirmed booking lowers it in the month it was given.
      const adjusted = eventData(BookingPriceAdjusted, envelope);
      return adjusted.bookingStatus === 'confirmed' ? [{ month, counters: { revenueBooked: -adjusted.amount } }] : [];
    }
    case PaymentReturned.detailType: {
      // Taken and given back at once: both counted, as the ledger (and so the dashboard) has both.
      const { amount } = eventData(PaymentReturned, envelope);
      return [{ month, counters: { collected: amount, refunded: amount } }];
    }
    default:
      return [];
  }
}

/**
 * Keeps the business summary's month items current (issue 18, decision 028): quotes and leads by
 * source, confirmed bookings by event type, boat and partner, revenue booked and collected, and
 * private charters' boat-minutes in the month they sail (moved and cancelled ones taken back),
 * and what a move or staff's edit of a confirmed booking changed in its price and time.
 * Idempotent on the event id, so a redelivered event counts once.
 *
 * It also emits the business metrics (decision 081): here, where every quote, booking, payment and
 * refund arrives as its event, once the event is counted, so a metric is emitted once per event
 * however often it is delivered and agrees with the summary. The flush middleware is this
 * consumer's alone: the other functions count nothing and keep their bundles' bytes.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config }) => {
  const month = monthOf(calendarDateIn(new Date(envelope.occurredAt)));
  const changes = await changesOf(config, detailType, envelope, month);
  const counted = await businessSummaryRepository(config).count(envelope.id, envelope.occurredAt, changes);
  logger.info(counted ? 'Business summary counted' : 'Business summary unchanged (nothing to count, or counted before)', { month });
  if (counted) {
    const { values, metadata } = businessMetricsOf(detailType, envelope);
    addBusinessMetrics(values, metadata);
  }
}).use(flushMetrics());
