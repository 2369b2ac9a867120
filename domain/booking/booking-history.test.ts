import { describe, expect, it } from 'vitest';
import { bookedQuoteView, historyWords } from './booking-history.ts';
import { formatMoney } from '../shared/money.ts';
import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { priceQuoteSelection, type QuoteSelection } from './quotes.ts';
import { promoDropped, promoKept, usesBesidesOwn } from './move-pricing.ts';

const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2031-06-14', packageType: 'standard', lilyPad: false };
const quoted = priceQuoteSelection(selection, '2031-01-10', FIRST_PRICING);
const moved = priceQuoteSelection({ ...selection, eventDate: '2031-06-17' }, '2031-02-01', FIRST_PRICING);
const june14 = { date: '2031-06-14', start: '13:30', end: '17:30' };
const june17 = { date: '2031-06-17', start: '13:30', end: '17:30' };

describe('the booked quote as it is now', () => {
  it('before any move: the booking’s date and price, quoted then booked', () => {
    const view = bookedQuoteView(
      { issuedOn: '2031-01-10', price: quoted },
      { selection, slot: june14, price: quoted, createdAt: '2031-01-11T18:00:00.000Z', moves: [] },
    );
    expect(view.selection.eventDate).toBe('2031-06-14');
    expect(view.slot.label).toBe('1:30 PM – 5:30 PM');
    expect(view.history.map(historyWords)).toEqual([
      `Quoted on 01/10/2031 at ${formatMoney(quoted.totalPrice)}.`,
      expect.stringMatching(/^Booked on 01\/11\/2031 for Saturday, 06\/14\/2031, 1:30 PM – 5:30 PM, at \$/),
    ]);
  });

  it('after a move: the new date, time and price, and the move with its price change and code', () => {
    const move = {
      from: { kind: 'private' as const, boatId: 'boat_day_tripper', seats: 20, ...june14 },
      to: { kind: 'private' as const, boatId: 'boat_day_tripper', seats: 20, ...june17 },
      movedAt: '2031-02-01T18:00:00.000Z',
      movedBy: 'guest',
      oldPrice: quoted,
      newPrice: moved,
      promo: promoKept('BACH10'),
    };
    const view = bookedQuoteView(
      { issuedOn: '2031-01-10', price: quoted },
      { selection, slot: june17, price: moved, createdAt: '2031-01-11T18:00:00.000Z', moves: [move as never] },
    );
    expect(view.selection.eventDate).toBe('2031-06-17');
    expect(view.price).toBe(moved);
    expect(view.history[1]).toMatchObject({ kind: 'booked', slot: june14, total: quoted.totalPrice });
    const words = historyWords(view.history[2]!);
    expect(words).toMatch(
      /^Moved on 02\/01\/2031 from Saturday, 06\/14\/2031, 1:30 PM – 5:30 PM to Tuesday, 06\/17\/2031, 1:30 PM – 5:30 PM\. The price went from \$[\d,.]+ to \$[\d,.]+\. The code BACH10 still applies/,
    );
  });

  it('a move recorded before prices were kept on moves says nothing of a price', () => {
    const move = {
      from: { kind: 'private' as const, boatId: 'boat_day_tripper', seats: 20, ...june14 },
      to: { kind: 'private' as const, boatId: 'boat_day_tripper', seats: 20, ...june17 },
      movedAt: '2031-02-01T18:00:00.000Z',
      movedBy: 'staff',
    };
    const view = bookedQuoteView(
      { issuedOn: '2031-01-10', price: quoted },
      { selection, slot: june17, price: quoted, createdAt: '2031-01-11T18:00:00.000Z', moves: [move as never] },
    );
    expect(view.history[1]).toMatchObject({ kind: 'booked', total: null });
    expect(historyWords(view.history[2]!)).not.toContain('price');
  });
});

describe('a move and its promo code', () => {
  it('judges the booking’s own use as the same use, not a second one', () => {
    expect(usesBesidesOwn({ total: 3, customer: 1 }, { code: 'BACH10' }, 'BACH10')).toEqual({ total: 2, customer: 0 });
    expect(usesBesidesOwn({ total: 3, customer: 1 }, { code: 'OTHER' }, 'BACH10')).toEqual({ total: 3, customer: 1 });
    expect(usesBesidesOwn({ total: 0, customer: 0 }, undefined, 'BACH10')).toEqual({ total: 0, customer: 0 });
  });

  it('says plainly why a code no longer applies', () => {
    expect(promoDropped('BACH10', { reason: 'EXPIRED', message: 'The code BACH10 expired on 2031-01-31.' })).toEqual({
      code: 'BACH10',
      kept: false,
      reason: 'EXPIRED',
      message: 'The code BACH10 no longer applies: The code BACH10 expired on 2031-01-31. The new date is priced without its discount.',
    });
  });
});
