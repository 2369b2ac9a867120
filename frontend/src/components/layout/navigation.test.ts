import { describe, expect, it } from 'vitest';
import {
  FOOTER_RESOURCES,
  groupDropdownItems,
  HEADER_SCROLL_THRESHOLD_PX,
  isDropdownHeading,
  isPrivateCruisesActive,
  MAIN_NAVIGATION,
  MOBILE_BOTTOM_BAR_ITEMS,
  MOBILE_BREAKPOINT_PX,
  NAV_CLOSE_DELAY_MS,
  NAV_HOVER_DELAY_MS,
  NAV_SKIP_DELAY_MS,
  PRIVATE_CRUISES_DROPDOWN,
} from './navigation.ts';

describe('main navigation', () => {
  it('lists the spec items in order', () => {
    expect(MAIN_NAVIGATION.map((item) => [item.title, item.href])).toEqual([
      ['Home', '/'],
      ['Bachelor', '/bachelor-party-austin'],
      ['Bachelorette', '/bachelorette-party-austin'],
      ['Private Cruises', '/private-cruises'],
      ['ATX Disco Cruise', '/atx-disco-cruise'],
      ['Gallery', '/gallery'],
      ['Blog', '/blogs'],
      ['Reviews & FAQ', '/testimonials-faq'],
      ['Contact', '/contact'],
    ]);
  });

  it('badges Bachelor as New!, stars the disco cruise and gives only Private Cruises a dropdown', () => {
    expect(MAIN_NAVIGATION.filter((item) => item.badge).map((item) => [item.title, item.badge])).toEqual([['Bachelor', 'New!']]);
    expect(MAIN_NAVIGATION.filter((item) => item.featured).map((item) => item.href)).toEqual(['/atx-disco-cruise']);
    expect(MAIN_NAVIGATION.filter((item) => item.hasDropdown).map((item) => item.title)).toEqual(['Private Cruises']);
    for (const item of MAIN_NAVIGATION) {
      expect(item.icon).toBeDefined();
      if (!item.hasDropdown) expect(item.dropdownItems).toEqual([]);
    }
  });

  it('groups the Private Cruises dropdown exactly as the spec does', () => {
    const groups = groupDropdownItems(PRIVATE_CRUISES_DROPDOWN).map((group) => ({
      heading: group.heading,
      headingHref: group.headingHref,
      items: group.items.map((link) => [link.title, link.href]),
    }));
    expect(groups).toEqual([
      {
        heading: undefined,
        headingHref: undefined,
        items: [
          ['ATX Disco Cruise', '/atx-disco-cruise'],
          ['All Private Cruises', '/private-cruises'],
        ],
      },
      {
        heading: 'Wedding Experiences',
        headingHref: '/wedding-parties',
        items: [
          ['Rehearsal Dinner', '/rehearsal-dinner'],
          ['Welcome Party', '/welcome-party'],
          ['After Party', '/after-party'],
        ],
      },
      {
        heading: 'Corporate Events',
        headingHref: '/corporate-events',
        items: [
          ['Team Building', '/team-building'],
          ['Client Entertainment', '/client-entertainment'],
          ['Company Milestone', '/company-milestone'],
        ],
      },
      {
        heading: 'Birthday Parties',
        headingHref: '/birthday-parties',
        items: [
          ['Milestone Birthday', '/milestone-birthday'],
          ['Sweet 16', '/sweet-16'],
          ['Quinceañera', '/quinceanera'],
        ],
      },
      { heading: 'Special Events', headingHref: undefined, items: [['Graduation Party', '/graduation-party']] },
    ]);
  });

  it('gives every dropdown link a description and an icon', () => {
    for (const entry of PRIVATE_CRUISES_DROPDOWN) {
      if (isDropdownHeading(entry)) continue;
      expect(entry.description.length).toBeGreaterThan(5);
      expect(entry.description.length).toBeLessThanOrEqual(60);
      expect(entry.icon).toBeDefined();
    }
  });
});

describe('isPrivateCruisesActive', () => {
  it.each([
    '/private-cruises',
    '/private-cruises/',
    '/corporate-events',
    '/birthday-parties',
    '/wedding-parties',
    '/private-cruises/anything',
    '/rehearsal-dinner',
    '/welcome-party',
    '/after-party',
    '/team-building',
    '/client-entertainment',
    '/company-milestone',
    '/milestone-birthday',
    '/sweet-16',
    '/quinceanera',
    '/graduation-party',
  ])('highlights the dropdown on %s', (path) => {
    expect(isPrivateCruisesActive(path)).toBe(true);
  });

  it.each(['/', '/atx-disco-cruise', '/bachelor-party-austin', '/gallery', '/private-cruises-extra', '/party-boat-austin', '/chat'])(
    'does not highlight it on %s',
    (path) => {
      expect(isPrivateCruisesActive(path)).toBe(false);
    },
  );
});

describe('mobile bottom bar', () => {
  it('has Home, Private, Bach, Disco, Gallery, Quote and Book in order', () => {
    expect(MOBILE_BOTTOM_BAR_ITEMS.map((item) => [item.label, item.href, item.fullPageLoad ?? false])).toEqual([
      ['Home', '/', false],
      ['Private', '/private-cruises', false],
      ['Bach', '/bachelorette-party-austin', false],
      ['Disco', '/atx-disco-cruise', false],
      ['Gallery', '/gallery', false],
      ['Quote', '/chat', true],
      ['Book', '/chat', true],
    ]);
  });
});

describe('footer resources', () => {
  it('links the blog at its canonical /blogs, then the real pages, the press page and the legal ones', () => {
    expect(FOOTER_RESOURCES.map((link) => link.href)).toEqual([
      '/blogs',
      '/gallery',
      '/testimonials-faq',
      '/faq',
      '/pricing-breakdown',
      '/contact',
      '/media',
      '/privacy',
      '/terms',
    ]);
  });
});

describe('timing and layout constants', () => {
  it('match the spec', () => {
    expect(NAV_HOVER_DELAY_MS).toBe(200);
    expect(NAV_SKIP_DELAY_MS).toBe(300);
    expect(NAV_CLOSE_DELAY_MS).toBe(150);
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(50);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});
