import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { PaymentSucceeded, staffPaymentSample } from '#events/payments.ts';
import { cardLabel, paymentReceiptEmail, shareReceiptEmail } from './payment-receipts.ts';
import { expectPortalLink, tripPortal } from '#tests/support/portal-links.ts';

const portal = tripPortal(PaymentSucceeded.sample.bookingId);

const link = 'https://www.laketravispartycruises.example/quote/abc';
const paidAt = new Date('2026-11-22T18:00:00Z');

describe('payment receipts', () => {
  it('give the amount, the card, what remains and when it is due', () => {
    const email = paymentReceiptEmail(PaymentSucceeded.sample, link, businessFacts, paidAt, portal);
    expect(email.subject).toBe(`Receipt: $629.00 deposit for booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(email.text).toContain('we received your $629.00 deposit, and your cruise on Saturday, May 15, 2027 is confirmed.');
    expect(email.text).toContain('Method: Visa ending 4242');
    expect(email.text).toContain('Paid so far: $629.00 of $2,516.00');
    expect(email.text).toContain('Remaining: $1,887.00');
    expect(email.text).toContain('Remaining due by: Thursday, April 15, 2027');
    expect(email.text).toContain('The remaining $1,887.00 is due by Thursday, April 15, 2027.');
    expect(email.html).toContain('Visa ending 4242');
  });

  it('say when the booking is paid in full, and name cards as statements do', () => {
    const email = paymentReceiptEmail(
      { ...PaymentSucceeded.sample, kind: 'balance', amount: 188_700, paid: 251_600, remaining: 0, remainingDueOn: undefined },
      link,
      businessFacts,
      paidAt,
      portal,
    );
    expect(email.text).toContain('Your booking is paid in full.');
    expect(email.text).not.toContain('Remaining due by');
    expect(cardLabel({ type: 'card', brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(cardLabel({ type: 'card', brand: 'newbrand', last4: '1111' })).toBe('Card ending 1111');
  });

  it("give a friend who paid a share their own receipt, linked to the share page, and name them on the organiser's", () => {
    const share = {
      ...PaymentSucceeded.sample,
      kind: 'balance' as const,
      amount: 20_000,
      paid: 82_900,
      remaining: 168_700,
      paidBy: { name: 'Sam Lee', email: 'sam@example.com' },
    };
    const sharePage = 'https://www.laketravispartycruises.example/pay/share-token';
    const friends = shareReceiptEmail(share, sharePage, businessFacts, paidAt);
    expect(friends.subject).toBe(`Receipt: your $200.00 share of Jordan's cruise, ${businessFacts.name}`);
    expect(friends.text).toContain('Hi Sam,');
    expect(friends.text).toContain("Thank you: we received your $200.00 share of Jordan's cruise on Saturday, May 15, 2027.");
    expect(friends.text).toContain('The group has paid: $829.00 of $2,516.00');
    expect(friends.text).toContain('Due by: Thursday, April 15, 2027');
    expect(friends.html).toContain(`href="${sharePage}"`);
    for (const secret of [link, 'jordan.rivera@example.com', 'Rivera']) expect(`${friends.text}${friends.html}`).not.toContain(secret);

    const organisers = paymentReceiptEmail(share, link, businessFacts, paidAt, portal);
    expect(organisers.text).toContain('Sam Lee paid a $200.00 share of booking B-3B9E1F0A.');
    expect(organisers.text).toContain('Paid by: Sam Lee (a share)');
  });
});

describe('receipts for money staff took by hand', () => {
  it('say cash, give the day it was received and no card or Stripe reference', () => {
    const email = paymentReceiptEmail(staffPaymentSample, link, businessFacts, paidAt, portal);
    expect(email.subject).toBe(`Receipt: $1,887.00 payment for booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(email.text).toContain('Thank you: we received $1,887.00 in cash for booking B-3B9E1F0A.');
    expect(email.text).toContain('Method: Cash');
    expect(email.text).toContain('Paid on: Saturday, April 10, 2027');
    expect(email.text).toContain('Paid so far: $2,516.00 of $2,516.00');
    expect(email.text).toContain('Your booking is paid in full.');
    for (const card of ['ending', 'Visa', 'Payment reference', 'pi_']) expect(`${email.text}${email.html}`).not.toContain(card);
  });

  it('name a check, a transfer and a card staff took, and confirm a deposit paid by hand', () => {
    const deposit = { ...staffPaymentSample, kind: 'deposit' as const, amount: 62_900, paid: 62_900, remaining: 188_700, remainingDueOn: '2027-04-15' };
    const check = paymentReceiptEmail({ ...deposit, method: { type: 'check' } }, link, businessFacts, paidAt, portal);
    expect(check.text).toContain('we received your $629.00 deposit by check, and your cruise on Saturday, May 15, 2027 is confirmed.');
    expect(check.text).toContain('Method: Check');
    expect(check.text).toContain('The remaining $1,887.00 is due by Thursday, April 15, 2027.');
    expect(paymentReceiptEmail({ ...deposit, method: { type: 'bank_transfer' } }, link, businessFacts, paidAt, portal).text).toContain('Method: Bank transfer');
    const terminal = paymentReceiptEmail({ ...deposit, method: { type: 'card_by_staff' } }, link, businessFacts, paidAt, portal);
    expect(terminal.text).toContain('deposit by card, and');
    expect(terminal.text).toContain('Method: Card, taken by our staff');
  });
});

describe('the portal link', () => {
  it('takes the guest to the trip page of its booking', () => {
    expectPortalLink(paymentReceiptEmail(PaymentSucceeded.sample, link, businessFacts, paidAt, portal), portal);
  });

  it("is left out of a friend's share receipt: the trip is the organiser's, and the friend's link is the share page", () => {
    const friends = shareReceiptEmail(
      { ...PaymentSucceeded.sample, paidBy: { name: 'Sam Lee', email: 'sam@example.com' } },
      'https://www.laketravispartycruises.example/pay/share-token',
      businessFacts,
      paidAt,
    );
    expect(`${friends.text}${friends.html}`).not.toContain('/portal/');
  });
});
