import { APP_PAGES } from './app-pages.ts';

/**
 * The SPA's route paths outside the page catalogue (the public pages in domain/site/site-pages.ts):
 * the app pages' registry (app-pages.ts). The local gateway (and the CloudFront viewer-request
 * function) use them to tell an app route (status 200) from an unknown path (the not-found page
 * with status 404). An app route is served its prerendered page or shell when the build wrote one
 * (prerendered-app-routes.ts), else the app shell. Patterns use `:param` and a final `*`.
 */
export const appPaths: readonly string[] = APP_PAGES.map((page) => page.path);

/** A route pattern as a regular expression: `:param` is one segment, a final `*` anything; a trailing slash is allowed. */
export function pathPatternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const compiled = appPaths.map(pathPatternRegex);

export function isAppPath(pathname: string): boolean {
  return compiled.some((regex) => regex.test(pathname));
}
