import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../http/routes.ts';
import { createRouteMatcher } from './route-match.ts';

const route = (method: RouteDefinition['method'], path: RouteDefinition['path']): RouteDefinition => ({
  method,
  path,
  entry: 'x.ts',
  auth: 'public',
  permissions: [],
});
const routes = [
  route('GET', '/api/quotes/{id}'),
  route('GET', '/api/quotes/by-token/{token}'),
  route('POST', '/api/quotes'),
  route('GET', '/api/seo/meta/{route+}'),
];
const match = createRouteMatcher(routes);

describe('route matching (API Gateway path syntax)', () => {
  it('extracts and decodes path parameters', () => {
    expect(match('GET', '/api/quotes/abc%20d')).toEqual({ route: routes[0], pathParameters: { id: 'abc d' } });
  });
  it('prefers the more specific literal path', () => {
    expect(match('GET', '/api/quotes/by-token/t0k')).toMatchObject({ route: routes[1], pathParameters: { token: 't0k' } });
  });
  it('greedy parameters take the rest of the path', () => {
    expect(match('GET', '/api/seo/meta/a/b')).toMatchObject({ pathParameters: { route: 'a/b' } });
  });
  it('tells a wrong method from an unknown path', () => {
    expect(match('DELETE', '/api/quotes')).toEqual({ methodNotAllowed: true });
    expect(match('GET', '/api/unknown')).toBeNull();
    expect(match('GET', '/api/quotes/a/b')).toBeNull();
  });
});

describe('route matching with awkward encodings', () => {
  it('decodes an encoded slash inside a parameter once', () => {
    expect(match('GET', '/api/seo/meta/%2Fatx-disco-cruise')).toMatchObject({ pathParameters: { route: '/atx-disco-cruise' } });
    expect(match('GET', '/api/seo/meta/%252F')).toMatchObject({ pathParameters: { route: '%2F' } });
  });
  it('passes malformed encoding through instead of throwing, for the handler to reject', () => {
    expect(match('GET', '/api/quotes/%E0%A4%A')).toMatchObject({ pathParameters: { id: '%E0%A4%A' } });
  });
});
