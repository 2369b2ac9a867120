import http from 'node:http';
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { EventRule } from '#events/rules.ts';
import { matchesPattern, type EventPattern } from '#events/pattern.ts';
import { openBusJournal, type BusJournal, type OwedDelivery } from './bus-journal.ts';
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
  /**
   * Where accepted events are kept until every rule's delivery ends, so a crash loses none
   * (bus-journal.ts, decision 034); null keeps them in memory only (the tests' throw-away stacks).
   */
  journalFile?: string | null;
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

/** A test path's JSON body, or an empty object when it is missing or not JSON (the path then answers 400). */
function bodyObject(chunks: Buffer[]): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Paths of the local bus that EventBridge does not have, for the tests: `POST /local/drain`
 * answers once every delivery started so far has finished (so a test can assert that nothing
 * more happened without sleeping); `POST /local/refuse` `{ "containing": "text", "refuse": true }`
 * makes PutEvents fail every entry whose detail contains the text (as EventBridge does in an
 * outage, entry by entry) until the same call with `"refuse": false`. Matching on the detail
 * keeps one test's outage from touching the tests running beside it.
 *
 * Consumer failures (decision 034): `POST /local/mark` answers `{ "seq": n }`, the number of
 * events accepted so far; `POST /local/failures` `{ "from": a, "to": b }` waits until every
 * delivery of the events accepted between the two marks has ended, then answers the dead
 * letters among them (`{ "failures": [...] }`) that no test said it expected;
 * `POST /local/expect-failures` `{ "containing": "text", "rule"?: "name" }` says that dead
 * letters of events whose detail contains the text (to that rule) are a test's intent.
 */
export const LOCAL_BUS_DRAIN_PATH = '/local/drain';
export const LOCAL_BUS_REFUSE_PATH = '/local/refuse';
export const LOCAL_BUS_MARK_PATH = '/local/mark';
export const LOCAL_BUS_FAILURES_PATH = '/local/failures';
export const LOCAL_BUS_EXPECT_FAILURES_PATH = '/local/expect-failures';

/** A delivery that failed every attempt (a dead letter), as the tests are told of it. */
export interface ConsumerFailure {
  rule: string;
  eventId: string;
  source: string;
  detailType: string;
  /** The envelope's own id (what consumers are idempotent on), when the detail has one. */
  envelopeId: string | null;
  error: string;
  attempts: number;
  /** The acceptance number of its event (see LOCAL_BUS_MARK_PATH). */
  seq: number;
}

interface ExpectedFailure {
  containing: string;
  rule?: string;
}

/**
 * A local stand-in for an EventBridge custom bus. It speaks the PutEvents API (so functions
 * publish with their real PutEvents call, pointed here), matches each event against the shared rule
 * table with EventBridge's pattern semantics, and invokes the consumer handlers asynchronously
 * with retries, like EventBridge's Lambda targets. With a journal file it keeps every accepted
 * delivery on disk until it ends and replays the unfinished ones at `start()`, as EventBridge
 * keeps what it acknowledged (decision 034).
 */
