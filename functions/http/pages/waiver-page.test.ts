import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#contracts/route.ts';
import { portalRoutes, WAIVER_SHELL_FILE } from '#contracts/routes/portal.ts';
import type { WaiverPageResponse } from '#domain/portal/manifest.ts';
import { CURRENT_WAIVER } from '#domain/portal/waiver.ts';
import { businessFacts } from '#domain/site/business.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { builtFactsBlock } from '#frontend/app/render-into-shell.ts';
import { callPage, pageEvent, prerenderedShell, withPageFunctionConfig } from '#tests/support/page-functions.ts';
import { handler } from './waiver-page.ts';

const SITE = 'https://site.test';
const token = 'W'.repeat(43);
const answer: WaiverPageResponse = {
  trip: {
    reference: 'B-4M8RT',
    kind: 'private',
    packageName: 'Essentials private cruise',
    date: '2027-06-12',
    slotLabel: '1:30 PM - 5:30 PM',
    boatName: 'Clever Girl',
    groupSize: 14,
    organiserFirstName: 'Jordan',
  },
  requiresTwentyOne: true,
  open: true,
  waiver: CURRENT_WAIVER,
  signedCount: 3,
};
const apiUrl = `${SITE}${fillPath(portalRoutes.getWaiverPage.path, { token })}`;

let shell: string;
beforeAll(async () => {
  shell = await prerenderedShell('/waiver/:token', 'data-hydrate="at-load" data-first-get="/x/:token"');
});

/** What the site answers: the shell (as `served` gives it), and the API's answer for the link. */
function site(status: number, body?: unknown, served = () => shell) {
  const fetchStub = vi.fn(async (input: URL | string, _init?: RequestInit) => {
    const address = String(input);
    if (address === `${SITE}/${WAIVER_SHELL_FILE}`) return new Response(served());
    if (address === apiUrl) return new Response(body === undefined ? null : JSON.stringify(body), { status });
    throw new Error(`Unexpected fetch of ${address}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

// Each request at its own minute: a warm function keeps the shell a minute, and each test serves its own.
let minute = 0;
async function get(path: string) {
  minute += 2;
  const [pathname] = path.split('?');
  const event = pageEvent({
    path,
    routeKey: 'GET /waiver/{token}',
    pathParameters: { token: pathname!.slice('/waiver/'.length) },
    at: new Date(Date.UTC(2026, 10, 22, 18, minute)),
  });
  return callPage(handler, 'getWaiverLinkPage', event);
}

withPageFunctionConfig(SITE);

describe('GET /waiver/{token}: the waiver page rendered with its trip and waiver (decision 094)', () => {
  it("renders the trip, the waiver's text and the form into the shell, with the answer for hydration, on intent, kept briefly by shared caches", async () => {
    const fetched = site(200, answer);
    const page = await get(`/waiver/${token}?utm_source=email`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(page.body).toContain('data-hydrate="on-intent"');
    expect(page.body).not.toContain('data-first-get');
    expect(page.body).not.toContain('Loading the waiver...');
    expect(page.body).toContain(`<title>Sign the waiver | ${businessFacts.name}</title>`);
    expect(page.body).toContain('Sign the waiver for Jordan&#x27;s cruise');
    expect(page.body).toContain(answer.trip.reference);
    expect(page.body).toContain(`<dd>${formatWrittenDate(answer.trip.date)}</dd>`);
    expect(page.body).toContain('This cruise has alcohol on board, so it is for guests 21 and over.');
    for (const section of CURRENT_WAIVER.sections) expect(page.body).toContain(`<h3>${section.heading.replaceAll("'", '&#x27;')}</h3>`);
    for (const field of ['name', 'email', 'dateOfBirth', 'agree', 'photoConsent', 'typedSignature']) expect(page.body).toContain(`id="waiver-${field}"`);
    // No field is named: a form no script took cannot put a signature or a date of birth in an address.
    expect(page.body).not.toMatch(/<input[^>]* name="/);
    const data = /<script type="application\/json" id="waiver-page-data">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ token, answer });
    // The link's own answer, asked for that link alone.
    expect(fetched.mock.calls.map(([address]) => String(address))).toEqual([`${SITE}/${WAIVER_SHELL_FILE}`, apiUrl]);
  });

  it('renders a cruise that no longer takes signatures without the form', async () => {
    site(200, { ...answer, open: false });
    const page = await get(`/waiver/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This cruise is no longer taking signatures');
    expect(page.body).not.toContain('id="waiver-name"');
  });

  it("renders with the business facts the shell's build was given, as the browser's bundle does", async () => {
    const phone = { display: '(512) 555-0100', e164: '+15125550100' };
    site(200, answer, () => shell.replace('</head>', `${builtFactsBlock({ phone })}</head>`));
    expect((await get(`/waiver/${token}`)).body).toContain(`href="tel:${phone.e164}">${phone.display}</a>`);
    site(200, answer);
    expect((await get(`/waiver/${token}`)).body).toContain(businessFacts.phone.display);
    expect(businessFacts.phone.display).not.toBe(phone.display);
  });

  it('answers a link that opens nothing with 404 and the shell, whose page says so', async () => {
    site(404, { error: { code: 'WAIVER_NOT_FOUND', message: 'No waiver.' } });
    const page = await get(`/waiver/${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toBe(shell);
  });

  it('answers a link that is not even token-shaped with 404 without asking the API', async () => {
    const fetched = site(200, answer);
    const page = await get('/waiver/not-a-token');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(shell);
    expect(fetched.mock.calls.map(([address]) => String(address))).toEqual([`${SITE}/${WAIVER_SHELL_FILE}`]);
  });

  it('serves the shell as it is, never kept, when the API could not answer or not in time', async () => {
    site(500);
    for (const attempt of ['5xx', 'timeout']) {
      if (attempt === 'timeout')
        vi.mocked(fetch).mockImplementation(async (input: URL | string | Request) => {
          if (String(input) === `${SITE}/${WAIVER_SHELL_FILE}`) return new Response(shell);
          throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        });
      const page = await get(`/waiver/${token}`);
      expect(page.statusCode, attempt).toBe(200);
      expect(page.headers['cache-control'], attempt).toBe('no-store');
      expect(page.body, attempt).toBe(shell);
    }
    expect(vi.mocked(fetch).mock.calls.every(([, init]) => init?.signal instanceof AbortSignal)).toBe(true);
  });
});
