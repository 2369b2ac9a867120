import { describe, expect, it } from 'vitest';
import { appPages, sitePagePaths } from './pages.ts';

// Decision 050: every page path is declared once, the public catalogue's and the app's together.

describe("the pages' contract", () => {
  it('declares each path once, across the catalogue and the app', () => {
    const paths = [...sitePagePaths, ...appPages.map((page) => page.path)];
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives a navigation section to the back-office pages, and to them only', () => {
    expect(appPages.filter((page) => (page.frame === 'admin') !== 'section' in page).map((page) => page.path)).toEqual([]);
  });
});
