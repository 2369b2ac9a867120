import http from 'node:http';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EventRule } from '#events/rules.ts';
import { matchesPattern, type EventPattern } from '#events/pattern.ts';
import { invoke } from './lambda-runtime.ts';

/**
 * A target that is not a consumer function: in AWS another service (the site's CodeBuild project),
 * locally a function of this process. It is told of each matching event and must not throw.
 */
export interface LocalBusTarget {
  readonly name: string;
  readonly pattern: EventPattern;
  readonly deliver: (event: Record<string, unknown>) => void;
}

export interface LocalEventBusOptions {
  busName: string;
  region: string;
  rules: readonly EventRule[];
  targets?: readonly LocalBusTarget[];
  /** Where events that still fail after every retry are written (the local dead-letter queue). */
  deadLetterFile: string | null;
  /** Delays before each retry; EventBridge retries with back-off, so a consumer failure is not final. */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Time?: number | string;
  Resources?: string[];
}

const MAX_ENTRY_BYTES = 256 * 1024;

/**
 * Paths of the local bus that EventBridge does not have, for the tests: `POST /local/drain`
 * answers once every delivery started so far has finished (so a test can assert that nothing
 * more happened without sleeping); `POST /local/refuse` `{ "containing": "text", "refuse": true }`
 * makes PutEvents fail every entry whose detail contains the text (as EventBridge does in an
 * outage, entry by entry) until the same call with `"refuse": false`. Matching on the detail
 * keeps one test's outage from touching the tests running beside it.
 */
export const LOCAL_BUS_DRAIN_PATH = '/local/drain';
export const LOCAL_BUS_REFUSE_PATH = '/local/refuse';

/**
 * A local stand-in for an EventBridge custom bus. It speaks the PutEvents API (so functions
 * publish with their real PutEvents call, pointed here), matches each event against the shared rule
 * table with EventBridge's pattern semantics, and invokes the consumer handlers asynchronously
 * with retries, like EventBridge's Lambda targets.
 */
export function createLocalEventBus(options: LocalEventBusOptions) {
  const retryDelays = options.retryDelaysMs ?? [200, 1000];
  const inFlight = new Set<Promise<void>>();
  const log = options.log ?? (() => undefined);
  const refusing = new Set<string>();

  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  async function deliver(rule: EventRule, event: Record<string, unknown>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await invoke(rule.consumer, rule.name, event, 30_000);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          log(`event ${String(event['id'])} to ${rule.name} failed after ${attempt + 1} attempts: ${(error as Error).message}`);
          if (options.deadLetterFile) {
            mkdirSync(path.dirname(options.deadLetterFile), { recursive: true });
            appendFileSync(options.deadLetterFile, `${JSON.stringify({ rule: rule.name, error: (error as Error).message, event })}\n`);
          }
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  function dispatch(event: Record<string, unknown>): void {
    for (const target of options.targets ?? []) {
      if (!matchesPattern(target.pattern, event)) continue;
      try {
        target.deliver(event);
      } catch (error) {
        log(`event ${String(event['id'])} to ${target.name} failed: ${(error as Error).message}`);
      }
    }
    for (const rule of options.rules) {
      if (!matchesPattern(rule.pattern, event)) continue;
      const delivery = deliver(rule, event).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  }

  /** Validates entries the way PutEvents does and returns per-entry results. */
  function putEvents(entries: PutEventsEntry[]) {
    const results = entries.map((entry) => {
      if (!entry.Source || !entry.DetailType || !entry.Detail) {
        return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Source, DetailType and Detail are required.' };
      }
      if (entry.EventBusName && entry.EventBusName !== options.busName && !entry.EventBusName.endsWith(`/${options.busName}`)) {
        return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${entry.EventBusName} does not exist.` };
      }
      if ([...refusing].some((text) => entry.Detail!.includes(text))) {
        return { ErrorCode: 'InternalFailure', ErrorMessage: 'The local bus is refusing this event (a simulated outage).' };
      }
      if (Buffer.byteLength(JSON.stringify(entry)) > MAX_ENTRY_BYTES) {
        return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Entry is larger than 256 KB.' };
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail);
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON.' };
      }
      if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail must be a JSON object.' };
      }
      const id = randomUUID();
      const time = entry.Time === undefined ? new Date() : new Date(typeof entry.Time === 'number' ? entry.Time * 1000 : entry.Time);
      dispatch({
        version: '0',
        id,
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        region: options.region,
        resources: entry.Resources ?? [],
        detail,
      });
      return { EventId: id };
    });
    return { FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length, Entries: results };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === LOCAL_BUS_DRAIN_PATH) {
        void drain().then(() => reply(200, { drained: true }));
        return;
      }
      if (req.method === 'POST' && req.url === LOCAL_BUS_REFUSE_PATH) {
        try {
          const { containing, refuse } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { containing?: unknown; refuse?: unknown };
          if (typeof containing !== 'string' || containing.length < 8 || typeof refuse !== 'boolean') throw new Error('bad request');
          if (refuse) refusing.add(containing);
          else refusing.delete(containing);
          return reply(200, { refusing: [...refusing] });
        } catch {
          return reply(400, { message: 'Send {"containing": "<at least 8 characters>", "refuse": true|false}.' });
        }
      }
      const target = req.headers['x-amz-target'];
      if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
        return reply(400, { __type: 'UnknownOperationException', message: `The local bus supports PutEvents only (got ${String(target)}).` });
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { Entries?: PutEventsEntry[] };
        const entries = body.Entries ?? [];
        if (entries.length < 1 || entries.length > 10) return reply(400, { __type: 'ValidationException', message: 'Entries must hold 1 to 10 events.' });
        reply(200, putEvents(entries));
      } catch {
        reply(400, { __type: 'SerializationException', message: 'Body is not valid JSON.' });
      }
    });
  });

  return {
    server,
    putEvents,
    /** Resolves when every delivery started so far (and any it caused) has finished. */
    drain,
  };
}

export type LocalEventBus = ReturnType<typeof createLocalEventBus>;
