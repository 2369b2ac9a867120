import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  FAILURE_SLOWDOWN_STEP_MS,
  lockoutRemaining,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '#functions/shared/auth/login-throttle.ts';
import { loadConfig } from '#functions/shared/config.ts';
import { loginFailuresRepository } from '#functions/shared/data/login-failures-repository.ts';

// The sign-in throttle against DynamoDB Local with a fixed clock: each test has its own account
// and address.
const config = loadConfig();
const start = Date.parse('2026-11-22T12:00:00Z');
const at = (seconds: number) => new Date(start + seconds * 1000);
let octet = 0;
const subject = () => ({ email: `throttle-${randomUUID()}@test.example`, sourceIp: `198.51.100.${(octet += 1)}` });

describe('sign-in throttle (DynamoDB Local)', () => {
  it('locks an account for the lockout once failures reach the limit within the window, then lets it try again', async () => {
    const { email } = subject();
    // A new address each time: only the account's count grows.
    const fail = (seconds: number) => recordFailedSignIn(config, { email, sourceIp: subject().sourceIp, now: at(seconds) });
    for (let failure = 0; failure < ACCOUNT_FAILURE_LIMIT.maxFailures; failure += 1) {
      expect(await lockoutRemaining(config, { email, sourceIp: undefined, now: at(failure * 60) })).toBeNull();
      await fail(failure * 60);
    }
    const lockedAt = (ACCOUNT_FAILURE_LIMIT.maxFailures - 1) * 60;
    expect(await lockoutRemaining(config, { email: email.toUpperCase(), sourceIp: '203.0.113.9', now: at(lockedAt) })).toBe(ACCOUNT_FAILURE_LIMIT.lockoutSeconds);
    expect(await lockoutRemaining(config, { email, sourceIp: undefined, now: at(lockedAt + ACCOUNT_FAILURE_LIMIT.lockoutSeconds - 1) })).toBe(1);
    expect(await lockoutRemaining(config, { email, sourceIp: undefined, now: at(lockedAt + ACCOUNT_FAILURE_LIMIT.lockoutSeconds) })).toBeNull();
    // After the lockout the window has lapsed: the next failure starts a new count.
    await fail(lockedAt + ACCOUNT_FAILURE_LIMIT.lockoutSeconds);
    expect(await lockoutRemaining(config, { email, sourceIp: undefined, now: at(lockedAt + ACCOUNT_FAILURE_LIMIT.lockoutSeconds) })).toBeNull();
  });

  it('forgets failures once their window has lapsed', async () => {
    const { email } = subject();
    const fail = (seconds: number) => recordFailedSignIn(config, { email, sourceIp: subject().sourceIp, now: at(seconds) });
    for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT.maxFailures; failure += 1) await fail(failure);
    await fail(ACCOUNT_FAILURE_LIMIT.windowSeconds + 1);
    expect(await lockoutRemaining(config, { email, sourceIp: undefined, now: at(ACCOUNT_FAILURE_LIMIT.windowSeconds + 1) })).toBeNull();
  });

  it('counts failures racing each other exactly, and starts one lockout', async () => {
    const repository = loginFailuresRepository(config);
    const key = `ACCOUNT#race-${randomUUID()}`;
    const policy = { now: start / 1000, ...ACCOUNT_FAILURE_LIMIT };
    const counted = await Promise.all(Array.from({ length: 12 }, () => repository.recordFailure(key, policy)));
    expect(counted.map((counter) => counter.failures).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(counted.filter((counter) => counter.lockedNow)).toHaveLength(1);
    expect(await repository.get(key)).toMatchObject({ failures: 12, lockedUntil: policy.now + ACCOUNT_FAILURE_LIMIT.lockoutSeconds });
  });

  it('locks an address trying many accounts, and a success clears the account\'s count but never the address\'s', async () => {
    const { sourceIp } = subject();
    const { email } = subject();
    for (let failure = 1; failure < ADDRESS_FAILURE_LIMIT.maxFailures; failure += 1) {
      await recordFailedSignIn(config, { email: failure === 1 ? email : subject().email, sourceIp, now: at(failure) });
    }
    await recordSuccessfulSignIn(config, { email, sourceIp, now: at(20) });
    await recordFailedSignIn(config, { email: subject().email, sourceIp, now: at(21) });
    expect(await lockoutRemaining(config, { email: subject().email, sourceIp, now: at(21) })).toBe(ADDRESS_FAILURE_LIMIT.lockoutSeconds);
    // An IPv6 client is its /64.
    const v6 = '2001:db8:7:7::1';
    for (let failure = 1; failure <= ADDRESS_FAILURE_LIMIT.maxFailures; failure += 1) await recordFailedSignIn(config, { email: subject().email, sourceIp: v6, now: at(failure) });
    expect(await lockoutRemaining(config, { email: subject().email, sourceIp: '2001:db8:7:7:abcd::2', now: at(30) })).toBeGreaterThan(0);
  });

  it('holds failed answers back a step more per recent failure, up to a second', async () => {
    const { email, sourceIp } = subject();
    const delays = [];
    for (let failure = 1; failure <= 7; failure += 1) delays.push((await recordFailedSignIn(config, { email, sourceIp, now: at(failure) })).slowdownMs);
    expect(delays).toEqual([0, 1, 2, 3, 4, 4, 4].map((steps) => steps * FAILURE_SLOWDOWN_STEP_MS));
  });
});
