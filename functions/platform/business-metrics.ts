/**
 * The business metrics the functions emit (issue 28, decision 081), by name: what each counts. A
 * module of names alone, without Powertools, so the stacks' dashboard (infra/constructs/
 * operations-dashboard.ts) reads the same names without bundling or constructing anything.
 */
export const BUSINESS_METRICS = {
  QuoteCreated: 'a guest quote stored (a staff amendment of one is the same quote, not another)',
  BookingConfirmed: 'a booking confirmed (its deposit paid or waived)',
  BookingCancelled: 'a confirmed booking cancelled',
  PaymentRecorded: 'a payment entered in the ledger: by card through Stripe, or recorded by staff',
  PaymentAmountCents: "a recorded payment's amount, in cents",
  RefundIssued: 'a refund entered in the ledger',
  RefundAmountCents: "a refund's amount, in cents",
} as const;

export type BusinessMetricName = keyof typeof BUSINESS_METRICS;

/**
 * The one dimension every business metric carries: the service. The stage is in the
 * namespace (`PartyCruises/<stage>`), and what varies per event (the quote's source, the payment's
 * method) goes into the metric's metadata, searchable in the log, so each name stays one metric in
 * CloudWatch (billed per name and dimension set).
 */
export const BUSINESS_METRIC_SERVICE = 'party-cruises';
