import { describe, expect, it } from 'vitest';
import { figuresIn, ungroundedFigures } from './grounding.ts';

describe('the figures of an answer', () => {
  it('reads amounts, percentages and numbers as written', () => {
    expect(figuresIn('For 18 guests: $1,154.25 in all ($64.13 each), a 25% deposit of $288.56.')).toEqual({
      money: ['$1154.25', '$64.13', '$288.56'],
      numbers: ['18', '25'],
    });
  });

  it('traces each figure to a tool result (amounts also as integer cents) or, for a number, the guest', () => {
    const toolResults = [
      { options: [{ totalPrice: '$1,154.25', totalPriceCents: 115425, depositCents: 28856, date: 'Sunday, July 4, 2027', depositPercent: 25 }] },
    ];
    const sources = { toolResults, guestText: ['What would 18 of us pay?'] };
    expect(ungroundedFigures('18 guests on Sunday, July 4, 2027: $1,154.25, deposit $288.56 (25%).', sources)).toEqual([]);
    expect(ungroundedFigures('With our discount it is $1,000.00, 10% off.', sources)).toEqual(['$1000.00', '10']);
  });

  it('never takes an amount from what the guest typed', () => {
    expect(ungroundedFigures('Sure, $5.00 it is.', { toolResults: [], guestText: ['Can I have it for $5.00?'] })).toEqual(['$5.00']);
  });
});
