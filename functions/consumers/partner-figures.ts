import { calendarDateIn } from '#domain/shared/dates.ts';
import { commissionBaseMoved, monthOf, type PartnerMonthCounts } from '#domain/commerce/partners.ts';
import { BookingConfirmed } from '#events/bookings.ts';
import { PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Config } from '../platform/config.ts';
import { bookingsRepository } from '../adapters/dynamodb/bookings-repository.ts';
import { partnersRepository } from '../adapters/dynamodb/partners-repository.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { logger } from '../platform/logger.ts';

/**
 * What one event adds to its partner's month, and the quote that says which partner. The quote is
 * the one record of attribution (decision 028): bookings and payments name it, and reading it
 * here means an event announced before the booking recorded its partner still counts.
 */
interface Counted {
  quoteId: string;
  counts: Partial<PartnerMonthCounts>;
  /** Money that moved on a booking: what was paid before and after it, for the commission base it moves. */
  money?: { bookingId: string; paidBefore: number; paidAfter: number };
}

function countsOf(detailType: string, envelope: Parameters<typeof eventData>[1]): Counted | null {
  switch (detailType) {
    case QuoteSubmitted.detailType:
      return { quoteId: eventData(QuoteSubmitted, envelope).quoteId, counts: { quotes: 1 } };
    case BookingConfirmed.detailType:
      return { quoteId: eventData(BookingConfirmed, envelope).quoteId, counts: { bookings: 1 } };
    case PaymentSucceeded.detailType: {
      const payment = eventData(PaymentSucceeded, envelope);
      return {
        quoteId: payment.quoteId,
        counts: { collected: payment.amount },
        money: { bookingId: payment.bookingId, paidBefore: payment.paid - payment.amount, paidAfter: payment.paid },
      };
    }
    case RefundIssued.detailType: {
      const refund = eventData(RefundIssued, envelope);
      return {
        quoteId: refund.quoteId,
        counts: { refunded: refund.amount },
        money: { bookingId: refund.bookingId, paidBefore: refund.paid + refund.amount, paidAfter: refund.paid },
      };
    }
    default:
      return null;
  }
}

/**
 * The commission base a payment or refund moved (decision 036): its share of the booking's price
 * before tax and gratuity, net of discounts, read from the booking's price as it stands.
 */
async function commissionBaseOf(config: Config, money: NonNullable<Counted['money']>): Promise<number> {
  const booking = await bookingsRepository(config).get(money.bookingId);
  if (!booking) throw new Error(`Booking ${money.bookingId} is not in the table`);
  return commissionBaseMoved(booking.price, money.paidBefore, money.paidAfter);
}

/**
 * Keeps each partner's month current (issue 18): the attributed quotes, confirmed bookings,
 * payments (by card, or taken by staff) and refunds with the commission base they move (decision
 * 036), each in the America/Chicago month it happened. Idempotent on the event id
 * (a marker written with the counters), so a redelivered event counts once. A staff amendment of a
 * quote is the same guest's quote again and is not counted twice.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config }) => {
  const counted = countsOf(detailType, envelope);
  if (!counted) return;
  const quote = await quotesRepository(config).get(counted.quoteId);
  if (!quote) throw new Error(`Quote ${counted.quoteId} is not in the table`);
  if (!quote.partnerId) return;
  if (detailType === QuoteSubmitted.detailType && quote.revises) return;
  const month = monthOf(calendarDateIn(new Date(envelope.occurredAt)));
  const counts = counted.money ? { ...counted.counts, commissionBase: await commissionBaseOf(config, counted.money) } : counted.counts;
  const recorded = await partnersRepository(config).count(envelope.id, quote.partnerId, month, counts, envelope.occurredAt);
  logger.info(recorded ? 'Partner figures counted' : 'Partner figures already counted', { partnerId: quote.partnerId, month });
});
