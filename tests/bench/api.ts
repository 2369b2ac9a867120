/**
 * `npm run bench:api`: latency of the three busiest public routes on the local stack, at 1, 20
 * and 50 concurrent clients, and the DynamoDB calls each request makes.
 *
 * - Latency: real HTTP requests through the local gateway (as the site sends them), each client
 *   from its own loopback address so the per-client rate limits never answer for the route. A
 *   round is REQUESTS_PER_ROUND requests shared by the clients; p50 and p99 of their times.
 * - DynamoDB calls: one request at a time, the handler invoked as Lambda invokes it, counting the
 *   commands its DynamoDB client sends (an SDK middleware), by operation. The consumers the
 *   request's events start run in other invocations and are not counted.
 *
 * - First page loads: a fresh stack on a fresh data folder (as `npm start` after `npm run reset`)
 *   gets the API calls of eight pages opened at once before anything else has run: their page
 *   views and SEO lookups. Times, statuses, and whether every view was counted exactly once.
 *
 * Everything runs in this one process on this machine (the handlers, DynamoDB Local in Java, the
 * bus and its consumers), so the figures compare changes on the same machine; they are not what
 * Lambda and DynamoDB in AWS would give. It asserts nothing.
 */
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { routes, type RouteDefinition } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { documentClient } from '#functions/adapters/dynamodb/client.ts';
import { pageViewsRepository } from '#functions/adapters/dynamodb/page-views-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { toApiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import { invoke } from '#infra/local/lambda-runtime.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';

const CONCURRENCY = [1, 20, 50];
const REQUESTS_PER_ROUND = 200;
const COUNTED_REQUESTS = 10;

let nextAddress = 0;
/** A loopback address of its own per request: the routes' per-client limits never apply. */
const newAddress = () => {
  nextAddress += 1;
  return `127.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255 || 1}`;
};

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function send(baseUrl: string, call: Call): Promise<{ status: number; ms: number }> {
  const target = new URL(call.path, baseUrl);
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: call.method,
        localAddress: newAddress(),
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...call.headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sends the calls with `clients` of them in flight at a time; answers the sorted times and the statuses seen. */
async function round(baseUrl: string, clients: number, calls: Call[]): Promise<{ times: number[]; statuses: Map<number, number> }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const queue = [...calls];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const { status, ms } = await send(baseUrl, call);
        times.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), statuses };
}

// DynamoDB commands by operation, for the invocation that is running (AsyncLocalStorage keeps
// concurrent work, such as the consumers, out of the count).
const counting = new AsyncLocalStorage<Map<string, number>>();

function countDynamoDbCalls(): void {
  const client = documentClient(loadConfig());
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const counts = counting.getStore();
      if (counts) counts.set(String(context.commandName).replace(/Command$/, ''), (counts.get(String(context.commandName).replace(/Command$/, '')) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'benchCountCalls' },
  );
}

async function dynamoDbCallsPerRequest(name: string, route: RouteDefinition, calls: Call[]): Promise<string> {
  const totals = new Map<string, number>();
  for (const call of calls) {
    const counts = new Map<string, number>();
    const url = new URL(call.path, 'http://local');
    const event = toApiGatewayEvent({
      method: call.method,
      url: url.pathname + url.search,
      headers: { ...(call.body ? { 'content-type': 'application/json' } : {}), ...call.headers },
      ...(call.body ? { body: Buffer.from(JSON.stringify(call.body)) } : {}),
      sourceIp: newAddress(),
      routeKey: `${route.method} ${route.path}`,
    });
    const result = (await counting.run(counts, () => invoke(route.entry, name, event, 29_000))) as { statusCode: number };
    if (result.statusCode >= 300) throw new Error(`${route.method} ${route.path} answered ${result.statusCode} while counting`);
    for (const [operation, count] of counts) totals.set(operation, (totals.get(operation) ?? 0) + count);
  }
  const perRequest = [...totals].map(([operation, count]) => [operation, count / calls.length] as const);
  const sum = perRequest.reduce((total, [, count]) => total + count, 0);
  return `${sum} (${perRequest.map(([operation, count]) => `${operation} ${count}`).join(', ')})`;
}

// The calls: availability for a month; a guest's quote; a booking of a quote made for it, each on
// a boat-slot nobody else books (a day of its own, spread over the years ahead).
const today = calendarDateIn(new Date());
const inAMonth = addDays(today, 30);
let quoteDay = 60;

function nextSaturday(): IsoDate {
  let date = addDays(today, quoteDay);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  quoteDay += 7;
  return date;
}

const selection = (eventDate: IsoDate): QuoteSelection => ({
  kind: 'private',
  eventType: 'birthday',
  groupSize: 12,
  eventDate,
  packageType: 'standard',
  lilyPad: false,
});
const contact = () => ({ name: 'Bench Guest', email: `bench-${randomUUID()}@bench.example`, phone: '(512) 555-0100' });

