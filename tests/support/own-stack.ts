import { afterAll, beforeAll } from 'vitest';
import { resetConfigCache } from '#functions/platform/config.ts';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '#infra/local/stack.ts';
import { totpSecretFor } from './totp.ts';

/**
 * A throw-away local stack of the file's own (fuzz-routes, payment-reconciliation), for a suite
 * whose writes must not meet the run's shared stack: started before the file's tests, in this
 * process (its handlers read process.env, so it sets its own), then stopped, with process.env
 * and the functions' cached config put back as they were for the worker's next file. Call it at
 * the top of the file; the answer gives the stack once the hooks have run.
 */
export function ownStack(options: Omit<LocalStackOptions, 'port' | 'dataDir'> = {}): () => LocalStack {
  let stack: LocalStack | undefined;
  const environment = { ...process.env };
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, dataDir: null, retryDelaysMs: [50, 200], totpSecretFor, ...options });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
    Object.assign(process.env, environment);
    resetConfigCache();
  });
  return () => {
    if (!stack) throw new Error('The file has no stack of its own until its beforeAll hooks have run');
    return stack;
  };
}
