import { describe, expect, it } from 'vitest';
import { BOATS, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { renderPage } from '../entry-server.tsx';

async function homeText(): Promise<string> {
  const { html } = await renderPage('/', '2026-11-26');
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the home page', () => {
  it('sizes boats by capacity and seats and prices by band, so no boat is given two capacities', async () => {
    const text = await homeText();
    for (const boat of BOATS) {
      // "Up to N" is said only of a boat's real capacity, never of a price band's top below it.
      const smallerBands = Object.values(CAPACITY_TIER_BANDS).filter((b) => b.boatId === boat.id && b.maxGuests < boat.capacity);
      for (const band of smallerBands) expect(text).not.toContain(`Up to ${band.maxGuests} guests`);
    }
    expect(text).toContain('Up to 30 guests, 25 seated');
    expect(text).toContain('15–25 guests');
    expect(text).not.toMatch(/Seats \d+/);
  });
});
