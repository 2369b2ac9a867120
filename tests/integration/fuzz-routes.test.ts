import { DynamoDBClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, routes, type RouteDefinition } from '#functions/http/routes.ts';
import { resetConfigCache } from '#functions/platform/config.ts';
import { SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/sessions-repository.ts';
import { PORTAL_SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/portal-sessions-repository.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { portalCookie } from '#tests/support/portal.ts';
import type { LocalStack } from '#infra/local/stack.ts';
import { ownStack } from '#tests/support/own-stack.ts';
import { loginWithSecondFactor } from '#tests/support/totp.ts';
import { newClientAddress } from './api-client.ts';

// Every route of the route table, sent what no form sends: malformed JSON, wrong types, a 1 MB
// body, control characters, very long strings, traversal in its path parameters and nonsense in
// its query. Signed in as an admin for routes that need a session, anonymous for public ones.
// Not one answer may be a 5xx, and nothing may be stored.
//
// The suite runs its own throw-away local stack, so counting the table's items is not disturbed
// by the other suites' writes. Two kinds of item are expected to change and are left out of the
// count by their key prefix: rate-limit counters (RATE#: a public route counts every request it
// accepts for checking) and sessions (SESSION#: an admin request may renew its session;
// PORTAL_SESSION#: a guest's records its activity, decision 022).
const EXPECTED_WRITE_PREFIXES = ['RATE#', SESSION_KEY_PREFIX, PORTAL_SESSION_KEY_PREFIX];

const ADMIN = { email: 'fuzz-admin@test.example', password: 'Fuzz-admin-password-1' };

const ownedStack = ownStack({ admin: ADMIN });
let stack: LocalStack;
let adminCookie = '';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, options: { body?: string | Buffer; headers?: Record<string, string>; signedIn?: boolean } = {}): Promise<Answer> {
  const target = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        // Sent as written: traversal and odd encodings must reach the gateway untouched.
        path,
        method,
        localAddress: newClientAddress(),
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...(options.signedIn ? { cookie: adminCookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The table's items, less the kinds a refused request may still touch (EXPECTED_WRITE_PREFIXES). */
async function storedItems(): Promise<number> {
  const client = new DynamoDBClient({
    endpoint: stack.env['DYNAMODB_ENDPOINT'],
    region: stack.env['AWS_REGION'],
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const values = Object.fromEntries(EXPECTED_WRITE_PREFIXES.map((prefix, index) => [`:p${index}`, { S: prefix }]));
  const filter = EXPECTED_WRITE_PREFIXES.map((_, index) => `NOT begins_with(pk, :p${index})`).join(' AND ');
  let count = 0;
  let start: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page: ScanCommandOutput = await client.send(
      new ScanCommand({
        TableName: stack.env['TABLE_NAME'],
        Select: 'COUNT',
        FilterExpression: filter,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return count;
}

// ---- what is sent ------------------------------------------------------------------------------

const CONTROL = '\u0000\u0001\u0007\u0008\u000b\u001b[31m\u007f\u0085\u202e\u2066\u2069\u200f';

/** Strings no field accepts: too long for any cap, control characters only, or malformed wherever they go. */
const hostileStrings = [
  'x'.repeat(5000),
  `${'a'.repeat(2000)}@${'b'.repeat(60)}.example`,
  `jordan\u0000@example.com${CONTROL}`,
  CONTROL,
  `${CONTROL}\n\t\r\n`,
  '\u202e\u2066',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '\ud800',
  '🎉'.repeat(3000),
  '1e999999',
  `/${'a/'.repeat(2000)}`,
];

/** Field names the route schemas read, so a hostile value lands where a schema looks. */
const FIELDS = [
  'name',
  'email',
  'phone',
  'eventType',
  'groupSize',
  'eventDate',
  'message',
  'page',
  'source',
  'selection',
  'contact',
  'notes',
  'affiliateCode',
  'leadId',
  'quoteToken',
  'start',
  'leadGuest',
  'acceptCancellationPolicy',
  'password',
  'revises',
  'kind',
  'packageType',
  'discoPackage',
  'lilyPad',
  'brideIncluded',
  'version',
  'settings',
  'privateSlots',
  'discoSailings',
  'date',
  'boatId',
  'reason',
  'facts',
  'faqId',
  'helpful',
  'path',
  'text',
  'amount',
  'method',
  'receivedOn',
  'note',
  'metaTitle',
  'metaKeywords',
  'canonicalUrl',
  'openGraphImage',
  'robotsDirective',
  '__proto__',
  'constructor',
];

const wrongType = fc.oneof(fc.constantFrom(null, true, false, -1, 1.5, 1e308, -0, '', [], [null], {}), fc.double({ noNaN: true }), fc.integer());
const leaf = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${CONTROL}${s}`) },
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 6 }),
})).value;
/** A JSON body made of hostile values: mostly objects with the routes' field names, sometimes another type altogether. */
const hostileBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { minKeys: 1, maxKeys: 10 }) },
  { weight: 1, arbitrary: hostileValue },
);

const MALFORMED_JSON = [
  '{',
  '{"name":',
  '[1,',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '"unterminated',
  '\u0000',
  '{"a":"\\ud800"}',
  `${'['.repeat(50_000)}`,
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];

const ONE_MEGABYTE_BODY = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'jordan@example.com' });

/** Values for a path parameter: traversal, encoded slashes and dots, control characters, length. */
const TRAVERSALS = [
  '..',
  '../..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fapi%2fuser',
  '%252e%252e%252f',
  '..%5c..%5cwindows',
  '%2F%2Fevil.example',
  '....%2F%2F',
  '%00',
  '%1b%5b31m%e2%80%ae',
  '%E0%A4%A',
  'x'.repeat(3000),
  encodeURIComponent(`${'a'.repeat(300)}@example.com`),
];

/** The route's path with `value` in every parameter (greedy ones take slashes, raw). */
function pathWith(route: RouteDefinition, value: string, greedyValue = value): string {
  return route.path.replace(/\{\w+\+\}/g, greedyValue).replace(/\{\w+\}/g, value);
}

const QUERY_KEYS = ['from', 'to', 'groupSize', 'type', 'q', 'limit', 'status', 'source', 'sort', 'eventType', 'route', '__proto__'];
const queryValue = fc.oneof(
  fc.constantFrom(
    ...hostileStrings.map((s) => s.slice(0, 1500)),
    '2027-03-10',
    '2027-03-01',
    '2027-13-45',
    '0000-00-00',
    '9999-12-31',
    '-1',
    '1e308',
    'NaN',
    '0',
    '201',
    'all',
    'private',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { minLength: 1, maxLength: 6 })
  // Encoded as a browser would (a lone surrogate cannot be), plus percent-encodings that decode to nothing or to NUL.
  .map((pairs) =>
    [
      ...pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'))}`),
      'from=%E0%A4%A',
      'q=%00%1b',
    ].join('&'),
  );

interface Probe {
  what: string;
  route: RouteDefinition;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A valid download of a guest's data is recorded (the staff's timeline shows it, decision 025), and
 * a GET probe carries no body, so most of that route's probes are valid downloads: they are sent
 * after the count. A query it does not take is still refused (400) and must not be a 5xx.
 */
const recordedWhenValid = (probe: Probe) => probe.method === 'GET' && probe.route.path === routes.downloadPortalData.path;

/** Every request the suite sends, the random ones from a fixed seed so a failure can be replayed. */
function probes(): Probe[] {
  const list: Probe[] = [];
  const seed = 20261125;
  routeList.forEach((route, index) => {
    const plain = pathWith(route, 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'about');
    const add = (what: string, probe: Omit<Probe, 'what' | 'route' | 'method' | 'path'> & { path?: string }) =>
      list.push({ what, route, method: route.method, path: probe.path ?? plain, ...probe });
    for (const body of MALFORMED_JSON) add(`malformed JSON ${JSON.stringify(body.slice(0, 20))}`, { body });
    add('a 1 MB body', { body: ONE_MEGABYTE_BODY });
    add('a JSON body sent as text/plain', { body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } });
    add('a body of another media type', { body: '<xml/>', headers: { 'content-type': 'application/xml' } });
    for (const [n, body] of fc.sample(hostileBody, { seed: seed + index, numRuns: 12 }).entries()) {
      add(`hostile body #${n}`, { body: JSON.stringify(body), headers: { 'idempotency-key': n % 2 ? '\tkey with spaces and \u00e9' : 'x'.repeat(500) } });
    }
    if (route.path.includes('{')) {
      for (const value of TRAVERSALS)
        add(`path parameter ${value.slice(0, 30)}`, { path: pathWith(route, value, `${value}/${value}`), body: JSON.stringify({}) });
      add('a traversal through a greedy parameter', { path: pathWith(route, '..%2F..', '../../../user'), body: '{}' });
    }
    for (const query of [
      'from=2027-03-10&to=2027-03-01',
      'to=2000-01-01',
      'from=0001-01-01&to=9999-12-31&groupSize=1&type=private',
      'limit=1e308&q=%00'.repeat(200),
    ])
      add(`query ${query.slice(0, 40)}`, { path: `${plain}?${query}` });
    for (const [n, query] of fc.sample(hostileQuery, { seed: seed * 2 + index, numRuns: route.method === 'GET' ? 12 : 3 }).entries())
      add(`hostile query #${n}`, { path: `${plain}?${query}` });
  });
  return list;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

beforeAll(async () => {
  stack = ownedStack();
  // With the second factor's step (decision 085): the owner sets their authenticator up.
  let login: Answer | undefined;
  await loginWithSecondFactor(async (body) => {
    login = await send('POST', '/api/auth/login', { body: JSON.stringify(body) });
    return { status: login.status, body: JSON.parse(login.body || 'null') as unknown };
  }, ADMIN);
  if (login?.status !== 200) throw new Error(`The fuzz admin could not sign in: ${login?.status} ${login?.body}`);
  adminCookie = (login.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
  // Guest routes (the portal, decision 022) are reached with a portal session in the same header.
  resetConfigCache();
  adminCookie = `${adminCookie}; ${await portalCookie('fuzz-guest@test.example')}`;
  // Signing in announces itself; its consumers write before the count is taken.
  await stack.bus.drain();
}, 120_000);

describe('every route, fuzzed', () => {
  it('answers every malformed, oversized, mistyped, control-character and traversal request below 500, and stores nothing', async () => {
    // The fuzzer's stack runs in this process. Its many valid data downloads announce GuestDataExported
    // at once, and the portal's timeline consumer may meet another's write on the same guest
    // (TransactionCanceled): it logs, and the bus delivers the event again, as EventBridge does.
    await expectErrorLogs(/"Event consumer failed; the platform will retry".*"TransactionCanceledException"/, {
      optional: true,
    });
    const sent = probes();
    const before = await storedItems();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const sendAll = (list: readonly Probe[]) =>
      inBatches(list, 6, async (probe) => {
        const answer = await send(probe.method, probe.path, {
          ...(probe.method === 'GET' ? {} : { body: probe.body ?? '' }),
          headers: probe.headers ?? {},
          signedIn: probe.route.auth !== 'public',
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status === 0)
          failures.push(`${probe.method} ${probe.path.slice(0, 120)} (${probe.route.path}, ${probe.what}): ${answer.status} ${answer.body.slice(0, 200)}`);
      });
    await sendAll(sent.filter((probe) => !recordedWhenValid(probe)));
    await stack.bus.drain();
    expect(failures).toEqual([]);
    expect(await storedItems()).toBe(before);
    // The data download's probes go after the count: a GET sends no body, so most are valid downloads, which are recorded.
    await sendAll(sent.filter(recordedWhenValid));
    expect(failures).toEqual([]);
    // The admin routes were reached signed in (a 401 would have tested only the auth rule).
    expect((await send('GET', '/api/user', { signedIn: true })).status).toBe(200);
    expect((await send('GET', '/api/portal/me', { signedIn: true })).status).toBe(200);
    expect(sent.length).toBeGreaterThan(routeList.length * 25);
    // Each kind of refusal was seen: validation, unknown paths, the size cap and the media type.
    expect([400, 404, 413, 415].every((status) => statuses.has(status))).toBe(true);
    // Thousands of requests through a stack of its own: 73 to 96 s alone, past 120 s beside
    // another integration file, on two loaded cores. The budget is for a loaded machine (decision 039).
  }, 300_000);
});
