import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { busMark, consumerFailuresSince, describeConsumerFailures } from './bus.ts';

// A consumer that fails must fail a test (decision 034). The bus numbers the events it accepts;
// each test notes the number before it starts and, after it ends, asks for the dead letters among
// the events accepted meanwhile, once their deliveries (retries included) have ended. The
// integration and e2e files share one stack and run side by side, so an event published by a
// test in the other worker during this test's window is blamed here too: the message says so.
// Events published outside every test (beforeAll, afterAll) are checked when the file ends.
// A test that makes a consumer fail on purpose says so with `expectConsumerFailures` (bus.ts).

let fileStart = 0;
let testStart = 0;
const testWindows: Array<[number, number]> = [];

const blame = (where: string) =>
  `Event consumers failed (dead-lettered) on events published ${where} (or by a file running beside it: the integration and e2e projects share one stack). ` +
  'Fix the consumer, or, if this test makes it fail on purpose, say so with expectConsumerFailures(marker, rule) from tests/support/bus.ts:\n';

beforeAll(async () => {
  fileStart = await busMark();
});

beforeEach(async () => {
  testStart = await busMark();
});

afterEach(async () => {
  const to = await busMark();
  testWindows.push([testStart, to]);
  const failures = await consumerFailuresSince(testStart, to);
  if (failures.length > 0) throw new Error(blame('while this test ran') + describeConsumerFailures(failures));
});

afterAll(async () => {
  const failures = (await consumerFailuresSince(fileStart)).filter((failure) => !testWindows.some(([from, to]) => failure.seq > from && failure.seq <= to));
  if (failures.length > 0) throw new Error(blame("by this file's beforeAll/afterAll hooks or between its tests") + describeConsumerFailures(failures));
});
