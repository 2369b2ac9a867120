import { describe, expect, it } from 'vitest';
import { routeList } from '#functions/http/routes.ts';
import { createRouteMatcher } from '#functions/platform/http/route-match.ts';
import { APP_ROUTE_SHELLS } from '#infra/shared/site-files.ts';
import { isAppPath } from './paths.ts';
import { PRERENDERED_APP_ROUTES, SHELL_PARAM_PLACEHOLDER } from './prerendered-app-routes.ts';

const params = (path: string): string[] => path.match(/:[^/]+/g) ?? [];
const matchApi = createRouteMatcher(routeList);

describe('prerendered app routes', () => {
  it('are app routes (paths.ts), so the gateway and CloudFront answer them with 200', () => {
    for (const route of PRERENDERED_APP_ROUTES) expect(isAppPath(route.path.replace(/:[^/]+/g, SHELL_PARAM_PLACEHOLDER)), route.path).toBe(true);
  });

  it('name a shell file for every route with a parameter, and only for those', () => {
    const parameterised = PRERENDERED_APP_ROUTES.filter((route) => params(route.path).length > 0).map((route) => route.path);
    expect(APP_ROUTE_SHELLS.map((shell) => shell.pattern).sort()).toEqual(parameterised.sort());
    expect(new Set(APP_ROUTE_SHELLS.map((shell) => shell.file)).size).toBe(APP_ROUTE_SHELLS.length);
  });

  it('ask first for a GET route of the API, with parameters the page address has', () => {
    for (const route of PRERENDERED_APP_ROUTES) {
      if (!route.firstGet) continue;
      expect(
        params(route.firstGet.path).every((name) => params(route.path).includes(name)),
        route.path,
      ).toBe(true);
      const found = matchApi('GET', route.firstGet.path.replace(/:[^/]+/g, 'sample'));
      expect(found && 'route' in found ? found.route.method : null, route.firstGet.path).toBe('GET');
    }
  });
});
