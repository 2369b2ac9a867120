import { describe, expect, it } from 'vitest';
import { moveSettlement } from '#domain/portal/trip.ts';
import { cancelOutcomeWords, cancelPreviewWords, cancelProgressWords, settlementWords } from './trip-copy.ts';

describe('the trip page’s words for money', () => {
  it('says what a move does: more owed, less owed, or a refund of what was paid beyond the new total', () => {
    expect(settlementWords(moveSettlement(100_000, 100_000, 25_000))).toBe('The price is the same, $1,000.00: you will owe $750.00.');
    expect(settlementWords(moveSettlement(100_000, 120_000, 25_000))).toBe(
      "The new date costs $200.00 more ($1,200.00 in all): you will owe $950.00, paid by the balance's pay link.",
    );
    expect(settlementWords(moveSettlement(100_000, 80_000, 25_000))).toBe('The new date costs $200.00 less ($800.00 in all): you will owe $550.00.');
    expect(settlementWords(moveSettlement(100_000, 80_000, 100_000))).toBe(
      'The new date costs $200.00 less ($800.00 in all): $200.00 you paid beyond the new total is refunded to the card that paid it, and nothing more will be owed.',
    );
  });

  it('says the refund a cancellation gives before the guest confirms, and what it gave after', () => {
    expect(cancelPreviewWords({ withinTerms: true, refund: 25_000, paid: 25_000, terms: '' })).toContain('refunds $250.00');
    expect(cancelPreviewWords({ withinTerms: false, refund: 0, paid: 25_000, terms: '' })).toBe(
      'By the terms you accepted, cancelling now refunds nothing of the $250.00 you have paid.',
    );
    expect(cancelPreviewWords({ withinTerms: true, refund: 0, paid: 0, terms: '' })).toBe(
      'Nothing has been paid on this booking, so there is nothing to refund.',
    );
    expect(cancelOutcomeWords({ withinTerms: true, refunded: 25_000, problem: null })).toContain('$250.00 is refunded');
    expect(cancelOutcomeWords({ withinTerms: false, refunded: 0, problem: null })).toBe(
      'Your trip is cancelled. By the terms you accepted, nothing is refunded.',
    );
  });

  it('says the refunds are under way while the cancellation runs', () => {
    expect(cancelProgressWords(0)).toBe('Cancelling your trip...');
    expect(cancelProgressWords(1)).toBe('Cancelling your trip and refunding your payment...');
    expect(cancelProgressWords(14)).toBe('Cancelling your trip and refunding your 14 payments, each to the card (or the way) it was paid...');
  });

  it('says what went back to which card, and what could not be refunded', () => {
    const visa = { paymentId: 'p1', amount: 50_000, to: 'Visa ending 4242', status: 'refunded' as const };
    const mastercard = { paymentId: 'p2', amount: 5_000, to: 'Mastercard ending 4444', status: 'refunded' as const };
    expect(cancelOutcomeWords({ withinTerms: true, refunded: 55_000, problem: null, results: [visa, mastercard] })).toBe(
      'Your trip is cancelled and $550.00 is refunded: $500.00 to Visa ending 4242, $50.00 to Mastercard ending 4444. A receipt is on its way to your e-mail; card refunds show on your statement within 5 to 10 business days.',
    );
    const failed = { ...mastercard, status: 'failed' as const, message: 'Charge ch_1 has already been refunded.' };
    const words = cancelOutcomeWords({
      withinTerms: true,
      refunded: 50_000,
      problem: 'The booking is cancelled... Refund it from this page.',
      results: [visa, failed],
    });
    expect(words).toBe(
      'Your trip is cancelled and $500.00 is refunded: $500.00 to Visa ending 4242. $50.00 to Mastercard ending 4444 could not be refunded just now; our team has been told and will settle it with you. A receipt for each refund made is on its way to your e-mail.',
    );
    // Staff's instructions and Stripe's words are for staff, not the guest.
    expect(words).not.toContain('this page');
    expect(words).not.toContain('ch_1');
    expect(cancelOutcomeWords({ withinTerms: true, refunded: 0, problem: 'The refund did not go through.' })).toBe('The refund did not go through.');
  });
});
