import { describe, expect, it } from 'vitest';
import { withBusinessFactOverrides } from '#domain/site/business.ts';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { defaultSeoMeta } from '#domain/content/seo-defaults.ts';
import { chatHref } from './chat-link.ts';
import { renderHead, jsonLdScript } from './seo/head.ts';
import { breadcrumbList, faqPage, localBusiness, productsFor, OFFER_PRICE_VALIDITY_DAYS } from './seo/structured-data.ts';
import { CUSTOM_PAGES, loadPage, missingPageModules } from './pages.tsx';
import { relatedPaths } from '../components/marketing/related-services.tsx';
import { robotsTxt, sitemapXml } from '../../build/sitemap.ts';
import { ART } from './art.ts';

describe('the public page catalogue and its code', () => {
  it('has a page module for every catalogue path, and every custom page is in the catalogue', () => {
    expect(missingPageModules()).toEqual([]);
    for (const path of Object.keys(CUSTOM_PAGES)) expect(SITE_PAGES.some((p) => p.path === path)).toBe(true);
  });

  it('lists every public route the issue names, once', () => {
    const paths = SITE_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/bachelor-party-austin', '/quinceanera', '/golden-ticket-private', '/privacy', '/terms', '/ai-endorsement']) {
      expect(paths).toContain(path);
    }
  });

  it('gives each experience page its own hero artwork, FAQ and related pages that exist', async () => {
    for (const page of SITE_PAGES.filter((p) => !CUSTOM_PAGES[p.path])) {
      const loaded = await loadPage(page.path);
      expect(loaded.faqs.length, page.path).toBeGreaterThanOrEqual(3);
      const content = (await import(`./content/pages/${page.path.slice(1)}.ts`)) as { default: { heroArt: string; path: string } };
      expect(content.default.path).toBe(page.path);
      expect(Object.keys(ART), page.path).toContain(content.default.heroArt);
    }
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const page of SITE_PAGES) {
      expect(defaultSeoMeta(page.path).metaTitle.length, page.path).toBeLessThanOrEqual(80);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(90);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });
});

describe('links to /chat', () => {
  it('carries the spec parameters in a stable order', () => {
    expect(chatHref({ type: 'general' })).toBe('/chat?type=general');
    expect(chatHref({ type: 'disco-cruise', package: 'disco_queen' })).toBe('/chat?type=disco-cruise&package=disco_queen');
    expect(chatHref({ eventType: 'private', groupSize: 25 })).toBe('/chat?eventType=private&groupSize=25');
    expect(chatHref()).toBe('/chat');
  });
});

describe('related services', () => {
  it('excludes the current page and shows at most four', () => {
    const list = ['/atx-disco-cruise', '/bachelor-party-austin', '/bachelorette-party-austin', '/private-cruises', '/corporate-events'];
    expect(relatedPaths(list, '/')).toEqual(list.slice(0, 4));
    expect(relatedPaths(list, '/atx-disco-cruise')).toEqual(list.slice(1, 5));
    expect(relatedPaths(['/nowhere', '/faq'], '/')).toEqual(['/faq']);
  });
});

describe('the prerendered head', () => {
  it('carries title, description, Open Graph, Twitter card, canonical and robots, escaped', () => {
    const meta = { ...defaultSeoMeta('/atx-disco-cruise'), metaDescription: 'Tickets & "prices" <today>' };
    const head = renderHead(meta, [], 'Brand');
    expect(head).toContain(`<title>${meta.metaTitle}</title>`);
    expect(head).toContain('<meta name="description" content="Tickets &amp; &quot;prices&quot; &lt;today&gt;" />');
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="robots" content="index, follow" />');
    expect(head).toContain(`<link rel="canonical" href="${meta.canonicalUrl}" />`);
  });

  it('names no address of its own for a shell that serves many (no canonical link, no og:url)', () => {
    const head = renderHead({ ...defaultSeoMeta('/'), canonicalUrl: '' }, [], 'Brand');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
  });

  it('cannot be broken out of by JSON-LD text', () => {
    expect(jsonLdScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script><script>');
  });

  it('describes the business, breadcrumbs, questions and priced offers valid for 90 days', () => {
    const business = localBusiness();
    expect(business['@type']).toBe('LocalBusiness');
    expect(business['foundingDate']).toBe('2009');
    const crumbs = breadcrumbList(SITE_PAGES.find((p) => p.path === '/faq')!);
    expect((crumbs['itemListElement'] as unknown[]).length).toBe(2);
    expect(faqPage([{ id: 'a', question: 'Q?', answer: 'A.' }])['mainEntity']).toHaveLength(1);
    const [product] = productsFor([{ kind: 'private', heading: '', intro: '', tiers: [14] }], { pageUrl: 'https://x.example/p', today: '2026-11-22' });
    const offers = product!['offers'] as { price: string; priceValidUntil: string }[];
    expect(offers.map((o) => o.price)).toEqual(['1026.00', '1154.25', '1795.50', '1282.50']);
    expect(offers[0]!.priceValidUntil).toBe('2027-02-20');
    expect(OFFER_PRICE_VALIDITY_DAYS).toBe(90);
  });

  it('follows the facts staff saved, and claims no rating without reviews', () => {
    const saved = withBusinessFactOverrides({
      phone: { display: '(737) 555-0199', e164: '+17375550199' },
      rating: { reviewCount: 0 },
      businessHours: [{ day: 'saturday', opens: '10:00', closes: '18:00' }],
    });
    const business = localBusiness(saved);
    expect(business['telephone']).toBe('+17375550199');
    expect(business['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '18:00' },
    ]);
    expect(business).not.toHaveProperty('aggregateRating');
    expect(localBusiness()['aggregateRating']).toMatchObject({ ratingValue: 4.9, bestRating: 5 });
  });
});

describe('sitemap and robots', () => {
  it('lists every catalogue page at its absolute URL and points robots at the sitemap', () => {
    const xml = sitemapXml(SITE_PAGES, '2026-11-22');
    expect(xml.match(/<url>/g)).toHaveLength(SITE_PAGES.length);
    expect(xml).toContain('<loc>https://www.laketravispartycruises.example/atx-disco-cruise</loc>');
    expect(robotsTxt()).toContain('Sitemap: https://www.laketravispartycruises.example/sitemap.xml');
    expect(robotsTxt()).toContain('Disallow: /api/');
  });
});
