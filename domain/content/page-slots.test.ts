import { describe, expect, it } from 'vitest';
import { BOATS } from '../pricing/fleet.ts';
import { boatSlotKey, PAGE_SLOTS, pageSlot, serviceCardSlotKey, SERVICE_CARD_SLOTS } from './page-slots.ts';
import { isSitePagePath } from '../site/site-pages.ts';

describe('the page slots staff may put a photo on', () => {
  it('has one slot per home service card and per boat, each for one photo, beside the heroes and the gallery', () => {
    expect(PAGE_SLOTS.filter((slot) => slot.key.startsWith('home-service-')).map((slot) => [slot.key, slot.label, slot.page, slot.max])).toEqual([
      ['home-service-private', 'Home service card: Private party boats', '/', 1],
      ['home-service-disco', 'Home service card: ATX Disco Cruise', '/', 1],
      ['home-service-others', 'Home service card: Weddings, corporate & celebrations', '/', 1],
    ]);
    expect(PAGE_SLOTS.filter((slot) => slot.key.startsWith('boat-')).map((slot) => [slot.key, slot.label, slot.page, slot.max])).toEqual([
      ['boat-day-tripper', 'Boat: The Day Tripper', '/private-cruises', 1],
      ['boat-me-seeks-the-irony', 'Boat: Me Seeks The Irony', '/private-cruises', 1],
      ['boat-clever-girl', 'Boat: Clever Girl', '/private-cruises', 1],
    ]);
    expect(pageSlot('home-hero')).toMatchObject({ max: 1 });
    expect(pageSlot('home-gallery')).toMatchObject({ max: 6 });
  });

  it('gives every slot a key of its own and a page of the site', () => {
    expect(new Set(PAGE_SLOTS.map((slot) => slot.key)).size).toBe(PAGE_SLOTS.length);
    for (const slot of PAGE_SLOTS) {
      expect(slot.key, slot.key).toMatch(/^[a-z0-9-]+$/);
      expect(isSitePagePath(slot.page), slot.page).toBe(true);
    }
  });

  it('names the slots as the pages ask for them', () => {
    expect(BOATS.map((boat) => pageSlot(boatSlotKey(boat.id))?.label)).toEqual(BOATS.map((boat) => `Boat: ${boat.displayName}`));
    expect(SERVICE_CARD_SLOTS.map(({ card }) => pageSlot(serviceCardSlotKey(card))?.page)).toEqual(['/', '/', '/']);
  });
});
