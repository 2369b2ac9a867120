import {
  Beer,
  BriefcaseBusiness,
  Cake,
  Calculator,
  CalendarCheck,
  Crown,
  Disc3,
  Gift,
  GraduationCap,
  HeartHandshake,
  House,
  Images,
  Mail,
  Martini,
  MessageSquareQuote,
  Newspaper,
  PartyPopper,
  Ship,
  Sparkles,
  Trophy,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { sitePageFor } from '#domain/site/site-pages.ts';
import { chatHref } from '../../site/chat-link.ts';

// The site's navigation, as the spec's "Navigation item" entity: one table read by the desktop
// header, the mobile slide-out menu, the mobile bottom bar and the tests.

/** Desktop dropdown: wait this long before opening on hover. */
export const NAV_HOVER_DELAY_MS = 200;
/** Desktop dropdown: a menu closed less than this long ago lets the next hover open at once. */
export const NAV_SKIP_DELAY_MS = 300;
/** Desktop dropdown: wait this long after the pointer leaves before closing. */
export const NAV_CLOSE_DELAY_MS = 150;
/** The header turns solid (stronger background and shadow) once the page scrolls past this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Below this width the mobile bottom bar shows and the header is 64 px tall (80 px from here up). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Where GET QUOTE goes. A plain `<a href>` (full page load), never a router link. */
export const CHAT_HREF = chatHref();
/** Where BOOK NOW goes: /book, one form for a guest who knows what they want. A plain `<a href>` too. */
export const BOOK_HREF = '/book';

export interface NavDropdownLink {
  title: string;
  href: string;
  description: string;
  icon: LucideIcon;
}

/**
 * A section heading inside a dropdown; the links after it, up to the next heading, belong to it.
 * With `href` the heading is itself a link to the section's own page (a planner looking for
 * "Corporate Events" clicks the words they see).
 */
export interface NavDropdownHeading {
  heading: string;
  href?: string;
}

export type NavDropdownEntry = NavDropdownLink | NavDropdownHeading;

export interface NavigationItem {
  title: string;
  href: string;
  icon: LucideIcon;
  /** A small pill after the title, e.g. 'New!'. */
  badge?: string;
  /** Starred in the navigation (the ATX Disco Cruise). */
  featured?: boolean;
  hasDropdown?: boolean;
  /** Empty unless `hasDropdown`. */
  dropdownItems: readonly NavDropdownEntry[];
}

export function isDropdownHeading(entry: NavDropdownEntry): entry is NavDropdownHeading {
  return 'heading' in entry;
}

/** The label the page catalogue gives a path, so a page is named the same everywhere. */
function labelOf(path: string, fallback: string): string {
  return sitePageFor(path)?.label ?? fallback;
}

function link(href: string, fallbackTitle: string, description: string, icon: LucideIcon): NavDropdownLink {
  return { title: labelOf(href, fallbackTitle), href, description, icon };
}

export const PRIVATE_CRUISES_DROPDOWN: readonly NavDropdownEntry[] = [
  link('/atx-disco-cruise', 'ATX Disco Cruise', 'Per-person tickets, live DJ, Fridays & Saturdays', Disc3),
  { ...link('/private-cruises', 'Private Cruises', 'A whole boat for 14 to 75 guests', Ship), title: 'All Private Cruises' },
  { heading: 'Wedding Experiences', href: '/wedding-parties' },
  link('/rehearsal-dinner', 'Rehearsal Dinner', 'Golden-hour dinner on the water', UtensilsCrossed),
  link('/welcome-party', 'Welcome Party', 'A first night out for your guests', HeartHandshake),
  link('/after-party', 'After Party', 'Keep the celebration going', Martini),
  { heading: 'Corporate Events', href: '/corporate-events' },
  link('/team-building', 'Team Building', 'Swim stops and room to talk', Users),
  link('/client-entertainment', 'Client Entertainment', 'Impress clients on the lake', BriefcaseBusiness),
  link('/company-milestone', 'Company Milestone', 'Launches, rounds and anniversaries', Trophy),
  { heading: 'Birthday Parties', href: '/birthday-parties' },
  link('/milestone-birthday', 'Milestone Birthday', '21st, 30th, 40th, 50th and beyond', Cake),
  link('/sweet-16', 'Sweet 16', 'An alcohol-free boat party', Gift),
  link('/quinceanera', 'Quinceañera', 'Family, friends and photos afloat', Crown),
  { heading: 'Special Events' },
  link('/graduation-party', 'Graduation Party', 'High-school and college grads', GraduationCap),
];

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { title: 'Home', href: '/', icon: House, dropdownItems: [] },
  { title: 'Bachelor', href: '/bachelor-party-austin', icon: Beer, badge: 'New!', dropdownItems: [] },
  { title: 'Bachelorette', href: '/bachelorette-party-austin', icon: Sparkles, dropdownItems: [] },
  {
    title: 'Private Cruises',
    href: '/private-cruises',
    icon: Ship,
    hasDropdown: true,
    dropdownItems: PRIVATE_CRUISES_DROPDOWN,
  },
  { title: labelOf('/atx-disco-cruise', 'ATX Disco Cruise'), href: '/atx-disco-cruise', icon: Disc3, featured: true, dropdownItems: [] },
  { title: labelOf('/gallery', 'Gallery'), href: '/gallery', icon: Images, dropdownItems: [] },
  // The blog (issue 19, decision 030): the spec has the header link to /blogs.
  { title: 'Blog', href: '/blogs', icon: Newspaper, dropdownItems: [] },
  { title: labelOf('/testimonials-faq', 'Reviews & FAQ'), href: '/testimonials-faq', icon: MessageSquareQuote, dropdownItems: [] },
  { title: labelOf('/contact', 'Contact'), href: '/contact', icon: Mail, dropdownItems: [] },
];

