import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ADDRESS_LIMIT,
  ACCOUNT_SLOWDOWN,
  ADDRESS_LIMIT,
  ATTACK_ALERT,
  FAILURE_SLOWDOWN_STEP_MS,
  KNOWN_ADDRESS_SECONDS,
  releaseSignIn,
  reserveSignIn,
  settleFailedSignIn,
  settleSuccessfulSignIn,
  type SignInAttempt,
  type SignInReservation,
} from '#functions/app/people/login-throttle.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { loginFailuresRepository } from '#functions/adapters/dynamodb/login-failures-repository.ts';
import { signInAlertsRepository } from '#functions/adapters/dynamodb/sign-in-alerts-repository.ts';

// The sign-in throttle against DynamoDB Local with a fixed clock: each test has its own accounts
// and addresses.
const config = loadConfig();
// Far from today, so these runs never show on the dashboard other suites read.
const start = Date.parse('2030-06-01T12:00:00Z');
const at = (seconds: number) => new Date(start + seconds * 1000);
let host = 0;
const newAddress = () => `198.51.${Math.floor((host += 1) / 250) % 250}.${(host % 250) + 1}`;
const newEmail = () => `throttle-${randomUUID()}@test.example`;

function reservedOf(result: SignInReservation) {
  if (!result.reserved) throw new Error(`Refused by ${result.rule} for ${result.retryAfterSeconds} s`);
  return result.reservation;
}

/** One attempt with a wrong password: reserved, then settled as a failure. Returns the refusal, if any. */
async function fail(attempt: SignInAttempt): Promise<SignInReservation> {
  const result = await reserveSignIn(config, attempt);
  if (result.reserved) await settleFailedSignIn(config, result.reservation);
  return result;
}

async function succeed(attempt: SignInAttempt): Promise<void> {
  await settleSuccessfulSignIn(config, reservedOf(await reserveSignIn(config, attempt)));
}

