import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';
import { grantedPermissions, routeList } from './routes.ts';

describe('route table', () => {
  it.each(routeList.map((r) => [`${r.method} ${r.path}`, r] as const))('%s has a handler module under functions/http', (_key, route) => {
    expect(route.entry).toMatch(/^functions\/http\/.+\.ts$/);
    expect(existsSync(path.join(projectRoot, route.entry))).toBe(true);
  });

  it('has no duplicate method and path', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('rate limits', () => {
  const limited = routeList.filter((r) => r.rateLimit);

  it.each(limited.map((r) => [r.name, r] as const))('%s may write its counter and has a sane limit', (_name, route) => {
    expect(route.permissions).toContain('table:write');
    expect(route.rateLimit!.requests).toBeGreaterThan(0);
    expect(Number.isInteger(route.rateLimit!.requests)).toBe(true);
    expect(Number.isInteger(route.rateLimit!.windowSeconds)).toBe(true);
    expect(route.rateLimit!.windowSeconds).toBeGreaterThanOrEqual(1);
  });

  it('covers every public route that writes', () => {
    const unlimited = routeList.filter((r) => r.auth === 'public' && r.permissions.includes('table:write') && !r.rateLimit);
    expect(unlimited.map((r) => r.name)).toEqual([]);
  });
});

describe('sessions', () => {
  it.each(routeList.map((r) => [r.name, r] as const))('%s may use sessions exactly when it resolves them or signs people in and out', (_name, route) => {
    const signsInOrOut = route.path.startsWith('/api/auth/');
    expect(grantedPermissions(route).includes('sessions:manage')).toBe(route.auth === 'user' || route.auth === 'admin' || signsInOrOut);
    // The portal's guests have sessions of their own, which staff routes never touch (decision 022).
    const signsGuestsInOrOut = ['/api/portal/session', '/api/portal/logout'].includes(route.path);
    expect(grantedPermissions(route).includes('portal-sessions:manage')).toBe(route.auth === 'guest' || signsGuestsInOrOut);
    for (const permission of route.permissions) expect(grantedPermissions(route)).toContain(permission);
  });
});
