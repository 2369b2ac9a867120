import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADDRESS_LIMIT, ACCOUNT_SLOWDOWN, ADDRESS_LIMIT } from '#functions/app/people/login-throttle.ts';
import { resetConfigCache } from '#functions/platform/config.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { siteDir } from '#infra/local/site-build.ts';
import { createUser } from '#tests/support/cognito.ts';
import { startCountingProxy } from '#tests/support/counting-proxy.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress, type ApiResponse } from './api-client.ts';

// Sign-in attempts sent all at once. This file runs its own local gateway in the test worker,
// with the stack's environment except that Cognito is reached through a proxy that records every
// InitiateAuth and can hold them: the tests count the guesses that reached cognito-local, and
// send the right password while the guesses are still waiting for Cognito's answer, which is
// when a check-then-count throttle lets it through.

const PASSWORD = 'Customer-password-123';
const cognitoEndpoint = process.env['COGNITO_ENDPOINT']!;
const cognito = await startCountingProxy(cognitoEndpoint, 'InitiateAuth');
const gatewayServer = createGateway({ siteDir });
let gateway = '';

beforeAll(async () => {
  process.env['COGNITO_ENDPOINT'] = cognito.endpoint;
  resetConfigCache();
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  gateway = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
});
afterEach(() => cognito.release());
afterAll(async () => {
  process.env['COGNITO_ENDPOINT'] = cognitoEndpoint;
  resetConfigCache();
  await new Promise<void>((resolve) => gatewayServer.close(() => resolve()));
  gatewayServer.closeAllConnections();
  await cognito.close();
});

const signIn = (from: string, email: string, password: string) => api('POST', '/api/auth/login', { from, gateway, body: { email, password } });

async function newCustomer(): Promise<string> {
  const email = `race-${randomUUID().slice(0, 8)}@test.example`;
  await createUser(email, PASSWORD);
  return email;
}

/**
 * Sends the requests together with Cognito holding its answers, and waits until each one has
 * either been answered or is waiting at Cognito. Returns the requests' answers (to await once
 * Cognito is released) and the ones already answered.
 */
async function burst(requests: Array<() => Promise<ApiResponse>>) {
  cognito.reset();
  cognito.hold();
  const answered: ApiResponse[] = [];
  const answers = requests.map((send) =>
    send().then((response) => {
      answered.push(response);
      return response;
    }),
  );
  // Forty sign-ins each reserve an attempt on one account item: on two busy cores that takes a while.
  await eventually(async () => answered.length + cognito.held === requests.length, 50_000);
  return { answers, answered };
}

/** The answer to `request`, or 'reached Cognito' if it got there first (it would wait there: Cognito is held). */
async function answerUnlessItReachesCognito(request: Promise<ApiResponse>): Promise<ApiResponse | 'reached Cognito'> {
  const reached = cognito.calls.length + 1;
  return Promise.race([request, cognito.received(reached).then(() => 'reached Cognito' as const)]);
}

const statuses = (responses: ApiResponse[]) => responses.map((response) => `${response.status} ${response.body?.error?.code ?? ''}`.trim()).sort();

describe('sign-in attempts sent at once', { timeout: 90_000 }, () => {
  it(`lets at most ${ACCOUNT_SLOWDOWN.maxAttempts + 1} of 40 simultaneous wrong guesses from 40 addresses reach Cognito, and refuses the right password sent while they wait`, async () => {
    const email = await newCustomer();
    const { answers } = await burst(Array.from({ length: 40 }, (_, index) => () => signIn(newClientAddress(), email, `Wrong-password-${index}`)));
    // The account's allowance for addresses it has never been signed in from, and its one slot.
    const reachedCognito = cognito.calls.length;
    expect(reachedCognito).toBeGreaterThan(0);
    expect(reachedCognito).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.maxAttempts + 1);
    expect(cognito.calls.every((call) => (call.body['AuthParameters'] as Record<string, string>)['USERNAME'] === email)).toBe(true);

    // The guesses waiting at Cognito hold their places: the right password is refused unasked.
    const right = await answerUnlessItReachesCognito(signIn(newClientAddress(), email, PASSWORD));
    expect(right).not.toBe('reached Cognito');
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } });

    cognito.release();
    const all = await Promise.all(answers);
    expect(statuses(all)).toEqual(
      [...Array(reachedCognito).fill('401 INVALID_CREDENTIALS'), ...Array(40 - reachedCognito).fill('429 TOO_MANY_ATTEMPTS')].sort(),
    );
    expect(cognito.calls).toHaveLength(reachedCognito);
  });

  it(`lets at most ${ACCOUNT_ADDRESS_LIMIT.maxAttempts} guesses sent at once from the owner's own address reach Cognito, and then refuses the right password from it`, async () => {
    const email = await newCustomer();
    // Someone sharing the owner's address (an office, a hotel): the address is known to the
    // account, so only the limit for the account from this address stands in the way.
    const shared = newClientAddress();
    expect((await signIn(shared, email, PASSWORD)).status).toBe(200);
    // 18 guesses, the sign-in above and the right password below: the route's own 20 per address.
    const { answers } = await burst(Array.from({ length: 18 }, (_, index) => () => signIn(shared, email, `Wrong-password-${index}`)));
    const reachedCognito = cognito.calls.length;
    expect(reachedCognito).toBeGreaterThan(0);
    expect(reachedCognito).toBeLessThanOrEqual(ACCOUNT_ADDRESS_LIMIT.maxAttempts);

    const right = await answerUnlessItReachesCognito(signIn(shared, email, PASSWORD));
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } });
    expect(Number((right as ApiResponse).headers['retry-after'])).toBeGreaterThan(0);

    cognito.release();
    expect(statuses(await Promise.all(answers))).toEqual(
      [...Array(reachedCognito).fill('401 INVALID_CREDENTIALS'), ...Array(18 - reachedCognito).fill('429 TOO_MANY_ATTEMPTS')].sort(),
    );
    expect(cognito.calls).toHaveLength(reachedCognito);
  });

  it(`lets at most ${ADDRESS_LIMIT.maxAttempts} guesses on 19 accounts sent at once from one address reach Cognito`, async () => {
    const from = newClientAddress();
    const { answers } = await burst(Array.from({ length: 19 }, () => () => signIn(from, `spray-${randomUUID()}@test.example`, PASSWORD)));
    const reachedCognito = cognito.calls.length;
    expect(reachedCognito).toBeGreaterThan(0);
    expect(reachedCognito).toBeLessThanOrEqual(ADDRESS_LIMIT.maxAttempts);

    // A real account's right password from that address waits too.
    const email = await newCustomer();
    const right = await answerUnlessItReachesCognito(signIn(from, email, PASSWORD));
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } });

    cognito.release();
    expect(statuses(await Promise.all(answers))).toEqual(
      [...Array(reachedCognito).fill('401 INVALID_CREDENTIALS'), ...Array(19 - reachedCognito).fill('429 TOO_MANY_ATTEMPTS')].sort(),
    );
  });
});
