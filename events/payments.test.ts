import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentSucceeded, staffPaymentSample } from './payments.ts';

const detail = (data: unknown) => ({ id: randomUUID(), version: 1, occurredAt: '2026-11-22T18:00:00.000Z', data });

describe('PaymentSucceeded', () => {
  it('reads a card payment as version 1 has always carried it', () => {
    expect(PaymentSucceeded.detail.safeParse(detail(PaymentSucceeded.sample)).success).toBe(true);
  });

  it('carries a payment staff recorded by hand: its method, who recorded it and the day received, no Stripe ids', () => {
    expect(PaymentSucceeded.detail.safeParse(detail(staffPaymentSample)).success).toBe(true);
    for (const type of ['cash', 'check', 'bank_transfer', 'other', 'card_by_staff'] as const) {
      expect(PaymentSucceeded.detail.safeParse(detail({ ...staffPaymentSample, method: { type } })).success, type).toBe(true);
    }
  });

  it('refuses a card payment without its Stripe ids, a by-hand one with them, and a by-hand one naming no one', () => {
    const { paymentIntentId: _intent, ...withoutIntent } = PaymentSucceeded.sample;
    expect(PaymentSucceeded.detail.safeParse(detail(withoutIntent)).success).toBe(false);
    expect(
      PaymentSucceeded.detail.safeParse(
        detail({
          ...staffPaymentSample,
          paymentIntentId: PaymentSucceeded.sample.paymentIntentId,
          chargeId: PaymentSucceeded.sample.chargeId,
          stripeEventId: PaymentSucceeded.sample.stripeEventId,
        }),
      ).success,
    ).toBe(false);
    const { recordedBy: _by, ...anonymous } = staffPaymentSample;
    expect(PaymentSucceeded.detail.safeParse(detail(anonymous)).success).toBe(false);
    expect(PaymentSucceeded.detail.safeParse(detail({ ...staffPaymentSample, method: { type: 'crypto' } })).success).toBe(false);
  });
});
