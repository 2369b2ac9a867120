import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteRepublishTrigger } from '#events/rules.ts';
import { createLocalEventBus, LOCAL_BUS_EXPECT_FAILURES_PATH, LOCAL_BUS_FAILURES_PATH, LOCAL_BUS_MARK_PATH } from '#infra/local/event-bus.ts';
import { failures, received } from '#tests/support/consumers/recording.ts';

const deadLetterFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bus-')), 'dead-letters.jsonl');
const bus = createLocalEventBus({
  busName: 'test-bus',
  region: 'us-east-1',
  deadLetterFile,
  retryDelaysMs: [5, 5],
  rules: [
    {
      name: 'quotes-only',
      description: 'test',
      pattern: { source: ['cruises.quotes'], 'detail-type': ['QuoteSubmitted'] },
      consumer: 'tests/support/consumers/recording.ts',
      permissions: [],
    },
  ],
});
let client: EventBridgeClient;
let busUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => bus.server.listen(0, '127.0.0.1', resolve));
  const port = (bus.server.address() as AddressInfo).port;
  busUrl = `http://127.0.0.1:${port}`;
  client = new EventBridgeClient({ endpoint: busUrl, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
});
afterAll(() => new Promise<void>((resolve) => bus.server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  failures.remaining = 0;
});

const entry = (source: string, detailType: string, detail: object = { id: 'e1' }) => ({
  EventBusName: 'test-bus',
  Source: source,
  DetailType: detailType,
  Detail: JSON.stringify(detail),
});

describe('local event bus', () => {
  it('accepts PutEvents from the real SDK and delivers matching events in EventBridge shape', async () => {
    const result = await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'QuoteSubmitted', { id: 'q1' })] }));
    expect(result.FailedEntryCount).toBe(0);
    await bus.drain();
    expect(received).toEqual([
      expect.objectContaining({
        version: '0',
        source: 'cruises.quotes',
        'detail-type': 'QuoteSubmitted',
        detail: { id: 'q1' },
        id: result.Entries?.[0]?.EventId,
      }),
    ]);
  });

  it('does not deliver events the rule does not match', async () => {
    await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'LeadCaptured'), entry('cruises.auth', 'QuoteSubmitted')] }));
    await bus.drain();
    expect(received).toHaveLength(0);
  });

  it('rejects malformed entries per entry, as PutEvents does', async () => {
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          { ...entry('cruises.quotes', 'QuoteSubmitted'), Detail: '[1,2]' },
          { ...entry('cruises.quotes', 'QuoteSubmitted'), EventBusName: 'other' },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(2);
    expect(result.Entries?.map((e) => e.ErrorCode)).toEqual(['MalformedDetail', 'ResourceNotFoundException']);
  });

  it('retries a failing consumer and delivers once it recovers', async () => {
    failures.remaining = 2;
    await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'QuoteSubmitted', { id: 'retry' })] }));
    await bus.drain();
    expect(received).toHaveLength(1);
  });

  it('dead-letters an event that fails every attempt', async () => {
    failures.remaining = 3;
    await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'QuoteSubmitted', { id: 'doomed' })] }));
    await bus.drain();
    expect(received).toHaveLength(0);
    expect(existsSync(deadLetterFile)).toBe(true);
    const letters = readFileSync(deadLetterFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(letters.at(-1)).toMatchObject({ rule: 'quotes-only', error: 'consumer failed on purpose', event: { detail: { id: 'doomed' } } });
  });
});

describe('local event bus consumer failures (what fails the test that caused them)', () => {
  const post = async (path: string, body?: unknown) =>
    (await fetch(new URL(path, busUrl), { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json();

  it('answers the dead letters of the events accepted between two marks, once their retries have ended', async () => {
    const before = (await post(LOCAL_BUS_MARK_PATH)).seq as number;
    failures.remaining = 3;
    await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'QuoteSubmitted', { id: 'envelope-1', data: 'broken' })] }));
    const after = (await post(LOCAL_BUS_MARK_PATH)).seq as number;
    expect(after).toBe(before + 1);
    // No drain first: the answer waits for the retries itself.
    const { failures: found } = await post(LOCAL_BUS_FAILURES_PATH, { from: before, to: after });
    expect(found).toEqual([
      {
        rule: 'quotes-only',
        eventId: expect.any(String),
        source: 'cruises.quotes',
        detailType: 'QuoteSubmitted',
        envelopeId: 'envelope-1',
        error: 'consumer failed on purpose',
        attempts: 3,
        seq: after,
      },
    ]);
    // An event that recovers on a retry is not a failure, and later windows do not see earlier dead letters.
    failures.remaining = 1;
    await client.send(new PutEventsCommand({ Entries: [entry('cruises.quotes', 'QuoteSubmitted', { id: 'envelope-2' })] }));
    expect((await post(LOCAL_BUS_FAILURES_PATH, { from: after, to: (await post(LOCAL_BUS_MARK_PATH)).seq })).failures).toEqual([]);
  });

  it('leaves out the dead letters a test said it causes on purpose, by a marker in the detail', async () => {
    expect((await fetch(new URL(LOCAL_BUS_EXPECT_FAILURES_PATH, busUrl), { method: 'POST', body: JSON.stringify({ containing: 'short' }) })).status).toBe(400);
    expect(
      (
        await fetch(new URL(LOCAL_BUS_EXPECT_FAILURES_PATH, busUrl), {
          method: 'POST',
          body: JSON.stringify({ containing: 'outage-marker-1', rule: 'no-such-rule' }),
        })
      ).status,
    ).toBe(400);
    await post(LOCAL_BUS_EXPECT_FAILURES_PATH, { containing: 'outage-marker-1', rule: 'quotes-only' });
    const before = (await post(LOCAL_BUS_MARK_PATH)).seq as number;
    failures.remaining = 6;
    await client.send(
      new PutEventsCommand({
        Entries: [
          entry('cruises.quotes', 'QuoteSubmitted', { id: 'expected', guest: 'outage-marker-1' }),
          entry('cruises.quotes', 'QuoteSubmitted', { id: 'unexpected' }),
        ],
      }),
    );
    const { failures: found } = await post(LOCAL_BUS_FAILURES_PATH, { from: before, to: (await post(LOCAL_BUS_MARK_PATH)).seq });
    expect(found.map((failure: { envelopeId: string }) => failure.envelopeId)).toEqual(['unexpected']);
  });
});

describe('local event bus targets (the site republisher under npm start)', () => {
  it('tells an in-process target of each matching event, and a throwing target stops nothing', async () => {
    const seen: unknown[] = [];
    const log: string[] = [];
    const withTargets = createLocalEventBus({
      busName: 'test-bus',
      region: 'us-east-1',
      deadLetterFile: null,
      log: (line) => log.push(line),
      rules: [],
      targets: [
        {
          name: 'broken',
          pattern: { source: ['cruises.settings'] },
          deliver: () => {
            throw new Error('no builder');
          },
        },
        { name: 'site-republish', pattern: siteRepublishTrigger.pattern, deliver: (event) => seen.push(event) },
      ],
    });
    const result = await withTargets.putEvents([entry('cruises.settings', 'BusinessFactsChanged', { id: 's1' }), entry('cruises.quotes', 'QuoteSubmitted')]);
    expect(result.FailedEntryCount).toBe(0);
    expect(seen).toEqual([expect.objectContaining({ source: 'cruises.settings', 'detail-type': 'BusinessFactsChanged', detail: { id: 's1' } })]);
    expect(log).toEqual([expect.stringMatching(/to broken failed: no builder$/)]);
  });
});
