import { describe, expect, it } from 'vitest';
import { appPages, backOfficeAliases, backOfficeAliasTarget, sitePagePaths } from './pages.ts';

// Decision 050: every page path is declared once, the public catalogue's and the app's together.

describe("the pages' contract", () => {
  it('declares each path once, across the catalogue and the app', () => {
    const paths = [...sitePagePaths, ...appPages.map((page) => page.path), ...backOfficeAliases.map((alias) => alias.path)];
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives a navigation section to the back-office pages, and to them only', () => {
    expect(appPages.filter((page) => (page.frame === 'admin') !== 'section' in page).map((page) => page.path)).toEqual([]);
  });

  // Staff guess a screen outside /admin/ under it (issue 31): each one answers there too.
  it('gives every back-office screen outside /admin/ an alias under it that leads back to it', () => {
    const outside = appPages.filter((page) => page.frame === 'admin' && page.path !== '/admin' && !page.path.startsWith('/admin/'));
    expect(backOfficeAliases.map((alias) => alias.to)).toEqual(outside.map((page) => page.path));
    for (const alias of backOfficeAliases) {
      expect(alias.path).toBe(`/admin${alias.to}`);
      expect(backOfficeAliasTarget(alias.path)).toBe(alias.to);
    }
    expect(backOfficeAliases.map((alias) => alias.path)).toEqual(
      expect.arrayContaining(['/admin/templates', '/admin/settings', '/admin/quotes', '/admin/dashboard', '/admin/quotes/:id']),
    );
    expect(backOfficeAliasTarget('/admin/customers/a%40b.example/')).toBe('/customers/a%40b.example/');
    expect(backOfficeAliasTarget('/admin')).toBe('/admin');
  });
});
