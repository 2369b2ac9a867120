import { SITE_PAGES } from './site-pages.ts';

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

export const PAGE_SLOTS: readonly PageSlot[] = [...fixedSlots, ...experienceSlots];

export function pageSlot(key: string): PageSlot | undefined {
  return PAGE_SLOTS.find((slot) => slot.key === key);
}
