import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '#infra/local/stack.ts';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { BROWSER_ENDPOINT_VARIABLE, launchChromiumServer } from './browser.ts';
import { startErrorLogServer } from './error-log-server.ts';
import { installNetworkGuard } from './network-guard.ts';
import { totpSecretFor } from './totp.ts';

export const TEST_ADMIN = { email: 'admin@test.example', password: 'Test-admin-password-1' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** `logs`: the stack's ERROR lines, for the tests (error-log-server.ts, decision 039). */
    stack: { url: string; env: Record<string, string>; admin: typeof TEST_ADMIN; logs: string };
  }
}

// The handlers read their settings from process.env, so one process hosts one stack: the
// integration and e2e projects share it when they run together.
const shared = globalThis as typeof globalThis & {
  __testStack?: { stack: Promise<LocalStack>; users: number; claims: string; logs: ReturnType<typeof startErrorLogServer> };
};

/**
 * Starts a throw-away local cloud for the run (in-memory DynamoDB Local, cognito-local in a
 * temporary directory, the bus and the gateway on free ports): runs never share data.
 */
export default async function setup(project: TestProject) {
  if (!shared.__testStack) {
    // The handlers run in this process: no connection of theirs leaves loopback either, and a
    // refused one is an ERROR line, which fails the test it happened in (decision 039).
    installNetworkGuard((refused) =>
      process.stderr.write(
        `${JSON.stringify({ level: 'ERROR', message: 'The test stack tried to reach the network (decision 039)', host: refused.host, port: refused.port, stack: refused.stack })}\n`,
      ),
    );
    shared.__testStack = {
      // Started before the stack, so its start-up's ERROR lines are kept too.
      logs: startErrorLogServer(),
      users: 0,
      // Where the run's test files claim cruise dates (tests/support/cruise-dates.ts).
      claims: mkdtempSync(join(tmpdir(), 'cruise-dates-')),
      // The authenticators staff set up get secrets the tests know (totp.ts, decision 085).
      stack: startLocalStack({ port: 0, dataDir: null, admin: TEST_ADMIN, retryDelaysMs: [50, 200], trustTestHeaders: true, totpSecretFor }),
    };
  }
  // Only the browser suites need the built site (the gateway reads it per request) and a browser,
  // one for the run: each file connects to it rather than starting its own.
  if (project.name === 'e2e') await ensureSiteBuilt();
  const browser = project.name === 'e2e' ? await launchChromiumServer() : null;
  const entry = shared.__testStack;
  entry.users += 1;
  const [stack, logs] = await Promise.all([entry.stack, entry.logs]);
  const env = { ...stack.env, TEST_CRUISE_DATE_CLAIMS: entry.claims, ...(browser ? { [BROWSER_ENDPOINT_VARIABLE]: browser.wsEndpoint() } : {}) };
  project.provide('stack', { url: stack.url, env, admin: TEST_ADMIN, logs: logs.url });
  return async () => {
    await browser?.close();
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared.__testStack;
      rmSync(entry.claims, { recursive: true, force: true });
      await stack.stop();
      await logs.stop();
    }
  };
}
