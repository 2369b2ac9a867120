import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { ADMIN_NAVIGATION } from '../admin/admin-navigation.ts';
import { ADMIN_SECTIONS, APP_PAGES } from './app-pages.ts';
import { createRoutes, missingAppPageModules } from './router.tsx';

/** Every path the route tree serves, as `/pattern`. */
function routedPaths(routes: ReturnType<typeof createRoutes>): string[] {
  return routes.flatMap((route) => [...(route.path ? [`/${route.path}`] : []), ...(route.children ? routedPaths(route.children) : [])]);
}

describe('the app pages registry', () => {
  it('registers each path once, none of them a catalogue page', () => {
    const paths = APP_PAGES.map((page) => page.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    expect(paths.filter((path) => SITE_PAGES.some((page) => page.path === path))).toEqual([]);
  });

  it('names a page module that exists for every page', () => {
    expect(missingAppPageModules()).toEqual([]);
  });

  it('is what the router serves', () => {
    const routed = routedPaths(createRoutes([]));
    for (const page of APP_PAGES) expect(routed, page.path).toContain(page.path);
  });

  it('puts every back-office screen in a navigation section, and every section has its screen', () => {
    expect(APP_PAGES.filter((page) => page.frame === 'admin' && !page.section).map((page) => page.path)).toEqual([]);
    expect(APP_PAGES.filter((page) => page.section && page.frame !== 'admin').map((page) => page.path)).toEqual([]);
    expect(ADMIN_NAVIGATION.map((item) => item.title)).toEqual([...ADMIN_SECTIONS]);
    for (const item of ADMIN_NAVIGATION) expect(APP_PAGES.find((page) => page.path === item.href)?.section, item.href).toBe(item.title);
  });
});
