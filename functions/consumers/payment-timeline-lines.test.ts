import { describe, expect, it } from 'vitest';
import { PaymentSucceeded, staffPaymentSample } from '#events/payments.ts';
import { paymentSucceededLine } from './payment-timeline-lines.ts';

describe("the customer timeline's payment lines", () => {
  it('name the card of a payment taken online', () => {
    expect(paymentSucceededLine(PaymentSucceeded.sample).summary).toBe('Paid $629.00 (deposit) by Visa ending 4242; $1,887.00 remains');
  });

  it('name the method and the staff member of a payment recorded by hand, as the booking page does', () => {
    expect(paymentSucceededLine(staffPaymentSample).summary).toBe(
      'Paid $1,887.00 (balance) by Cash, recorded by alex@laketravispartycruises.example; paid in full',
    );
    expect(paymentSucceededLine({ ...staffPaymentSample, method: { type: 'card_by_staff' } }).summary).toContain('by Card (taken by staff), recorded by');
    expect(paymentSucceededLine({ ...staffPaymentSample, method: { type: 'check' } }).summary).toContain('by Check, recorded by');
  });
});
