import { describe, expect, it } from 'vitest';
import { sitePathSchema } from '#functions/platform/http/site-path.ts';

describe('sitePathSchema', () => {
  it('accepts site paths and drops a trailing slash', () => {
    expect(sitePathSchema.parse('/')).toBe('/');
    expect(sitePathSchema.parse('/atx-disco-cruise')).toBe('/atx-disco-cruise');
    expect(sitePathSchema.parse('/faq/')).toBe('/faq');
    expect(sitePathSchema.parse(' /quote/Q-12_a.b~c ')).toBe('/quote/Q-12_a.b~c');
  });

  it.each([
    ['no leading slash', 'faq'],
    ['a query string', '/faq?x=1'],
    ['a fragment', '/faq#top'],
    ['another host', '//evil.example/faq'],
    ['a full URL', 'https://evil.example/faq'],
    ['spaces', '/a b'],
    ['percent-encoding', '/a%20b'],
    ['the empty string', ''],
    ['more than 300 characters', `/${'a'.repeat(300)}`],
  ])('refuses %s', (_what, value) => {
    expect(sitePathSchema.safeParse(value).success).toBe(false);
  });
});
