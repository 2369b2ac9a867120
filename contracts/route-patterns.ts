import type { RouteContract } from './route.ts';

// Matching addresses against routes, apart from contracts/route.ts so that the site's entry
// script, which fills one path, carries none of it.

/** The path as a react-router style pattern (`{token}` as `:token`), for code that matches addresses by pattern. */
export function colonPattern(path: string): string {
  return path.replace(/\{([^}+]+)\+?\}/g, ':$1');
}

/** Whether `pathname` (no query) is an address of `route`'s path. */
export function pathMatches(route: RouteContract, pathname: string): boolean {
  const pattern = route.path
    .replace(/[.*?^$()|[\]\\]/g, '\\$&')
    .replace(/\{[^}]+\+\}/g, '.+')
    .replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}
