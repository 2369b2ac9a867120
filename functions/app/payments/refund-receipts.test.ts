import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { RefundIssued } from '#events/payments.ts';
import { refundReceiptEmail } from './refund-receipts.ts';
import { expectPortalLink, tripPortal } from '#tests/support/portal-links.ts';

const portal = tripPortal(RefundIssued.sample.bookingId);

const link = 'https://www.laketravispartycruises.example/quote/abc';
const refundedAt = new Date('2026-11-22T18:00:00Z');

describe('refund receipts', () => {
  it('give the amount, the card it goes back to, the reason and what stays paid', () => {
    const email = refundReceiptEmail(RefundIssued.sample, link, businessFacts, refundedAt, portal);
    expect(email.subject).toBe(`Refund: $629.00 for booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(email.text).toContain('Refunded to: Back to your Visa ending 4242');
    expect(email.text).toContain('Reason: Cancelled more than 30 days before the cruise');
    expect(email.text).toContain('Paid on the booking now: $0.00 of $2,516.00');
    expect(email.text).toContain('Your booking is cancelled.');
    expect(email.text).toContain('Refund reference: re_3QxY2bLkdIwHu7ix0rEfUnDs');
    expect(email.html).toContain('Visa ending 4242');
  });

  it('say a payment taken by hand is handed back by staff, and a live booking stays booked', () => {
    const email = refundReceiptEmail(
      { ...RefundIssued.sample, method: { type: 'cash' }, amount: 5_000, paid: 57_900, bookingStatus: 'confirmed' },
      link,
      businessFacts,
      refundedAt,
      portal,
    );
    expect(email.text).toContain('Refunded to: Cash, handed back by our staff');
    expect(email.text).toContain('Your cruise on 05/15/2027 stays booked.');
    expect(email.text).not.toContain('Refund reference');
  });
});

describe('the portal link', () => {
  it('takes the guest to the trip page of its booking', () => {
    expectPortalLink(refundReceiptEmail(RefundIssued.sample, link, businessFacts, refundedAt, portal), portal);
  });
});
