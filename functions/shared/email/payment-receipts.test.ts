import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import { cardLabel, paymentReceiptEmail, shareReceiptEmail } from './payment-receipts.ts';

const link = 'https://www.laketravispartycruises.example/quote/abc';
const paidAt = new Date('2026-11-22T18:00:00Z');

describe('payment receipts', () => {
  it('give the amount, the card, what remains and when it is due', () => {
    const email = paymentReceiptEmail(PaymentSucceeded.sample, link, businessFacts, paidAt);
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
    const email = paymentReceiptEmail({ ...PaymentSucceeded.sample, kind: 'balance', amount: 188_700, paid: 251_600, remaining: 0, remainingDueOn: undefined }, link, businessFacts, paidAt);
    expect(email.text).toContain('Your booking is paid in full.');
    expect(email.text).not.toContain('Remaining due by');
    expect(cardLabel({ type: 'card', brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(cardLabel({ type: 'card', brand: 'newbrand', last4: '1111' })).toBe('Card ending 1111');
  });

  it("give a friend who paid a share their own receipt, linked to the share page, and name them on the organiser's", () => {
    const share = { ...PaymentSucceeded.sample, kind: 'balance' as const, amount: 20_000, paid: 82_900, remaining: 168_700, paidBy: { name: 'Sam Lee', email: 'sam@example.com' } };
    const sharePage = 'https://www.laketravispartycruises.example/pay/share-token';
    const friends = shareReceiptEmail(share, sharePage, businessFacts, paidAt);
    expect(friends.subject).toBe(`Receipt: your $200.00 share of Jordan's cruise, ${businessFacts.name}`);
    expect(friends.text).toContain('Hi Sam,');
    expect(friends.text).toContain("Thank you: we received your $200.00 share of Jordan's cruise on Saturday, May 15, 2027.");
    expect(friends.text).toContain('The group has paid: $829.00 of $2,516.00');
    expect(friends.text).toContain('Due by: Thursday, April 15, 2027');
    expect(friends.html).toContain(`href="${sharePage}"`);
    for (const secret of [link, 'jordan.rivera@example.com', 'Rivera']) expect(`${friends.text}${friends.html}`).not.toContain(secret);

    const organisers = paymentReceiptEmail(share, link, businessFacts, paidAt);
    expect(organisers.text).toContain('Sam Lee paid a $200.00 share of booking B-3B9E1F0A.');
    expect(organisers.text).toContain('Paid by: Sam Lee (a share)');
  });
});
