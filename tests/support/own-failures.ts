import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { checkErrorLogs, describeErrorLogOutcome, errorLogMark, type ErrorLogMark, type ErrorLogOutcome } from './error-logs.ts';
import { describeRefusedConnections, installNetworkGuard, takeRefusedConnections } from './network-guard.ts';

// The first setup file of every project (decision 039): a test fails for what it caused, never
// for the network or the machine's speed. No connection leaves loopback (network-guard.ts), and an
// ERROR log line no test expected fails the test it was written in (error-logs.ts). In the
// integration and e2e projects function-env.ts, loaded after this, checks the bus's dead letters;
// after-hooks run in reverse order (Vitest's `sequence.hooks: 'stack'`), so its wait for the
// test's event deliveries has ended before the ERROR lines are read here.

installNetworkGuard();

/**
 * The failure message for an outcome. ERROR lines the shared test stack logged are printed, not
 * failed: the stack serves two integration files at once and a webhook or consumer may finish
 * after its test, so a line in a test's window can be another test's, and failing the wrong test
 * says nothing true. Lines in the test's own process, and declared lines that never came, fail it.
 */
function failureOf(outcome: ErrorLogOutcome, where: string): string | null {
  const stack = describeErrorLogOutcome({ unexpected: { local: [], stack: outcome.unexpected.stack }, unmet: [] }, where);
  if (stack) console.warn(stack);
  return describeErrorLogOutcome({ unexpected: { local: outcome.unexpected.local, stack: [] }, unmet: outcome.unmet }, where);
}

let fileStart: ErrorLogMark = { local: 0, stack: null };
let testStart: ErrorLogMark = fileStart;
const testWindows: Array<[ErrorLogMark, ErrorLogMark]> = [];

beforeAll(async () => {
  fileStart = await errorLogMark();
  // Connections refused before this file's tests (another file's stragglers) are not its own.
  takeRefusedConnections();
});

beforeEach(async () => {
  testStart = await errorLogMark();
});

afterEach(async () => {
  const refused = takeRefusedConnections();
  const to = await errorLogMark();
  testWindows.push([testStart, to]);
  const problems: string[] = [];
  if (refused.length > 0)
    problems.push(`This test tried to reach the network (decision 039: use a local stand-in or an injected fetch):\n${describeRefusedConnections(refused)}`);
  const logs = failureOf(await checkErrorLogs(testStart, { to, settle: true }), 'while this test ran');
  if (logs) problems.push(logs);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

afterAll(async () => {
  const refused = takeRefusedConnections();
  const outcome = await checkErrorLogs(fileStart, { settle: false });
  const outside = (line: { seq: number }, side: 'local' | 'stack') =>
    !testWindows.some(([from, to]) => line.seq > (from[side] ?? 0) && line.seq <= (to[side] ?? 0));
  outcome.unexpected.local = outcome.unexpected.local.filter((line) => outside(line, 'local'));
  outcome.unexpected.stack = outcome.unexpected.stack.filter((line) => outside(line, 'stack'));
  const problems: string[] = [];
  if (refused.length > 0) problems.push(`This file's hooks tried to reach the network (decision 039):\n${describeRefusedConnections(refused)}`);
  const logs = failureOf(outcome, "by this file's beforeAll/afterAll hooks or between its tests");
  if (logs) problems.push(logs);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
