import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function render(ui: ReactNode, path = '/'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** The opening tags of every element with this class (the class must be a whole word). */
function tagsWithClass(html: string, className: string): string[] {
  return html.match(new RegExp(`<[a-z]+[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`, 'g')) ?? [];
}

function anchorsWithText(html: string, text: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter(([, , inner]) => inner!.replace(/<[^>]+>/g, '') === text).map(([, attrs]) => attrs!);
}

describe('SiteHeader markup', () => {
  const html = render(<SiteHeader />, '/bachelor-party-austin');

  it('starts with the skip link to #main', () => {
    const firstLink = html.match(/<a\b[^>]*>[^<]*<\/a>/)?.[0];
    expect(firstLink).toBe('<a class="site-skip-link" href="#main">Skip to content</a>');
  });

  it('renders the unscrolled state on the server', () => {
    expect(html).toMatch(/<header class="site-masthead" data-scrolled="false">/);
  });

  it('links the brand home with the logo and the business name', () => {
    expect(html).toMatch(
      /<a class="site-masthead__brand" href="\/"[^>]*><img class="site-masthead__logo" src="\/favicon.svg" alt="" width="32" height="32"\/>/,
    );
    expect(html).toContain(`<span class="site-masthead__name">${businessFacts.name}</span>`);
  });

  it('sends GET QUOTE to /chat and BOOK NOW to /book as plain anchors', () => {
    for (const [label, href] of [
      ['GET QUOTE', '/chat'],
      ['BOOK NOW', '/book'],
    ] as const) {
      const anchors = anchorsWithText(html, label);
      // Header plus mobile menu.
      expect(anchors).toHaveLength(2);
      for (const attrs of anchors) expect(attrs).toContain(`href="${href}"`);
    }
  });

  it('marks the current page and shows the New! badge and the featured star', () => {
    const desktopBachelor = tagsWithClass(html, 'nav-desktop__link').find((tag) => tag.includes('href="/bachelor-party-austin"'));
    expect(desktopBachelor).toContain('aria-current="page"');
    expect(html).toMatch(/<span class="nav-label">Bachelor<\/span><span class="nav-badge">New!<\/span>/);
    expect(html).toMatch(/<svg[^>]*class="[^"]*nav-star[^"]*"[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/svg><span class="nav-label">ATX Disco Cruise<\/span>/);
    // Home matches only itself.
    const desktopHome = tagsWithClass(html, 'nav-desktop__link').find((tag) => tag.includes('href="/"'));
    expect(desktopHome).not.toContain('aria-current');
  });

  it('renders the Private Cruises disclosure closed, wired to its panel', () => {
    const trigger = tagsWithClass(html, 'nav-desktop__trigger')[0];
    expect(trigger).toMatch(/^<button type="button"/);
    expect(trigger).toContain('aria-expanded="false"');
    const controls = trigger!.match(/aria-controls="([^"]+)"/)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(`<div id="${controls}" class="nav-dropdown" hidden="">`);
    expect(trigger).not.toContain('data-active');
  });

  it('highlights the Private Cruises trigger in its section', () => {
    const inSection = render(<SiteHeader />, '/team-building');
    const trigger = tagsWithClass(inSection, 'nav-desktop__trigger')[0];
    expect(trigger).toContain('is-active');
    expect(trigger).toContain('data-active="true"');
  });

  it('lists the dropdown headings, each a link to its own page where it has one', () => {
    for (const [heading, href] of [
      ['Wedding Experiences', '/wedding-parties'],
      ['Corporate Events', '/corporate-events'],
      ['Birthday Parties', '/birthday-parties'],
    ]) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${heading}</a></p>`));
    }
    expect(html).toContain('>Special Events</p>');
  });

  it('has the Menu button that opens the slide-out dialog titled Menu', () => {
    const menuButton = tagsWithClass(html, 'site-masthead__menu-button')[0]!;
    expect(menuButton).toContain('aria-expanded="false"');
    expect(menuButton).toContain('aria-haspopup="dialog"');
    const dialogId = menuButton.match(/aria-controls="([^"]+)"/)?.[1];
    const dialog = html.match(/<dialog\b[^>]*>/)?.[0];
    expect(dialog).toContain(`id="${dialogId}"`);
    const titleId = dialog!.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 class="nav-sheet__title" id="${titleId}">Menu</h2>`);
    expect(html).toContain('aria-label="Close menu"');
  });

  it('renders the phone link from the business facts', () => {
    expect(html).toContain(`href="${businessFacts.phone.href}" aria-label="Call ${businessFacts.phone.display}"`);
  });
});

describe('SiteFooter markup', () => {
  const html = render(<SiteFooter />);
  const year = new Date().getFullYear();

  it('ends with the copyright line: current year and legal name', () => {
    expect(html).toContain(`© <span>${year}</span> ${businessFacts.legalName}. All rights reserved.`);
  });

  it('shows phone, e-mail and location from the business facts', () => {
    expect(html).toContain(`href="${businessFacts.phone.href}">${businessFacts.phone.display}</a>`);
    expect(html).toContain(`href="${businessFacts.email.href}">${businessFacts.email.address}</a>`);
    expect(html).toContain(businessFacts.location.display);
    expect(html).toContain('Lake Travis, Austin, TX');
  });

  it('has Experiences and Resources lists, legal links and the Blog link', () => {
    expect(html).toContain('>Experiences</h2>');
    expect(html).toContain('>Resources</h2>');
    expect(html).toMatch(/<a href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(html).toMatch(/<a href="\/terms"[^>]*>Terms of Service<\/a>/);
    expect(html).toMatch(/<a href="\/testimonials-faq"[^>]*>Reviews &amp; FAQ<\/a>/);
    expect(html).toMatch(/<a href="\/blogs"[^>]*>Blog<\/a>/);
  });

  it('links every social network with an accessible name and rel=noopener', () => {
    for (const [network, name] of [
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['tiktok', 'TikTok'],
      ['youtube', 'YouTube'],
      ['linkedin', 'LinkedIn'],
    ] as const) {
      expect(html).toContain(`href="${businessFacts.social[network].url}" rel="noopener" aria-label="${businessFacts.name} on ${name}"`);
    }
  });
});

describe('MobileBottomBar markup', () => {
  const html = render(<MobileBottomBar />, '/atx-disco-cruise');

  it('is a Quick links navigation with the items in order', () => {
    expect(html).toMatch(/^<nav class="site-bottom-bar" aria-label="Quick links">/);
    const labels = [...html.matchAll(/<span class="site-bottom-bar__label">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Home', 'Private', 'Bach', 'Disco', 'Gallery', 'Quote', 'Book']);
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/', '/private-cruises', '/bachelorette-party-austin', '/atx-disco-cruise', '/gallery', '/chat', '/chat']);
  });

  it('marks only the current page', () => {
    const current = tagsWithClass(html, 'site-bottom-bar__link').filter((tag) => tag.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/atx-disco-cruise"');
  });
});
