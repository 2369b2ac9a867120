import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#contracts/route.ts';
import { PAY_SHELL_FILE, paymentsRoutes } from '#contracts/routes/payments.ts';
import type { SharePageResponse } from '#domain/payments/split-payments.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { callPage, pageEvent, prerenderedShell, withPageFunctionConfig } from '#tests/support/page-functions.ts';
import { handler } from './pay-page.ts';

const SITE = 'https://site.test';
const token = 'S'.repeat(43);
const answer: SharePageResponse = {
  booking: {
    reference: 'B-7Q2K9',
    status: 'confirmed',
    packageName: 'Essentials private cruise',
    date: '2027-06-12',
    slotLabel: '1:30 PM - 5:30 PM',
    boatName: 'Clever Girl',
    groupSize: 12,
    organiserFirstName: 'Riley',
  },
  totalPrice: 180_000,
  paid: 45_000,
  refunded: 0,
  remaining: 135_000,
  reserved: 0,
  shareAmount: 15_000,
  nextShare: 15_000,
  paidShares: [],
};

let shell: string;
beforeAll(async () => {
  shell = await prerenderedShell('/pay/:token', 'data-hydrate="at-load" data-first-get="/x/:token"');
});

function site(status: number, body?: unknown) {
  const apiUrl = `${SITE}${fillPath(paymentsRoutes.getSharePage.path, { token })}`;
  const fetchStub = vi.fn(async (input: URL | string) => {
    const address = String(input);
    if (address === `${SITE}/${PAY_SHELL_FILE}`) return new Response(shell);
    if (address === apiUrl) return new Response(body === undefined ? null : JSON.stringify(body), { status });
    throw new Error(`Unexpected fetch of ${address}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

async function get(path: string) {
  const [pathname] = path.split('?');
  const event = pageEvent({
    path,
    routeKey: 'GET /pay/{token}',
    pathParameters: { token: pathname!.slice('/pay/'.length) },
    at: new Date('2026-11-22T18:00:00Z'),
  });
  return callPage(handler, 'getPayPage', event);
}

withPageFunctionConfig(SITE);

describe('GET /pay/{token}: the share page rendered with its figures (decision 093)', () => {
  it('renders the figures and the share form into the shell, with the answer for hydration, on intent', async () => {
    site(200, answer);
    const page = await get(`/pay/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(page.body).toContain('data-hydrate="on-intent"');
    expect(page.body).not.toContain('data-first-get');
    expect(page.body).toContain('Pay your share of Riley&#x27;s cruise');
    for (const figure of [answer.totalPrice, answer.paid, answer.remaining]) expect(page.body).toContain(formatMoney(figure));
    // The cruise's date written out, as the trip page and the e-mails write it.
    expect(page.body).toContain(`<dd>${formatWrittenDate(answer.booking.date)}</dd>`);
    expect(page.body).toContain('id="pay-name"');
    const data = /<script type="application\/json" id="pay-page-data">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ token, answer });
  });

  it('answers a link that opens nothing with 404 and the shell, whose page says so', async () => {
    site(404, { error: { code: 'NOT_FOUND', message: 'No share.' } });
    const page = await get(`/pay/${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toBe(shell);
  });

  it('serves the shell, never kept, to a friend back from the checkout, without asking the API', async () => {
    const fetched = site(200, answer);
    const page = await get(`/pay/${token}?payment=done`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toBe(shell);
    expect(fetched.mock.calls.filter(([address]) => String(address).includes(token))).toEqual([]);
  });
});
