import { BookingCancelled, BookingConfirmed } from '#events/bookings.ts';
import type { Envelope } from '#events/envelope.ts';
import { PaymentReturned, PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { BusinessMetricName } from '../platform/business-metrics.ts';
import { eventData } from '../platform/events/consumer.ts';

/** One business metric's value from one event: a count of 1, or an amount in integer cents. */
export interface BusinessMetricValue {
  readonly name: BusinessMetricName;
  readonly value: number;
}

/** What one counted event adds to CloudWatch: its metrics, and the low-cardinality facts that go beside them as metadata. */
export interface BusinessMetricsOfEvent {
  readonly values: readonly BusinessMetricValue[];
  /** The quote's source or the payment's method: searchable in the log, never a dimension (decision 081). */
  readonly metadata: Readonly<Record<string, string>>;
}

const NONE: BusinessMetricsOfEvent = { values: [], metadata: {} };

/**
 * The business metrics of an event the business summary counted (decision 081). Called only once
 * the summary has counted the event (a first delivery that changed a figure), so the metrics agree
 * with the owner's summary: a staff amendment of a quote and a held booking's cancellation count in
 * neither, and a redelivered event in neither twice. A payment returned at once (no room for it,
 * decision 037) is counted as taken and given back, as the ledger and the summary have it.
 */
export function businessMetricsOf(detailType: string, envelope: Envelope): BusinessMetricsOfEvent {
  switch (detailType) {
    case QuoteSubmitted.detailType:
      return { values: [{ name: 'QuoteCreated', value: 1 }], metadata: { source: eventData(QuoteSubmitted, envelope).source } };
    case BookingConfirmed.detailType:
      return { values: [{ name: 'BookingConfirmed', value: 1 }], metadata: {} };
    case BookingCancelled.detailType:
      return { values: [{ name: 'BookingCancelled', value: 1 }], metadata: {} };
    case PaymentSucceeded.detailType: {
      const payment = eventData(PaymentSucceeded, envelope);
      return {
        values: [
          { name: 'PaymentRecorded', value: 1 },
          { name: 'PaymentAmountCents', value: payment.amount },
        ],
        metadata: { method: payment.method.type, kind: payment.kind },
      };
    }
    case RefundIssued.detailType: {
      const refund = eventData(RefundIssued, envelope);
      return {
        values: [
          { name: 'RefundIssued', value: 1 },
          { name: 'RefundAmountCents', value: refund.amount },
        ],
        metadata: { method: refund.method.type },
      };
    }
    case PaymentReturned.detailType: {
      const returned = eventData(PaymentReturned, envelope);
      return {
        values: [
          { name: 'PaymentRecorded', value: 1 },
          { name: 'PaymentAmountCents', value: returned.amount },
          { name: 'RefundIssued', value: 1 },
          { name: 'RefundAmountCents', value: returned.amount },
        ],
        metadata: { method: returned.method.type, returned: 'true' },
      };
    }
    default:
      return NONE;
  }
}
