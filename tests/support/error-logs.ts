import { expect, inject } from 'vitest';
import { ERROR_LOG_CHECK_PATH, ERROR_LOG_EXPECT_PATH, ERROR_LOG_MARK_PATH, type ErrorLogCheck } from './error-log-server.ts';
import { captureErrorLogs, describeErrorLogs, type ErrorLogLine } from './log-capture.ts';

// An ERROR log line written while a test runs fails the test unless the test said it expects it
// (decision 039). Lines come from two places: the handlers a test calls in its own worker, and,
// in the integration and e2e projects, the test stack's process (error-log-server.ts), where the
// gateway and the bus run the handlers. The hooks are in own-failures.ts, a setup file of every
// project.

interface Expectation {
  pattern: RegExp;
  optional: boolean;
  localId: number;
  remoteId: number | null;
}

const capture = captureErrorLogs();
let expectations: Expectation[] = [];

/** The stack's error log server, in the projects that have a stack. */
function stackLogs(): string | null {
  const stack = (inject as (key: string) => { logs?: string } | undefined)('stack');
  return stack?.logs ?? null;
}

async function post<T>(path: string, input: unknown): Promise<T> {
  const base = stackLogs();
  if (!base) throw new Error('No test stack: its error log server is not provided');
  const response = await fetch(new URL(path, base), { method: 'POST', body: JSON.stringify(input) });
  if (!response.ok) throw new Error(`The stack's error log server answered ${path} with ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Says that this test makes something log an ERROR line on purpose (a Stripe refund that fails, a
 * consumer made to fail): lines matching `pattern`, written from now until the test ends, in this
 * worker or the test stack, do not fail it. Make the pattern name what only this failure says
 * (its message, and a marker of the test's own data where the stack is shared). The test fails if
 * no line matches: an expectation that no longer comes true is removed, not left to hide another.
 * `optional` is for a line that comes or not by timing alone (a race the test provokes and that
 * either side may win); say why beside the call. Call it inside the test, before the failure is
 * provoked.
 */
export async function expectErrorLogs(pattern: RegExp, options: { optional?: boolean } = {}): Promise<void> {
  if (expect.getState().currentTestName === undefined) throw new Error('expectErrorLogs is called inside a test: it holds until that test ends');
  const remoteId = stackLogs()
    ? (await post<{ id: number }>(ERROR_LOG_EXPECT_PATH, { source: pattern.source, flags: pattern.flags.replace('g', '') })).id
    : null;
  expectations.push({ pattern, optional: options.optional === true, localId: capture.expect(pattern), remoteId });
}

/** Marks of this worker's and the stack's ERROR lines, to check those written after them. */
export interface ErrorLogMark {
  local: number;
  stack: number | null;
}

export async function errorLogMark(): Promise<ErrorLogMark> {
  return { local: capture.mark(), stack: stackLogs() ? (await post<{ seq: number }>(ERROR_LOG_MARK_PATH, {})).seq : null };
}

export interface ErrorLogOutcome {
  /** ERROR lines no expectation matched. */
  unexpected: { local: ErrorLogLine[]; stack: ErrorLogLine[] };
  /** Expectations no line matched. */
  unmet: RegExp[];
}

/**
 * The ERROR lines after `from` (to `to`, default now) that no expectation matched, and, when the
 * test's expectations are settled (`settle`), those no line matched; the expectations then end.
 */
export async function checkErrorLogs(from: ErrorLogMark, options: { to?: ErrorLogMark; settle: boolean }): Promise<ErrorLogOutcome> {
  const ending = options.settle ? expectations : [];
  if (options.settle) expectations = [];
  const local = capture.since(from.local, options.to?.local).filter((line) => !line.expected);
  let stack: ErrorLogLine[] = [];
  let matchedRemote: Record<string, number> = {};
  if (from.stack !== null) {
    const check = await post<ErrorLogCheck>(ERROR_LOG_CHECK_PATH, {
      from: from.stack,
      ...(options.to?.stack != null ? { to: options.to.stack } : {}),
      forget: ending.flatMap((one) => (one.remoteId === null ? [] : [one.remoteId])),
    });
    stack = check.lines;
    matchedRemote = check.matched;
  }
  const unmet = ending
    .filter((one) => !one.optional && capture.matched(one.localId) === 0 && (one.remoteId === null || (matchedRemote[one.remoteId] ?? 0) === 0))
    .map((one) => one.pattern);
  for (const one of ending) capture.forget(one.localId);
  return { unexpected: { local, stack }, unmet };
}

/** The failure message for an outcome, or null when there is nothing to report. */
export function describeErrorLogOutcome(outcome: ErrorLogOutcome, where: string): string | null {
  const parts: string[] = [];
  if (outcome.unexpected.local.length > 0)
    parts.push(`ERROR lines logged ${where}, in this test's own process:\n${describeErrorLogs(outcome.unexpected.local)}`);
  if (outcome.unexpected.stack.length > 0) {
    parts.push(
      `ERROR lines logged by the test stack (the gateway's handlers, the bus's consumers) ${where} (or by a file running beside it: the integration and e2e projects share one stack):\n${describeErrorLogs(outcome.unexpected.stack)}`,
    );
  }
  if (parts.length > 0)
    parts.push(
      'Fix the cause, or, if the test provokes the failure on purpose, say so with expectErrorLogs(/pattern/) from tests/support/error-logs.ts (decision 039).',
    );
  if (outcome.unmet.length > 0)
    parts.push(
      `The test expected ERROR lines that never came: ${outcome.unmet.map(String).join(', ')}. Remove the expectation or find why the failure no longer happens.`,
    );
  return parts.length > 0 ? parts.join('\n') : null;
}
