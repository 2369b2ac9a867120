import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// One runner for every suite; `npm test` (tests/run.ts) typechecks, builds the site, then runs all.
// Handlers log JSON per request; tests keep only warnings unless LOG_LEVEL asks for more.
const env = {
  POWERTOOLS_LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'WARN',
  // Business metrics are kept and cleared per invocation but never printed as EMF lines (decision 081).
  POWERTOOLS_METRICS_DISABLED: 'true',
};
// The test stack's handlers run in this process (local-stack-setup.ts), whose logger reads its level
// when first imported: set here, before the global setup imports them, so they keep to warnings too.
process.env['POWERTOOLS_LOG_LEVEL'] ??= env.POWERTOOLS_LOG_LEVEL;
process.env['POWERTOOLS_METRICS_DISABLED'] ??= env.POWERTOOLS_METRICS_DISABLED;

// Every project's first setup file (decision 039): no test reaches the network, and an ERROR log
// line a test did not declare fails it. Its after-hooks run last (`sequence.hooks: 'stack'`).
const ownFailures = 'tests/support/own-failures.ts';
// The suites on the test stack: the stack's environment for the functions' code the tests call,
// then the check that fails a test whose events a consumer dead-lettered (decision 034). Each is a
// setup file of its own, not imported by another: a setup file runs again for every test file,
// while a module it imports is evaluated once per worker when the files share their modules, and
// hooks it registered would then guard the worker's first file only.
const stackSetupFiles = [ownFailures, 'tests/support/function-env.ts', 'tests/support/consumer-failures.ts'];

// Two workers for the e2e files, whose pages, browser and stack keep both cores busy; the other
// suites then run together with three, as the integration files wait on the stack (with two, a
// fifth to a quarter of the machine sat idle through them). Vitest runs one group after the
// other, each with its own worker count (decision 099).
const afterBrowserSuites = { maxWorkers: 3, sequence: { groupOrder: 1 } };

export default defineConfig({
  root,
  test: {
    maxWorkers: 2,
    env,
    sequence: { hooks: 'stack' },
    projects: [
      {
        test: {
          name: 'unit',
          root,
          env,
          ...afterBrowserSuites,
          // The files share one module graph per worker: React, the AWS SDK and zod are imported
          // once per worker, not once per file (import was 260 of the project's 390 s; decision
          // 042). Spies are restored before every test, so no file inherits another's.
          isolate: false,
          restoreMocks: true,
          include: [
            'contracts/**/*.test.ts',
            'domain/**/*.test.ts',
            'events/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'frontend/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: [ownFailures],
        },
      },
      {
        test: {
          name: 'integration',
          root,
          env,
          ...afterBrowserSuites,
          include: ['tests/integration/**/*.test.ts'],
          // The files share one module graph per worker, as the unit files do (decision 062): the
          // functions' code, the SDK and zod are imported once per worker, not once per file.
          isolate: false,
          globalSetup: ['tests/support/local-stack-setup.ts'],
          setupFiles: stackSetupFiles,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          root,
          env,
          ...afterBrowserSuites,
          include: ['tests/infra/**/*.test.ts'],
          // The files share one module graph per worker, so each stage is synthesized once per
          // worker (tests/infra/synth.ts) rather than once per file. The tests only read templates.
          isolate: false,
          setupFiles: [ownFailures],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          env,
          include: ['tests/e2e/**/*.test.ts'],
          // The files share one module graph per worker too (decision 074): Playwright, the domain
          // and the functions' code are imported once per worker, not for each of 42 files. A test
          // that builds the site does it in a process of its own (tests/support/site-build.ts).
          isolate: false,
          globalSetup: ['tests/support/local-stack-setup.ts'],
          setupFiles: stackSetupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page answers a tap once its scripts have loaded and React has taken it over: about
          // a second on this machine idle, more on a busy one. expect.poll waits for what the page
          // shows as eventually() does, up to 10 s (decision 096); how fast is bench:web's figure.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
