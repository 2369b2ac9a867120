import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLocalEventBus } from '#infra/local/event-bus.ts';

// The local bus alone in a process of its own, for the crash test (tests/unit/event-bus-crash.test.ts):
// its journal and dead letters in the data directory given as the first argument, two rules that
// both take every `test.crash` event to the file-recording consumer. It prints one JSON line,
// `{ "port": ..., "replayed": ... }`, once it listens and has replayed what it owed.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: bus-process.ts <data directory>');

const rule = (name: string) => ({
  name,
  description: 'crash test',
  pattern: { source: ['test.crash'] },
  consumer: 'tests/support/consumers/file-recording.ts',
  permissions: [],
});
const bus = createLocalEventBus({
  busName: 'crash-bus',
  region: 'us-east-1',
  rules: [rule('first-consumer'), rule('second-consumer')],
  deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
  journalFile: path.join(dataDir, 'event-bus-journal.jsonl'),
  retryDelaysMs: [10, 10],
});
await new Promise<void>((resolve) => bus.server.listen(0, '127.0.0.1', resolve));
const replayed = bus.start();
process.stdout.write(`${JSON.stringify({ port: (bus.server.address() as AddressInfo).port, replayed })}\n`);
