import dns from 'node:dns';
import { createServer } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { logger } from '#functions/platform/logger.ts';
import { expectErrorLogs } from '../support/error-logs.ts';
import { isLoopback, recordBrowserRequest, takeRefusedConnections } from '../support/network-guard.ts';

// The guards every project's setup file installs (tests/support/own-failures.ts, decision 039).
// A test that must fail for the guard to be working is written with `it.fails`, and what it failed
// with is kept (onTestFailed) for the test after it to read: so the failure is the guard's, with
// the host or the line named, not any failure.

const OUTSIDE = 'api.weather.gov';

/** Keeps the errors of the test that calls `keep` when it fails, for the next test to read. */
function failureOf() {
  let seen = '';
  return {
    keep: () =>
      onTestFailed(({ task }) => {
        seen = (task.result?.errors ?? []).map((error) => error.message).join('\n');
      }),
    read: () => seen,
  };
}

describe('no test reaches the network', () => {
  it('tells loopback, where the local stack lives, from everywhere else', () => {
    for (const host of ['127.0.0.1', '127.0.0.53', '::1', '[::1]', 'localhost', 'LOCALHOST', 'api.localhost', undefined, ''])
      expect(isLoopback(host), String(host)).toBe(true);
    for (const host of [OUTSIDE, '10.0.0.1', '169.254.169.254', '8.8.8.8', '2001:4860:4860::8888', 'localhost.example.com'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('refuses fetch, https, the AWS SDK and name lookups to an outside host, naming it, before anything is sent', async () => {
    const fetched = await fetch(`https://${OUTSIDE}/points/30.3927,-97.9312`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(fetched).toBeInstanceOf(TypeError);
    expect(String((fetched as TypeError).cause)).toContain(`Tests may not reach the network: a connection to ${OUTSIDE}:443 was refused`);

    const viaHttps = await new Promise<Error>((resolve) => https.get(`https://${OUTSIDE}/`, () => resolve(new Error('answered'))).on('error', resolve));
    expect(viaHttps.message).toContain(`a connection to ${OUTSIDE}:443 was refused`);

    const dynamo = new DynamoDBClient({ region: 'us-east-1', maxAttempts: 1, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test' } });
    await expect(dynamo.send(new ListTablesCommand({}))).rejects.toThrow(/a connection to dynamodb\.us-east-1\.amazonaws\.com:443 was refused/);
    dynamo.destroy();

    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) => dns.lookup(OUTSIDE, (error) => resolve(error)));
    expect(looked?.message).toContain(`a connection to ${OUTSIDE} was refused`);
    await expect(dns.promises.lookup(OUTSIDE)).rejects.toThrow(OUTSIDE);

    // Each attempt is on the record the test's after-hook reads; taken here, this test passes.
    expect(takeRefusedConnections().map((refused) => refused.host)).toEqual([OUTSIDE, OUTSIDE, 'dynamodb.us-east-1.amazonaws.com', OUTSIDE, OUTSIDE]);
  });

  it("records a browser page's request to an outside host (Chromium, its own process, cannot resolve one), not its loopback ones", () => {
    recordBrowserRequest('http://127.0.0.1:4100/api/quotes');
    recordBrowserRequest('http://localhost:4100/');
    recordBrowserRequest('data:image/png;base64,AAAA');
    recordBrowserRequest('https://fonts.googleapis.com/css2?family=Inter');
    expect(takeRefusedConnections().map((refused) => `${refused.host}:${refused.port}`)).toEqual(['fonts.googleapis.com:443']);
  });

  describe('while loopback stays open', () => {
    const server = createServer((_, response) => response.end('local'));
    beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reaches a server on 127.0.0.1 and on localhost', async () => {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('local');
      expect(takeRefusedConnections()).toEqual([]);
    });
  });

  const swallowed = failureOf();
  it.fails('fails a test whose code swallowed the refusal (as the weather outlook does), naming the host', async () => {
    swallowed.keep();
    const outlook = await fetch(`https://${OUTSIDE}/gridpoints/EWX/140,95/forecast`).then(
      () => 'forecast',
      () => 'unavailable',
    );
    expect(outlook).toBe('unavailable');
  });

  it('(the test before failed for the connection it tried, by name)', () => {
    expect(swallowed.read()).toContain('This test tried to reach the network');
    expect(swallowed.read()).toContain(`${OUTSIDE}:443`);
  });
});

describe('an ERROR log line fails the test that wrote it', () => {
  const unexpected = failureOf();
  it.fails('fails a test in which a handler logs an ERROR line it did not declare', () => {
    unexpected.keep();
    logger.error('Payment state and ledger disagree: needs staff', { bookingId: 'own-failures-unexpected' });
  });

  it('(the test before failed for that line, quoted)', () => {
    expect(unexpected.read()).toContain("ERROR lines logged while this test ran, in this test's own process");
    expect(unexpected.read()).toContain('own-failures-unexpected');
  });

  it('lets a test log what it declared with expectErrorLogs, and WARN lines freely', async () => {
    await expectErrorLogs(/Payment state and ledger disagree.*own-failures-expected/);
    logger.error('Payment state and ledger disagree: needs staff', { bookingId: 'own-failures-expected' });
    logger.warn('The weather forecast could not be read', { date: '2027-06-12' });
  });

  const other = failureOf();
  it.fails('still fails on a line the declaration does not match', async () => {
    other.keep();
    await expectErrorLogs(/own-failures-declared/);
    logger.error('Payment state and ledger disagree: needs staff', { bookingId: 'own-failures-declared' });
    logger.error('Unhandled error', { error: 'own-failures-other' });
  });

  it('(the test before failed for the undeclared line only)', () => {
    expect(other.read()).toContain('own-failures-other');
    expect(other.read()).not.toContain('"bookingId":"own-failures-declared"');
  });

  const unmet = failureOf();
  it.fails('fails a test whose declared ERROR line never came', async () => {
    unmet.keep();
    await expectErrorLogs(/own-failures-never/);
  });

  it('(the test before failed for its unmet expectation)', () => {
    expect(unmet.read()).toContain('expected ERROR lines that never came: /own-failures-never/');
  });
});
