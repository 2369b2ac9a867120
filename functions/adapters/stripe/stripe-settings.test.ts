import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { STRIPE_SETTINGS_MAX_AGE_SECONDS, stripeSettings } from './stripe-settings.ts';
import { MINIMAL_CONFIG_ENV } from '#tests/support/minimal-config-env.ts';

const baseEnv = MINIMAL_CONFIG_ENV;

/** SSM as GetParameters answers, from `stored` as it is at each call (a rotation changes it). */
function ssmHolding(stored: Record<string, string>) {
  return vi.spyOn(SSMClient.prototype, 'send').mockImplementation(async (command: unknown) => {
    if (!(command instanceof GetParametersCommand)) throw new Error('Only GetParameters is expected');
    const names = command.input.Names ?? [];
    expect(command.input.WithDecryption).toBe(true);
    return {
      Parameters: names.filter((name) => name in stored).map((name) => ({ Name: name, Value: stored[name], Type: 'SecureString' })),
      InvalidParameters: names.filter((name) => !(name in stored)),
    };
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Stripe keys in AWS', () => {
  it('are read from the parameters once, kept for the max age, and a rotated key is used once that has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-28T18:00:00.000Z');
    vi.setSystemTime(start);
    const path = `/party-cruises/rotation-${Date.now()}/stripe/`;
    const stored = { [`${path}secret-key`]: 'rk_live_firstKey12345', [`${path}webhook-secret`]: 'whsec_firstSecret1234567' };
    const send = ssmHolding(stored);
    const config = loadConfig({ ...baseEnv, STRIPE_PARAMETER_PATH: path });

    expect(await stripeSettings(config)).toEqual({ secretKey: 'rk_live_firstKey12345', webhookSecret: 'whsec_firstSecret1234567' });
    stored[`${path}secret-key`] = 'rk_live_rotatedKey6789';
    vi.setSystemTime(start.getTime() + (STRIPE_SETTINGS_MAX_AGE_SECONDS - 1) * 1000);
    expect((await stripeSettings(config)).secretKey).toBe('rk_live_firstKey12345');
    expect(send).toHaveBeenCalledTimes(1);

    vi.setSystemTime(start.getTime() + (STRIPE_SETTINGS_MAX_AGE_SECONDS + 1) * 1000);
    expect((await stripeSettings(config)).secretKey).toBe('rk_live_rotatedKey6789');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('say which parameter is missing, and the next request reads again', async () => {
    const path = `/party-cruises/missing-${Date.now()}/stripe/`;
    const stored: Record<string, string> = { [`${path}secret-key`]: 'rk_live_firstKey12345' };
    const send = ssmHolding(stored);
    const config = loadConfig({ ...baseEnv, STRIPE_PARAMETER_PATH: path });

    await expect(stripeSettings(config)).rejects.toThrow(`${path}webhook-secret`);
    stored[`${path}webhook-secret`] = 'whsec_firstSecret1234567';
    expect((await stripeSettings(config)).webhookSecret).toBe('whsec_firstSecret1234567');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('refuse a value that is not a Stripe key, naming where it came from', async () => {
    const path = `/party-cruises/wrong-${Date.now()}/stripe/`;
    ssmHolding({ [`${path}secret-key`]: 'pk_live_publishableKey1', [`${path}webhook-secret`]: 'whsec_firstSecret1234567' });
    await expect(stripeSettings(loadConfig({ ...baseEnv, STRIPE_PARAMETER_PATH: path }))).rejects.toThrow(`the parameters under ${path}`);
  });
});
