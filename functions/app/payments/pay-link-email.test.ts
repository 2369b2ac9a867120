import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { PayLinkRequested } from '#events/payments.ts';
import { payLinkEmail } from './pay-link-email.ts';
import { expectPortalLink, tripPortal } from '#tests/support/portal-links.ts';

const portal = tripPortal(PayLinkRequested.sample.bookingId);

const link = 'https://www.laketravispartycruises.example/quote/abc';

describe('the pay link e-mail', () => {
  it('says what is due, by when, and links to the booking to pay', () => {
    const email = payLinkEmail(PayLinkRequested.sample, link, businessFacts, portal);
    expect(email.subject).toBe(`Pay your balance of $1,887.00 for booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(email.text).toContain('due by 04/15/2027');
    expect(email.text).toContain(`Pay here: ${link}`);
    expect(email.text).toContain('Paid so far: $629.00 of $2,516.00');
    expect(email.html).toContain(`href="${link}"`);
  });

  it('asks for the deposit without a date while the booking waits for it', () => {
    const email = payLinkEmail({ ...PayLinkRequested.sample, due: { what: 'deposit', amount: 62_900 }, paid: 0 }, link, businessFacts, portal);
    expect(email.subject).toContain('Pay your deposit of $629.00');
    expect(email.text).not.toContain('Due by');
  });
});

describe('the portal link', () => {
  it('takes the guest to the trip page of its booking', () => {
    expectPortalLink(payLinkEmail(PayLinkRequested.sample, link, businessFacts, portal), portal);
  });
});
