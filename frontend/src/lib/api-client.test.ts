import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api-client.ts';

const server = http.createServer((req, res) => {
  if (req.url === '/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"lake"}');
  if (req.url === '/api/user') return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHORIZED","message":"Sign in"}}');
  if (req.url === '/empty') return res.writeHead(503).end();
  if (req.url === '/echo') {
    let body = '';
    req.on('data', (c) => (body += c));
    return req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: req.headers['content-type'], body })));
  }
  res.writeHead(404).end('missing');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('request helper (spec section 8)', () => {
  it('sends JSON and parses the JSON answer', async () => {
    expect(await apiRequest('POST', `${base}/echo`, { a: 1 })).toEqual({ type: 'application/json', body: '{"a":1}' });
  });

  it('throws "<status>: <body>" for a non-ok answer, or the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/nope`)).rejects.toThrow('404: missing');
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes the API error shape', async () => {
    const error = await apiRequest('GET', `${base}/api/user`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in' });
  });

  it('query fetcher joins the key into a path; 401 is null only when configured', async () => {
    expect(await getQueryFn({ on401: 'throw' })({ queryKey: [base, 'ok'] })).toEqual({ hello: 'lake' });
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: [base, 'api/user'] })).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: [base, 'api/user'] })).rejects.toThrow(/^401: /);
  });
});
