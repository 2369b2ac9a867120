import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#contracts/route.ts';
import { PORTAL_TRIP_SHELL_FILE, portalRoutes } from '#contracts/routes/portal.ts';
import { cancellationTerms, type BookingSlot } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import type { TripResponse } from '#domain/portal/trip.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { businessFacts } from '#domain/site/business.ts';
import { tripView } from '../../app/portal/trip-view.ts';
import { portalSessionCookieName } from '../../platform/auth/portal-cookies.ts';
import { loadConfig } from '../../platform/config.ts';
import { callPage, pageEvent, prerenderedShell, withPageFunctionConfig } from '#tests/support/page-functions.ts';
import { handler } from './portal-trip-page.ts';

const SITE = 'https://site.test';
const TODAY = '2026-06-01';
const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2026-08-07', packageType: 'essentials', lilyPad: true };
const slot: BookingSlot = { kind: 'private', date: '2026-08-07', start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', seats: 20 };
const price = priceQuoteSelection(selection, TODAY, FIRST_PRICING);
const booking: StoredBooking = {
  id: '3f9a2c1b-0000-4000-8000-000000000000',
  quoteId: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
  quoteToken: 'aB3_-xYz',
  selection,
  price,
  deposit: calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today: TODAY }),
  slot,
  leadGuest: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0142' },
  status: 'confirmed',
  payments: [
    { id: 'p1', kind: 'deposit', amount: 50_000, method: 'cash', receivedOn: TODAY, recordedBy: 'ana@example.com', recordedAt: '2026-06-01T18:05:00.000Z' },
  ],
  cancellation: cancellationTerms('private', selection.eventDate, new Date('2026-06-01T18:00:00.000Z')),
  createdAt: '2026-06-01T18:00:00.000Z',
  moves: [],
  events: [],
  revision: 2,
};
const trip: TripResponse = {
  trip: tripView(booking, businessFacts, { status: 'not-yet', message: 'The forecast comes a week out.' }, new Date('2026-06-02T15:00:00Z')),
};
const manifest: OrganiserManifestResponse = {
  manifest: {
    bookingId: booking.id,
    trip: {
      reference: trip.trip.reference,
      kind: 'private',
      packageName: price.packageName,
      date: slot.date,
      slotLabel: '1:30 PM - 5:30 PM',
      boatName: 'Me Seeks',
      groupSize: 20,
    },
    waiverPath: `/waiver/${'W'.repeat(43)}`,
    alcoholOnBoard: false,
    alcoholSettable: true,
    requiresTwentyOne: false,
    signed: [],
    waiting: [],
  },
};
const id = booking.id;
const GUEST_TOKEN = 'g'.repeat(43);
const OTHER_TOKEN = 'o'.repeat(43);

let shell: string;
beforeAll(async () => {
  shell = await prerenderedShell('/portal/trips/:id', 'data-hydrate="at-load" data-first-get="/api/portal/trips/:id"');
});