export interface NavDropdownGroup {
  /** Absent for the top group (the links before the first heading). */
  heading?: string;
  /** The heading's own page, when it has one. */
  headingHref?: string;
  items: NavDropdownLink[];
}

/** Dropdown entries as render-ready groups: the top links, then one group per heading. */
export function groupDropdownItems(entries: readonly NavDropdownEntry[]): NavDropdownGroup[] {
  const groups: NavDropdownGroup[] = [];
  let current: NavDropdownGroup | undefined;
  for (const entry of entries) {
    if (isDropdownHeading(entry)) {
      current = { heading: entry.heading, ...(entry.href ? { headingHref: entry.href } : {}), items: [] };
      groups.push(current);
    } else {
      if (!current) {
        current = { items: [] };
        groups.push(current);
      }
      current.items.push(entry);
    }
  }
  return groups;
}

/** The spec's sections of the site that live under Private Cruises. */
const PRIVATE_CRUISES_SECTIONS = ['/private-cruises', '/corporate-events', '/birthday-parties', '/wedding-parties'] as const;

/**
 * The occasion pages listed in the dropdown also count, so the trigger stays lit on
 * /team-building and friends. The ATX Disco Cruise does not: it has its own main item.
 */
const PRIVATE_CRUISES_CHILD_PATHS: readonly string[] = PRIVATE_CRUISES_DROPDOWN.filter(
  (entry): entry is NavDropdownLink => !isDropdownHeading(entry) && entry.href !== '/atx-disco-cruise',
).map((entry) => entry.href);

function isAtOrUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether the Private Cruises dropdown trigger is highlighted for this path. */
export function isPrivateCruisesActive(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...PRIVATE_CRUISES_SECTIONS, ...PRIVATE_CRUISES_CHILD_PATHS].some((base) => isAtOrUnder(path, base));
}

export interface BottomBarItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Plain anchor with a full page load (the /chat actions) instead of a router link. */
  fullPageLoad?: boolean;
  /** Drawn as the bar's call to action. */
  primary?: boolean;
}

export const MOBILE_BOTTOM_BAR_ITEMS: readonly BottomBarItem[] = [
  { label: 'Home', href: '/', icon: House },
  { label: 'Private', href: '/private-cruises', icon: Ship },
  { label: 'Bach', href: '/bachelorette-party-austin', icon: PartyPopper },
  { label: 'Disco', href: '/atx-disco-cruise', icon: Disc3 },
  { label: 'Gallery', href: '/gallery', icon: Images },
  { label: 'Quote', href: CHAT_HREF, icon: Calculator, fullPageLoad: true },
  { label: 'Book', href: CHAT_HREF, icon: CalendarCheck, fullPageLoad: true, primary: true },
];

export interface FooterLink {
  title: string;
  href: string;
}

function footerLink(path: string, fallback: string): FooterLink {
  return { title: labelOf(path, fallback), href: path };
}

export const FOOTER_EXPERIENCES: readonly FooterLink[] = [
  footerLink('/bachelor-party-austin', 'Bachelor Party'),
  footerLink('/bachelorette-party-austin', 'Bachelorette Party'),
  footerLink('/combined-bachelor-bachelorette-austin', 'Combined Bach Party'),
  footerLink('/atx-disco-cruise', 'ATX Disco Cruise'),
  footerLink('/private-cruises', 'Private Cruises'),
  footerLink('/corporate-events', 'Corporate Events'),
  footerLink('/birthday-parties', 'Birthday Parties'),
  footerLink('/wedding-parties', 'Wedding Parties'),
  footerLink('/graduation-party', 'Graduation Party'),
];

/** The spec's Resources: Blog, Gallery, Reviews & FAQ, Contact (and the pages beside them). */
export const FOOTER_RESOURCES: readonly FooterLink[] = [
  // The blog (issue 19, decision 030).
  { title: 'Blog', href: '/blogs' },
  footerLink('/gallery', 'Gallery'),
  footerLink('/testimonials-faq', 'Reviews & FAQ'),
  footerLink('/faq', 'FAQ'),
  footerLink('/pricing-breakdown', 'Pricing Breakdown'),
  footerLink('/contact', 'Contact'),
  // The press and media page (issue 19, decision 031).
  { title: 'Press & media', href: '/media' },
  footerLink('/privacy', 'Privacy Policy'),
  footerLink('/terms', 'Terms of Service'),
];
