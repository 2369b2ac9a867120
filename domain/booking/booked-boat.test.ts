import { describe, expect, it } from 'vitest';
import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { boatById } from '../pricing/fleet.ts';
import { inclusionsOnBookedBoat, priceOnBookedBoat } from './booked-boat.ts';
import { priceQuoteSelection, quoteInclusions } from './quotes.ts';

// A booked quote names the boat the booking sails on (issue 31), in the engine's words, with the
// engine's amounts untouched.

const today = '2026-11-22';
const irony = boatById('boat_me_seeks_the_irony');
const cleverGirl = boatById('boat_clever_girl');

describe('a booked quote on its boat', () => {
  const standard = priceQuoteSelection(
    { kind: 'private', eventType: 'birthday', groupSize: 12, eventDate: '2027-06-12', packageType: 'standard', lilyPad: false },
    today,
    FIRST_PRICING,
  );

  it("relabels the charter line and the price's boat, and changes no amount", () => {
    const booked = priceOnBookedBoat(standard, irony);
    expect(booked.breakdown.lineItems[0]?.label).toBe('Private charter on Me Seeks The Irony, Saturday rate');
    expect(booked.kind === 'private' && booked.boat).toEqual({ id: irony.id, displayName: irony.displayName });
    expect(booked.breakdown.lineItems.map((item) => item.amount)).toEqual(standard.breakdown.lineItems.map((item) => item.amount));
    expect(booked.totalPrice).toBe(standard.totalPrice);
    expect(booked.depositAmount).toBe(standard.depositAmount);
  });

  it("puts the booked boat's line (and seats) where the tier boat's stood, or first in an 'Everything in' list", () => {
    const inclusions = inclusionsOnBookedBoat(standard, quoteInclusions(standard), irony);
    expect(inclusions[0]).toBe('Private 4-hour charter on Me Seeks The Irony for up to 14 guests');
    expect(inclusions).toContain('Shaded seating for 25');
    expect(inclusions.join(' ')).not.toContain('Day Tripper');
    expect(inclusions).toHaveLength(quoteInclusions(standard).length);

    const ultimate = priceQuoteSelection(
      { kind: 'private', eventType: 'birthday', groupSize: 40, eventDate: '2027-06-12', packageType: 'ultimate', lilyPad: true },
      today,
      FIRST_PRICING,
    );
    expect(inclusionsOnBookedBoat(ultimate, quoteInclusions(ultimate), cleverGirl)).toEqual([
      'Private 4-hour charter on Clever Girl for up to 50 guests',
      ...quoteInclusions(ultimate),
    ]);
  });

  it("names a disco booking's sailing boat in the tickets line and the cruise's line", () => {
    const basic = priceQuoteSelection(
      { kind: 'disco', eventType: 'bachelorette', groupSize: 8, eventDate: '2027-05-15', discoPackage: 'basic', brideIncluded: false },
      today,
      FIRST_PRICING,
    );
    const booked = priceOnBookedBoat(basic, cleverGirl);
    expect(booked.breakdown.lineItems[0]?.label).toBe('Basic Disco tickets aboard Clever Girl');
    expect(booked.totalPrice).toBe(basic.totalPrice);
    expect(inclusionsOnBookedBoat(basic, quoteInclusions(basic), cleverGirl)[0]).toBe('4-hour disco cruise on Lake Travis aboard Clever Girl');
  });
});
