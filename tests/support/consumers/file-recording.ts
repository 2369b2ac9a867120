import { appendFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';

// A consumer for the local bus's crash test (tests/unit/event-bus-crash.test.ts), run in the bus's
// child process: it appends "<rule> <event's detail id>" to BUS_RECORD_FILE for each delivery it
// completes. Events whose detail says `hold: true` are never completed while BUS_HOLD is set, so
// the test knows deliveries are still under way when it kills the process; without BUS_HOLD (the
// restarted bus) they complete.
export function handler(event: { detail: { id: string; hold?: boolean } }, context: Context): Promise<void> {
  if (event.detail.hold && process.env['BUS_HOLD']) return new Promise<void>(() => undefined);
  appendFileSync(process.env['BUS_RECORD_FILE']!, `${context.functionName} ${event.detail.id}\n`);
  return Promise.resolve();
}