export function createLocalEventBus(options: LocalEventBusOptions) {
  const retryDelays = options.retryDelaysMs ?? [200, 1000];
  // Each delivery under way, with the acceptance number of its event.
  const inFlight = new Map<Promise<void>, number>();
  const log = options.log ?? (() => undefined);
  const refusing = new Set<string>();
  const journal: BusJournal | null = options.journalFile ? openBusJournal(options.journalFile) : null;
  const rulesByName = new Map(options.rules.map((rule) => [rule.name, rule]));
  const failures: ConsumerFailure[] = [];
  const expected: ExpectedFailure[] = [];
  let accepted = 0;

  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight.keys()]);
  }

  /** Waits for the deliveries of events accepted before `to` (retries included), not for later ones. */
  async function settledBefore(to: number): Promise<void> {
    for (;;) {
      const waiting = [...inFlight].filter(([, seq]) => seq < to).map(([delivery]) => delivery);
      if (waiting.length === 0) return;
      await Promise.allSettled(waiting);
    }
  }

  function deadLetter(rule: EventRule, event: Record<string, unknown>, error: Error, attempts: number, seq: number): void {
    log(`event ${String(event['id'])} to ${rule.name} failed after ${attempts} attempts: ${error.message}`);
    const detail = event['detail'] as { id?: unknown } | undefined;
    const text = JSON.stringify(event['detail']);
    if (!expected.some((allowed) => text.includes(allowed.containing) && (allowed.rule === undefined || allowed.rule === rule.name))) {
      failures.push({
        rule: rule.name,
        eventId: String(event['id']),
        source: String(event['source']),
        detailType: String(event['detail-type']),
        envelopeId: typeof detail?.id === 'string' ? detail.id : null,
        error: error.message,
        attempts,
        seq,
      });
    }
    if (options.deadLetterFile) {
      mkdirSync(path.dirname(options.deadLetterFile), { recursive: true });
      // Synced before the journal lets the delivery go: a dead letter is the only trace left of it.
      const fd = openSync(options.deadLetterFile, 'a');
      try {
        writeSync(fd, `${JSON.stringify({ rule: rule.name, error: error.message, event })}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }

  async function deliver(rule: EventRule, event: Record<string, unknown>, seq: number): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await invoke(rule.consumer, rule.name, event, 30_000);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          deadLetter(rule, event, error as Error, attempt + 1, seq);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  function startDelivery(rule: EventRule, event: Record<string, unknown> & { id: string }, seq: number): void {
    const delivery = deliver(rule, event, seq).finally(() => {
      inFlight.delete(delivery);
      journal?.settle(event.id, rule.name);
    });
    inFlight.set(delivery, seq);
  }

  /** The in-process targets (not journalled: `npm start` rebuilds the site at every start anyway). */
  function tellTargets(event: Record<string, unknown>): void {
    for (const target of options.targets ?? []) {
      if (!matchesPattern(target.pattern, event)) continue;
      try {
        target.deliver(event);
      } catch (error) {
        log(`event ${String(event['id'])} to ${target.name} failed: ${(error as Error).message}`);
      }
    }
  }

  const matchingRules = (event: Record<string, unknown>) => options.rules.filter((rule) => matchesPattern(rule.pattern, event)).map((rule) => rule.name);

  /** Replays what was accepted before a crash and never delivered; call once the consumers' environment is set. */
  function start(): number {
    const owed = journal?.owed ?? [];
    let replayed = 0;
    for (const { event, rules } of owed) {
      accepted += 1;
      for (const name of rules) {
        const rule = rulesByName.get(name);
        if (!rule) {
          log(`event ${event.id} was owed to ${name}, which is no longer a rule: dropped`);
          journal?.settle(event.id, name);
          continue;
        }
        startDelivery(rule, event, accepted);
        replayed += 1;
      }
    }
    if (replayed > 0) log(`replaying ${replayed} deliveries accepted before the bus last stopped`);
    return replayed;
  }

  /** Validates entries the way PutEvents does and returns per-entry results, once the accepted ones are kept. */
  async function putEvents(entries: PutEventsEntry[]) {
    const events: Array<Record<string, unknown> & { id: string }> = [];
    const results: Array<{ EventId: string } | { ErrorCode: string; ErrorMessage: string }> = entries.map((entry) => {
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
      events.push({
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
    const deliveries: OwedDelivery[] = events.map((event) => ({ event, rules: matchingRules(event) }));
    try {
      // Acknowledged means kept: EventBridge does not lose an event it answered with an id.
      await journal?.accept(deliveries.filter((delivery) => delivery.rules.length > 0));
    } catch (error) {
      log(`the bus journal could not keep ${deliveries.length} events: ${(error as Error).message}`);
      // Refused, so the producer keeps them owed (decision 017): the journal must not replay them too.
      for (const { event, rules } of deliveries) for (const rule of rules) journal?.settle(event.id, rule);
      const failed = { ErrorCode: 'InternalFailure', ErrorMessage: 'The local bus could not store the event.' };
      const refused = results.map((result) => ('EventId' in result ? failed : result));
      return { FailedEntryCount: refused.length, Entries: refused };
    }
    for (const { event, rules } of deliveries) {
      accepted += 1;
      tellTargets(event);
      for (const name of rules) startDelivery(rulesByName.get(name)!, event, accepted);
    }
    return { FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length, Entries: results };
  }

  /** The dead letters no test expected among the events accepted from mark `from` up to mark `to`, once they have all ended. */
  async function failuresBetween(from: number, to: number): Promise<ConsumerFailure[]> {
    await settledBefore(to + 1);
    return failures.filter((failure) => failure.seq > from && failure.seq <= to);
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
      if (req.method === 'POST' && req.url === LOCAL_BUS_MARK_PATH) return reply(200, { seq: accepted });
      if (req.method === 'POST' && req.url === LOCAL_BUS_FAILURES_PATH) {
        const { from, to } = bodyObject(chunks);
        if (!Number.isInteger(from) || !Number.isInteger(to)) return reply(400, { message: 'Send {"from": <mark>, "to": <mark>}.' });
        void failuresBetween(from as number, to as number).then((found) => reply(200, { failures: found }));
        return;
      }
      if (req.method === 'POST' && req.url === LOCAL_BUS_EXPECT_FAILURES_PATH) {
        const { containing, rule } = bodyObject(chunks);
        if (typeof containing !== 'string' || containing.length < 8 || (rule !== undefined && !rulesByName.has(String(rule)))) {
          return reply(400, { message: 'Send {"containing": "<at least 8 characters>", "rule"?: "<a rule\'s name>"}.' });
        }
        expected.push({ containing, ...(typeof rule === 'string' ? { rule } : {}) });
        return reply(200, { expected: expected.length });
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
        void putEvents(entries).then((result) => reply(200, result));
      } catch {
        reply(400, { __type: 'SerializationException', message: 'Body is not valid JSON.' });
      }
    });
  });

  return {
    server,
    putEvents,
    start,
    /** Resolves when every delivery started so far (and any it caused) has finished. */
    drain,
    failuresBetween,
    /** Stops keeping the journal (after `drain`, when the bus stops). */
    close: () => journal?.close(),
  };
}

export type LocalEventBus = ReturnType<typeof createLocalEventBus>;
