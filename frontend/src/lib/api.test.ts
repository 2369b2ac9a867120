import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { api, apiKey, apiUrl, isKeyOf, queryString } from './api.ts';
import { ApiError, getQueryFn } from './api-client.ts';
import { sendEarly } from './early-requests.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Answers every fetch with `body` (JSON) and keeps what was sent. */
function stubFetch(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, init });
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client built from the routes contract (decision 041)', () => {
  it('fills and encodes path parameters, greedy ones whole or by segment', () => {
    expect(apiUrl(bookingRoutes.getQuoteByToken, { params: { token: 'a/b c' } })).toBe('/api/quotes/by-token/a%2Fb%20c');
    expect(apiUrl(contentStaffRoutes.putAdminSeo, { params: { route: '/about' } })).toBe('/api/admin/seo/%2Fabout');
    expect(apiUrl(contentStaffRoutes.getAdminBlog, { params: { resource: ['posts', 'p 1', 'publish'] } })).toBe('/api/admin/blog/posts/p%201/publish');
  });

  it('adds the query values that are set', () => {
    expect(apiUrl(bookingRoutes.getAvailability, { query: { from: '2027-06-01', to: '2027-06-30', groupSize: 20, type: undefined, x: '' } })).toBe(
      '/api/availability?from=2027-06-01&to=2027-06-30&groupSize=20',
    );
    expect(queryString({})).toBe('');
  });

  it("sends the route's method, a JSON body and extra headers, and answers the parsed body", async () => {
    const sent = stubFetch(201, { quote: { id: 'q1' } });
    const answer = await api(bookingRoutes.createQuote, { body: { source: 'chat' } as never, headers: { 'idempotency-key': 'k1' } });
    expect(answer).toEqual({ quote: { id: 'q1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/quotes');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{"source":"chat"}');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k1' });
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const sent = stubFetch(200, {});
    const form = new FormData();
    form.append('file', 'x');
    await api(contentStaffRoutes.createAdminMediaUpload, { body: form });
    expect(sent[0]!.init.body).toBe(form);
    expect(sent[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('answers undefined for a 204 and throws ApiError with the error shape otherwise', async () => {
    stubFetch(204, null);
    expect(await api(peopleRoutes.logout)).toBeUndefined();
    stubFetch(409, { error: { code: 'SLOT_TAKEN', message: 'That slot was just booked.' } });
    const error = await api(bookingRoutes.createBooking, { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details?.code).toBe('SLOT_TAKEN');
  });

  it('takes the answer of a GET the page sent early, once', async () => {
    const early = vi.fn(async () => new Response('{"quote":{"id":"early"}}', { status: 200 }));
    sendEarly('/api/quotes/by-token/t1', early as unknown as typeof fetch);
    const sent = stubFetch(200, { quote: { id: 'network' } });
    expect(await api(bookingRoutes.getQuoteByToken, { params: { token: 't1' } })).toEqual({ quote: { id: 'early' } });
    expect(await api(bookingRoutes.getQuoteByToken, { params: { token: 't1' } })).toEqual({ quote: { id: 'network' } });
    expect(sent).toHaveLength(1);
  });

  it('keys a GET by its URL, so the default query fetcher asks the same route', async () => {
    const sent = stubFetch(200, { user: { id: 'u' } });
    const key = apiKey(peopleRoutes.getCurrentUser);
    expect(key).toEqual(['/api/user']);
    await getQueryFn({ on401: 'throw' })({ queryKey: key });
    expect(sent[0]!.url).toBe('/api/user');
  });

  it("tells an area's keys from the others", () => {
    expect(isKeyOf(apiKey(portalRoutes.listPortalTrips), portalRoutes)).toBe(true);
    expect(isKeyOf(apiKey(portalRoutes.getPortalTrip, { params: { id: 'b1' } }), portalRoutes)).toBe(true);
    expect(isKeyOf(apiKey(peopleRoutes.getCurrentUser), portalRoutes)).toBe(false);
    expect(isKeyOf(['portal-trip', 'b1'], portalRoutes)).toBe(false);
  });
});
