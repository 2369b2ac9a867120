import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-client.ts';
import { fillParams, sendEarly, takeEarly } from './early-requests.ts';

/** A fetch that counts its calls and answers each with its number. */
function countingFetch() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify({ call: calls.length }), { status: 200, headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('early GET requests of a prerendered app route', () => {
  it("fills a route pattern's parameters from the address it matched", () => {
    expect(fillParams('/api/quotes/by-token/:token', '/quote/:token', '/quote/abc_DEF-123')).toBe('/api/quotes/by-token/abc_DEF-123');
    expect(fillParams('/api/quotes/by-token/:token', '/quote/:token', '/quote/abc/')).toBe('/api/quotes/by-token/abc');
    expect(fillParams('/api/user', '/auth', '/auth')).toBe('/api/user');
  });

  it('fills nothing for an address the pattern does not match', () => {
    expect(fillParams('/api/quotes/by-token/:token', '/quote/:token', '/quote')).toBeNull();
    expect(fillParams('/api/quotes/by-token/:token', '/quote/:token', '/quote/id/abc')).toBeNull();
    expect(fillParams('/api/quotes/by-token/:token', '/quote/:token', '/quotes/abc')).toBeNull();
    expect(fillParams('/api/user', '/auth', '/admin/login')).toBeNull();
  });

  it('sends the GET the request helper would (credentials, JSON) and hands its answer over once', async () => {
    const { calls, fetcher } = countingFetch();
    const sent = sendEarly('/api/early-once', fetcher);
    expect(calls).toEqual([{ url: '/api/early-once', init: { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } } }]);
    expect(takeEarly('/api/early-once')).toBe(sent);
    expect(takeEarly('/api/early-once')).toBeUndefined();
    expect(takeEarly('/api/never-sent')).toBeUndefined();
  });

  it("is the request helper's answer to the same GET, and only to the first one", async () => {
    const url = 'http://127.0.0.1:1/unreachable-early';
    sendEarly(url, countingFetch().fetcher);
    // Nothing listens there: only the early answer can make this succeed.
    expect(await apiRequest('GET', url)).toEqual({ call: 1 });
    await expect(apiRequest('GET', url)).rejects.toThrow();
  });

  it('is not taken by a request of another kind for the same address', async () => {
    const url = 'http://127.0.0.1:1/unreachable-post';
    const early = sendEarly(url, countingFetch().fetcher);
    await expect(apiRequest('POST', url, { a: 1 })).rejects.toThrow();
    await expect(apiRequest('GET', url, undefined, { headers: { 'x-other': '1' } })).rejects.toThrow();
    expect(takeEarly(url)).toBe(early);
  });

  it("reads the answer's body as it arrives, so the request ends though no script has taken it yet", async () => {
    const original = new Response('{"error":{"code":"UNAUTHORIZED"}}', { status: 401, statusText: 'Unauthorized', headers: { 'x-kept': 'yes' } });
    const empty = new Response(null, { status: 204 });
    const answers = [original, empty];
    const fetcher = (() => Promise.resolve(answers.shift()!)) as unknown as typeof fetch;
    const early = await sendEarly('/api/early-read', fetcher);
    expect(original.bodyUsed).toBe(true);
    expect([early.status, early.statusText, early.headers.get('x-kept'), await early.text()]).toEqual([
      401,
      'Unauthorized',
      'yes',
      '{"error":{"code":"UNAUTHORIZED"}}',
    ]);
    const none = await sendEarly('/api/early-empty', fetcher);
    expect([none.status, await none.text()]).toEqual([204, '']);
  });
});
