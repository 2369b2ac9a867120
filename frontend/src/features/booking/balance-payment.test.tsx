import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { balanceConsentText } from '#domain/payments/balance.ts';
import { businessFacts } from '#domain/site/business.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { TEST_TOKEN, testBooking, testQuote } from '../../testing/quote-fixtures.ts';
import { BookingStatus } from './booking-status.tsx';
import { SaveCardConsent } from './save-card-consent.tsx';

// The balance on the guest's booking (decision 019): what remains and the pay link, the saved card
// to be charged, a failed automatic charge as the status, and Paid in full.

const TODAY = '2027-02-01';
const quote = testQuote(
  { kind: 'private', eventType: 'birthday', groupSize: 60, eventDate: '2027-04-16', packageType: 'essentials', lilyPad: false },
  { issuedOn: TODAY },
);
const slot = {
  start: '13:30',
  end: '17:30',
  boatId: 'boat_clever_girl',
  bookedAt: new Date('2027-02-01T17:00:00Z'),
  today: TODAY,
  status: 'confirmed',
} as const;
const pending = testBooking(quote, { ...slot, status: 'pending_deposit' });
const confirmed = testBooking(quote, { ...slot, paid: pending.deposit.depositAmount });
const render = (booking: typeof confirmed) =>
  renderToStaticMarkup(<BookingStatus booking={booking} token={TEST_TOKEN} refreshBooking={() => undefined} justBooked={false} />);
const balance = confirmed.totalPrice - confirmed.deposit.depositAmount;

describe('the balance on the booking', () => {
  it('offers Pay the balance for what remains, with its due date', () => {
    const html = render(confirmed);
    expect(html).toContain(`Balance to pay: <strong>${formatMoney(balance)}</strong>, due by Wednesday, March 17, 2027.`);
    expect(html).toContain(`Pay the balance (${formatMoney(balance)})</button>`);
  });

  it('names the saved card and its charge date, and shows a failed automatic charge as the status', () => {
    const saved = { ...confirmed, savedCard: { brand: 'visa', last4: '4242', consentText: 'I authorise ...', dueOn: '2027-03-17' } };
    expect(render(saved)).toContain(`Your Visa ending 4242 will be charged ${formatMoney(balance)} on Wednesday, March 17, 2027, as you authorised.`);
    const failed = render({ ...saved, balanceChargeFailure: { message: 'Your bank asked to confirm the charge.', at: '2027-03-16T17:00:00Z' } });
    expect(failed).toContain('data-status="confirmed">Automatic balance charge failed</strong>');
    expect(failed).toContain(
      '<div class="form-alert" role="alert"><p><strong>Automatic balance charge failed.</strong> Your bank asked to confirm the charge.',
    );
    expect(failed).not.toContain('will be charged');
  });

  it('says Paid in full once nothing remains, with no button', () => {
    const html = render(testBooking(quote, { ...slot, paid: confirmed.totalPrice }));
    expect(html).toContain('<strong>Paid in full</strong>');
    expect(html).not.toContain('Pay the balance (');
  });

  it('asks for the consent in full beside an unticked box while the deposit is unpaid, and not when nothing would remain', () => {
    const html = render(pending);
    expect(html).toMatch(
      /<input id="[^"]+-save" type="checkbox" aria-describedby="[^"]+-consent" name="saveCard"\/><label for="[^"]+-save">Save this card and pay the balance automatically<\/label>/,
    );
    expect(html).toContain(balanceConsentText(businessFacts.name, balance, pending.deposit.remainingBalanceDueAt));
    expect(renderToStaticMarkup(<SaveCardConsent balance={0} dueOn="2027-03-16" checked={false} onChange={() => undefined} />)).toBe('');
  });
});
