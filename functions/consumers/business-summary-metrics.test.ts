import { describe, expect, it } from 'vitest';
import { BookingCancelled, BookingConfirmed, BookingMoved } from '#events/bookings.ts';
import type { DefinedEvent, Envelope } from '#events/envelope.ts';
import { PaymentReturned, PaymentSucceeded, RefundIssued, staffPaymentSample } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { addBusinessMetrics, createMetrics } from '../platform/metrics.ts';
import { businessMetricsOf } from './business-summary-metrics.ts';

// Decision 081: each counted event's business metrics, with amounts in integer cents.

function envelopeOf<D extends Pick<DefinedEvent, 'version' | 'sample'>>(definition: D, data: D['sample']): Envelope {
  return { id: 'b7a4c2d0-5e1f-4a3b-9c8d-7e6f5a4b3c2d', version: definition.version, occurredAt: '2026-11-22T12:00:00.000Z', data };
}

describe('the business metrics of a counted event', () => {
  it('counts a guest quote, with its source beside it', () => {
    expect(businessMetricsOf(QuoteSubmitted.detailType, envelopeOf(QuoteSubmitted, { ...QuoteSubmitted.sample, source: 'embed' }))).toEqual({
      values: [{ name: 'QuoteCreated', value: 1 }],
      metadata: { source: 'embed' },
    });
  });

  it('counts a confirmed booking and a cancelled one', () => {
    expect(businessMetricsOf(BookingConfirmed.detailType, envelopeOf(BookingConfirmed, BookingConfirmed.sample)).values).toEqual([
      { name: 'BookingConfirmed', value: 1 },
    ]);
    expect(businessMetricsOf(BookingCancelled.detailType, envelopeOf(BookingCancelled, BookingCancelled.sample)).values).toEqual([
      { name: 'BookingCancelled', value: 1 },
    ]);
  });

  it('counts a card payment and one staff recorded, each with its amount in cents and its method', () => {
    expect(businessMetricsOf(PaymentSucceeded.detailType, envelopeOf(PaymentSucceeded, { ...PaymentSucceeded.sample, amount: 62_900 }))).toEqual({
      values: [
        { name: 'PaymentRecorded', value: 1 },
        { name: 'PaymentAmountCents', value: 62_900 },
      ],
      metadata: { method: 'card', kind: 'deposit' },
    });
    expect(businessMetricsOf(PaymentSucceeded.detailType, envelopeOf(PaymentSucceeded, staffPaymentSample))).toEqual({
      values: [
        { name: 'PaymentRecorded', value: 1 },
        { name: 'PaymentAmountCents', value: staffPaymentSample.amount },
      ],
      metadata: { method: 'cash', kind: 'balance' },
    });
  });

  it('counts a refund with its amount, and a payment returned at once as taken and given back', () => {
    expect(businessMetricsOf(RefundIssued.detailType, envelopeOf(RefundIssued, { ...RefundIssued.sample, amount: 10_000 }))).toEqual({
      values: [
        { name: 'RefundIssued', value: 1 },
        { name: 'RefundAmountCents', value: 10_000 },
      ],
      metadata: { method: 'card' },
    });
    const returned = businessMetricsOf(PaymentReturned.detailType, envelopeOf(PaymentReturned, PaymentReturned.sample));
    expect(returned.values).toEqual([
      { name: 'PaymentRecorded', value: 1 },
      { name: 'PaymentAmountCents', value: PaymentReturned.sample.amount },
      { name: 'RefundIssued', value: 1 },
      { name: 'RefundAmountCents', value: PaymentReturned.sample.amount },
    ]);
  });

  it('counts nothing for the events the summary counts that are no business metric', () => {
    expect(businessMetricsOf(BookingMoved.detailType, envelopeOf(BookingMoved, BookingMoved.sample))).toEqual({ values: [], metadata: {} });
  });

  it('puts the values into the flush as Powertools serialises them: one metric per name, the metadata beside them', () => {
    const target = createMetrics({ POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/test', POWERTOOLS_SERVICE_NAME: 'party-cruises' });
    const { values, metadata } = businessMetricsOf(RefundIssued.detailType, envelopeOf(RefundIssued, { ...RefundIssued.sample, amount: 10_000 }));
    addBusinessMetrics(values, metadata, target);
    const emf = target.serializeMetrics() as unknown as Record<string, unknown> & { _aws: { CloudWatchMetrics: Array<{ Metrics: unknown[] }> } };
    target.clearMetrics();
    target.clearMetadata();
    expect(emf._aws.CloudWatchMetrics[0]!.Metrics).toEqual([
      { Name: 'RefundIssued', Unit: 'Count' },
      { Name: 'RefundAmountCents', Unit: 'Count' },
    ]);
    expect(emf).toMatchObject({ RefundIssued: 1, RefundAmountCents: 10_000, method: 'card', service: 'party-cruises' });
  });
});
