import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { BalanceDue, PaymentFailed } from '#events/payments.ts';
import { balanceReminderEmail, guestChargeFailedEmail, staffChargeFailedEmail } from './balance-emails.ts';
import { expectPortalLink, tripPortal } from '#tests/support/portal-links.ts';

const portal = tripPortal(BalanceDue.sample.bookingId);

const link = 'https://www.laketravispartycruises.example/quote/abc#booking';
const adminLink = 'https://www.laketravispartycruises.example/admin/bookings/b-1';

describe('balance e-mails', () => {
  it('remind with the pay link when no card is saved', () => {
    const { savedCard: _card, ...due } = BalanceDue.sample;
    const email = balanceReminderEmail(due, link, businessFacts, portal);
    expect(email.subject).toBe(`Your balance of $1,887.00 is due on Thursday, April 15, 2027: booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(email.text).toContain('The balance of $1,887.00 for your cruise on Saturday, May 15, 2027 is due by Thursday, April 15, 2027.');
    expect(email.text).toContain(`Pay the balance: ${link}`);
    expect(email.html).toContain('>Pay the balance</a>');
  });

  it('say the saved card will be charged on the date, the day before as "tomorrow"', () => {
    const email = balanceReminderEmail({ ...BalanceDue.sample, reminder: 'one_day' }, link, businessFacts, portal);
    expect(email.subject).toContain('is due tomorrow');
    expect(email.text).toContain('we will charge your Visa ending 4242 on that date: there is nothing you need to do.');
    expect(email.text).toContain('Card to be charged: Visa ending 4242');
  });

  it('tell the guest and staff that the automatic charge failed, why, and what to do', () => {
    const failure = {
      ...PaymentFailed.sample,
      bookingStatus: 'confirmed' as const,
      amount: 188_700,
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your bank asked to confirm the charge on your saved card.',
      automatic: true,
      balanceDueOn: '2027-04-15',
    };
    const guest = guestChargeFailedEmail(failure, link, businessFacts, portal);
    expect(guest.subject).toBe(`We could not charge your card for the balance of booking B-3B9E1F0A, ${businessFacts.name}`);
    expect(guest.text).toContain('Your bank asked to confirm the charge on your saved card.');
    expect(guest.text).toContain('Your booking is kept.');
    expect(guest.text).toContain(`Pay the balance: ${link}`);
    const staff = staffChargeFailedEmail(failure, adminLink, businessFacts);
    expect(staff.subject).toBe('Automatic balance charge failed: B-3B9E1F0A, $1,887.00, cruise 05/15/2027');
    expect(staff.text).toContain('Stripe code: authentication_required (authentication_required)');
    expect(staff.text).toContain(`Booking: ${adminLink}`);
  });
});

describe('the portal link', () => {
  it('takes the guest to the trip page of its booking', () => {
    expectPortalLink(balanceReminderEmail(BalanceDue.sample, link, businessFacts, portal), portal);
  });
});
