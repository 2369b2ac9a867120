import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { checkErrorLogs, errorLogMark, expectErrorLogs } from '#tests/support/error-logs.ts';
import { resetConfigCache } from '../config.ts';
import { MessageBeingSentError } from '../../app/shared/email/send-event-emails.ts';
import { eventConsumer } from './consumer.ts';

// What a consumer's failure logs (decision 039): an ERROR line is for a failure someone must act
// on, and fails the test that causes it unless the test expects it.

beforeAll(() => {
  // What the wrapper reads before the consumer runs; nothing here is reached.
  Object.assign(process.env, {
    TABLE_NAME: 't',
    EVENT_BUS_NAME: 'b',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'client',
    COGNITO_ISSUER_BASE: 'http://127.0.0.1:1',
  });
  resetConfigCache();
});

const busEvent = () => ({
  id: randomUUID(),
  source: 'cruises.quotes',
  'detail-type': 'QuoteSubmitted',
  time: new Date().toISOString(),
  detail: { id: randomUUID(), version: 1, occurredAt: new Date().toISOString(), data: {} },
});

describe('eventConsumer', () => {
  it('logs a failure as an ERROR and rethrows it, so the platform retries and then dead-letters the event', async () => {
    await expectErrorLogs(/"Event consumer failed; the platform will retry".*The table refused the write/);
    const consumer = eventConsumer(async () => {
      throw new Error('The table refused the write');
    });
    await expect(consumer(busEvent(), lambdaContext('consumer-test', 1_000))).rejects.toThrow('The table refused the write');
  });

  it('logs a delivery that raced another of the same event as a warning, and still rethrows it for the retry', async () => {
    const from = await errorLogMark();
    const consumer = eventConsumer(async () => {
      throw new MessageBeingSentError('customer');
    });
    await expect(consumer(busEvent(), lambdaContext('consumer-test', 1_000))).rejects.toBeInstanceOf(MessageBeingSentError);
    expect((await checkErrorLogs(from, { settle: false })).unexpected.local).toEqual([]);
  });
});
