import { describe, expect, it } from 'vitest';
import { chargeFits, ledgerPaid, paymentFailureMessage } from './payments.ts';

describe('the payments ledger', () => {
  it('pays the charges less the refunds', () => {
    expect(ledgerPaid([])).toBe(0);
    expect(
      ledgerPaid([
        { kind: 'charge', amount: 25_000 },
        { kind: 'charge', amount: 75_000 },
        { kind: 'refund', amount: 10_000 },
      ]),
    ).toBe(90_000);
  });

  it('fits a charge only while the paid total stays within the booking total', () => {
    expect(chargeFits(100_000, 75_000, 25_000)).toBe(true);
    expect(chargeFits(100_000, 75_001, 25_000)).toBe(false);
    expect(chargeFits(100_000, 0, 0)).toBe(false);
    expect(chargeFits(100_000, 0, 10.5)).toBe(false);
  });

  it('says why a card failed in plain words', () => {
    expect(paymentFailureMessage('card_declined', 'generic_decline')).toMatch(/^Your card was declined by your bank/);
    expect(paymentFailureMessage('card_declined', 'insufficient_funds')).toMatch(/enough funds/);
    expect(paymentFailureMessage('payment_intent_authentication_failure')).toMatch(/could not confirm it was you/);
    expect(paymentFailureMessage('something_new')).toBe('The payment did not go through. Try again, or use another card.');
  });
});
