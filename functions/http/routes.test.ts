import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';
import { routeList } from './routes.ts';

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
