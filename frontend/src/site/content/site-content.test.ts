import { sitePriceTable } from '../site-pricing.ts';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, REVIEW_FAQ_IDS, SITE_FAQ, faqByCategory } from './site-faq.ts';
import { TESTIMONIALS } from './testimonials.ts';
import * as home from './home.ts';
import * as legal from './legal.ts';
import * as factSheet from './fact-sheet.ts';
import * as siteFaq from './site-faq.ts';
import * as testimonials from './testimonials.ts';
import { isSitePagePath } from '#domain/site/site-pages.ts';
import { DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { startingDiscoTicketAllIn, startingPrivateHourlyRate, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { BOATS } from '#domain/pricing/fleet.ts';
import { businessFacts } from '#domain/site/business.ts';

const ART_KEYS = new Set([
  'heroDayCruise',
  'heroSunset',
  'heroDisco',
  'heroCove',
  'boatDayTripper',
  'boatMeSeeksTheIrony',
  'boatCleverGirl',
  'eventBachelorette',
  'eventBachelor',
  'eventCombined',
  'eventWedding',
  'eventCorporate',
  'eventBirthday',
  'eventGraduation',
  'eventQuinceanera',
  'eventSweet16',
  'eventAfterParty',
  'eventLilyPad',
  'eventDj',
  'eventTeamBuilding',
  'eventSunsetToast',
]);

/** Every string reachable from a value (skips functions). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const MODULES = { home, legal, factSheet, siteFaq, testimonials };

describe('site FAQ', () => {
  it('has unique ids in kebab case', () => {
    const ids = SITE_FAQ.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every entry under a known category and fills every category', () => {
    for (const entry of SITE_FAQ) expect(FAQ_CATEGORIES).toContain(entry.category);
    for (const group of faqByCategory()) expect(group.entries.length).toBeGreaterThan(0);
    expect(SITE_FAQ.length).toBeGreaterThanOrEqual(28);
    expect(SITE_FAQ.length).toBeLessThanOrEqual(40);
  });

  it('has answers that are not empty', () => {
    for (const entry of SITE_FAQ) {
      expect(entry.question.trim().length).toBeGreaterThan(0);
      expect(entry.answer.trim().length).toBeGreaterThan(20);
    }
  });

  it('shows existing questions on the Reviews & FAQ page and the home page', () => {
    const ids = new Set(SITE_FAQ.map((e) => e.id));
    for (const id of REVIEW_FAQ_IDS) expect(ids).toContain(id);
    expect(new Set(REVIEW_FAQ_IDS).size).toBe(REVIEW_FAQ_IDS.length);
    expect(home.HOME_FAQ).toHaveLength(6);
    for (const entry of home.HOME_FAQ) expect(ids).toContain(entry.id);
  });
});

describe('testimonials', () => {
  it('are exactly three, five stars, with initials as avatars', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(3);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBe(businessFacts.rating.best);
      expect(t.avatar).toMatch(/^[A-Z]{2}$/);
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(t.avatar).toBe(`${t.name[0]}${t.name.split(' ')[1]?.[0]}`);
    }
  });
});

describe('home page', () => {
  it('links only to catalogue pages', () => {
    // The blog's index is built from the posts rather than listed in the page catalogue (decision 030).
    for (const card of home.LINK_CARDS) expect(isSitePagePath(card.href) || card.href === '/blogs', card.href).toBe(true);
    for (const card of home.PRICING_CARDS) expect(isSitePagePath(card.ctaHref), card.ctaHref).toBe(true);
    for (const card of home.SERVICE_CARDS) {
      expect(isSitePagePath(card.href), card.href).toBe(true);
      for (const link of card.relatedLinks ?? []) expect(isSitePagePath(link.href), link.href).toBe(true);
    }
  });

  it('covers the spec link-card and pricing-card targets', () => {
    expect(home.LINK_CARDS.map((c) => c.href)).toEqual([
      '/bachelor-party-austin',
      '/bachelorette-party-austin',
      '/combined-bachelor-bachelorette-austin',
      '/party-boat-lake-travis',
      '/private-cruises',
      '/client-entertainment',
      '/gallery',
      '/blogs',
      '/contact',
    ]);
    expect(home.PRICING_CARDS.map((c) => c.ctaHref)).toEqual(['/atx-disco-cruise', '/bachelor-party-austin', '/private-cruises', '/corporate-events']);
  });

  it('prices the service and pricing cards from domain', () => {
    const byId = Object.fromEntries(home.SERVICE_CARDS.map((c) => [c.id, c]));
    expect(byId['private']?.startingPrice).toBe(startingPrivatePrice(sitePriceTable));
    expect(byId['disco']?.startingPrice).toBe(startingDiscoTicketAllIn(sitePriceTable));
    expect(byId['others']?.startingPrice).toBe(startingPrivatePrice(sitePriceTable));
    const pricing = Object.fromEntries(home.PRICING_CARDS.map((c) => [c.id, c]));
    expect(pricing['disco']?.basePrice).toBe(startingDiscoTicketAllIn(sitePriceTable));
    expect(pricing['private']?.basePrice).toBe(startingPrivateHourlyRate(sitePriceTable));
    expect(home.PRICING_CARDS.filter((c) => c.isPopular)).toHaveLength(1);
  });

  it('uses known artwork and the four hero slides', () => {
    expect(home.HERO_SLIDES.map((s) => s.art)).toEqual(['heroDayCruise', 'heroSunset', 'heroDisco', 'heroCove']);
    for (const card of home.SERVICE_CARDS) {
      expect(card.artKeys.length).toBeGreaterThanOrEqual(2);
      for (const art of card.artKeys) expect(ART_KEYS.has(art), art).toBe(true);
      expect(card.highlights.length).toBeGreaterThanOrEqual(4);
      expect(card.highlights.length).toBeLessThanOrEqual(6);
    }
  });

  it('has the blocks the spec lists', () => {
    expect(home.REASONS).toHaveLength(6);
    expect(home.PRICING_GUIDES).toHaveLength(3);
    expect(home.SEASONAL_TIMELINE.length).toBeGreaterThanOrEqual(4);
    expect(home.SEASONAL_TIMELINE.some((p) => p.isPeakSeason)).toBe(true);
    expect(home.DEFINITIONS.length).toBeGreaterThanOrEqual(4);
    expect(home.DEFINITIONS.length).toBeLessThanOrEqual(6);
  });
});

describe('legal pages', () => {
  it('have unique section ids and name the company', () => {
    for (const doc of [legal.PRIVACY_POLICY, legal.TERMS_OF_SERVICE]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(strings(doc).join(' ')).toContain(businessFacts.legalName);
      expect(strings(doc).join(' ')).toContain(businessFacts.email.address);
    }
  });

  it('lists every boat limit in the terms', () => {
    const text = strings(legal.TERMS_OF_SERVICE).join(' ');
    for (const boat of BOATS) expect(text).toContain(`${boat.name}: up to ${boat.capacity} guests`);
  });
});

describe('fact sheet', () => {
  it('states the disco prices the engine charges', () => {
    const text = strings(factSheet.FACT_SHEET).join(' ');
    for (const pkg of Object.values(DISCO_PACKAGES)) expect(text).toContain(pkg.name);
    expect(text).toContain(businessFacts.phone.display);
    expect(factSheet.RECOMMENDATION_SUMMARY.length).toBeGreaterThanOrEqual(2);
  });
});

describe('all site content', () => {
  const all = Object.entries(MODULES).flatMap(([name, mod]) => strings(mod).map((s) => [name, s] as const));

  it('has no banned phrases', () => {
    for (const [name, text] of all) {
      expect(text, name).not.toMatch(/coming soon|lorem|\bTODO\b|placeholder/i);
    }
  });

  it('shows no unformatted dollar amounts', () => {
    // Every price comes from formatMoney, which always prints cents ('$1,026.00').
    for (const [name, text] of all) {
      for (const amount of text.match(/\$[\d,]+(\.\d+)?/g) ?? []) expect(amount, `${name}: ${text}`).toMatch(/^\$[\d,]+\.\d{2}$/);
    }
  });
});