describe('sign-in throttle (DynamoDB Local)', () => {
  it('locks an address out of an account for the rest of the window once it has had its attempts, and only that address', async () => {
    const email = newEmail();
    const guesser = newAddress();
    const owner = newAddress();
    await succeed({ email, sourceIp: owner, now: at(0) });
    for (let attempt = 0; attempt < ACCOUNT_ADDRESS_LIMIT.maxAttempts; attempt += 1)
      expect((await fail({ email, sourceIp: guesser, now: at(attempt) })).reserved).toBe(true);
    const lastAttempt = ACCOUNT_ADDRESS_LIMIT.maxAttempts - 1;
    expect(await reserveSignIn(config, { email: email.toUpperCase(), sourceIp: guesser, now: at(lastAttempt) })).toEqual({
      reserved: false,
      rule: 'account-address',
      retryAfterSeconds: ACCOUNT_ADDRESS_LIMIT.windowSeconds - lastAttempt,
    });
    expect(await reserveSignIn(config, { email, sourceIp: guesser, now: at(ACCOUNT_ADDRESS_LIMIT.windowSeconds - 1) })).toMatchObject({
      reserved: false,
      retryAfterSeconds: 1,
    });
    // The owner's address is not locked out.
    expect((await reserveSignIn(config, { email, sourceIp: owner, now: at(lastAttempt) })).reserved).toBe(true);
    // Once the window has lapsed the address starts again.
    expect((await fail({ email, sourceIp: guesser, now: at(ACCOUNT_ADDRESS_LIMIT.windowSeconds) })).reserved).toBe(true);
  });

  it('counts attempts still waiting for Cognito: of attempts reserved together, exactly the limit get through', async () => {
    const repository = loginFailuresRepository(config);
    const subject = `PAIR#race-${randomUUID()}`;
    const policy = { now: start / 1000, ...ACCOUNT_ADDRESS_LIMIT };
    const results = await Promise.all(Array.from({ length: 12 }, () => repository.reserve(subject, policy)));
    expect(results.filter((result) => result.reserved)).toHaveLength(ACCOUNT_ADDRESS_LIMIT.maxAttempts);
    expect(new Set(results.flatMap((result) => (result.reserved ? [result.windowId] : []))).size).toBe(1);
    expect(await repository.get(subject)).toMatchObject({ attempts: ACCOUNT_ADDRESS_LIMIT.maxAttempts, failures: 0 });
  });

  it(`slows an account down for addresses it does not know: ${ACCOUNT_SLOWDOWN.maxAttempts} attempts an hour, then one every ${ACCOUNT_SLOWDOWN.slotSeconds / 60} minutes; its known addresses are never slowed`, async () => {
    const email = newEmail();
    const owner = newAddress();
    await succeed({ email, sourceIp: owner, now: at(0) });
    // A guesser with a new address for every guess.
    for (let attempt = 1; attempt <= ACCOUNT_SLOWDOWN.maxAttempts; attempt += 1)
      expect((await fail({ email, sourceIp: newAddress(), now: at(attempt) })).reserved).toBe(true);
    expect((await fail({ email, sourceIp: newAddress(), now: at(10) })).reserved).toBe(true);
    expect(await reserveSignIn(config, { email, sourceIp: newAddress(), now: at(11) })).toEqual({
      reserved: false,
      rule: 'account',
      retryAfterSeconds: ACCOUNT_SLOWDOWN.slotSeconds - 1,
    });
    // The owner's address is not slowed down, and signing in from it changes nothing for others.
    await succeed({ email, sourceIp: owner, now: at(12) });
    expect((await reserveSignIn(config, { email, sourceIp: newAddress(), now: at(13) })).reserved).toBe(false);
    // The next slot.
    expect((await fail({ email, sourceIp: newAddress(), now: at(10 + ACCOUNT_SLOWDOWN.slotSeconds) })).reserved).toBe(true);
    expect((await reserveSignIn(config, { email, sourceIp: newAddress(), now: at(11 + ACCOUNT_SLOWDOWN.slotSeconds) })).reserved).toBe(false);
    // A new window starts with the full allowance again.
    expect((await fail({ email, sourceIp: newAddress(), now: at(1 + ACCOUNT_SLOWDOWN.windowSeconds) })).reserved).toBe(true);
  });

  it(`remembers an address that signed in to an account for ${KNOWN_ADDRESS_SECONDS / 86_400} days`, async () => {
    const email = newEmail();
    const owner = newAddress();
    await succeed({ email, sourceIp: owner, now: at(0) });
    for (let attempt = 1; attempt <= ACCOUNT_SLOWDOWN.maxAttempts + 1; attempt += 1)
      await fail({ email, sourceIp: newAddress(), now: at(KNOWN_ADDRESS_SECONDS - 100 + attempt) });
    expect(reservedOf(await reserveSignIn(config, { email, sourceIp: owner, now: at(KNOWN_ADDRESS_SECONDS - 1) })).knownAddress).toBe(true);
    expect(await reserveSignIn(config, { email, sourceIp: owner, now: at(KNOWN_ADDRESS_SECONDS) })).toMatchObject({ reserved: false, rule: 'account' });
  });

  it("gives back the attempts of a success or a challenge, but a success clears only its own address's failures on the account", async () => {
    const email = newEmail();
    const from = newAddress();
    const repository = loginFailuresRepository(config);
    for (let attempt = 1; attempt < ACCOUNT_ADDRESS_LIMIT.maxAttempts; attempt += 1) await fail({ email, sourceIp: from, now: at(attempt) });
    // A challenge (the right password, no session) is no failure.
    await releaseSignIn(config, reservedOf(await reserveSignIn(config, { email, sourceIp: from, now: at(10) })));
    await succeed({ email, sourceIp: from, now: at(11) });
    // The address is known now and its failures on the account are gone: a full allowance.
    for (let attempt = 0; attempt < ACCOUNT_ADDRESS_LIMIT.maxAttempts; attempt += 1)
      expect((await fail({ email, sourceIp: from, now: at(20 + attempt) })).reserved).toBe(true);
    expect((await reserveSignIn(config, { email, sourceIp: from, now: at(30) })).reserved).toBe(false);
    // The address's own count kept its failures: 4 before the success, 5 after, the success given back.
    const address = await repository.get(`ADDRESS#${createHash('sha256').update(from).digest('hex')}`);
    expect(address).toMatchObject({ attempts: 9, failures: 9 });
  });

  it('settles nothing into a window that replaced the one an attempt was reserved in', async () => {
    const repository = loginFailuresRepository(config);
    const subject = `PAIR#late-${randomUUID()}`;
    const first = await repository.reserve(subject, { now: start / 1000, ...ACCOUNT_ADDRESS_LIMIT });
    if (!first.reserved) throw new Error('not reserved');
    await repository.clear(subject);
    const second = await repository.reserve(subject, { now: start / 1000 + 1, ...ACCOUNT_ADDRESS_LIMIT });
    expect(second.reserved).toBe(true);
    expect(await repository.recordFailure(subject, first.windowId)).toBeNull();
    await repository.release(subject, first.windowId);
    expect(await repository.get(subject)).toMatchObject({ attempts: 1, failures: 0 });
  });

  it('locks an address out after failures on many accounts; an IPv6 client is its /64', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < ADDRESS_LIMIT.maxAttempts; attempt += 1)
      expect((await fail({ email: newEmail(), sourceIp: from, now: at(attempt) })).reserved).toBe(true);
    expect(await reserveSignIn(config, { email: newEmail(), sourceIp: from, now: at(20) })).toEqual({
      reserved: false,
      rule: 'address',
      retryAfterSeconds: ADDRESS_LIMIT.windowSeconds - 20,
    });
    const v6 = `2001:db8:${((host += 1)).toString(16)}:7::1`;
    for (let attempt = 0; attempt < ADDRESS_LIMIT.maxAttempts; attempt += 1) await fail({ email: newEmail(), sourceIp: v6, now: at(attempt) });
    expect(await reserveSignIn(config, { email: newEmail(), sourceIp: v6.replace('::1', ':abcd::2'), now: at(30) })).toMatchObject({
      reserved: false,
      rule: 'address',
    });
  });

  it('holds failed answers back a step more per recent failure from the address, up to a second', async () => {
    const email = newEmail();
    const from = newAddress();
    await succeed({ email, sourceIp: from, now: at(0) });
    const delays = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      delays.push(
        (
          await settleFailedSignIn(
            config,
            reservedOf(await reserveSignIn(config, { email: attempt < 5 ? email : newEmail(), sourceIp: from, now: at(attempt) })),
          )
        ).slowdownMs,
      );
    }
    expect(delays).toEqual([0, 1, 2, 3, 4].map((steps) => steps * FAILURE_SLOWDOWN_STEP_MS));
    for (let attempt = 6; attempt <= 8; attempt += 1)
      delays.push(
        (await settleFailedSignIn(config, reservedOf(await reserveSignIn(config, { email: newEmail(), sourceIp: from, now: at(attempt) })))).slowdownMs,
      );
    expect(delays.slice(5)).toEqual([4, 4, 4].map((steps) => steps * FAILURE_SLOWDOWN_STEP_MS));
  });

  it(`lists an account for staff once it has had ${ATTACK_ALERT.minAttempts} refused attempts from ${ATTACK_ALERT.minAddresses} addresses, until a day passes without one`, async () => {
    const email = newEmail();
    const addresses = [newAddress(), newAddress()];
    const listed = async (now: Date) =>
      (await signInAlertsRepository(config).listActiveBetween(new Date(now.getTime() - 1000), now, 50)).find((alert) => alert.email === email);
    // Ten attempts from two addresses: a forgetful owner on two devices, or a small guesser; not listed.
    for (let attempt = 0; attempt < ATTACK_ALERT.minAttempts; attempt += 1)
      await fail({ email: email.toUpperCase(), sourceIp: addresses[attempt % 2]!, now: at(attempt * 60) });
    expect(await listed(at(600))).toBeUndefined();
    // A third address: listed, with every attempt of the run.
    await fail({ email, sourceIp: newAddress(), now: at(700) });
    const alert = await listed(at(700));
    expect(alert).toEqual({
      email,
      since: at(0).toISOString(),
      lastAttemptAt: at(700).toISOString(),
      failures: expect.any(Number),
      refused: expect.any(Number),
      addresses: 3,
    });
    expect(alert!.failures + alert!.refused).toBe(ATTACK_ALERT.minAttempts + 1);
    expect(alert!.failures).toBe(ACCOUNT_SLOWDOWN.maxAttempts + 1);
    // A day without an attempt ends the run: the next attempt starts a new one, not listed yet.
    const later = 700 + ATTACK_ALERT.quietSeconds + 1;
    await fail({ email, sourceIp: newAddress(), now: at(later) });
    expect(await listed(at(later))).toBeUndefined();
  });
});
