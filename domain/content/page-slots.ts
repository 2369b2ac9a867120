import { SITE_PAGES } from '../site/site-pages.ts';
import { BOATS, type BoatId } from '../pricing/fleet.ts';

/**
 * The places on the public pages where staff may put a photo of their own instead of the
 * illustration: the one list the slots screen, the API and the site build read. `max` is how many
 * photos the place shows (the home gallery strip shows several, a hero one).
 */
export interface PageSlot {
  key: string;
  label: string;
  /** The page it appears on, for staff ("on /"). */
  page: string;
  max: number;
}

const fixedSlots: PageSlot[] = [
  { key: 'home-hero', label: 'Home hero', page: '/', max: 1 },
  { key: 'home-gallery', label: 'Home gallery strip', page: '/', max: 6 },
];

/** Each experience page (events and cruises) has a hero slot named after its path. */
export function experienceSlotKey(path: string): string {
  return `page${path.replace(/\/+$/, '').replace(/\//g, '-')}`;
}

const experienceSlots: PageSlot[] = SITE_PAGES.filter((page) => page.kind === 'event' || page.kind === 'cruise').map((page) => ({
  key: experienceSlotKey(page.path),
  label: `${page.label} page hero`,
  page: page.path,
  max: 1,
}));

// The home page's service cards and each boat (issue 19, decision 031).
/** The home page's service cards, as frontend/src/site/content/home.ts names them (a unit test holds the two together). */
export const SERVICE_CARD_SLOTS = [
  { card: 'private', title: 'Private party boats' },
  { card: 'disco', title: 'ATX Disco Cruise' },
  { card: 'others', title: 'Weddings, corporate & celebrations' },
] as const;

export function serviceCardSlotKey(card: (typeof SERVICE_CARD_SLOTS)[number]['card']): string {
  return `home-service-${card}`;
}

/** A boat's slot: its photo on the fleet cards (/private-cruises) and in the private cruise card's details on the home page. */
export function boatSlotKey(boat: BoatId): string {
  return `boat-${boat.replace(/^boat_/, '').replace(/_/g, '-')}`;
}

const serviceCardSlots: PageSlot[] = SERVICE_CARD_SLOTS.map(({ card, title }) => ({
  key: serviceCardSlotKey(card),
  label: `Home service card: ${title}`,
  page: '/',
  max: 1,
}));
const boatSlots: PageSlot[] = BOATS.map((boat) => ({ key: boatSlotKey(boat.id), label: `Boat: ${boat.displayName}`, page: '/private-cruises', max: 1 }));

export const PAGE_SLOTS: readonly PageSlot[] = [...fixedSlots, ...experienceSlots, ...serviceCardSlots, ...boatSlots];

export function pageSlot(key: string): PageSlot | undefined {
  return PAGE_SLOTS.find((slot) => slot.key === key);
}
