import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../booking/booking.ts';
import { allocateRefund, bookingLedger, policyRefund, refundableCharges, refundFits, stripeDashboardUrl, type RefundLedgerEntry } from './refunds.ts';

const card = (paymentId: string, amount: number, at: string): RefundLedgerEntry => ({
  kind: 'charge',
  amount,
  paymentId,
  method: 'card',
  at,
  stripe: { paymentIntentId: `pi_${paymentId}`, chargeId: `ch_${paymentId}` },
});
const cash = (paymentId: string, amount: number, at: string): RefundLedgerEntry => ({ kind: 'charge', amount, paymentId, method: 'cash', at });
const refund = (paymentId: string, amount: number, at: string): RefundLedgerEntry => ({ kind: 'refund', amount, paymentId, method: 'card', at });

// A private cruise on 2027-06-15, booked 2027-03-01: free cancellation through 2027-05-16.
const privateBooking = { cancellation: cancellationTerms('private', '2027-06-15', new Date('2027-03-01T15:00:00Z')) };
// A disco booking made 2027-05-01 at 15:00 UTC: refundable until 2027-05-03 15:00 UTC.
const discoBooking = { cancellation: cancellationTerms('disco', '2027-06-15', new Date('2027-05-01T15:00:00Z')) };

const ledger = [card('a', 50_000, '2027-03-01T15:05:00Z'), cash('b', 20_000, '2027-03-10T17:00:00Z')];

describe('refunds by the policy the guest accepted', () => {
  it('gives back every charge in full when a private cruise is cancelled through 30 days before it (America/Chicago days)', () => {
    // 2027-05-16 23:30 in Austin is 04:30 UTC the next day: still the last free day.
    const refund = policyRefund(privateBooking, ledger, new Date('2027-05-17T04:30:00Z'));
    expect(refund.withinTerms).toBe(true);
    expect(refund.total).toBe(70_000);
    expect(refund.parts.map((part) => [part.charge.paymentId, part.amount, part.charge.paymentIntentId])).toEqual([
      ['a', 50_000, 'pi_a'],
      ['b', 20_000, undefined],
    ]);
  });

  it('gives nothing back from the 29th day before the cruise', () => {
    expect(policyRefund(privateBooking, ledger, new Date('2027-05-17T06:00:00Z'))).toEqual({ withinTerms: false, parts: [], total: 0 });
  });

  it('refunds a disco booking in full within 48 hours of booking, and not after', () => {
    const tickets = [card('t', 17_000, '2027-05-01T15:01:00Z')];
    expect(policyRefund(discoBooking, tickets, new Date('2027-05-03T15:00:00Z')).total).toBe(17_000);
    expect(policyRefund(discoBooking, tickets, new Date('2027-05-03T15:00:01Z')).total).toBe(0);
  });

  it('gives back only what earlier refunds left of each charge', () => {
    const partly = [...ledger, refund('a', 12_500, '2027-04-01T12:00:00Z'), refund('b', 20_000, '2027-04-02T12:00:00Z')];
    const result = policyRefund(privateBooking, partly, new Date('2027-05-01T12:00:00Z'));
    expect(result.parts.map((part) => [part.charge.paymentId, part.amount])).toEqual([['a', 37_500]]);
    expect(result.total).toBe(37_500);
  });
});

describe('staff refunds of an amount', () => {
  it('take from the newest charge first, then older ones, never more than each has left', () => {
    const result = allocateRefund(ledger, 30_000);
    if (!result.ok) throw new Error(result.code);
    expect(result.parts.map((part) => [part.charge.paymentId, part.amount])).toEqual([
      ['b', 20_000],
      ['a', 10_000],
    ]);
  });

  it('take from the charge named (by payment id or PaymentIntent), up to what is left of it', () => {
    const named = allocateRefund(ledger, 5_000, 'pi_a');
    expect(named.ok && named.parts.map((part) => [part.charge.paymentId, part.amount])).toEqual([['a', 5_000]]);
    expect(allocateRefund([...ledger, refund('a', 45_000, '2027-04-01T00:00:00Z')], 5_001, 'a')).toEqual({
      ok: false,
      code: 'MORE_THAN_CHARGE',
      refundable: 5_000,
    });
    expect(allocateRefund(ledger, 100, 'pi_unknown')).toEqual({ ok: false, code: 'NO_SUCH_CHARGE', refundable: 0 });
  });

  it('refuse more than was paid, nothing, and fractions of a cent', () => {
    expect(allocateRefund(ledger, 70_001)).toEqual({ ok: false, code: 'MORE_THAN_PAID', refundable: 70_000 });
    expect(allocateRefund(ledger, 0).ok).toBe(false);
    expect(allocateRefund(ledger, 10.5).ok).toBe(false);
    expect(allocateRefund([], 1)).toEqual({ ok: false, code: 'MORE_THAN_PAID', refundable: 0 });
    expect(refundFits(70_000, 70_000)).toBe(true);
    expect(refundFits(70_000, 70_001)).toBe(false);
  });

  it('read the same ledger from the booking’s own payments and refunds, and link a payment to Stripe’s dashboard in its mode', () => {
    const booking = {
      payments: [
        {
          id: 'a',
          kind: 'deposit' as const,
          amount: 50_000,
          method: 'card' as const,
          receivedOn: '2027-03-01',
          recordedBy: 'Stripe',
          recordedAt: '2027-03-01T15:05:00Z',
          card: { provider: 'stripe' as const, paymentIntentId: 'pi_a', chargeId: 'ch_a', brand: 'visa', last4: '4242' },
        },
        {
          id: 'b',
          kind: 'balance' as const,
          amount: 20_000,
          method: 'cash' as const,
          receivedOn: '2027-03-10',
          recordedBy: 'alex@example.com',
          recordedAt: '2027-03-10T17:00:00Z',
        },
      ],
      refunds: [
        {
          id: 're_1',
          paymentId: 'a',
          amount: 1_000,
          method: 'card' as const,
          reason: 'Late',
          refundedBy: 'alex@example.com',
          refundedAt: '2027-04-01T00:00:00Z',
        },
      ],
    };
    expect(refundableCharges(bookingLedger(booking)).map((charge) => [charge.paymentId, charge.refundable, charge.paymentIntentId])).toEqual([
      ['a', 49_000, 'pi_a'],
      ['b', 20_000, undefined],
    ]);
    expect(stripeDashboardUrl('pi_a', false)).toBe('https://dashboard.stripe.com/test/payments/pi_a');
    expect(stripeDashboardUrl('pi_a', undefined)).toBe('https://dashboard.stripe.com/test/payments/pi_a');
    expect(stripeDashboardUrl('pi_a', true)).toBe('https://dashboard.stripe.com/payments/pi_a');
  });

  it('list charges oldest first with what was refunded of each', () => {
    expect(
      refundableCharges([refund('a', 1_000, '2027-04-01T00:00:00Z'), ...ledger].reverse()).map((charge) => [
        charge.paymentId,
        charge.refunded,
        charge.refundable,
      ]),
    ).toEqual([
      ['a', 1_000, 49_000],
      ['b', 0, 20_000],
    ]);
  });
});
