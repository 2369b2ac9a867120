import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { appPaths, isAppPath } from './paths.ts';

describe('app paths', () => {
  it('never claims a prerendered page (it would be served the empty app shell)', () => {
    for (const page of SITE_PAGES) expect(isAppPath(page.path), page.path).toBe(false);
    expect(appPaths).not.toContain('/');
  });

  it('does not route what it does not know', () => {
    expect(isAppPath('/definitely-not-a-page')).toBe(false);
  });
});