/** The site: the shell, and the API's portal routes answering the guest's session only (another session is not the trip's guest; none is signed out). */
function site({ ended = false, answer = trip } = {}) {
  const cookieName = portalSessionCookieName(loadConfig());
  const fetchStub = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const address = String(input);
    if (address === `${SITE}/${PORTAL_TRIP_SHELL_FILE}`) return new Response(shell);
    const cookie = new Headers(init?.headers).get('cookie');
    const guest = ended
      ? null
      : cookie === `${cookieName}=${GUEST_TOKEN}`
        ? 'jordan@example.com'
        : cookie === `${cookieName}=${OTHER_TOKEN}`
          ? 'sam@example.com'
          : null;
    if (!guest) return Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, { status: 401 });
    if (address === `${SITE}${portalRoutes.getPortalGuest.path}`) return Response.json({ guest: { email: guest } });
    const mine = guest === 'jordan@example.com';
    if (address === `${SITE}${fillPath(portalRoutes.getPortalTrip.path, { id })}`)
      return mine ? Response.json(answer) : Response.json({ error: { code: 'NOT_FOUND', message: 'No trip.' } }, { status: 404 });
    if (address === `${SITE}${fillPath(portalRoutes.getPortalTripManifest.path, { id })}`)
      return mine ? Response.json(manifest) : Response.json({ error: { code: 'NOT_FOUND', message: 'No trip.' } }, { status: 404 });
    throw new Error(`Unexpected fetch of ${address}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

async function get(path: string, cookie?: string) {
  const [pathname] = path.split('?');
  const event = pageEvent({
    path,
    routeKey: 'GET /portal/trips/{id}',
    pathParameters: { id: pathname!.slice('/portal/trips/'.length) },
    ...(cookie ? { headers: { cookie } } : {}),
    at: new Date('2026-06-02T15:00:00Z'),
  });
  return callPage(handler, 'getPortalTripPage', event);
}

withPageFunctionConfig(SITE);

const apiCalls = (fetched: ReturnType<typeof site>) => fetched.mock.calls.filter(([address]) => String(address).includes('/api/'));

describe('GET /portal/trips/{id}: the trip rendered for its signed-in guest (decision 095)', () => {
  it("renders the signed-in frame and the trip with its guest list, kept by no cache, with the answers for hydration, on intent; the API is asked with the portal's cookie alone", async () => {
    const fetched = site();
    const cookieName = portalSessionCookieName(loadConfig());
    const page = await get(`/portal/trips/${id}`, `session=staff-token; ${cookieName}=${GUEST_TOKEN}; theme=dark`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('data-hydrate="on-intent"');
    expect(page.body).not.toContain('data-first-get');
    expect(page.body).toContain('<title>Your cruise on Friday, August 7, 2026</title>');
    expect(page.body).toContain('<h1 class="portal-trip__title">Your cruise on <!-- -->Friday, August 7, 2026</h1>');
    expect(page.body).toContain(`Booking <!-- -->${trip.trip.reference}<!-- --> is`);
    expect(page.body).toContain('Signed in as <span class="portal-signed-in-as__email">jordan@example.com</span>');
    expect(page.body).toContain('Guests and waivers');
    expect(page.body).toContain(`value="${SITE}${manifest.manifest.waiverPath}"`);
    expect(page.body).not.toContain('portal-trip--loading');
    const data = JSON.parse(/<script type="application\/json" id="rendered-queries">(.*?)<\/script>/.exec(page.body)?.[1] ?? 'null') as {
      origin: string;
      state: { queries: { queryKey: unknown; state: { data: unknown } }[] };
    };
    expect(data.origin).toBe(SITE);
    expect(data.state.queries.map((query) => [query.queryKey, query.state.data])).toEqual(
      expect.arrayContaining([
        [['portal-trip', id], trip],
        [['portal', 'trip', id, 'manifest'], manifest],
        [expect.anything(), { email: 'jordan@example.com' }],
      ]),
    );
    const calls = apiCalls(fetched);
    expect(calls).toHaveLength(3);
    for (const [, init] of calls) expect(new Headers(init?.headers).get('cookie')).toBe(`${cookieName}=${GUEST_TOKEN}`);
  });

  it('gives another guest, an ended session and a visitor without one the shell, with nothing of the trip', async () => {
    const cookieName = portalSessionCookieName(loadConfig());
    for (const [who, cookie, ended] of [
      ['another guest', `${cookieName}=${OTHER_TOKEN}`, false],
      ['an ended session', `${cookieName}=${GUEST_TOKEN}`, true],
      ['no session', 'theme=dark', false],
      ['no cookie', undefined, false],
    ] as const) {
      const fetched = site({ ended });
      const page = await get(`/portal/trips/${id}`, cookie);
      expect(page.statusCode, who).toBe(200);
      expect(page.headers['cache-control'], who).toBe('no-store');
      expect(page.body, who).toBe(shell);
      expect(page.body, who).not.toContain(trip.trip.reference);
      if (!cookie?.startsWith(cookieName)) expect(apiCalls(fetched), who).toEqual([]);
    }
  });

  it('renders an ended trip without its guest list, which it never asks for (the first asking opens a manifest)', async () => {
    const cancelled: TripResponse = { trip: { ...trip.trip, status: 'cancelled' } };
    const fetched = site({ answer: cancelled });
    const page = await get(`/portal/trips/${id}`, `${portalSessionCookieName(loadConfig())}=${GUEST_TOKEN}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('data-status="cancelled"');
    expect(page.body).not.toContain('Guests and waivers');
    expect(apiCalls(fetched).map(([address]) => new URL(String(address)).pathname)).not.toContain(fillPath(portalRoutes.getPortalTripManifest.path, { id }));
  });

  it('serves the shell to a guest back from the balance checkout, without asking the API', async () => {
    const fetched = site();
    const page = await get(`/portal/trips/${id}?payment=balance-paid`, `${portalSessionCookieName(loadConfig())}=${GUEST_TOKEN}`);
    expect(page.body).toBe(shell);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(apiCalls(fetched)).toEqual([]);
  });
});
