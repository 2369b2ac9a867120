import '#infra/local/environment.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '#infra/local/stack.ts';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';

export const TEST_ADMIN = { email: 'admin@test.example', password: 'Test-admin-password-1' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string>; admin: typeof TEST_ADMIN };
  }
}

// The handlers read their settings from process.env, so one process hosts one stack: the
// integration and e2e projects share it when they run together.
const shared = globalThis as typeof globalThis & { __testStack?: { stack: Promise<LocalStack>; users: number; claims: string } };

/**
 * Starts a throw-away local cloud for the run (in-memory DynamoDB Local, cognito-local in a
 * temporary directory, the bus and the gateway on free ports): runs never share data.
 */
export default async function setup(project: TestProject) {
  if (!shared.__testStack) {
    shared.__testStack = {
      users: 0,
      // Where the run's test files claim cruise dates (tests/support/cruise-dates.ts).
      claims: mkdtempSync(join(tmpdir(), 'cruise-dates-')),
      stack: startLocalStack({ port: 0, dataDir: null, admin: TEST_ADMIN, retryDelaysMs: [50, 200], trustTestHeaders: true }),
    };
  }
  // Only the browser suites need the built site (the gateway reads it per request); the API suites do not.
  if (project.name === 'e2e') await ensureSiteBuilt();
  const entry = shared.__testStack;
  entry.users += 1;
  const stack = await entry.stack;
  project.provide('stack', { url: stack.url, env: { ...stack.env, TEST_CRUISE_DATE_CLAIMS: entry.claims }, admin: TEST_ADMIN });
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared.__testStack;
      rmSync(entry.claims, { recursive: true, force: true });
      await stack.stop();
    }
  };
}