const availabilityCall = async (): Promise<Call> => ({ method: 'GET', path: `/api/availability?from=${today}&to=${inAMonth}&groupSize=12&type=private` });
const quoteCall = async (): Promise<Call> => ({
  method: 'POST',
  path: '/api/quotes',
  body: { selection: selection(nextSaturday()), contact: contact(), source: 'chat' },
});

/** A booking of a quote stored beforehand (unannounced, so its e-mails do not load the machine during the round). */
async function bookingCall(): Promise<Call> {
  const eventDate = nextSaturday();
  const { token } = await storedWithoutAnnouncing(async (event) => {
    const now = new Date();
    const quote = { ...(await quoteFor(eventDate, now)) };
    await quotesRepository(loadConfig()).create(quote, event);
    return quote;
  });
  return {
    method: 'POST',
    path: '/api/bookings',
    headers: { 'idempotency-key': randomUUID() },
    body: { quoteToken: token, start: '09:00', leadGuest: contact(), acceptCancellationPolicy: true },
  };
}

async function quoteFor(eventDate: IsoDate, now: Date): Promise<StoredQuote> {
  const day = calendarDateIn(now);
  return {
    id: randomUUID(),
    token: newQuoteToken(),
    selection: selection(eventDate),
    price: priceQuoteSelection(selection(eventDate), day, FIRST_PRICING),
    contact: contact(),
    source: 'chat',
    issuedOn: day,
    expiresOn: quoteExpiresOn(day),
    createdAt: now.toISOString(),
    eventId: randomUUID(),
  };
}

/** Prepares `count` calls in turn (each may store what it needs first). */
async function prepare(next: () => Promise<Call>, count: number): Promise<Call[]> {
  const calls: Call[] = [];
  for (let i = 0; i < count; i += 1) calls.push(await next());
  return calls;
}

const benches: Array<{ name: string; route: RouteDefinition; next: () => Promise<Call> }> = [
  { name: 'getAvailability', route: routes.getAvailability, next: availabilityCall },
  { name: 'createQuote', route: routes.createQuote, next: quoteCall },
  { name: 'createBooking', route: routes.createBooking, next: bookingCall },
];

const FIRST_PAGES = ['/', '/chat', '/private-cruises', '/disco-cruise', '/faq', '/contact', '/pricing', '/boats'];

/** The first page loads' API calls on a fresh stack with its data on disk, as `npm start` keeps it. */
async function firstPageLoads(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  const fresh = await startLocalStack({ port: 0, dataDir, runSchedules: true });
  try {
    const calls: Call[] = FIRST_PAGES.flatMap((page) => [
      { method: 'POST', path: '/api/analytics/pageview', body: { path: page } },
      { method: 'GET', path: `/api/seo/meta/${encodeURIComponent(page)}` },
    ]);
    const { times, statuses } = await round(fresh.url, calls.length, calls);
    const counted = await pageViewsRepository(loadConfig(fresh.env)).forDay(calendarDateIn(new Date()));
    const views = counted.reduce((total, count) => total + count.views, 0);
    const seen = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log('First page loads on a fresh stack (8 pages at once: page view and SEO lookup each)\n');
    console.log('| calls | p50 | slowest | statuses | page views counted |');
    console.log('|---:|---:|---:|---|---:|');
    console.log(
      `| ${calls.length} | ${percentile(times, 50).toFixed(0)} ms | ${times.at(-1)!.toFixed(0)} ms | ${seen} | ${views} of ${FIRST_PAGES.length} |\n`,
    );
  } finally {
    await fresh.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench:api -- createQuote` benches one route (e.g. under --cpu-prof); `-- firstPageLoads` only the fresh stack.
const only = process.argv.slice(2);
if (only.length === 0 || only.includes('firstPageLoads')) await firstPageLoads();
const stack = await startLocalStack({ port: 0, dataDir: null });
try {
  countDynamoDbCalls();
  console.log(`API latency on the local stack (${REQUESTS_PER_ROUND} requests per round, each client from its own address; Node ${process.versions.node})\n`);
  console.log('| route | clients | p50 | p99 | statuses | DynamoDB calls per request |');
  console.log('|---|---:|---:|---:|---|---|');
  const chosen = benches.filter((bench) => only.length === 0 || only.includes(bench.name));
  const counted = new Map<string, string>();
  for (const { name, route, next } of chosen) counted.set(name, await dynamoDbCallsPerRequest(name, route, await prepare(next, COUNTED_REQUESTS)));
  // Counting keeps async context on every promise; the latency rounds run without it.
  counting.disable();
  for (const { name, route, next } of chosen) {
    // Warm the handler and the connections, as a warm Lambda is.
    await round(stack.url, 5, await prepare(next, 10));
    await stack.bus.drain();
    for (const clients of CONCURRENCY) {
      const { times, statuses } = await round(stack.url, clients, await prepare(next, REQUESTS_PER_ROUND));
      await stack.bus.drain();
      const seen = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(
        `| ${route.method} ${route.path} | ${clients} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 99).toFixed(0)} ms | ${seen} | ${clients === 1 ? counted.get(name) : ''} |`,
      );
    }
  }
} finally {
  await stack.stop();
}
