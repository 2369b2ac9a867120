import { cancellationIsRefundable, type CancellationTerms, type PaymentMethod, type RecordedPayment, type RecordedRefund } from '../booking/booking.ts';
import { calendarDateIn } from '../shared/dates.ts';
import type { Cents } from '../shared/money.ts';
import type { LedgerEntryKind } from './payments.ts';

// Refunds (decision 020). Money goes back the way it came: each charge in the ledger is refunded
// on its own (a card charge on its own PaymentIntent, to the card that paid; cash or a check by
// hand), and never by more than is left of it. What the policy the guest accepted gives back on
// a cancellation, and where a staff refund of an amount is taken from, are worked out here.

/** The fields of a ledger entry (domain/booking/booking-record.ts) the refund arithmetic reads. */
export interface RefundLedgerEntry {
  kind: LedgerEntryKind;
  amount: Cents;
  /** A charge's own id; a refund names the charge it refunds by this id. */
  paymentId: string;
  method: PaymentMethod;
  at: string;
  stripe?: { paymentIntentId: string; chargeId: string } | undefined;
}

/** One charge and what is left of it to refund. */
export interface RefundableCharge {
  paymentId: string;
  method: PaymentMethod;
  at: string;
  amount: Cents;
  refunded: Cents;
  refundable: Cents;
  /** Card charges go back through Stripe on this PaymentIntent; the others are refunded by hand. */
  paymentIntentId?: string;
}

/** A refund to make: this much of this charge. */
export interface RefundPart {
  charge: RefundableCharge;
  amount: Cents;
}

/**
 * The ledger a booking's own record implies (its payments and refunds, as the staff screen has
 * them): the same entries the table's ledger holds, for the same arithmetic in the browser.
 */
export function bookingLedger(booking: { payments: readonly RecordedPayment[]; refunds?: readonly RecordedRefund[] | undefined }): RefundLedgerEntry[] {
  return [
    ...booking.payments.map((payment) => ({
      kind: 'charge' as const,
      amount: payment.amount,
      paymentId: payment.id,
      method: payment.method,
      at: payment.recordedAt,
      ...(payment.card ? { stripe: { paymentIntentId: payment.card.paymentIntentId, chargeId: payment.card.chargeId } } : {}),
    })),
    ...(booking.refunds ?? []).map((refund) => ({
      kind: 'refund' as const,
      amount: refund.amount,
      paymentId: refund.paymentId,
      method: refund.method,
      at: refund.refundedAt,
    })),
  ];
}

/** Where staff see a card payment in Stripe's dashboard (its test-mode view for a test payment). */
export function stripeDashboardUrl(paymentIntentId: string, livemode: boolean | undefined): string {
  return `https://dashboard.stripe.com/${livemode ? '' : 'test/'}payments/${encodeURIComponent(paymentIntentId)}`;
}

/** Every charge, oldest first, with what its refunds have taken from it already. */
export function refundableCharges(ledger: readonly RefundLedgerEntry[]): RefundableCharge[] {
  const refunded = new Map<string, Cents>();
  for (const entry of ledger) if (entry.kind === 'refund') refunded.set(entry.paymentId, (refunded.get(entry.paymentId) ?? 0) + entry.amount);
  return ledger
    .filter((entry) => entry.kind === 'charge')
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => {
      const already = refunded.get(entry.paymentId) ?? 0;
      return {
        paymentId: entry.paymentId,
        method: entry.method,
        at: entry.at,
        amount: entry.amount,
        refunded: already,
        refundable: Math.max(0, entry.amount - already),
        ...(entry.stripe ? { paymentIntentId: entry.stripe.paymentIntentId } : {}),
      };
    });
}

/** Whether a refund of `amount` leaves what is paid at zero or more (and is a real amount at all). */
export function refundFits(paid: Cents, amount: Cents): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= paid;
}

export interface PolicyRefund {
  /** Whether the cancellation falls within the terms the guest accepted. */
  withinTerms: boolean;
  /** What is given back, one part per charge with anything left (empty outside the terms). */
  parts: RefundPart[];
  total: Cents;
}

/**
 * What the cancellation policy the guest accepted gives back when the booking is cancelled at
 * `cancelledAt`: within the terms (a private cruise cancelled through 30 days before it, a disco
 * booking within 48 hours of booking), everything paid, each charge in full of what is left of
 * it; outside them, nothing (staff may still refund by hand, with a reason).
 */
export function policyRefund(booking: { cancellation: CancellationTerms }, ledger: readonly RefundLedgerEntry[], cancelledAt: Date): PolicyRefund {
  const withinTerms = cancellationIsRefundable(booking.cancellation, cancelledAt, calendarDateIn(cancelledAt));
  if (!withinTerms) return { withinTerms, parts: [], total: 0 };
  const parts = refundableCharges(ledger)
    .filter((charge) => charge.refundable > 0)
    .map((charge) => ({ charge, amount: charge.refundable }));
  return { withinTerms, parts, total: parts.reduce((sum, part) => sum + part.amount, 0) };
}

export type RefundAllocation =
  | { ok: true; parts: RefundPart[] }
  | { ok: false; code: 'NO_SUCH_CHARGE' | 'MORE_THAN_CHARGE' | 'MORE_THAN_PAID'; refundable: Cents };

/**
 * Where a staff refund of `amount` comes from: the named charge alone, or else the newest charges
 * first (the latest payment is usually the one a goodwill refund is about, and a card refunded
 * soon after it paid settles fastest), taking from older ones only what the newer cannot cover.
 */
export function allocateRefund(ledger: readonly RefundLedgerEntry[], amount: Cents, paymentId?: string): RefundAllocation {
  const charges = refundableCharges(ledger);
  if (paymentId !== undefined) {
    const charge = charges.find((candidate) => candidate.paymentId === paymentId || candidate.paymentIntentId === paymentId);
    if (!charge) return { ok: false, code: 'NO_SUCH_CHARGE', refundable: 0 };
    if (!refundFits(charge.refundable, amount)) return { ok: false, code: 'MORE_THAN_CHARGE', refundable: charge.refundable };
    return { ok: true, parts: [{ charge, amount }] };
  }
  const refundable = charges.reduce((sum, charge) => sum + charge.refundable, 0);
  if (!refundFits(refundable, amount)) return { ok: false, code: 'MORE_THAN_PAID', refundable };
  const parts: RefundPart[] = [];
  let left = amount;
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const take = Math.min(left, charge.refundable);
    if (take > 0) parts.push({ charge, amount: take });
    left -= take;
  }
  return { ok: true, parts };
}
