import { describe, expect, it } from 'vitest';
import { businessFacts } from '../site/business.ts';
import { isSameSiteUrl, seoOverridesSchema, seoOverridesSchemaFor, siteHostsOf } from './seo.ts';

const site = new URL(businessFacts.website).hostname;

describe('isSameSiteUrl', () => {
  const hosts = [site, 'd111111abcdef8.cloudfront.net'];

  it.each([
    '/',
    '/atx-disco-cruise',
    '/og/card.png?v=2',
    `https://${site}/about`,
    `https://${site.toUpperCase()}/about`,
    `https://${site}:443/about`,
    'https://d111111abcdef8.cloudfront.net/boats',
  ])('takes %s', (value) => {
    expect(isSameSiteUrl(value, hosts)).toBe(true);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example/x'],
    ['a tab that browsers drop', '/\t/evil.example/x'],
    ['another host', 'https://evil.example/x'],
    ['a host that only ends like ours', `https://evil${site}/x`],
    ['a subdomain of ours that is not ours', `https://evil.${site}/x`],
    ['plain http', `http://${site}/about`],
    ['credentials', `https://user:pass@${site}/about`],
    ['a relative path', 'about'],
    ['a script', 'javascript:alert(1)'],
    ['data', 'data:image/png;base64,AAAA'],
  ])('refuses %s', (_what, value) => {
    expect(isSameSiteUrl(value, hosts)).toBe(false);
  });
});

describe('seoOverridesSchemaFor', () => {
  it('refuses a canonical URL or social image off the site, with the fields', () => {
    const result = seoOverridesSchema.safeParse({
      canonicalUrl: '//evil.example/x',
      openGraphImage: 'https://evil.example/card.png',
      twitterImage: '/\\evil.example',
    });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      canonicalUrl: `Use a path on this site starting with /, or an https:// address on ${site}.`,
      openGraphImage: expect.any(String),
      twitterImage: expect.any(String),
    });
  });

  it("takes the stage's own address beside the business's website", () => {
    const schema = seoOverridesSchemaFor([businessFacts.website, 'https://d111111abcdef8.cloudfront.net']);
    expect(schema.safeParse({ canonicalUrl: 'https://d111111abcdef8.cloudfront.net/boats' }).success).toBe(true);
    expect(seoOverridesSchema.safeParse({ canonicalUrl: 'https://d111111abcdef8.cloudfront.net/boats' }).success).toBe(false);
    expect(siteHostsOf(['http://127.0.0.1:3000', 'not a url'])).toEqual(['127.0.0.1']);
  });

  it('cleans the texts: no control characters, no line breaks in a title', () => {
    expect(seoOverridesSchema.parse({ metaTitle: 'Party\u202e boats\n on the lake\u0000' })).toEqual({ metaTitle: 'Party boats on the lake' });
    expect(seoOverridesSchema.safeParse({ metaTitle: '\u0000\u202e' }).success).toBe(false);
  });
});
