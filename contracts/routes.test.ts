import { describe, expect, it } from 'vitest';
import { routes, routesByArea } from '#functions/http/routes.ts';
import { fillPath, type RouteContract } from './route.ts';
import { colonPattern, pathMatches } from './route-patterns.ts';
import { apiRoutes, areaTables } from './routes/all.ts';

// Decision 041: the server's route table is the contract's routes with the server's parts added,
// so the two cannot differ; the type checker refuses a missing or extra entry, and this checks
// the values as they run.

describe("the routes' contract", () => {
  it('names each route in one area only', () => {
    const names = Object.values(areaTables).flatMap((table) => Object.keys(table));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(apiRoutes).sort()).toEqual([...names].sort());
  });

  it('gives each method and path one route', () => {
    const keys = Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("keeps staff routes out of the tables the site's pages import", () => {
    for (const [area, table] of Object.entries(areaTables)) {
      for (const [name, route] of Object.entries(table))
        expect(`${area}.${name}: ${route.auth}`).toMatch(area.endsWith('Staff') ? /: admin$/ : /: (public|user|guest)$/);
    }
  });

  // Decision 075: a staff route names who may call it, at least the owner; any other route names nobody.
  it('names the roles of every staff route, the owner always among them', () => {
    for (const [name, route] of Object.entries(apiRoutes) as Array<[string, RouteContract]>) {
      if (route.auth === 'admin') expect(route.roles, name).toContain('owner');
      else expect(route.roles, name).toBeUndefined();
    }
  });

  it("is the server's route table, route for route", () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const [name, contract] of Object.entries(apiRoutes)) {
      const server: RouteContract = routes[name as keyof typeof routes];
      expect({ name, method: server.method, path: server.path, auth: server.auth, ...(server.roles ? { roles: server.roles } : {}) }).toEqual({
        name,
        ...contract,
      });
    }
  });

  it("keeps each of the server's routes in its contract's area", () => {
    const server = Object.fromEntries(Object.entries(routesByArea).map(([area, table]) => [area, Object.keys(table).sort()]));
    expect(server).toEqual(Object.fromEntries(Object.entries(areaTables).map(([area, table]) => [area, Object.keys(table).sort()])));
  });
});

describe('paths', () => {
  it('fills parameters, encoding each value', () => {
    expect(fillPath('/api/admin/inventory/blackouts/{date}/{boat}', { date: '2027-06-01', boat: 'all' })).toBe('/api/admin/inventory/blackouts/2027-06-01/all');
    expect(fillPath('/api/admin/customers/{email}', { email: 'a+b@x.com' })).toBe('/api/admin/customers/a%2Bb%40x.com');
    expect(fillPath('/api/admin/blog/{resource+}', { resource: ['terms', 'tags', 'a/b'] })).toBe('/api/admin/blog/terms/tags/a%2Fb');
    expect(() => fillPath('/api/quotes/by-token/{token}', {})).toThrow('no value for {token}');
  });

  it('matches addresses to a route and writes its react-router pattern', () => {
    expect(pathMatches(apiRoutes.getPortalTrip, '/api/portal/trips/b1')).toBe(true);
    expect(pathMatches(apiRoutes.getPortalTrip, '/api/portal/trips/b1/move')).toBe(false);
    expect(pathMatches(apiRoutes.getSeoMeta, '/api/seo/meta/a/b')).toBe(true);
    expect(colonPattern(apiRoutes.getQuoteByToken.path)).toBe('/api/quotes/by-token/:token');
  });
});
